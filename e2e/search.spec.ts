import { messagesFor } from "../app/i18n/catalog";
import { LANGUAGES, localizePath } from "../app/i18n/languages";
import { FOUND_PAGE, KNOWN_WORDS } from "./search-words";
import { expect, layoutShifts, recordLayoutShifts, test } from "./fixtures";

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

test("a goal's number finds its page first, and a word the page carries only for search finds it", async ({
  page,
}) => {
  // Pagefind alone ranks goals 10 to 17 above Goal 1 for "1" (app/features/search/goal-first.ts).
  await page.goto(`/fr/search?q=${encodeURIComponent("ODD 1")}`);
  const first = page.locator("#main-content ol > li a").first();
  await expect(first).toHaveAttribute("href", "/fr/goals/1");
  // "prácticas" is in the careers page's search words, not in its text.
  await page.goto(`/es/search?q=${encodeURIComponent("prácticas")}`);
  await expect(first).toHaveAttribute("href", "/es/careers");
  await expect(page.locator("#main-content ol > li").first()).not.toContainText("prácticas");
});

test("every query shows one search page per language, its canonical address without the query, the only page allowed WebAssembly", async ({
  page,
  request,
}) => {
  await page.goto("/fr/search?q=charte");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /^https?:\/\/[^/]+\/fr\/search$/,
  );
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  // Each page's own policy is its Content-Security-Policy <meta>.
  const policyOf = async (path: string) =>
    /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(
      await (await request.get(path)).text(),
    )?.[1];
  expect(await policyOf("/zh/search?q=x")).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
  expect(await policyOf("/zh")).toMatch(/script-src 'self' 'sha256-/);
  expect(await policyOf("/zh")).not.toContain("wasm-unsafe-eval");
});

test("a search shows its best ten results, and ten more each time it is asked, by keyboard", async ({
  page,
}) => {
  const messages = messagesFor("en").search;
  await page.goto("/search?q=nations");
  const results = page.locator("#main-content ol > li");
  await expect(results).toHaveCount(10);
  const more = page.getByRole("button", { name: messages.more });
  const total = Number((await page.getByText(/pages found$/).textContent())?.match(/\d+/)?.[0]);
  expect(total, "the query matches more than two steps of results").toBeGreaterThan(20);
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(results).toHaveCount(20);
  // The focus moves to the first result added, so reading goes on from there.
  await expect(results.nth(10).getByRole("link")).toBeFocused();
  for (let shown = 20; shown < total; shown += 10) {
    await more.click();
    await expect(results).toHaveCount(Math.min(shown + 10, total));
  }
  await expect(more).toHaveCount(0);
});

test("results arriving move nothing in view", async ({ page }) => {
  await recordLayoutShifts(page);
  await page.goto("/search?q=climate");
  await expect(page.locator("#main-content ol > li").first()).toBeVisible();
  expect(await layoutShifts(page)).toEqual([]);
});

test("a page opened with a query shows the count and the best results, more on request, and another query loads its own page", async ({
  page,
}) => {
  await page.goto("/search?q=climate");
  const search = page.getByRole("searchbox", { name: "Search for" });
  await expect(search).toHaveValue("climate");
  const status = page.getByRole("status");
  const results = page.getByRole("main").getByRole("listitem");
  await expect(status).toHaveText(/^\d+ pages found$/);
  await expect(results).toHaveCount(10);
  await expect(results.first().getByRole("link")).toHaveAttribute("href", /^\/[a-z0-9-/]+$/);
  await expect(results.first().locator("mark").first()).toHaveText(/climate/i);

  await page.getByRole("button", { name: "Show more results" }).click();
  await expect(results).toHaveCount(20);

  // The form's ordinary submission: a page load of its own address, which loses this mark.
  await page.evaluate(() => Object.assign(window, { samePageLoad: true }));
  const loaded = page.waitForEvent("load");
  await search.fill("ocean");
  await search.press("Enter");
  await loaded;
  await expect(page).toHaveURL(/\/search\?q=ocean$/);
  expect(await page.evaluate(() => "samePageLoad" in window)).toBe(false);
  await expect(search).toHaveValue("ocean");
  await expect(results.first().locator("mark").first()).toHaveText(/ocean/i);
});

test("a page opened with a query fetches each file of its search once", async ({ page }) => {
  // Every request of the page and of Pagefind's worker.
  const requested: string[] = [];
  page.context().on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/pagefind/") || url.pathname.includes("/search-"))
      requested.push(url.pathname + url.search);
  });
  const indexRequested = page.waitForRequest(/\/pagefind\/index\//);
  await page.goto("/search?q=climate");
  await indexRequested;
  await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
  // No file of the search was fetched twice, by the page or by Pagefind's worker, not even under
  // another query string.
  const fetched = requested.map((address) => address.split("?")[0]);
  expect(fetched).toEqual([...new Set(fetched)]);
  expect(fetched).toEqual(
    expect.arrayContaining(["/pagefind/pagefind.js", "/pagefind/pagefind-entry.json"]),
  );
});

test.describe("a document found by its symbol", () => {
  for (const [path, query, title] of [
    [
      "/search",
      "A/RES/70/1",
      "Transforming our world: the 2030 Agenda for Sustainable Development",
    ],
    [
      "/search",
      "a/res/70/1",
      "Transforming our world: the 2030 Agenda for Sustainable Development",
    ],
    [
      "/search",
      "A RES 70 1",
      "Transforming our world: the 2030 Agenda for Sustainable Development",
    ],
    [
      "/fr/search",
      "A/RES/70/1",
      "Transformer notre monde\u202f: le Programme de développement durable à l’horizon 2030",
    ],
  ] as const)
    test(`${path}?q=${query} puts the 2030 Agenda first`, async ({ page }) => {
      await page.goto(`${path}?q=${encodeURIComponent(query)}`);
      const first = page.getByRole("main").getByRole("listitem").first();
      await expect(first.getByRole("link")).toHaveText(title);
    });
});
