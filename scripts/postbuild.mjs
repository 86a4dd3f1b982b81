// Runs after `react-router build`: moves the prerendered 404 page, writes the search index and the
// search pages' arrival script, writes the HTTP policy into the pages and for the servers and
// static hosts (scripts/http-policy/) and precompresses text files.
// Usage: node scripts/postbuild.mjs [buildDir]
import { mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { applyHttpPolicy, searchPageFiles } from "./http-policy/index.mjs";
import { precompressFiles } from "./postbuild/compress.mjs";
import { untranslatedPageFile } from "../server/site.mjs";
import { writeNginxSiteConf } from "./nginx-site.mjs";
import { writeArrivalScripts } from "./search-arrival.mjs";
import { isUnusedSearchFile, SEARCH_INDEX_DIR, writeSearchIndex } from "./search-index.mjs";
import { writeSitemap } from "./sitemap.mjs";

/** @typedef {import("../app/config/site-manifest").SiteManifest} SiteManifest */

/** @param {string} dir */
async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath ?? e.path, e.name));
}

/** @param {string} path */
async function exists(path) {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Moves 404/index.html to 404.html, and each language's <code>/404/index.html to <code>/404.html,
 * so that /404 is not a page of its own.
 * @param {string} clientDir
 * @param {SiteManifest} manifest
 */
async function moveNotFoundPage(clientDir, manifest) {
  let moved = false;
  for (const { prefix } of manifest.languages) {
    const dir = join(clientDir, prefix);
    const from = join(dir, "404", "index.html");
    if (!(await exists(from))) continue;
    await rename(from, join(dir, "404.html"));
    await rm(join(dir, "404"), { recursive: true, force: true });
    await rm(join(dir, "404.data"), { force: true });
    moved = true;
  }
  return moved;
}

/**
 * Moves each untranslated address's page (`/es/stories/x/index.html`: that language's not-found
 * page, prerendered at the address it answers) to /404/es/stories/x.html, where the servers find
 * it to answer that address with status 404. Its data file stays, for navigations in the browser.
 * @param {string} clientDir
 * @param {SiteManifest} manifest
 */
async function moveUntranslatedPages(clientDir, manifest) {
  for (const path of manifest.untranslatedPages ?? []) {
    const to = join(clientDir, untranslatedPageFile(manifest, path));
    await mkdir(dirname(to), { recursive: true });
    await rename(join(clientDir, path, "index.html"), to);
    await rm(join(clientDir, path), { recursive: true, force: true });
  }
}

export { inlineScriptHashes, searchPageFiles } from "./http-policy/index.mjs";

/**
 * Reads Vite's manifest of the browser's chunks and removes it from the build: it serves postbuild
 * alone. Undefined for a build without one.
 * @param {string} clientDir
 */
async function takeViteManifest(clientDir) {
  const file = join(clientDir, ".vite", "manifest.json");
  const manifest = (await exists(file)) ? JSON.parse(await readFile(file, "utf8")) : undefined;
  await rm(join(clientDir, ".vite"), { recursive: true, force: true });
  return manifest;
}

export async function postbuild(buildDir = "build") {
  /** Each step's seconds, for the summary. */
  /** @type {Record<string, number>} */
  const seconds = {};
  let lap = performance.now();
  const took = (/** @type {string} */ step) => {
    const now = performance.now();
    seconds[step] = (now - lap) / 1000;
    lap = now;
  };
  const clientDir = join(resolve(buildDir), "client");
  const manifest = JSON.parse(await readFile(join(resolve(buildDir), "site.json"), "utf8"));
  const viteManifest = await takeViteManifest(clientDir);
  const movedNotFound = await moveNotFoundPage(clientDir, manifest);
  await moveUntranslatedPages(clientDir, manifest);
  // Every page is prerendered; the client-rendered fallback shell is never served.
  await rm(join(clientDir, "__spa-fallback.html"), { force: true });
  const files = await listFiles(clientDir);
  const htmlFiles = files.filter((f) => f.endsWith(".html"));
  // A build with a search page gets its index (the servers' test builds have none), and its search
  // pages the script that starts an arriving query's search.
  /** @type {Record<string, number>} */
  let searchPages = {};
  if (manifest.searchPath) {
    searchPages = await writeSearchIndex(clientDir, manifest.languages);
    const searchDir = join(clientDir, SEARCH_INDEX_DIR);
    for (const name of await readdir(searchDir))
      if (isUnusedSearchFile(name)) await rm(join(searchDir, name));
    files.push(...(await listFiles(searchDir)));
    await writeArrivalScripts({
      clientDir,
      viteManifest,
      indexDir: SEARCH_INDEX_DIR,
      searchPages: searchPageFiles(manifest),
    });
  }
  took("search index");
  // The inline scripts are final now: the policy lists their hashes.
  const scriptHashes = await applyHttpPolicy({
    buildDir: resolve(buildDir),
    clientDir,
    htmlFiles,
    manifest,
  });
  await writeNginxSiteConf(resolve(buildDir));
  took("HTTP policy");
  const { pages: sitemapPages, files: sitemapFiles } = await writeSitemap(clientDir, manifest);
  files.push(...sitemapFiles);
  took("sitemap");
  const { written: compressed } = await precompressFiles(files);
  took("compression");
  return {
    seconds,
    htmlFiles: htmlFiles.length,
    scriptHashes,
    searchPages,
    sitemapPages,
    compressed,
    movedNotFound,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const buildDir = process.argv[2] ?? "build";
  const result = await postbuild(buildDir);
  const unsearchable = Object.keys(result.searchPages).filter((code) => !result.searchPages[code]);
  if (unsearchable.length > 0) {
    console.error(`postbuild: the search index has no page in ${unsearchable.join(", ")}`);
    process.exit(1);
  }
  console.log(
    `postbuild: ${result.htmlFiles} HTML files, ${result.scriptHashes} CSP script hashes, ` +
      `${result.sitemapPages} pages in sitemap.xml, search index of ` +
      `${Object.entries(result.searchPages)
        .map(([code, count]) => `${count} ${code}`)
        .join(", ")} pages, ` +
      `${result.compressed} precompressed files (.br/.gz)` +
      (result.movedNotFound ? ", 404/index.html -> 404.html" : "") +
      ` (${Object.entries(result.seconds)
        .map(([step, time]) => `${step} ${time.toFixed(1)} s`)
        .join(", ")})`,
  );
}
