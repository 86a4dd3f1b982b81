import { expect, test } from "./fixtures";

// Print, at 1280 px and at 375 px. Reflow and text spacing at 320 px: reflow.spec.ts.

test.describe("reading", () => {
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
