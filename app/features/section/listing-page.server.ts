/**
 * The data of a listing's page: 24 pages of a section, a year of stories or a goal's stories, in a
 * language, with the way to the listing's other pages. The section, story and goal routes each
 * answer their listings' addresses with it ("/stories/page/2", "/stories/2025",
 * "/goals/7/stories"), so the route table stays the same whatever the content holds.
 */
import { crumbsAboveSection, type Crumb } from "~/config/breadcrumbs";
import { paths } from "~/config/paths";
import { siteCatalog } from "~/config/site-catalog.server";
import { COLLECTIONS } from "~/content/collections";
import {
  archiveYearsIn,
  newsChoices,
  newsFilterPath,
  type NewsFacet,
  listingPage,
  listingPagePath,
  yearArchivePath,
  type Listing,
  newsFeedPath,
} from "~/content/listings.server";
import { pageDate } from "~/i18n/format";
import type { Messages } from "~/i18n/message-arguments";
import { formatMessage } from "~/i18n/message-format";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  localizePath,
  type LanguageCode,
} from "~/i18n/languages";
import { absoluteUrl, pageMeta } from "~/lib/meta";
import { pageRequest } from "~/lib/page-request.server";

type PageLanguage = ReturnType<typeof pageRequest>["language"];

/** A listing's heading and the sentence under it, in the page's language. */
function headingOf(
  listing: Listing,
  code: LanguageCode,
  language: PageLanguage,
  messages: Messages,
) {
  const text = messages.sectionPage;
  if (listing.kind === "news")
    return {
      title: listing.filter
        ? formatMessage(language, messages.news.filteredTitle, {
            filter: newsChoiceLabel(listing.filter, code, messages),
          })
        : messages.sectionNames[paths.news],
      intro: messages.news.intro,
    };
  if (listing.kind === "year")
    return {
      title: formatMessage(language, text.yearTitle, { year: listing.year }),
      intro: formatMessage(language, text.yearIntro, { year: listing.year }),
    };
  if (listing.kind === "goal") {
    const goal = siteCatalog()
      .goals(code)
      .find(({ number }) => number === listing.goal);
    return {
      title: formatMessage(language, text.goalTitle, { goal: goal?.title ?? "" }),
      intro: text.goalIntro,
    };
  }
  return {
    title: messages.article.sections[listing.collection],
    intro: text.intros[listing.collection],
  };
}

/** A topic's or a type's name in the news flow: a goal's title, a global issue's, "Stories". */
function newsChoiceLabel(
  { facet, value }: { facet: NewsFacet; value: string },
  code: LanguageCode,
  messages: Messages,
): string {
  if (facet === "type")
    return value === "media" ? messages.news.types.media : messages.news.types.story;
  const goal = /^goal-(\d+)$/.exec(value)?.[1];
  if (goal)
    return (
      siteCatalog()
        .goals(code)
        .find(({ number }) => number === Number(goal))?.title ?? value
    );
  return siteCatalog().page(code, `/global-issues/${value}`)?.title ?? value;
}

/** The news flow's ways to narrow it, and its feed where a topic has one. */
function newsNavigation(
  listing: Extract<Listing, { kind: "news" }>,
  code: LanguageCode,
  messages: Messages,
) {
  const choices = newsChoices(siteCatalog());
  const current = listing.filter;
  const linksOf = (facet: NewsFacet) =>
    choices
      .filter((choice) => choice.facet === facet)
      // A choice with no page in this language would lead to a page that does not exist in it.
      .filter((choice) =>
        listingPage(siteCatalog(), code, newsFilterPath(choice.facet, choice.value)),
      )
      .map((choice) => ({
        path: newsFilterPath(choice.facet, choice.value),
        label: newsChoiceLabel(choice, code, messages),
        current: current?.facet === choice.facet && current.value === choice.value,
      }));
  return {
    label: messages.news.filters,
    all: { path: paths.news, label: messages.news.all, current: !current },
    groups: [
      { heading: messages.news.byTopic, links: linksOf("topic") },
      { heading: messages.news.byType, links: linksOf("type") },
    ].filter(({ links }) => links.length > 0),
    feed: {
      href: localizePath(
        newsFeedPath(current?.facet === "topic" ? current.value : undefined),
        code,
      ),
      label: messages.news.feed,
    },
  };
}

/**
 * The steps above a listing page: home, then its section for a further page or a year, and the
 * goals and the goal for a goal's stories.
 */
function crumbsAboveListing(
  listing: Listing,
  page: number,
  code: LanguageCode,
  messages: Messages,
): Crumb[] {
  const above = crumbsAboveSection(messages);
  if (listing.kind === "goal") {
    const goal = siteCatalog()
      .goals(code)
      .find(({ number }) => number === listing.goal);
    return [
      ...above,
      { label: messages.goals.crumb, path: paths.goals },
      ...(goal ? [{ label: goal.title, path: goal.link }] : []),
    ];
  }
  if (listing.kind === "news")
    return listing.filter || page > 1
      ? [...above, { label: messages.sectionNames[paths.news], path: paths.news }]
      : above;
  if (listing.kind === "section" && page === 1) return above;
  const { collection } = listing;
  return [
    ...above,
    { label: messages.article.sections[collection], path: COLLECTIONS[collection].base },
  ];
}

/**
 * One page of a listing (a section, a year of stories, a goal's stories): 24 of its pages in the
 * request's language, newest first where the collection is dated, with links to the previous and
 * next pages; undefined where the address is no listing's page. Runs at build time: a new content
 * file joins its listings with the build.
 */
export function listingPageData(request: Request) {
  const { code, language, messages, path } = pageRequest(request);
  const catalog = siteCatalog();
  const found = listingPage(catalog, code, path);
  if (!found) return undefined;
  const { listing, page, pageCount, items } = found;
  const heading = headingOf(listing, code, language, messages);
  const title =
    page === 1
      ? heading.title
      : formatMessage(language, messages.sectionPage.pageTitle, { title: heading.title, page });
  const neighbour = (at: number) =>
    at >= 1 && at <= pageCount ? listingPagePath(listing.base, at) : undefined;
  const previous = neighbour(page - 1);
  const next = neighbour(page + 1);
  const years = listing.kind === "goal" ? [] : archiveYearsIn(catalog, code, listing.collection);
  // A listing's further pages exist in the languages whose pages fill them: the catalog, which
  // knows the content pages and the fixed ones, does not list them.
  const languages =
    catalog.languagesOf(path).length > 0
      ? []
      : LANGUAGE_CODES.filter((other) => listingPage(catalog, other, path));
  const alternates = [
    ...languages,
    ...(languages.includes(DEFAULT_LANGUAGE) ? (["x-default"] as const) : []),
  ].map((other) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: other,
    href: absoluteUrl(localizePath(path, other === "x-default" ? DEFAULT_LANGUAGE : other)),
  }));
  const rel = (name: "prev" | "next", to: string | undefined) =>
    to ? [{ tagName: "link", rel: name, href: absoluteUrl(localizePath(to, code)) }] : [];
  return {
    listing: {
      title,
      intro: heading.intro,
      empty: messages.sectionPage.empty,
      crumbs: crumbsAboveListing(listing, page, code, messages),
      searchable:
        (listing.kind === "section" || (listing.kind === "news" && !listing.filter)) && page === 1,
      ...(listing.kind === "news" ? { choices: newsNavigation(listing, code, messages) } : {}),
      pager:
        pageCount > 1
          ? {
              label: messages.sectionPage.pages,
              status: formatMessage(language, messages.sectionPage.pageOf, {
                page,
                count: pageCount,
              }),
              ...(previous
                ? { previous: { path: previous, label: messages.sectionPage.previous } }
                : {}),
              ...(next ? { next: { path: next, label: messages.sectionPage.next } } : {}),
            }
          : undefined,
      years:
        years.length > 0
          ? {
              heading: messages.sectionPage.years,
              links: years.map((year) => ({ path: yearArchivePath(year), title: year })),
            }
          : undefined,
    },
    items: {
      pages: items.map(({ path, title, lead, date, image }) => ({
        link: path,
        title,
        description: lead,
        ...(date ? { date: pageDate(language, date) } : {}),
        ...(image ? { image } : {}),
      })),
    },
    meta: [
      ...pageMeta({ language, messages, title, description: heading.intro, path }),
      ...alternates,
      ...rel("prev", previous),
      ...rel("next", next),
    ],
  };
}

/** A listing's page as the routes' loaders return it. */
export type ListingPageData = NonNullable<ReturnType<typeof listingPageData>>;
