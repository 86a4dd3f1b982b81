// Server-agnostic HTTP contract, run against the Node server (`npm start`'s server/start.mjs on a
// fixture build) by default, or against any running server with TEST_BASE_URL=http://host:port
// (then BUILD_DIR, default "build", is the build it serves; NGINX_PID lets the last test stop it).
// `deploy/nginx-test.sh npx vitest run server/contract.http.test.mjs` checks nginx. The exactness
// corpus (server/http-corpus.mjs) is answered here, once per server.
// BASE_URL is honoured too outside Vitest, which overwrites it with Vite's base ("/").
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, assert, beforeAll, describe, expect, it } from "vitest";
import { PAGE_RESPONSE_HEAD_BYTES } from "../scripts/budgets.mjs";
import { inlineScriptHashes } from "../scripts/http-policy/index.mjs";
import { ADMIN_POLICY, MAX_QUEUED_REQUESTS, MAX_RANGES } from "./app.mjs";
import { CASES, expectedAnswer } from "./http-corpus.mjs";
import { loadPolicy } from "./policy.mjs";
import { openHandles, pidsListeningOn } from "./process-stats.mjs";
import {
  createFixture,
  LARGE_VIDEO_PATH,
  rawRequest,
  request,
  SECRET_MARKER,
  startServerProcess,
  statusCodes,
} from "./test-fixture.mjs";

const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "x-frame-options": "DENY",
};
// Content that must never leave the server: the fixture's secret, build/site.json, /etc/passwd.
const LEAK_MARKERS = [SECRET_MARKER, '"notFoundPath"', "root:x:0:0"];
const VIDEO_PATH = "/video/hero.mp4";

const externalUrl = [process.env.TEST_BASE_URL, process.env.BASE_URL].find((url) =>
  /^https?:\/\//.test(url ?? ""),
);
let baseUrl;
let buildDir;
let server;
let tmp;

beforeAll(async () => {
  if (externalUrl) {
    baseUrl = externalUrl;
    buildDir = process.env.BUILD_DIR ?? "build";
    return;
  }
  tmp = mkdtempSync(join(tmpdir(), "contract-"));
  ({ buildDir } = await createFixture(tmp));
  server = await startServerProcess(buildDir);
  baseUrl = server.baseUrl;
});

afterAll(async () => {
  if (server?.child.exitCode === null) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The largest JavaScript file under /assets/ (large enough to have been precompressed). */
function assetPath() {
  const dir = join(buildDir, "client", "assets");
  const [largest] = readdirSync(dir)
    .filter((name) => name.endsWith(".js"))
    .sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size);
  return `/assets/${largest}`;
}

/** The Content-Security-Policy <meta> of a page: before any script, allowing its own scripts. */
function expectPolicyMeta(html) {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html);
  assert(meta, "the page has a Content-Security-Policy <meta>");
  expect(html.slice(0, meta.index)).not.toMatch(/<script\b/i);
  const directives = meta[1].split(";").map((directive) => directive.trim());
  expect(directives).toContain(["script-src 'self'", ...inlineScriptHashes(html)].join(" "));
  expect(directives).toContain("default-src 'self'");
  // A <meta> cannot carry frame-ancestors: the header does.
  expect(meta[1]).not.toContain("frame-ancestors");
}

/**
 * Each security header once, with its value. `body`: the response body; an HTML page's scripts
 * are governed by its own <meta>, which must allow exactly its own inline scripts, and its header
 * by what holds for every page; any other file's header allows no inline script at all.
 */
function expectSecurityHeaders(headers, { body } = /** @type {{ body?: string }} */ ({})) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name]).toBe(value);
  }
  const csp = headers["content-security-policy"];
  expect(csp).not.toContain(", ");
  const directives = new Map(
    csp.split(";").map((directive) => [directive.trim().split(" ")[0], directive.trim()]),
  );
  if (/^text\/html/.test(headers["content-type"] ?? "")) {
    expect(directives.has("script-src")).toBe(false);
    expect(directives.has("default-src")).toBe(false);
    if (body) expectPolicyMeta(body.toString());
  } else if (headers["content-type"]) {
    expect(directives.get("script-src")).toBe("script-src 'self'");
    expect(directives.get("default-src")).toBe("default-src 'self'");
  } else {
    expect(directives.get("script-src") ?? "script-src 'self'").toBe("script-src 'self'");
  }
  expect(directives.get("object-src")).toBe("object-src 'none'");
  expect(directives.get("frame-ancestors")).toBe("frame-ancestors 'none'");
  expect(csp).not.toContain("upgrade-insecure-requests");
}

describe("pages", () => {
  it.each(["/", "/news", "/news/"])("serves %s as HTML with security headers", async (path) => {
    const res = await request(baseUrl, path);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers["last-modified"]).toBeTruthy();
    expectSecurityHeaders(res.headers, { body: res.body });
    expect(res.body.toString()).toMatch(/^<!doctype html>/i);
  });

  // The HTML budget (scripts/budgets.mjs) is the first round trip less this allowance.
  it("sends a page's status line and headers within the HTML budget's allowance", async () => {
    const { hostname, port } = new URL(baseUrl);
    // As a browser asks (nginx without its brotli module answers gzip), keeping the connection open,
    // which adds its own headers to the answer: read up to the end of the head, then close.
    const head = await new Promise((resolveHead, reject) => {
      let text = "";
      const socket = net.connect({ host: hostname, port: Number(port) });
      socket.setEncoding("latin1");
      socket.on("error", reject);
      socket.on("data", (chunk) => {
        text += chunk;
        const end = text.indexOf("\r\n\r\n");
        if (end < 0) return;
        socket.destroy();
        resolveHead(text.slice(0, end + 4));
      });
      socket.write(
        `GET /news HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: gzip, deflate, br, zstd\r\n\r\n`,
      );
    });
    expect(head).toMatch(/^HTTP\/1\.1 200 .*\r\n[\s\S]*content-encoding: (br|gzip)\r\n/i);
    expect(head.length).toBeLessThanOrEqual(PAGE_RESPONSE_HEAD_BYTES);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const [get, head] = await Promise.all([
      request(baseUrl, "/"),
      request(baseUrl, "/", { method: "HEAD" }),
    ]);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it("answers 304 to a matching If-None-Match, still with security headers", async () => {
    for (const path of ["/", assetPath()]) {
      const { headers } = await request(baseUrl, path);
      const res = await request(baseUrl, path, { headers: { "if-none-match": headers.etag } });
      expect(res.status).toBe(304);
      expect(res.body.length).toBe(0);
      expectSecurityHeaders(res.headers);
    }
  });

  // A browser applies a 304's policy to the page it keeps: a revisit must not change it.
  it.each([
    "/",
    "/news",
    "/news/",
    "/fr",
    "/admin/",
    "/favicon.svg",
    "/pagefind/pagefind-worker.js",
  ])("answers a revisit of %s (304) with the policy of its 200", async (path) => {
    const first = await request(baseUrl, path);
    const revisit = await request(baseUrl, path, {
      headers: { "if-none-match": first.headers.etag },
    });
    expect(revisit.status).toBe(304);
    expect(revisit.headers["content-security-policy"]).toBe(
      first.headers["content-security-policy"],
    );
    expect(revisit.headers["cross-origin-opener-policy"]).toBe(
      first.headers["cross-origin-opener-policy"],
    );
  });

  it("serves React Router data files as text/x-script without caching", async () => {
    const dataFile = readdirSync(join(buildDir, "client")).find((name) => name.endsWith(".data"));
    const res = await request(baseUrl, `/${dataFile}`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/x-script/);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });
});

describe("the content editor's page", () => {
  it.each(["/admin", "/admin/", "/admin/index.html"])(
    "serves %s with the editor's own policy, which no other page has",
    async (path) => {
      const res = await request(baseUrl, path);
      expect(res.status).toBe(200);
      const headers = Object.entries(ADMIN_POLICY.headers).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]);
      expect(headers.map(([name]) => [name, res.headers[name]])).toEqual(headers);
    },
  );
});

describe("a worker's script", () => {
  it("is served with its own script sources, which no other file has", async () => {
    const policy = loadPolicy();
    const [[path, csp]] = [...policy.workerCsp];
    const worker = await request(baseUrl, path);
    expect(worker.status).toBe(200);
    expect(worker.headers["content-security-policy"]).toBe(csp);
    expect(csp).toContain("'wasm-unsafe-eval'");
    const asset = await request(baseUrl, assetPath());
    expect(asset.headers["content-security-policy"]).toBe(policy.fileCsp);
    expect(policy.fileCsp).not.toContain("'wasm-unsafe-eval'");
  });
});

describe("static files", () => {
  it("caches hashed assets for a year", async () => {
    const res = await request(baseUrl, assetPath());
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expectSecurityHeaders(res.headers);
  });

  it("caches other public files for a day", async () => {
    for (const path of ["/favicon.svg", "/video/hero.mp4"]) {
      const res = await request(baseUrl, path, { method: "HEAD" });
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    }
  });

  it("serves precompressed variants chosen by Accept-Encoding", async () => {
    const path = assetPath();
    const plain = await request(baseUrl, path);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const res = await request(baseUrl, path, { headers: { "accept-encoding": "br, gzip" } });
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const encoding = res.headers["content-encoding"];
    expect(["br", "gzip"]).toContain(encoding);
    const decoded = encoding === "br" ? brotliDecompressSync(res.body) : gunzipSync(res.body);
    expect(decoded.equals(plain.body)).toBe(true);
    const gzip = await request(baseUrl, path, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });

  it("serves byte ranges of the video", async () => {
    const full = await request(baseUrl, "/video/hero.mp4", { method: "HEAD" });
    const size = Number(full.headers["content-length"]);
    const res = await request(baseUrl, "/video/hero.mp4", { headers: { range: "bytes=0-65535" } });
    expect(res.status).toBe(206);
    const end = Math.min(65535, size - 1);
    expect(res.headers["content-range"]).toBe(`bytes 0-${end}/${size}`);
    expect(res.body.length).toBe(end + 1);
    expect(res.headers["content-type"]).toBe("video/mp4");
  });

  it("answers 416 to an unsatisfiable range", async () => {
    const full = await request(baseUrl, "/video/hero.mp4", { method: "HEAD" });
    const size = Number(full.headers["content-length"]);
    const res = await request(baseUrl, "/video/hero.mp4", {
      headers: { range: `bytes=${size + 10}-` },
    });
    expect(res.status).toBe(416);
    expect(res.headers["content-range"]).toBe(`bytes */${size}`);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expectSecurityHeaders(res.headers);
  });
});

describe("errors", () => {
  it.each([
    "/definitely-not-here",
    "/news/nope",
    "/404",
    "/assets/missing-12345678.js",
    "/404.html/",
    "/news.data/",
    "/index",
    "/news/index",
    `${VIDEO_PATH}/`,
  ])("answers %s with the 404 page", async (path) => {
    const res = await request(baseUrl, path);
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/html; ?charset=utf-8$/i);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expectSecurityHeaders(res.headers, { body: res.body });
    expect(res.body.equals(readFileSync(join(buildDir, "client", "404.html")))).toBe(true);
  });

  it.each(["/fr/definitely-not-here", "/fr/news/nope", "/fr/404"])(
    "answers %s with the language's own 404 page",
    async (path) => {
      const res = await request(baseUrl, path);
      expect(res.status).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^text\/html; ?charset=utf-8$/i);
      expectSecurityHeaders(res.headers, { body: res.body });
      expect(res.body.equals(readFileSync(join(buildDir, "client", "fr", "404.html")))).toBe(true);
    },
  );

  it("serves a language's home page at its prefix", async () => {
    const res = await request(baseUrl, "/fr");
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain("<h1>Accueil</h1>");
  });

  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])("answers %s with 405", async (method) => {
    const res = await request(baseUrl, "/", { method });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
    expectSecurityHeaders(res.headers);
  });

  it.each(["/%E0%A4%A", "/%zz", "/news%"])(
    "answers malformed encoding %s with 400",
    async (path) => {
      const { text } = await rawRequest(
        baseUrl,
        `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expect(statusCodes(text)).toEqual([400]);
    },
  );
});

describe("odd requests", () => {
  it("answers a method it does not know with 405 and Allow", async () => {
    const { text } = await rawRequest(
      baseUrl,
      "FOO / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    expect(statusCodes(text)).toEqual([405]);
    expect(text).toMatch(/^Allow: GET, HEAD\r$/m);
  });

  it("answers CONNECT, and closes the connection", async () => {
    const { text, timedOut } = await rawRequest(
      baseUrl,
      "CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n",
      { timeout: 3000 },
    );
    expect(timedOut).toBe(false);
    expect([400, 405]).toContain(statusCodes(text)[0]);
  });

  it("answers Transfer-Encoding on HTTP/1.0 with 400 and closes the connection", async () => {
    const { text, timedOut } = await rawRequest(
      baseUrl,
      "GET / HTTP/1.0\r\nHost: x\r\nConnection: keep-alive\r\n" +
        "Transfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n",
      { timeout: 3000 },
    );
    expect(timedOut).toBe(false);
    expect(statusCodes(text)).toEqual([400]);
  });

  it.each([
    [
      "a body over the limit",
      `GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 2000000\r\nConnection: close\r\n\r\n`,
    ],
    ["an unknown transfer coding", "GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n"],
    [
      "a request line over 8 KB",
      `GET /${"a".repeat(9000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    ],
  ])("answers %s in the site's words, never naming the server", async (_, payload) => {
    const { text } = await rawRequest(baseUrl, payload, { timeout: 3000 });
    expect(statusCodes(text)).toHaveLength(1);
    expect(text).not.toMatch(/nginx/i);
    if (statusCodes(text)[0] >= 400) expect(text).toMatch(/^Content-Type: text\/plain/im);
  });

  it("answers any Host with the site", async () => {
    const res = await request(baseUrl, "/", { headers: { host: "unknown.example" } });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain("<h1>Home</h1>");
  });
});

describe("/.well-known/", () => {
  it("serves the build's security.txt with a contact and an expiry", async () => {
    const res = await request(baseUrl, "/.well-known/security.txt");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body.toString()).toMatch(/^Contact: \S+$/m);
    expect(res.body.toString()).toMatch(/^Expires: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/m);
  });

  it("serves a certificate challenge placed in the build", async () => {
    const dir = join(buildDir, "client", ".well-known", "acme-challenge");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "token-123"), "token-123.key");
    const res = await request(baseUrl, "/.well-known/acme-challenge/token-123");
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe("token-123.key");
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it.each(["/_headers", "/_redirects"])("never serves the static hosts' %s", async (path) => {
    expect((await request(baseUrl, path)).status).toBe(404);
  });
});

describe("paths", () => {
  it.each([
    ["//_headers", "/_headers"],
    ["/%2F_headers", "/_headers"],
    ["//_redirects", "/_redirects"],
    ["//404.html", "/404.html"],
    ["//fr//404.html", "/fr/404.html"],
    ["//admin/", "/admin/"],
    ["/%2Fadmin/", "/admin/"],
    ["//news//", "/news/"],
    ["//.env", "/.env"],
  ])("answers %s as %s: normalised once, before every rule", async (path, single) => {
    const [doubled, plain] = await Promise.all([request(baseUrl, path), request(baseUrl, single)]);
    expect(doubled.status).toBe(plain.status);
    for (const name of ["content-type", "content-security-policy", "cross-origin-opener-policy"])
      expect(doubled.headers[name], name).toBe(plain.headers[name]);
    expect(doubled.body.equals(plain.body)).toBe(true);
  });
});

describe("files that are never served", () => {
  it.each([
    "/.env",
    "/.git/config",
    "/.git/",
    `/assets/whatever.js.map`,
    "/index.html.br",
    "/index.html.gz",
    "/404.html",
    "/fr/404.html",
  ])("answers %s with 404", async (path) => {
    const res = await request(baseUrl, path);
    expect(res.status).toBe(404);
    for (const marker of LEAK_MARKERS) expect(res.body.toString("latin1")).not.toContain(marker);
  });

  it("never serves a source map or a precompressed file that exists", async () => {
    const asset = assetPath();
    for (const path of [`${asset}.map`, `${asset}.br`, `${asset}.gz`]) {
      expect((await request(baseUrl, path)).status).toBe(404);
    }
  });

  const traversals = [
    "/../secret.txt",
    "/../site.json",
    "/../../../../../../etc/passwd",
    "/%2e%2e/secret.txt",
    "/%2E%2E/%2E%2E/etc/passwd",
    "/..%2fsecret.txt",
    "/..%2Fsite.json",
    "/%2e%2e%2fsecret.txt",
    "/..%5csecret.txt",
    "/..\\secret.txt",
    "/%5c..%5csecret.txt",
    "/%252e%252e/secret.txt",
    "/%252e%252e%252fsecret.txt",
    "/news/..%2f..%2fsecret.txt",
    "/assets/../../secret.txt",
    "/secret.txt%00.html",
    "/%00",
    "/index.html%00",
    "//etc/passwd",
    "/etc/passwd",
    "/%2fetc%2fpasswd",
    "/.%2e/secret.txt",
    "/%c0%ae%c0%ae/secret.txt",
    "/..;/secret.txt",
    "/./../secret.txt",
  ];
  it.each(traversals)("refuses traversal %s", async (path) => {
    const { text } = await rawRequest(
      baseUrl,
      `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    const [status] = statusCodes(text);
    expect([400, 404]).toContain(status);
    for (const marker of LEAK_MARKERS) expect(text).not.toContain(marker);
  });
});

describe("ranges, revalidation and encodings", () => {
  it("answers bytes=0-0 with exactly the first byte", async () => {
    const res = await request(baseUrl, VIDEO_PATH, { headers: { range: "bytes=0-0" } });
    expect(res.status).toBe(206);
    expect(res.headers["content-range"]).toMatch(/^bytes 0-0\/\d+$/);
    expect(res.body.length).toBe(1);
  });

  it(`refuses more than ${MAX_RANGES} ranges and answers a few with the whole file`, async () => {
    const many = await request(baseUrl, VIDEO_PATH, {
      headers: { range: `bytes=${Array(1900).fill("-1").join(",")}` },
    });
    expect(many.status).toBe(416);
    expect(many.body.length).toBeLessThan(100);
    const { headers } = await request(baseUrl, VIDEO_PATH, { method: "HEAD" });
    const two = await request(baseUrl, VIDEO_PATH, { headers: { range: "bytes=0-1,5-6" } });
    expect(two.status).toBe(200);
    expect(two.body.length).toBe(Number(headers["content-length"]));
  });

  it("answers 304 with the ETag to If-None-Match * or a list, and to If-Modified-Since", async () => {
    const { headers } = await request(baseUrl, "/favicon.svg");
    for (const condition of [
      { "if-none-match": "*" },
      { "if-none-match": `"another", ${headers.etag}` },
      { "if-modified-since": headers["last-modified"] },
      { "if-modified-since": new Date().toUTCString() },
    ]) {
      const res = await request(baseUrl, "/favicon.svg", { headers: condition });
      expect(res.status, JSON.stringify(condition)).toBe(304);
      expect(res.headers.etag).toBe(headers.etag);
    }
  });

  it("answers 412 when If-Match or If-Unmodified-Since fails", async () => {
    for (const condition of [
      { "if-match": '"another"' },
      { "if-unmodified-since": new Date(0).toUTCString() },
    ]) {
      const res = await request(baseUrl, "/favicon.svg", { headers: condition });
      expect(res.status, JSON.stringify(condition)).toBe(412);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it("never sends an encoding refused with q=0", async () => {
    const path = assetPath();
    const encodingOf = async (acceptEncoding) =>
      (await request(baseUrl, path, { headers: { "accept-encoding": acceptEncoding } })).headers[
        "content-encoding"
      ];
    expect(await encodingOf("br;q=0")).toBeUndefined();
    expect(await encodingOf("br;q=0, gzip")).toBe("gzip");
    expect(await encodingOf("gzip;q=0, br;q=0")).toBeUndefined();
  });

  it("varies every file by Accept-Encoding, types text with its charset, names no server", async () => {
    const video = await request(baseUrl, VIDEO_PATH, { method: "HEAD" });
    expect(video.headers.vary).toBe("Accept-Encoding");
    expect(video.headers.server).toBeUndefined();
    const types = {
      [assetPath()]: "text/javascript; charset=utf-8",
      [`/assets/${readdirSync(join(buildDir, "client", "assets")).find((f) => f.endsWith(".css"))}`]:
        "text/css; charset=utf-8",
      [readdirSync(join(buildDir, "client", "video"))
        .filter((f) => f.endsWith(".vtt"))
        .map((f) => `/video/${f}`)[0]]: "text/vtt; charset=utf-8",
    };
    for (const [path, type] of Object.entries(types)) {
      expect((await request(baseUrl, path, { method: "HEAD" })).headers["content-type"]).toBe(type);
    }
  });
});

describe("feeds", () => {
  it("serves each language's Atom feed as a feed, precompressed", async () => {
    for (const path of ["/feed.xml", "/fr/feed.xml"]) {
      const res = await request(baseUrl, path, { headers: { "Accept-Encoding": "gzip" } });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("application/atom+xml");
      expect(res.headers["content-encoding"]).toBe("gzip");
    }
    const sitemap = await request(baseUrl, "/sitemap.xml", { method: "HEAD" });
    expect(sitemap.headers["content-type"]).toBe("application/xml");
  });
});

describe("malformed requests", () => {
  const exchange = (payload) => rawRequest(baseUrl, payload).then(({ text }) => text);

  it("answers a valid request pipelined before a malformed one, then 400", async () => {
    const text = await exchange("GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\nGARBAGE\r\n\r\n");
    expect(statusCodes(text)).toEqual([200, 400]);
    expect(text).not.toMatch(/nginx/i);
  });

  it(`answers each of ${MAX_QUEUED_REQUESTS} requests pipelined in one packet`, async () => {
    const request = "GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n";
    const text = await exchange(
      request.repeat(MAX_QUEUED_REQUESTS - 1) +
        "GET /robots.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    expect(statusCodes(text)).toEqual(Array(MAX_QUEUED_REQUESTS).fill(200));
  });

  it.each([
    ["two Host headers", "GET / HTTP/1.1\r\nHost: a\r\nHost: b"],
    ["a Host with a space", "GET / HTTP/1.1\r\nHost: x y"],
    ["an HTTP/2.0 request line", "GET / HTTP/2.0\r\nHost: x"],
    ["an HTTP/1.2 request line", "GET / HTTP/1.2\r\nHost: x"],
  ])("answers %s with 400", async (_, head) => {
    const text = await exchange(`${head}\r\nConnection: close\r\n\r\n`);
    expect(statusCodes(text)).toEqual([400]);
    expect(text).not.toMatch(/nginx/i);
  });
});

describe("files changed after start-up", () => {
  it("serves a file added, shrunk, grown or deleted since as it is now", async () => {
    const name = `/deployed-${process.pid}-${Date.now()}.txt`;
    const file = join(buildDir, "client", name);
    try {
      for (const content of ["a".repeat(100_000), "shrunk\n", "grown ".repeat(50_000)]) {
        writeFileSync(file, content);
        const res = await request(baseUrl, name);
        expect(res.status).toBe(200);
        expect(res.headers["content-length"]).toBe(String(content.length));
        expect(res.body.toString()).toBe(content);
      }
    } finally {
      rmSync(file, { force: true });
    }
    expect((await request(baseUrl, name)).status).toBe(404);
  });
});

describe("the exactness corpus (server/http-corpus.mjs), answered as RFC 9110 and 9112 say", () => {
  const server = process.env.NGINX_PID ? "nginx" : "node";
  it.each(CASES.map((testCase) => [testCase.id, testCase]))(
    "%s",
    async (_, testCase) => {
      const answer = await testCase.run({ baseUrl, buildDir, server });
      expect(answer, `${testCase.request} (${testCase.rfc})`).toBe(
        expectedAnswer(testCase, server),
      );
    },
    60_000,
  );
});

describe("open files", () => {
  /** Files of the build the server holds open (nginx: its master and workers together). */
  const buildFilesOpen = () =>
    openHandles(pidsListeningOn(new URL(baseUrl).port), join(buildDir, "client")).files;

  /**
   * The files open once the server has closed those it should: another process's files give no
   * event, so they are looked at every 0.1 s, for up to 10 s on a busy machine.
   */
  async function settledBuildFilesOpen(bound) {
    for (let i = 0; i < 100 && buildFilesOpen() > bound; i++) await sleep(100);
    return buildFilesOpen();
  }

  function connect() {
    const { hostname, port } = new URL(baseUrl);
    const socket = net.connect({ host: hostname, port: Number(port) });
    socket.on("error", () => {});
    return socket;
  }

  it("closes the file of every aborted video download", async () => {
    const before = buildFilesOpen();
    const abortedDownload = () =>
      new Promise((resolve) => {
        const socket = connect();
        const done = () => resolve(socket.destroy());
        socket.once("data", done).once("close", done);
        socket.write(`GET ${LARGE_VIDEO_PATH} HTTP/1.1\r\nHost: x\r\n\r\n`);
      });
    for (let round = 0; round < 10; round++) {
      await Promise.all(Array.from({ length: 20 }, abortedDownload));
    }
    expect(await settledBuildFilesOpen(before)).toBeLessThanOrEqual(before + 2);
  });

  it("holds one file per slow reader at most, and none once they leave", async () => {
    const before = buildFilesOpen();
    // Each reader stops once its first bytes arrive: its response, and its file, are open.
    const readers = await Promise.all(
      Array.from({ length: 100 }, () => {
        const socket = connect();
        socket.write(`GET ${VIDEO_PATH} HTTP/1.1\r\nHost: x\r\n\r\n`.repeat(20));
        return new Promise((resolve) =>
          socket.once("data", () => {
            socket.pause();
            resolve(socket);
          }),
        );
      }),
    );
    expect(buildFilesOpen()).toBeLessThanOrEqual(before + readers.length);
    for (const socket of readers) socket.destroy();
    expect(await settledBuildFilesOpen(before)).toBeLessThanOrEqual(before + 2);
  });
});

describe("the site's words, never the server's", () => {
  const SERVER_PAGE = /nginx|<center>|<hr>/i;

  it.each([
    ["POST", "/"],
    ["GET", "/no-such-page"],
    ["GET", "/robots.txt"],
  ])("answers %s %s with a malformed chunked body in the site's words", async (method, path) => {
    const { text, timedOut } = await rawRequest(
      baseUrl,
      `${method} ${path} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n`,
    );
    expect(timedOut).toBe(false);
    expect(statusCodes(text).length).toBeGreaterThan(0);
    expect(text).not.toMatch(SERVER_PAGE);
  });

  it("answers in its own words once the release directory is gone", async () => {
    const client = join(buildDir, "client");
    renameSync(client, `${client}.gone`);
    try {
      for (const path of ["/", "/news", "/fr/no-such-page", "/favicon.svg"]) {
        const res = await request(baseUrl, path);
        expect(res.status, path).toBe(404);
        expect(res.body.toString(), path).not.toMatch(SERVER_PAGE);
        expect(res.headers["content-type"], path).toMatch(/^text\/(plain|html)/);
      }
    } finally {
      renameSync(`${client}.gone`, client);
    }
  });
});

// Last: it stops the server. nginx stops gracefully on SIGQUIT, the Node server on SIGTERM.
const nginxPid = Number(process.env.NGINX_PID) || null;
describe.runIf(!externalUrl || nginxPid)("graceful stop", () => {
  it("lets a download in flight finish, then the server exits", async () => {
    const serverPid = nginxPid ?? server.child.pid;
    const isRunning = () => {
      try {
        process.kill(serverPid, 0);
        return true;
      } catch {
        return false;
      }
    };
    const socket = net.connect({
      host: new URL(baseUrl).hostname,
      port: Number(new URL(baseUrl).port),
    });
    const chunks = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    const firstBytes = new Promise((resolve) => socket.once("data", resolve));
    const closed = new Promise((resolve) => socket.on("close", resolve));
    socket.write(`GET ${LARGE_VIDEO_PATH} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    await firstBytes;
    socket.pause();
    process.kill(serverPid, nginxPid ? "SIGQUIT" : "SIGTERM");
    expect(isRunning()).toBe(true);
    socket.resume();
    await closed;
    const response = Buffer.concat(chunks);
    const headerEnd = response.indexOf("\r\n\r\n") + 4;
    const length = Number(
      /content-length: (\d+)/i.exec(response.toString("latin1", 0, headerEnd))?.[1],
    );
    expect(response.length - headerEnd).toBe(length);
    if (server) {
      expect(await server.exited).toBe(0);
      // The server itself sent every byte before it exited (its log line is written then).
      const entries = server.output.stdout.split("\n").filter((line) => line.startsWith("{"));
      const download = entries
        .map((line) => JSON.parse(line))
        .findLast(({ path }) => path === LARGE_VIDEO_PATH);
      expect(download).toMatchObject({ status: 200, bytes: length });
    }
    for (let i = 0; i < 50 && isRunning(); i++) await sleep(100);
    expect(isRunning()).toBe(false);
  });
});
