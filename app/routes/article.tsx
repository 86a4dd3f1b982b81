import { data } from "react-router";
import type { LoaderArgs, PageProps } from "~/render/route-module";
import { listingPageData } from "~/features/section/listing-page.server";
import { crumbsAbove } from "~/config/breadcrumbs";
import { siteCatalog } from "~/config/site-catalog.server";
import { shareImageOf } from "~/content/images";
import { instantIn } from "~/i18n/time-zone";
import type { ContentPage } from "~/content/types";
import type { Facts } from "~/features/article/facts-box";
import { formatDate, formatDateTime, pageDate } from "~/i18n/format";
import { DEFAULT_LANGUAGE, languageByCode, LANGUAGES, localizePath } from "~/i18n/languages";
import { paths } from "~/config/paths";
import type { Messages } from "~/i18n/message-arguments";
import { formatMessage } from "~/i18n/message-format";
import { pageRequest, titledLinks } from "~/lib/page-request.server";
import { absoluteUrl, pageMeta } from "~/lib/meta";
import { notFoundMeta } from "~/lib/not-found-meta";
import { NotFoundContent as NotFound } from "~/components/layout/not-found-content";
import { ArticleView } from "~/features/article/article-view";
import { ListingView } from "~/features/section/section-view";

/** A document's or an event's facts as the page lists them, in its language. */
function factsOf(
  page: ContentPage,
  language: ReturnType<typeof pageRequest>["language"],
  messages: Messages,
): Facts | undefined {
  const labels = messages.article.facts;
  const { document, event } = page;
  // The language's calendar, which holds the day or the event with every other.
  const calendarLink = {
    href: localizePath(paths.calendar, language.code),
    label: messages.events.subscribe,
    lang: language.code,
  };
  if (document)
    return {
      rows: [
        ...(document.symbol
          ? [{ label: labels.symbol, value: document.symbol, symbol: true }]
          : []),
        { label: labels.type, value: messages.documents.types[document.type] },
        { label: labels.organ, value: messages.documents.organs[document.organ] },
        { label: labels.adopted, value: pageDate(language, document.adopted).text },
      ],
      links: LANGUAGES.flatMap(({ code, nativeName }) => {
        const href = document.officialText[code];
        return href ? [{ href, label: nativeName, lang: code }] : [];
      }),
      linksLabel: labels.officialText,
    };
  if (event?.day)
    return {
      rows: [
        {
          label: labels.when,
          value: formatMessage(language, labels.everyYear, {
            date: formatDate(language, `2024-${event.day}`, { day: "numeric", month: "long" }),
          }),
        },
        ...(event.proclaimedBy
          ? [
              {
                label: labels.proclaimedBy,
                value: event.proclaimed
                  ? `${event.proclaimedBy}, ${pageDate(language, event.proclaimed).text}`
                  : event.proclaimedBy,
                symbol: true,
              },
            ]
          : []),
        // A later resolution that fixed the day's date, where it is not the proclaiming one.
        ...(event.dateFixedBy
          ? [
              {
                label: labels.dateFixedBy,
                value: event.dateFixed
                  ? `${event.dateFixedBy}, ${pageDate(language, event.dateFixed).text}`
                  : event.dateFixedBy,
                symbol: true,
              },
            ]
          : []),
      ],
      links: [calendarLink],
      linksLabel: labels.addToCalendar,
    };
  if (event?.starts && event.timeZone) {
    const time = (local: string) =>
      formatDateTime(language, local, { dateStyle: "long", timeStyle: "short" });
    const zone = new Intl.DateTimeFormat(language.intl, {
      timeZone: event.timeZone,
      timeZoneName: "long",
    })
      .formatToParts(instantIn(event.starts, event.timeZone))
      .find((part) => part.type === "timeZoneName")?.value;
    return {
      rows: [
        {
          label: labels.when,
          value: event.ends
            ? `${time(event.starts)} – ${
                event.ends.slice(0, 10) === event.starts.slice(0, 10)
                  ? formatDateTime(language, event.ends, { timeStyle: "short" })
                  : time(event.ends)
              }`
            : time(event.starts),
        },
        ...(event.place ? [{ label: labels.where, value: event.place }] : []),
      ],
      note: formatMessage(language, labels.timeZone, { zone: zone ?? event.timeZone }),
      links: [calendarLink],
      linksLabel: labels.addToCalendar,
    };
  }
  return undefined;
}

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
    const { text, english, available } = messages.untranslated;
    return {
      untranslated: {
        englishPath: path,
        text,
        english,
        // Where it can be read instead, each language named in its own script (as europa.eu does).
        available: {
          label: available,
          // English has its own button above the list.
          languages: siteCatalog()
            .languagesOf(path)
            .filter((other) => other !== DEFAULT_LANGUAGE)
            .map((other) => ({
              href: localizePath(path, other),
              label: languageByCode(other).nativeName,
              lang: other,
              dir: languageByCode(other).dir,
            })),
        },
      },
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
      ...(page.updated ? { updated: pageDate(language, page.updated) } : {}),
      ...(page.checked ? { checked: pageDate(language, page.checked) } : {}),
      facts: factsOf(page, language, messages),
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
