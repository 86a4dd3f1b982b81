import * as React from "react";
import { data } from "react-router";
import type { Route } from "./+types/article";
import { Island } from "~/components/ui/island";
import { siteCatalog } from "~/content/catalog.server";
import { sectionAt } from "~/content/collections";
import { shareImageOf } from "~/content/images";
import { crumbsAbove } from "~/config/breadcrumbs";
import { paths } from "~/config/paths";
import type { PlaceholderPath } from "~/config/site-map";
import { messagesFor } from "~/i18n/catalog";
import type { Messages } from "~/i18n/en";
import { languageByCode, languageFromPath, pagePath } from "~/i18n/languages";
import { absoluteUrl, pageMeta } from "~/lib/meta";

/** Runs at build time: the page's text goes into its prerendered HTML, not into the JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const code = languageFromPath(pathname);
  const page = siteCatalog().page(code, pagePath(pathname));
  if (!page) throw data(null, { status: 404 });
  const messages = messagesFor(code);
  const image = page.image && { src: shareImageOf(page.image), alt: page.image.alt };
  return {
    page: {
      ...page,
      related: page.related.map((link) => ({
        path: link.path,
        title: link.title ?? fixedPageTitle(link.path, messages),
      })),
    },
    crumbs: crumbsAbove(page.collection, messages),
    meta: pageMeta({
      language: languageByCode(code),
      messages,
      title: page.title,
      description: page.lead,
      path: page.path,
      image,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: page.title,
        description: page.lead,
        inLanguage: code,
        ...(image ? { image: absoluteUrl(image.src) } : {}),
        ...(page.date ? { datePublished: page.date } : {}),
        publisher: { "@type": "Organization", name: messages.siteName },
      },
    }),
  };
}

/**
 * The title of a page that is not a content file: a placeholder, a section page, the site index or
 * the home page.
 */
function fixedPageTitle(path: string, messages: Messages): string {
  if (path === paths.siteIndex) return messages.siteIndex.title;
  if (path === paths.home) return messages.nav.home;
  const section = sectionAt(path);
  if (section) return messages.article.sections[section];
  return messages.placeholder.titles[path as PlaceholderPath];
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

// The page's text is prerendered; the view hydrates from its own chunk once it has painted.
const ArticleView = React.lazy(() =>
  import("~/features/article/article-view").then((m) => ({ default: m.ArticleView })),
);

/** A content page: breadcrumbs, title, lead, image or film, body and related links. */
export default function Article({ loaderData }: Route.ComponentProps) {
  return (
    <Island>
      <ArticleView page={loaderData.page} crumbs={loaderData.crumbs} />
    </Island>
  );
}
