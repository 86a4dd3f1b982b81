import { data } from "react-router";
import type { LoaderArgs, PageProps } from "~/render/route-module";
import { listingPageData } from "~/features/section/listing-page.server";
import { crumbsAbove } from "~/config/breadcrumbs";
import { siteCatalog } from "~/config/site-catalog.server";
import { shareImageOf } from "~/content/images";
import { pageDate } from "~/i18n/format";
import { pageRequest, titledLinks } from "~/lib/page-request.server";
import { absoluteUrl, pageMeta } from "~/lib/meta";
import { notFoundMeta } from "~/lib/not-found-meta";
import { NotFoundContent as NotFound } from "~/components/layout/not-found-content";
import { ArticleView } from "~/features/article/article-view";
import { ListingView } from "~/features/section/section-view";

/** Runs at build time: the page's text goes into its prerendered HTML, not into the JavaScript. */
export function loader({ request }: LoaderArgs) {
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
  // The view shows the date formatted in the page's language.
  const { date, html, ...shown } = page;
  const image = page.image && { src: shareImageOf(page.image), alt: page.image.alt };
  return {
    view: {
      page: { ...shown, related: titledLinks(page.related, messages) },
      crumbs: crumbsAbove(page.collection, messages),
      ...(date ? { date: pageDate(language, date) } : {}),
      html,
    },
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
 * A content page: breadcrumbs, title, lead, image or film, body and related links; or a year of
 * stories.
 */
export default function Article({ loaderData }: PageProps<typeof loader>) {
  if ("untranslated" in loaderData) return <NotFound untranslated={loaderData.untranslated} />;
  if ("listing" in loaderData) return <ListingView {...loaderData} />;
  return <ArticleView {...loaderData.view} />;
}
