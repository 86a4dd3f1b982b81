import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { GoalTile } from "~/components/ui/goal-tile";
import { paths } from "~/config/paths";
import type { Goal } from "~/content/types";
import { useI18n } from "~/i18n/i18n-provider";
import { formatMessage } from "~/i18n/message-format";

/** The 17 goals as full-colour tiles, each followed by its official statement. */
export function GoalsIndexView({ goals }: { goals: readonly Goal[] }) {
  const { messages, language } = useI18n();
  return (
    <div className="page-container py-10">
      <Breadcrumbs
        crumbs={[{ label: messages.article.home, path: paths.home }]}
        current={messages.goals.crumb}
      />
      <div data-pagefind-body data-pagefind-meta={`section:${messages.goals.title}`}>
        <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">
          {messages.goals.title}
        </h1>
        <p className="mt-4 max-w-reading text-xl text-muted-foreground">{messages.goals.lead}</p>
        {/* Each goal's page is indexed itself; here the tiles' titles and statements would run
            together into one excerpt ("目标12 负责任消费和生产。目标13 气候行动。"). */}
        <ol
          data-pagefind-ignore
          className="mt-10 grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6"
        >
          {goals.map((goal) => (
            <li key={goal.number} className="flex flex-col gap-2">
              <GoalTile
                goal={goal}
                label={formatMessage(language, messages.goals.goal, { number: goal.number })}
                iconSize={64}
                Title="h2"
                className="aspect-square h-auto"
              />
              <p className="text-sm">{goal.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
