import type { LoaderArgs, PageProps } from "~/render/route-module";
import { crumbsAboveSection } from "~/config/breadcrumbs";
import { paths } from "~/config/paths";
import { siteCatalog } from "~/config/site-catalog.server";
import { documentsIn } from "~/content/documents.server";
import { goalStoriesPath, listingItems } from "~/content/listings.server";
import { pageDate } from "~/i18n/format";
import { formatMessage } from "~/i18n/message-format";
import { pageMeta } from "~/lib/meta";
import { pageRequest } from "~/lib/page-request.server";
import { SdgsView } from "~/features/sdgs/sdgs-view";

/** The 2030 Agenda's resolution, and the day the General Assembly adopted it. */
const AGENDA = { symbol: "A/RES/70/1", adopted: "2015-09-25" } as const;

/**
 * Runs at build time: the 2030 Agenda in brief, when it was adopted, and its 17 goals, each
 * leading to its page and, where there are some, to its stories.
 */
export function loader({ request }: LoaderArgs) {
  const { code, language, messages, path } = pageRequest(request);
  const catalog = siteCatalog();
  const text = messages.sdgsSection;
  const title = messages.sectionNames[paths.sdgs];
  const agenda = documentsIn(catalog, code).find((page) => page.document.symbol === AGENDA.symbol);
  return {
    title,
    intro: text.intro,
    crumbs: crumbsAboveSection(messages),
    searchTerms: text.searchTerms,
    adopted: formatMessage(language, text.adopted, {
      date: pageDate(language, AGENDA.adopted).text,
      symbol: AGENDA.symbol,
    }),
    agenda: agenda ? { path: agenda.path, label: text.readAgenda } : undefined,
    goalsHeading: text.goals,
    allGoals: { path: paths.goals, label: text.allGoals },
    goals: catalog.goals(code).map((goal) => {
      const stories = listingItems(catalog, code, {
        kind: "goal",
        collection: "stories",
        base: goalStoriesPath(goal.number),
        goal: goal.number,
      }).length;
      return {
        goal,
        label: formatMessage(language, messages.goals.goal, { number: goal.number }),
        ...(stories > 0
          ? {
              stories: {
                path: goalStoriesPath(goal.number),
                label: `${text.stories} (${stories})`,
              },
            }
          : {}),
      };
    }),
    meta: pageMeta({ language, messages, title, description: text.intro, path }),
  };
}

/** The SDGs section: the 2030 Agenda and its 17 goals. */
export default function Sdgs({ loaderData }: PageProps<typeof loader>) {
  return <SdgsView {...loaderData} />;
}
