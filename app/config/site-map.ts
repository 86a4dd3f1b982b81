import { COLLECTIONS, SECTION_COLLECTIONS, sectionAt } from "../content/collections";
import type { Messages } from "../i18n/message-arguments";
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

/** The pages the site index lists before the content: home, placeholders, goals and sections. */
export const MAIN_PAGES: readonly string[] = [
  paths.home,
  ...placeholderPaths,
  paths.goals,
  ...sectionPaths,
];

/** The pages that are not content files and exist in every language. */
export const FIXED_PAGES: readonly string[] = [...MAIN_PAGES, paths.siteIndex, paths.search];

/** The title of a page that is not a content file, in the language of `messages`. */
export function fixedPageTitle(path: string, messages: Messages): string {
  if (path === paths.home) return messages.nav.home;
  if (path === paths.goals) return messages.goals.title;
  if (path === paths.siteIndex) return messages.siteIndex.title;
  if (path === paths.search) return messages.search.title;
  const section = sectionAt(path);
  if (section) return messages.article.sections[section];
  return messages.placeholder.titles[path as PlaceholderPath];
}

/** The not-found page is prerendered at this path; the build moves it to /404.html. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/** The other languages' prefixes; English lives at the unprefixed paths. */
export const PREFIXED_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);
