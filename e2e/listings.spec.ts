import { siteCatalog } from "../app/config/site-catalog.server";
import { messagesFor } from "../app/i18n/catalog";
import { languageByCode, localizePath } from "../app/i18n/languages";
import { formatMessage } from "../app/i18n/message-format";
import { keepTogether } from "../app/render/typeset";
import { expect, HYDRATION_MARKS, test, waitForControls } from "./fixtures";

// A year's archive is checked with axe with every page (accessibility.spec.ts walks /stories/2025).

const stories = (code: "en" | "fr") =>
  siteCatalog()
    .pagesIn(code)
    .filter((page) => page.collection === "stories")
    .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""));

test("the stories lead to their years, and a year's archive lists its stories", async ({
  page,
}) => {
  await page.goto("/stories");
  await waitForControls(page);
  const years = page.getByRole("navigation", { name: "Stories by year" });
  await years.getByRole("link", { name: "2025", exact: true }).click();
  await expect(page).toHaveURL("/stories/2025");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stories from 2025");
  const listed = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link");
  await expect(listed).toHaveText(
    stories("en")
      .filter((story) => story.date?.startsWith("2025"))
      .map((story) => story.title),
  );
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Stories" }),
  ).toHaveAttribute("href", "/stories");
});

for (const code of ["en", "fr"] as const) {
  test(`${code}: a goal's page lists the stories that name it, each a link`, async ({ page }) => {
    const messages = messagesFor(code);
    const named = stories(code).filter((story) => story.goals?.includes(13));
    expect(named.length).toBeGreaterThan(0);
    await page.goto(localizePath("/goals/13", code));
    const section = page.getByRole("region", { name: messages.sectionPage.goalStories });
    await expect(section.getByRole("link")).toHaveText(named.map((story) => story.title));
    await section.getByRole("link", { name: named[0]?.title }).click();
    await expect(page).toHaveURL(localizePath(named[0]?.path ?? "", code));
  });
}

test("a listing's stories are cards in its HTML, each once, with no hydration data", async ({
  page,
}) => {
  const response = await page.goto("/stories");
  const html = (await response?.text()) ?? "";
  for (const mark of HYDRATION_MARKS) expect(html, mark).not.toContain(mark);
  const escapes: Record<string, string> = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    '"': "&quot;",
    "'": "&#x27;",
  };
  const count = (text: string) => html.split(text).length - 1;
  const cards = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link");
  await expect(cards).toHaveText(stories("en").map((story) => story.title));
  for (const { lead, path } of stories("en")) {
    // As typeset: a no-break space between a number and its unit, and within a date.
    const typeset = keepTogether(lead, "en");
    const escaped = typeset.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
    // The card's copy and no other, escaped or not.
    expect(count(escaped) + (escaped === typeset ? 0 : count(typeset)), path).toBe(1);
  }
});

test.describe("the Member States", () => {
  // The sort and the choices are plain links: they work with scripts off.
  test.use({ javaScriptEnabled: false });

  for (const code of ["en", "fr"] as const) {
    test(`${code}: 193 Member States with their dates, the observers apart, sorted and chosen by link`, async ({
      page,
    }) => {
      const text = messagesFor(code).memberStates;
      await page.goto(localizePath("/about/member-states", code));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);
      const members = page.getByRole("table", { name: text.caption });
      const rows = members.getByRole("row").filter({ has: page.locator("time") });
      await expect(rows).toHaveCount(193);
      await expect(members.locator("time[datetime]")).toHaveCount(193);
      await expect(
        page.getByRole("table", { name: text.observerCaption }).locator("time[datetime]"),
      ).toHaveCount(2);
      await expect(page.getByRole("img", { name: text.mapLabel })).toBeVisible();
      await expect(page.locator("svg script")).toHaveCount(0);

      const choices = page.getByRole("navigation", { name: text.filters });
      await choices.getByRole("link", { name: text.sortDate }).click();
      await expect(page).toHaveURL(localizePath("/about/member-states/sort/date", code));
      const dates = await page
        .getByRole("table", { name: text.caption })
        .locator("time")
        .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
      expect(dates).toHaveLength(193);
      expect(dates).toEqual([...dates].sort());
      expect(dates.at(-1)).toBe("2011-07-14");

      const decade = formatMessage(languageByCode(code), text.decade, { decade: "2000" });
      await page
        .getByRole("navigation", { name: text.filters })
        .getByRole("link", { name: decade })
        .click();
      await expect(page).toHaveURL(localizePath("/about/member-states/decade/2000", code));
      await expect(
        page.getByRole("table", { name: text.caption }).locator("time[datetime^='200']"),
      ).toHaveCount(5);
    });
  }
});
