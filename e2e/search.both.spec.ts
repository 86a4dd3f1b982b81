import type { Page } from "@playwright/test";
import { messagesFor } from "../app/i18n/catalog";
import { languageByCode, localizePath, type LanguageCode } from "../app/i18n/languages";
import { formatMessage } from "../app/i18n/message-format";
import AxeBuilder from "@axe-core/playwright";
import { FOUND_PAGE, KNOWN_WORDS } from "./search-words";
import { expect, test, waitForControls, WCAG_AA_TAGS } from "./fixtures";

/** The header's search disclosure (a native <details>) and its form. */
function headerSearch(page: Page, code: LanguageCode) {
  const header = messagesFor(code).header;
  return {
    toggle: page.locator(".site-header summary").filter({ hasText: header.search }),
    form: page.getByRole("search", { name: header.searchLabel }),
    input: page.getByRole("searchbox", { name: header.searchLabel }),
  };
}

for (const code of ["en", "ar"] as const) {
  const messages = messagesFor(code);
  const at = (path: string) => localizePath(path, code);

  test.describe(`search (${code})`, () => {
    test("the header's search box, used by keyboard, lists this language's matches with their section and marked words", async ({
      page,
    }) => {
      await page.goto(at("/stories/carbon-markets"));
      await waitForControls(page);
      const search = headerSearch(page, code);
      await expect(search.form).toBeHidden();
      await search.toggle.focus();
      await page.keyboard.press("Enter");
      await expect(search.input).toBeFocused();
      await expect(search.form).toHaveAttribute("action", at("/search"));
      await page.keyboard.type(KNOWN_WORDS[code].word);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(
        `${at("/search")}?q=${encodeURIComponent(KNOWN_WORDS[code].word)}`,
      );
      await expect(
        page.getByRole("heading", { level: 1, name: messages.search.title }),
      ).toBeVisible();
      const result = page.getByRole("link", { name: KNOWN_WORDS[code].title, exact: true });
      await expect(result).toHaveAttribute("href", at(FOUND_PAGE));
      const item = page.getByRole("listitem").filter({ has: result });
      await expect(item).toContainText(messages.article.sections["global-issues"]);
      await expect(item.locator("mark").first()).toBeVisible();
      // The status counts the pages found (goal and section pages may mention the word too) in
      // the language's own plural form, which may spell the number out (Arabic's dual).
      const count = await result.locator("xpath=ancestor::ol[1]/li").count();
      expect(count).toBeGreaterThanOrEqual(1);
      await expect(page.getByRole("status")).toHaveText(
        formatMessage(languageByCode(code), messages.search.results, { count }),
      );
      // The results are reached by keyboard, and followed.
      await page.getByRole("searchbox", { name: messages.search.label }).focus();
      let reached = false;
      for (let step = 0; step < 10 && !reached; step++) {
        await page.keyboard.press("Tab");
        reached = await result.evaluate((link) => link === document.activeElement);
      }
      expect(reached, "a result is reached with Tab").toBe(true);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(at(FOUND_PAGE));
      await expect(
        page.getByRole("heading", { level: 1, name: KNOWN_WORDS[code].title }),
      ).toBeVisible();
    });

    test("a search without matches says so and offers the site index", async ({ page }) => {
      await page.goto(`${at("/search")}?q=qqzzxxnomatch`);
      await expect(page.getByRole("status")).toHaveText(messages.search.noResults);
      await expect(page.getByRole("searchbox", { name: messages.search.label })).toHaveValue(
        "qqzzxxnomatch",
      );
      await page.getByRole("link", { name: messages.search.siteIndex }).first().click();
      await expect(page).toHaveURL(at("/site-index"));
    });
  });
}

test.describe("search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const code of ["en", "ar"] as const) {
    test(`(${code}) the header's form still leads to a page that says how to find content`, async ({
      page,
    }) => {
      const messages = messagesFor(code);
      await page.goto(localizePath("/news", code));
      const search = headerSearch(page, code);
      await search.toggle.click();
      await search.input.fill("charter");
      await search.input.press("Enter");
      await expect(page).toHaveURL(`${localizePath("/search", code)}?q=charter`);
      // Playwright's text and role queries skip <noscript>; the browser shows it with scripts off.
      expect(
        await page.locator("#main-content").evaluate((main) => (main as HTMLElement).innerText),
      ).toContain(messages.search.noScript);
      await page.getByRole("link", { name: messages.search.siteIndex, exact: true }).click();
      await expect(page).toHaveURL(localizePath("/site-index", code));
    });
  }
});

/** Axe (WCAG 2.2 AA) over the header alone, with one of its panels open. */
async function expectAccessibleHeader(page: Page) {
  const results = await new AxeBuilder({ page })
    .include(".site-header")
    .withTags(WCAG_AA_TAGS)
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

test("the header's open panels: no WCAG 2.2 AA violations; one panel open at a time", async ({
  page,
}) => {
  await page.goto("/ar/news");
  await waitForControls(page);
  const messages = messagesFor("ar");
  await page.locator(".site-header summary").filter({ hasText: messages.header.search }).click();
  await expect(page.getByRole("search", { name: messages.header.searchLabel })).toBeVisible();
  await expectAccessibleHeader(page);
  await page.locator(".site-header summary").filter({ hasText: messages.header.languages }).click();
  await expect(page.getByRole("navigation", { name: messages.header.languageList })).toBeVisible();
  await expect(page.getByRole("search", { name: messages.header.searchLabel })).toBeHidden();
  await expectAccessibleHeader(page);
  // A click elsewhere, below the panel, closes it.
  const viewport = page.viewportSize() ?? { width: 375, height: 800 };
  await page.mouse.click(viewport.width / 2, viewport.height - 10);
  await expect(page.getByRole("navigation", { name: messages.header.languageList })).toBeHidden();
});
