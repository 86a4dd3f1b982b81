// Bounded, seeded fuzzing of the server process over raw sockets: malformed requests must never
// produce a 5xx, leak a file from outside the root, or bring the process down.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createFixture, request, statusCodes, SECRET_MARKER } from "./test-fixture.mjs";

const SEED = 20240611;
const REQUESTS = 3200;
const CONCURRENCY = 32;
const START = new URL("./start.mjs", import.meta.url).pathname;

/** mulberry32: small seeded PRNG, so that a failure can be replayed. */
function prng(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generators(random) {
  const int = (n) => Math.floor(random() * n);
  const pick = (items) => items[int(items.length)];
  const hex = () => pick("0123456789abcdefABCDEFgz%");
  const TRAVERSALS = [
    "..",
    "%2e%2e",
    "%2E%2E",
    ".%2e",
    "%2e.",
    "%252e%252e",
    "%c0%ae%c0%ae",
    "..%00",
    "..;",
    "%uff0e%uff0e",
    "....",
    ".",
    "%2e",
  ];
  const SEPARATORS = ["/", "%2f", "%2F", "%5c", "\\", "%252f", "//", "/./", "%00/"];
  const TARGETS = [
    "secret.txt",
    "site.json",
    "etc/passwd",
    ".env",
    ".git/config",
    "client/index.html",
  ];
  const METHODS = [
    "GET",
    "HEAD",
    "POST",
    "PUT",
    "DELETE",
    "OPTIONS",
    "TRACE",
    "PATCH",
    "get",
    "gEt",
    "head",
    "PROPFIND",
    "M-SEARCH",
    "BREW",
    "FOO",
    "",
    "G ET",
    "GET\x00",
    "CONNECT",
    "PRI",
  ];
  const VERSIONS = [
    "HTTP/1.1",
    "HTTP/1.0",
    "HTTP/2.0",
    "HTTP/1.2",
    "HTTP/0.9",
    "HTTP/1",
    "http/1.1",
    "HTTP/1.1x",
    "",
    "HTTP/11.1",
  ];
  const randomBytes = (n) =>
    Buffer.from(Array.from({ length: n }, () => int(256))).toString("latin1");

  const randomPath = () => {
    let path = "/";
    for (let i = int(12); i > 0; i--) {
      const r = random();
      if (r < 0.3) path += `%${hex()}${hex()}`;
      else if (r < 0.5) path += pick(SEPARATORS);
      else if (r < 0.6) path += pick(TRAVERSALS);
      else if (r < 0.8) path += String.fromCharCode(0x21 + int(94));
      else path += randomBytes(1);
    }
    return path;
  };
  const traversalPath = () => {
    let path = pick(["/", "/assets/", "/news/", "//", "/video/"]);
    for (let i = 1 + int(6); i > 0; i--) path += pick(TRAVERSALS) + pick(SEPARATORS);
    return path + pick(TARGETS);
  };
  const request = (path, method = "GET", headers = "", version = "HTTP/1.1") =>
    `${method} ${path} ${version}\r\nHost: x\r\n${headers}\r\n`;

  return {
    randomPath: () => request(randomPath()),
    traversal: () => request(traversalPath()),
    method: () => request(pick(["/", traversalPath(), randomPath()]), pick(METHODS)),
    version: () => request(pick(["/", "/news", traversalPath()]), "GET", "", pick(VERSIONS)),
    hugeHeader: () => request("/", "GET", `X-Big: ${"a".repeat(8000 + int(30000))}\r\n`),
    manyHeaders: () =>
      request("/", "GET", `X-${int(9)}: ${"v".repeat(int(40))}\r\n`.repeat(100 + int(3000))),
    badHeaders: () =>
      request(
        randomPath(),
        "GET",
        pick([
          `Range: ${pick(["bytes=", "bytes=-", "bytes=9-1", "bytes=0-0,1-1", randomBytes(8)])}\r\n`,
          `Accept-Encoding: ${randomBytes(10)}\r\n`,
          `If-None-Match: ${randomBytes(12)}\r\n`,
          "Content-Length: 10\r\nContent-Length: 20\r\n",
          "Transfer-Encoding: chunked\r\n\r\nzz\r\n",
          `X-Bad\x01Name: 1\r\n`,
          `Expect: ${pick(["100-continue", "nope"])}\r\n`,
          `Connection: Upgrade\r\nUpgrade: websocket\r\n`,
          "Folded: a\r\n  b\r\n",
        ]),
      ),
    truncated: () => {
      const full = request(pick(["/", "/news", traversalPath()]), "GET", "Accept: */*\r\n");
      return full.slice(0, int(full.length));
    },
    pipelined: () =>
      request("/") +
      pick([randomBytes(int(64)), "GARBAGE\r\n\r\n", request(traversalPath())]) +
      request("/news"),
    bareLf: () => `GET ${pick(["/", traversalPath()])} HTTP/1.1\nHost: x\n\n`,
    noise: () => randomBytes(1 + int(512)),
  };
}

/**
 * Sends a payload and collects the response: done after the server closes, after a quiet
 * moment once something arrived, or (nothing arrived) after half-closing to flush a truncated
 * request.
 */
function send(port, payload) {
  return new Promise((resolve) => {
    const chunks = [];
    const socket = net.connect({ host: "127.0.0.1", port });
    let timer;
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks).toString("latin1"));
    };
    const wait = (ms, then) => {
      clearTimeout(timer);
      timer = setTimeout(then, ms);
    };
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      wait(100, done);
    });
    socket.on("close", done);
    socket.on("error", done);
    socket.write(payload, "latin1");
    wait(300, () => {
      socket.end();
      wait(2000, done);
    });
  });
}

let tmp;
let server;
/** @type {number} */
let port;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "fuzz-"));
  await createFixture(tmp);
  server = spawn(process.execPath, [START], {
    env: { ...process.env, BUILD_DIR: tmp, HOST: "127.0.0.1", PORT: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  port = await new Promise((resolve) => {
    let out = "";
    const onData = (chunk) => {
      out += chunk;
      const match = /on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (!match) return;
      server.stdout.off("data", onData);
      server.stdout.resume(); // discard the request log
      resolve(Number(match[1]));
    };
    server.stdout.on("data", onData);
  });
});

afterAll(() => {
  server?.kill("SIGTERM");
  rmSync(tmp, { recursive: true, force: true });
});

// About 10 s alone; on a machine shared with builds and browsers, several times that.
it(`survives ${REQUESTS} malformed requests (seed ${SEED})`, { timeout: 120_000 }, async () => {
  const random = prng(SEED);
  const kinds = Object.entries(generators(random));
  const payloads = Array.from({ length: REQUESTS }, (_, i) => kinds[i % kinds.length]);
  const counts = {};
  const failures = [];
  const started = Date.now();
  let next = 0;
  async function worker() {
    while (next < payloads.length) {
      const [kind, generate] = payloads[next++];
      const payload = generate();
      const response = await send(port, payload);
      const statuses = statusCodes(response);
      for (const status of statuses.length ? statuses : ["none"]) {
        counts[status] = (counts[status] ?? 0) + 1;
        if (Number(status) >= 500) failures.push({ kind, payload: payload.slice(0, 200), status });
      }
      if (response.includes(SECRET_MARKER) || response.includes('"notFoundPath"')) {
        failures.push({ kind, payload: payload.slice(0, 200), leak: true });
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`fuzz: ${REQUESTS} requests in ${seconds} s, statuses ${JSON.stringify(counts)}`);

  expect(failures).toEqual([]);
  expect(server.exitCode).toBe(null);
  expect((await request(`http://127.0.0.1:${port}`, "/")).status).toBe(200);
});
