import { expect, test } from "./fixtures";

/**
 * One of each page kind; the home page is measured section by section. A goal's page is left out:
 * its heading sits inside the goal's coloured panel, which itself starts at the column's edge.
 */
const PAGES = [
  "/",
  "/stories/carbon-markets",
  "/stories",
  "/goals",
  "/news",
  "/site-index",
  "/no-such-page",
];

/** The column's gutters (app.css, `page-container`): 20 px on phones, 30 px from 640 px up. */
const gutterAt = (width: number) => (width >= 640 ? 30 : 20);

/**
 * Where the main heading of the page, and of each home section, starts: the left edge of its
 * words, or the right edge in a right-to-left page. A section whose heading is only for screen
 * readers is measured by its column's content edge.
 */
function startEdges() {
  const rtl = document.documentElement.dir === "rtl";
  const textEdge = (element: Element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
    return rtl
      ? Math.max(...rects.map((rect) => rect.right))
      : Math.min(...rects.map((r) => r.left));
  };
  const contentEdge = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return rtl
      ? box.right - parseFloat(style.paddingRight)
      : box.left + parseFloat(style.paddingLeft);
  };
  const main = document.getElementById("main-content");
  if (!main) throw new Error("no main content");
  // The home page's sections sit in <main>, some in a prerendered part (a `display: contents`
  // wrapper); other pages have one column with one title.
  const sections = [
    ...main.querySelectorAll(
      ":scope > section[aria-labelledby], :scope > .contents > section[aria-labelledby]",
    ),
  ];
  const measured = sections.length > 0 ? sections : [main];
  return measured.map((scope) => {
    const heading =
      scope === main
        ? main.querySelector("h1")
        : document.getElementById(scope.getAttribute("aria-labelledby") ?? "");
    if (!heading) throw new Error("no heading");
    const onlyForScreenReaders = heading.getBoundingClientRect().width <= 1;
    const column = scope.querySelector(".page-container");
    return {
      what: heading.textContent?.trim().slice(0, 40) ?? "",
      edge: Math.round(onlyForScreenReaders && column ? contentEdge(column) : textEdge(heading)),
    };
  });
}

test.describe("one page column", () => {
  // The not-found page is among the pages: its 404 status reaches the console.
  test.use({ expectedConsoleProblems: [/the server responded with a status of 404/] });

  for (const language of ["en", "ar"] as const) {
    test(`every page kind and home section starts at the same edge (${language})`, async ({
      page,
    }) => {
      const edges: { page: string; what: string; edge: number }[] = [];
      for (const path of PAGES) {
        await page.goto(language === "en" ? path : `/ar${path === "/" ? "" : path}`);
        for (const item of await page.evaluate(startEdges)) edges.push({ page: path, ...item });
      }
      // The home page's ten sections, four of them measured here, and one heading per other page.
      expect(edges.length).toBeGreaterThanOrEqual(PAGES.length - 1 + 8);
      const width = await page.evaluate(() => document.documentElement.clientWidth);
      const gutter = gutterAt(width);
      const expected = language === "ar" ? width - gutter : gutter;
      for (const { page: path, what, edge } of edges) {
        expect(
          Math.abs(edge - expected),
          `${path} "${what}" starts at ${edge}`,
        ).toBeLessThanOrEqual(1);
      }
    });
  }
});
