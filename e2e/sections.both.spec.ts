import { sectionPaths } from "../app/config/page-kinds";
import { siteCatalog } from "../app/config/site-catalog.server";
import { sectionAt } from "../app/content/collections";
import { messagesFor, metaMessagesFor } from "../app/i18n/catalog";
import { localizePath, type LanguageCode } from "../app/i18n/languages";
import { expect, test, waitForControls } from "./fixtures";

/** A section's pages in a language, as its section page lists them: newest first when dated. */
function listed(code: LanguageCode, path: string) {
  const pages = siteCatalog()
    .pagesIn(code)
    .filter((page) => page.collection === sectionAt(path));
  return pages.some((page) => page.date)
    ? pages.sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""))
    : pages;
}

test("each section page lists its collection's pages, linked", async ({ page }) => {
  for (const path of sectionPaths) {
    await page.goto(path);
    const list = page.locator("[data-pagefind-body]").getByRole("list");
    const hrefs = await list
      .getByRole("heading", { level: 2 })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs, path).toEqual(listed("en", path).map((p) => p.path));
  }
});

// Axe checks the section pages with every page: in English and /ar/stories at 1280 px
// (accessibility.spec.ts), and at 375 px (accessibility.mobile.spec.ts).

for (const code of ["en", "ar"] as const) {
  const messages = messagesFor(code);
  const stories = listed(code, "/stories");

  test(`${code}: the stories page lists the stories newest first, each leading to its page`, async ({
    page,
  }) => {
    await page.goto(localizePath("/stories", code));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      messages.article.sections.stories,
    );
    const items = page.locator("[data-pagefind-body]").getByRole("listitem");
    await expect(items).toHaveCount(stories.length);
    for (const [index, story] of stories.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole("link", { name: story.title })).toHaveAttribute(
        "href",
        localizePath(story.path, code),
      );
      await expect(item.locator("time")).toHaveAttribute("datetime", story.date ?? "");
      await expect(item).toContainText(story.lead);
      await expect(item.getByRole("img")).toHaveAttribute("alt", story.image?.alt ?? "");
    }
    const last = stories.at(-1);
    if (!last) throw new Error("No stories");
    await waitForControls(page);
    await items.last().getByRole("link").click();
    await expect(page).toHaveURL(localizePath(last.path, code));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.title);
  });

  test(`${code}: breadcrumbs link only to real pages and lead back to the section`, async ({
    page,
  }) => {
    const story = stories[0];
    if (!story) throw new Error("No stories");
    await page.goto(localizePath(story.path, code));
    const crumbs = page.getByRole("navigation", { name: messages.article.breadcrumb });
    const items = crumbs.getByRole("listitem");
    // The separators point in the reading direction: "‹" in right-to-left text.
    const separator = code === "ar" ? "‹" : "›";
    await expect(items).toHaveText([
      messages.article.home,
      `${separator}${messages.article.sections.stories}`,
      `${separator}${story.title}`,
    ]);
    await expect(items.last()).toHaveAttribute("aria-current", "page");
    const hrefs = await crumbs
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([localizePath("/", code), localizePath("/stories", code)]);

    // An About page sits under the About section, which its crumb leads to.
    await page.goto(localizePath("/about/charter", code));
    await expect(crumbs.getByRole("link")).toHaveCount(2);
    await expect(
      crumbs.getByRole("link", { name: messages.sectionNames["/about"] }),
    ).toHaveAttribute("href", localizePath("/about", code));

    await page.goto(localizePath(story.path, code));
    await waitForControls(page);
    await crumbs.getByRole("link", { name: messages.article.sections.stories }).click();
    await expect(page).toHaveURL(localizePath("/stories", code));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      messages.article.sections.stories,
    );
  });

  test(`${code}: every page's head links the language's Atom feed of stories`, async ({ page }) => {
    await page.goto(localizePath("/structure", code));
    const link = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(link).toHaveAttribute("title", metaMessagesFor(code).feedTitle);
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(new RegExp(`^https?://[^/]+${localizePath("/feed.xml", code)}$`));
    // The build names the public origin; the feed is fetched from the server under test.
    const response = await page.request.get(new URL(href).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/atom+xml");
    const xml = await response.text();
    expect(xml).toContain(`xml:lang="${code}"`);
    expect(xml.match(/<entry>/g)).toHaveLength(stories.length);
  });
}
