import { GOALS_COUNT, MEMBER_STATES_COUNT, YEARS_OF_SERVICE } from "~/config/constants";
import { usePrerenderedHomeMessages } from "../home-messages";
import { formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { formatMessage } from "~/i18n/message-format";

/** Section 4: the three headline figures. */
export function StatsSection() {
  const { language } = useI18n();
  const homeMessages = usePrerenderedHomeMessages();
  const stats = homeMessages.stats;
  const items = [
    { value: MEMBER_STATES_COUNT, label: stats.memberStates },
    { value: GOALS_COUNT, label: stats.goals },
    { value: YEARS_OF_SERVICE, label: stats.years },
  ].map(({ value, label }) => ({ value, label: formatMessage(language, label, { count: value }) }));
  return (
    <section aria-labelledby="stats-heading" className="render-when-near bg-background py-12">
      <h2 id="stats-heading" className="sr-only">
        {stats.heading}
      </h2>
      <dl className="page-container grid gap-6 sm:grid-cols-3">
        {items.map((item) => (
          <div
            key={item.label}
            className="flex flex-col-reverse items-center rounded-lg border-2 border-border bg-card p-6 text-center"
          >
            <dt className="mt-1 text-lg font-semibold">{item.label}</dt>
            <dd className="text-5xl font-extrabold text-link">
              {formatNumber(language, item.value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
