// The build's finishing steps, once the pages are written (build/index.mjs): moves the prerendered
// 404 pages, merges the search index, writes the HTTP policy into the pages left to it (the
// search pages) and for the servers and static hosts (scripts/http-policy/), the sitemap, and
// precompresses text files. Most pages come finished, with their policy and compressed siblings,
// from their renderer (postbuild/finish-page.mjs): those it leaves as they are.
// Usage: node scripts/postbuild.mjs [buildDir]
import { mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { applyHttpPolicy } from "./http-policy/index.mjs";
import { ENCODING_SUFFIXES, precompressFiles } from "./postbuild/compress.mjs";
import { takeFinishedList } from "./postbuild/finish-page.mjs";
import { untranslatedPageFile } from "../server/site.mjs";
import { writeNginxSiteConf } from "./nginx-site.mjs";
import { longPageWarnings } from "./page-length.mjs";
import {
  isLanguageIndex,
  isUnusedSearchFile,
  SEARCH_INDEX_DIR,
  writeSearchIndex,
} from "./search-index.mjs";
import { writeSitemap } from "./sitemap.mjs";

/** @typedef {import("./build/outputs/site-manifest").SiteManifest} SiteManifest */

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
 * Moves a page's file, and its compressed siblings where it has them (a page finished as it was
 * rendered: postbuild/finish-page.mjs).
 * @param {string} from
 * @param {string} to
 * @param {Set<string>} finished the finished files, whose name for the file changes with it
 */
async function moveWithSiblings(from, to, finished) {
  await rename(from, to);
  if (finished.delete(from)) finished.add(to);
  for (const suffix of ENCODING_SUFFIXES)
    await rename(from + suffix, to + suffix).catch((/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code !== "ENOENT") throw error;
    });
}

/**
 * Moves 404/index.html to 404.html, and each language's <code>/404/index.html to <code>/404.html,
 * so that /404 is not a page of its own.
 * @param {string} clientDir
 * @param {SiteManifest} manifest
 * @param {Set<string>} finished
 */
async function moveNotFoundPage(clientDir, manifest, finished) {
  let moved = false;
  for (const { prefix } of manifest.languages) {
    const dir = join(clientDir, prefix);
    const from = join(dir, "404", "index.html");
    if (!(await exists(from))) continue;
    await moveWithSiblings(from, join(dir, "404.html"), finished);
    await rm(join(dir, "404"), { recursive: true, force: true });
    moved = true;
  }
  return moved;
}

/**
 * Moves each untranslated address's page (`/es/stories/x/index.html`: that language's not-found
 * page, prerendered at the address it answers) to /404/es/stories/x.html, where the servers find
 * it to answer that address with status 404.
 * @param {string} clientDir
 * @param {SiteManifest} manifest
 * @param {Set<string>} finished
 */
async function moveUntranslatedPages(clientDir, manifest, finished) {
  for (const path of manifest.untranslatedPages ?? []) {
    const to = join(clientDir, untranslatedPageFile(manifest, path));
    await mkdir(dirname(to), { recursive: true });
    await moveWithSiblings(join(clientDir, path, "index.html"), to, finished);
    await rm(join(clientDir, path), { recursive: true, force: true });
  }
}

export { inlineScriptHashes, searchPageFiles } from "./http-policy/index.mjs";

/**
 * @param {string} [buildDir]
 * @param {{ manifest?: SiteManifest, finished?: Iterable<string> }} [given] the build's manifest and
 * the files finished as they were written, from the build (otherwise read from the build's folder)
 */
export async function postbuild(buildDir = "build", given = {}) {
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
  /** @type {SiteManifest} */
  const manifest =
    given.manifest ?? JSON.parse(await readFile(join(resolve(buildDir), "site.json"), "utf8"));
  // Vite's manifest of the scripts served the pages step alone (build/pages.mjs).
  await rm(join(clientDir, ".vite"), { recursive: true, force: true });
  // The pages finished as they were written (postbuild/finish-page.mjs): their policy and
  // compressed siblings are there already.
  const finished = given.finished
    ? new Set(given.finished)
    : await takeFinishedList(resolve(buildDir));
  const movedNotFound = await moveNotFoundPage(clientDir, manifest, finished);
  await moveUntranslatedPages(clientDir, manifest, finished);
  // Not the search index's parts, made while the pages were rendered: they are merged into it.
  const files = (await listFiles(clientDir)).filter(
    (file) => !isLanguageIndex(relative(clientDir, file)),
  );
  const htmlFiles = files.filter((f) => f.endsWith(".html"));
  // A build with a search page gets its index (the servers' test builds have none).
  /** @type {Record<string, number>} */
  let searchPages = {};
  if (manifest.searchPath) {
    searchPages = await writeSearchIndex(clientDir, manifest.languages);
    const searchDir = join(clientDir, SEARCH_INDEX_DIR);
    for (const name of await readdir(searchDir))
      if (isUnusedSearchFile(name)) await rm(join(searchDir, name));
    files.push(...(await listFiles(searchDir)));
  }
  took("search index");
  // The inline scripts are final now: the policy lists their hashes.
  const scriptHashes = await applyHttpPolicy({
    buildDir: resolve(buildDir),
    clientDir,
    htmlFiles: htmlFiles.filter((file) => !finished.has(file)),
    manifest,
  });
  await writeNginxSiteConf(resolve(buildDir), manifest);
  took("HTTP policy");
  const { pages: sitemapPages, files: sitemapFiles } = await writeSitemap(clientDir, manifest);
  files.push(...sitemapFiles);
  took("sitemap");
  const { written: compressed } = await precompressFiles(
    files.filter((file) => !finished.has(file)),
  );
  took("compression");
  const warnings = await longPageWarnings(
    clientDir,
    htmlFiles,
    manifest.languages,
    join(resolve(buildDir), "..", "content"),
  );
  took("page lengths");
  return {
    warnings,
    seconds,
    htmlFiles: htmlFiles.length,
    finishedFiles: finished.size,
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
  for (const warning of result.warnings) console.log(warning);
  console.log(
    `postbuild: ${result.htmlFiles} HTML files, ${result.finishedFiles} files finished as they ` +
      `were rendered, ${result.scriptHashes} CSP script hashes in the other pages, ` +
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
