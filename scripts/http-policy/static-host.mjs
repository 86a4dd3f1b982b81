// build/client/_headers, the header rules that Netlify and Cloudflare Pages read, from the HTTP
// policy. Where several rules match a path, Netlify keeps the last rule's value of a header and
// Cloudflare joins the values with commas; so no header is written twice with values that would
// mean something else joined: the Content-Security-Policy for every path holds only directives the
// editor's policy has too (a page's <meta> carries the rest), and Cache-Control is set only for
// prefixes (the hosts' default for everything else, revalidation on every request, is no-cache's).
import { cspString } from "../../server/policy.mjs";

/**
 * @typedef {import("../../server/policy.mjs").Policy} Policy
 * @typedef {import("../../server/policy.mjs").CacheRule} CacheRule
 */

/**
 * The directives of the public header policy that the editor's policy has with the same value.
 * @param {Policy} policy
 */
function sharedDirectives(policy) {
  const admin = Object.fromEntries(
    policy.admin.headers["Content-Security-Policy"]
      .split(";")
      .map((/** @type {string} */ directive) => {
        const [name, ...value] = directive.trim().split(/\s+/);
        return [name, value.join(" ")];
      }),
  );
  const directives = policy.source.contentSecurityPolicy;
  return Object.fromEntries(
    Object.entries(directives).filter(
      ([name, value]) => !policy.source.pageDirectives.includes(name) && admin[name] === value,
    ),
  );
}

/**
 * @param {string} path
 * @param {Record<string, string>} headers
 */
function rule(path, headers) {
  return [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join(
    "\n",
  );
}

/** @param {Policy} policy */
export function staticHostHeaders(policy) {
  // Vary is the host's own business: it serves its encodings, not the build's .br and .gz.
  const security = Object.fromEntries(
    Object.entries(policy.headers).filter(([name]) => name !== "Vary"),
  );
  const rules = [
    "# Generated from server/http-policy.json by scripts/http-policy/ (Netlify, Cloudflare Pages).",
    "# Each page's own <meta> carries its Content-Security-Policy with its script hashes.",
    rule("/*", {
      ...security,
      "Content-Security-Policy": cspString(sharedDirectives(policy)),
    }),
    ...policy.source.cache
      .filter((/** @type {CacheRule} */ cacheRule) => cacheRule.prefix)
      .map((/** @type {CacheRule} */ cacheRule) =>
        rule(`${cacheRule.prefix}*`, { "Cache-Control": cacheRule.value }),
      ),
    rule(`${policy.admin.path}*`, policy.admin.headers),
  ];
  return `${rules.join("\n")}\n`;
}
