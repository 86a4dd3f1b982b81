// Visitors' queries in each language against the built search index, in Node: each must find its
// page in the top three. Pagefind's own script searches the index as the search page does (with
// the site's ranking, a goal's page first when the query ends in its number); its files are read from the build instead of fetched. Each language has the
// script to itself, as each page does: the script keeps the first language's WebAssembly (its
// stemmer) for every search made through it.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOAL_QUERIES, VISITOR_QUERIES } from "../../e2e/search-words";
import { SEARCH_RANKING } from "../../app/config/search-ranking";
import { searchGoalFirst } from "../../app/features/search/goal-first";
import { GOAL_NUMBERS } from "../../app/content/collections";
import { LANGUAGES, localizePath } from "../../app/i18n/languages";

const INDEX_DIR = join(import.meta.dirname, "..", "..", "build", "client", "pagefind");
const TOP = 3;

/** Pagefind's script picks its language from the page's `<html lang>`, and fetches its files. */
let language = "en";
const { fetch: realFetch, document: realDocument } = globalThis;
/**
 * @typedef {{ id: string, data(): Promise<{ url: string }> }} Result
 * @typedef {import("../../app/features/search/goal-first").FilteredSearch<Result>
 *   & { options(options: object): Promise<void> }} Instance
 */
/** @type {Record<string, Instance>} */
const instances = {};

beforeAll(async () => {
  if (!existsSync(join(INDEX_DIR, "pagefind.js")))
    throw new Error(`${INDEX_DIR} is missing: run npm run build first`);
  globalThis.fetch = async (url) => {
    try {
      return new Response(await readFile(fileURLToPath(new URL(String(url)))));
    } catch {
      return new Response(null, { status: 404 });
    }
  };
  globalThis.document = /** @type {any} */ ({
    currentScript: null,
    querySelector: () => ({ getAttribute: () => language }),
  });
});

afterAll(() => {
  globalThis.fetch = realFetch;
  globalThis.document = realDocument;
});

/** The addresses of the best results of a query in a language's index. */
async function topOf(code, query) {
  language = code;
  if (!instances[code]) {
    const script = pathToFileURL(join(INDEX_DIR, "pagefind.js"));
    script.searchParams.set("language", code);
    const pagefind = await import(script.href);
    instances[code] = pagefind.createInstance({
      basePath: `${pathToFileURL(INDEX_DIR).href}/`,
      baseUrl: "/",
    });
    await instances[code].options({ ranking: SEARCH_RANKING });
  }
  const results = await searchGoalFirst(instances[code], query);
  const found = await Promise.all(results.slice(0, TOP).map((result) => result.data()));
  return found.map(({ url }) => (url.length > 1 ? url.replace(/\/$/, "") : url));
}

describe.each(LANGUAGES.map(({ code }) => code))("search in %s", (code) => {
  const queries = [
    ...VISITOR_QUERIES[code],
    ...GOAL_QUERIES[code].flatMap((form) =>
      GOAL_NUMBERS.map((number) => [form.replace("{number}", String(number)), `/goals/${number}`]),
    ),
  ];
  it(`finds each page in the top ${TOP} (${queries.length} queries)`, async () => {
    const missed = [];
    for (const [query, path] of queries) {
      const top = await topOf(code, query);
      if (!top.includes(localizePath(path, code)))
        missed.push(`"${query}" → ${path}: ${top.join(", ") || "nothing"}`);
    }
    console.log(
      `${code}: ${queries.length - missed.length} of ${queries.length} found in the top ${TOP}`,
    );
    expect(missed).toEqual([]);
  });
});
