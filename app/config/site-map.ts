import { COLLECTIONS, SECTION_COLLECTIONS } from "../content/collections";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "../i18n/languages";
import { paths } from "./paths";

/** The placeholder pages: a title and "Content coming soon...". */
export const placeholderPaths = [
  paths.about,
  paths.news,
  paths.documents,
  paths.sdgs,
  paths.careers,
  paths.events,
] as const;

export type PlaceholderPath = (typeof placeholderPaths)[number];

/** The section pages, each listing its collection's pages: "/stories", "/structure", ... */
export const sectionPaths: readonly string[] = SECTION_COLLECTIONS.map(
  (collection) => COLLECTIONS[collection].base,
);

/** The pages that are not content files and exist in every language. */
export const FIXED_PAGES: readonly string[] = [
  paths.home,
  ...placeholderPaths,
  paths.goals,
  ...sectionPaths,
  paths.siteIndex,
  paths.search,
];

/** The not-found page is prerendered at this path; the build moves it to /404.html. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/** The other languages' prefixes; English lives at the unprefixed paths. */
export const PREFIXED_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);
