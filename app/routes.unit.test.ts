import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { PAGE_KINDS, type PageKind } from "~/config/page-kinds";
import { paths } from "~/config/paths";
import { siteCatalog } from "~/config/site-catalog.server";
import { sitePages } from "~/config/site-pages";
import { listingAt } from "~/content/listings.server";
import { localizePath } from "~/i18n/languages";
import { routeTable } from "./routes";

/** The one route table, of this site's content. */
const routes = routeTable(siteCatalog());

/** The module that answers a listing's page: its section's, its stories' (a year) or its goal's. */
const LISTING_MODULE = {
  section: PAGE_KINDS.section.module,
  year: PAGE_KINDS.article.module,
  goal: PAGE_KINDS.goal.module,
  news: PAGE_KINDS.news.module,
} as const;

/** The route module that answers an address, as the router picks it from the route table. */
function moduleAt(address: string): string | undefined {
  const table = routes.map(({ path, index }, at) =>
    index ? { id: String(at), index } : { id: String(at), path },
  );
  const id = matchRoutes(table, address)?.at(-1)?.route.id;
  return id === undefined ? undefined : routes[Number(id)]?.file;
}

describe("the route table", () => {
  // The first read of the whole catalog (every Markdown page parsed): under a second alone, 12 s
  // measured beside two busy loops and other tests on two cores.
  it(
    "answers every page of the site, in each of its languages, with its kind's module",
    { timeout: 60_000 },
    () => {
      const kinds: PageKind[] = Object.values(PAGE_KINDS);
      const expected = new Map<string, string>([
        ...kinds.flatMap(({ module, pages = [] }) => pages.map((path) => [path, module] as const)),
        ...siteCatalog().pages.map(
          ({ path, collection }) =>
            [
              path,
              collection === "goals" ? PAGE_KINDS.goal.module : PAGE_KINDS.article.module,
            ] as const,
        ),
      ]);
      for (const { path, languages } of sitePages())
        for (const code of languages)
          expect(moduleAt(localizePath(path, code)), localizePath(path, code)).toBe(
            expected.get(path) ??
              (path.startsWith(`${paths.documents}/`)
                ? PAGE_KINDS.documents.module
                : path.startsWith(`${paths.aboutMemberStates}/`)
                  ? PAGE_KINDS.memberStates.module
                  : LISTING_MODULE[listingAt(path)?.listing.kind ?? "section"]),
          );
    },
  );

  it("prefers an article under a base path to a page under a language prefix", () => {
    // "/about/structure" also matches ":lang?/structure", with "about" taken for a language.
    expect(moduleAt("/about/structure")).toBe(PAGE_KINDS.article.module);
    expect(moduleAt("/fr/no-such-page/at-all")).toBe(PAGE_KINDS.notFound.module);
  });

  it("gives each route its own id", () => {
    const ids = routes.map((route) => route.id ?? route.file);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
