/**
 * The site's own links checked against its content at build time: every address the navigation
 * and the footer lead to is a page in every language. The content layer checks the content files;
 * this checks what the site's code links to.
 */
import type { Catalog } from "../content/catalog.server";
import { ContentError } from "../content/content-error";
import { LANGUAGE_CODES } from "../i18n/languages";
import { footerColumns, mainNavigation } from "./navigation";

/** One line per link of the navigation or footer that leads to no page in some language. */
export function siteLinkProblems(catalog: Pick<Catalog, "languagesOf">): string[] {
  const problems: string[] = [];
  for (const [where, hrefs] of [
    [
      "app/config/navigation.ts (navigation)",
      mainNavigation.flatMap((item) => [item, ...(item.children ?? [])]),
    ],
    ["app/config/navigation.ts (footer)", footerColumns.flatMap((column) => column.links)],
  ] as const) {
    for (const { href } of hrefs) {
      const languages = catalog.languagesOf(href);
      const missing = LANGUAGE_CODES.filter((code) => !languages.includes(code));
      if (missing.length > 0)
        problems.push(`${where}: "${href}" leads to no page in ${missing.join(", ")}`);
    }
  }
  return problems;
}

/** Stops the build when the site's own links lead nowhere (see siteLinkProblems). */
export function checkSite(catalog: Pick<Catalog, "languagesOf">): void {
  const problems = siteLinkProblems(catalog);
  if (problems.length > 0) throw new ContentError(problems);
}
