/**
 * Renders pages in worker threads, one per core (render-worker.mjs), each with its share of the
 * pages and its own copy of the framework's server build: React's rendering is synchronous work,
 * so one thread would leave every other core idle.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

/** Fewer pages than this a thread would spend more time starting than rendering. */
const PAGES_PER_THREAD = 200;

export interface RenderOptions {
  /** The server build's entry (index.js). */
  serverEntry: string;
  /** Where the pages' HTML and data files go: the build's client folder. */
  clientDir: string;
  paths: readonly string[];
  /** Where the page cache keeps a page, by path: written as the page is. */
  cacheFiles?: Record<string, { html: string; data: string }>;
  threads?: number;
  /**
   * Each thread's heap, in MB. Without a bound V8 lets a busy thread's heap grow towards its
   * default limit (4 GB here) before it collects: most of the build's memory was garbage.
   */
  heapMb?: number;
}

/** Renders `paths` and returns how many were rendered; the first page that fails stops them all. */
export async function renderPages({
  serverEntry,
  clientDir,
  paths,
  cacheFiles = {},
  threads = availableParallelism(),
  heapMb,
}: RenderOptions): Promise<number> {
  if (paths.length === 0) return 0;
  const count = Math.max(1, Math.min(threads, Math.ceil(paths.length / PAGES_PER_THREAD)));
  // Every count-th page: each thread gets its share of every kind of page, heavy and light.
  const shares = Array.from({ length: count }, (_, share) =>
    paths.filter((_path, index) => index % count === share),
  );
  const workers: Worker[] = [];
  try {
    const rendered = await Promise.all(
      shares.map(
        (share) =>
          new Promise<number>((resolve, reject) => {
            const worker = new Worker(new URL("./render-worker.mjs", import.meta.url), {
              ...(heapMb ? { resourceLimits: { maxOldGenerationSizeMb: heapMb } } : {}),
              workerData: {
                serverEntry,
                clientDir,
                paths: share,
                cacheFiles: Object.fromEntries(
                  share.flatMap((path) => (cacheFiles[path] ? [[path, cacheFiles[path]]] : [])),
                ),
              },
            });
            workers.push(worker);
            worker.once("message", (message: { rendered?: number; error?: string }) =>
              message.error === undefined
                ? resolve(message.rendered ?? 0)
                : reject(new Error(message.error)),
            );
            worker.once("error", reject);
            worker.once("exit", (code) =>
              reject(new Error(`A rendering thread stopped (exit code ${code})`)),
            );
          }),
      ),
    );
    return rendered.reduce((sum, n) => sum + n, 0);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
