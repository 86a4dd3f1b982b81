import { GRID_CARD_IMAGE_SIZES, LinkCardList } from "~/components/ui/link-card";
import type { StructureBody } from "~/content/types";
import { useHomeMessages } from "../home-messages";
import { HomeBand } from "./home-band";

/** Section 7: the six main organs. */
export function StructureSection({ bodies }: { bodies: readonly StructureBody[] }) {
  const { structure } = useHomeMessages();
  return (
    <HomeBand name="structure" text={structure} tone="muted">
      <LinkCardList
        cards={bodies}
        layout="photo"
        scale="medium"
        imageSizes={GRID_CARD_IMAGE_SIZES}
        imageDecorative
        className="grid gap-3 min-[22rem]:grid-cols-2 sm:gap-4 lg:grid-cols-3"
      />
    </HomeBand>
  );
}
