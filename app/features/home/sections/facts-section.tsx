import type * as React from "react";
import { Link } from "~/components/ui/link";
import { Section } from "~/components/ui/section";
import type { Fact } from "~/content/types";
import { FormattedMessage } from "~/i18n/formatted-message";
import { usePrerenderedHomeMessages } from "../home-messages";

/** Section 8: "Did You Know?" facts, each leading to its global issue. */
export function FactsSection({ facts }: { facts: readonly Fact[] }) {
  const homeMessages = usePrerenderedHomeMessages();
  return (
    <Section id="facts" heading={homeMessages.facts.heading}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {facts.map((fact) => (
          <FactCard key={fact.link} fact={fact} />
        ))}
      </ul>
    </Section>
  );
}

/** A fact, and "Learn more" named for screen readers by the fact it follows. */
function FactCard({ fact }: { fact: Fact }) {
  const { facts } = usePrerenderedHomeMessages();
  const hidden = (text: React.ReactNode) => <span className="sr-only">{text}</span>;
  return (
    <li className="flex flex-col rounded-lg border-2 border-border border-t-8 border-t-primary bg-card p-6 text-card-foreground">
      <h3 className="text-xl font-bold">{fact.title}</h3>
      <p className="mt-2 flex-1">{fact.text}</p>
      <Link to={fact.link} className="link mt-4 font-semibold">
        <FormattedMessage message={facts.more} values={{ title: fact.title, hidden }} />
      </Link>
    </li>
  );
}
