import type * as React from "react";
import type { Card } from "~/content/types";
import { cn } from "~/lib/cn";
import { Link } from "./link";
import { ResponsiveImage } from "./responsive-image";

/**
 * How wide a card's picture is drawn: in a row of cards on a phone (CARD_ROW_LIST_CLASS), then in
 * a grid of two columns and up to four on a wide screen.
 */
export const GRID_CARD_IMAGE_SIZES =
  "(min-width: 1024px) 24rem, (min-width: 640px) 50vw, min(80vw, 18rem)";

/**
 * A list of photo cards on the home page: on a phone a row that scrolls sideways, a card and the
 * edge of the next in view, each card with its whole sentence (cut to two lines, it ended mid-way,
 * and whole in a grid of two, the page grew past its length budget); from 640 px a grid, whose
 * columns the list sets. While a card holds focus it is the row's only snap point, so the row
 * snaps it whole into view (WCAG 2.4.11): focus alone does not scroll while part of the card's
 * title shows, which left a card tabbed to mostly out of view.
 */
export const CARD_ROW_LIST_CLASS =
  "grid gap-3 max-sm:-mx-5 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:overflow-x-auto max-sm:scroll-px-5 max-sm:px-5 max-sm:pb-3 max-sm:*:w-[min(80vw,18rem)] max-sm:*:shrink-0 max-sm:*:snap-start max-sm:focus-within:*:not-focus-within:snap-align-none";

/** How a card stands among its neighbours. */
const LAYOUTS = {
  /** A picture above the text, in a bordered card that takes the accent colour under the pointer. */
  photo: {
    card: "flex flex-col overflow-hidden rounded-lg border-2 border-border bg-card text-card-foreground hover:border-primary",
    body: "flex flex-1 flex-col p-3 sm:p-6",
    /** On a phone a strip, so that the rows of cards take less of a screen. */
    image: "max-sm:aspect-[5/2]",
    description: "",
  },
  /** A row of a list, its picture beside the text from 640 px. */
  row: {
    card: "grid gap-4 py-6 sm:grid-cols-[14rem_1fr] sm:gap-6",
    body: "min-w-0",
    image: "rounded-lg",
    description: "",
  },
} as const;

/** The title's and the sentence's type, from the narrowest column to the widest. */
const TYPE_SCALES = {
  small: { title: "text-base leading-snug sm:text-lg", text: "text-sm" },
  medium: { title: "text-base leading-snug sm:text-xl", text: "text-sm sm:text-base" },
  large: { title: "text-xl leading-snug sm:text-2xl", text: "" },
} as const;

type LinkCardProps = Omit<React.ComponentProps<"li">, "title"> & {
  card: Card;
  layout: keyof typeof LAYOUTS;
  scale: keyof typeof TYPE_SCALES;
  /** The title's level in the page's outline. */
  heading?: "h2" | "h3";
  /** How wide the card's picture is drawn; without it the card draws none. */
  imageSizes?: string;
  /** The page's main picture: loaded at once rather than when scrolled near. */
  imagePriority?: boolean;
  /** The picture repeats what the card says (see ResponsiveImage). */
  imageDecorative?: boolean;
  /** A line above the title, such as the category or the kind of media. */
  kicker?: React.ReactNode;
};

/**
 * A card in a list: its picture, a line above the title, the title as a link stretched over the
 * whole card, anything else it shows (`children`, such as a date), and its sentence.
 */
export function LinkCard({
  card,
  layout,
  scale,
  heading: Heading = "h3",
  imageSizes,
  imagePriority,
  imageDecorative,
  kicker,
  className,
  children,
  ...props
}: LinkCardProps) {
  const styles = LAYOUTS[layout];
  const type = TYPE_SCALES[scale];
  return (
    <li className={cn("group relative", styles.card, className)} {...props}>
      {card.image && imageSizes && (
        <ResponsiveImage
          image={card.image}
          sizes={imageSizes}
          priority={imagePriority}
          decorative={imageDecorative}
          className={cn("aspect-video w-full", styles.image)}
        />
      )}
      <div className={styles.body}>
        {kicker}
        <Heading className={cn("font-bold", type.title)}>
          <Link
            to={card.link}
            className="link after:absolute after:inset-0 group-hover:decoration-3"
          >
            {card.title}
          </Link>
        </Heading>
        {children}
        <p className={cn("mt-2", type.text, styles.description)}>{card.description}</p>
      </div>
    </li>
  );
}

type LinkCardListProps<C extends Card> = React.ComponentProps<"ul"> &
  Pick<LinkCardProps, "layout" | "scale" | "heading" | "imageSizes" | "imageDecorative"> & {
    cards: readonly C[];
    /** The line above each card's title. */
    kicker?: (card: C) => React.ReactNode;
    /** What a card shows between its title and its sentence. */
    extra?: (card: C) => React.ReactNode;
    /** Whether the first card's picture is the page's main one, loaded at once. */
    firstImagePriority?: boolean;
    /** A card's own class and style, such as its place in an entrance. */
    itemProps?: (card: C, index: number) => Pick<LinkCardProps, "className" | "style">;
  };

/** A list of cards in one layout and type scale. */
export function LinkCardList<C extends Card>({
  cards,
  layout,
  scale,
  heading,
  imageSizes,
  imageDecorative,
  kicker,
  extra,
  firstImagePriority = false,
  itemProps,
  ...props
}: LinkCardListProps<C>) {
  return (
    <ul {...props}>
      {cards.map((card, index) => (
        <LinkCard
          key={card.link}
          card={card}
          layout={layout}
          scale={scale}
          heading={heading}
          imageSizes={imageSizes}
          imagePriority={firstImagePriority && index === 0}
          imageDecorative={imageDecorative}
          kicker={kicker?.(card)}
          {...itemProps?.(card, index)}
        >
          {extra?.(card)}
        </LinkCard>
      ))}
    </ul>
  );
}
