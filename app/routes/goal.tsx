import * as React from "react";
import { data } from "react-router";
import type { Route } from "./+types/goal";
import { Island } from "~/components/ui/island";
import { paths } from "~/config/paths";
import type { PlaceholderPath } from "~/config/site-map";
import { siteCatalog } from "~/content/catalog.server";
import { messagesFor } from "~/i18n/catalog";
import type { Messages } from "~/i18n/en";
import { languageByCode, languageFromPath, pagePath } from "~/i18n/languages";
import { pageMeta } from "~/lib/meta";

/** Runs at build time: the goal's text goes into its prerendered HTML, not into the JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const code = languageFromPath(pathname);
  const path = pagePath(pathname);
  const catalog = siteCatalog();
  const page = catalog.page(code, path);
  const goals = catalog.goals(code);
  const index = goals.findIndex((goal) => goal.link === path);
  const goal = goals[index];
  if (!page || !goal) throw data(null, { status: 404 });
  const messages = messagesFor(code);
  const neighbour = (at: number) => {
    const other = goals[at];
    return other && { title: other.title, link: other.link };
  };
  return {
    goal: {
      ...goal,
      html: page.html,
      related: page.related.map((link) => ({
        path: link.path,
        title: link.title ?? fixedPageTitle(link.path, messages),
      })),
    },
    previous: neighbour(index - 1),
    next: neighbour(index + 1),
    meta: pageMeta({
      language: languageByCode(code),
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

/** The title of a related page that is not a content file. */
function fixedPageTitle(path: string, messages: Messages): string {
  if (path === paths.goals) return messages.goals.title;
  if (path === paths.siteIndex) return messages.siteIndex.title;
  if (path === paths.home) return messages.nav.home;
  return messages.placeholder.titles[path as PlaceholderPath];
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

// The page's text is prerendered; the view hydrates from its own chunk once it has painted.
const GoalView = React.lazy(() =>
  import("~/features/goals/goal-view").then((m) => ({ default: m.GoalView })),
);

/** A goal's page: its number, title, colour, icon and statement, a few paragraphs, related pages. */
export default function Goal({ loaderData }: Route.ComponentProps) {
  return (
    <Island>
      <GoalView goal={loaderData.goal} previous={loaderData.previous} next={loaderData.next} />
    </Island>
  );
}
