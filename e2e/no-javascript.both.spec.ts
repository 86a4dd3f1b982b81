import { expect, test } from "./fixtures";

// Every page reads and navigates with JavaScript off: the HTML is prerendered, the theme follows
// the device, controls that need scripts are not offered.
test.use({ javaScriptEnabled: false });

test.describe("without JavaScript", () => {
  for (const { path, heading } of [
    { path: "/", heading: "United Nations" },
    {
      path: "/stories/carbon-markets",
      heading: "How Carbon Markets Work Under the Paris Agreement",
    },
    { path: "/news", heading: "News & Media" },
    { path: "/site-index", heading: "Site Index" },
  ]) {
    test(`${path} is complete and readable`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("link").first()).toBeVisible();
      await expect(page.getByRole("button", { name: "Change theme" })).toBeHidden();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("links lead from page to page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Watch Intro" })).toBeHidden();
    await page.getByRole("region", { name: "Structure" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/structure\/general-assembly$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("General Assembly");
  });

  test("the theme follows a dark device preference", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/news");
    await expect(page.locator("html")).toHaveCSS("background-color", "rgb(0, 0, 0)");
  });

  test("the theme follows a light device preference", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/news");
    await expect(page.locator("html")).toHaveCSS("background-color", "rgb(255, 255, 255)");
  });
});
