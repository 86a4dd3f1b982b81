import { DEFAULT_LANGUAGE, LANGUAGE_CODES, localizePath } from "../i18n/languages";
import { contentPaths, paths } from "./paths";

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

/** Every content page, in site-index order. */
export const articlePaths: readonly string[] = Object.values(contentPaths).flat();

/** The not-found page is prerendered at this path; the build moves it to /404.html. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/** Every page a visitor can reach, for prerendering, the sitemap and the site index. */
export function sitePaths(): string[] {
  return [paths.home, ...placeholderPaths, ...articlePaths, paths.siteIndex];
}

/** The other languages' prefixes; English lives at the unprefixed paths. */
export const PREFIXED_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);

/** Every page in every language, and each language's not-found page. */
export function prerenderPaths(): string[] {
  return LANGUAGE_CODES.flatMap((code) =>
    [...sitePaths(), NOT_FOUND_PRERENDER_PATH].map((path) => localizePath(path, code)),
  );
}
