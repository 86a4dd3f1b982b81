import * as React from "react";
import { data } from "react-router";
import type { Route } from "./+types/section";
import { Island } from "~/components/ui/island";
import { crumbsAboveSection } from "~/config/breadcrumbs";
import { siteCatalog } from "~/content/catalog.server";
import { COLLECTIONS, sectionAt } from "~/content/collections";
import { formatDate } from "~/i18n/format";
import { messagesFor } from "~/i18n/catalog";
import { languageByCode, languageFromPath, pagePath } from "~/i18n/languages";
import { pageMeta } from "~/lib/meta";

/**
 * Runs at build time: the section's pages in this language, newest first where the collection is
 * dated, go into the prerendered HTML. A new content file joins its section page with the build.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const code = languageFromPath(pathname);
  const path = pagePath(pathname);
  const collection = sectionAt(path);
  if (!collection) throw data(null, { status: 404 });
  const language = languageByCode(code);
  const messages = messagesFor(code);
  const title = messages.article.sections[collection];
  const intro = messages.sectionPage.intros[collection];
  const pages = siteCatalog()
    .pagesIn(code)
    .filter((page) => page.collection === collection);
  if (COLLECTIONS[collection].dated)
    pages.sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""));
  return {
    title,
    intro,
    empty: messages.sectionPage.empty,
    crumbs: crumbsAboveSection(messages),
    pages: pages.map(({ path, title, lead, date, image }) => ({
      path,
      title,
      lead,
      ...(date
        ? { date: { iso: date, text: formatDate(language, date, { dateStyle: "long" }) } }
        : {}),
      ...(image ? { image } : {}),
    })),
    meta: pageMeta({ language, messages, title, description: intro, path }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

// The list is prerendered; the view hydrates from its own chunk once it has painted.
const SectionView = React.lazy(() =>
  import("~/features/section/section-view").then((m) => ({ default: m.SectionView })),
);

/** A section page: its title, a sentence about it and the list of its pages. */
export default function Section({ loaderData }: Route.ComponentProps) {
  return (
    <Island>
      <SectionView
        title={loaderData.title}
        intro={loaderData.intro}
        empty={loaderData.empty}
        crumbs={loaderData.crumbs}
        pages={loaderData.pages}
      />
    </Island>
  );
}
