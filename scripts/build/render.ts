/**
 * The build's rendering stage: renders pages in worker threads, one per core (render-worker.ts),
 * each with its share of the pages and its own copy of the site's rendering module: React's
 * rendering is synchronous work, so one thread would leave every other core idle. Pages are
 * rendered language after language, and each language's search index is made as soon as its
 * pages are written (scripts/search-index.mjs, searchIndexBeside), while the next ones render.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { LanguageCode } from "~/i18n/languages";
import { languageOfPath, searchIndexBeside } from "../search-index.mjs";
import type { PageAssets } from "./compile";
import type { SiteManifest } from "./outputs/site-manifest";
import type { WorkerData, WorkerMessage } from "./render-worker";

/** Fewer pages than this a thread would spend more time starting than rendering. */
const PAGES_PER_THREAD = 200;

/**
 * Each thread's young generation, where a page's short-lived objects are made. Given only an old
 * generation's bound, V8 sizes the young one from it, so small that it collected all the time: a
 * thread rendering and finishing 920 pages took 16.1 s (5.2 s of it in the kernel), and 11.9 s with
 * this (1.0 s), for 10 MB more memory.
 */
const YOUNG_GENERATION_MB = 32;

export interface RenderPlan {
  /** The compiled rendering thread (render-worker.ts). */
  workerModule: string;
  buildDir: string;
  clientDir: string;
  manifest: SiteManifest;
  assets: PageAssets;
  paths: string[];
  /** Where the page cache keeps a page, written as the page is. */
  cacheFiles: Record<string, string>;
  /** The catalog snapshot the threads read the content from. */
  snapshot: string;
  /** Every page's languages, by its unprefixed path (sitePages). */
  pageLanguages: ReadonlyMap<string, readonly LanguageCode[]>;
  /** The module that finishes each file as it is written (scripts/postbuild/finish-page.mjs). */
  finisher: string;
  /**
   * Each thread's heap: without a bound V8 lets a busy thread's heap grow towards its default
   * limit (4 GB here) before it collects, and most of the build's memory was garbage.
   */
  heapMb?: number;
}

interface Share {
  name: string;
  paths: string[];
}

/**
 * The pages of each of `count` threads, group after group, in the order the groups first come:
 * every count-th page of each group, so that each thread gets its share of every kind of page,
 * heavy and light, and all threads finish a group at about the same time.
 */
export function sharesOf(
  paths: readonly string[],
  count: number,
  groupOf: (path: string) => string,
): Share[][] {
  const groups = new Map<string, string[]>();
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

export interface RenderOptions {
  threads?: number;
  /**
   * The group of a page (its language): the pages are rendered group after group, each shared
   * among all threads, so that a group is written early.
   */
  groupOf?: (path: string) => string;
  /** Called once every page of a group is written. */
  onWritten?: (group: string) => void;
}

/** Runs one thread on its share; resolves with what it rendered and finished. */
function renderOnThread(
  plan: RenderPlan,
  share: Share[],
  written: (group: string) => void,
  workers: Worker[],
): Promise<{ rendered: number; finished: string[] }> {
  return new Promise((resolve, reject) => {
    const data: WorkerData = {
      buildDir: plan.buildDir,
      manifest: plan.manifest,
      clientDir: plan.clientDir,
      assets: plan.assets,
      snapshot: plan.snapshot,
      pageLanguages: plan.pageLanguages,
      groups: share,
      finisher: plan.finisher,
      cacheFiles: Object.fromEntries(
        share.flatMap(({ paths }) =>
          paths.flatMap((path) => {
            const file = plan.cacheFiles[path];
            return file ? [[path, file]] : [];
          }),
        ),
      ),
    };
    const worker = new Worker(plan.workerModule, {
      // React's production code renders the pages.
      env: { ...process.env, NODE_ENV: "production" },
      ...(plan.heapMb
        ? {
            resourceLimits: {
              maxOldGenerationSizeMb: plan.heapMb,
              maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
            },
          }
        : {}),
      workerData: data,
    });
    workers.push(worker);
    worker.on("message", (message: WorkerMessage) => {
      if ("written" in message) written(message.written);
      else if ("error" in message) reject(new Error(message.error));
      else resolve(message);
    });
    worker.once("error", reject);
    worker.once("exit", (code) =>
      reject(new Error(`A rendering thread stopped (exit code ${code})`)),
    );
  });
}

/**
 * Renders the plan's pages and returns how many were rendered, and the files finished as they were
 * written; the first page that fails stops them all.
 */
export async function renderPages(
  plan: RenderPlan,
  { threads = availableParallelism(), groupOf = () => "", onWritten }: RenderOptions = {},
): Promise<{ rendered: number; finished: string[] }> {
  const { paths } = plan;
  if (paths.length === 0) return { rendered: 0, finished: [] };
  const count = Math.max(1, Math.min(threads, Math.ceil(paths.length / PAGES_PER_THREAD)));
  const shares = sharesOf(paths, count, groupOf);
  /** How many threads have written each group. */
  const writtenBy = new Map<string, number>();
  const written = (group: string) => {
    writtenBy.set(group, (writtenBy.get(group) ?? 0) + 1);
    if (writtenBy.get(group) === count) onWritten?.(group);
  };
  const workers: Worker[] = [];
  try {
    const rendered = await Promise.all(
      shares.map((share) => renderOnThread(plan, share, written, workers)),
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
 * Renders the pages of `plan`. With `searchIndex`, language after language, each language's
 * search index made as soon as its pages are written, reading the pages not rendered from the
 * page cache; resolves once `othersInPlace` does too: those pages are put in place beside the
 * rendering.
 */
export async function renderPlannedPages(
  plan: RenderPlan,
  {
    searchIndex,
    othersInPlace = Promise.resolve(),
  }: {
    searchIndex?: {
      /** Every page's file in the build, and where those not rendered are kept (page-cache.ts). */
      pages: { files: string[]; sources: Record<string, string> };
      /** What each language's pages were made from (page-cache.ts), for its whole index. */
      languageKeys?: Record<string, string>;
    };
    othersInPlace?: Promise<unknown>;
  } = {},
) {
  const { manifest } = plan;
  const search =
    searchIndex && manifest.searchPath
      ? searchIndexBeside(plan.clientDir, manifest.languages, searchIndex.pages, {
          languageKeys: searchIndex.languageKeys,
        })
      : undefined;
  const started = performance.now();
  // Language after language, in the site's order. The last one's index is made once everything
  // is rendered, with nothing beside it; last in that order is Spanish, among the quickest to
  // index (4.2 s at 1,000 stories, against 8.1 s for Chinese).
  const order = manifest.languages.map(({ code }) => code);
  const groupOf = (path: string) => languageOfPath(manifest.languages, path) ?? "";
  const paths = plan.paths
    .map((path) => ({ path, at: order.indexOf(groupOf(path)) }))
    .sort((a, b) => a.at - b.at)
    .map(({ path }) => path);
  const { rendered, finished } = await renderPages(
    { ...plan, paths },
    { groupOf, onWritten: (code) => search?.written(code) },
  );
  await othersInPlace;
  await search?.rendered();
  return { rendered, finished, seconds: (performance.now() - started) / 1000 };
}
