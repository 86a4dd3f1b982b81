import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { random, readCorpus } from "./bench/stories.mjs";
import { BUDGETS, kb } from "./budgets.mjs";
import { longPageWarnings, pageSource, wordsOver } from "./page-length.mjs";
import { brotli, BROTLI_BEST } from "./postbuild/compress.mjs";

const root = new URL("..", import.meta.url).pathname;
const { corpus } = readCorpus(root);
const size = (html) => brotli(Buffer.from(html), BROTLI_BEST).length;

/**
 * The words of a long story in the language: the site's own words in a random order, so that,
 * as in a real story, its text does not repeat whole sentences.
 */
function storyWords(language, count) {
  const next = random(7);
  const segmenter = new Intl.Segmenter(language, { granularity: "word" });
  const vocabulary = corpus[language].sentences.flatMap((sentence) =>
    [...segmenter.segment(sentence)]
      .filter(({ isWordLike }) => isWordLike)
      .map(({ segment }) => segment),
  );
  return Array.from({ length: count }, () => vocabulary[Math.floor(next() * vocabulary.length)]);
}

/** A page with a header and footer's worth of markup around a story of those words. */
function page(language, words) {
  const joiner = language === "zh" ? "" : " ";
  const paragraphs = [];
  for (let start = 0; start < words.length; start += 60)
    paragraphs.push(`<p>${words.slice(start, start + 60).join(joiner)}</p>`);
  const frame = corpus[language].headings.map((heading) => `<li><a>${heading}</a></li>`).join("");
  return (
    `<!DOCTYPE html><html lang="${language}"><head><title>A story</title></head><body>` +
    `<header><ul>${frame}</ul></header><main><article><h1>A story</h1>` +
    `${paragraphs.join("")}</article></main></body></html>`
  );
}

describe("wordsOver", () => {
  it.each(["en", "ru", "ar", "zh"])(
    "in %s, the page fits once that many words are cut, and not with half of them",
    (language) => {
      const words = storyWords(language, 2_000);
      const html = page(language, words);
      const budget = size(html) - 800;
      const over = wordsOver(html, size(html) - budget, language);
      expect(over).toBeGreaterThan(0);
      const cut = (count) => page(language, words.slice(0, words.length - count));
      expect(size(cut(over ?? 0))).toBeLessThanOrEqual(budget);
      expect(size(cut(Math.floor((over ?? 0) / 2)))).toBeGreaterThan(budget);
    },
  );

  it("says nothing of a page without an article, whose length no editor sets", () => {
    expect(wordsOver("<html><body><main><h1>Home</h1></main></body></html>", 500, "en")).toBe(
      undefined,
    );
  });
});

describe("pageSource", () => {
  const languages = [
    { code: "ar", prefix: "/ar" },
    { code: "en", prefix: "" },
    { code: "ru", prefix: "/ru" },
  ];
  const contentDir = mkdtempSync(join(tmpdir(), "page-length-"));
  mkdirSync(join(contentDir, "stories"));
  for (const name of ["carbon-markets.en.md", "carbon-markets.ru.md"])
    writeFileSync(join(contentDir, "stories", name), "");
  afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

  it("names the file a page in each language was made from", () => {
    expect(pageSource("/stories/carbon-markets", languages, contentDir)).toEqual({
      file: join(contentDir, "stories/carbon-markets.en.md"),
      language: "en",
    });
    expect(pageSource("/ru/stories/carbon-markets", languages, contentDir)).toEqual({
      file: join(contentDir, "stories/carbon-markets.ru.md"),
      language: "ru",
    });
  });

  it("names none for a page no file makes", () => {
    expect(pageSource("/ar/stories/carbon-markets", languages, contentDir)).toBe(undefined);
    expect(pageSource("/ru", languages, contentDir)).toBe(undefined);
    expect(pageSource("/stories/page/2", languages, contentDir)).toBe(undefined);
    expect(pageSource("/ar/no/such/page", languages, contentDir)).toBe(undefined);
  });
});

describe("longPageWarnings", () => {
  const root = mkdtempSync(join(tmpdir(), "page-length-build-"));
  const clientDir = join(root, "build", "client");
  const contentDir = join(root, "content");
  const languages = [
    { code: "en", prefix: "" },
    { code: "ru", prefix: "/ru" },
  ];
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** A built page and its brotli sibling of that many bytes. */
  function built(path, brotliBytes, html) {
    const dir = join(clientDir, path);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "index.html"), html);
    writeFileSync(join(dir, "index.html.br"), Buffer.alloc(brotliBytes));
    return join(dir, "index.html");
  }

  it("names the file of each page over the budget, with the words to cut, and no other page", async () => {
    mkdirSync(join(contentDir, "stories"), { recursive: true });
    writeFileSync(join(contentDir, "stories", "long.ru.md"), "");
    writeFileSync(join(contentDir, "stories", "short.ru.md"), "");
    const long = page("ru", storyWords("ru", 1_500));
    const files = [
      built("ru/stories/long", BUDGETS.htmlBrotli + 300, long),
      built("ru/stories/short", BUDGETS.htmlBrotli, long),
      built("ru", BUDGETS.htmlBrotli + 300, "<html><body><main>Home</main></body></html>"),
    ];
    const warnings = await longPageWarnings(clientDir, files, languages, contentDir);
    expect(warnings).toHaveLength(1);
    const escaped = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const rest = ` words longer than one page carries: /ru/stories/long is ${kb(BUDGETS.htmlBrotli + 300)} compressed, over the ${kb(BUDGETS.htmlBrotli)} a first visit receives at once (docs/editing.md, "How long a page can be")`;
    expect(warnings[0]).toMatch(
      new RegExp(
        `^${escaped("Warning: content/stories/long.ru.md: body: about ")}\\d+0${escaped(rest)}$`,
      ),
    );
  });
});
