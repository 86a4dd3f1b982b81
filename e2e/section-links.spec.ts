import { messagesFor } from "../app/i18n/catalog";
import { localizePath } from "../app/i18n/languages";
import { expect, test } from "./fixtures";

// Every section one step from home, a page of a section one step from its section, one separator.

/** The home bands that show a few of a section's pages, the section's page, and the link's name. */
const SECTIONS = [
  { band: "stories", path: "/stories", name: "stories" },
  { band: "goals", path: "/goals", name: "goals" },
  { band: "structure", path: "/structure", name: "structure" },
  { band: "facts", path: "/global-issues", name: "facts" },
  { band: "media", path: "/media", name: "media" },
] as const;

for (const code of ["en", "ar", "zh"] as const) {
  test(`${code}: each home band that has a section page links to it`, async ({ page }) => {
    const home = messagesFor(code).home;
    await page.goto(localizePath("/", code));
    for (const { band, path, name } of SECTIONS) {
      const region = page.getByRole("region", { name: home[band].heading, exact: true });
      await expect(region.getByRole("link", { name: home[name].all }), band).toHaveAttribute(
        "href",
        localizePath(path, code),
      );
    }
  });
}

test("a story leads back to Stories, and its section page lists it", async ({ page }) => {
  const messages = messagesFor("fr").article;
  await page.goto("/fr/stories/carbon-markets");
  await page.getByRole("link", { name: messages.backTo.stories }).click();
  await expect(page).toHaveURL(/\/fr\/stories$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.sections.stories);
});

test("a page outside the sections still leads back to the home page", async ({ page }) => {
  await page.goto("/climate-change");
  await expect(page.getByRole("link", { name: messagesFor("en").article.back })).toHaveAttribute(
    "href",
    "/",
  );
});

test("breadcrumbs use one separator on every page kind", async ({ page }) => {
  const separators = new Set<string>();
  for (const path of ["/goals/7", "/goals", "/stories/carbon-markets", "/stories", "/faq"]) {
    await page.goto(path);
    const trail = page.getByRole("navigation", { name: messagesFor("en").article.breadcrumb });
    const marks = await trail.locator('[aria-hidden="true"]').allTextContents();
    expect(marks.length, path).toBeGreaterThan(0);
    marks.forEach((mark) => separators.add(mark.trim()));
  }
  expect([...separators]).toEqual(["›"]);
});
