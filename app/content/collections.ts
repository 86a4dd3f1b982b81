import type { LanguageCode } from "../i18n/languages";

export type { LanguageCode };

/**
 * The collections of content pages: each is a folder of `content/`, and its pages live under its
 * base path (`content/stories/carbon-markets.en.md` is `/stories/carbon-markets`). Topics and help
 * pages sit at the top of the site (`/climate-change`, `/faq`), as the home page links them. Goals
 * are numbered: `content/goals/7.en.md` is `/goals/7`.
 */
export const COLLECTION_NAMES = [
  "about",
  "stories",
  "structure",
  "global-issues",
  "media",
  "documents",
  "events",
  "topics",
  "help",
  "goals",
] as const;

export type CollectionName = (typeof COLLECTION_NAMES)[number];

export const COLLECTIONS: Record<CollectionName, { base: string; dated: boolean }> = {
  about: { base: "/about", dated: false },
  stories: { base: "/stories", dated: true },
  structure: { base: "/structure", dated: false },
  "global-issues": { base: "/global-issues", dated: false },
  media: { base: "/media", dated: true },
  documents: { base: "/documents", dated: false },
  events: { base: "/events", dated: false },
  topics: { base: "", dated: false },
  help: { base: "", dated: false },
  goals: { base: "/goals", dated: false },
};

/**
 * The collections with a section page of their own at their base path (`/stories`), which lists
 * their pages in each language.
 */
export const SECTION_COLLECTIONS = [
  "stories",
  "structure",
  "global-issues",
  "media",
] as const satisfies readonly CollectionName[];

export type SectionCollection = (typeof SECTION_COLLECTIONS)[number];

export function isSectionCollection(value: string): value is SectionCollection {
  return (SECTION_COLLECTIONS as readonly string[]).includes(value);
}

/** The section collection whose section page is at `path` ("/stories"), if any. */
export function sectionAt(path: string): SectionCollection | undefined {
  return SECTION_COLLECTIONS.find((collection) => COLLECTIONS[collection].base === path);
}

export function isCollectionName(value: string): value is CollectionName {
  return (COLLECTION_NAMES as readonly string[]).includes(value);
}

/** The address of a page: its collection's base path and its file's slug. */
export function pagePathOf(collection: CollectionName, slug: string): string {
  return `${COLLECTIONS[collection].base}/${slug}`;
}

/** The kinds of media the home page's Watch and Listen items are. */
export const MEDIA_TYPES = ["Video", "Podcast", "Interview", "Facts"] as const;

export type MediaType = (typeof MEDIA_TYPES)[number];

/** The films the site has; a media page may play one above its text. */
export const FILMS = ["intro"] as const;

/** The collection whose pages may name the goals they concern, which the goals' pages list. */
export const GOAL_STORIES = "stories" satisfies CollectionName;

/** The number of Sustainable Development Goals, which the home page's figures also show. */
export const GOALS_COUNT = 17;

/** The Sustainable Development Goals, numbered 1 to 17: each has a page, `/goals/<number>`. */
export const GOAL_NUMBERS = Array.from({ length: GOALS_COUNT }, (_, index) => index + 1);

/** The kinds of the organization's documents (content/documents). */
export const DOCUMENT_TYPES = ["charter", "resolution", "declaration", "report", "treaty"] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Who issued a document: a principal organ (its structure page's slug) or a conference. */
export const DOCUMENT_ORGANS = [
  "general-assembly",
  "security-council",
  "economic-social-council",
  "international-court",
  "secretariat",
  "trusteeship-council",
  "conference",
] as const;

export type DocumentOrgan = (typeof DOCUMENT_ORGANS)[number];

/** The events collection holds international days, every year on a date, and single events. */
export const EVENT_KINDS = ["observance", "event"] as const;

export type EventKind = (typeof EVENT_KINDS)[number];

/** The listing of events that have taken place: "/events/archive" (no event may take its slug). */
export const EVENTS_ARCHIVE_SLUG = "archive";
