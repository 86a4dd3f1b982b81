// The search page's arrival script. On a page opened with a query (`/search?q=…`), the search
// starts with the page's first paint, alongside the application's scripts rather than behind them
// (the search route's module starts it too, but only once the scripts before it have loaded). At
// that moment the script asks at once for the scripts every query needs (Pagefind's, whose worker
// then fetches the index's files) and for the view of the results, and loads the module that runs
// the search (app/features/search/search-arrival.ts),
// which draws the first results into the page before the application starts: the application's
// start waits for them (APP_START_HOLD, at most APP_START_HOLD_MS), then the view adopts them as it
// hydrates. A page opened without a query loads nothing more and starts as every page does.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { APP_START_HOLD, afterFirstPaint } from "../app/static-first/after-first-paint.mjs";
import { replaceFile } from "./postbuild/cache.mjs";
import { OLDER_DIR } from "./search-index.mjs";

/** @typedef {Record<string, { file: string, imports?: string[] }>} ViteManifest Vite's chunks by key */

/** The module that runs the search, and the view that shows its results, as Vite's manifest names them. */
export const ARRIVAL_MODULE = "app/features/search/search-arrival.ts";
export const SEARCH_VIEW_MODULE = "app/features/search/search-view.tsx";

/**
 * The longest the application's start waits for the first results to be drawn: a search that fails
 * or stalls never keeps the page's own scripts (menus, the theme, the form) from starting.
 */
export const APP_START_HOLD_MS = 3000;

/** Where the arrival script goes: first in the head, after the character set. */
const HEAD_START = /<meta charSet="utf-8"\/>/i;

/** The application's first chunks, in Vite's manifest: they load after the first paint, as ever. */
const START_CHUNKS = /(^|\/)entry\.client\.[jt]sx$|^app\/root\.tsx\?/;

/**
 * The manifest's keys of `keys` and of every chunk they import, at any depth.
 * @param {ViteManifest} viteManifest
 * @param {string[]} keys
 */
function withImports(viteManifest, keys) {
  /** @type {Set<string>} */
  const found = new Set();
  /** @param {string} key */
  const visit = (key) => {
    if (found.has(key)) return;
    if (!viteManifest[key]) throw new Error(`search arrival: ${key} is not in Vite's manifest`);
    found.add(key);
    for (const imported of viteManifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return found;
}

/**
 * From Vite's manifest (build/client/.vite/manifest.json), as the site's addresses: the arrival
 * module, the chunks it imports, and those the view of the results imports, less the ones the
 * application's first chunks bring.
 * @param {ViteManifest} viteManifest
 */
export function arrivalModules(viteManifest) {
  const address = (/** @type {string} */ key) => `/${viteManifest[key].file}`;
  const start = withImports(
    viteManifest,
    Object.keys(viteManifest).filter((key) => START_CHUNKS.test(key)),
  );
  const search = withImports(viteManifest, [ARRIVAL_MODULE]);
  const view = withImports(viteManifest, [SEARCH_VIEW_MODULE]);
  const own = (/** @type {Set<string>} */ keys, /** @type {Set<string>} */ brought) =>
    [...keys].filter((key) => !brought.has(key) && key !== ARRIVAL_MODULE).map(address);
  return {
    module: address(ARRIVAL_MODULE),
    searchChunks: own(search, start),
    viewChunks: own(view, new Set([...start, ...search])),
  };
}

/**
 * The version of the index, from its entry file and the lists of its older parts
 * (scripts/search-index.mjs): Pagefind asks for its entry file under it (`metaCacheTag`), and the
 * search page for a list, so a new index is never read through an old file the browser kept.
 * @param {string[]} files the files' text
 */
export function indexVersion(files) {
  const hash = createHash("sha256");
  for (const file of files) hash.update(file).update("\0");
  return hash.digest("hex").slice(0, 12);
}

/**
 * The inline script: with a query, it holds the application's start until the arrival module has
 * drawn the first results (or could not, or APP_START_HOLD_MS have passed); once the page has
 * painted, it loads the arrival module first, then module preloads for the scripts the search runs
 * and for the view's scripts, needed last. The index's own files (entry, metadata, WebAssembly) are
 * not preloaded: Pagefind's worker fetches them, and a worker does not use the page's preloads, so
 * they were fetched twice and Chromium warned of unused preloads.
 * @param {{ module: string, version: string, searchScripts: string[], viewScripts: string[] }} parts
 */
export function arrivalScript({ module, version, searchScripts, viewScripts }) {
  const links = [
    ...searchScripts.map((href) => ["modulepreload", href]),
    ...viewScripts.map((href) => ["modulepreload", href]),
  ];
  const start =
    `()=>{import(${JSON.stringify(module)}).then(m=>m.arrive(${JSON.stringify(version)})).catch(()=>{}).then(release);` +
    `for(const[r,h]of${JSON.stringify(links)}){const l=document.createElement("link");` +
    `l.rel=r;l.href=h;document.head.append(l)}}`;
  const hold = `let release;window.${APP_START_HOLD}=new Promise(r=>{release=r;setTimeout(r,${APP_START_HOLD_MS})});`;
  return `if(new URLSearchParams(location.search).get("q")?.trim()){${hold}${afterFirstPaint(start)}}`;
}

/**
 * The HTML of a search page with its arrival script first in its head.
 * @param {string} html
 * @param {string} script
 * @param {string} file
 */
export function withArrivalScript(html, script, file) {
  if (!HEAD_START.test(html)) throw new Error(`search arrival: ${file} has no <meta charSet>`);
  return html.replace(
    HEAD_START,
    (/** @type {string} */ meta) => `${meta}<script>${script}</script>`,
  );
}

/**
 * Writes the arrival script into each language's search page (`searchPages`: file in the build ->
 * language code; the script is the same in every language), from Vite's manifest and the search
 * index's entry file in `clientDir`.
 * @param {{ clientDir: string, viteManifest: ViteManifest, indexDir: string,
 *   searchPages: Map<string, string> }} build
 */
export async function writeArrivalScripts({ clientDir, viteManifest, indexDir, searchPages }) {
  const { module, searchChunks, viewChunks } = arrivalModules(viteManifest);
  const lists = join(clientDir, indexDir, OLDER_DIR);
  const version = indexVersion(
    await Promise.all(
      [
        join(clientDir, indexDir, "pagefind-entry.json"),
        ...(await readdir(lists))
          .filter((name) => name.endsWith(".json"))
          .sort()
          .map((name) => join(lists, name)),
      ].map((file) => readFile(file, "utf8")),
    ),
  );
  for (const file of searchPages.keys()) {
    const script = arrivalScript({
      module,
      version,
      searchScripts: [...searchChunks, `/${indexDir}/pagefind.js`],
      viewScripts: viewChunks,
    });
    const path = join(clientDir, file);
    await replaceFile(path, withArrivalScript(await readFile(path, "utf8"), script, file));
  }
}
