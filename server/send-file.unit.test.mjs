import { once } from "node:events";
import { appendFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createFileCache } from "./file-cache.mjs";
import { parseRanges, sendFile } from "./send-file.mjs";

describe("parseRanges", () => {
  it.each([
    ["bytes=0-0", [{ start: 0, end: 0 }]],
    ["bytes=-100", [{ start: 900, end: 999 }]],
    ["bytes=-2000", [{ start: 0, end: 999 }]],
    ["bytes=990-", [{ start: 990, end: 999 }]],
    ["bytes=0-5000", [{ start: 0, end: 999 }]],
    ["bytes=0-9, 10-19", [{ start: 0, end: 19 }]],
    [
      "bytes=20-29,0-9",
      [
        { start: 0, end: 9 },
        { start: 20, end: 29 },
      ],
    ],
  ])("reads %s of 1,000 bytes", (header, ranges) => {
    expect(parseRanges(header, 1000)).toEqual(ranges);
  });

  it("tells a malformed header, ignored, from an unsatisfiable one, refused", () => {
    expect(parseRanges("bytes=abc", 1000)).toBe("malformed");
    expect(parseRanges("bytes", 1000)).toBe("malformed");
    expect(parseRanges("bytes=5", 1000)).toBe("malformed");
    expect(parseRanges("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRanges("bytes=-0", 1000)).toBe("unsatisfiable");
  });
});

describe("a file changed while it is read, before anything of it is sent", () => {
  /** @type {string} */
  let folder;
  /** @type {import("node:http").Server} */
  let server;

  afterEach(async () => {
    server?.closeAllConnections();
    server?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it("is answered 503 with Retry-After: asked again, it is whole", async () => {
    folder = await mkdtemp(join(tmpdir(), "send-file-changed-"));
    const path = join(folder, "page.bin");
    // Above the size read whole, within one read: its only piece is held back until checked.
    await writeFile(path, Buffer.alloc(100 * 1024, 1));
    /** @type {import("./send-file.mjs").SendError[]} */
    const errors = [];
    let rewrite = true;
    server = createServer((req, res) =>
      sendFile(req, res, path, {
        etagOf: (stats) => `"${stats.size}"`,
        highWaterMark: 256 * 1024,
        fileCache: createFileCache({ minBytes: Infinity }),
        // Called once the file is open and its size read: the release is switched in then.
        isInside: async () => {
          if (rewrite) await appendFile(path, Buffer.alloc(10, 2));
          rewrite = false;
          return true;
        },
        onError: (error) => {
          errors.push(error);
          res.writeHead(error.status, error.headers).end();
        },
      }),
    );
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const url = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}/`;

    const changed = await fetch(url);
    expect(changed.status).toBe(503);
    expect(changed.headers.get("retry-after")).toBe("1");
    expect(errors.map(({ status }) => status)).toEqual([503]);
    const again = await fetch(url);
    expect(again.status).toBe(200);
    expect((await again.arrayBuffer()).byteLength).toBe(100 * 1024 + 10);
  });
});
