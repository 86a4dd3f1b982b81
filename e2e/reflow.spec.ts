import { expect, test } from "./fixtures";

// Reflow (WCAG 1.4.10: 1280 px at 400 % zoom is 320 px) with text spacing overridden (1.4.12).
// The width is set here, so the test runs once, in the desktop project: at 320 px a phone draws
// the same page (no style or script of the site depends on touch).

const PAGES = ["/", "/stories/carbon-markets", "/news", "/site-index", "/faq"];

const TEXT_SPACING =
  "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }";

const horizontalOverflow = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("each page kind reflows at 320 px (400 % zoom) with text spacing overridden", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      expect(await horizontalOverflow(page), `${path} overflows`).toBeLessThanOrEqual(0);
      await page.addStyleTag({ content: TEXT_SPACING });
      expect(
        await horizontalOverflow(page),
        `${path} overflows with text spacing`,
      ).toBeLessThanOrEqual(0);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    });
  }
});
