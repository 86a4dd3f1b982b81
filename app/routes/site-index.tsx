import * as React from "react";
import { Island } from "~/components/ui/island";
import type { Route } from "./+types/site-index";
import { paths } from "~/config/paths";
import { placeholderPaths } from "~/config/site-map";
import { siteCatalog } from "~/content/catalog.server";
import { COLLECTIONS, SECTION_COLLECTIONS } from "~/content/collections";
import type { CollectionName } from "~/content/types";
import { messagesFor } from "~/i18n/catalog";
import { languageByCode, languageFromPath } from "~/i18n/languages";
import { pageMeta } from "~/lib/meta";

/** Runs at build time: the index is generated from the route table and the content it serves. */
export function loader({ request }: Route.LoaderArgs) {
  const code = languageFromPath(new URL(request.url).pathname);
  const messages = messagesFor(code);
  const groups = new Map<CollectionName, Array<{ path: string; title: string }>>();
  for (const page of siteCatalog().pagesIn(code)) {
    const group = groups.get(page.collection) ?? [];
    group.push({ path: page.path, title: page.title });
    groups.set(page.collection, group);
  }
  return {
    main: [
      { path: paths.home, title: messages.nav.home },
      ...placeholderPaths.map((path) => ({ path, title: messages.placeholder.titles[path] })),
      { path: paths.goals, title: messages.goals.title },
      ...SECTION_COLLECTIONS.map((section) => ({
        path: COLLECTIONS[section].base,
        title: messages.article.sections[section],
      })),
    ],
    groups: Array.from(groups, ([section, pages]) => ({ section, pages })),
    meta: pageMeta({
      language: languageByCode(code),
      messages,
      title: messages.siteIndex.title,
      description: messages.siteIndex.lead,
      path: paths.siteIndex,
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

// The index is prerendered; the view hydrates from its own chunk once it has painted.
const SiteIndexView = React.lazy(() =>
  import("~/features/site-index/site-index-view").then((m) => ({ default: m.SiteIndexView })),
);

/** Every page of the site, grouped by section. */
export default function SiteIndex({ loaderData }: Route.ComponentProps) {
  return (
    <Island>
      <SiteIndexView main={loaderData.main} groups={loaderData.groups} />
    </Island>
  );
}
