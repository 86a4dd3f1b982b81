// Large files from memory: read once, the same bytes as on disk for any range, read again when
// the file changes, and never more than the cache's bound.
import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { open } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, describe, expect, it } from "vitest";
import { bufferStream, createFileCache } from "./file-cache.mjs";

const dir = mkdtempSync(join(tmpdir(), "file-cache-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The cache's copy of a file, opened and read as the server does.
 * @param {ReturnType<typeof createFileCache>} cache
 * @param {string} file
 */
async function readOpen(cache, file) {
  const handle = await open(file);
  try {
    return await cache.read(handle, await handle.stat());
  } finally {
    await handle.close();
  }
}

describe("createFileCache", () => {
  it("holds files within its bounds, reads each once, and again once it changed", async () => {
    const cache = createFileCache({ minBytes: 4, maxBytes: 100, maxTotalBytes: 150 });
    const file = join(dir, "a.js");
    writeFileSync(file, "first version");
    expect(cache.holds(statSync(file))).toBe(true);
    expect(cache.holds({ size: 3 })).toBe(false);
    expect(cache.holds({ size: 101 })).toBe(false);
    const first = await readOpen(cache, file);
    expect(await readOpen(cache, file)).toBe(first);
    expect(first?.toString()).toBe("first version");
    writeFileSync(file, "the second version");
    expect((await readOpen(cache, file))?.toString()).toBe("the second version");
  });

  it("reads again a file edited in place at the same size with its times restored", async () => {
    const cache = createFileCache({ minBytes: 1 });
    const file = join(dir, "sitemap.xml");
    writeFileSync(file, "<old/>");
    // Whole seconds, so that the time set back is exactly the one the cache saw.
    const then = new Date(Math.floor(Date.now() / 1000) * 1000 - 3600_000);
    utimesSync(file, then, then);
    expect((await readOpen(cache, file))?.toString()).toBe("<old/>");
    writeFileSync(file, "<new/>");
    utimesSync(file, then, then);
    expect(statSync(file).mtimeMs).toBe(then.getTime());
    expect((await readOpen(cache, file))?.toString()).toBe("<new/>");
  });

  it("answers null for a file that no longer matches its stats, so it is streamed instead", async () => {
    const cache = createFileCache({ minBytes: 1 });
    const file = join(dir, "b.js");
    writeFileSync(file, "12345");
    const handle = await open(file);
    try {
      const stats = await handle.stat();
      writeFileSync(file, "123456789");
      expect(await cache.read(handle, stats)).toBe(null);
    } finally {
      await handle.close();
    }
  });
});

describe("bufferStream", () => {
  it("streams a range of the buffer, both ends included, in views of it", async () => {
    const buffer = Buffer.from("0123456789".repeat(20_000));
    expect(await text(bufferStream(buffer, 5, 14))).toBe("5678901234");
    expect((await text(bufferStream(buffer))).length).toBe(buffer.length);
  });

  it("gives a piece a turn of the event loop to each response, so that none holds it", async () => {
    const large = Buffer.alloc(4 * 1024 * 1024, 1);
    // Two responses read as fast as can be: their pieces alternate rather than one after the other.
    const order = [];
    const drain = (name) =>
      new Promise((done) => {
        const stream = bufferStream(large);
        stream.on("data", () => order.push(name));
        stream.on("end", done);
      });
    let turns = 0;
    let sending = true;
    const count = () => {
      turns++;
      if (sending) setImmediate(count);
    };
    setImmediate(count);
    await Promise.all([drain("a"), drain("b")]);
    sending = false;
    expect(order.length).toBe(2 * 64);
    expect(order.slice(0, 4)).toEqual(["a", "b", "a", "b"]);
    // Other work had a turn between each response's pieces.
    expect(turns).toBeGreaterThanOrEqual(64);
  });
});
