import { Link } from "~/components/ui/link";
import { useHomeMessages } from "../home-messages";
import { Section } from "~/components/ui/section";
import type { StructureBody } from "~/content/types";

/** Section 7: the six main organs. */
export function StructureSection({
  structureBodies,
}: {
  structureBodies: readonly StructureBody[];
}) {
  const homeMessages = useHomeMessages();
  return (
    <Section
      id="structure"
      heading={homeMessages.structure.heading}
      intro={homeMessages.structure.intro}
      tone="muted"
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {structureBodies.map((body) => (
          <li
            key={body.link}
            className="group relative rounded-lg border-2 border-border bg-card p-6 text-card-foreground hover:border-primary"
          >
            <h3 className="text-xl font-bold">
              <Link
                to={body.link}
                className="link after:absolute after:inset-0 group-hover:decoration-3"
              >
                {body.name}
              </Link>
            </h3>
            <p className="mt-2">{body.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
