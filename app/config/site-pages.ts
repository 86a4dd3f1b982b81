import { LANGUAGE_CODES, localizePath } from "../i18n/languages";
import {
  NOT_FOUND_PRERENDER_PATH,
  PAGE_KINDS,
  UTILITY_PAGES,
  type PageKind,
  type SitePage,
} from "./page-kinds";
import { siteCatalog } from "./site-catalog.server";

/**
 * Every page a visitor can reach, in the page registry's order: each kind's fixed pages (home,
 * placeholders, the goals' index, section pages, site index) and the listings' other pages, then
 * the content pages (the goals' pages among them). Tools such as search are not among them.
 */
export function sitePages(): SitePage[] {
  const catalog = siteCatalog();
  const kinds: PageKind[] = Object.values(PAGE_KINDS);
  return [
    ...kinds.flatMap(({ pages = [], utility, listedPages }) => [
      ...(utility ? [] : pages).map((path) => ({ path, languages: [...LANGUAGE_CODES] })),
      ...(listedPages?.(catalog) ?? []),
    ]),
    ...catalog.pages.map(({ path, languages }) => ({ path, languages })),
  ];
}

/**
 * Each content page's address in the languages it is not written in ("/es/stories/x" for a story in
 * English only): a shared or hand-edited link. Each is prerendered as that language's not-found
 * page, linking to the page in English, at its own address; the build moves its HTML to
 * /404<address>.html, from which the servers answer it with status 404.
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
 * and the untranslated addresses of content pages. `pages`: the site's pages (sitePages), where
 * the caller has them already: at 1,000 stories they take most of a second to list.
 */
export function prerenderPaths(pages: readonly SitePage[] = sitePages()): string[] {
  return [
    ...pages.flatMap(({ path, languages }) => languages.map((code) => localizePath(path, code))),
    ...UTILITY_PAGES.flatMap((path) => LANGUAGE_CODES.map((code) => localizePath(path, code))),
    ...LANGUAGE_CODES.map((code) => localizePath(NOT_FOUND_PRERENDER_PATH, code)),
    ...untranslatedPaths(),
  ];
}
