// Server-agnostic HTTP contract, run against the Node server (fixture build) by default, or against
// any running server with TEST_BASE_URL=http://host:port (then BUILD_DIR, default "build", is the
// build it serves). `deploy/nginx-test.sh npx vitest run server/contract.test.mjs` checks nginx.
// BASE_URL is honoured too outside Vitest, which overwrites it with Vite's base ("/").
import { readdirSync, readFileSync, statSync } from "node:fs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../scripts/postbuild.mjs";
import { ADMIN_POLICY, createServer, readCspPageHashes } from "./app.mjs";
import { createFixture, rawRequest, request, statusCodes, SECRET_MARKER } from "./test-fixture.mjs";

const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "x-frame-options": "DENY",
};
// Content that must never leave the server: the fixture's secret, build/csp.json, /etc/passwd.
const LEAK_MARKERS = [SECRET_MARKER, '"pageScriptHashes"', "root:x:0:0"];

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
  server = createServer({
    root: join(buildDir, "client"),
    cspPageHashes: readCspPageHashes(buildDir),
    log: false,
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${server.address().port}`;
});

afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** The largest JavaScript file under /assets/ (large enough to have been precompressed). */
function assetPath() {
  const dir = join(buildDir, "client", "assets");
  const [largest] = readdirSync(dir)
    .filter((name) => name.endsWith(".js"))
    .sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size);
  return `/assets/${largest}`;
}

/**
 * `repeated`: nginx runs its header filters twice for its own 416, so values come doubled.
 * `body`: the response body; an HTML page's policy must allow exactly its own inline scripts.
 */
function expectSecurityHeaders(headers, { repeated = false, body } = {}) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(repeated ? [...new Set(headers[name].split(", "))].join(", ") : headers[name]).toBe(
      value,
    );
  }
  const csp = headers["content-security-policy"].split(", ")[0];
  const scriptSrc = csp
    .split(";")
    .find((directive) => directive.trim().startsWith("script-src"))
    .trim();
  if (body && /^text\/html/.test(headers["content-type"] ?? "")) {
    const hashes = inlineScriptHashes(body.toString());
    expect(scriptSrc).toBe(["script-src 'self'", ...hashes].join(" "));
  } else if (headers["content-type"]) {
    expect(scriptSrc).toBe("script-src 'self'");
  } else {
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*$/);
  }
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
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
    expectSecurityHeaders(res.headers, { repeated: true });
  });
});

describe("errors", () => {
  it.each(["/definitely-not-here", "/news/nope", "/404", "/assets/missing-12345678.js"])(
    "answers %s with the 404 page",
    async (path) => {
      const res = await request(baseUrl, path);
      expect(res.status).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^text\/html; ?charset=utf-8$/i);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expectSecurityHeaders(res.headers, { body: res.body });
      expect(res.body.equals(readFileSync(join(buildDir, "client", "404.html")))).toBe(true);
    },
  );

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
    "/../csp.json",
    "/../../../../../../etc/passwd",
    "/%2e%2e/secret.txt",
    "/%2E%2E/%2E%2E/etc/passwd",
    "/..%2fsecret.txt",
    "/..%2Fcsp.json",
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
