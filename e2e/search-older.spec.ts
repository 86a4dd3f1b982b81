import AxeBuilder from "@axe-core/playwright";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { writeSearchIndex } from "../scripts/search-index.mjs";
import { expect, test, WCAG_AA_TAGS } from "./fixtures";

// A site whose older stories are in parts of their own (scripts/search-index.mjs): the search
// page searches its first part, says which dates it left out, and adds the older parts when asked.
// The site's own stories are all recent, so the older part here is made from fixture pages, as
// the build makes one, and served in place of the site's empty list of older parts.

/** A word only the older story has. */
const OLD_WORD = "zanzibarite";
const OLD_TITLE = "Minerals of the old coast";

/** A page as the build writes it, for the index: dated like a story when `date` is given. */
const page = (title: string, text: string, date?: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body>` +
  `<article data-pagefind-body data-pagefind-meta="section:Stories"><h1>${title}</h1>` +
  (date ? `<p>Published <time dateTime="${date}">${date}</time></p>` : "") +
  `<p>${text}</p></article></body></html>`;

let index = "";

test.beforeAll(async () => {
  const client = mkdtempSync(join(tmpdir(), "search-older-e2e-"));
  // The index's cache for this test alone, as the build's is for the site.
  const cache = process.env.SITE_BUILD_CACHE;
  process.env.SITE_BUILD_CACHE = `${client}-cache`;
  const pages = {
    "goals/7/index.html": page("Energy", "Energy for all."),
    "stories/solar/index.html": page("Solar power", "Panels on every roof.", "2026-02-01"),
    "stories/coast/index.html": page(OLD_TITLE, `Rare ${OLD_WORD} was found.`, "2019-05-01"),
  };
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(dirname(join(client, file)), { recursive: true });
    writeFileSync(join(client, file), html);
  }
  try {
    await writeSearchIndex(client, [{ code: "en", prefix: "" }], { partPages: 1 });
  } finally {
    if (cache === undefined) delete process.env.SITE_BUILD_CACHE;
    else process.env.SITE_BUILD_CACHE = cache;
  }
  index = join(client, "pagefind");
});

test.afterAll(() => {
  if (!index) return;
  rmSync(dirname(index), { recursive: true, force: true });
  rmSync(`${dirname(index)}-cache`, { recursive: true, force: true });
});

test("a search says which older stories it left out and searches them when asked", async ({
  page,
}) => {
  // The fixture's list of older parts and its older part, at the addresses the build gives them.
  await page.route(/\/pagefind\/older\/en\.json(\?|$)/, (route) =>
    route.fulfill({ path: join(index, "older", "en.json"), contentType: "application/json" }),
  );
  await page.route(/\/pagefind\/older\/en-[0-9a-f]{12}\//, (route) => {
    const file = new URL(route.request().url()).pathname.replace(/^\/pagefind\//, "");
    return route.fulfill({
      body: readFileSync(join(index, file)),
      contentType: file.endsWith(".json") ? "application/json" : "application/octet-stream",
    });
  });

  await page.goto(`/search?q=${OLD_WORD}`);
  await expect(page.getByRole("status")).toHaveText("No page matches your search.");
  await expect(
    page.getByText(
      "Stories and media published before 1 February 2026 are not among these results.",
    ),
  ).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze()).violations).toEqual([]);

  await page.getByRole("button", { name: "Search older stories and media too" }).click();
  await expect(page.getByRole("status")).toHaveText("1 page found");
  const result = page.getByRole("link", { name: OLD_TITLE });
  await expect(result).toHaveAttribute("href", "/stories/coast");
  // The focus goes from the button, now gone, to the first result.
  await expect(result).toBeFocused();
  await expect(
    page.getByRole("button", { name: "Search older stories and media too" }),
  ).toHaveCount(0);

  // From now on, this visit's searches include the older stories: the site's pages and the
  // fixture's are found together, with no note.
  await page.getByRole("searchbox", { name: "Search for" }).fill("energy");
  await page.getByRole("searchbox", { name: "Search for" }).press("Enter");
  await expect(page.getByRole("status")).toHaveText(/\d+ pages found/);
  await expect(page.getByText(/are not among these results/)).toHaveCount(0);
});
