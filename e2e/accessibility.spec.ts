import { sitePages } from "../app/config/site-pages";
import { DEFAULT_LANGUAGE, LANGUAGES, localizePath } from "../app/i18n/languages";
import { ACCESSIBILITY_TITLE, checkEveryTheme, NOT_FOUND_STATUS } from "./every-theme";
import { expect, sharedPageTest as test } from "./fixtures";

/*
 * Every page of the site, at 1280 px, in every theme; accessibility.mobile.spec.ts checks one page
 * of each kind at 375 px, where the same components stack in other places.
 */

/**
 * Pages that share one layout are checked through one of them: Goal 7 for the 17 goals (its yellow
 * is the hardest colour to read text on), a document, an international day and the climate summit
 * for their collections, and one choice of each list (documents by type, news by topic, Member
 * States by decade) for the others.
 */
const STANDS_FOR_OTHERS: readonly [RegExp, string][] = [
  [/^\/goals\/\d+$/, "/goals/7"],
  [/^\/documents\/(?!type\/|organ\/|decade\/)[^/]+$/, "/documents/a-res-70-1-2030-agenda"],
  [/^\/documents\/(type|organ|decade)\//, "/documents/type/resolution"],
  [/^\/events\/(?!archive$|climate-summit-2025$)[^/]+$/, "/events/international-day-of-peace"],
  [/^\/news\/(topic|type)\/[^/]+$/, "/news/topic/goal-13"],
  [/^\/about\/member-states\/(sort|letter|decade)\//, "/about/member-states/decade/1960"],
  [/^\/goals\/\d+\/stories/, "/goals/13/stories"],
];
const isOther = (path: string) =>
  STANDS_FOR_OTHERS.some(([pattern, kept]) => pattern.test(path) && path !== kept);

/** The whole list of Member States: axe weighs the contrast of its 400 cells in five looks. */
const isLongTable = (path: string) => /^(\/ar)?\/about\/member-states(\/sort\/date)?$/.test(path);

for (const { path } of sitePages().filter(({ path }) => !isOther(path))) {
  test(`${path}: ${ACCESSIBILITY_TITLE}`, async ({ page }) => {
    if (isLongTable(path)) test.slow();
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
    (language.dir === "rtl"
      ? ["/", STORY, LONG_PAGE, "/news", "/stories", "/site-index", "/about/member-states"]
      : ["/", STORY]
    ).map((path) => localizePath(path, language.code)),
  );
  for (const path of samples) {
    test(`${path}: ${ACCESSIBILITY_TITLE}`, async ({ page }) => {
      if (isLongTable(path)) test.slow();
      await checkEveryTheme(page, path);
    });
  }
});
