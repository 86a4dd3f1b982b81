import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  BROTLI_BEST,
  brotli,
  compressAll,
  FEED_BROTLI_QUALITY,
  NEAR_BUDGET_BYTES,
  PAGE_BROTLI_QUALITY,
  precompressFiles,
} from "./compress.mjs";

/** Text of `bytes` that compresses about as well as a page: words drawn from a small vocabulary. */
function pageText(bytes, seed = 1) {
  const words = ["peace", "goal", "water", "climate", "council", "nations", "report", "people"];
  let state = seed;
  let text = "<!doctype html><p>";
  while (text.length < bytes) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    text += `${words[state % words.length]}${state % 7 === 0 ? ".</p><p>" : " "}`;
  }
  return text;
}

/** Text of `bytes` from a vocabulary of 500 made-up words: it compresses about as well as a long story's page. */
function variedText(bytes) {
  let state = 7;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
  const words = Array.from({ length: 500 }, (_, index) =>
    Array.from({ length: 3 + (index % 6) }, () =>
      String.fromCharCode(97 + ((next() >> 8) % 26)),
    ).join(""),
  );
  let text = "<!doctype html><p>";
  while (text.length < bytes)
    text += `${words[(next() >> 4) % 500]}${(state >> 12) % 9 === 0 ? ".</p><p>" : " "}`;
  return Buffer.from(text);
}

describe("precompressFiles", () => {
  let dir;
  let cacheDir;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "compress-"));
    cacheDir = join(dir, "cache", "compressed");
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes .br and .gz siblings that decompress to the file, and none for small or binary files", async () => {
    const page = join(dir, "index.html");
    const small = join(dir, "small.js");
    const image = join(dir, "photo.webp");
    await writeFile(page, pageText(20_000));
    await writeFile(small, "x".repeat(100));
    await writeFile(image, pageText(20_000));
    const counts = await precompressFiles([page, small, image], { dir: cacheDir, threads: 2 });
    expect(counts).toEqual({ written: 2, compressed: 1, cached: 0 });
    const source = await readFile(page);
    expect(brotliDecompressSync(await readFile(`${page}.br`))).toEqual(source);
    expect(gunzipSync(await readFile(`${page}.gz`))).toEqual(source);
    await expect(stat(`${small}.br`)).rejects.toThrow();
    await expect(stat(`${image}.br`)).rejects.toThrow();
  });

  it("takes unchanged files from the cache and compresses changed ones again", async () => {
    const files = [join(dir, "a.html"), join(dir, "b.html"), join(dir, "app.js")];
    for (const [index, file] of files.entries()) await writeFile(file, pageText(8_000, index + 1));
    await precompressFiles(files, { dir: cacheDir, threads: 2 });
    const [first] = files;
    await writeFile(first, pageText(8_000, 99));
    await rm(`${files[1]}.br`);
    const counts = await precompressFiles(files, { dir: cacheDir, threads: 2 });
    expect(counts).toEqual({ written: 6, compressed: 1, cached: 2 });
    expect(brotliDecompressSync(await readFile(`${first}.br`)).toString()).toBe(
      pageText(8_000, 99),
    );
    expect(await stat(`${files[1]}.br`)).toBeTruthy();
  });

  it("removes a sibling that would not be smaller than its file", async () => {
    const file = join(dir, "random.json");
    await writeFile(`${file}.br`, "stale");
    await writeFile(file, randomBytes(400));
    const counts = await precompressFiles([file], { dir: cacheDir, threads: 1 });
    expect(counts.written).toBe(0);
    await expect(stat(`${file}.br`)).rejects.toThrow();
  });
});

describe("compressAll", () => {
  // Brotli at its best quality on whole pages: about 1 s alone, 3 s measured beside two busy loops.
  it(
    "compresses pages quickly, and HTML past the first round trip's budget again, at 10 and then the best quality",
    { timeout: 30_000 },
    () => {
      const small = Buffer.from(pageText(20_000));
      expect(brotli(small, PAGE_BROTLI_QUALITY).length).toBeLessThan(NEAR_BUDGET_BYTES);
      expect(compressAll(small, "a.html")[".br"]).toEqual(brotli(small, PAGE_BROTLI_QUALITY));
      // Past the budget at the quick quality, within it at 10: 10 it is.
      const near = variedText(47_500);
      expect(brotli(near, PAGE_BROTLI_QUALITY).length).toBeGreaterThan(NEAR_BUDGET_BYTES);
      expect(brotli(near, 10).length).toBeLessThanOrEqual(NEAR_BUDGET_BYTES);
      expect(compressAll(near, "a.html")[".br"]).toEqual(brotli(near, 10));
      // Past it at 10 too: the best quality.
      const large = Buffer.from(randomBytes(30_000).toString("hex"));
      expect(brotli(large, PAGE_BROTLI_QUALITY).length).toBeGreaterThan(NEAR_BUDGET_BYTES);
      expect(compressAll(large, "a.html")[".br"]).toEqual(brotli(large, BROTLI_BEST));
      // Navigation data has no budget: it keeps the quick quality.
      expect(compressAll(large, "a.data")[".br"]).toEqual(brotli(large, PAGE_BROTLI_QUALITY));
    },
  );

  it("gives brotli a window no larger than the file, which decompresses to the same bytes", () => {
    const page = variedText(50_000);
    const compressed = brotli(page, PAGE_BROTLI_QUALITY);
    expect(brotliDecompressSync(compressed)).toEqual(page);
    // 50,000 bytes fit in a window of 16 bits (64 KB), which the stream's first bit, 0, says
    // (RFC 7932, 9.1); brotli's default, 22 bits, would set it.
    expect(Math.ceil(Math.log2(page.length + 1))).toBe(16);
    expect((compressed[0] ?? 1) & 1).toBe(0);
  });

  it("compresses the files every page loads at the best quality", () => {
    const script = Buffer.from(pageText(20_000));
    expect(compressAll(script, "app.js")[".br"]).toEqual(brotli(script, BROTLI_BEST));
  });

  it("compresses the feeds, made again as the content changes, at the feeds' quality", () => {
    const feed = Buffer.from(pageText(20_000));
    expect(FEED_BROTLI_QUALITY).toBeLessThan(BROTLI_BEST);
    for (const name of ["feed.xml", "/fr/news/topic/goal-5/feed.xml"])
      expect(compressAll(feed, name)[".br"]).toEqual(brotli(feed, FEED_BROTLI_QUALITY));
    expect(compressAll(feed, "sitemap.xml")[".br"]).toEqual(brotli(feed, BROTLI_BEST));
  });
});
