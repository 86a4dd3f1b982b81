import { ACCESSIBILITY_TITLE, checkEveryTheme, NOT_FOUND_STATUS } from "./every-theme";
import { sharedPageTest as test } from "./fixtures";

/*
 * At 375 px, one page of each kind in every theme (accessibility.spec.ts checks every page at
 * 1280 px): the home page in English, in Arabic (right to left) and in Russian (the longest words).
 */
const PAGE_KINDS = [
  "/",
  "/ar",
  "/ru",
  "/stories/carbon-markets",
  "/ar/stories/carbon-markets",
  "/news",
  "/news/topic/goal-13",
  "/about",
  "/about/member-states",
  "/ar/about/member-states",
  "/documents",
  "/documents/type/resolution",
  "/documents/a-res-70-1-2030-agenda",
  "/sdgs",
  "/careers",
  "/events",
  "/events/climate-summit-2025",
  "/ar/events",
  "/stories",
  "/ar/stories",
  "/goals",
  "/goals/7",
  "/site-index",
  "/search",
];

for (const path of PAGE_KINDS) {
  test(`${path}: ${ACCESSIBILITY_TITLE}`, async ({ page }) => {
    // Axe weighs the contrast of the Member States' 400 table cells in five looks.
    if (path.endsWith("/about/member-states")) test.slow();
    await checkEveryTheme(page, path);
  });
}

test.describe("the not-found page", () => {
  test.use({ expectedConsoleProblems: [NOT_FOUND_STATUS] });

  test(`/no-such-page: ${ACCESSIBILITY_TITLE}`, async ({ page }) => {
    await checkEveryTheme(page, "/no-such-page");
  });
});
