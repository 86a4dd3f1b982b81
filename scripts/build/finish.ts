/**
 * The build's finishing stage, once the pages are written: moves the prerendered not-found pages,
 * merges the search index, writes the HTTP policy into the pages left to it (the search pages)
 * and for the servers and static hosts (scripts/http-policy/), the nginx file and the sitemap
 * (outputs/), and precompresses the other text files. Most pages come finished, with their
 * policy and compressed siblings, from their renderer (scripts/postbuild/finish-page.mjs): those
 * it leaves as they are.
 */
import { mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { applyHttpPolicy } from "../http-policy/index.mjs";
import { longPageWarnings } from "../page-length.mjs";
import { ENCODING_SUFFIXES, precompressFiles } from "../postbuild/compress.mjs";
import {
  isLanguageIndex,
  isUnusedSearchFile,
  SEARCH_INDEX_DIR,
  writeSearchIndex,
} from "../search-index.mjs";
import { writeNginxSiteConf } from "./outputs/nginx";
import { untranslatedPageFile, type SiteManifest } from "./outputs/site-manifest";
import { writeSitemap } from "./outputs/sitemap";

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Moves a page's file, and its compressed siblings where it has them (a page finished as it was
 * rendered), renaming it in `finished` too.
 */
async function moveWithSiblings(from: string, to: string, finished: Set<string>) {
  await rename(from, to);
  if (finished.delete(from)) finished.add(to);
  for (const suffix of ENCODING_SUFFIXES)
    await rename(from + suffix, to + suffix).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
}

/**
 * Moves 404/index.html to 404.html, and each language's <code>/404/index.html to <code>/404.html,
 * so that /404 is not a page of its own.
 */
async function moveNotFoundPage(clientDir: string, manifest: SiteManifest, finished: Set<string>) {
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
 */
async function moveUntranslatedPages(
  clientDir: string,
  manifest: SiteManifest,
  finished: Set<string>,
) {
  for (const path of manifest.untranslatedPages ?? []) {
    const to = join(clientDir, untranslatedPageFile(manifest, path));
    await mkdir(dirname(to), { recursive: true });
    await moveWithSiblings(join(clientDir, path, "index.html"), to, finished);
    await rm(join(clientDir, path), { recursive: true, force: true });
  }
}

/**
 * Finishes the build in `buildDir`, given its manifest (by default its site.json) and the files
 * its renderers finished. Returns its figures: warnings (pages too long), each step's seconds,
 * and what it wrote.
 */
export async function finish(
  buildDir: string,
  { manifest: given, finished: done = [] }: { manifest?: SiteManifest; finished?: Iterable<string> } = {},
) {
  const manifest: SiteManifest =
    given ?? JSON.parse(await readFile(join(resolve(buildDir), "site.json"), "utf8"));
  /** Each step's seconds, for the summary. */
  const seconds: Record<string, number> = {};
  let lap = performance.now();
  const took = (step: string) => {
    const now = performance.now();
    seconds[step] = (now - lap) / 1000;
    lap = now;
  };
  const clientDir = join(resolve(buildDir), "client");
  // Vite's manifest of the scripts served the compile stage alone.
  await rm(join(clientDir, ".vite"), { recursive: true, force: true });
  const finished = new Set(done);
  const movedNotFound = await moveNotFoundPage(clientDir, manifest, finished);
  await moveUntranslatedPages(clientDir, manifest, finished);
  // Not the search index's parts, made while the pages were rendered: they are merged into it.
  const files = (await listFiles(clientDir)).filter(
    (file) => !isLanguageIndex(relative(clientDir, file)),
  );
  const htmlFiles = files.filter((f) => f.endsWith(".html"));
  // A build with a search page gets its index (the servers' test builds have none).
  let searchPages: Record<string, number> = {};
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
  writeNginxSiteConf(resolve(buildDir), manifest);
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
