import { data } from "react-router";
import type { Route } from "./+types/article";
import { lazyIsland, metaOf } from "~/static-first/island";
import { takeNotFoundDocument } from "~/static-first/not-found-document";
import { listingPageData } from "~/features/section/listing-page.server";
import { crumbsAbove } from "~/config/breadcrumbs";
import { siteCatalog } from "~/config/site-catalog.server";
import { shareImageOf } from "~/content/images";
import { pageDate } from "~/i18n/format";
import { pageMessagesOf, pageRequest, titledLinks } from "~/lib/page-request.server";
import { absoluteUrl, pageMeta } from "~/lib/meta";
import { notFoundMeta } from "~/lib/not-found-meta";

/** Runs at build time: the page's text goes into its prerendered HTML, not into the JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  // The year archives of stories share the stories' route: "/stories/2025" has a story's shape.
  const listing = listingPageData(request);
  if (listing) return listing;
  const { code, language, messages, path } = pageRequest(request);
  const page = siteCatalog().page(code, path);
  if (!page) {
    // A page not written in this language: that language's not-found page, offering the English.
    if (siteCatalog().languagesOf(path).length === 0) throw data(null, { status: 404 });
    const { text, english } = messages.untranslated;
    return {
      untranslated: { englishPath: path, text, english },
      meta: notFoundMeta({ pageTitle: messages.notFound.pageTitle, text }),
    };
  }
  // The view shows the date as written below, so the page's own copy stays out of its data; its
  // text is markup alone, which the page's HTML carries once (static-first/prerendered.tsx).
  const { date, html, ...shown } = page;
  const image = page.image && { src: shareImageOf(page.image), alt: page.image.alt };
  return {
    view: {
      page: { ...shown, related: titledLinks(page.related, messages) },
      crumbs: crumbsAbove(page.collection, messages),
      ...(date ? { date: pageDate(language, date) } : {}),
      // A page that plays the intro film shows its player's labels too.
      pageMessages: page.film
        ? pageMessagesOf(messages, "article", "intro")
        : pageMessagesOf(messages, "article"),
    },
    prerendered: { html },
    meta: pageMeta({
      language,
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
        ...(date ? { datePublished: date } : {}),
        publisher: { "@type": "Organization", name: messages.siteName },
      },
    }),
  };
}

/**
 * In the browser the page's data is its prerendered data file. Hydrating an address the server
 * answered with the not-found page (a mistyped slug), there is none: the page stays the not-found
 * page (root ErrorBoundary), as its HTML already is.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  if (takeNotFoundDocument()) throw data(null, { status: 404 });
  return serverLoader();
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaOf(loaderData);

// A page not written in the visitor's language shows the not-found page; its code loads with it.
const NotFound = lazyIsland(() =>
  import("~/components/layout/not-found-content").then((m) => m.NotFoundContent),
);

const ArticleView = lazyIsland(() =>
  import("~/features/article/article-view").then((m) => m.ArticleView),
);

// Its own chunk, loaded once the page has painted: a shared module would be one more request.
const ListingView = lazyIsland(() =>
  import("~/features/section/section-view").then((m) => m.ListingView),
);

/**
 * A content page: breadcrumbs, title, lead, image or film, body and related links; or a year of
 * stories.
 */
export default function Article({ loaderData }: Route.ComponentProps) {
  if ("untranslated" in loaderData) return <NotFound untranslated={loaderData.untranslated} />;
  if ("listing" in loaderData) return <ListingView {...loaderData} />;
  return <ArticleView {...loaderData.view} prerendered={loaderData.prerendered} />;
}
