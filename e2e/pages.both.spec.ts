import { paths } from "../app/config/paths";
import { SECTION_PAGES, type SectionPagePath } from "../app/config/page-kinds";
import { sitePages } from "../app/config/site-pages";
import { messagesFor } from "../app/i18n/catalog";
import { LANGUAGES, localizePath } from "../app/i18n/languages";
import { expect, test, present } from "./fixtures";

/** The six sections of the main menu, named as the specification names them. */
const SECTION_TITLES: Record<SectionPagePath, string> = {
  "/about": "About",
  "/news": "News & Media",
  "/documents": "Documents",
  "/sdgs": "SDGs",
  "/careers": "Careers",
  "/events": "Events",
};

/** Every address of the site, in every language it exists in. */
const ADDRESSES = new Set(
  sitePages().flatMap(({ path, languages }) => languages.map((code) => localizePath(path, code))),
);

test.describe("the sections of the main menu", () => {
  for (const path of SECTION_PAGES)
    for (const { code } of LANGUAGES) {
      const address = localizePath(path, code);
      test(`${address} is a section with its name and at least 12 ways into the site`, async ({
        page,
      }) => {
        const response = await page.goto(address);
        expect(response?.status()).toBe(200);
        const heading = page.getByRole("heading", { level: 1 });
        if (code === "en") await expect(heading).toHaveText(present(SECTION_TITLES[path]));
        else await expect(heading).toHaveText(messagesFor(code).sectionNames[path] ?? "");
        const main = page.getByRole("main");
        await expect(main).not.toContainText("Content coming soon");
        const hrefs = await main
          .getByRole("link")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
        const inSite = new Set(hrefs.filter((href) => ADDRESSES.has(href.split("#")[0] ?? "")));
        expect(inSite.size, `links of ${address} to pages of the site`).toBeGreaterThanOrEqual(12);
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
      });
    }
});

test.describe("the sections without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const path of SECTION_PAGES)
    test(`${path} reads and leads on without scripts`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        present(SECTION_TITLES[path]),
      );
      expect(await page.getByRole("main").getByRole("link").count()).toBeGreaterThanOrEqual(12);
    });
});

/**
 * Pages the site index reaches through their listings: dated pages, listings' further pages, and
 * the lists' views (documents by type, Member States by decade).
 */
const throughListings = (path: string) =>
  /^\/(stories|media)\/(?!\d{4}$)|^\/goals\/\d+\/stories|\/page\/\d+$|^\/documents\/(type|organ|decade)\/|^\/news\/(topic|type)\/|^\/about\/member-states\/(sort|letter|decade)\//.test(
    path,
  );

test("the site index lists every page of the site, dated ones through their listings", async ({
  page,
}) => {
  await page.goto(paths.siteIndex);
  await expect(page.getByRole("heading", { level: 1, name: "Site Index" })).toBeVisible();
  const hrefs = await page
    .getByRole("main")
    .getByRole("link")
    .evaluateAll((els) => els.map((el) => el.getAttribute("href")));
  for (const path of sitePages()
    .map(({ path }) => path)
    .filter((p) => p !== paths.siteIndex && !throughListings(p))) {
    expect(hrefs, path).toContain(path);
  }
  expect(hrefs).toContain("/stories/2025");
  expect(hrefs).not.toContain("/stories/carbon-markets");
});

test.describe("not found", () => {
  // Chromium reports the document's own 404 status on the console; every other request must succeed.
  test.use({ expectedConsoleProblems: [/the server responded with a status of 404/] });

  for (const path of ["/no-such-page", "/about/unknown", "/stories/unknown", "/news/extra"]) {
    test(`${path} answers 404 with the not-found page and links back`, async ({ page }) => {
      const failed: string[] = [];
      page.on("response", (res) => {
        if (res.status() >= 400 && res.request().resourceType() !== "document")
          failed.push(res.url());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(response?.headers()["content-type"]).toContain("text/html");
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
        "href",
        "/",
      );
      await expect(page.getByRole("link", { name: "Browse the site index" })).toBeVisible();
      expect(failed).toEqual([]);
    });
  }
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
