import type * as React from "react";
import { Link } from "~/components/ui/link";
import { GRID_CARD_IMAGE_SIZES } from "~/components/ui/link-card";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { Fact } from "~/content/types";
import { FormattedMessage } from "~/i18n/formatted-message";
import { useHomeMessages } from "../home-messages";
import { HomeBand } from "./home-band";

/** Section 8: "Did You Know?" facts, each leading to its global issue. */
export function FactsSection({ facts }: { facts: readonly Fact[] }) {
  const homeMessages = useHomeMessages();
  return (
    <HomeBand name="facts" text={homeMessages.facts}>
      <ul className="grid gap-3 min-[22rem]:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        {facts.map((fact) => (
          <FactCard key={fact.link} fact={fact} />
        ))}
      </ul>
    </HomeBand>
  );
}

/**
 * A fact under its issue's picture, and "Learn more" named for screen readers by the fact it
 * follows.
 */
function FactCard({ fact }: { fact: Fact }) {
  const { facts } = useHomeMessages();
  const hidden = (text: React.ReactNode) => <span className="sr-only">{text}</span>;
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border-2 border-border bg-card text-card-foreground">
      {fact.image && (
        <ResponsiveImage
          image={fact.image}
          sizes={GRID_CARD_IMAGE_SIZES}
          decorative
          className="aspect-video w-full max-sm:aspect-[5/2]"
        />
      )}
      <div className="flex flex-1 flex-col border-t-8 border-t-primary p-3 sm:p-6">
        <h3 className="font-bold sm:text-xl">{fact.title}</h3>
        <p className="mt-2 flex-1 text-sm sm:text-base">{fact.text}</p>
        <Link to={fact.link} className="link mt-3 font-semibold sm:mt-4">
          <FormattedMessage message={facts.more} values={{ title: fact.title, hidden }} />
        </Link>
      </div>
    </li>
  );
}
