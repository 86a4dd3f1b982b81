import { messagesFor } from "../app/i18n/catalog";
import { LANGUAGES, localizePath } from "../app/i18n/languages";
import { FOUND_PAGE, KNOWN_WORDS } from "./search-words";
import { expect, test } from "./fixtures";

test("search finds a known page in each of the six languages, in that language's index", async ({
  page,
}) => {
  for (const { code } of LANGUAGES) {
    const { word, title } = KNOWN_WORDS[code];
    await page.goto(`${localizePath("/search", code)}?q=${encodeURIComponent(word)}`);
    const result = page.getByRole("link", { name: title, exact: true });
    await expect(result, `${code}: ${word}`).toHaveAttribute(
      "href",
      localizePath(FOUND_PAGE, code),
    );
    // Only pages of the page's own language come back.
    for (const link of await page.locator("#main-content ol a").all())
      expect(await link.getAttribute("href")).toMatch(
        code === "en" ? /^\/(?!(ar|zh|fr|ru|es)\/)/ : new RegExp(`^/${code}/`),
      );
    await expect(page.getByRole("status")).not.toHaveText(messagesFor(code).search.noResults);
  }
});

test("the search page asks not to be indexed, and is the only page allowed WebAssembly", async ({
  page,
  request,
}) => {
  await page.goto("/fr/search");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const search = await request.get("/zh/search?q=x");
  expect(search.headers()["content-security-policy"]).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
  const home = await request.get("/zh");
  expect(home.headers()["content-security-policy"]).not.toContain("wasm-unsafe-eval");
});
