import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteCatalog } from "~/config/site-catalog.server";
import type { Catalog } from "~/content/catalog.server";
import type { ContentPage } from "~/content/types";
import { messagesFor, metaMessagesFor } from "~/i18n/catalog";
import { LANGUAGE_CODES, localizePath } from "~/i18n/languages";
import { atomFeed, FEED_ENTRIES, storiesFeed, writeFeeds } from "./feeds";
import { SITE_URL } from "~/config/site";

const ATOM = "http://www.w3.org/2005/Atom";
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** Parses a feed as strict XML: a document that is not well-formed fails the test. */
function parseFeed(xml: string): Element {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  const root = document.documentElement;
  expect([root.namespaceURI, root.localName]).toEqual([ATOM, "feed"]);
  return root;
}

const children = (parent: Element, name: string) =>
  [...parent.children].filter((child) => child.localName === name);
const textOf = (parent: Element, name: string) => children(parent, name)[0]?.textContent ?? "";
const linkOf = (parent: Element, rel: string) =>
  children(parent, "link").find((link) => link.getAttribute("rel") === rel);

describe("atomFeed", () => {
  it("escapes markup, quotes and characters XML forbids, so any text stays well-formed", () => {
    const awkward = `Fish & "chips" <b>'bold'</b> ]]> \u0001end`;
    const root = parseFeed(
      atomFeed({
        language: "en",
        title: awkward,
        subtitle: "S",
        author: "A",
        rights: "R",
        selfUrl: "https://example.org/feed.xml?a=1&b=2",
        pageUrl: "https://example.org/stories",
        entries: [
          {
            url: "https://example.org/s?x=<1>",
            title: awkward,
            summary: awkward,
            date: "2025-01-02",
          },
        ],
      }),
    );
    const clean = `Fish & "chips" <b>'bold'</b> ]]> end`;
    expect(textOf(root, "title")).toBe(clean);
    expect(linkOf(root, "self")?.getAttribute("href")).toBe("https://example.org/feed.xml?a=1&b=2");
    const [entry] = children(root, "entry");
    expect(entry && textOf(entry, "summary")).toBe(clean);
    expect(entry && linkOf(entry, "enclosure")).toBeUndefined();
    expect(entry && textOf(entry, "published")).toBe("2025-01-02T00:00:00Z");
  });
});

describe.each(LANGUAGE_CODES)("the %s feed of stories", (code) => {
  const catalog = siteCatalog();
  const stories = catalog.pagesIn(code).filter((page) => page.collection === "stories");
  const root = parseFeed(atomFeed(storiesFeed(catalog, code)));
  const entries = children(root, "entry");

  it("is an Atom feed in its language, with its own address and its section page's", () => {
    expect(root.getAttribute("xml:lang")).toBe(code);
    const self = `${SITE_URL}${localizePath("/feed.xml", code)}`;
    expect(textOf(root, "id")).toBe(self);
    expect(linkOf(root, "self")?.getAttribute("href")).toBe(self);
    expect(linkOf(root, "self")?.getAttribute("type")).toBe("application/atom+xml");
    expect(linkOf(root, "alternate")?.getAttribute("href")).toBe(
      `${SITE_URL}${localizePath("/stories", code)}`,
    );
    expect(textOf(root, "title")).toBe(metaMessagesFor(code).feedTitle);
    const [author] = children(root, "author");
    expect(author && textOf(author, "name")).toBe(messagesFor(code).siteName);
  });

  it("lists the newest stories of the language, newest first, with absolute links, dates and leads", () => {
    expect(entries).toHaveLength(Math.min(stories.length, FEED_ENTRIES));
    expect(entries.length).toBeGreaterThan(0);
    const newestFirst = [...stories]
      .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""))
      .slice(0, FEED_ENTRIES);
    newestFirst.forEach((story, index) => {
      const entry = entries[index] as Element;
      const url = `${SITE_URL}${localizePath(story.path, code)}`;
      expect(textOf(entry, "title")).toBe(story.title);
      expect(textOf(entry, "id")).toBe(url);
      expect(linkOf(entry, "alternate")?.getAttribute("href")).toBe(url);
      expect(textOf(entry, "summary")).toBe(story.lead);
      expect(textOf(entry, "published")).toBe(`${story.date}T00:00:00Z`);
      expect(textOf(entry, "updated")).toMatch(RFC_3339);
    });
    expect(textOf(root, "updated")).toBe(`${newestFirst[0]?.date}T00:00:00Z`);
    for (const href of [...root.querySelectorAll("link")].map((l) => l.getAttribute("href")))
      expect(href).toMatch(/^https?:\/\//);
  });
});

describe("a feed of many stories", () => {
  it(`holds the newest ${FEED_ENTRIES}, newest first`, () => {
    const stories = Array.from({ length: FEED_ENTRIES + 30 }, (_, day): ContentPage => {
      const date = new Date(Date.UTC(2020, 0, 1 + day * 3)).toISOString().slice(0, 10);
      return {
        path: `/stories/s${day}`,
        collection: "stories",
        title: `S${day}`,
        lead: "L",
        date,
        html: "",
        sections: [],
        related: [],
      };
    });
    const catalog = { pagesIn: () => stories } as unknown as Catalog;
    const root = parseFeed(atomFeed(storiesFeed(catalog, "en")));
    const titles = children(root, "entry").map((entry) => textOf(entry, "title"));
    expect(titles).toEqual(
      Array.from({ length: FEED_ENTRIES }, (_, i) => `S${FEED_ENTRIES + 29 - i}`),
    );
  });
});

describe("writeFeeds", () => {
  it("writes /feed.xml, the news feed and each topic's, in every language", async () => {
    const dir = mkdtempSync(join(tmpdir(), "feeds-"));
    try {
      const files = await writeFeeds(dir, siteCatalog());
      const written = files.map((file) => file.slice(dir.length));
      for (const code of LANGUAGE_CODES) {
        expect(written).toContain(localizePath("/feed.xml", code));
        expect(written).toContain(localizePath("/news/feed.xml", code));
        expect(written).toContain(localizePath("/news/topic/goal-13/feed.xml", code));
      }
      for (const file of files) parseFeed(readFileSync(file, "utf8"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a story's picture in the feed", () => {
  it("is its largest rendering, titled with its caption and credit", () => {
    const root = parseFeed(
      atomFeed({
        language: "en",
        title: "T",
        subtitle: "S",
        author: "A",
        rights: "R",
        selfUrl: "https://example.org/feed.xml",
        pageUrl: "https://example.org/stories",
        entries: [
          {
            url: "https://example.org/stories/s",
            title: "T",
            summary: "S",
            date: "2025-01-02",
            image: {
              url: "https://example.org/images/uploads/solar-1280.webp",
              title: "Panels on a clinic roof UN Photo/A. Lens",
            },
          },
        ],
      }),
    );
    const [entry] = children(root, "entry");
    const enclosure = entry && linkOf(entry, "enclosure");
    expect(enclosure?.getAttribute("href")).toBe(
      "https://example.org/images/uploads/solar-1280.webp",
    );
    expect(enclosure?.getAttribute("title")).toBe("Panels on a clinic roof UN Photo/A. Lens");
  });
});
