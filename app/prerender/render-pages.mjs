// Renders pages in worker threads, one per core (render-worker.mjs), each with its share of the
// pages and its own copy of the framework's server build: React's rendering is synchronous work, so
// one thread would leave every other core idle. `npm run build` runs it as a step of its own after
// React Router's build (scripts/render-pages.mjs), when that process and its memory are gone; the
// plan of what to render is the one the framework's build wrote (site-prerender.server.ts).
// Plain JavaScript: the build step runs it with Node.js as it is.
import { readFile, rm } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { listFinished } from "../../scripts/postbuild/finish-page.mjs";

/** Fewer pages than this a thread would spend more time starting than rendering. */
const PAGES_PER_THREAD = 200;

/**
 * Each thread's young generation, where a page's short-lived objects are made. Given only an old
 * generation's bound, V8 sizes the young one from it, so small that it collected all the time: a
 * thread rendering and finishing 920 pages took 16.1 s (5.2 s of it in the kernel), and 11.9 s with
 * this (1.0 s), for 10 MB more memory.
 */
const YOUNG_GENERATION_MB = 32;

/** The build's working folder for prerendering, beside client/: never served, removed at the end. */
export const PRERENDER_FOLDER = "prerender";

/** The plan's file in the working folder. */
export const PLAN_FILE = "plan.json";

/**
 * @typedef {object} RenderPlan
 * @property {string} serverEntry the server build's entry (index.js)
 * @property {string} clientDir where the pages' HTML and data files go
 * @property {string[]} paths
 * @property {Record<string, { html: string, data: string }>} cacheFiles where the page cache keeps a page, written as the page is
 * @property {string} snapshot the catalog snapshot the threads read the content from
 * @property {string} finisher the module that finishes each file as it is written (scripts/postbuild/finish-page.mjs)
 * @property {number} [heapMb] each thread's heap: without a bound V8 lets a busy thread's heap grow towards its default limit (4 GB here) before it collects, and most of the build's memory was garbage
 */

/**
 * Renders the plan's pages and returns how many were rendered, and the files finished as they were
 * written; the first page that fails stops them all.
 * @param {RenderPlan} plan
 * @param {number} [threads]
 * @returns {Promise<{ rendered: number, finished: string[] }>}
 */
export async function renderPages(plan, threads = availableParallelism()) {
  const { paths, cacheFiles, heapMb } = plan;
  if (paths.length === 0) return { rendered: 0, finished: [] };
  const count = Math.max(1, Math.min(threads, Math.ceil(paths.length / PAGES_PER_THREAD)));
  // Every count-th page: each thread gets its share of every kind of page, heavy and light.
  const shares = Array.from({ length: count }, (_, share) =>
    paths.filter((_path, index) => index % count === share),
  );
  /** @type {Worker[]} */
  const workers = [];
  try {
    const rendered = await Promise.all(
      shares.map(
        (share) =>
          /** @type {Promise<{ rendered: number, finished: string[] }>} */ (
            new Promise((resolve, reject) => {
              const worker = new Worker(new URL("./render-worker.mjs", import.meta.url), {
                // The framework builds for production: React's production code renders the pages.
                // The snapshot's variable is CATALOG_SNAPSHOT (content/catalog-snapshot.server.ts).
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
                  paths: share,
                  finisher: plan.finisher,
                  cacheFiles: Object.fromEntries(
                    share.flatMap((path) => (cacheFiles[path] ? [[path, cacheFiles[path]]] : [])),
                  ),
                },
              });
              workers.push(worker);
              worker.once(
                "message",
                (
                  /** @type {{ rendered: number, finished: string[] } | { error: string }} */ message,
                ) => ("error" in message ? reject(new Error(message.error)) : resolve(message)),
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
 * Renders the pages a build planned (its working folder's plan) and removes the working folder.
 * @param {string} buildDirectory
 */
export async function renderPlannedPages(buildDirectory) {
  const working = join(buildDirectory, PRERENDER_FOLDER);
  /** @type {RenderPlan} */
  const plan = JSON.parse(await readFile(join(working, PLAN_FILE), "utf8"));
  const started = performance.now();
  const { rendered, finished } = await renderPages(plan);
  await listFinished(buildDirectory, finished);
  await rm(working, { recursive: true, force: true });
  return { rendered, seconds: (performance.now() - started) / 1000 };
}
