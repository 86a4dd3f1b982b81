// What the built pages say, read from their HTML as the server sends it (and as a browser without
// scripts shows it): the sections of the main menu, the site index and every content page. What
// needs a browser (layout, loading, scripts) stays in e2e/; the rest is proved here, much cheaper.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { JSDOM } from "jsdom";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { paths } from "~/config/paths";
import { SECTION_PAGES } from "~/config/page-kinds";
import { siteCatalog } from "~/config/site-catalog.server";
import { sitePages } from "~/config/site-pages";
import { messagesFor } from "~/i18n/catalog";
import { LANGUAGES, localizePath } from "~/i18n/languages";

const CLIENT = resolve(import.meta.dirname, "..", "..", process.env.BUILD_DIR ?? "build", "client");

/** The HTML file the server answers an address with. */
const pageFile = (address) => join(CLIENT, address, "index.html");

/** A page of the build, parsed. */
function load(address) {
  const file = pageFile(address);
  expect(existsSync(file), `${address}: ${file}`).toBe(true);
  return new JSDOM(readFileSync(file, "utf8")).window.document;
}

/** Text as Playwright's text assertions read it: whitespace collapsed, zero-width spaces gone. */
const text = (element) =>
  (element?.textContent ?? "")
    .replace(/\u200b/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** Whether nothing hides the element from the accessibility tree in the page as sent. */
const exposed = (element) => !element.closest("[hidden], [aria-hidden='true']");

/** The element's accessible name from aria-label or aria-labelledby. */
function labelOf(element) {
  const label = element.getAttribute("aria-label");
  if (label) return label.trim();
  const ids = element.getAttribute("aria-labelledby")?.split(/\s+/) ?? [];
  return ids.map((id) => text(element.ownerDocument.getElementById(id))).join(" ");
}

/** Exposed elements matching `selector` under `root` named `name`. */
const named = (root, selector, name) =>
  [...root.querySelectorAll(selector)].filter((el) => exposed(el) && labelOf(el) === name);

/** The exposed links under `root`. */
const links = (root) => [...root.querySelectorAll("a[href]")].filter(exposed);

/** The page's banner and content-info landmarks: a header or footer outside any section. */
const LANDMARK_PARENTS = "article, aside, main, nav, section";
const landmark = (document, tag) =>
  [...document.querySelectorAll(tag)].filter(
    (element) => !element.parentElement?.closest(LANDMARK_PARENTS),
  );

/** The six sections of the main menu, named as the specification names them. */
const SECTION_TITLES = {
  "/about": "About",
  "/news": "News & Media",
  "/documents": "Documents",
  "/sdgs": "SDGs",
  "/careers": "Careers",
  "/events": "Events",
};

/** Every address of the site, in every language it exists in. */
const ADDRESSES = new Set(
  sitePages().flatMap(({ path, languages }) => languages.map((code) => localizePath(path, code))),
);

describe("the sections of the main menu", () => {
  for (const path of SECTION_PAGES)
    for (const { code } of LANGUAGES) {
      const address = localizePath(path, code);
      it(`${address} is a section with its name and at least 12 ways into the site`, () => {
        const document = load(address);
        const [heading, ...more] = [...document.querySelectorAll("h1")];
        expect(more).toEqual([]);
        expect(text(heading)).toBe(
          code === "en" ? SECTION_TITLES[path] : messagesFor(code).sectionNames[path],
        );
        const [main] = document.querySelectorAll("main");
        expect(text(main)).not.toContain("Content coming soon");
        const inSite = new Set(
          links(main)
            .map((link) => link.getAttribute("href") ?? "")
            .filter((href) => ADDRESSES.has(href.split("#")[0] ?? "")),
        );
        expect(inSite.size, `links of ${address} to pages of the site`).toBeGreaterThanOrEqual(12);
        expect(landmark(document, "header"), "the banner").toHaveLength(1);
        expect(landmark(document, "footer"), "the content information").toHaveLength(1);
      });
    }
});

/** Pages the site index reaches through their listings: dated pages and listings' further pages. */
const throughListings = (path) =>
  /^\/(stories|media)\/(?!\d{4}$)|^\/goals\/\d+\/stories|\/page\/\d+$|^\/documents\/(type|organ|decade)\/|^\/news\/(topic|type)\/|^\/about\/member-states\/(sort|letter|decade)\//.test(
    path,
  );

it("the site index lists every page of the site, dated ones through their listings", () => {
  const document = load(paths.siteIndex);
  expect([...document.querySelectorAll("h1")].map(text)).toEqual(["Site Index"]);
  const hrefs = links(document.querySelector("main")).map((link) => link.getAttribute("href"));
  for (const path of sitePages()
    .map(({ path }) => path)
    .filter((p) => p !== paths.siteIndex && !throughListings(p))) {
    expect(hrefs, path).toContain(path);
  }
  expect(hrefs).toContain("/stories/2025");
  expect(hrefs).not.toContain("/stories/carbon-markets");
});

/** The article's title, checked against the page's: "<title> | United Nations". */
function articleTitle(document, address) {
  const [article, ...others] = document.querySelectorAll("article");
  expect(article, `${address}: an article`).toBeDefined();
  expect(others).toEqual([]);
  const title = text(article.querySelector("h1"));
  expect(text(document.querySelector("title"))).toBe(`${title} | United Nations`);
  return { article, title };
}

/** The width of the image at a site address (and so that it is one the browser can decode). */
async function imageWidth(src) {
  const file = join(CLIENT, decodeURI(src.split("?")[0] ?? ""));
  expect(existsSync(file), src).toBe(true);
  return (await sharp(file).metadata()).width ?? 0;
}

// Every content page at 1280 px in a browser before; the content is the same at every width, and
// its layout is checked on one page of each kind (e2e/accessibility.mobile.spec.ts,
// e2e/reflow.spec.ts). The goals' pages have their own layout and tests
// (e2e/goals.both.spec.ts); documents and events are facts, tested below.
describe("content pages", () => {
  const FACTS = ["documents", "events"];
  for (const { path } of siteCatalog().pages.filter(
    (page) => page.collection !== "goals" && !FACTS.includes(page.collection),
  )) {
    it(`${path} has a title, lead, image, body, related links and a way back`, async () => {
      const document = load(path);
      const { article, title } = articleTitle(document, path);
      expect(title.length).toBeGreaterThan(3);
      if (siteCatalog().page("en", path)?.film) {
        // The film page plays the site's own film, captioned, in place of a still image.
        const film = article.querySelector("video");
        expect(film?.getAttribute("poster")).toMatch(/\.jpg$/);
        expect(film?.querySelector("track[kind=captions]")?.getAttribute("srclang")).toBe("en");
        expect(film?.querySelectorAll("source")).toHaveLength(2);
      } else {
        const image = article.querySelector("img");
        expect(image?.getAttribute("alt")).toMatch(/\w{3,}/);
        // Every file the browser may choose decodes to a picture.
        const candidates = [
          image?.getAttribute("src") ?? "",
          ...(image?.getAttribute("srcset") ?? "")
            .split(",")
            .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
            .filter(Boolean),
        ];
        for (const src of candidates) expect(await imageWidth(src), src).toBeGreaterThan(0);
      }
      expect(article.querySelectorAll("p").length).toBeGreaterThanOrEqual(5);
      const [related] = named(document, "aside", "Related");
      expect(links(related).length).toBeGreaterThanOrEqual(3);
      const [crumbs] = named(document, "nav", "Breadcrumb");
      const home = links(crumbs).filter((link) => text(link) === "Home");
      expect(home.map((link) => link.getAttribute("href"))).toEqual(["/"]);
    });
  }
});

// Documents and events: the facts they state, the sources of those facts, and the way to their
// section.
describe("documents and events", () => {
  for (const { path, collection } of siteCatalog().pages.filter((page) =>
    ["documents", "events"].includes(page.collection),
  )) {
    it(`${path} states its facts and their sources, and leads back to its section`, () => {
      const document = load(path);
      const { article } = articleTitle(document, path);
      const [facts] = named(article, "section", "Key facts");
      expect(facts?.querySelectorAll("dt").length).toBeGreaterThanOrEqual(2);
      expect(article.querySelectorAll(".article-body p").length).toBeGreaterThanOrEqual(2);
      const [sources] = named(article, "section", "Sources");
      expect(links(sources).length).toBeGreaterThanOrEqual(1);
      const [crumbs] = named(document, "nav", "Breadcrumb");
      const name = collection === "documents" ? "Documents" : "Events";
      const back = links(crumbs).filter((link) => text(link) === name);
      expect(back.map((link) => link.getAttribute("href"))).toEqual([`/${collection}`]);
    });
  }
});
