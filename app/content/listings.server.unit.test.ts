import { describe, expect, it } from "vitest";
import type { LanguageCode } from "~/i18n/languages";
import type { Catalog } from "./catalog.server";
import {
  archiveYears,
  archiveYearsIn,
  listingAt,
  listingPage,
  listingSitePages,
  LISTING_PAGE_SIZE,
} from "./listings.server";
import type { ContentPage } from "./types";

/** `count` stories, one a day back from 2026-01-10, the first naming goal 7; French has the first 30. */
function catalogOf(count: number): Catalog {
  const stories = Array.from({ length: count }, (_, index): ContentPage => {
    const date = new Date(Date.UTC(2026, 0, 10 - index)).toISOString().slice(0, 10);
    return {
      path: `/stories/s${index}`,
      collection: "stories",
      title: `S${index}`,
      lead: "L",
      date,
      html: "",
      sections: [],
      related: [],
      ...(index === 0 ? { goals: [7] } : {}),
    };
  });
  const media: ContentPage = {
    path: "/media/m",
    collection: "media",
    title: "M",
    lead: "L",
    date: "2025-01-01",
    html: "",
      sections: [],
    related: [],
  };
  const pagesIn = (code: LanguageCode) =>
    code === "en" ? [...stories].reverse().concat(media) : code === "fr" ? stories.slice(0, 30) : [];
  return { pagesIn } as unknown as Catalog;
}

describe("listing addresses", () => {
  it("name a section, a year of stories or a goal's stories, and a page from the second", () => {
    expect(listingAt("/stories")).toMatchObject({ listing: { kind: "section" }, page: 1 });
    expect(listingAt("/stories/page/3")).toMatchObject({ listing: { kind: "section" }, page: 3 });
    expect(listingAt("/stories/2025/page/2")).toMatchObject({
      listing: { kind: "year", year: "2025" },
      page: 2,
    });
    expect(listingAt("/goals/7/stories")).toMatchObject({ listing: { kind: "goal", goal: 7 } });
    for (const path of ["/stories/page/1", "/stories/page/0", "/goals/18/stories", "/about/page/2"])
      expect(listingAt(path), path).toBeUndefined();
  });
});

describe("a listing page", () => {
  const catalog = catalogOf(60);

  it("holds 24 pages, newest first, and knows how many pages the listing takes", () => {
    const first = listingPage(catalog, "en", "/stories");
    expect(first?.items.map((page) => page.title)).toEqual(
      Array.from({ length: LISTING_PAGE_SIZE }, (_, index) => `S${index}`),
    );
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 60 });
    const last = listingPage(catalog, "en", "/stories/page/3");
    expect(last?.items.map((page) => page.title)).toEqual(
      Array.from({ length: 12 }, (_, index) => `S${48 + index}`),
    );
    expect(listingPage(catalog, "en", "/stories/page/4")).toBeUndefined();
  });

  it("of a year holds that year's stories, and of a goal the stories that name it", () => {
    expect(listingPage(catalog, "en", "/stories/2026")?.total).toBe(10);
    expect(listingPage(catalog, "en", "/stories/2025")?.total).toBe(50);
    expect(listingPage(catalog, "en", "/stories/2024")).toBeUndefined();
    expect(listingPage(catalog, "en", "/goals/7/stories")?.items.map((p) => p.path)).toEqual([
      "/stories/s0",
    ]);
    expect(listingPage(catalog, "en", "/goals/8/stories")).toBeUndefined();
  });

  it("of a section exists in every language, empty where nothing is published", () => {
    expect(listingPage(catalog, "ar", "/stories")).toMatchObject({ total: 0, items: [] });
  });
});

describe("the listings of the site", () => {
  const catalog = catalogOf(60);

  it("are pages in the languages whose items fill them, section pages aside", () => {
    const pages = new Map(listingSitePages(catalog).map(({ path, languages }) => [path, languages]));
    expect(pages.get("/stories")).toBeUndefined();
    expect(pages.get("/stories/page/2")).toEqual(["en", "fr"]);
    expect(pages.get("/stories/page/3")).toEqual(["en"]);
    expect(pages.get("/stories/2026")).toEqual(["en", "fr"]);
    expect(pages.get("/stories/2025/page/2")).toEqual(["en"]);
    expect(pages.get("/goals/7/stories")).toEqual(["en", "fr"]);
    expect(pages.has("/goals/8/stories")).toBe(false);
    expect(pages.has("/media/page/2")).toBe(false);
  });

  it("have year archives for stories alone, in the years a language has stories", () => {
    expect(archiveYears(catalog)).toEqual(["2026", "2025"]);
    expect(archiveYearsIn(catalog, "en", "stories")).toEqual(["2026", "2025"]);
    expect(archiveYearsIn(catalog, "ar", "stories")).toEqual([]);
    expect(archiveYearsIn(catalog, "en", "media")).toEqual([]);
  });
});
