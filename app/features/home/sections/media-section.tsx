import { introFilm } from "~/components/media/intro-film";
import {
  CARD_ROW_LIST_CLASS,
  GRID_CARD_IMAGE_SIZES,
  LinkCardList,
} from "~/components/ui/link-card";
import { cn } from "~/lib/cn";
import type { MediaItem } from "~/content/types";
import { useI18n } from "~/i18n/i18n-provider";
import { formatMessage } from "~/i18n/message-format";
import { useHomeMessages } from "../home-messages";
import { HomeBand } from "./home-band";

/** How long each film of the site plays, in seconds. */
const FILM_SECONDS = { intro: introFilm.seconds } as const satisfies Record<
  NonNullable<MediaItem["film"]>,
  number
>;

/** Section 9: "Watch and Listen", four typed media items, each saying what it is and a film's length. */
export function MediaSection({ mediaItems }: { mediaItems: readonly MediaItem[] }) {
  const { language } = useI18n();
  const { media } = useHomeMessages();
  return (
    <HomeBand name="media" text={media} tone="muted">
      <LinkCardList
        cards={mediaItems}
        layout="photo"
        scale="small"
        imageSizes={GRID_CARD_IMAGE_SIZES}
        imageDecorative
        kicker={(item) => (
          <p className="mb-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span className="rounded-full bg-primary px-3 py-0.5 font-bold text-primary-foreground">
              {media.types[item.type]}
            </span>
            {item.film && (
              <span className="font-semibold">
                {formatMessage(language, media.length, { seconds: FILM_SECONDS[item.film] })}
              </span>
            )}
          </p>
        )}
        className={cn(CARD_ROW_LIST_CLASS, "sm:grid-cols-2 sm:gap-4 lg:grid-cols-4")}
      />
    </HomeBand>
  );
}
