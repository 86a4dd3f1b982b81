// The build's cache: results kept between builds (compressed files, rendered pages, search
// indexes), each under a key that hashes everything it is made from, outside build/. Deleting it
// is always safe: the next build makes everything again.
import { existsSync, rmSync, statSync, writeFileSync } from "node:fs";
import { readdir, rename, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";

/** Where the cache lives unless SITE_BUILD_CACHE names another folder. */
export const DEFAULT_CACHE_DIR = join("node_modules", ".cache", "site-build");

/** Entries no build has used for this long are removed. */
export const CACHE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/** How often a folder of the cache is pruned, and the file that says when it last was. */
const PRUNE_EVERY_MS = 24 * 60 * 60 * 1000;
const PRUNED = ".pruned";

/**
 * The folder of one kind of cached result ("pages"), under the cache.
 * @param {string} kind
 */
export function cacheFolder(kind, root = process.cwd()) {
  return resolve(root, process.env.SITE_BUILD_CACHE ?? DEFAULT_CACHE_DIR, kind);
}

/**
 * Removes the entries of `dir` that no build has used (touched) for CACHE_MAX_AGE_MS.
 * @param {string} dir
 */
export async function pruneCache(dir) {
  // At most once a day: an age in weeks needs no closer look, and looking at each of a page
  // cache's tens of thousands of files took seconds of every build.
  const stamp = join(dir, PRUNED);
  const pruned = statSync(stamp, { throwIfNoEntry: false });
  if (pruned && Date.now() - pruned.mtimeMs < PRUNE_EVERY_MS) return;
  if (existsSync(dir)) writeFileSync(stamp, "");
  const oldest = Date.now() - CACHE_MAX_AGE_MS;
  // One call after another and synchronous: the page cache holds six files a page for each
  // version of the code in use, 130,000 at 1,000 stories after a few changes, and a promise per
  // call, passed to a thread and back, took 8 s where these take a fraction of one.
  for (const name of await readdir(dir).catch(() => [])) {
    if (name === PRUNED) continue;
    const path = join(dir, name);
    const entry = statSync(path, { throwIfNoEntry: false });
    if (entry && entry.mtimeMs < oldest) rmSync(path, { recursive: true, force: true });
  }
}

/**
 * Writes a file of the build anew: into a new file renamed over it. A page the build took from the
 * page cache is a link to the cache's copy (scripts/build/page-cache.ts), which writing in
 * place would change too.
 * @param {string} path
 * @param {string | Buffer} content
 */
export async function replaceFile(path, content) {
  const temporary = `${path}.${process.pid}.new`;
  await writeFile(temporary, content);
  await rename(temporary, path);
}
