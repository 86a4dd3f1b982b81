/**
 * The page registry: every kind of page the site has, in the order of the route table. The route
 * table (routes.ts), the prerender list and the site index (site-pages.ts) and the fixed pages'
 * titles are all read from here. A new
 * kind of page is an entry here, a route module and a view.
 */
import type { Catalog } from "../content/catalog.server";
import {
  COLLECTION_NAMES,
  COLLECTIONS,
  EVENTS_ARCHIVE_SLUG,
  SECTION_COLLECTIONS,
  sectionAt,
  type SectionCollection,
} from "../content/collections";
import { documentFilterPages } from "../content/documents.server";
import { ARCHIVED, FURTHER_PAGES, listingSitePages } from "../content/listings.server";
import { memberStatesViews } from "../content/member-states-listing.server";
import type { LanguageCode } from "../i18n/languages";
import type { Messages } from "../i18n/message-arguments";
import { paths } from "./paths";

/** A page of the site and the languages it exists in. */
export interface SitePage {
  path: string;
  languages: LanguageCode[];
}

/** A route of pages that come from the content: its address without the language prefix. */
export interface ContentRoute {
  path: string;
  /** Needed when the kind's module serves several routes: a route's id is its module's otherwise. */
  id?: string;
}

export interface PageKind {
  /** The route module, from app/, that loads and draws the kind's pages. */
  module: string;
  /** The kind's pages that are not content files: each exists in every language, with a route. */
  pages?: readonly string[];
  /** The route of each of `pages`, where it answers more addresses than its own. */
  pageRoute?: (path: string) => string;
  /** The title of each of `pages`, which the site index, related links and the editor show. */
  title?: (messages: Messages, path: string) => string;
  /** The routes of pages that come from the content, in their order in the route table. */
  routes?: (catalog: Catalog) => readonly ContentRoute[];
  /** The kind's pages that come from the content but are no content file (a listing's pages). */
  listedPages?: (catalog: Catalog) => readonly SitePage[];
  /** A tool rather than a page to read: prerendered, but left out of the site index and sitemap. */
  utility?: true;
}

/** The sections of the main navigation, each named as the specification names it. */
export const SECTION_PAGES = [
  paths.about,
  paths.news,
  paths.documents,
  paths.sdgs,
  paths.careers,
  paths.events,
] as const;

export type SectionPagePath = (typeof SECTION_PAGES)[number];

/** The past events' page, beside the events' section. */
export const EVENTS_ARCHIVE_PATH = `${paths.events}/${EVENTS_ARCHIVE_SLUG}`;

/** The section pages, each listing its collection's pages: "/stories", "/structure", ... */
export const sectionPaths: readonly string[] = SECTION_COLLECTIONS.map(
  (collection) => COLLECTIONS[collection].base,
);

/** The collections whose pages are articles under a base path ("/stories/<slug>"). */
const ARTICLE_COLLECTIONS = COLLECTION_NAMES.filter(
  (collection) => collection !== "goals" && COLLECTIONS[collection].base !== "",
);

/** The not-found page is prerendered at this path in each language; the build moves it to /404.html. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/** The catch-all route of the not-found page: it matches every address, prefixed or not. */
export const CATCH_ALL = "*";

/**
 * The kinds of page, in route-table order: of two routes that match an address equally well, the
 * first listed wins. Articles under a base path come before the pages at the top of the site:
 * "/about/structure" would also match ":lang?/structure" with "about" as its language.
 */
export const PAGE_KINDS = {
  home: {
    module: "routes/home.tsx",
    pages: [paths.home],
    title: (messages) => messages.nav.home,
  },
  // One route per collection, whatever its number of pages: the route manifest every page loads
  // stays the same size as stories are added. Its loader finds no page for any other slug. The
  // stories' route also answers their year archives ("/stories/2025", "/stories/2025/page/2").
  article: {
    module: "routes/article.tsx",
    routes: () =>
      ARTICLE_COLLECTIONS.map((collection) => ({
        path: `${COLLECTIONS[collection].base}/:slug${collection === ARCHIVED ? FURTHER_PAGES : ""}`,
        id: `article:${collection}`,
      })),
  },
  about: {
    module: "routes/about.tsx",
    pages: [paths.about],
    title: (messages) => messages.sectionNames[paths.about],
  },
  // The Member States by name, and each other view of them ("/about/member-states/decade/1960"),
  // from one route; its address is more specific than the About pages' "/about/:slug".
  memberStates: {
    module: "routes/member-states.tsx",
    pages: [paths.aboutMemberStates],
    routes: () => [{ path: `${paths.aboutMemberStates}/:facet/:value`, id: "member-states:view" }],
    title: (messages) => messages.memberStates.title,
    listedPages: () =>
      memberStatesViews().map(({ segment, languages }) => ({
        path: `${paths.aboutMemberStates}/${segment}`,
        languages,
      })),
  },
  sdgs: {
    module: "routes/sdgs.tsx",
    pages: [paths.sdgs],
    title: (messages) => messages.sectionNames[paths.sdgs],
  },
  // The news flow, stories and media newest first: its pages ("/news/page/2") and those of each
  // topic and type ("/news/topic/goal-7"), from the listings' route.
  news: {
    module: "routes/section.tsx",
    pages: [paths.news],
    pageRoute: (path) => `${path}${FURTHER_PAGES}`,
    routes: () => [{ path: `${paths.news}/:facet/:value${FURTHER_PAGES}`, id: "news:choice" }],
    title: (messages) => messages.sectionNames[paths.news],
  },
  // The documents, and one page for each type, organ and decade they have
  // ("/documents/type/resolution"), all from one route whatever the content holds.
  documents: {
    module: "routes/documents.tsx",
    pages: [paths.documents],
    routes: () => [{ path: `${paths.documents}/:facet/:value`, id: "documents:choice" }],
    title: (messages) => messages.sectionNames[paths.documents],
    listedPages: documentFilterPages,
  },
  events: {
    module: "routes/events.tsx",
    pages: [paths.events, EVENTS_ARCHIVE_PATH],
    title: (messages, path) =>
      path === EVENTS_ARCHIVE_PATH ? messages.events.archive : messages.sectionNames[paths.events],
  },
  goals: {
    module: "routes/goals.tsx",
    pages: [paths.goals],
    title: (messages) => messages.goals.title,
  },
  // One route for the 17 goals, as every route adds to the manifest that every page loads; it also
  // answers the listing of each goal's stories ("/goals/7/stories", "/goals/7/stories/page/2").
  goal: {
    module: "routes/goal.tsx",
    routes: () => [
      { path: `${paths.goals}/:number${COLLECTIONS[ARCHIVED].base}?${FURTHER_PAGES}` },
    ],
  },
  // A section's page is the first of its listing, whose further pages its route answers. The
  // listings' pages (listings.server.ts) are the section's, the years' (the stories' route) and the
  // goals' (the goal's route): no route of their own, so the route table does not grow with them.
  section: {
    module: "routes/section.tsx",
    pages: sectionPaths,
    pageRoute: (path) => `${path}${FURTHER_PAGES}`,
    title: (messages, path) => messages.article.sections[sectionAt(path) as SectionCollection],
    listedPages: listingSitePages,
  },
  // The content pages at the top of the site (topics, help): a route each, as they share no base.
  topArticle: {
    module: "routes/article.tsx",
    routes: (catalog) =>
      catalog.pages
        .filter(({ collection }) => COLLECTIONS[collection].base === "")
        .map(({ path }) => ({ path, id: `article:${path}` })),
  },
  siteIndex: {
    module: "routes/site-index.tsx",
    pages: [paths.siteIndex],
    title: (messages) => messages.siteIndex.title,
  },
  search: {
    module: "routes/search.tsx",
    pages: [paths.search],
    title: (messages) => messages.search.title,
    utility: true,
  },
  notFound: {
    module: "routes/not-found.tsx",
    routes: () => [{ path: CATCH_ALL }],
  },
} as const satisfies Record<string, PageKind>;

export type PageKindName = keyof typeof PAGE_KINDS;

const kinds: ReadonlyArray<[PageKindName, PageKind]> = Object.entries(PAGE_KINDS) as Array<
  [PageKindName, PageKind]
>;

/** The pages that are not content files and exist in every language, in registry order. */
export const FIXED_PAGES: readonly string[] = kinds.flatMap(([, { pages = [] }]) => pages);

/** The fixed pages that are tools, not pages to read: not in the sitemap or the index. */
export const UTILITY_PAGES: readonly string[] = kinds.flatMap(([, { pages = [], utility }]) =>
  utility ? pages : [],
);

/** The fixed pages the site index and the sitemap list. */
export const LISTED_FIXED_PAGES: readonly string[] = FIXED_PAGES.filter(
  (path) => !UTILITY_PAGES.includes(path),
);

/** The title of a page that is not a content file, in the language of `messages`. */
export function fixedPageTitle(path: string, messages: Messages): string {
  const kind = kinds.find(([, { pages = [] }]) => pages.includes(path))?.[1];
  if (!kind?.title) throw new Error(`${path} is no fixed page of the registry (page-kinds.ts)`);
  return kind.title(messages, path);
}
