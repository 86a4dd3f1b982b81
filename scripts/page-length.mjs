// What an editor can do about a page whose HTML is over its budget: which content file made it,
// and about how many words of its text one page cannot carry. The build warns with both, and
// `npm run budgets` adds them to the page's line; docs/editing.md ("How long a page can be") gives
// the lengths that fit.
import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { BUDGETS, kb } from "./budgets.mjs";
import { brotli, BROTLI_BEST } from "./postbuild/compress.mjs";

/** A page's text: everything within its `<article>`. */
const ARTICLE = /<article\b[\s\S]*?<\/article>/;
/** What the estimate adds for the markup's share (below). */
const MARGIN = 1.15;
/** Text between tags, and the character references in it. */
const TEXT = /(?<=>)[^<]+(?=<)/g;

/**
 * About how many words of the page's article are too many for its HTML to fit `overBytes` fewer
 * compressed bytes: the compressed bytes its text takes, shared out over its words. Undefined for a
 * page with no article, whose length no editor sets.
 * @param {string} html the page as built
 * @param {number} overBytes by how much its compressed HTML is over the budget
 * @param {string} language the page's language, for telling words apart (Chinese has no spaces)
 * @returns {number | undefined}
 */
export function wordsOver(html, overBytes, language) {
  const article = ARTICLE.exec(html)?.[0];
  if (!article) return undefined;
  const text = (article.match(TEXT) ?? []).join(" ");
  const segmenter = new Intl.Segmenter(language, { granularity: "word" });
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) words += 1;
  if (words === 0) return undefined;
  const size = (/** @type {string} */ page) => brotli(Buffer.from(page), BROTLI_BEST).length;
  const textBytes = size(html) - size(html.replace(article, article.replace(TEXT, "")));
  // Without its text the article's markup compresses better, so the text seems to cost more than
  // the words cut save: the figure came 2-8 % short on generated stories in four scripts.
  const perWord = textBytes / words / MARGIN;
  // Rounded up to ten: a figure to act on, not a count to the word.
  return Math.ceil(overBytes / perWord / 10) * 10;
}

/**
 * The content file a page was made from (`content/stories/carbon-markets.ru.md` for
 * `/ru/stories/carbon-markets`) and the page's language, or undefined for a page no file makes.
 * @param {string} page the page's address
 * @param {Array<{ code: string; prefix: string }>} languages the site's languages, English's prefix ""
 * @param {string} contentDir the repository's content folder
 * @returns {{ file: string; language: string } | undefined}
 */
export function pageSource(page, languages, contentDir) {
  const language =
    languages.find(({ prefix }) => prefix && (page === prefix || page.startsWith(`${prefix}/`))) ??
    languages.find(({ prefix }) => prefix === "");
  if (!language) return undefined;
  const path = page.slice(language.prefix.length);
  if (!/^\/[a-z0-9-]+\/[a-z0-9-]+$/.test(path)) return undefined;
  const file = join(contentDir, `${path.slice(1)}.${language.code}.md`);
  return existsSync(file) ? { file, language: language.code } : undefined;
}

/**
 * A page's address from its HTML file in the build (`/ru/stories/x` from `ru/stories/x/index.html`).
 * @param {string} clientDir
 * @param {string} file
 */
export const pageOfFile = (clientDir, file) =>
  "/" +
  relative(clientDir, file)
    .replace(/(^|\/)index\.html$/, "")
    .replace(/\.html$/, "");

/**
 * What an editor reads of a page their file makes that is over the HTML budget: the file, about how
 * many words too long it is, and the page's size. Empty for a page no file makes.
 * @param {{ page: string; html: string; brotliBytes: number; languages: Array<{ code: string; prefix: string }>; contentDir: string }} page
 */
export function tooLong({ page, html, brotliBytes, languages, contentDir }) {
  const source = pageSource(page, languages, contentDir);
  if (!source) return undefined;
  const words = wordsOver(html, brotliBytes - BUDGETS.htmlBrotli, source.language);
  const name = relative(join(contentDir, ".."), source.file);
  return (
    `${name}: body: ${words === undefined ? "" : `about ${words} words `}longer than one page ` +
    `carries: ${page} is ${kb(brotliBytes)} compressed, over the ${kb(BUDGETS.htmlBrotli)} a ` +
    `first visit receives at once (docs/editing.md, "How long a page can be")`
  );
}

/**
 * The build's warnings for pages over the HTML budget that an editor's file makes.
 * @param {string} clientDir
 * @param {string[]} htmlFiles
 * @param {Array<{ code: string; prefix: string }>} languages
 * @param {string} contentDir
 */
export async function longPageWarnings(clientDir, htmlFiles, languages, contentDir) {
  const warnings = [];
  for (const file of htmlFiles) {
    // Synchronous: a promise for each of thousands of pages, passed to a thread and back, took
    // most of a second at 1,000 stories.
    const brotliBytes = statSync(`${file}.br`, { throwIfNoEntry: false })?.size ?? 0;
    if (brotliBytes <= BUDGETS.htmlBrotli) continue;
    const html = await readFile(file, "utf8");
    const page = pageOfFile(clientDir, file);
    const warning = tooLong({ page, html, brotliBytes, languages, contentDir });
    if (warning) warnings.push(`Warning: ${warning}`);
  }
  return warnings;
}
