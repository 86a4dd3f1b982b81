// Language and content checks that do not depend on the screen: run once, at 1280 px; the
// header's language controls and the mirrored layout are checked on phones too
// (header.both.spec.ts, mirroring.both.spec.ts).
import { siteCatalog } from "../app/config/site-catalog.server";
import { messagesFor, metaMessagesFor } from "../app/i18n/catalog";
import { formatDate } from "../app/i18n/format";
import { DEFAULT_LANGUAGE, LANGUAGES, localizePath } from "../app/i18n/languages";
import { formatMessage, formatMessageToParts } from "../app/i18n/message-format";
import { expect, present, test, waitForControls } from "./fixtures";

const SITE = "http://localhost:4173";
const STORY = "/stories/carbon-markets";
const NOT_FOUND_STATUS = /the server responded with a status of 404/;

for (const language of LANGUAGES) {
  const messages = messagesFor(language.code);
  const meta = metaMessagesFor(language.code);
  const titled = (title: string) =>
    formatMessage(language, meta.title, { page: title, site: messages.siteName });
  const at = (path: string) => localizePath(path, language.code);
  const story = present(siteCatalog().page(language.code, STORY), STORY);

  test.describe(`${language.nativeName} (${language.code})`, () => {
    // Three pages in one visit, each read on its own load.
    test("the home page, a content page and a section speak the language", async ({ page }) => {
      await test.step("the home page speaks the language and offers the six languages", async () => {
        const response = await page.goto(at("/"));
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", language.code);
        await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
        await expect(page).toHaveTitle(titled(meta.homeTitle));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          messages.home.hero.heading,
        );
        await expect(page.getByText(messages.home.hero.tagline)).toBeVisible();
        await expect(
          page.getByRole("heading", { name: messages.home.goals.heading }),
        ).toBeVisible();
        const goals = page.getByRole("region", { name: messages.home.goals.heading });
        await expect(goals.getByRole("listitem").first()).toContainText(
          formatMessage(language, messages.home.goals.goal, { number: 1 }),
        );

        const controls = page.getByRole("navigation", {
          name: messages.home.strip.languages,
          exact: true,
        });
        await expect(controls.getByRole("link")).toHaveText(LANGUAGES.map((l) => l.nativeName));
        for (const other of LANGUAGES) {
          const link = controls.getByRole("link", { name: other.nativeName, exact: true });
          await expect(link).toHaveAttribute("href", localizePath("/", other.code));
          await expect(link).toHaveAttribute("hreflang", other.code);
          await expect(link).toHaveAttribute("lang", other.code);
          if (other.code === language.code)
            await expect(link).toHaveAttribute("aria-current", "page");
          else await expect(link).not.toHaveAttribute("aria-current");
        }

        const alternates = page.locator('link[rel="alternate"][hreflang]');
        await expect(alternates).toHaveCount(LANGUAGES.length + 1);
        for (const other of LANGUAGES) {
          await expect(
            page.locator(`link[rel="alternate"][hreflang="${other.code}"]`),
          ).toHaveAttribute("href", `${SITE}${localizePath("/", other.code)}`);
        }
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          `${SITE}${at("/")}`,
        );
      });
      await test.step("a content page shows its translated article", async () => {
        const response = await page.goto(at(STORY));
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", language.code);
        await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
        const article = page.getByRole("article");
        await expect(article.getByRole("heading", { level: 1 })).toHaveText(story.title);
        await expect(article.getByText(story.lead)).toBeVisible();
        await expect(page).toHaveTitle(titled(story.title));
        await expect(article.getByRole("img", { name: present(story.image).alt })).toBeVisible();
        const breadcrumb = page.getByRole("navigation", { name: messages.article.breadcrumb });
        await expect(breadcrumb.getByRole("link", { name: messages.article.home })).toHaveAttribute(
          "href",
          at("/"),
        );
        const published = article.locator("time");
        // The language's own form of a date (format.unit.test.ts spells each one out).
        const date = formatDate(language, present(story.date), { dateStyle: "long" });
        await expect(published).toHaveText(date);
        await expect(article.locator("p", { has: page.locator("time") })).toHaveText(
          formatMessageToParts(language, messages.article.published, { date }).join(""),
        );
      });
      await test.step("a section shows its translated heading and introduction", async () => {
        await page.goto(at("/news"));
        await expect(page.locator("html")).toHaveAttribute("lang", language.code);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          messages.sectionNames["/news"],
        );
        await expect(page.getByRole("main")).toContainText(messages.news.intro);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          "content",
          messages.news.intro,
        );
      });
    });

    test.describe("the not-found page", () => {
      test.use({ expectedConsoleProblems: [NOT_FOUND_STATUS] });

      test("answers 404 in the language", async ({ page }) => {
        const response = await page.goto(at("/no-such-page"));
        expect(response?.status()).toBe(404);
        await expect(page).toHaveTitle(messages.notFound.pageTitle);
        await expect(page.locator("html")).toHaveAttribute("lang", language.code);
        await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.notFound.title);
        await expect(page.getByRole("link", { name: messages.notFound.home })).toHaveAttribute(
          "href",
          at("/"),
        );
        // No language offers this page, so each language control leads to that language's home
        // and says so.
        const controls = page.getByRole("navigation", {
          name: messages.footer.languages,
          exact: true,
        });
        for (const other of LANGUAGES) {
          const control = controls.getByRole("link", {
            name: `${other.nativeName} ${messages.footer.languageHome}`,
            exact: true,
          });
          await expect(control).toHaveAttribute("href", localizePath("/", other.code));
          await expect(control).toHaveAttribute("title", messages.footer.languageHome);
        }
      });
    });
  });
}

test("switching language keeps the visitor on the same page", async ({ page }) => {
  await page.goto(localizePath(STORY, "fr"));
  const footer = page.getByRole("contentinfo");
  const switchTo = async (code: (typeof LANGUAGES)[number]["code"]) => {
    const language = present(LANGUAGES.find((l) => l.code === code));
    await footer.getByRole("link", { name: language.nativeName, exact: true }).click();
    await expect(page).toHaveURL(`${localizePath(STORY, code)}`);
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      present(siteCatalog().page(code, STORY)).title,
    );
  };
  await switchTo("es");
  await switchTo("ar");
  await switchTo("zh");
  await switchTo("ru");
  await switchTo(DEFAULT_LANGUAGE);
});

test("links inside the site keep the visitor in their language", async ({ page }) => {
  const messages = messagesFor("ru");
  await page.goto("/ru/news");
  await waitForControls(page);
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: messages.footer.links.faq }).click();
  await expect(page).toHaveURL("/ru/faq");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    present(siteCatalog().page("ru", "/faq")).title,
  );
  await page
    .getByRole("navigation", { name: messages.article.breadcrumb })
    .getByRole("link", { name: messages.article.home })
    .click();
  await expect(page).toHaveURL("/ru");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.home.hero.heading);
});

test("the intro film carries subtitles in each language besides its English captions", async ({
  page,
}) => {
  for (const language of LANGUAGES.filter((l) => l.code !== DEFAULT_LANGUAGE)) {
    await page.goto(localizePath("/media/un-80-achievements", language.code));
    const subtitles = page.locator('video track[kind="subtitles"]');
    await expect(subtitles).toHaveAttribute("src", `/video/intro.${language.code}.vtt`);
    await expect(subtitles).toHaveAttribute("srclang", language.code);
    await expect(subtitles).toHaveAttribute("label", messagesFor(language.code).intro.captions);
    await expect(page.locator('video track[kind="captions"]')).toHaveAttribute(
      "src",
      "/video/intro.en.vtt",
    );
    const file = await page.request.get(`/video/intro.${language.code}.vtt`);
    expect(file.status()).toBe(200);
    expect(await file.text()).toMatch(/^WEBVTT/);
  }
});
