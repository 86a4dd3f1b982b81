import { expect, test, waitForControls } from "./fixtures";

const MAIN_LINKS: Array<[string, string]> = [
  ["Home", "/"],
  ["About", "/about"],
  ["News & Media", "/news"],
  ["Documents", "/documents"],
  ["SDGs", "/sdgs"],
  ["Careers", "/careers"],
  ["Events", "/events"],
];

const ABOUT_LINKS: Array<[string, string]> = [
  ["Overview & History", "/about/overview"],
  ["Charter", "/about/charter"],
  ["Membership", "/about/membership"],
  ["Member States", "/about/member-states"],
  ["System", "/about/structure"],
  ["Essential", "/about/essential"],
];

test.describe("top navigation on desktop", () => {
  test("fixed bar with the logo, the name in capitals and every link", async ({ page }) => {
    await page.goto("/news");
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header.getByRole("link", { name: "United Nations, home" })).toContainText(
      "UNITED NATIONS",
    );
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of MAIN_LINKS) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const main = page.getByRole("main");
    await expect(main).toHaveCSS("padding-top", "64px");
  });

  test("the current route's link is highlighted and marked aria-current", async ({ page }) => {
    await page.goto("/documents");
    const nav = page.getByRole("navigation", { name: "Main" });
    const current = nav.getByRole("link", { name: "Documents" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(current).toHaveClass(/nav-link--current/);
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  test("a sub-page highlights About too", async ({ page }) => {
    await page.goto("/about/charter");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveClass(
      /nav-link--current/,
    );
    await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("the About dropdown opens on hover and closes when the mouse leaves", async ({ page }) => {
    await page.goto("/news");
    await waitForControls(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const charter = nav.getByRole("link", { name: "Charter" });
    await expect(charter).toBeHidden();
    await nav.getByRole("link", { name: "About", exact: true }).hover();
    for (const [name, href] of ABOUT_LINKS) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await page.mouse.move(640, 600);
    await expect(charter).toBeHidden();
  });

  test("the About dropdown works by keyboard", async ({ page }) => {
    await page.goto("/news");
    await waitForControls(page);
    const toggle = page.getByRole("button", { name: "About submenu" });
    await toggle.focus();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: "Overview & History" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: "Charter", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/about/charter");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Charter");
  });

  test("the skip link is the first tab stop and moves focus to the main content", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForControls(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
});
