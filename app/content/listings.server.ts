/**
 * The listings: pages that list a collection's pages, 24 at a time at stable addresses. Each
 * section page (`/stories`) is the first page of its listing, `/stories/page/2` the next; stories
 * also have year archives (`/stories/2025`, `/stories/2025/page/2`) and each goal the stories that
 * name it (`/goals/7/stories`). Dated collections list newest first, the others in their `order`.
 */
import { LANGUAGE_CODES, type LanguageCode } from "../i18n/languages";
import type { Catalog } from "./catalog.server";
import {
  COLLECTIONS,
  GOAL_NUMBERS,
  GOAL_STORIES,
  SECTION_COLLECTIONS,
  type SectionCollection,
} from "./collections";
import type { ContentPage } from "./types";

/** The pages a listing page shows: a first screen and a little more, within the 14 KB budget. */
export const LISTING_PAGE_SIZE = 24;

/** A listing: a section's pages, a year of stories or the stories of one goal. */
export type Listing =
  | { kind: "section"; collection: SectionCollection; base: string }
  | { kind: "year"; collection: typeof GOAL_STORIES; base: string; year: string }
  | { kind: "goal"; collection: typeof GOAL_STORIES; base: string; goal: number };

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
    if (page.collection !== listing.collection) return false;
    if (listing.kind === "year") return page.date?.startsWith(`${listing.year}-`) ?? false;
    if (listing.kind === "goal") return page.goals?.includes(listing.goal) ?? false;
    return true;
  });
  if (COLLECTIONS[listing.collection].dated) pages.sort(newestFirst);
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
  // Only a section's listing exists while empty: a year or a goal without stories has no page.
  if (all.length === 0 && at.listing.kind !== "section") return undefined;
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

/** Every listing of the site: the sections, the years of stories and the goals. */
export function listings(catalog: Catalog): Listing[] {
  return [
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
      if (count === 0 && listing.kind !== "section") continue;
      for (let page = listing.kind === "section" ? 2 : 1; page <= pageCountOf(count); page++) {
        const path = listingPagePath(listing.base, page);
        pages.set(path, [...(pages.get(path) ?? []), code]);
      }
    }
  return Array.from(pages, ([path, languages]) => ({ path, languages }));
}
