// Behaviour specific to the Node server (the shared HTTP contract is in contract.http.test.mjs).
import {
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finish } from "../scripts/build/finish";
import { inlineScriptHashes } from "../scripts/http-policy/index.mjs";
import { exchange, firstResponse } from "./http-corpus.mjs";
import {
  createApp,
  createServer,
  listenLocally,
  MAX_QUEUED_REQUESTS,
  maxConnectionsFor,
  openFileLimit,
  stopGracefully,
} from "./app.mjs";
import {
  createFixture,
  LARGE_VIDEO_BYTES,
  LARGE_VIDEO_PATH,
  rawRequest,
  request,
  statusCodes,
  SECRET_MARKER,
} from "./test-fixture.mjs";

let tmp;
let root;
const servers = [];

function listen(server) {
  servers.push(server);
  return listenLocally(server);
}

const get = (baseUrl, path) =>
  rawRequest(baseUrl, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "app-"));
  writeFileSync(join(tmp, "vanishing.txt"), "x");
  ({ root } = await createFixture(tmp));
  writeFileSync(join(root, "vanishing.txt"), "soon gone\n".repeat(1000));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(tmp, { recursive: true, force: true });
});

describe("node server", () => {
  let baseUrl;
  const logLines = [];
  let onLog = () => {};
  /** Resolves once the log holds `count` entries (a line is written when a response closes). */
  const logHas = (count) =>
    new Promise((resolve) => {
      onLog = () => logLines.length >= count && resolve(undefined);
      onLog();
    });
  beforeAll(async () => {
    const log = (entry) => {
      logLines.push(entry);
      onLog();
    };
    baseUrl = await listen(createServer({ buildDir: tmp, log }));
  });

  it("writes one JSON log entry per request, without client addresses", async () => {
    logLines.length = 0;
    await request(baseUrl, "/news?utm=secret");
    await request(baseUrl, "/nope");
    await logHas(2);
    expect(logLines).toHaveLength(2);
    expect(logLines[0]).toEqual({
      t: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      method: "GET",
      path: "/news",
      status: 200,
      bytes: expect.any(Number),
      ms: expect.any(Number),
    });
    expect(logLines[0].bytes).toBeGreaterThan(0);
    expect(logLines[1]).toMatchObject({ path: "/nope", status: 404 });
  });

  it("logs the body bytes sent: all of a full download, part of an aborted one", async () => {
    logLines.length = 0;
    const full = await request(baseUrl, "/favicon.svg");
    const { port } = new URL(baseUrl);
    const socket = net.connect({ host: "127.0.0.1", port: Number(port) });
    socket.on("error", () => {});
    socket.write(`GET ${LARGE_VIDEO_PATH} HTTP/1.1\r\nHost: x\r\n\r\n`);
    // Aborted once the first bytes arrive, long before the 8 MB could.
    await new Promise((resolve) => socket.once("data", resolve));
    socket.destroy();
    await logHas(2);
    expect(logLines[0]).toMatchObject({ status: 200, bytes: full.body.length });
    expect(logLines[1]).toMatchObject({ path: LARGE_VIDEO_PATH, status: 200 });
    expect(logLines[1].bytes).toBeLessThan(LARGE_VIDEO_BYTES);
  });

  it("logs a malformed request", async () => {
    logLines.length = 0;
    await rawRequest(baseUrl, "GARBAGE\r\n\r\n");
    await logHas(1);
    expect(logLines[0]).toMatchObject({ method: null, path: null, status: 400 });
  });

  it("prints log entries as JSON lines on stdout by default", async () => {
    const writes = [];
    const write = process.stdout.write;
    /** @type {(line: string) => void} */
    let onWrite = () => {};
    const favicon = new Promise(
      (resolve) => (onWrite = (line) => line.includes("favicon") && resolve(undefined)),
    );
    process.stdout.write = (chunk) => {
      writes.push(String(chunk));
      onWrite(String(chunk));
      return true;
    };
    try {
      const app = createApp({ buildDir: tmp });
      const url = await listen(http.createServer(app));
      await request(url, "/favicon.svg");
      // The line is written when the response finishes, which may be just after the client has it.
      await favicon;
    } finally {
      process.stdout.write = write;
    }
    const entry = JSON.parse(writes.find((line) => line.includes("favicon")));
    expect(Object.keys(entry)).toEqual(["t", "method", "path", "status", "bytes", "ms"]);
  });

  it("prefers brotli, then gzip, and serves the identity file otherwise", async () => {
    const encodingOf = async (acceptEncoding) =>
      (await request(baseUrl, "/", { headers: { "accept-encoding": acceptEncoding } })).headers[
        "content-encoding"
      ];
    expect(await encodingOf("gzip, deflate, br")).toBe("br");
    expect(await encodingOf("gzip")).toBe("gzip");
    expect(await encodingOf("identity")).toBeUndefined();
  });

  it("answers 304 with the cache headers of the file", async () => {
    const { headers } = await request(baseUrl, "/favicon.svg");
    const res = await request(baseUrl, "/favicon.svg", {
      headers: { "if-none-match": headers.etag },
    });
    expect(res.status).toBe(304);
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
  });

  it("handles suffix, open-ended, invalid and conditional ranges", async () => {
    const video = readFileSync(join(root, "video/hero.mp4"));
    const range = (value, extra = {}) =>
      request(baseUrl, "/video/hero.mp4", { headers: { range: value, ...extra } });
    const suffix = await range("bytes=-100");
    expect(suffix.status).toBe(206);
    expect(suffix.body.equals(video.subarray(-100))).toBe(true);
    const open = await range("bytes=299000-");
    expect(open.headers["content-range"]).toBe("bytes 299000-299999/300000");
    expect(open.body.equals(video.subarray(299000))).toBe(true);
    for (const invalid of ["bytes=abc", "bytes=10-5", "bytes=0-1,5-6", "items=0-1"]) {
      expect((await range(invalid)).status).toBe(200);
    }
    expect((await range("bytes=-0")).status).toBe(416);
    expect((await range("bytes=0-9", { "if-range": "Thu, 01 Jan 1970 00:00:00 GMT" })).status).toBe(
      200,
    );
    // A date names the file only once its second is over (RFC 9110, section 8.8.2.2).
    const hourAgo = new Date(Date.now() - 3600_000);
    utimesSync(join(root, "video/hero.mp4"), hourAgo, hourAgo);
    const { headers } = await request(baseUrl, "/video/hero.mp4", { method: "HEAD" });
    const current = await range("bytes=0-9", { "if-range": headers["last-modified"] });
    expect(current.status).toBe(206);
  });

  it("serves ranges of the identity file even when compression is accepted", async () => {
    const res = await request(baseUrl, "/", {
      headers: { range: "bytes=0-14", "accept-encoding": "br, gzip" },
    });
    expect(res.status).toBe(206);
    expect(res.body.toString()).toBe("<!doctype html>");
  });

  it("answers HEAD for a missing page with 404 and no body", async () => {
    const res = await request(baseUrl, "/nope", { method: "HEAD" });
    expect(res.status).toBe(404);
    expect(res.body.length).toBe(0);
  });

  it.each(["/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt", "/.%2e/secret.txt"])(
    "answers %s, above the root, with 400 as nginx does",
    async (path) => {
      const { text } = await get(baseUrl, path);
      expect(statusCodes(text)).toEqual([400]);
      expect(text).not.toContain(SECRET_MARKER);
    },
  );

  it.each([
    "/..%5csecret.txt",
    "/..\\secret.txt",
    "/%252e%252e/secret.txt",
    "/secret.txt%00.html",
    "/%00",
    "//etc/passwd",
    "/.env",
    "/%2eenv",
    "/.git/config",
    "/assets/entry.client-AbC12345.js.map",
    "/index.html.br",
    "/404",
    "/404/",
  ])("answers %s with the 404 page", async (path) => {
    const { text } = await get(baseUrl, path);
    expect(statusCodes(text)).toEqual([404]);
    expect(text).toContain("Page not found");
    expect(text).not.toContain(SECRET_MARKER);
  });

  it("accepts absolute-form request targets and rejects other forms", async () => {
    const absolute = await get(baseUrl, "http://example.org/news");
    expect(statusCodes(absolute.text)).toEqual([200]);
    expect(statusCodes((await get(baseUrl, "*")).text)).toEqual([400]);
  });

  it("answers a request without Host with 400 and the security headers", async () => {
    const { text } = await rawRequest(baseUrl, "GET / HTTP/1.1\r\nConnection: close\r\n\r\n");
    expect(statusCodes(text)).toEqual([400]);
    expect(text).toContain("X-Frame-Options: DENY");
  });

  it("answers a request line over 8 KB with 414", async () => {
    const { text } = await get(baseUrl, `/${"a".repeat(9000)}`);
    expect(statusCodes(text)).toEqual([414]);
    expect(text).toContain("X-Content-Type-Options: nosniff");
  });

  it("answers oversized headers with 431 and the security headers", async () => {
    const big = `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`;
    const many = `GET / HTTP/1.1\r\nHost: x\r\n${"X-H: 1234567890\r\n".repeat(1500)}\r\n`;
    for (const payload of [big, many]) {
      const { text } = await rawRequest(baseUrl, payload);
      expect(statusCodes(text)).toEqual([431]);
      expect(text).toContain("Content-Security-Policy: default-src 'self'");
    }
  });

  it("answers malformed request lines with 400", async () => {
    for (const payload of [
      "GET / HTTP/9.9\r\n\r\n",
      "get / HTTP/1.1\r\n\r\n",
      "\x00\x01\x02\r\n\r\n",
    ]) {
      const { text } = await rawRequest(baseUrl, payload);
      expect(statusCodes(text)).toEqual([400]);
    }
  });

  it("answers unknown expectations with 417", async () => {
    const { text } = await rawRequest(
      baseUrl,
      "GET / HTTP/1.1\r\nHost: x\r\nExpect: magic\r\nConnection: close\r\n\r\n",
    );
    expect(statusCodes(text)).toEqual([417]);
  });

  it("answers 404 for a file deleted after start-up, and logs it so", async () => {
    unlinkSync(join(root, "vanishing.txt"));
    logLines.length = 0;
    expect((await request(baseUrl, "/vanishing.txt")).status).toBe(404);
    expect((await request(baseUrl, "/")).status).toBe(200);
    expect(logLines[0]).toMatchObject({ path: "/vanishing.txt", status: 404 });
  });
});

/**
 * A keep-alive GET of `path` on a connection that reads nothing until `resume` is called; `body`
 * then resolves with the bytes after the headers once the server closes, `error` with the
 * connection's error code, if any.
 */
function pausedDownload(url, path) {
  const socket = net.connect({ host: "127.0.0.1", port: Number(new URL(url).port) });
  socket.pause();
  const chunks = [];
  let error = null;
  socket.on("error", (/** @type {NodeJS.ErrnoException} */ fault) => (error = fault.code));
  socket.on("data", (chunk) => chunks.push(chunk));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
  const ended = new Promise((resolve) => socket.on("close", resolve));
  return {
    async resume() {
      socket.resume();
      await ended;
      const response = Buffer.concat(chunks);
      return { body: response.subarray(response.indexOf("\r\n\r\n") + 4), error };
    },
  };
}

/**
 * Reads `bytes` of a download of `path` at `bytesPerSecond` at most, then leaves; resolves with
 * the bytes read and the connection's error code, if any.
 */
function readSlowly(url, path, { bytes, bytesPerSecond }) {
  const socket = net.connect({ host: "127.0.0.1", port: Number(new URL(url).port) });
  let received = 0;
  let error = null;
  /** @type {NodeJS.Timeout | undefined} */
  let resume;
  socket.on("error", (/** @type {NodeJS.ErrnoException} */ fault) => (error = fault.code));
  // One listener for the reader's pause, whichever chunk it follows (one per chunk passed Node's
  // limit of ten and warned of a leak).
  socket.once("close", () => clearTimeout(resume));
  socket.on("data", (chunk) => {
    received += chunk.length;
    if (received >= bytes) return socket.destroy();
    socket.pause();
    resume = setTimeout(() => socket.resume(), (chunk.length / bytesPerSecond) * 1000);
  });
  socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
  return new Promise((resolve) => socket.on("close", () => resolve({ received, error })));
}

/** A request log whose first entry, written once a response is finished, resolves `logged`. */
function firstLogEntry() {
  /** @type {(entry: object) => void} */
  let log = () => {};
  /** @type {Promise<object>} */
  const logged = new Promise((resolve) => (log = resolve));
  return { log: (/** @type {object} */ entry) => log(entry), logged };
}

/** Resolves when the next connection the server accepts has closed on the server's side. */
const nextConnectionClosed = (server) =>
  new Promise((resolve) => server.once("connection", (socket) => socket.once("close", resolve)));

describe("timeouts and failures", () => {
  it("lets a slow reader have what the kernel still holds when its connection goes idle", async () => {
    const { log, logged } = firstLogEntry();
    const server = createServer({ buildDir: tmp, log, keepAliveTimeout: 100 });
    const url = await listen(server);
    const closed = nextConnectionClosed(server);
    const download = pausedDownload(url, "/video/hero.mp4");
    // The response is handed whole to the kernel, then the idle connection times out.
    await logged;
    await closed;
    const { body, error } = await download.resume();
    expect(error).toBe(null);
    expect(body.equals(readFileSync(join(root, "video/hero.mp4")))).toBe(true);
  });

  // It reads 3 MB at 1 MB/s: 3 s at best, more on a busy machine.
  it(
    "keeps sending to a slow reader while the kernel drains its queue",
    { timeout: 30_000 },
    async () => {
      // The kernel takes more from the server only once a third of its send buffer (grown to 4 MB)
      // has drained: at 1 MB/s the server's own queue stands still for over a second, twice the
      // looks at the connection (0.5 s), while the client reads.
      const server = createServer({ buildDir: tmp, log: false, sendTimeout: 1000 });
      const url = await listen(server);
      const bytes = 3 * 1024 * 1024;
      const read = await readSlowly(url, LARGE_VIDEO_PATH, { bytes, bytesPerSecond: 1024 * 1024 });
      expect(read.error).toBe(null);
      expect(read.received).toBeGreaterThanOrEqual(bytes);
    },
  );

  it("lets a download begun before a graceful stop reach its slow reader", async () => {
    const { log, logged } = firstLogEntry();
    const server = createServer({ buildDir: tmp, log, keepAliveTimeout: 100 });
    const url = await listen(server);
    const download = pausedDownload(url, "/video/hero.mp4");
    await logged;
    expect(await stopGracefully(server, 5000)).toBe("drained");
    const { body, error } = await download.resume();
    expect(error).toBe(null);
    expect(body.equals(readFileSync(join(root, "video/hero.mp4")))).toBe(true);
  });

  it("answers 408 and closes the connection when headers arrive too slowly", async () => {
    const url = await listen(createServer({ buildDir: tmp, log: false, headersTimeout: 500 }));
    const started = Date.now();
    const { text, timedOut } = await rawRequest(url, "GET / HTTP/1.1\r\nHost: x\r\n", {
      timeout: 5000,
    });
    expect(timedOut).toBe(false);
    expect(statusCodes(text)).toEqual([408]);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("resets a connection on which nothing could be sent for the send timeout", async () => {
    const sendTimeout = 300;
    const server = createServer({ buildDir: tmp, log: false, sendTimeout });
    const url = await listen(server);
    const accepted = new Promise((resolve) => server.once("connection", resolve));
    const socket = net.connect({ host: "127.0.0.1", port: Number(new URL(url).port) });
    socket.pause();
    socket.on("error", () => {});
    let received = 0;
    socket.on("data", (chunk) => (received += chunk.length));
    const clientClosed = new Promise((resolve) => socket.on("close", resolve));
    socket.write(`GET ${LARGE_VIDEO_PATH} HTTP/1.1\r\nHost: x\r\n\r\n`);
    const serverSide = /** @type {net.Socket} */ (await accepted);
    const acceptedAt = Date.now();
    await new Promise((resolve) => serverSide.once("close", resolve));
    // Never before the timeout; how long after depends on the machine's load, not on the test.
    expect(Date.now() - acceptedAt).toBeGreaterThanOrEqual(sendTimeout);
    socket.resume();
    await clientClosed;
    expect(received).toBeGreaterThan(0);
    expect(received).toBeLessThan(LARGE_VIDEO_BYTES);
  });

  it(`answers ${MAX_QUEUED_REQUESTS} pipelined requests, then 429 and closes the connection`, async () => {
    const url = await listen(createServer({ buildDir: tmp, log: false }));
    const { text, timedOut } = await rawRequest(
      url,
      `GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n`.repeat(40),
      { timeout: 5000 },
    );
    expect(timedOut).toBe(false);
    expect(statusCodes(text)).toEqual([...Array(MAX_QUEUED_REQUESTS).fill(200), 429]);
    expect(text.slice(text.lastIndexOf("HTTP/1.1 429"))).toMatch(/^Connection: close\r$/m);
  });

  it("takes its connection cap from the open-file limit, with room for a file each", () => {
    expect(maxConnectionsFor(16_384)).toBe(8160);
    expect(maxConnectionsFor(1024)).toBe(480);
    const limit = openFileLimit();
    if (limit !== null)
      expect(createServer({ buildDir: tmp, log: false }).maxConnections).toBe(
        maxConnectionsFor(limit),
      );
  });

  // 1,000 clients here and their 1,000 connections in the server take 2,000 of this process's
  // files; a busy machine needs more than Vitest's 5 s to open them all.
  it.runIf((openFileLimit() ?? 0) >= 4096)(
    "answers visitors beside 1,000 clients that never read",
    { timeout: 60_000 },
    async () => {
      const server = createServer({ buildDir: tmp, log: false });
      const url = await listen(server);
      const port = Number(new URL(url).port);
      const stalled = await Promise.all(
        Array.from(
          { length: 1000 },
          () =>
            new Promise((resolve) => {
              const socket = net.connect({ host: "127.0.0.1", port });
              socket.on("error", () => {});
              socket.once("data", () => {
                socket.pause();
                resolve(socket);
              });
              socket.write("GET /video/hero.mp4 HTTP/1.1\r\nHost: x\r\n\r\n");
            }),
        ),
      );
      try {
        const visits = await Promise.all(Array.from({ length: 20 }, () => request(url, "/")));
        expect(visits.map(({ status }) => status)).toEqual(Array(20).fill(200));
      } finally {
        for (const socket of stalled) socket.destroy();
      }
    },
  );

  it("answers an unexpected error with a plain 500 and no stack trace", async () => {
    const errors = [];
    const app = createApp({ buildDir: tmp, log: false, messages: (line) => errors.push(line) });
    const url = await listen(
      http.createServer((req, res) => {
        Object.defineProperty(req.headers, "range", {
          get() {
            throw new Error("boom");
          },
        });
        app(req, res);
      }),
    );
    const res = await request(url, "/");
    expect(res.status).toBe(500);
    expect(res.body.toString()).toBe("Internal Server Error\n");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(errors.join("\n")).toContain("boom");
  });
});

/** Collects the server's one-line messages; `next(pattern)` resolves with the next that matches. */
function messageLog() {
  const lines = [];
  const waiting = [];
  const messages = (line) => {
    lines.push(line);
    for (const waiter of waiting.filter(({ pattern }) => pattern.test(line))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  };
  const next = (pattern) => new Promise((resolve) => waiting.push({ pattern, resolve }));
  return { lines, messages, next };
}

/** A server on the release `current` links to, checking it on every request, and what it says. */
async function serveRelease(current) {
  const said = messageLog();
  const url = await listen(
    createServer({
      buildDir: current,
      log: false,
      messages: said.messages,
      buildCheckIntervalMs: 0,
    }),
  );
  return { url, said };
}

describe("deploys", () => {
  const releaseFaults = {
    "a file its pages name is missing": [
      (release) => rmSync(join(release, "client", "assets"), { recursive: true }),
      /client\/assets\/root-XyZ98765\.css is missing \(named by page \/[^)]*\); run npm run build/,
    ],
    "a page is empty": [
      (release) => writeFileSync(join(release, "client", "news", "index.html"), ""),
      /client\/news\/index\.html is empty \(page \/news\); run npm run build/,
    ],
    "a link leads out of it": [
      (release) => symlinkSync("/etc/passwd", join(release, "client", "leak.txt")),
      /client\/leak\.txt is a link leading out of the release \(to \/etc\/passwd\)/,
    ],
  };
  // Each writes two fixture builds (postbuild compresses every file): seconds on a busy machine.
  it.each(Object.keys(releaseFaults))(
    "refuses a release where %s, names it in one line and keeps serving the old one",
    { timeout: 30_000 },
    async (fault) => {
      const [breakRelease, message] = releaseFaults[fault];
      const releases = mkdtempSync(join(tmpdir(), "releases-"));
      try {
        const good = await createFixture(join(releases, "good"));
        const bad = await createFixture(join(releases, "bad"));
        breakRelease(bad.buildDir);
        const current = join(releases, "current");
        symlinkSync(good.buildDir, current);
        const { url, said } = await serveRelease(current);
        const refused = said.next(/^Refused/);
        symlinkSync(bad.buildDir, `${current}.next`);
        renameSync(`${current}.next`, current);
        await request(url, "/");
        const line = await refused;
        expect(line).toMatch(message);
        expect(line).toMatch(
          new RegExp(`^Refused the build at ${current}: .*; still serving .*good/client$`),
        );
        expect(line).not.toContain("\n");
        const files = { "/": "index.html", "/news": "news/index.html" };
        for (const [path, file] of Object.entries(files)) {
          const res = await request(url, path);
          expect(res.status, path).toBe(200);
          expect(res.body.equals(readFileSync(join(good.root, file)))).toBe(true);
        }
      } finally {
        rmSync(releases, { recursive: true, force: true });
      }
    },
  );

  // It writes three fixture builds (postbuild compresses every file): seconds on a busy machine.
  it(
    "serves the build a symlink points to, switched without a restart",
    { timeout: 30_000 },
    async () => {
      const releases = mkdtempSync(join(tmpdir(), "releases-"));
      try {
        const first = await createFixture(join(releases, "first"));
        const second = await createFixture(join(releases, "second"));
        const page = join(second.root, "index.html");
        writeFileSync(
          page,
          readFileSync(page, "utf8").replace("</body>", "<script>1</script></body>"),
        );
        await finish(second.buildDir);
        await createFixture(join(releases, "broken"));
        rmSync(join(releases, "broken", "site.json"));
        const current = join(releases, "current");
        const switchTo = (release) => {
          symlinkSync(join(releases, release), `${current}.next`);
          renameSync(`${current}.next`, current);
        };
        symlinkSync(first.buildDir, current);
        const { url, said } = await serveRelease(current);
        const errors = said.lines;
        const home = await request(url, "/");
        expect(home.body.equals(readFileSync(join(first.root, "index.html")))).toBe(true);
        const checked = said.next(/^Serving the new build/);
        switchTo("second");
        // The first request after the switch finds the new build, which is served once checked.
        await request(url, "/");
        await checked;
        const switched = await request(url, "/");
        expect(switched.body.toString()).toBe(readFileSync(page, "utf8"));
        expect(switched.body.toString()).toContain(
          ["script-src 'self'", ...inlineScriptHashes(switched.body.toString())].join(" "),
        );
        switchTo("broken");
        expect((await request(url, "/")).body.toString()).toBe(readFileSync(page, "utf8"));
        expect(errors.join("\n")).toMatch(
          new RegExp(
            `^Refused the build at ${current}: .*broken/site\\.json is missing; run npm run build; ` +
              `still serving .*second/client$`,
            "m",
          ),
        );
      } finally {
        rmSync(releases, { recursive: true, force: true });
      }
    },
  );

  // Two fixture builds and a 20 MB file sent from disk: seconds on a busy machine.
  it(
    "finishes a download begun before a release switch with the old file, whole",
    { timeout: 60_000 },
    async () => {
      const releases = mkdtempSync(join(tmpdir(), "releases-"));
      try {
        const size = 20 * 1024 * 1024;
        const old = await createFixture(join(releases, "old"));
        const next = await createFixture(join(releases, "next"));
        writeFileSync(join(old.root, "video", "big.bin"), Buffer.alloc(size, "o"));
        writeFileSync(join(next.root, "video", "big.bin"), Buffer.alloc(size, "n"));
        const current = join(releases, "current");
        symlinkSync(old.buildDir, current);
        const { url, said } = await serveRelease(current);
        const switched = said.next(/^Serving the new build/);
        let asked = false;
        const { data } = await exchange(
          url,
          "GET /video/big.bin HTTP/1.1\r\nHost: x\r\n\r\n" +
            "GET /video/big.bin HTTP/1.1\r\nHost: x\r\nRange: bytes=0-9\r\nConnection: close\r\n\r\n",
          {
            onData(received, socket) {
              if (asked || received < 1024 * 1024) return;
              asked = true;
              socket.pause();
              symlinkSync(next.buildDir, `${current}.next`);
              renameSync(`${current}.next`, current);
              // Another request finds the new release; this download goes on meanwhile.
              request(url, "/robots.txt")
                .then(() => switched)
                .then(() => socket.resume());
            },
          },
        );
        const first = firstResponse(data);
        expect(first.status).toBe(200);
        const body = data.subarray(first.bodyStart, first.bodyStart + size);
        expect(body.length).toBe(size);
        expect(body.every((byte) => byte === "o".charCodeAt(0))).toBe(true);
        const rest = data.subarray(first.bodyStart + size).toString("latin1");
        expect(rest).toMatch(/^HTTP\/1\.1 206 /);
        expect(rest.endsWith("\r\n\r\nnnnnnnnnnn")).toBe(true);
      } finally {
        rmSync(releases, { recursive: true, force: true });
      }
    },
  );
});
