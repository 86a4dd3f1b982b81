import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

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
  expect(related.y).toBeLessThan(text.y);
  // Text and its side column fill the page's width: no blank band of 40 %.
  expect(related.x + related.width).toBeGreaterThan(1280 * 0.75);
});
