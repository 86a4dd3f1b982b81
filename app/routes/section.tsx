import { data } from "react-router";
import type { Route } from "./+types/section";
import { lazyIsland, metaOf } from "~/static-first/island";
import { crumbsAboveSection } from "~/config/breadcrumbs";
import { siteCatalog } from "~/content/catalog.server";
import { COLLECTIONS, sectionAt } from "~/content/collections";
import { pageDate } from "~/i18n/format";
import { pageMeta } from "~/lib/meta";
import { pageMessagesOf, pageRequest } from "~/lib/page-request.server";

/**
 * Runs at build time: the section's pages in this language, newest first where the collection is
 * dated, go into the prerendered HTML. A new content file joins its section page with the build.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { code, language, messages, path } = pageRequest(request);
  const collection = sectionAt(path);
  if (!collection) throw data(null, { status: 404 });
  const title = messages.article.sections[collection];
  const intro = messages.sectionPage.intros[collection];
  const pages = siteCatalog()
    .pagesIn(code)
    .filter((page) => page.collection === collection);
  if (COLLECTIONS[collection].dated)
    pages.sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""));
  return {
    view: {
      title,
      intro,
      empty: messages.sectionPage.empty,
      crumbs: crumbsAboveSection(messages),
      pages: pages.map(({ path, title, lead, date, image }) => ({
        link: path,
        title,
        description: lead,
        ...(date ? { date: pageDate(language, date) } : {}),
        ...(image ? { image } : {}),
      })),
    },
    pageMessages: pageMessagesOf(messages, "article"),
    meta: pageMeta({ language, messages, title, description: intro, path }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaOf(loaderData);

const SectionView = lazyIsland(() =>
  import("~/features/section/section-view").then((m) => m.SectionView),
);

/** A section page: its title, a sentence about it and the list of its pages. */
export default function Section({ loaderData }: Route.ComponentProps) {
  return <SectionView {...loaderData.view} pageMessages={loaderData.pageMessages} />;
}
