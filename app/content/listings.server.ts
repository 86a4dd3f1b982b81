/**
 * The listings: pages that list a collection's pages, 24 at a time at stable addresses. Each
 * section page (`/stories`) is the first page of its listing, `/stories/page/2` the next; stories
 * also have year archives (`/stories/2025`, `/stories/2025/page/2`) and each goal the stories that
 * name it (`/goals/7/stories`). Dated collections list newest first, the others in their `order`.
 */
import { LANGUAGE_CODES, type LanguageCode } from "../i18n/languages";
import {
  COLLECTIONS,
  GOAL_NUMBERS,
  GOAL_STORIES,
  SECTION_COLLECTIONS,
  type SectionCollection,
} from "./collections";
import type { Catalog, ContentPage } from "./types";

/** The pages a listing page shows: a first screen and a little more, within the HTML budget. */
export const LISTING_PAGE_SIZE = 24;

/** The collections of the news flow (/news): stories and media, newest first. */
export const NEWS_COLLECTIONS = ["stories", "media"] as const satisfies readonly SectionCollection[];

/** The news flow's address. */
export const NEWS_BASE = "/news";

/** The ways to narrow the news flow: by topic (a goal, a global issue) or by type (its collection). */
export const NEWS_FACETS = ["topic", "type"] as const;

export type NewsFacet = (typeof NEWS_FACETS)[number];

/** A listing: a section's pages, a year of stories, the stories of one goal, or the news flow. */
export type Listing =
  | { kind: "section"; collection: SectionCollection; base: string }
  | { kind: "year"; collection: typeof GOAL_STORIES; base: string; year: string }
  | { kind: "goal"; collection: typeof GOAL_STORIES; base: string; goal: number }
  | {
      kind: "news";
      collection: typeof GOAL_STORIES;
      base: string;
      filter?: { facet: NewsFacet; value: string };
    };

/** The address of a choice in the news flow: "/news/topic/goal-7", "/news/type/media". */
export const newsFilterPath = (facet: NewsFacet, value: string) => `${NEWS_BASE}/${facet}/${value}`;

const NEWS_FILTER = new RegExp(`^${NEWS_BASE}/(?<facet>topic|type)/(?<value>[a-z0-9-]+)$`);

/** The topics of a story or a media page: the goals it names, and the global issues it links to. */
export function topicsOf(page: ContentPage): string[] {
  const topics = new Set((page.goals ?? []).map((goal) => `goal-${goal}`));
  for (const { path } of page.related) {
    const goal = /^\/goals\/(\d+)$/.exec(path)?.[1];
    if (goal) topics.add(`goal-${goal}`);
    const issue = /^\/global-issues\/([a-z0-9-]+)$/.exec(path)?.[1];
    if (issue) topics.add(issue);
  }
  return [...topics];
}

/** Whether a page belongs to the news flow, or to one of its choices. */
function inNews(page: ContentPage, filter: { facet: NewsFacet; value: string } | undefined) {
  if (!(NEWS_COLLECTIONS as readonly string[]).includes(page.collection)) return false;
  if (!filter) return true;
  if (filter.facet === "type") return page.collection === filter.value;
  return topicsOf(page).includes(filter.value);
}

/** The collection whose listing has year archives. */
export const ARCHIVED = GOAL_STORIES;

/** The fixed segment of a listing's further pages' addresses ("/stories/page/2"). */
export const LISTING_PAGES_SEGMENT = "page";

/**
 * What a listing's route adds to its first page's pattern to answer its further pages as well
 * ("/stories", "/stories/page/2"): optional segments, which the route's loader checks.
 */
export const FURTHER_PAGES = `/${LISTING_PAGES_SEGMENT}?/:page?`;

const PAGED = new RegExp(`^(?<base>.*?)(?:/${LISTING_PAGES_SEGMENT}/(?<page>[1-9]\\d*))?$`);
const YEAR = new RegExp(`^${COLLECTIONS[ARCHIVED].base}/(?<year>\\d{4})$`);
const GOAL = new RegExp(`^${COLLECTIONS.goals.base}/(?<goal>\\d+)${COLLECTIONS[ARCHIVED].base}$`);

/** The address of a listing's page `page` (1 is the listing's own address). */
export function listingPagePath(base: string, page: number): string {
  return page === 1 ? base : `${base}/${LISTING_PAGES_SEGMENT}/${page}`;
}

/** The year archive of stories for `year`. */
export const yearArchivePath = (year: string) => `${COLLECTIONS[ARCHIVED].base}/${year}`;

/** The listing of the stories that name goal `goal`. */
export const goalStoriesPath = (goal: number) =>
  `${COLLECTIONS.goals.base}/${goal}${COLLECTIONS[ARCHIVED].base}`;

/** The listing and page number at an unprefixed address, if it is a listing page. */
export function listingAt(path: string): { listing: Listing; page: number } | undefined {
  const { base = "", page: number } = PAGED.exec(path)?.groups ?? {};
  // The first page has one address, the listing's own.
  if (number === "1") return undefined;
  const page = number ? Number(number) : 1;
  const section = SECTION_COLLECTIONS.find((collection) => COLLECTIONS[collection].base === base);
  if (section) return { listing: { kind: "section", collection: section, base }, page };
  if (base === NEWS_BASE) return { listing: { kind: "news", collection: ARCHIVED, base }, page };
  const news = NEWS_FILTER.exec(base)?.groups;
  if (news?.facet && news.value)
    return {
      listing: {
        kind: "news",
        collection: ARCHIVED,
        base,
        filter: { facet: news.facet as NewsFacet, value: news.value },
      },
      page,
    };
  const year = YEAR.exec(base)?.groups?.year;
  if (year) return { listing: { kind: "year", collection: ARCHIVED, base, year }, page };
  const goal = Number(GOAL.exec(base)?.groups?.goal);
  if (GOAL_NUMBERS.includes(goal))
    return { listing: { kind: "goal", collection: ARCHIVED, base, goal }, page };
  return undefined;
}

const newestFirst = (a: ContentPage, b: ContentPage) =>
  (b.date ?? "").localeCompare(a.date ?? "") || a.path.localeCompare(b.path);

/** Each catalog's listings by language and address: every listing page of a build reads them. */
const itemsOf = new WeakMap<Catalog, Map<string, readonly ContentPage[]>>();

/** Every page a listing holds in a language, in its order. */
export function listingItems(
  catalog: Catalog,
  code: LanguageCode,
  listing: Listing,
): readonly ContentPage[] {
  const known = itemsOf.get(catalog) ?? new Map<string, readonly ContentPage[]>();
  itemsOf.set(catalog, known);
  const key = `${code}:${listing.base}`;
  const cached = known.get(key);
  if (cached) return cached;
  const pages = catalog.pagesIn(code).filter((page) => {
    if (listing.kind === "news") return inNews(page, listing.filter);
    if (page.collection !== listing.collection) return false;
    if (listing.kind === "year") return page.date?.startsWith(`${listing.year}-`) ?? false;
    if (listing.kind === "goal") return page.goals?.includes(listing.goal) ?? false;
    return true;
  });
  if (listing.kind === "news" || COLLECTIONS[listing.collection].dated) pages.sort(newestFirst);
  known.set(key, pages);
  return pages;
}

/** How many pages a listing of `count` items takes; a section's first page exists even when empty. */
export const pageCountOf = (count: number) => Math.max(1, Math.ceil(count / LISTING_PAGE_SIZE));

/** One page of a listing in a language, or undefined where the listing has no such page. */
export function listingPage(catalog: Catalog, code: LanguageCode, path: string) {
  const at = listingAt(path);
  if (!at) return undefined;
  const all = listingItems(catalog, code, at.listing);
  // Only a section's listing, and the news flow, exist while empty: a year, a goal or a topic
  // without pages has no page.
  if (all.length === 0 && !isSectionLike(at.listing)) return undefined;
  const pageCount = pageCountOf(all.length);
  if (at.page > pageCount) return undefined;
  const start = (at.page - 1) * LISTING_PAGE_SIZE;
  return {
    ...at,
    pageCount,
    total: all.length,
    items: all.slice(start, start + LISTING_PAGE_SIZE),
  };
}

/** Each catalog's years of stories: every listing page reads them, and they read every page. */
const yearsOf = new WeakMap<Catalog, readonly string[]>();

/** The years stories were published in, in any language, newest first. */
export function archiveYears(catalog: Catalog): readonly string[] {
  const known = yearsOf.get(catalog);
  if (known) return known;
  const years = new Set<string>();
  for (const code of LANGUAGE_CODES)
    for (const page of catalog.pagesIn(code))
      if (page.collection === ARCHIVED && page.date) years.add(page.date.slice(0, 4));
  const found = [...years].sort().reverse();
  yearsOf.set(catalog, found);
  return found;
}

/**
 * The years of a collection's archive that have pages in a language, newest first: none for a
 * collection without year archives.
 */
export function archiveYearsIn(
  catalog: Catalog,
  code: LanguageCode,
  collection: SectionCollection,
): string[] {
  if (collection !== ARCHIVED) return [];
  return archiveYears(catalog).filter(
    (year) =>
      listingItems(catalog, code, {
        kind: "year",
        collection: ARCHIVED,
        base: yearArchivePath(year),
        year,
      }).length > 0,
  );
}

/** A listing whose first page exists whatever it holds: a section's, or the news flow's. */
const isSectionLike = (listing: Listing) =>
  listing.kind === "section" || (listing.kind === "news" && !listing.filter);

/** The news flow's topics and types that have pages in any language, in their order. */
/** Each catalog's news choices: every page of the news flow reads them, and they read every page. */
const choicesOf = new WeakMap<Catalog, readonly { facet: NewsFacet; value: string }[]>();

export function newsChoices(catalog: Catalog): readonly { facet: NewsFacet; value: string }[] {
  const known = choicesOf.get(catalog);
  if (known) return known;
  const topics = new Set<string>();
  const types = new Set<string>();
  for (const code of LANGUAGE_CODES)
    for (const page of catalog.pagesIn(code))
      if (inNews(page, undefined)) {
        types.add(page.collection);
        for (const topic of topicsOf(page)) topics.add(topic);
      }
  const goalTopics = GOAL_NUMBERS.map((goal) => `goal-${goal}`).filter((topic) => topics.has(topic));
  const issueTopics = [...topics].filter((topic) => !topic.startsWith("goal-")).sort();
  const choices = [
    ...[...goalTopics, ...issueTopics].map((value) => ({ facet: "topic" as const, value })),
    ...NEWS_COLLECTIONS.filter((type) => types.has(type)).map((value) => ({
      facet: "type" as const,
      value,
    })),
  ];
  choicesOf.set(catalog, choices);
  return choices;
}

/** Every listing of the site: the sections, the years of stories, the goals and the news. */
export function listings(catalog: Catalog): Listing[] {
  return [
    { kind: "news", collection: ARCHIVED, base: NEWS_BASE },
    ...newsChoices(catalog).map(
      (filter): Listing => ({
        kind: "news",
        collection: ARCHIVED,
        base: newsFilterPath(filter.facet, filter.value),
        filter,
      }),
    ),
    ...SECTION_COLLECTIONS.map(
      (collection): Listing => ({ kind: "section", collection, base: COLLECTIONS[collection].base }),
    ),
    ...archiveYears(catalog).map(
      (year): Listing => ({ kind: "year", collection: ARCHIVED, base: yearArchivePath(year), year }),
    ),
    ...GOAL_NUMBERS.map(
      (goal): Listing => ({ kind: "goal", collection: ARCHIVED, base: goalStoriesPath(goal), goal }),
    ),
  ];
}

/**
 * Every listing page of the site but the section pages themselves (pages of the site map in every
 * language), with the languages it exists in: a language has as many pages as its items fill.
 */
export function listingSitePages(catalog: Catalog): { path: string; languages: LanguageCode[] }[] {
  const pages = new Map<string, LanguageCode[]>();
  for (const listing of listings(catalog))
    for (const code of LANGUAGE_CODES) {
      const count = listingItems(catalog, code, listing).length;
      if (count === 0 && !isSectionLike(listing)) continue;
      for (let page = isSectionLike(listing) ? 2 : 1; page <= pageCountOf(count); page++) {
        const path = listingPagePath(listing.base, page);
        pages.set(path, [...(pages.get(path) ?? []), code]);
      }
    }
  return Array.from(pages, ([path, languages]) => ({ path, languages }));
}

/** The Atom feed of the news flow ("/news/feed.xml") or of one of its topics. */
export const newsFeedPath = (topic?: string) =>
  topic ? `${newsFilterPath("topic", topic)}/feed.xml` : `${NEWS_BASE}/feed.xml`;
