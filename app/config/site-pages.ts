import { siteCatalog } from "./site-catalog.server";
import { listingSitePages } from "../content/listings.server";
import { LANGUAGE_CODES, localizePath } from "../i18n/languages";
import type { LanguageCode } from "../i18n/languages";
import { paths } from "./paths";
import { NOT_FOUND_PRERENDER_PATH, placeholderPaths, sectionPaths } from "./site-map";

/** A page of the site and the languages it exists in. */
export interface SitePage {
  path: string;
  languages: LanguageCode[];
}

/**
 * Every page a visitor can reach, in site-index order: home, placeholders, the goals' index,
 * section pages and the listings' other pages, content (the goals' pages among it), site index.
 */
export function sitePages(): SitePage[] {
  const all = [...LANGUAGE_CODES];
  return [
    { path: paths.home, languages: all },
    ...placeholderPaths.map((path) => ({ path, languages: all })),
    { path: paths.goals, languages: all },
    ...sectionPaths.map((path) => ({ path, languages: all })),
    ...listingSitePages(siteCatalog()),
    ...siteCatalog().pages.map(({ path, languages }) => ({ path, languages })),
    { path: paths.siteIndex, languages: all },
  ];
}

/** The pages of every language that are tools rather than content: not in the sitemap or the index. */
export const UTILITY_PAGES: readonly string[] = [paths.search];

/**
 * Each content page's address in the languages it is not written in ("/es/stories/x" for a story in
 * English only): a shared or hand-edited link. Each is prerendered as that language's not-found
 * page, linking to the page in English, at its own address so that it hydrates as what it is; the
 * build moves its HTML to /404<address>.html, from which the servers answer it with status 404.
 */
export function untranslatedPaths(): string[] {
  return siteCatalog().pages.flatMap(({ path, languages }) =>
    LANGUAGE_CODES.filter((code) => !languages.includes(code)).map((code) =>
      localizePath(path, code),
    ),
  );
}

/**
 * Every page in every language it exists in, the utility pages, each language's not-found page
 * and the untranslated addresses of content pages.
 */
export function prerenderPaths(): string[] {
  return [
    ...sitePages().flatMap(({ path, languages }) =>
      languages.map((code) => localizePath(path, code)),
    ),
    ...UTILITY_PAGES.flatMap((path) => LANGUAGE_CODES.map((code) => localizePath(path, code))),
    ...LANGUAGE_CODES.map((code) => localizePath(NOT_FOUND_PRERENDER_PATH, code)),
    ...untranslatedPaths(),
  ];
}
