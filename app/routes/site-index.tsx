import type { Route } from "./+types/site-index";
import { lazyIsland, metaOf } from "~/static-first/island";
import { fixedPageTitle, MAIN_PAGES } from "~/config/site-map";
import { siteCatalog } from "~/content/catalog.server";
import type { CollectionName } from "~/content/types";
import { pageMeta } from "~/lib/meta";
import { pageMessagesOf, pageRequest } from "~/lib/page-request.server";

/** Runs at build time: the index is generated from the route table and the content it serves. */
export function loader({ request }: Route.LoaderArgs) {
  const { code, language, messages, path } = pageRequest(request);
  const groups = new Map<CollectionName, Array<{ path: string; title: string }>>();
  for (const page of siteCatalog().pagesIn(code)) {
    const group = groups.get(page.collection) ?? [];
    group.push({ path: page.path, title: page.title });
    groups.set(page.collection, group);
  }
  return {
    view: {
      main: MAIN_PAGES.map((main) => ({ path: main, title: fixedPageTitle(main, messages) })),
      groups: Array.from(groups, ([section, pages]) => ({ section, pages })),
      pageMessages: pageMessagesOf(messages, "article", "siteIndex"),
    },
    meta: pageMeta({
      language,
      messages,
      title: messages.siteIndex.title,
      description: messages.siteIndex.lead,
      path,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaOf(loaderData);

const SiteIndexView = lazyIsland(() =>
  import("~/features/site-index/site-index-view").then((m) => m.SiteIndexView),
);

/** Every page of the site, grouped by section. */
export default function SiteIndex({ loaderData }: Route.ComponentProps) {
  return <SiteIndexView {...loaderData.view} />;
}
