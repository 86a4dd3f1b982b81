// The build's side of the HTTP policy (server/http-policy.json, read through server/policy.mjs):
// each page gets its own Content-Security-Policy <meta> with the hashes of its inline scripts, and
// the build gets what other servers need from the same file: nginx's includes (nginx.mjs), the
// static hosts' _headers and _redirects (static-host.mjs) and /.well-known/security.txt.
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { loadPolicy } from "../../server/policy.mjs";
import { replaceFile } from "../postbuild/cache.mjs";
import { writeNginxPolicy } from "./nginx.mjs";
import { staticHostHeaders, staticHostRedirects } from "./static-host.mjs";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Where the policy goes: right after <meta charset>, which must stay in the first 1,024 bytes. */
const CHARSET_META = /<meta charset="?utf-8"?\s*\/?>/i;
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/gi;

/**
 * Pagefind compiles its WebAssembly in the browser, which script-src allows only with this keyword:
 * the search pages get it, no other page does.
 */
export const SEARCH_PAGE_SCRIPT_SOURCE = "'wasm-unsafe-eval'";

/** @typedef {import("../build/outputs/site-manifest").SiteManifest} SiteManifest */
/** @typedef {import("../../server/policy.mjs").Policy} Policy */

/**
 * The search page's file in each language ("/fr/search/index.html" -> "fr").
 * @param {Pick<SiteManifest, "languages"> & { searchPath?: string }} manifest
 * @returns {Map<string, string>}
 */
export function searchPageFiles(manifest) {
  if (!manifest.searchPath) return new Map();
  return new Map(
    manifest.languages.map(({ code, prefix }) => [
      `${prefix}${manifest.searchPath}/index.html`,
      code,
    ]),
  );
}

/**
 * A build file's address from the client folder: "/fr/news/index.html".
 * @param {string} clientDir
 * @param {string} path
 */
export const clientFile = (clientDir, path) => `/${relative(clientDir, path).split(sep).join("/")}`;

/**
 * Returns the CSP source expressions ('sha256-…') of the inline scripts in an HTML document.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  /** @type {string[]} */
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    // A data block (JSON-LD) is never run, so script-src need not allow it.
    if (/\btype\s*=\s*"application\/(ld\+)?json"/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/**
 * A page with its policy in a <meta http-equiv> placed before anything it governs. Throws when
 * the page has no <meta charset> or a script before it, where the policy would come too late.
 * @param {string} html
 * @param {string} csp
 */
export function withPolicyMeta(html, csp, file = "the page") {
  // A page written by an earlier run keeps one policy: the new one.
  html = html.replace(POLICY_META, "");
  const charset = CHARSET_META.exec(html);
  if (!charset) throw new Error(`${file}: no <meta charset="utf-8"> to put the policy after`);
  const at = charset.index + charset[0].length;
  if (/<script\b/i.test(html.slice(0, at)))
    throw new Error(`${file}: a script comes before <meta charset>, ahead of its policy`);
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${csp}">${html.slice(at)}`;
}

/**
 * /.well-known/security.txt (RFC 9116) from the policy's securityTxt, valid for its days.
 * @param {{ contact: string, expiresAfterDays: number, preferredLanguages?: string }} settings
 * @param {string} siteUrl
 * @param {Date} now
 */
export function securityTxt({ contact, expiresAfterDays, preferredLanguages }, siteUrl, now) {
  const expires = new Date(now.getTime() + expiresAfterDays * 86_400_000);
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    ...(preferredLanguages ? [`Preferred-Languages: ${preferredLanguages}`] : []),
    `Canonical: ${new URL("/.well-known/security.txt", siteUrl).href}`,
    "",
  ].join("\n");
}

/**
 * Writes the policy into the build: each page's <meta> (its inline scripts, final by now; the
 * editor's page keeps its own header policy), nginx's includes, _headers, _redirects and security.txt.
 * Returns the number of distinct script hashes.
 * @param {{ buildDir: string, clientDir: string, htmlFiles: string[], manifest: SiteManifest, now?: Date }} build
 */
export async function applyHttpPolicy({
  buildDir,
  clientDir,
  htmlFiles,
  manifest,
  now = new Date(),
}) {
  const policy = loadPolicy();
  const searchPages = searchPageFiles(manifest);
  const hashes = new Set();
  for (const path of htmlFiles) {
    const file = clientFile(clientDir, path);
    if (policy.isAdmin(file)) continue;
    const html = await readFile(path, "utf8");
    const sources = inlineScriptHashes(html);
    for (const source of sources) hashes.add(source);
    if (searchPages.has(file)) sources.push(SEARCH_PAGE_SCRIPT_SOURCE);
    await replaceFile(path, withPolicyMeta(html, policy.pageMetaCsp(sources), file));
  }
  await writeNginxPolicy(buildDir, policy);
  await writeFile(join(clientDir, "_headers"), staticHostHeaders(policy, manifest));
  await writeFile(join(clientDir, "_redirects"), staticHostRedirects(manifest));
  await mkdir(join(clientDir, ".well-known"), { recursive: true });
  await writeFile(
    join(clientDir, ".well-known", "security.txt"),
    securityTxt(policy.source.securityTxt, manifest.siteUrl, now),
  );
  return hashes.size;
}
