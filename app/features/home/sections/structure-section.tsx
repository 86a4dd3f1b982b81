import {
  CARD_ROW_LIST_CLASS,
  GRID_CARD_IMAGE_SIZES,
  LinkCardList,
} from "~/components/ui/link-card";
import { cn } from "~/lib/cn";
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
        className={cn(CARD_ROW_LIST_CLASS, "sm:grid-cols-2 sm:gap-4 lg:grid-cols-3")}
      />
    </HomeBand>
  );
}
