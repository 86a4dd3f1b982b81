import type { Locator } from "@playwright/test";
import { siteCatalog } from "../app/config/site-catalog.server";
import { messagesFor } from "../app/i18n/catalog";
import { languageByCode, localizePath } from "../app/i18n/languages";
import { formatMessage } from "../app/i18n/message-format";
import { expect, present, test, waitForControls } from "./fixtures";

/** The addresses links lead to, in document order. */
const hrefs = (links: Locator) =>
  links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));

for (const code of ["en", "ar"] as const) {
  const language = languageByCode(code);
  const messages = messagesFor(code);
  const at = (path: string) => localizePath(path, code);
  const goals = siteCatalog().goals(code);
  const energy = present(goals[6], "goal 7");

  test.describe(`${language.nativeName} (${code})`, () => {
    test("a home tile leads to its goal page, whose crumbs lead to real pages", async ({
      page,
    }) => {
      await page.goto(at("/"));
      await waitForControls(page);
      const grid = page.getByRole("region", { name: messages.home.goals.heading });
      await grid.getByRole("link", { name: energy.title }).click();
      await expect(page).toHaveURL(at("/goals/7"));

      const article = page.getByRole("article");
      await expect(article.getByRole("heading", { level: 1 })).toHaveText(energy.title);
      await expect(article.locator("header")).toContainText(
        formatMessage(language, messages.goals.goal, { number: 7 }),
      );
      await expect(article.getByText(energy.description, { exact: true })).toBeVisible();
      await expect(article.locator("header")).toHaveCSS("background-color", "rgb(252, 195, 11)");
      expect(await article.locator(".article-body p").count()).toBeGreaterThanOrEqual(3);
      const related = page.getByRole("complementary", { name: messages.article.related });
      expect(await related.getByRole("link").count()).toBeGreaterThanOrEqual(1);

      const crumbs = page.getByRole("navigation", { name: messages.article.breadcrumb });
      expect(await hrefs(crumbs.getByRole("link"))).toEqual([at("/"), at("/goals")]);
      await expect(crumbs.getByRole("link")).toHaveText([
        messages.article.home,
        messages.goals.crumb,
      ]);
      // The current page's item opens with the separator that leads to it.
      const separator = language.dir === "rtl" ? "‹" : "›";
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(
        `${separator}${energy.title}`,
      );

      const others = page.getByRole("navigation", { name: messages.goals.others });
      expect(await hrefs(others.getByRole("link"))).toEqual([
        at("/goals/6"),
        at("/goals/8"),
        at("/goals"),
      ]);
    });

    test("/goals shows the 17 goals as tiles, each leading to its page", async ({ page }) => {
      await page.goto(at("/goals"));
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(messages.goals.title);
      await expect(main.getByRole("heading", { level: 2 })).toHaveText(
        goals.map((goal) => goal.title),
      );
      const tiles = main.getByRole("list").last().getByRole("link");
      expect(await hrefs(tiles)).toEqual(goals.map((goal) => at(goal.link)));
      await expect(main.getByText(energy.description, { exact: true })).toBeVisible();
      const crumbs = page.getByRole("navigation", { name: messages.article.breadcrumb });
      expect(await hrefs(crumbs.getByRole("link"))).toEqual([at("/")]);
    });
  });
}

test.describe("a goal that does not exist", () => {
  test.use({ expectedConsoleProblems: [/the server responded with a status of 404/] });

  test("/goals/18 answers 404", async ({ page }) => {
    const response = await page.goto("/goals/18");
    expect(response?.status()).toBe(404);
  });
});
