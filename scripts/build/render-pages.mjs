// Renders pages in worker threads, one per core (render-worker.mjs), each with its share of the
// pages and its own copy of the site's build module: React's rendering is synchronous work, so one
// thread would leave every other core idle. The plan of what to render is the build module's
// (app/render/build.server.ts, prepareBuild).
// Plain JavaScript: the build runs it with Node.js as it is.
import { readFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { languageOfPath, searchIndexBeside } from "../search-index.mjs";

/** Fewer pages than this a thread would spend more time starting than rendering. */
const PAGES_PER_THREAD = 200;

/**
 * Each thread's young generation, where a page's short-lived objects are made. Given only an old
 * generation's bound, V8 sizes the young one from it, so small that it collected all the time: a
 * thread rendering and finishing 920 pages took 16.1 s (5.2 s of it in the kernel), and 11.9 s with
 * this (1.0 s), for 10 MB more memory.
 */
const YOUNG_GENERATION_MB = 32;

/** @typedef {{ stylesheet: string, script: string }} PageAssets */

/**
 * @typedef {object} RenderPlan
 * @property {string} serverEntry the site's build module, compiled (app/render/build.server.ts)
 * @property {string} clientDir where the pages' HTML files go
 * @property {PageAssets} assets the stylesheet and script every page links to
 * @property {string[]} paths
 * @property {Record<string, string>} cacheFiles where the page cache keeps a page, written as the page is
 * @property {string} snapshot the catalog snapshot the threads read the content from
 * @property {string} finisher the module that finishes each file as it is written (scripts/postbuild/finish-page.mjs)
 * @property {number} [heapMb] each thread's heap: without a bound V8 lets a busy thread's heap grow towards its default limit (4 GB here) before it collects, and most of the build's memory was garbage
 */

/**
 * The pages of each of `count` threads, group after group, in the order the groups first come:
 * every count-th page of each group, so that each thread gets its share of every kind of page,
 * heavy and light, and all threads finish a group at about the same time.
 * @param {string[]} paths
 * @param {number} count
 * @param {(path: string) => string} groupOf
 * @returns {{ name: string, paths: string[] }[][]}
 */
export function sharesOf(paths, count, groupOf) {
  /** @type {Map<string, string[]>} */
  const groups = new Map();
  for (const path of paths) {
    const group = groupOf(path);
    const grouped = groups.get(group);
    if (grouped) grouped.push(path);
    else groups.set(group, [path]);
  }
  return Array.from({ length: count }, (_, share) =>
    [...groups].map(([name, grouped]) => ({
      name,
      paths: grouped.filter((_path, index) => index % count === share),
    })),
  );
}

/**
 * @typedef {object} RenderOptions
 * @property {number} [threads]
 * @property {(path: string) => string} [groupOf] the group of a page (its language): the pages are
 * rendered group after group, each shared among all threads, so that a group is written early
 * @property {(group: string) => void} [onWritten] called once every page of a group is written
 */

/**
 * Renders the plan's pages and returns how many were rendered, and the files finished as they were
 * written; the first page that fails stops them all.
 * @param {RenderPlan} plan
 * @param {RenderOptions} [options]
 * @returns {Promise<{ rendered: number, finished: string[] }>}
 */
export async function renderPages(
  plan,
  { threads = availableParallelism(), groupOf = () => "", onWritten } = {},
) {
  const { paths, cacheFiles, heapMb } = plan;
  if (paths.length === 0) return { rendered: 0, finished: [] };
  const count = Math.max(1, Math.min(threads, Math.ceil(paths.length / PAGES_PER_THREAD)));
  const shares = sharesOf(paths, count, groupOf);
  /** How many threads have written each group. */
  /** @type {Map<string, number>} */
  const writtenBy = new Map();
  const written = (/** @type {string} */ group) => {
    writtenBy.set(group, (writtenBy.get(group) ?? 0) + 1);
    if (writtenBy.get(group) === count) onWritten?.(group);
  };
  /** @type {Worker[]} */
  const workers = [];
  try {
    const rendered = await Promise.all(
      shares.map(
        (share) =>
          /** @type {Promise<{ rendered: number, finished: string[] }>} */ (
            new Promise((resolve, reject) => {
              const worker = new Worker(new URL("./render-worker.mjs", import.meta.url), {
                // React's production code renders the pages. The snapshot's variable is CATALOG_SNAPSHOT (content/catalog-snapshot.server.ts).
                env: {
                  ...process.env,
                  NODE_ENV: "production",
                  SITE_CATALOG_SNAPSHOT: plan.snapshot,
                },
                ...(heapMb
                  ? {
                      resourceLimits: {
                        maxOldGenerationSizeMb: heapMb,
                        maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
                      },
                    }
                  : {}),
                workerData: {
                  serverEntry: plan.serverEntry,
                  clientDir: plan.clientDir,
                  assets: plan.assets,
                  groups: share,
                  finisher: plan.finisher,
                  cacheFiles: Object.fromEntries(
                    share.flatMap(({ paths: grouped }) =>
                      grouped.flatMap((path) =>
                        cacheFiles[path] ? [[path, cacheFiles[path]]] : [],
                      ),
                    ),
                  ),
                },
              });
              workers.push(worker);
              worker.on(
                "message",
                (
                  /** @type {{ rendered: number, finished: string[] } | { error: string } | { written: string }} */ message,
                ) => {
                  if ("written" in message) written(message.written);
                  else if ("error" in message) reject(new Error(message.error));
                  else resolve(message);
                },
              );
              worker.once("error", reject);
              worker.once("exit", (code) =>
                reject(new Error(`A rendering thread stopped (exit code ${code})`)),
              );
            })
          ),
      ),
    );
    return {
      rendered: rendered.reduce((sum, share) => sum + share.rendered, 0),
      finished: rendered.flatMap((share) => share.finished),
    };
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/**
 * Renders the pages of `plan` into the build in `buildDirectory`. With `searchIndex`, the pages are
 * rendered language after language, and each language's search index is made as soon as its pages
 * are written (scripts/search-index.mjs, searchIndexBeside), while the next ones render.
 * @param {string} buildDirectory
 * @param {RenderPlan} plan
 * @param {{ searchIndex?: boolean }} [options]
 */
export async function renderPlannedPages(buildDirectory, plan, { searchIndex = false } = {}) {
  /** @type {import("../../app/config/site-manifest").SiteManifest} */
  const site = JSON.parse(await readFile(join(buildDirectory, "site.json"), "utf8"));
  const search =
    searchIndex && site.searchPath ? searchIndexBeside(plan.clientDir, site.languages) : undefined;
  const started = performance.now();
  // Language after language, in the site's order. The last one's index is made once everything
  // is rendered, with nothing beside it; last in that order is Spanish, among the quickest to
  // index (4.2 s at 1,000 stories, against 8.1 s for Chinese).
  const order = site.languages.map(({ code }) => code);
  const groupOf = (/** @type {string} */ path) => languageOfPath(site.languages, path) ?? "";
  const paths = plan.paths
    .map((path) => ({ path, at: order.indexOf(groupOf(path)) }))
    .sort((a, b) => a.at - b.at)
    .map(({ path }) => path);
  const { rendered, finished } = await renderPages(
    { ...plan, paths },
    { groupOf, onWritten: (code) => search?.written(code) },
  );
  await search?.rendered();
  return { rendered, finished, seconds: (performance.now() - started) / 1000 };
}
