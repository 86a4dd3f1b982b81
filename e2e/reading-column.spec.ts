import type { Page } from "@playwright/test";
import { expect, present, test } from "./fixtures";

// A reading column: running text at most about 75 characters a line, none wider than 80.

/**
 * Runs in the page: for each paragraph of running text in the main content long enough to wrap,
 * how many of its own characters, in its own font, one of its lines holds.
 */
function charactersPerLine(page: Page) {
  return page.locator("#main-content").evaluate((main) => {
    const context = document.createElement("canvas").getContext("2d");
    if (!context) throw new Error("no canvas");
    return Array.from(main.querySelectorAll("p, li"))
      .filter((element) => !element.querySelector("p, li, a[class*='button']"))
      .map((element) => {
        const text = (element.textContent ?? "").trim();
        const style = getComputedStyle(element);
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const average = context.measureText(text).width / text.length;
        const width =
          element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: text.slice(0, 40), length: text.length, perLine: width / average };
      })
      .filter(({ length }) => length > 80);
  });
}

for (const path of [
  "/goals/7",
  "/ar/goals/7",
  "/stories/carbon-markets",
  "/about/charter",
  "/structure/security-council",
  "/search?q=climate",
]) {
  test(`${path}: no paragraph is wider than 80 characters at 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    if (path.startsWith("/search"))
      await expect(page.locator("#main-content ol > li")).not.toHaveCount(0);
    const paragraphs = await charactersPerLine(page);
    expect(paragraphs.length, "paragraphs measured").toBeGreaterThan(0);
    expect(paragraphs.filter(({ perLine }) => perLine > 80)).toEqual([]);
  });
}

test("a story's related pages stand beside its text at 1280 px, not below it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/stories/carbon-markets");
  const text = await page.locator(".article-body").boundingBox();
  const related = await page.getByRole("complementary").boundingBox();
  expect(text && related).toBeTruthy();
  if (!text || !related) return;
  expect(related.x).toBeGreaterThan(text.x + text.width);
  expect(related.y).toBeLessThanOrEqual(text.y + 1);
  // Text and its side column fill the page's width: no blank band of 40 %.
  expect(related.x + related.width).toBeGreaterThan(1280 * 0.75);
});

for (const { path, width } of [
  { path: "/stories/carbon-markets", width: 1280 },
  { path: "/ar/stories/carbon-markets", width: 1600 },
]) {
  test(`${path} at ${width} px: the picture spans the page, the text stands in its middle`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    const picture = present(await page.locator("figure img").boundingBox(), "the picture");
    const text = present(await page.locator(".article-body").boundingBox(), "the text");
    const related = present(await page.getByRole("complementary").boundingBox(), "related");
    const column = present(await page.locator("article").boundingBox(), "the page column");
    // The picture is as wide as the page's column; below it, nothing is wider than the text.
    expect(picture.width).toBeGreaterThan(column.width - 80);
    const below = await page.locator("article").evaluate((article, top) => {
      const body = article.querySelector(".article-body");
      return Array.from(article.querySelectorAll("p, ul, ol, h2, figure, video"))
        .filter((element) => element.getBoundingClientRect().top > top)
        .filter((element) => !element.closest("aside, nav"))
        .map((element) => element.getBoundingClientRect().width)
        .filter((elementWidth) => elementWidth > (body?.clientWidth ?? 0) + 1);
    }, picture.y + picture.height);
    expect(below).toEqual([]);
    // The text column in the middle of the page, the related pages on its far side.
    const middle = text.x + text.width / 2;
    expect(Math.abs(middle - width / 2)).toBeLessThan(width * 0.08);
    if (path.startsWith("/ar")) expect(related.x + related.width).toBeLessThan(text.x);
    else expect(related.x).toBeGreaterThan(text.x + text.width);
  });
}

test.describe("a long page lists its sections beside its text at 1280 px", () => {
  // Prerendered links to the headings: the list works before, and without, any script.
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  for (const { path, name } of [
    { path: "/global-issues/climate", name: "On this page" },
    { path: "/ar/global-issues/climate", name: "في هذه الصفحة" },
    { path: "/zh/faq", name: "本页内容" },
  ]) {
    test(`${path}: "${name}" links to each of its sections`, async ({ page }) => {
      await page.goto(path);
      const sections = page.getByRole("navigation", { name });
      const headings = page.locator(".article-body h2");
      const titles = await headings.allTextContents();
      expect(titles.length).toBeGreaterThanOrEqual(3);
      await expect(sections.getByRole("link")).toHaveText(titles);

      // In the side column: before the text in the line of reading (to its right in Arabic),
      // the related pages taking the other side.
      const text = await page.locator(".article-body").boundingBox();
      const list = await sections.boundingBox();
      expect(text && list).toBeTruthy();
      if (!text || !list) return;
      if (path.startsWith("/ar")) expect(list.x).toBeGreaterThan(text.x + text.width);
      else expect(list.x + list.width).toBeLessThan(text.x);
      expect(list.y).toBeLessThanOrEqual(text.y + 1);

      // The last section's link brings its heading to the top of the screen, below the header.
      const last = titles.length - 1;
      await sections.getByRole("link").nth(last).click();
      await expect(headings.nth(last)).toBeInViewport();
      expect(page.url()).toMatch(/#.+$/);
    });
  }

  test("a page of two sections lists none", async ({ page }) => {
    await page.goto("/stories/carbon-markets");
    await expect(page.locator(".article-body h2")).toHaveCount(2);
    await expect(page.getByRole("navigation", { name: "On this page" })).toHaveCount(0);
  });
});
