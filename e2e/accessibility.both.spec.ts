import { sitePages } from "../app/config/site-pages";
import { checkEveryTheme } from "./every-theme";
import { expect, test } from "./fixtures";

const TITLE = "no WCAG 2.2 AA violations in any theme, AAA contrast in high contrast";

/**
 * The 17 goal pages share one layout: one of them stands for all, Goal 7, whose yellow is the
 * hardest colour to read text on.
 */
const isOtherGoal = (path: string) => path.startsWith("/goals/") && path !== "/goals/7";

for (const { path } of sitePages().filter(({ path }) => !isOtherGoal(path))) {
  test(`${path}: ${TITLE}`, async ({ page }) => {
    await checkEveryTheme(page, path);
  });
}

test(`/ar/search with results: ${TITLE}`, async ({ page }) => {
  // The results, with their marked words, are what is checked.
  await checkEveryTheme(page, "/ar/search?q=الذرية", (loaded) =>
    expect(loaded.locator("mark").first()).toBeVisible(),
  );
});

test.describe("the not-found page", () => {
  // Chromium reports the page's own 404 status on the console.
  test.use({ expectedConsoleProblems: [/the server responded with a status of 404/] });

  test(`/no-such-page: ${TITLE}`, async ({ page }) => {
    await checkEveryTheme(page, "/no-such-page");
  });
});
