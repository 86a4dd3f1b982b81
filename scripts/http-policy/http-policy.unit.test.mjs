import { describe, expect, it } from "vitest";
import { loadPolicy } from "../../server/policy.mjs";
import { SEARCH_INDEX_DIR } from "../search-index.mjs";
import { inlineScriptHashes, securityTxt, withPolicyMeta } from "./index.mjs";
import { nginxHttpConf, nginxServerConf } from "./nginx.mjs";
import { staticHostHeaders, staticHostRedirects } from "./static-host.mjs";

const policy = loadPolicy();
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>T</title><script>a()</script></head><body><script type="module">b()</script></body></html>`;

describe("a page's policy <meta>", () => {
  it("comes right after <meta charset>, before any script, with the page's own hashes", () => {
    const csp = policy.pageMetaCsp(inlineScriptHashes(PAGE));
    const html = withPolicyMeta(PAGE, csp);
    const meta = `<meta http-equiv="Content-Security-Policy" content="${csp}">`;
    expect(html.indexOf(meta)).toBe(html.indexOf('<meta charset="utf-8">') + 22);
    expect(html.indexOf(meta)).toBeLessThan(html.indexOf("<script"));
    expect(csp).toContain(`script-src 'self' ${inlineScriptHashes(PAGE).join(" ")};`);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain("frame-ancestors");
  });

  it("replaces the policy of an earlier run instead of adding a second", () => {
    const once = withPolicyMeta(PAGE, "default-src 'self'");
    const twice = withPolicyMeta(once, "default-src 'none'");
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(twice).toContain(`content="default-src 'none'"`);
  });

  it("refuses a page where a script would come before its policy", () => {
    expect(() =>
      withPolicyMeta("<head><script>x()</script><meta charset=utf-8>", "x", "/a"),
    ).toThrow("/a: a script comes before <meta charset>");
    expect(() => withPolicyMeta("<head><title>x</title>", "x", "/b")).toThrow(
      '/b: no <meta charset="utf-8">',
    );
  });
});

describe("the policy for other servers", () => {
  it("writes _redirects for Netlify: each language's not-found page, and a page's missing languages", () => {
    const site = {
      notFoundPath: "/404",
      languages: [
        { code: "en", prefix: "" },
        { code: "fr", prefix: "/fr" },
        { code: "zh", prefix: "/zh" },
      ],
      untranslatedPages: ["/fr/stories/ocean-observers", "/zh/stories/ocean-observers"],
    };
    expect(staticHostRedirects(site).split("\n").slice(1)).toEqual([
      "/fr/stories/ocean-observers  /404/fr/stories/ocean-observers.html  404",
      "/zh/stories/ocean-observers  /404/zh/stories/ocean-observers.html  404",
      "/fr/*  /fr/404.html  404",
      "/zh/*  /zh/404.html  404",
      "/*  /404.html  404",
      "",
    ]);
  });

  it("writes _headers for Netlify and Cloudflare Pages: security headers, immutable assets, the editor's policy", () => {
    const text = staticHostHeaders(policy);
    const rules = Object.fromEntries(
      text
        .split(/\n(?=\/)/)
        .filter((block) => block.startsWith("/"))
        .map((block) => {
          const [path, ...lines] = block.trim().split("\n");
          return [path, Object.fromEntries(lines.map((line) => line.trim().split(/: (.*)/s)))];
        }),
    );
    for (const [name, value] of Object.entries(policy.headers))
      if (name !== "Vary") expect(rules["/*"][name]).toBe(value);
    expect(rules["/assets/*"]).toEqual({ "Cache-Control": "public, max-age=31536000, immutable" });
    expect(rules["/admin/*"]).toEqual(policy.admin.headers);
    // The API: revalidated like the pages, open to every other site, in one rule.
    expect(rules["/api/*"]).toEqual({
      "Cache-Control": "no-cache",
      "Access-Control-Allow-Origin": "*",
    });
    expect(text.match(/^\/api\/\*$/gm)).toHaveLength(1);
    // Joined with the editor's policy (Cloudflare) or replaced by it (Netlify), the same result.
    const adminCsp = policy.admin.headers["Content-Security-Policy"];
    for (const directive of rules["/*"]["Content-Security-Policy"].split("; "))
      expect(adminCsp.split("; ")).toContain(directive);
  });

  it("writes nginx's includes from the policy, the same size whatever the number of pages", () => {
    const http = nginxHttpConf(policy);
    const server = nginxServerConf(policy);
    expect(http).toContain(`"~^text/html" "${policy.pageHeaderCsp}";`);
    expect(http).toContain(`default "${policy.fileCsp}";`);
    for (const [name, value] of Object.entries(policy.headers)) {
      if (name === "Cross-Origin-Opener-Policy") continue;
      expect(server).toContain(`more_set_headers "${name}: ${value}";`);
    }
    expect(server).toContain(`send_timeout ${policy.limits.sendTimeoutSeconds}s;`);
    expect(http).toContain('map $uri $site_path_access_control_allow_origin {\n    "~^/api/" "*";');
    expect(server).toContain(
      'more_set_headers "Access-Control-Allow-Origin: $site_path_access_control_allow_origin";',
    );
    expect(http.length + server.length).toBeLessThan(8192);
  });

  it("gives Pagefind's worker, where the build writes it, its WebAssembly on every server", () => {
    const worker = `/${SEARCH_INDEX_DIR}/pagefind-worker.js`;
    expect([...policy.workerCsp.keys()]).toEqual([worker]);
    expect(policy.fileCspOf(worker)).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy.fileCspOf("/assets/x.js")).toBe(policy.fileCsp);
    expect(nginxHttpConf(policy)).toContain(`"${worker}" "${policy.fileCspOf(worker)}";`);
    // Static hosts send no script-src but the editor's (each page's <meta> carries its own).
    const beforeEditor = staticHostHeaders(policy).split(`\n${policy.admin.path}*`)[0];
    expect(beforeEditor).toContain("Content-Security-Policy");
    expect(beforeEditor).not.toContain("script-src");
  });

  it("writes security.txt with the contact and an expiry the setting's days away", () => {
    const text = securityTxt(
      { contact: "mailto:security@example.org", expiresAfterDays: 180 },
      "https://example.org",
      new Date("2026-01-01T00:00:00Z"),
    );
    expect(text).toBe(
      "Contact: mailto:security@example.org\nExpires: 2026-06-30T00:00:00Z\n" +
        "Canonical: https://example.org/.well-known/security.txt\n",
    );
  });
});
