import { LinkCardList } from "~/components/ui/link-card";
import { Section } from "~/components/ui/section";
import type { StructureBody } from "~/content/types";
import { usePrerenderedHomeMessages } from "../home-messages";

/** Section 7: the six main organs. */
export function StructureSection({ bodies }: { bodies: readonly StructureBody[] }) {
  const { structure } = usePrerenderedHomeMessages();
  return (
    <Section id="structure" heading={structure.heading} intro={structure.intro} tone="muted">
      <LinkCardList
        cards={bodies}
        layout="panel"
        scale="medium"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      />
    </Section>
  );
}
