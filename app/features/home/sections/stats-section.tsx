import {
  LAY_OUT_AFTER_PAINT_CLASS,
  MEMBER_STATES_COUNT,
  YEARS_OF_SERVICE,
} from "~/config/constants";
import { GOALS_COUNT } from "~/content/collections";
import { useHomeMessages } from "../home-messages";
import { formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { formatMessage } from "~/i18n/message-format";
import { cn } from "~/lib/cn";

/** Section 4: the three headline figures. */
export function StatsSection() {
  const { language } = useI18n();
  const homeMessages = useHomeMessages();
  const stats = homeMessages.stats;
  const items = [
    { value: MEMBER_STATES_COUNT, label: stats.memberStates },
    { value: GOALS_COUNT, label: stats.goals },
    { value: YEARS_OF_SERVICE, label: stats.years },
  ].map(({ value, label }) => ({ value, label: formatMessage(language, label, { count: value }) }));
  return (
    <section
      aria-labelledby="stats-heading"
      className={cn(LAY_OUT_AFTER_PAINT_CLASS, "bg-background py-6 sm:py-12")}
    >
      <h2 id="stats-heading" className="sr-only">
        {stats.heading}
      </h2>
      {/* A row of three; where a label's longest word does not fit a third (French and Russian
          at 320 px, or any language with WCAG 1.4.12's text spacing), the figures wrap onto a
          second line rather than run into each other. */}
      <dl className="page-container flex flex-wrap gap-2 sm:gap-6">
        {items.map((item) => (
          <div
            key={item.label}
            className="flex flex-1 flex-col-reverse items-center justify-end rounded-lg border-2 border-border bg-card p-2 text-center sm:p-6"
          >
            <dt className="mt-1 text-sm font-semibold sm:text-lg">{item.label}</dt>
            <dd className="text-3xl font-extrabold text-link sm:text-5xl">
              {formatNumber(language, item.value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
