import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../i18n/languages";
import { NOT_FOUND_PRERENDER_PATH, prerenderPaths } from "./site-map";

/**
 * What the build knows, written to `<buildDirectory>/site.json` for the scripts, the production
 * server and the nginx configuration, so that none of them keeps its own copy of the language table
 * or the list of pages.
 */
export interface SiteManifest {
  defaultLanguage: string;
  languages: { code: string; dir: string; prefix: string }[];
  notFoundPath: string;
  pages: string[];
}

export function siteManifest(): SiteManifest {
  return {
    defaultLanguage: DEFAULT_LANGUAGE,
    languages: LANGUAGES.map(({ code, dir }) => ({
      code,
      dir,
      prefix: code === DEFAULT_LANGUAGE ? "" : `/${code}`,
    })),
    notFoundPath: NOT_FOUND_PRERENDER_PATH,
    pages: prerenderPaths(),
  };
}

export async function writeSiteManifest(buildDirectory: string): Promise<void> {
  await writeFile(
    join(buildDirectory, "site.json"),
    `${JSON.stringify(siteManifest(), null, 2)}\n`,
  );
}
