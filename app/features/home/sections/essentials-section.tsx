import {
  CARD_ROW_LIST_CLASS,
  GRID_CARD_IMAGE_SIZES,
  LinkCardList,
} from "~/components/ui/link-card";
import { cn } from "~/lib/cn";
import { Section } from "~/components/ui/section";
import type { EssentialCard } from "~/content/types";
import { useHomeMessages } from "../home-messages";

/** Section 10: three Essential cards. */
export function EssentialsSection({ cards }: { cards: readonly EssentialCard[] }) {
  const { essentials } = useHomeMessages();
  return (
    <Section id="essential" heading={essentials.heading}>
      <LinkCardList
        cards={cards}
        layout="photo"
        scale="medium"
        imageSizes={GRID_CARD_IMAGE_SIZES}
        className={cn(CARD_ROW_LIST_CLASS, "sm:grid-cols-2 sm:gap-6 md:grid-cols-3")}
      />
    </Section>
  );
}
