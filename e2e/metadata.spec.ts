import { sitePages } from "../app/config/site-pages";
import { LANGUAGES, localizePath } from "../app/i18n/languages";
import { expect, test } from "./fixtures";

const SITE = "http://localhost:4173";

const meta = (page: import("@playwright/test").Page, selector: string, attribute = "content") =>
  page.locator(selector).first().getAttribute(attribute);

async function jsonLd(page: import("@playwright/test").Page) {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return JSON.parse(text ?? "null") as Record<string, unknown>;
}

test.describe("metadata for search engines and sharing", () => {
  test("the home page: title, description, canonical, Open Graph, Twitter card, Organization", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(
      "United Nations: Peace, dignity and equality on a healthy planet | United Nations",
    );
    expect(await meta(page, 'meta[name="description"]')).toMatch(/17 Goals/);
    expect(await meta(page, 'link[rel="canonical"]', "href")).toBe(`${SITE}/`);
    expect(await meta(page, 'meta[property="og:url"]')).toBe(`${SITE}/`);
    expect(await meta(page, 'meta[property="og:type"]')).toBe("website");
    expect(await meta(page, 'meta[property="og:image"]')).toBe(`${SITE}/images/og-default.png`);
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(await meta(page, 'link[rel="alternate"][hreflang="x-default"]', "href")).toBe(
      `${SITE}/`,
    );
    const data = await jsonLd(page);
    expect(data).toMatchObject({
      "@type": "Organization",
      name: "United Nations",
      url: `${SITE}/`,
    });
  });

  test("a story: its own title, lead, image and an Article", async ({ page }) => {
    await page.goto("/stories/carbon-markets");
    await expect(page).toHaveTitle(
      "How Carbon Markets Work Under the Paris Agreement | United Nations",
    );
    expect(await meta(page, 'link[rel="canonical"]', "href")).toBe(
      `${SITE}/stories/carbon-markets`,
    );
    expect(await meta(page, 'meta[property="og:type"]')).toBe("article");
    expect(await meta(page, 'meta[property="og:title"]')).toBe(
      "How Carbon Markets Work Under the Paris Agreement",
    );
    expect(await meta(page, 'meta[property="og:image"]')).toBe(
      `${SITE}/images/content/stories-carbon-markets-1280.webp`,
    );
    // X falls back to og:title, og:description and og:image: they are not written twice.
    expect(await page.locator('meta[name^="twitter:"]').count()).toBe(1);
    const data = await jsonLd(page);
    expect(data).toMatchObject({
      "@type": "Article",
      headline: "How Carbon Markets Work Under the Paris Agreement",
      datePublished: "2025-11-12",
      inLanguage: "en",
    });
    const image = await page.request.get(new URL(String(data.image)).pathname);
    expect(image.status()).toBe(200);
  });

  test("a placeholder and the site index have their own canonical addresses", async ({ page }) => {
    await page.goto("/news");
    await expect(page).toHaveTitle("News & Media | United Nations");
    expect(await meta(page, 'link[rel="canonical"]', "href")).toBe(`${SITE}/news`);
    await page.goto("/site-index");
    expect(await meta(page, 'link[rel="canonical"]', "href")).toBe(`${SITE}/site-index`);
  });

  test("sitemap.xml lists every page and robots.txt points to it", async ({ page }) => {
    const sitemap = await page.request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toContain(`${SITE}/`);
    expect(locations).toContain(`${SITE}/stories/carbon-markets`);
    expect(locations).toContain(`${SITE}/about`);
    expect(locations).not.toContain(`${SITE}/404`);
    expect(locations).toContain(`${SITE}/ar/stories/carbon-markets`);
    // Every page in every language it exists in; the not-found pages are not listed.
    expect(locations.length).toBe(
      sitePages().reduce((count, { languages }) => count + languages.length, 0),
    );
    const entry = xml.match(/<url>\s*<loc>[^<]+\/fr\/news<\/loc>[\s\S]*?<\/url>/)?.[0] ?? "";
    for (const language of LANGUAGES) {
      expect(entry).toContain(
        `hreflang="${language.code}" href="${SITE}${localizePath("/news", language.code)}"`,
      );
    }
    const robots = await page.request.get("/robots.txt");
    expect(await robots.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

test.describe("not found", () => {
  test.use({ expectedConsoleProblems: [/the server responded with a status of 404/] });

  test("the not-found page is kept out of search results", async ({ page }) => {
    await page.goto("/no-such-page");
    expect(await meta(page, 'meta[name="robots"]')).toBe("noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });
});
