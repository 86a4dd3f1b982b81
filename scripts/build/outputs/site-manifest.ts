import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { DEFAULT_LANGUAGE, LANGUAGES, localizePath } from "~/i18n/languages";
import { paths } from "~/config/paths";
import { NOT_FOUND_PRERENDER_PATH, type SitePage } from "~/config/page-kinds";
import { prerenderPaths, sitePages, untranslatedPaths } from "~/config/site-pages";
import { SITE_URL } from "~/config/site";

/**
 * What the build knows, written to `<buildDirectory>/site.json` for the scripts, the production
 * server and the nginx configuration, so that none of them keeps its own copy of the language table
 * or the list of pages.
 */
export interface SiteManifest {
  siteUrl: string;
  defaultLanguage: string;
  languages: { code: string; dir: string; prefix: string }[];
  notFoundPath: string;
  /** The search page's path in English; its script-src allows WebAssembly (scripts/build/finish.ts). */
  searchPath: string;
  /** Every prerendered path but the untranslated ones. */
  pages: string[];
  /** The addresses of content pages in languages they are not written in: not found (site-pages.ts). */
  untranslatedPages: string[];
  /** Every page with its address in each language it exists in, for the sitemap. */
  sitePages: ManifestPage[];
}

/** A page as the sitemap lists it: its address in each language it exists in, by language code. */
export interface ManifestPage {
  path: string;
  addresses: Record<string, string>;
}

/** The pages with their addresses, localized here so that scripts keep no copy of the rule. */
export function manifestPages(pages: SitePage[]): ManifestPage[] {
  return pages.map(({ path, languages }) => ({
    path,
    addresses: Object.fromEntries(languages.map((code) => [code, localizePath(path, code)])),
  }));
}

/** The manifest of the site whose pages are `site` (sitePages, listed once by the caller). */
export function siteManifest(site: SitePage[] = sitePages()): SiteManifest {
  const untranslated = new Set(untranslatedPaths());
  return {
    siteUrl: SITE_URL,
    defaultLanguage: DEFAULT_LANGUAGE,
    languages: LANGUAGES.map(({ code, dir }) => ({
      code,
      dir,
      prefix: code === DEFAULT_LANGUAGE ? "" : `/${code}`,
    })),
    notFoundPath: NOT_FOUND_PRERENDER_PATH,
    searchPath: paths.search,
    pages: prerenderPaths(site).filter((path) => !untranslated.has(path)),
    untranslatedPages: [...untranslated],
    sitePages: manifestPages(site),
  };
}

/** Writes the manifest into the build, for the servers and the deploy's own checks. */
export async function writeSiteManifest(
  buildDirectory: string,
  manifest: SiteManifest = siteManifest(),
): Promise<void> {
  await writeFile(join(buildDirectory, "site.json"), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The languages' prefixes, longest first ("" last): the first that starts a path is its language's. */
export function languagePrefixes(site: Pick<SiteManifest, "languages">): string[] {
  return site.languages.map((language) => language.prefix).sort((a, b) => b.length - a.length);
}

/**
 * The file an untranslated address's page is moved to (the finishing stage), where the servers
 * find it to answer that address with status 404: "/es/stories/x" is "/404/es/stories/x.html".
 * The servers read the same rule (server/site.mjs).
 */
export function untranslatedPageFile(site: Pick<SiteManifest, "notFoundPath">, path: string) {
  return `${site.notFoundPath}${path}.html`;
}
