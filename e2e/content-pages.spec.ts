import { siteCatalog } from "../app/config/site-catalog.server";
import { expect, test } from "./fixtures";

// Every content page at 1280 px; the content is the same at every width, and its layout on phones
// is checked on one page of each kind (accessibility.mobile.spec.ts, reading.both.spec.ts).
test.describe("content pages", () => {
  // The goals' pages have their own layout and tests (goals.both.spec.ts); documents and events
  // are facts, tested below.
  const FACTS = ["documents", "events"];
  for (const { path } of siteCatalog().pages.filter(
    (page) => page.collection !== "goals" && !FACTS.includes(page.collection),
  )) {
    test(`${path} has a title, lead, image, body, related links and a way back`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const article = page.getByRole("article");
      const title = await article.getByRole("heading", { level: 1 }).textContent();
      expect(title?.length).toBeGreaterThan(3);
      await expect(page).toHaveTitle(`${title} | United Nations`);
      if (siteCatalog().page("en", path)?.film) {
        // The film page plays the site's own film, captioned, in place of a still image.
        const film = article.locator("video");
        await expect(film).toHaveAttribute("poster", /\.jpg$/);
        await expect(film.locator("track[kind=captions]")).toHaveAttribute("srclang", "en");
        await expect(film.locator("source")).toHaveCount(2);
      } else {
        const image = article.locator("img").first();
        await expect(image).toHaveAttribute("alt", /\w{3,}/);
        await expect(image).toHaveJSProperty("complete", true);
        expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
          0,
        );
      }
      expect(await article.locator("p").count()).toBeGreaterThanOrEqual(5);
      const related = page.getByRole("complementary", { name: "Related" });
      expect(await related.getByRole("link").count()).toBeGreaterThanOrEqual(3);
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    });
  }
});

// Documents and events: the facts they state, the sources of those facts, and the way to their
// section. Every one at 1280 px.
test.describe("documents and events", () => {
  for (const { path, collection } of siteCatalog().pages.filter((page) =>
    ["documents", "events"].includes(page.collection),
  )) {
    test(`${path} states its facts and their sources, and leads back to its section`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const article = page.getByRole("article");
      const title = await article.getByRole("heading", { level: 1 }).textContent();
      await expect(page).toHaveTitle(`${title} | United Nations`);
      const facts = article.getByRole("region", { name: "Key facts" });
      expect(await facts.locator("dt").count()).toBeGreaterThanOrEqual(2);
      expect(await article.locator(".article-body p").count()).toBeGreaterThanOrEqual(2);
      const sources = article.getByRole("region", { name: "Sources" });
      expect(await sources.getByRole("link").count()).toBeGreaterThanOrEqual(1);
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(
        crumbs.getByRole("link", { name: collection === "documents" ? "Documents" : "Events" }),
      ).toHaveAttribute("href", `/${collection}`);
    });
  }
});
