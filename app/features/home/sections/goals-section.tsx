import { GoalTile } from "~/components/ui/goal-tile";
import { Link } from "~/components/ui/link";
import type { Goal } from "~/content/types";
import { useI18n } from "~/i18n/i18n-provider";
import { formatMessage } from "~/i18n/message-format";
import { useHomeMessages } from "../home-messages";
import { homeLinks } from "../home-links";
import { HomeBand } from "./home-band";

/**
 * Section 5: the 17 goals as full-colour tiles (number, title, short description, icon), and the ActNow campaign card as the eighteenth
 * cell, so that every row is full at 2, 3 and 6 columns (9, 6 and 3 rows). The list of goals spans
 * the grid as a subgrid and leaves its last cell to the card.
 */
export function GoalsSection({ goals }: { goals: readonly Goal[] }) {
  const { language } = useI18n();
  const homeMessages = useHomeMessages();
  const text = homeMessages.goals;
  return (
    <HomeBand name="goals" text={text} tone="muted">
      <div className="grid grid-cols-2 grid-rows-[repeat(9,auto)] gap-2 sm:grid-cols-3 sm:grid-rows-[repeat(6,auto)] sm:gap-3 lg:grid-cols-6 lg:grid-rows-[repeat(3,auto)]">
        <ol className="col-span-full row-span-full grid grid-cols-subgrid grid-rows-subgrid">
          {goals.map((goal) => (
            <li key={goal.number}>
              <GoalTile
                goal={goal}
                label={formatMessage(language, text.goal, { number: goal.number })}
                description={goal.description}
                className="sm:min-h-44"
              />
            </li>
          ))}
        </ol>
        <div className="on-dark col-start-[-2] row-start-[-2] flex flex-col gap-1.5 rounded-md border-2 border-border bg-banner p-2 text-banner-foreground sm:gap-2 sm:p-3">
          <h3 className="leading-snug font-bold sm:text-lg">{homeMessages.actNow.heading}</h3>
          <p className="text-xs sm:text-sm">{homeMessages.actNow.text}</p>
          <Link
            to={homeLinks.takeAction}
            className="button button--outline mt-auto px-2 max-sm:py-2"
          >
            {homeMessages.actNow.cta}
          </Link>
        </div>
      </div>
    </HomeBand>
  );
}
