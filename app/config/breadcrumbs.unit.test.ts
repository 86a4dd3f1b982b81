import { describe, expect, it } from "vitest";
import { COLLECTION_NAMES, COLLECTIONS, SECTION_COLLECTIONS } from "~/content/collections";
import { messagesFor } from "~/i18n/catalog";
import { LANGUAGE_CODES } from "~/i18n/languages";
import { crumbsAbove, crumbsAboveSection } from "./breadcrumbs";
import { paths } from "./paths";
import { sectionPaths } from "./page-kinds";
import { sitePages } from "./site-pages";

const realPages = new Set(sitePages().map(({ path }) => path));

describe.each(LANGUAGE_CODES)("breadcrumbs in %s", (code) => {
  const messages = messagesFor(code);

  it.each(COLLECTION_NAMES)("link a %s page only to real pages, never to an anchor", (name) => {
    const crumbs = crumbsAbove(name, messages);
    expect(crumbs[0]).toEqual({ label: messages.article.home, path: paths.home });
    for (const { path, label } of crumbs) {
      expect(label.trim()).not.toBe("");
      if (path === undefined) continue;
      expect(path).not.toContain("#");
      expect(realPages.has(path), `${path} is a page with content`).toBe(true);
    }
  });

  it("lead a story, structure, global-issue and media page to its section page", () => {
    for (const name of SECTION_COLLECTIONS) {
      expect(crumbsAbove(name, messages)).toEqual([
        { label: messages.article.home, path: paths.home },
        { label: messages.article.sections[name], path: COLLECTIONS[name].base },
      ]);
    }
    expect(SECTION_COLLECTIONS.map((name) => COLLECTIONS[name].base)).toEqual(sectionPaths);
  });

  it("lead an About page, a document and an event to their sections' pages", () => {
    for (const [name, base] of [
      ["about", paths.about],
      ["documents", paths.documents],
      ["events", paths.events],
    ] as const)
      expect(crumbsAbove(name, messages)).toEqual([
        { label: messages.article.home, path: paths.home },
        {
          label: name === "about" ? messages.sectionNames[base] : messages.article.sections[name],
          path: base,
        },
      ]);
  });

  it("put topics, help pages and section pages under the home page alone", () => {
    const home = [{ label: messages.article.home, path: paths.home }];
    expect(crumbsAbove("topics", messages)).toEqual(home);
    expect(crumbsAbove("help", messages)).toEqual(home);
    expect(crumbsAboveSection(messages)).toEqual(home);
  });
});
