// The site's search index: Pagefind reads the prerendered pages and writes, into
// build/client/pagefind/, one index per language with the script the search page loads. Only the
// regions marked `data-pagefind-body` are indexed, so pages without one (home, placeholders, site
// index, search and not-found pages, listings past their first page) are left out.
//
// Each language is indexed on a thread of its own, each part of it by a Pagefind process of its
// own, fed only the indexed regions of the pages that carry the marker: Pagefind holds a whole
// index in memory, so languages go side by side only while they fit (docs/performance.md has the
// figures). Each part is kept in the build's cache (postbuild/cache.mjs) under a hash of its pages'
// indexed regions: a build in which a part's pages did not change takes its index from there.
//
// `npm run build` makes each language's index while the other languages' pages are still being
// rendered (searchIndexBeside, from scripts/build/render.ts), as soon as its own are
// written, one language at a time: two languages side by side after the rendering were the
// build's peak of memory (1.8 GB at 1,000 stories, now 1.4 GB). The finishing steps
// (writeSearchIndex) make the languages not made by then and merge them all into one index.
//
// A language's index is made in parts of at most PART_PAGES pages (splitParts): Pagefind's memory
// and the bytes of a query both grow with the pages of an index (a word found on every page has
// every place it stands listed in one file). The first part, which the search page searches, holds
// every undated page and the dated ones (stories, media) of the newest years; the older dated
// pages go, newest first, into further parts, each in pagefind/older/<code>-<hash of its pages>/,
// which the search page adds to its search when the visitor asks
// (app/features/search/pagefind.ts), listed in pagefind/older/<code>.json. Each part is kept in
// the cache on its own, so an edited story indexes its part again, not its language.
import { createHash } from "node:crypto";
import { existsSync, linkSync, mkdirSync, renameSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, utimes, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, join, relative } from "node:path";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { close, createIndex } from "pagefind";
import { clientFile } from "./http-policy/index.mjs";
import { eachAtMost } from "./postbuild/at-most.mjs";
import { cacheFolder, pruneCache } from "./postbuild/cache.mjs";

/** Where the index goes in the build; the search page loads /pagefind/pagefind.js from it. */
export const SEARCH_INDEX_DIR = "pagefind";

/** Pagefind's ready-made interfaces, which the site does not use (it has its own search page; its worker it does use: see app/features/search/pagefind.ts). */
const UNUSED_FILES = /^pagefind-(ui|modular-ui|component-ui|highlight)\b/;

/** The entry file, which names each language's index: one per language, merged into one. */
const ENTRY_FILE = "pagefind-entry.json";

/** The version of Pagefind, whose index the cache keeps. */
const PAGEFIND_VERSION = JSON.parse(
  await readFile(join(process.cwd(), "node_modules", "pagefind", "package.json"), "utf8"),
).version;

/**
 * Pagefind's memory for a page it indexes, at most (measured: 757 MB for 1,051 Chinese pages), and
 * what the languages indexed side by side may take together.
 */
const PAGEFIND_MB_PER_PAGE = 0.75;
const SEARCH_MEMORY_MB = 2048;

/** What one part of a language's index may take while pages are still being rendered, one part at a time. */
const BESIDE_RENDERING_MB = 1024;

/**
 * The most pages a part of a language's index holds: as many as may be indexed beside the
 * rendering. At 10,000 stories a first query downloaded up to 822 KB from a language's whole
 * index (its largest chunk, the word "the", alone 610 KB); from a part this size, as from a
 * language at 1,000 stories, up to 209 KB.
 */
export const PART_PAGES = Math.floor(BESIDE_RENDERING_MB / PAGEFIND_MB_PER_PAGE);

/** Where the older parts of the languages go in the index, and the list of each language's. */
export const OLDER_DIR = "older";

/** How many languages of at most `pages` pages each are indexed side by side: one per core, as long as they fit in SEARCH_MEMORY_MB together. */
const sideBySide = (/** @type {number} */ pages) =>
  Math.max(
    1,
    Math.min(availableParallelism(), Math.floor(SEARCH_MEMORY_MB / (pages * PAGEFIND_MB_PER_PAGE))),
  );

/** The folder of one language's index (all its parts), beside the index it is merged into; it has this name only once it is whole. */
const languageIndexPathOf = (/** @type {string} */ clientDir, /** @type {string} */ code) =>
  join(clientDir, `${SEARCH_INDEX_DIR}.${code}`);

/**
 * Whether a name in the client folder (a folder there, or a file's path from it) is one language's
 * index, made or being made: they are merged into the index, never served as they are.
 * @param {string} name
 */
export const isLanguageIndex = (name) => name.startsWith(`${SEARCH_INDEX_DIR}.`);

/** The suffix of a folder while what it holds is being made. */
const MAKING = ".making";

/** The marker of an indexed region; a page without it is not read by Pagefind at all. */
const INDEXED = "data-pagefind-body";

/**
 * @typedef {{ code: string, prefix: string }} Language a language of the site manifest
 * @typedef {{ languages: Record<string, { page_count?: number }> }} IndexEntry Pagefind's entry file
 */

/**
 * @param {string[]} errors
 * @param {string} step
 */
function failOn(errors, step) {
  if (errors.length > 0) throw new Error(`search index: ${step}: ${errors.join("; ")}`);
}

/** @param {string} dir */
async function listHtml(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The language of an address: a prefixed language's are under its prefix ("/fr"), the unprefixed
 * language's everywhere else.
 * @param {Language[]} languages
 * @param {string} path
 */
export function languageOfPath(languages, path) {
  const prefixed = languages.find(
    ({ prefix }) => prefix && (path === prefix || path.startsWith(`${prefix}/`)),
  );
  return (prefixed ?? languages.find(({ prefix }) => !prefix))?.code;
}

/**
 * The HTML files of each language (languageOfPath).
 * @param {string} clientDir
 * @param {string[]} files
 * @param {Language[]} languages
 */
export function filesByLanguage(clientDir, files, languages) {
  /** @type {Map<string | undefined, string[]>} */
  const byLanguage = new Map(languages.map(({ code }) => [code, []]));
  for (const file of files)
    byLanguage.get(languageOfPath(languages, clientFile(clientDir, file)))?.push(file);
  return byLanguage;
}

// FILE_BY_FILE: the index's files are moved and linked by synchronous calls. Awaited one at a
// time through libuv's threads (two round trips a file), the finishing stage's merge of the six
// languages (7,433 files at 1,000 stories) took 1.8-1.9 s of a rebuild; synchronous, 1.1-1.2 s.

/**
 * Links every file of the folder `from` into `to`, made for it: the index's files are never
 * written in place, so the cache and the build share them instead of holding two copies.
 * @param {string} from
 * @param {string} to
 */
async function linkFolder(from, to) {
  const items = await readdir(from, { recursive: true, withFileTypes: true });
  mkdirSync(to, { recursive: true });
  // Each call made synchronously (FILE_BY_FILE): a language's index is about 1,200 files.
  for (const item of items) {
    const target = join(to, relative(from, join(item.parentPath, item.name)));
    if (item.isDirectory()) mkdirSync(target, { recursive: true });
    else linkSync(join(item.parentPath, item.name), target);
  }
}

const HTML_LANG = /<html\b[^>]*\blang="([^"]+)"/i;
const TAG = /<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g;

/**
 * What Pagefind reads of a page: its language and the element marked for search, which ends where
 * its tag name closes as often as it opened. Undefined for a page without the marker.
 * @param {string} html
 */
export function indexedRegion(html) {
  const marker = html.indexOf(INDEXED);
  if (marker < 0) return undefined;
  const start = html.lastIndexOf("<", marker);
  const name = /^<([a-zA-Z][\w-]*)/.exec(html.slice(start))?.[1]?.toLowerCase();
  let depth = 0;
  TAG.lastIndex = start;
  for (let match = TAG.exec(html); match && name; match = TAG.exec(html)) {
    if (match[2].toLowerCase() !== name || match[3]) continue;
    depth += match[1] ? -1 : 1;
    if (depth === 0)
      return `${HTML_LANG.exec(html)?.[1] ?? ""}\n${html.slice(start, TAG.lastIndex)}`;
  }
  return html;
}

/**
 * What Pagefind is given of a page: its indexed region in a document of its own, with the page's
 * language. Pagefind reads nothing else of a page that has the marker, so the index is the same
 * (compared file by file on 1,051 pages), and it parses a fifth less. Undefined for a page
 * without the marker; the whole page where the region's end is not found.
 * @param {string} html
 */
export function searchDocument(html) {
  const region = indexedRegion(html);
  if (region === undefined || region === html) return region;
  const newline = region.indexOf("\n");
  const language = region.slice(0, newline).replaceAll('"', "&quot;");
  return `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"></head><body>${region.slice(newline + 1)}</body></html>`;
}

/** A dated page's date, the first in its indexed region: its header's (app/features/article/article-view.tsx). */
const PUBLISHED = /<time\b[^>]*\bdateTime="(\d{4}-\d{2}-\d{2})/i;

/** @typedef {{ sourcePath: string, content: string, date?: string }} IndexedPage a page as Pagefind is given it */

/**
 * Where a page's HTML may be read before it is in the build: a build file's copy in the page cache,
 * by the build file's path (scripts/build/page-cache.ts).
 * @typedef {Record<string, string>} PageSources
 */

/**
 * The pages of a language that carry the marker, as Pagefind is given them, with their dates.
 * Each is named by its file in the build, and read from `sources` where it names one.
 * @param {string} clientDir
 * @param {string[]} files
 * @param {PageSources} [sources]
 */
async function indexedPages(clientDir, files, sources = {}) {
  /** @type {IndexedPage[]} */
  const pages = [];
  for (const file of files) {
    const content = searchDocument(await readFile(sources[file] ?? file, "utf8"));
    if (content === undefined) continue;
    // Pagefind names pages from the client folder, without a leading slash.
    const sourcePath = clientFile(clientDir, file).slice(1);
    pages.push({ sourcePath, content, date: PUBLISHED.exec(content)?.[1] });
  }
  return pages;
}

/**
 * A language's pages in parts of at most `most` pages. The first holds the undated pages and the
 * newest dated ones: the newest year (at least its newest page), and the years before it while
 * they fit whole. The others hold the older dated pages, newest first, whole years while they
 * fit; a year too large for a part fills as many as it needs, the first part taking the whole of
 * its last day. `since` is the oldest date in the first part when others follow.
 * @param {IndexedPage[]} pages
 * @param {number} most
 */
export function splitParts(pages, most) {
  const dated = pages
    .filter((page) => page.date)
    .sort(
      (a, b) =>
        String(b.date).localeCompare(String(a.date)) || a.sourcePath.localeCompare(b.sourcePath),
    );
  /** @type {IndexedPage[][]} */
  const years = [];
  for (const page of dated) {
    const year = years.at(-1);
    if (year?.[0].date?.slice(0, 4) === page.date?.slice(0, 4)) year?.push(page);
    else years.push([page]);
  }
  /** @type {IndexedPage[][]} */
  const parts = [pages.filter((page) => !page.date)];
  const last = () => /** @type {IndexedPage[]} */ (parts.at(-1));
  for (const year of years) {
    if (last().length + year.length > most && last().some((page) => page.date)) parts.push([]);
    for (const page of year) {
      // The first part holds a dated page at least: its date is where the older parts begin.
      if (last().length >= most && last().some((page) => page.date)) parts.push([]);
      last().push(page);
    }
  }
  // The first part ends with a whole day: the search page says the dates it leaves out.
  const [first, second] = parts;
  const oldest = first.findLast((page) => page.date)?.date;
  while (second?.length && second[0].date === oldest)
    first.push(/** @type {IndexedPage} */ (second.shift()));
  if (second?.length === 0) parts.splice(1, 1);
  return { parts, since: parts.length > 1 ? oldest : undefined };
}

/**
 * Indexes pages in a Pagefind process of its own and writes their index to `outputPath`.
 * @param {IndexedPage[]} pages
 * @param {string} outputPath
 */
async function indexPages(pages, outputPath) {
  try {
    const { index, errors } = await createIndex({});
    failOn(errors, "starting Pagefind");
    if (!index) throw new Error("search index: Pagefind started without an index");
    // All asked for at once: Pagefind reads them on its own threads, and its index is the same
    // as from one page at a time (1,119 pages compared file by file), 0.2-0.3 s sooner.
    const added = await Promise.all(
      pages.map(({ sourcePath, content }) => index.addHTMLFile({ sourcePath, content })),
    );
    for (const [at, { errors }] of added.entries())
      failOn(errors, `reading ${pages[at]?.sourcePath}`);
    const written = await index.writeFiles({ outputPath });
    failOn(written.errors, "writing the index");
  } finally {
    await close();
  }
}

/**
 * The index of some pages, written to `outputPath`: taken from the cache, under a hash of the
 * pages as Pagefind is given them, or made and kept there. Returns the hash.
 * @param {IndexedPage[]} pages
 * @param {string} outputPath
 * @param {string} cacheDir
 */
async function indexCached(pages, outputPath, cacheDir) {
  // In the same order every build: the same pages give the same index.
  const sorted = [...pages].sort((a, b) => a.sourcePath.localeCompare(b.sourcePath));
  const hash = createHash("sha256").update(PAGEFIND_VERSION);
  for (const { sourcePath, content } of sorted)
    hash.update(sourcePath).update("\0").update(content).update("\0");
  const key = hash.digest("hex");
  const cached = join(cacheDir, key);
  const now = new Date();
  const inCache = await utimes(cached, now, now).then(
    () => true,
    () => false,
  );
  if (!inCache) {
    const made = `${cached}${MAKING}`;
    await rm(made, { recursive: true, force: true });
    await indexPages(sorted, made);
    await rename(made, cached);
  }
  await linkFolder(cached, outputPath);
  return key;
}

/** What an older part keeps of Pagefind's output: its entry file, metadata, chunks and fragments (the script and the WebAssembly are the first part's). */
const OLDER_PART_FILE = /^(pagefind-entry\.json|pagefind\..+\.pf_meta)$/;

/**
 * One language's index, written to `languageIndexPath` (made under another name, and given this one once
 * whole): its first part there, its older parts under OLDER_DIR, and beside them the list of
 * those (`<code>.json`: the first part's oldest date, and each older part's address and pages).
 * An older part's folder is named after its pages' hash: a browser that kept an older part's
 * entry file never reads a changed part through it.
 * @param {{ clientDir: string, files: string[], sources?: PageSources, languageIndexPath: string, cacheDir: string, code: string, partPages: number }} part
 */
async function indexLanguage({
  clientDir,
  files,
  sources,
  languageIndexPath,
  cacheDir,
  code,
  partPages,
}) {
  const making = languageIndexPath + MAKING;
  await rm(making, { recursive: true, force: true });
  const { parts, since } = splitParts(await indexedPages(clientDir, files, sources), partPages);
  const older = [];
  await indexCached(parts[0], making, cacheDir);
  for (const pages of parts.slice(1)) {
    const made = join(making, OLDER_DIR, MAKING);
    await rm(made, { recursive: true, force: true });
    const name = `${code}-${(await indexCached(pages, made, cacheDir)).slice(0, 12)}`;
    for (const item of await readdir(made, { withFileTypes: true }))
      if (item.isFile() && !OLDER_PART_FILE.test(item.name)) await rm(join(made, item.name));
    await rename(made, join(making, OLDER_DIR, name));
    older.push({ path: `/${SEARCH_INDEX_DIR}/${OLDER_DIR}/${name}/`, pages: pages.length });
  }
  await mkdir(join(making, OLDER_DIR), { recursive: true });
  await writeFile(
    join(making, OLDER_DIR, `${code}.json`),
    JSON.stringify({ since: since ?? null, parts: older }),
  );
  await rename(making, languageIndexPath);
}

/**
 * Makes one language's index on a thread of its own (indexLanguage), with the index's cache: each
 * thread reads its language's pages and runs Pagefind processes of its own, so languages are
 * indexed side by side, one per core, and a language's pages are held by its thread alone.
 * @param {{ clientDir: string, code: string, files: string[], sources?: PageSources, partPages: number }} language
 * @returns {Promise<void>}
 */
function indexLanguageOnThread({ clientDir, code, files, sources, partPages }) {
  /** @type {Parameters<typeof indexLanguage>[0]} */
  const work = {
    clientDir,
    files,
    sources,
    languageIndexPath: languageIndexPathOf(clientDir, code),
    cacheDir: cacheFolder("search"),
    code,
    partPages,
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: work });
    worker.once("message", (/** @type {{ error?: string }} */ { error }) =>
      error === undefined ? resolve() : reject(new Error(error)),
    );
    worker.once("error", reject);
    worker.once("exit", (code) =>
      reject(
        new Error(
          `search index: the thread indexing ${work.languageIndexPath} stopped (exit code ${code})`,
        ),
      ),
    );
  });
}

/** This module's own code, which the language indexes kept whole are made by. */
const OWN_CODE = createHash("sha256")
  .update(await readFile(new URL(import.meta.url)))
  .digest("hex");

/**
 * Where the cache keeps a language's whole index made from pages of `key` (indexLanguageKept).
 * @param {string} key
 * @param {number} partPages
 */
const keptLanguagePath = (key, partPages) =>
  join(
    cacheFolder("search"),
    `language-${createHash("sha256").update(OWN_CODE).update(key).update(String(partPages)).digest("hex")}`,
  );

/**
 * Puts a language's whole index in place from the cache, where it holds one under `key`
 * (indexLanguageKept); resolves with whether it did.
 * @param {{ clientDir: string, code: string, partPages: number }} language
 * @param {string} [key]
 */
async function takeKeptLanguage({ clientDir, code, partPages }, key) {
  if (!key) return false;
  const kept = keptLanguagePath(key, partPages);
  const now = new Date();
  const inCache = await utimes(kept, now, now).then(
    () => true,
    () => false,
  );
  if (!inCache) return false;
  const languageIndexPath = languageIndexPathOf(clientDir, code);
  await rm(languageIndexPath, { recursive: true, force: true });
  await linkFolder(kept, languageIndexPath);
  return true;
}

/**
 * One language's index (indexLanguageOnThread), kept whole in the cache under `key` when given:
 * what the build knows the language's pages were made from (scripts/build/page-cache.ts,
 * languageKeys). A build in which none of the language's pages changed takes its index from
 * there without reading its pages (takeKeptLanguage; at 1,000 stories, 1,500 a language).
 * @param {{ clientDir: string, code: string, files: string[], sources?: PageSources, partPages: number }} language
 * @param {string} [key]
 */
async function indexLanguageKept(language, key) {
  await indexLanguageOnThread(language);
  if (!key) return;
  const languageIndexPath = languageIndexPathOf(language.clientDir, language.code);
  const kept = keptLanguagePath(key, language.partPages);
  const making = `${kept}${MAKING}`;
  await rm(making, { recursive: true, force: true });
  await linkFolder(languageIndexPath, making);
  await rename(making, kept);
}

/**
 * Moves one language's index (`languageIndexPath`) into the site's (`outputPath`) and returns the entry
 * file with its language added. The script and the WebAssembly every language's index has are the same.
 * @param {string} outputPath
 * @param {string} languageIndexPath
 * @param {IndexEntry | undefined} entry
 * @returns {Promise<IndexEntry>}
 */
async function mergeInto(outputPath, languageIndexPath, entry) {
  const own = JSON.parse(await readFile(join(languageIndexPath, ENTRY_FILE), "utf8"));
  const merged = entry ?? { ...own, languages: {} };
  Object.assign(merged.languages, own.languages);
  const items = await readdir(languageIndexPath, { recursive: true, withFileTypes: true });
  const ownEntry = join(languageIndexPath, ENTRY_FILE);
  /** The folders made so far: a handful, for thousands of files. */
  const folders = new Set();
  // Each call made synchronously (FILE_BY_FILE): the six languages' 7,433 files at 1,000 stories.
  for (const item of items.filter((file) => file.isFile())) {
    if (join(item.parentPath, item.name) === ownEntry) continue;
    const from = join(item.parentPath, item.name);
    const to = join(outputPath, relative(languageIndexPath, from));
    if (!folders.has(dirname(to))) {
      mkdirSync(dirname(to), { recursive: true });
      folders.add(dirname(to));
    }
    renameSync(from, to);
  }
  return merged;
}

/**
 * The list of a language's older parts in the index at `indexDir` (indexLanguage).
 * @param {string} indexDir
 * @param {string} code
 * @returns {Promise<{ since: string | null, parts: { path: string, pages: number }[] }>}
 */
export async function olderParts(indexDir, code) {
  return JSON.parse(await readFile(join(indexDir, OLDER_DIR, `${code}.json`), "utf8"));
}

/**
 * Indexes the HTML of `clientDir`, each language on its own, and writes the index beside it; a
 * language whose index was made while the pages were rendered (searchIndexBeside) is taken as it is.
 * Returns the pages indexed per language.
 * @param {string} clientDir
 * @param {Language[]} languages
 * @param {{ partPages?: number }} [options] the most pages of a part (PART_PAGES)
 */
export async function writeSearchIndex(clientDir, languages, { partPages = PART_PAGES } = {}) {
  const outputPath = join(clientDir, SEARCH_INDEX_DIR);
  await rm(outputPath, { recursive: true, force: true });
  const languageIndexes = languages.map(({ code }) => languageIndexPathOf(clientDir, code));
  /** @type {[code: string, files: string[]][]} */
  const toMake = [];
  const made = languageIndexes.map((path) => existsSync(path));
  if (made.includes(false)) {
    const byLanguage = filesByLanguage(clientDir, await listHtml(clientDir), languages);
    for (const [at, { code }] of languages.entries())
      if (!made[at]) toMake.push([code, byLanguage.get(code) ?? []]);
  }
  // Pagefind holds a part's whole index in memory: languages side by side only while they fit.
  const largest = Math.max(...toMake.map(([, files]) => files.length));
  await eachAtMost(toMake, sideBySide(Math.min(largest, partPages)), ([code, files]) =>
    indexLanguageOnThread({ clientDir, code, files, partPages }),
  );
  /** @type {IndexEntry | undefined} */
  let entry;
  for (const languageIndexPath of languageIndexes) {
    entry = await mergeInto(outputPath, languageIndexPath, entry);
    await rm(languageIndexPath, { recursive: true, force: true });
  }
  await pruneCache(cacheFolder("search"));
  await writeFile(join(outputPath, ENTRY_FILE), JSON.stringify(entry));
  /** @type {Record<string, number>} */
  const pages = {};
  for (const { code } of languages) {
    const { parts } = await olderParts(outputPath, code);
    pages[code] = parts.reduce(
      (sum, part) => sum + part.pages,
      entry?.languages[code]?.page_count ?? 0,
    );
  }
  return pages;
}

/**
 * The search index made beside the rendering of the pages: `written(code)` says that a language's
 * pages can all be read (in `clientDir`, or where `pages.sources` says), and its index is made
 * then, one language at a time
 * while pages are still being rendered (a Pagefind process of at most PART_PAGES pages at once).
 * `rendered()`, once every page is, makes the languages still waiting side by side and resolves
 * when all are made; the first failure rejects it. writeSearchIndex makes the others and merges.
 * @param {string} clientDir
 * @param {Language[]} languages
 * @param {{ files: string[], sources: PageSources }} pages the build's HTML files, and where those
 * not written yet can be read (the pages taken from the page cache): a language's index is begun
 * as soon as its rendered pages are written, without waiting for the others to be put in place
 * @param {{ partPages?: number, languageKeys?: Record<string, string> }} [options] the most pages
 * of a part (PART_PAGES); what each language's pages were made from, for its whole index to be
 * kept (indexLanguageKept)
 */
export function searchIndexBeside(
  clientDir,
  languages,
  pages,
  { partPages = PART_PAGES, languageKeys = {} } = {},
) {
  const planned = filesByLanguage(clientDir, pages.files, languages);
  /** @type {{ code: string, files: string[], sources?: PageSources }[]} */
  const waiting = [];
  /** @type {Set<Promise<void>>} */
  const making = new Set();
  let atOnce = 1;
  /** @type {{ error: unknown } | undefined} */
  let failed;
  const next = () => {
    while (making.size < atOnce && waiting.length > 0) {
      const [{ code, files, sources }] = waiting.splice(0, 1);
      const made = indexLanguageKept(
        { clientDir, code, files, sources, partPages },
        languageKeys[code],
      )
        .catch((error) => void (failed ??= { error }))
        .finally(() => {
          making.delete(made);
          next();
        });
      making.add(made);
    }
  };
  /** @type {Promise<void>[]} */
  const listing = [];
  return {
    /** @param {string} code */
    written(code) {
      const files = planned.get(code);
      if (!files) return;
      // A language taken whole from the cache takes no Pagefind process: it does not wait its turn.
      const made = async () => {
        if (await takeKeptLanguage({ clientDir, code, partPages }, languageKeys[code])) return;
        const sources = Object.fromEntries(
          files.flatMap((file) => (pages.sources[file] ? [[file, pages.sources[file]]] : [])),
        );
        waiting.push({ code, files, sources });
        next();
      };
      listing.push(made().catch((error) => void (failed ??= { error })));
    },
    async rendered() {
      await Promise.all(listing);
      atOnce = sideBySide(
        Math.min(partPages, Math.max(0, ...waiting.map(({ files }) => files.length))),
      );
      next();
      while (making.size > 0) await Promise.race(making);
      if (failed) throw failed.error;
    },
  };
}

/**
 * Whether a file of the index is one the site never loads, so the build can leave it out.
 * @param {string} name
 */
export function isUnusedSearchFile(name) {
  return UNUSED_FILES.test(name);
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  indexLanguage(workerData).then(
    () => port.postMessage({}),
    (error) => port.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
}
