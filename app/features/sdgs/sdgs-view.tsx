import { KEYWORDS_META } from "~/config/search-ranking";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { SectionHeader } from "~/components/ui/section-header";
import { GoalTile } from "~/components/ui/goal-tile";
import { Link } from "~/components/ui/link";
import type { Crumb } from "~/config/breadcrumbs";
import type { Goal } from "~/content/types";

interface Way {
  path: string;
  label: string;
}

/** The 2030 Agenda: what it is, when it was adopted, and its goals with their stories. */
export function SdgsView({
  title,
  intro,
  crumbs,
  adopted,
  searchTerms,
  agenda,
  goalsHeading,
  allGoals,
  goals,
}: {
  title: string;
  intro: string;
  crumbs: readonly Crumb[];
  adopted: string;
  /** The names visitors give the goals ("SDGs", "ODD"): searched, never shown. */
  searchTerms: string;
  agenda?: Way | undefined;
  goalsHeading: string;
  allGoals: Way;
  goals: readonly { goal: Goal; label: string; stories?: Way | undefined }[];
}) {
  return (
    <div className="page-container py-10">
      <Breadcrumbs crumbs={crumbs} current={title} />
      <div data-pagefind-body data-pagefind-meta={`section:${title}`}>
        <SectionHeader title={title} intro={intro}>
          <p
            className="mt-4 max-w-reading text-lg"
            data-pagefind-meta={`${KEYWORDS_META}:${searchTerms}`}
          >
            {adopted}
          </p>
        </SectionHeader>
        <p className="mt-6 flex flex-wrap gap-4" data-pagefind-ignore>
          {agenda && (
            <Link to={agenda.path} className="button button--primary">
              {agenda.label}
            </Link>
          )}
          <Link to={allGoals.path} className="button button--outline">
            {allGoals.label}
          </Link>
        </p>
        <section aria-labelledby="sdgs-goals" className="mt-12">
          <h2 id="sdgs-goals" className="text-2xl font-bold">
            {goalsHeading}
          </h2>
          <ol className="mt-6 grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
            {goals.map(({ goal, label, stories }) => (
              <li key={goal.number} className="flex flex-col gap-2">
                <GoalTile
                  goal={goal}
                  label={label}
                  iconSize={64}
                  Title="h3"
                  className="aspect-square h-auto"
                />
                {stories && (
                  <Link to={stories.path} className="link text-sm" data-pagefind-ignore>
                    {stories.label}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
