import { Link } from "~/components/ui/link";
import { useHomeMessages } from "../home-messages";
import { Section } from "~/components/ui/section";
import { goalIcon } from "~/content/images";
import type { Goal } from "~/content/types";
import { useI18n } from "~/i18n/i18n-provider";
import { formatMessage } from "~/i18n/message-format";
import { homeLinks } from "../home-links";

/** Section 5: the 17 goals, followed by the ActNow campaign card. */
export function GoalsSection({ goals }: { goals: readonly Goal[] }) {
  const { language } = useI18n();
  const homeMessages = useHomeMessages();
  const text = homeMessages.goals;
  return (
    <Section id="goals" heading={text.heading} intro={text.intro} tone="muted">
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {goals.map((goal) => (
          <li
            key={goal.number}
            className="flex gap-4 rounded-lg border-2 border-border bg-card p-4 text-card-foreground"
            style={{ borderInlineStartColor: goal.colour, borderInlineStartWidth: "0.5rem" }}
          >
            <span
              className="flex size-16 shrink-0 items-center justify-center rounded-md"
              style={{ backgroundColor: goal.colour }}
            >
              <img
                src={goalIcon(goal.number)}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
              />
            </span>
            <div>
              <p className="text-sm font-bold uppercase tracking-wide text-muted-foreground">
                {formatMessage(language, text.goal, { number: goal.number })}
              </p>
              <h3 className="text-lg leading-snug font-bold">{goal.title}</h3>
              <p className="mt-1 text-sm">{goal.description}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="on-dark mt-10 flex flex-col gap-4 rounded-lg bg-banner p-8 text-banner-foreground md:flex-row md:items-center md:justify-between">
        <div>
          <h3 className="text-2xl font-bold">{homeMessages.actNow.heading}</h3>
          <p className="mt-2 text-lg">{homeMessages.actNow.text}</p>
        </div>
        <Link to={homeLinks.takeAction} className="button button--outline shrink-0">
          {homeMessages.actNow.cta}
        </Link>
      </div>
    </Section>
  );
}
