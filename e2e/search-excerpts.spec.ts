import { expect, test } from "./fixtures";

// Search results that read as text.

/** The end of a sentence (any closing quotes or brackets after it), or an ellipsis. */
const ENDS_WELL = /([.!?。！？؟][»”’"')）」』]*|…)$/u;
/**
 * Punctuation a result's excerpt may not start with; an opening ellipsis ("……" in Chinese) says
 * it was cut.
 */
const STARTS_WITH_PUNCTUATION = /^(?!…)(?![¿¡«“(《「])\p{P}|^…{1,2}(?!…)\p{P}/u;

for (const [path, query] of [
  ["/search", "climate"],
  ["/zh/search", "气候"],
  ["/ar/search", "المناخ"],
] as const) {
  test(`${path}?q=${query}: excerpts start with words, end a sentence or with an ellipsis`, async ({
    page,
  }) => {
    await page.goto(`${path}?q=${encodeURIComponent(query)}`);
    const results = page.locator("#main-content ol > li");
    await expect(results.first()).toBeVisible();
    for (const result of await results.all()) {
      const title = (await result.getByRole("heading").textContent())?.trim() ?? "";
      const excerpt = (await result.locator("p").last().textContent())?.trim() ?? "";
      expect(excerpt, title).not.toMatch(STARTS_WITH_PUNCTUATION);
      expect(excerpt, title).toMatch(ENDS_WELL);
      // The title stands above the excerpt, not glued to its start.
      expect(excerpt.startsWith(`${title}.`), title).toBe(false);
      if (path.startsWith("/zh")) expect(excerpt, title).not.toMatch(/\p{Script=Han}\. /u);
    }
  });
}
