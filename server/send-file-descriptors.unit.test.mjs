// Every descriptor the server opens is closed exactly once, and never while a read or stat of it
// is in flight: a number closed early or twice may by then be another request's file.
import { once } from "node:events";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

/** Per descriptor: the operations in flight, its stats so far, and how often it was closed. */
const descriptors = vi.hoisted(
  () => /** @type {Map<number, { inFlight: number, stats: number, closes: number }>} */ (new Map()),
);
const faults = vi.hoisted(() => /** @type {string[]} */ ([]));
/** Called when a descriptor's second stat starts (the check after the last piece is read). */
const hooks = vi.hoisted(() => ({ onFinalStat: /** @type {null | (() => void)} */ (null) }));

vi.mock("node:fs", async (importOriginal) => {
  /** @type {typeof import("node:fs")} */
  const fs = await importOriginal();
  /** @param {number} fd */
  const track = (fd) => {
    const entry = descriptors.get(fd);
    if (!entry || entry.closes > 0) faults.push(`used after close: ${fd}`);
    return entry ?? { inFlight: 0, stats: 0, closes: 0 };
  };
  return {
    ...fs,
    open: (/** @type {any[]} */ ...args) => {
      const callback = args.pop();
      // @ts-expect-error the arguments are the caller's
      fs.open(...args, (/** @type {Error | null} */ error, /** @type {number} */ fd) => {
        if (!error) descriptors.set(fd, { inFlight: 0, stats: 0, closes: 0 });
        callback(error, fd);
      });
    },
    read: (/** @type {number} */ fd, /** @type {any[]} */ ...args) => {
      const entry = track(fd);
      const callback = args.pop();
      entry.inFlight++;
      // @ts-expect-error the arguments are the caller's
      fs.read(fd, ...args, (/** @type {any[]} */ ...results) => {
        entry.inFlight--;
        callback(...results);
      });
    },
    fstat: (/** @type {number} */ fd, /** @type {Function} */ callback) => {
      const entry = track(fd);
      entry.inFlight++;
      entry.stats++;
      const stat = () =>
        fs.fstat(fd, (error, stats) => {
          entry.inFlight--;
          if (error) faults.push(`fstat: ${error.message}`);
          callback(error, stats);
        });
      if (entry.stats === 2 && hooks.onFinalStat) {
        hooks.onFinalStat();
        setImmediate(stat);
      } else stat();
    },
    close: (/** @type {number} */ fd, /** @type {Function} */ callback) => {
      const entry = track(fd);
      if (entry.inFlight > 0) faults.push(`closed while in use: ${fd}`);
      entry.closes++;
      fs.close(fd, (error) => callback(error));
    },
  };
});

const { sendFile } = await import("./send-file.mjs");
const { createFileCache } = await import("./file-cache.mjs");

/** A file streamed from disk: above the size read whole, and a cache that holds nothing. */
const FILE_BYTES = 512 * 1024;
let folder = "";
/** @type {import("node:http").Server} */
let server;
let port = 0;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "send-file-descriptors-"));
  await writeFile(join(folder, "large.bin"), Buffer.alloc(FILE_BYTES, 7));
  const fileCache = createFileCache({ minBytes: Infinity });
  server = createServer((req, res) =>
    sendFile(req, res, join(folder, "large.bin"), {
      etagOf: () => '"large"',
      highWaterMark: 16 * 1024,
      fileCache,
      onError: ({ status }) => {
        res.statusCode = status;
        res.end();
      },
    }),
  );
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = /** @type {import("node:net").AddressInfo} */ (server.address()).port;
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await rm(folder, { recursive: true, force: true });
});

beforeEach(() => {
  descriptors.clear();
  faults.length = 0;
  hooks.onFinalStat = null;
});

/** Waits until every descriptor opened is closed (a close may wait for a read in flight). */
async function allClosed() {
  await vi.waitFor(() => {
    expect([...descriptors.values()].map((entry) => entry.closes)).toEqual(
      [...descriptors.values()].map(() => 1),
    );
  });
  expect(faults).toEqual([]);
}

describe("a streamed file's descriptor", () => {
  it("is closed once after a whole answer", async () => {
    const req = get({ port, path: "/" });
    const [res] = await once(req, "response");
    let bytes = 0;
    res.on("data", (/** @type {Buffer} */ chunk) => (bytes += chunk.length));
    await once(res, "end");
    expect(bytes).toBe(FILE_BYTES);
    expect(descriptors.size).toBe(1);
    await allClosed();
  });

  it("is closed once when the client leaves mid-file", async () => {
    const req = get({ port, path: "/" });
    const [res] = await once(req, "response");
    await once(res, "data");
    req.destroy();
    await allClosed();
  });

  it("is closed once, after the final check, when the answer is cut during that check", async () => {
    const req = get({ port, path: "/" });
    req.on("error", () => {});
    hooks.onFinalStat = () => req.socket?.destroy();
    const [res] = await once(req, "response");
    res.on("error", () => {});
    res.resume();
    await once(req.socket ?? req, "close");
    await allClosed();
  });
});
