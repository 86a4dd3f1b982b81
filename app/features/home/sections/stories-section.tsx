import type * as React from "react";
import {
  CARD_ROW_LIST_CLASS,
  GRID_CARD_IMAGE_SIZES,
  LinkCardList,
} from "~/components/ui/link-card";
import { cn } from "~/lib/cn";
import type { Story } from "~/content/types";
import { useHomeMessages } from "../home-messages";
import { HomeBand } from "./home-band";

/** The delay between one card's entrance and the next. */
export const STORY_STAGGER_MS = 150;

/**
 * Section 6: four Featured Stories cards that enter one after another. Drawn in place ("static"),
 * so that without scripts they are simply there; the control (reveal.client.ts) holds them back
 * until the list scrolls into view, then lets each enter after its delay.
 */
export function StoriesSection({ stories }: { stories: readonly Story[] }) {
  const homeMessages = useHomeMessages();
  return (
    <HomeBand name="stories" text={homeMessages.stories}>
      <LinkCardList
        data-control="reveal"
        data-reveal="static"
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
          style: { "--stagger-delay": `${index * STORY_STAGGER_MS}ms` } as React.CSSProperties,
        })}
        className={cn(CARD_ROW_LIST_CLASS, "sm:grid-cols-2 sm:gap-6 lg:grid-cols-4")}
      />
    </HomeBand>
  );
}
