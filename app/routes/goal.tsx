import { data } from "react-router";
import type { LoaderArgs, PageProps } from "~/render/route-module";
import { listingPageData } from "~/features/section/listing-page.server";
import { siteCatalog } from "~/config/site-catalog.server";
import { goalStoriesPath, listingPage } from "~/content/listings.server";
import { pageDate } from "~/i18n/format";
import { formatMessage } from "~/i18n/message-format";
import { pageMeta } from "~/lib/meta";
import { pageRequest, titledLinks } from "~/lib/page-request.server";
import { GoalView } from "~/features/goals/goal-view";
import { ListingView } from "~/features/section/section-view";

/** The stories a goal's page lists, newest first; the listing of its stories has them all. */
const GOAL_PAGE_STORIES = 6;

/** Runs at build time: the goal's text goes into its prerendered HTML, not into the JavaScript. */
export function loader({ request }: LoaderArgs) {
  // A goal's stories ("/goals/7/stories") share the goal's route, which always has pages.
  const listing = listingPageData(request);
  if (listing) return listing;
  const { code, language, messages, path } = pageRequest(request);
  const catalog = siteCatalog();
  const page = catalog.page(code, path);
  const goals = catalog.goals(code);
  const index = goals.findIndex((goal) => goal.link === path);
  const goal = goals[index];
  if (!page || !goal) throw data(null, { status: 404 });
  // The goal's newest stories, and the way to all of them where there are more.
  const stories = listingPage(catalog, code, goalStoriesPath(goal.number));
  const newest = stories?.items.slice(0, GOAL_PAGE_STORIES) ?? [];
  const neighbour = (at: number) => {
    const other = goals[at];
    return other && { title: other.title, link: other.link };
  };
  return {
    view: {
      goal: {
        ...goal,
        // A story the page lists among the goal's stories is not named again under Related.
        related: titledLinks(
          page.related.filter((link) => !newest.some((story) => story.path === link.path)),
          messages,
        ),
      },
      previous: neighbour(index - 1),
      next: neighbour(index + 1),
    },
    body: {
      html: page.html,
      ...(page.sources ? { sources: page.sources } : {}),
      ...(page.checked ? { checked: pageDate(language, page.checked) } : {}),
      stories:
        newest.length === 0
          ? undefined
          : {
              heading: messages.sectionPage.goalStories,
              pages: newest.map(({ path, title, date }) => ({
                path,
                title,
                ...(date ? { date: pageDate(language, date) } : {}),
              })),
              ...(stories && stories.total > newest.length
                ? {
                    all: {
                      path: goalStoriesPath(goal.number),
                      label: formatMessage(language, messages.sectionPage.goalAll, {
                        count: stories.total,
                      }),
                    },
                  }
                : {}),
            },
    },
    meta: pageMeta({
      language,
      messages,
      title: goal.title,
      description: goal.description,
      path,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "WebPage",
        name: goal.title,
        description: goal.description,
        inLanguage: code,
        publisher: { "@type": "Organization", name: messages.siteName },
      },
    }),
  };
}

/**
 * A goal's page: its number, title, colour, icon and statement, a few paragraphs, related pages;
 * or a page of the stories that name the goal.
 */
export default function Goal({ loaderData }: PageProps<typeof loader>) {
  if ("listing" in loaderData) return <ListingView {...loaderData} />;
  return <GoalView {...loaderData.view} body={loaderData.body} />;
}
