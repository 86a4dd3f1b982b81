import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { messagesFor } from "~/i18n/catalog";
import { LANGUAGE_CODES, localizePath } from "~/i18n/languages";
import {
  FIXED_PAGES,
  fixedPageTitle,
  PAGE_KINDS,
  UTILITY_PAGES,
  type PageKind,
} from "./page-kinds";
import { siteCatalog } from "./site-catalog.server";
import { prerenderPaths, sitePages } from "./site-pages";

const kinds: PageKind[] = Object.values(PAGE_KINDS);

describe("the page registry", () => {
  it("names route modules that exist", () => {
    for (const { module } of kinds) expect(existsSync(join("app", module)), module).toBe(true);
  });

  it("prerenders the utility pages in every language, outside the site index", () => {
    const listed = new Set(sitePages().map(({ path }) => path));
    const prerendered = new Set(prerenderPaths());
    for (const path of UTILITY_PAGES) {
      expect(listed.has(path), path).toBe(false);
      for (const code of LANGUAGE_CODES)
        expect(prerendered.has(localizePath(path, code)), path).toBe(true);
    }
  });

  it.each(LANGUAGE_CODES)("titles every fixed page in %s", (code) => {
    const messages = messagesFor(code);
    for (const path of FIXED_PAGES)
      expect(fixedPageTitle(path, messages).trim(), path).not.toBe("");
    expect(() => fixedPageTitle("/stories/carbon-markets", messages)).toThrow(
      "/stories/carbon-markets is no fixed page",
    );
  });

  it("reads the content's pages from the catalog: no content page is a fixed page", () => {
    const fixed = new Set(FIXED_PAGES);
    expect(siteCatalog().pages.filter(({ path }) => fixed.has(path))).toEqual([]);
  });
});
