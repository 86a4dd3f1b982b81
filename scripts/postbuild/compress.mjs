// Precompression of the build's text files: each gets .br and .gz siblings that the servers send
// as they are. Files are compressed on worker threads, one per core, and every result is kept in
// the build's cache (cache.mjs) by the file's content: a rebuild compresses only what changed.
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { rmSync, writeFileSync } from "node:fs";
import { mkdir, readFile, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { BUDGETS } from "../budgets.mjs";
import { eachAtMost } from "./at-most.mjs";
import { cacheFolder, pruneCache } from "./cache.mjs";

/** The files worth compressing: text, by extension. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|csv|xml|txt|vtt|data|webmanifest)$/;

/** Below this a file travels as it is: the saving would not fill a packet. */
export const MIN_COMPRESS_BYTES = 256;

/**
 * Brotli's best quality, for the files every page loads (scripts, styles, icons, captions): a few
 * dozen, the same whatever the content, so the cache pays for it once.
 */
export const BROTLI_BEST = 11;

/** Brotli at 11 takes seconds a megabyte: the editor's bundle, over this, gets a faster quality. */
export const LARGE_FILE_BYTES = 1024 * 1024;
export const LARGE_FILE_BROTLI_QUALITY = 9;

/**
 * Files a build writes for every page (its HTML, its navigation data and its JSON under /api/,
 * named from the client folder or within it), thousands at scale: at
 * quality 7 they take 1 ms each instead of 40 ms at 11, for 10 % more bytes (measured on the
 * site's 367 pages: 3.47 MB in 0.4 s against 3.13 MB in 13.6 s; docs/performance.md).
 */
export const PAGE_FILE = /\.(html|data)$|^(.*\/client)?\/api\/.+\.(json|csv)$/;
export const PAGE_BROTLI_QUALITY = 7;

/**
 * A page's HTML whose quick result passes its budget (what the first round trip carries beside
 * the response's headers) is compressed again at a higher quality, which takes about 10 % off
 * (the heaviest page, 15.1 KB at 7, is 13.7 KB at 11): first at 10, then at the best where 10 is
 * still over. Only there: at 1,000 stories most story pages are 12-14 KB at 7, and quality 11 for
 * each took 40 ms, most of the build. Of the 218 story pages over the former 14 KB budget at 7
 * there, 217 were within at 10, in 32 ms each against 73 ms at 11. A page's navigation data has
 * no such budget.
 */
export const PAGE_HTML = /\.html$/;
export const NEAR_BUDGET_BYTES = BUDGETS.htmlBrotli;
export const NEAR_BUDGET_QUALITIES = [10, BROTLI_BEST];

/**
 * The feeds (`feed.xml`: the site's, each section's and each topic's, in every language), which
 * change as the content does: 126 files and 5.4 MB at 1,000 stories, where brotli at 11 took 4.7 s
 * of a build's processor time for 747 KB, and 10 takes 1.5 s for 751 KB (quality 9: 0.13 s for
 * 840 KB). The sitemap, larger than LARGE_FILE_BYTES, keeps the large files' quality.
 */
export const FEED_FILE = /(^|\/)feed\.xml$/;
export const FEED_BROTLI_QUALITY = 10;

/** gzip's best level: the fallback for the few clients without brotli, and as fast as level 6. */
export const GZIP_LEVEL = 9;

/** @typedef {Record<string, Buffer | null>} Compressed the siblings by suffix; null: not smaller */

/**
 * Brotli's window, as large as the file and no larger (between brotli's least and 4 MB, its
 * default): a 70 KB page compressed with the default window took a quarter longer, for a few
 * bytes more.
 * @param {number} bytes
 */
const windowBits = (bytes) =>
  Math.max(
    constants.BROTLI_MIN_WINDOW_BITS,
    Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.ceil(Math.log2(bytes + 1))),
  );

/** `source` compressed with brotli at `quality`, as every file is. */
export const brotli = (/** @type {Buffer} */ source, /** @type {number} */ quality) =>
  brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_LGWIN]: windowBits(source.length),
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });

/**
 * The encodings written, each with its file suffix and compressor.
 * @type {Record<string, (source: Buffer, name: string) => Buffer>}
 */
const ENCODINGS = {
  ".br": (source, name) => {
    if (!PAGE_FILE.test(name)) {
      if (source.length > LARGE_FILE_BYTES) return brotli(source, LARGE_FILE_BROTLI_QUALITY);
      return brotli(source, FEED_FILE.test(name) ? FEED_BROTLI_QUALITY : BROTLI_BEST);
    }
    let result = brotli(source, PAGE_BROTLI_QUALITY);
    if (!PAGE_HTML.test(name)) return result;
    for (const quality of NEAR_BUDGET_QUALITIES)
      if (result.length > NEAR_BUDGET_BYTES) result = brotli(source, quality);
    return result;
  },
  ".gz": (source) => gzipSync(source, { level: GZIP_LEVEL }),
};

/** The siblings' suffixes, one per encoding: ".br", ".gz". */
export const ENCODING_SUFFIXES = Object.keys(ENCODINGS);

/**
 * Compresses `source`, the content of the file `name`, into every encoding: a suffix maps to the
 * bytes, or to null when they are not smaller than the source.
 * @param {Buffer} source
 * @param {string} name
 * @returns {Compressed}
 */
export function compressAll(source, name) {
  return Object.fromEntries(
    Object.entries(ENCODINGS).map(([suffix, encode]) => {
      const data = encode(source, name);
      return [suffix, data.length < source.length ? data : null];
    }),
  );
}

/** The settings a result depends on besides the content: a change to them misses the cache. */
const SETTINGS = JSON.stringify([
  "window fits the file",
  BROTLI_BEST,
  LARGE_FILE_BYTES,
  LARGE_FILE_BROTLI_QUALITY,
  PAGE_FILE.source,
  PAGE_BROTLI_QUALITY,
  FEED_FILE.source,
  FEED_BROTLI_QUALITY,
  PAGE_HTML.source,
  NEAR_BUDGET_BYTES,
  NEAR_BUDGET_QUALITIES,
  GZIP_LEVEL,
]);

/**
 * The cache's name for a result: a hash of the content, the kind of file and the settings.
 * @param {Buffer} source
 * @param {string} name
 */
function cacheKey(source, name) {
  const kind = PAGE_FILE.test(name) ? "page" : "asset";
  return createHash("sha256").update(SETTINGS).update(kind).update(source).digest("hex");
}

/** The pool's threads are started with this as their data. */
const COMPRESSING = "compress.mjs";

/** A result that was not smaller than its source is cached as an empty file. */
const NOT_SMALLER = Buffer.alloc(0);

/**
 * A pool of worker threads, each running compressAll on the sources it is sent.
 * @param {number} size
 */
function workerPool(size) {
  const workers = Array.from(
    { length: size },
    () => new Worker(new URL(import.meta.url), { workerData: COMPRESSING }),
  );
  const idle = [...workers];
  /** @type {(() => void)[]} */
  const waiting = [];
  const run = (/** @type {Buffer} */ source, /** @type {string} */ name) =>
    /** @type {Promise<Compressed>} */ (
      new Promise((resolve, reject) => {
        const start = (/** @type {Worker} */ worker) => {
          const done = (/** @type {Compressed} */ message) => {
            worker.off("error", failed);
            idle.push(worker);
            waiting.shift()?.();
            resolve(message);
          };
          const failed = (/** @type {Error} */ error) => {
            worker.off("message", done);
            reject(error);
          };
          worker.once("message", done);
          worker.once("error", failed);
          worker.postMessage({ source, name });
        };
        const worker = idle.pop();
        if (worker) start(worker);
        // A worker is idle again when this runs.
        else waiting.push(() => start(/** @type {Worker} */ (idle.pop())));
      })
    );
  return { run, close: () => Promise.all(workers.map((worker) => worker.terminate())) };
}

/**
 * @param {string} cacheDir
 * @param {string} key
 * @returns {Promise<Compressed | undefined>}
 */
async function readCached(cacheDir, key) {
  /** @type {Compressed} */
  const entries = {};
  for (const suffix of Object.keys(ENCODINGS)) {
    const file = join(cacheDir, key + suffix);
    try {
      entries[suffix] = await readFile(file);
    } catch {
      return undefined;
    }
  }
  const now = new Date();
  await Promise.all(
    Object.keys(ENCODINGS).map((suffix) => utimes(join(cacheDir, key + suffix), now, now)),
  );
  return entries;
}

/**
 * Writes the siblings of `file` that are smaller than it, and removes the others; returns how many
 * were written. Synchronous, as the rendering threads write (finish-page.mjs).
 * @param {string} file
 * @param {Compressed} results
 */
export function writeCompressed(file, results) {
  let written = 0;
  for (const [suffix, data] of Object.entries(results)) {
    if (data && data.length > 0) {
      writeFileSync(file + suffix, data);
      written++;
    } else rmSync(file + suffix, { force: true });
  }
  return written;
}

/**
 * Writes the .br and .gz siblings of every compressible file of `files` (a sibling that would not
 * be smaller is removed instead), from the cache where it holds the file's content. Returns the
 * siblings written, and how many files were compressed and how many came from the cache.
 * @param {string[]} files
 * @param {{ dir?: string, threads?: number }} [options] `threads`: worker threads (default: the cores)
 */
export async function precompressFiles(files, { dir = cacheFolder("compressed"), threads } = {}) {
  await mkdir(dir, { recursive: true });
  const pool = workerPool(threads ?? Math.max(1, availableParallelism()));
  const counts = { written: 0, compressed: 0, cached: 0 };
  const compressOne = async (/** @type {string} */ file) => {
    const source = await readFile(file);
    if (source.length <= MIN_COMPRESS_BYTES) return;
    const key = cacheKey(source, file);
    let results = await readCached(dir, key);
    if (results) counts.cached++;
    else {
      results = await pool.run(source, file);
      counts.compressed++;
      for (const [suffix, data] of Object.entries(results))
        await writeFile(join(dir, key + suffix), data ?? NOT_SMALLER);
    }
    const written = writeCompressed(file, results);
    counts.written += written;
  };
  try {
    // A few files in flight per thread keep every thread busy while others read and write.
    await eachAtMost(
      files.filter((file) => COMPRESSIBLE.test(file)),
      4 * Math.max(1, availableParallelism()),
      compressOne,
    );
  } finally {
    await pool.close();
  }
  await pruneCache(dir);
  return counts;
}

// Only the pool's own threads: a thread that imports this module for compressAll is left alone.
if (!isMainThread && parentPort && workerData === COMPRESSING) {
  const port = parentPort;
  port.on("message", ({ source, name }) => {
    const results = compressAll(Buffer.from(source.buffer, source.byteOffset, source.length), name);
    port.postMessage(results);
  });
}
