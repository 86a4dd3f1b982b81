// The part of the HTTP contract a static host keeps, checked against a real one: Cloudflare Pages
// (`wrangler pages dev`, workerd) or Netlify (`netlify dev`), each serving a build's client folder
// with the build's `_headers` and `_redirects`. `npm run test:hosts` (scripts/hosts/test-hosts.mjs)
// starts each host and runs this file with STATIC_HOST (cloudflare or netlify), TEST_BASE_URL and
// BUILD_DIR set. Where a host differs from the two servers of server/ and deploy/, the expectation
// below says how, and docs/deploy.md ("Option 3") tells operators the same.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../http-policy/index.mjs";
import { CASES, expectedAnswer } from "../../server/http-corpus.mjs";
import { loadPolicy } from "../../server/policy.mjs";
import { request } from "../../server/test-fixture.mjs";

const host = /** @type {"cloudflare" | "netlify"} */ (process.env.STATIC_HOST);
const baseUrl = process.env.TEST_BASE_URL ?? "";
const buildDir = process.env.BUILD_DIR ?? "build";

/** What each host does of its own, as measured; the contract holds for everything else. */
const HOST = {
  cloudflare: {
    // Directory pages are canonical with their slash: `/about` and `/about/index.html` redirect.
    redirectsToSlash: true,
    // `/* ` and `/admin/*` both apply to the editor's page: Cloudflare joins their values.
    joinsHeaders: true,
    assetsCacheControl: "public, max-age=31536000, immutable",
  },
  netlify: {
    redirectsToSlash: false,
    joinsHeaders: false,
    // The CLI's local server sends its own Cache-Control on every file, whatever `_headers` says.
    assetsCacheControl: "public, max-age=0",
  },
}[host];

/** @type {{ languages: { code: string, prefix: string }[], pages: string[], searchPath: string }} */
let site;
/** @type {Awaited<ReturnType<typeof loadPolicy>>} */
let policy;

beforeAll(async () => {
  expect(HOST, "STATIC_HOST names cloudflare or netlify").toBeTruthy();
  expect(baseUrl).toMatch(/^http:\/\//);
  site = JSON.parse(readFileSync(join(buildDir, "site.json"), "utf8"));
  policy = await loadPolicy();
});

/**
 * GET `path`, following the host's own redirects within the site (never elsewhere).
 * @param {string} path
 * @param {Record<string, string>} [headers]
 */
async function get(path, headers = {}) {
  let res = await request(baseUrl, path, { headers });
  for (let hops = 0; res.status >= 301 && res.status <= 308 && hops < 3; hops++) {
    const location = String(res.headers.location);
    expect(location, `${path} redirects within the site`).toMatch(/^\/(?!\/)/);
    res = await request(baseUrl, location, { headers });
  }
  return res;
}

/** The headers `_headers` sends on every file, with the part of the policy a page's <meta> cannot carry. */
function expectSecurityHeaders(headers, { admin = false } = {}) {
  const expected = Object.fromEntries(
    Object.entries(policy.headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  for (const [name, value] of Object.entries(expected)) {
    if (name === "vary" || name === "content-security-policy") continue;
    if (admin && name === "cross-origin-opener-policy") continue;
    expect(headers[name], name).toBe(value);
  }
  const csp = String(headers["content-security-policy"]);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  if (!admin) {
    // The header leaves scripts to each page's <meta>: no script-src, so none that contradicts it.
    expect(csp).not.toMatch(/(^|; )(script-src|default-src) /);
  }
}

/** The page's own policy in a <meta> before any script, allowing exactly its inline scripts. */
function expectPolicyMeta(html) {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html);
  expect(meta, "a Content-Security-Policy <meta>").toBeTruthy();
  if (!meta) return;
  expect(html.slice(0, meta.index)).not.toMatch(/<script\b/i);
  const directives = meta[1].split(";").map((directive) => directive.trim().split(" "));
  const scriptSources = directives.find(([name]) => name === "script-src") ?? [];
  expect(scriptSources).toContain("'self'");
  for (const hash of inlineScriptHashes(html)) expect(scriptSources).toContain(hash);
  expect(scriptSources.filter((source) => source.startsWith("'sha256-")).length).toBe(
    inlineScriptHashes(html).length,
  );
  expect(directives).toContainEqual(["default-src", "'self'"]);
}

function largestAsset() {
  const dir = join(buildDir, "client", "assets");
  const [largest] = readdirSync(dir)
    .filter((name) => name.endsWith(".js"))
    .sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size);
  return `/assets/${largest}`;
}

describe(`${host}: pages`, () => {
  it.each(["/", "/ar", "/about", "/fr/news", "/zh/stories/carbon-markets", "/search"])(
    "serves %s unchanged, under its own policy",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expectSecurityHeaders(res.headers);
      const html = res.body.toString();
      // Byte for byte the build's file: the host injects nothing the page's hashes do not allow.
      const file = join(buildDir, "client", path.replace(/^\/?/, ""), "index.html");
      expect(html).toBe(readFileSync(file, "utf8"));
      expectPolicyMeta(html);
    },
  );

  it.each(["/about", "/about/index.html"])("answers %s as its canonical address", async (path) => {
    const res = await request(baseUrl, path);
    if (HOST.redirectsToSlash) {
      expect(res.status).toBe(308);
      expect(res.headers.location).toBe("/about/");
    } else {
      expect(res.status).toBe(200);
    }
  });

  // A browser applies a 304's policy to the page it keeps: a revisit must not change it.
  it.each(["/", "/ar/", "/about/", "/search/", "/admin/", "/favicon.svg"])(
    "answers a revisit of %s (304) with the policy of its 200",
    async (path) => {
      const first = await get(path);
      expect(first.headers.etag).toBeTruthy();
      const revisit = await request(baseUrl, path, {
        headers: { "if-none-match": String(first.headers.etag) },
      });
      expect(revisit.status).toBe(304);
      expect(revisit.body.length).toBe(0);
      for (const name of ["content-security-policy", "cross-origin-opener-policy"]) {
        expect(revisit.headers[name], name).toBe(first.headers[name]);
      }
    },
  );
});

describe(`${host}: other files`, () => {
  it("sends the security headers and a policy without inline scripts on every file", async () => {
    for (const path of ["/favicon.svg", "/robots.txt", "/feed.xml", largestAsset()]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expectSecurityHeaders(res.headers);
    }
  });

  it("caches the hashed assets as `_headers` says, where the host lets it", async () => {
    const res = await get(largestAsset());
    expect(res.headers["cache-control"]).toBe(HOST.assetsCacheControl);
  });

  it("serves /.well-known/security.txt", async () => {
    const res = await get("/.well-known/security.txt");
    expect(res.status).toBe(200);
    expect(res.body.toString()).toMatch(/^Contact: /m);
  });
});

describe(`${host}: the content editor's page`, () => {
  it("carries the editor's own policy", async () => {
    const res = await get("/admin/");
    expect(res.status).toBe(200);
    expectSecurityHeaders(res.headers, { admin: true });
    const admin = policy.admin.headers;
    const csp = String(res.headers["content-security-policy"]);
    const opener = String(res.headers["cross-origin-opener-policy"]);
    if (HOST.joinsHeaders) {
      // Two policies joined by a comma are both enforced: the editor's allows what it needs, the
      // one on every file restricts nothing it needs (no script-src, no default-src).
      expect(csp.split(", ")).toContain(admin["Content-Security-Policy"]);
      // A list of opener policies is no valid one: the browser applies none, which keeps the
      // editor's login window working as `same-origin-allow-popups` does.
      expect(opener).toBe(`same-origin, ${admin["Cross-Origin-Opener-Policy"]}`);
    } else {
      expect(csp).toBe(admin["Content-Security-Policy"]);
      expect(opener).toBe(admin["Cross-Origin-Opener-Policy"]);
    }
  });
});

describe(`${host}: addresses that are not pages`, () => {
  it("answers a missing address under each language's prefix with that language's page", async () => {
    for (const { code, prefix } of site.languages) {
      const res = await request(baseUrl, `${prefix}/no/such/page`);
      expect(res.status, code).toBe(404);
      const html = res.body.toString();
      expect(html, code).toContain(`<html lang="${code}"`);
      expect(html).toBe(readFileSync(join(buildDir, "client", prefix, "404.html"), "utf8"));
      expectSecurityHeaders(res.headers);
      expectPolicyMeta(html);
    }
  });

  it("answers a missing file under /assets/ with 404", async () => {
    const res = await request(baseUrl, "/assets/no-such-file.js");
    expect(res.status).toBe(404);
  });
});

describe(`${host}: the exactness corpus (server/http-corpus.mjs), where a host's answer is the site's`, () => {
  it.each(CASES.filter((testCase) => testCase.hosts).map((testCase) => [testCase.id, testCase]))(
    "%s",
    async (_, testCase) => {
      const answer = await testCase.run({ baseUrl, buildDir, server: host });
      expect(answer, `${testCase.request} (${testCase.rfc})`).toBe(expectedAnswer(testCase, host));
    },
    30_000,
  );
});
