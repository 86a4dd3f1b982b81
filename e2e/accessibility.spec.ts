import { sitePages } from "../app/config/site-pages";
import { DEFAULT_LANGUAGE, LANGUAGES, localizePath } from "../app/i18n/languages";
import { ACCESSIBILITY_TITLE, checkEveryTheme, NOT_FOUND_STATUS } from "./every-theme";
import { expect, test } from "./fixtures";

/*
 * Every page of the site, at 1280 px, in every theme; accessibility.mobile.spec.ts checks one page
 * of each kind at 375 px, where the same components stack in other places.
 */

/**
 * The 17 goal pages share one layout: one of them stands for all, Goal 7, whose yellow is the
 * hardest colour to read text on.
 */
const isOtherGoal = (path: string) => path.startsWith("/goals/") && path !== "/goals/7";

for (const { path } of sitePages().filter(({ path }) => !isOtherGoal(path))) {
  test(`${path}: ${ACCESSIBILITY_TITLE}`, async ({ page }) => {
    await checkEveryTheme(page, path);
  });
}

test(`/ar/search with results: ${ACCESSIBILITY_TITLE}`, async ({ page }) => {
  // The results, with their marked words, are what is checked.
  await checkEveryTheme(page, "/ar/search?q=الذرية", (loaded) =>
    expect(loaded.locator("mark").first()).toBeVisible(),
  );
});

test.describe("the not-found page", () => {
  // Chromium reports the page's own 404 status on the console.
  test.use({ expectedConsoleProblems: [NOT_FOUND_STATUS] });

  test(`/no-such-page: ${ACCESSIBILITY_TITLE}`, async ({ page }) => {
    await checkEveryTheme(page, "/no-such-page");
  });

  test(`/ar/no-such-page: ${ACCESSIBILITY_TITLE}`, async ({ page }) => {
    await checkEveryTheme(page, "/ar/no-such-page");
  });
});

test.describe("accessibility in every language", () => {
  const STORY = "/stories/carbon-markets";
  /** A long page: its sections listed beside its text, on the other side in right-to-left. */
  const LONG_PAGE = "/global-issues/climate";
  const samples = LANGUAGES.filter((l) => l.code !== DEFAULT_LANGUAGE).flatMap((language) =>
    (language.dir === "rtl" ? ["/", STORY, LONG_PAGE, "/news", "/site-index"] : ["/", STORY]).map(
      (path) => localizePath(path, language.code),
    ),
  );
  for (const path of samples) {
    test(`${path}: ${ACCESSIBILITY_TITLE}`, async ({ page }) => {
      await checkEveryTheme(page, path);
    });
  }
});
