import { SECTION_PAGES } from "../app/config/page-kinds";
import { sitePages } from "../app/config/site-pages";
import { localizePath } from "../app/i18n/languages";
import { expect, test } from "./fixtures";

/*
 * What the sections and the footer show at 1280 px and at 375 px. What their HTML says (each
 * section's name and its links in every language, the site index, the content pages) is read from
 * the build by scripts/checks/pages.site.test.mjs; the not-found page's answer is in
 * not-found.spec.ts.
 */

test("the sections of the main menu show the site's header and footer", async ({ page }) => {
  for (const path of SECTION_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("banner"), path).toBeVisible();
    await expect(page.getByRole("contentinfo"), path).toBeVisible();
  }
});

test.describe("the sections without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("each section reads and leads on without scripts", async ({ page }) => {
    for (const path of SECTION_PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      expect(await page.getByRole("main").getByRole("link").count(), path).toBeGreaterThanOrEqual(
        12,
      );
    }
  });
});

test("the footer has its four columns, real links and the 2025 copyright", async ({ page }) => {
  await page.goto("/news");
  const footer = page.getByRole("contentinfo");
  for (const name of ["Main Bodies", "Resources", "Campaigns", "Contact"]) {
    await expect(footer.getByRole("heading", { name })).toBeVisible();
  }
  for (const name of ["Site Index", "FAQ", "Privacy Notice", "Terms of Use", "Accessibility"]) {
    await expect(footer.getByRole("link", { name })).toBeVisible();
  }
  await expect(footer).toContainText("© 2025");
  const hrefs = await footer
    .getByRole("link")
    .evaluateAll((els) => els.map((el) => el.getAttribute("href") ?? ""));
  // Every footer link is a page of the site: in this language, or this page in another one.
  const pages = sitePages().flatMap(({ path, languages }) =>
    languages.map((code) => localizePath(path, code)),
  );
  for (const href of hrefs) {
    expect(pages, href).toContain(href);
  }
});
