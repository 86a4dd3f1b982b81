import { expect, test } from "./fixtures";

// Reflow (WCAG 1.4.10), text spacing (1.4.12) and print.

const PAGES = ["/", "/stories/carbon-markets", "/news", "/site-index", "/faq"];

const horizontalOverflow = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe("reading", () => {
  for (const path of PAGES) {
    test(`${path} reflows at 320 px (400 % zoom) with text spacing overridden`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.addStyleTag({
        content:
          "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }",
      });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("printing hides navigation, splash, video and theme controls and prints link targets", async ({
    page,
  }) => {
    await page.goto("/");
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".site-header")).toBeHidden();
    await expect(page.locator(".theme-selector")).toBeHidden();
    await expect(page.locator("video").first()).toBeHidden();
    const after = await page
      .getByRole("main")
      .locator('a[href^="/"]')
      .first()
      .evaluate((link) => getComputedStyle(link, "::after").content);
    expect(after).toMatch(/^" \(" attr\(href\) "\)"$|\(\/[^)]*\)/);
  });
});
