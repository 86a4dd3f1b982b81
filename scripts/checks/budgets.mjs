#!/usr/bin/env node
// Size budgets, measured on the build output: what a first visit downloads, compressed with gzip,
// read from the compressed files the build writes beside each file (scripts/build/finish.ts).
// Fails (exit 1) when any page goes over a budget; prints the figures every run.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import { BUDGETS, kb } from "../budgets.mjs";
import { pageOfFile, tooLong } from "../page-length.mjs";

const CLIENT_DIR = new URL("../../build/client/", import.meta.url).pathname;
/** The content editor's page: no page of the site, measured on its own; no page may load it. */
const EDITOR_PAGE = "/admin";

const SITE = JSON.parse(readFileSync(new URL("../../build/site.json", import.meta.url), "utf8"));
/** The home page of each language: English at "/", the others under their prefix. */
const HOME_PAGES = SITE.languages.map(({ prefix }) => prefix || "/");
const CONTENT_DIR = new URL("../../content/", import.meta.url).pathname;

/**
 * A file's size as the server sends it in an encoding: its precompressed sibling (".gz", ".br"), or
 * the file itself where the build left none (too small, or not smaller compressed).
 */
function sentSize(file, suffix) {
  return existsSync(file + suffix) ? statSync(file + suffix).size : statSync(file).size;
}

const gzipCache = new Map();

/** Gzip size of a file in the build, as the server sends it. */
function gzipSize(urlPath) {
  const file = join(CLIENT_DIR, decodeURIComponent(urlPath.split(/[?#]/)[0]));
  if (gzipCache.has(file)) return gzipCache.get(file);
  if (!existsSync(file)) throw new Error(`Missing asset referenced by a page: ${urlPath}`);
  const size = sentSize(file, ".gz");
  gzipCache.set(file, size);
  return size;
}

/** Each script's static imports, read once: every page loads the same few dozen scripts. */
const importsOf = new Map();

/** The modules a script imports statically, which load with it; not its lazy parts. */
function staticImports(urlPath) {
  const known = importsOf.get(urlPath);
  if (known) return known;
  const source = readFileSync(join(CLIENT_DIR, urlPath), "utf8");
  const specifiers = [...source.matchAll(/\b(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g)];
  const imports = specifiers.map(([, specifier]) => posix.join(posix.dirname(urlPath), specifier));
  importsOf.set(urlPath, imports);
  return imports;
}

/** The scripts a page starts with and everything they import statically. */
function withStaticImports(scripts) {
  const found = new Set();
  const pending = [...scripts];
  while (pending.length > 0) {
    const url = pending.pop();
    if (found.has(url)) continue;
    found.add(url);
    pending.push(...staticImports(url));
  }
  return found;
}

/** The compiled modules of the controls, by name (assets/splash.client-<hash>.js). */
const CONTROL_CHUNKS = new Map(
  readdirSync(join(CLIENT_DIR, "assets")).flatMap((name) => {
    const match = /^(.+)\.client-[\w-]+\.js$/.exec(name);
    return match ? [[match[1], `/assets/${name}`]] : [];
  }),
);

/** A control's own module, if it is one that only some pages fetch. */
const controlChunk = (/** @type {string} */ name) => CONTROL_CHUNKS.get(name);

/** The scripts Pagefind runs for a search: its API and its worker (its WebAssembly is no script). */
const PAGEFIND_SCRIPTS = ["/pagefind/pagefind.js", "/pagefind/pagefind-worker.js"];

function htmlFiles(dir) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) found.push(...htmlFiles(full));
    else if (name.endsWith(".html")) found.push(full);
  }
  return found;
}

const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];

/** Everything a first visit of the page requests before any interaction. */
export function initialRequests(html) {
  const requests = { js: new Set(), css: new Set(), other: new Set() };
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = attr(tag, "rel");
    const href = attr(tag, "href");
    if (!href || !href.startsWith("/")) continue;
    if (rel === "modulepreload") requests.js.add(href);
    else if (rel === "stylesheet") requests.css.add(href);
    else if (rel === "preload" || rel === "icon") requests.other.add(href);
  }
  for (const tag of html.match(/<script\b[^>]*\ssrc="[^"]*"[^>]*>/gi) ?? []) {
    requests.js.add(attr(tag, "src"));
  }
  // The page's script, which the inline script asks for after the first paint
  // (app/controls/after-first-paint.ts).
  for (const tag of html.match(/<script\b[^>]*\sdata-page-script="[^"]*"[^>]*>/gi) ?? []) {
    requests.js.add(attr(tag, "data-page-script"));
  }
  // The controls only some pages have, which the page's script fetches when the page has them
  // (app/controls/registry.ts): each is the module "<name>.client", compiled as such.
  for (const [, names] of html.matchAll(/\sdata-control="([^"]+)"/g))
    for (const name of names.split(" ")) {
      const chunk = controlChunk(name);
      if (chunk) requests.js.add(chunk);
    }
  // A search page asked with a query starts Pagefind, its scripts and its index.
  if (/\sdata-control="search"/.test(html))
    for (const script of PAGEFIND_SCRIPTS) requests.js.add(script);
  requests.js = withStaticImports(requests.js);
  for (const tag of html.match(/<img\b[^>]*>/gi) ?? []) {
    if (attr(tag, "loading") === "lazy") continue;
    const src = attr(tag, "src");
    if (src?.startsWith("/")) requests.other.add(src);
  }
  for (const tag of html.match(/<video\b[^>]*>/gi) ?? []) {
    const poster = attr(tag, "poster");
    if (poster?.startsWith("/")) requests.other.add(poster);
  }
  return requests;
}

function measure(file) {
  const html = readFileSync(file, "utf8");
  const requests = initialRequests(html);
  const sum = (set) => [...set].reduce((total, url) => total + gzipSize(url), 0);
  const js = sum(requests.js);
  const css = sum(requests.css);
  const other = sum(requests.other);
  const document = sentSize(file, ".gz");
  const documentBrotli = sentSize(file, ".br");
  return {
    // Only whether it does, not the list: a site of 70,000 pages kept 2 million of them.
    loadsEditor: [...requests.js, ...requests.css, ...requests.other].some((url) =>
      url.startsWith(`${EDITOR_PAGE}/`),
    ),
    preloadedJs: sum(new Set([...requests.other].filter((url) => url.endsWith(".js")))),
    file,
    page: pageOfFile(CLIENT_DIR, file),
    search: /\sdata-control="search"/.test(html),
    js,
    css,
    document,
    documentBrotli,
    total: document + js + css + other,
    requests: 1 + requests.js.size + requests.css.size + requests.other.size,
  };
}

/** For a page over the HTML budget that an editor's file makes: what they can do about it. */
function editorsPart(row) {
  const html = readFileSync(row.file, "utf8");
  const advice = tooLong({
    page: row.page,
    html,
    brotliBytes: row.documentBrotli,
    languages: SITE.languages,
    contentDir: CONTENT_DIR,
  });
  return advice ? `; ${advice}` : "";
}

function main() {
  if (!existsSync(join(CLIENT_DIR, "index.html"))) {
    console.error("budgets: no build found; run `npm run build` first");
    process.exit(1);
  }
  const measured = htmlFiles(CLIENT_DIR).map(measure);
  const editor = measured.find((row) => row.page === EDITOR_PAGE);
  const rows = measured.filter((row) => row !== editor);
  rows.sort((a, b) => b.total - a.total);
  const failures = [];
  for (const row of rows)
    if (row.loadsEditor) failures.push(`${row.page}: loads the content editor's files`);
  for (const row of rows) {
    if (row.documentBrotli > BUDGETS.htmlBrotli)
      failures.push(
        `${row.page}: HTML ${kb(row.documentBrotli)} > ${kb(BUDGETS.htmlBrotli)} brotli` +
          editorsPart(row),
      );
    const jsBudget = row.search ? BUDGETS.searchJsGzip : BUDGETS.jsGzip;
    if (row.js > jsBudget) failures.push(`${row.page}: JS ${kb(row.js)} > ${kb(jsBudget)}`);
    if (row.css > BUDGETS.cssGzip) {
      failures.push(`${row.page}: CSS ${kb(row.css)} > ${kb(BUDGETS.cssGzip)}`);
    }
  }
  // Each language's home page, the heaviest page of its language, carries the whole-page budgets.
  const homes = HOME_PAGES.map((path) => rows.find((row) => row.page === path));
  for (const [index, home] of homes.entries()) {
    if (!home) {
      failures.push(`${HOME_PAGES[index]}: no prerendered home page`);
      continue;
    }
    if (home.total > BUDGETS.homeTransferExcludingVideo) {
      failures.push(
        `${home.page}: transfer ${kb(home.total)} > ${kb(BUDGETS.homeTransferExcludingVideo)}`,
      );
    }
    if (home.requests > BUDGETS.homeRequests) {
      failures.push(`${home.page}: ${home.requests} requests > ${BUDGETS.homeRequests}`);
    }
  }

  const heaviestJs = rows.filter((row) => !row.search).reduce((a, b) => (b.js > a.js ? b : a));
  const search = rows.find((row) => row.search);
  const heaviestHtml = rows.reduce((a, b) => (b.documentBrotli > a.documentBrotli ? b : a));
  console.log(
    `Size budgets (gzip, first visit, video excluded): HTML ${kb(BUDGETS.htmlBrotli)} brotli, ` +
      `JS ${kb(BUDGETS.jsGzip)} (${kb(BUDGETS.searchJsGzip)} on search pages) and CSS ${kb(BUDGETS.cssGzip)} on every page; transfer ${kb(BUDGETS.homeTransferExcludingVideo)} ` +
      `and ${BUDGETS.homeRequests} requests on each home page`,
  );
  for (const home of homes.filter(Boolean)) {
    console.log(
      `  home page ${home.page.padEnd(3)}: JS ${kb(home.js)}, CSS ${kb(home.css)}, ` +
        `HTML ${kb(home.document)} (brotli ${kb(home.documentBrotli)}), transfer ${kb(home.total)}, ${home.requests} requests`,
    );
  }
  console.log(`  heaviest JS of ${rows.length} pages: ${heaviestJs.page} ${kb(heaviestJs.js)}`);
  if (search) console.log(`  search page ${search.page} with a query: JS ${kb(search.js)}`);
  console.log(
    `  heaviest HTML: ${heaviestHtml.page} ${kb(heaviestHtml.documentBrotli)} brotli ` +
      `(${heaviestHtml.documentBrotli} B)`,
  );
  if (editor)
    console.log(
      `  content editor ${EDITOR_PAGE}/ (no page of the site loads it): its script ` +
        `${kb(editor.js)}, Decap's bundle ${kb(editor.preloadedJs)}`,
    );
  if (failures.length > 0) {
    console.error(`budgets: ${failures.length} over budget`);
    for (const failure of failures.slice(0, 20)) console.error(`  ${failure}`);
    if (failures.length > 20) console.error(`  … and ${failures.length - 20} more`);
    process.exit(1);
  }
  console.log("budgets: all within budget");
}

main();
