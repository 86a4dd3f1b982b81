import { describe, expect, it, vi } from "vitest";
import type { Catalog } from "~/content/catalog.server";
import type { ContentPage } from "~/content/types";
import type { LanguageCode } from "~/i18n/languages";

/** 60 stories, one a day back from 2026-01-10: three listing pages, two years. */
const stories = Array.from({ length: 60 }, (_, index): ContentPage => {
  const date = new Date(Date.UTC(2026, 0, 10 - index)).toISOString().slice(0, 10);
  return {
    path: `/stories/s${index}`,
    collection: "stories",
    title: `Story ${index}`,
    lead: `Lead ${index}`,
    date,
    html: "",
    sections: [],
    related: [],
  };
});

vi.mock("~/config/site-catalog.server", () => ({
  siteCatalog: (): Partial<Catalog> => ({
    pagesIn: (code: LanguageCode) => (code === "en" ? stories : []),
    languagesOf: (path: string) => (path === "/stories" ? ["en", "fr"] : []),
    goals: () => [],
    page: () => undefined,
  }),
}));

const { loader } = await import("./section");
const story = await import("./article");
const goal = await import("./goal");

const load = (path: string) =>
  loader({ request: new Request(`http://localhost${path}`) } as Parameters<typeof loader>[0]);

const links = (meta: ReturnType<typeof load>["meta"], rel: string) =>
  meta.flatMap((tag) => ("rel" in tag && tag.rel === rel ? [String(tag.href)] : []));

describe("a listing page", () => {
  it("lists 24 stories, newest first, with the way to the next page", () => {
    const { listing: view, items, meta } = load("/stories");
    expect(items.pages.map((page) => page.title)).toEqual(
      stories.slice(0, 24).map((story) => story.title),
    );
    expect(view.title).toBe("Stories");
    expect(view.pager).toEqual({
      label: "Pages",
      status: "Page 1 of 3",
      next: { path: "/stories/page/2", label: "Next page" },
    });
    expect(links(meta, "prev")).toEqual([]);
    expect(links(meta, "next")).toEqual([expect.stringMatching(/\/stories\/page\/2$/)]);
    expect(view.years?.links).toEqual([
      { path: "/stories/2026", title: "2026" },
      { path: "/stories/2025", title: "2025" },
    ]);
  });

  it("in the middle links to both neighbours, in its head too, under its section", () => {
    const { listing: view, items, meta } = load("/stories/page/2");
    expect(items.pages[0]?.title).toBe("Story 24");
    expect(view.title).toBe("Stories, page 2");
    expect(view.crumbs.map((crumb) => crumb.path)).toEqual(["/", "/stories"]);
    expect(view.pager?.previous?.path).toBe("/stories");
    expect(view.pager?.next?.path).toBe("/stories/page/3");
    expect(links(meta, "prev")).toEqual([expect.stringMatching(/\/stories$/)]);
    expect(links(meta, "next")).toEqual([expect.stringMatching(/\/stories\/page\/3$/)]);
    expect(view.searchable).toBe(false);
    // The languages it exists in (English alone here), which its language links follow.
    const languages = meta.flatMap((tag) => ("hrefLang" in tag ? [String(tag.hrefLang)] : []));
    expect(languages.sort()).toEqual(["en", "x-default"]);
  });

  it("of a year holds that year's stories; a page past the last is not found", () => {
    const year = load("/stories/2026");
    expect(year.listing.title).toBe("Stories from 2026");
    expect(year.items.pages).toHaveLength(10);
    expect(year.listing.pager).toBeUndefined();
    expect(() => load("/stories/page/4")).toThrow();
    expect(() => load("/stories/2024")).toThrow();
  });
});

describe("the routes that answer listings besides their own pages", () => {
  const request = (path: string) => ({ request: new Request(`http://localhost${path}`) });

  it("are the stories' for a year, and not found where neither a listing nor a story is", () => {
    const year = story.loader(request("/stories/2026") as Parameters<typeof story.loader>[0]);
    expect("listing" in year && year.listing.title).toBe("Stories from 2026");
    for (const path of ["/stories/2026/3", "/stories/2026/page/9"])
      expect(() => story.loader(request(path) as Parameters<typeof story.loader>[0])).toThrow();
  });

  it("leave a section's and a goal's other addresses not found", () => {
    expect(() => load("/stories/page")).toThrow();
    expect(() =>
      goal.loader(request("/goals/7/page/2") as Parameters<typeof goal.loader>[0]),
    ).toThrow();
  });
});
