import { localizePath } from "../app/i18n/languages";
import { expect, test, waitForControls } from "./fixtures";
import { HEADER_PANELS } from "./header-panels";

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

// WCAG 1.4.10: 1280 x 1024 at 400 % is 320 x 256. Each panel scrolls within what is left below
// the header; focus scrolls each of its items into view, where nothing covers it.
for (const code of ["en", "ar"] as const) {
  test(`(${code}) at 320 x 256 every item of every header panel is seen when focused`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 256 });
    await page.goto(localizePath("/news", code));
    await waitForControls(page);
    for (const panel of HEADER_PANELS) {
      await page.locator(panel.opener).click();
      await expect(page.locator(panel.content), panel.name).toBeVisible();
      const unseen = await page.locator(panel.content).evaluate((content) => {
        const items = content.querySelectorAll<HTMLElement>("a[href], button, input");
        const found: string[] = [];
        for (const item of items) {
          item.focus();
          const box = item.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          const inView =
            box.top >= 0 &&
            box.left >= 0 &&
            box.bottom <= window.innerHeight &&
            box.right <= window.innerWidth;
          if (!inView || !top || !item.contains(top))
            found.push(`${item.textContent?.trim() || item.tagName} at ${box.top}`);
        }
        return items.length ? found : ["no items"];
      });
      expect(unseen, panel.name).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.locator(panel.content), panel.name).toBeHidden();
    }
  });
}

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
