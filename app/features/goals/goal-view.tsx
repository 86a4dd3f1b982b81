import { GOAL_FILTER, KEYWORDS_META } from "~/config/search-ranking";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { GoalIcon, goalStyle } from "~/components/ui/goal-tile";
import { Link } from "~/components/ui/link";
import { RelatedLinks } from "~/components/ui/page-links";
import { PageSources } from "~/components/ui/page-sources";
import { paths } from "~/config/paths";
import type { Goal, PageLink, SourceRecord } from "~/content/types";
import type { PageDate } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { formatMessage } from "~/i18n/message-format";

type Neighbour = Pick<Goal, "title" | "link">;

/** The goal's newest stories, and the listing of all of them where there are more. */
export interface GoalStories {
  heading: string;
  pages: readonly { path: string; title: string; date?: PageDate }[];
  all?: { path: string; label: string };
}

/** The stories that name the goal: a list of links, each with its date. */
function GoalStoriesList({ stories }: { stories: GoalStories }) {
  return (
    <section aria-labelledby="goal-stories" className="mt-10">
      <h2 id="goal-stories" className="text-2xl font-bold">
        {stories.heading}
      </h2>
      <ul className="mt-4 space-y-3">
        {stories.pages.map((page) => (
          <li key={page.path}>
            <Link to={page.path} className="link font-semibold">
              {page.title}
            </Link>
            {page.date && (
              <>
                {" "}
                <time dateTime={page.date.iso} className="text-sm text-muted-foreground">
                  {page.date.text}
                </time>
              </>
            )}
          </li>
        ))}
      </ul>
      {stories.all && (
        <p className="mt-4">
          <Link to={stories.all.path} className="link">
            {stories.all.label}
          </Link>
        </p>
      )}
    </section>
  );
}

/** A goal's page: its colour, icon, number, title and statement, its text and related pages. */
export function GoalView({
  goal,
  previous,
  next,
  body,
}: {
  goal: Goal & { related: PageLink[] };
  /** The goal's text (rendered from its Markdown file at build time) and its newest stories. */
  body: {
    html: string;
    stories?: GoalStories | undefined;
    /** Where the page's figures come from, and the day they were checked. */
    sources?: SourceRecord[] | undefined;
    checked?: PageDate | undefined;
  };
  previous?: Neighbour | undefined;
  next?: Neighbour | undefined;
}) {
  const { messages, language } = useI18n();
  return (
    <div className="page-container py-10">
      <Breadcrumbs
        crumbs={[
          { label: messages.article.home, path: paths.home },
          { label: messages.goals.crumb, path: paths.goals },
        ]}
        current={goal.title}
      />
      <article
        data-pagefind-body
        data-pagefind-meta={`section:${messages.goals.title}`}
        data-pagefind-filter={`${GOAL_FILTER}:${goal.number}`}
        className="mt-6"
      >
        <header
          className="goal-colours flex flex-col gap-5 rounded-lg p-6 sm:flex-row sm:items-center sm:p-8"
          style={goalStyle(goal)}
          // The ways visitors write the goal's number ("SDG 5", "ODD 5", "目标5"): searched, never shown.
          data-pagefind-meta={`${KEYWORDS_META}:${formatMessage(language, messages.goals.searchTerms, { number: goal.number })}`}
        >
          <GoalIcon goal={goal} size={96} />
          <div>
            {/* The goal's number weighs most: "goal 1" finds Goal 1 before the pages of 10 to 17. */}
            <p className="text-lg font-bold" data-pagefind-weight="10">
              {formatMessage(language, messages.goals.goal, { number: goal.number })}
            </p>
            <h1 className="mt-1 text-4xl font-bold tracking-tight sm:text-5xl">{goal.title}</h1>
            <p className="mt-4 text-xl">{goal.description}</p>
          </div>
        </header>
        <div className="reading-layout mt-8">
          <div
            className="reading-layout__main article-body max-w-reading text-lg"
            dangerouslySetInnerHTML={{ __html: body.html }}
          />
          <RelatedLinks
            heading={messages.article.related}
            pages={goal.related}
            className="reading-layout__related max-w-reading lg:mt-0"
          />
        </div>
        {body.sources && <PageSources sources={body.sources} checked={body.checked} />}
      </article>
      {body.stories && <GoalStoriesList stories={body.stories} />}
      <nav aria-label={messages.goals.others} className="mt-10">
        <ul className="grid gap-4 sm:grid-cols-2">
          {previous && (
            <li>
              <Link to={previous.link} className="link flex flex-col">
                <span className="text-sm">
                  <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                    ←
                  </span>{" "}
                  {messages.goals.previous}
                </span>
                <span className="font-semibold">{previous.title}</span>
              </Link>
            </li>
          )}
          {next && (
            <li className="sm:col-start-2 sm:text-end">
              <Link to={next.link} className="link flex flex-col">
                <span className="text-sm">
                  {messages.goals.next}{" "}
                  <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                    →
                  </span>
                </span>
                <span className="font-semibold">{next.title}</span>
              </Link>
            </li>
          )}
        </ul>
        <p className="mt-6">
          <Link to={paths.goals} className="link">
            {messages.goals.title}
          </Link>
        </p>
      </nav>
    </div>
  );
}
