import { GRID_CARD_IMAGE_SIZES, LinkCardList } from "~/components/ui/link-card";
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
        className="grid gap-3 min-[22rem]:grid-cols-2 sm:gap-6 md:grid-cols-3"
      />
    </Section>
  );
}
