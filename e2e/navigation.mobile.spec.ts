import { expect, test, waitForControls } from "./fixtures";

test.describe("top navigation on a small screen", () => {
  test("collapses to a toggle that opens the menu and closes when a link is chosen", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForControls(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = nav.getByRole("button", { name: "Menu" });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    await expect(nav.getByRole("link", { name: "Careers" })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator("#mobile-menu");
    for (const name of [
      "Home",
      "About",
      "News & Media",
      "Documents",
      "SDGs",
      "Careers",
      "Events",
    ]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "Overview & History" })).toBeVisible();
    await menu.getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL("/careers");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
  });

  test("the toggle closes the menu again, and Escape closes it too", async ({ page }) => {
    await page.goto("/news");
    await waitForControls(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await toggle.click();
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await toggle.click();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("the About sub-page link in the menu works by tap", async ({ page }) => {
    await page.goto("/");
    await waitForControls(page);
    await page.getByRole("button", { name: "Menu" }).tap();
    await page.locator("#mobile-menu").getByRole("link", { name: "Membership" }).tap();
    await expect(page).toHaveURL("/about/membership");
  });

  test("nothing overflows the 375 px viewport", async ({ page }) => {
    for (const path of ["/", "/news", "/stories/carbon-markets", "/site-index"]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("without JavaScript on a small screen", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu still opens and its links lead on", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("button", { name: "Menu" })).toBeHidden();
    const summary = nav.locator("summary", { hasText: "Menu" });
    await expect(summary).toBeVisible();
    await expect(nav.getByRole("link", { name: "Careers" })).toBeHidden();
    await summary.click();
    await expect(nav.getByRole("link", { name: "Overview & History" })).toBeVisible();
    await nav.getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
    await expect(page.getByRole("link", { name: "careers.un.org" }).first()).toBeVisible();
  });
});
