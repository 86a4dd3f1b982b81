import type * as React from "react";
import { GRID_CARD_IMAGE_SIZES, LinkCardList } from "~/components/ui/link-card";
import type { Story } from "~/content/types";
import { cn } from "~/lib/cn";
import { useHomeMessages } from "../home-messages";
import { HomeBand } from "./home-band";
import { useReveal } from "../use-reveal";

/** The delay between one card's entrance and the next. */
export const STORY_STAGGER_MS = 150;

/** Section 6: four Featured Stories cards that enter one after another. */
export function StoriesSection({ stories }: { stories: readonly Story[] }) {
  const homeMessages = useHomeMessages();
  const { ref, state } = useReveal<HTMLUListElement>();
  return (
    <HomeBand name="stories" text={homeMessages.stories}>
      <LinkCardList
        ref={ref}
        data-reveal={state}
        cards={stories}
        layout="photo"
        scale="small"
        imageSizes={GRID_CARD_IMAGE_SIZES}
        kicker={(story) => (
          <p className="mb-1 text-xs font-bold uppercase tracking-wide text-muted-foreground sm:text-sm">
            {story.category}
          </p>
        )}
        itemProps={(_, index) => ({
          className: cn(state === "pending" && "opacity-0", state === "revealed" && "stagger-in"),
          style: { "--stagger-delay": `${index * STORY_STAGGER_MS}ms` } as React.CSSProperties,
        })}
        className="grid gap-3 min-[22rem]:grid-cols-2 sm:gap-6 lg:grid-cols-4"
      />
    </HomeBand>
  );
}
