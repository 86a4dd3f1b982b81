// The site's HTTP policy (server/http-policy.json, and admin-policy.json for the editor's page),
// read and turned into what the servers send: security headers, Content-Security-Policy strings,
// Cache-Control and Content-Type by file, limits. The Node server uses it as it serves; the build
// writes it into pages, nginx includes and _headers (scripts/http-policy/).
import { readFileSync } from "node:fs";

export const POLICY_FILE = new URL("./http-policy.json", import.meta.url);
export const ADMIN_POLICY_FILE = new URL("./admin-policy.json", import.meta.url);

/**
 * @typedef {ReturnType<typeof loadPolicy>} Policy the compiled policy
 * @typedef {{ prefix?: string, suffixes?: string[], value: string }} CacheRule a rule of "cache"
 * @typedef {{ prefix: string, headers: Record<string, string> }} PathHeaders a rule of "pathHeaders"
 */

/** A policy that cannot be used; the message names the file and the fault. */
export class PolicyError extends Error {}

/** @param {URL | string} file */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new PolicyError(
      `${file instanceof URL ? file.pathname : file}: ${/** @type {Error} */ (error).message}`,
    );
  }
}

/**
 * Joins CSP directives ({ name: value }) into a policy string, in their order.
 * @param {Record<string, string>} directives
 */
export function cspString(directives) {
  return Object.entries(directives)
    .map(([name, value]) => (value ? `${name} ${value}` : name))
    .join("; ");
}

/**
 * @param {Record<string, string>} directives
 * @param {string[]} names
 */
function without(directives, names) {
  return Object.fromEntries(Object.entries(directives).filter(([name]) => !names.includes(name)));
}

/**
 * Reads and compiles the policy files. Throws PolicyError.
 * `policyFile`, `adminPolicyFile`: other files (tests).
 * @param {{ policyFile?: URL | string, adminPolicyFile?: URL | string }} [files]
 */
export function loadPolicy({ policyFile = POLICY_FILE, adminPolicyFile = ADMIN_POLICY_FILE } = {}) {
  const source = readJson(policyFile);
  const admin = readJson(adminPolicyFile);
  const fail = (/** @type {string} */ fault) => {
    throw new PolicyError(
      `${policyFile instanceof URL ? policyFile.pathname : policyFile}: ${fault}`,
    );
  };
  const directives = source.contentSecurityPolicy;
  if (typeof directives !== "object" || !directives?.["script-src"])
    fail('"contentSecurityPolicy" has no "script-src"');
  if (!Array.isArray(source.cache) || source.cache.at(-1)?.prefix || source.cache.at(-1)?.suffixes)
    fail('"cache" must end with a rule for every other file');
  if (typeof admin.path !== "string" || !admin.headers?.["Content-Security-Policy"])
    throw new PolicyError(
      `${adminPolicyFile instanceof URL ? adminPolicyFile.pathname : adminPolicyFile}: no path or policy`,
    );
  const pageDirectives = source.pageDirectives ?? [];
  const headerOnly = source.headerOnlyDirectives ?? [];
  const withScriptSources = (/** @type {string[]} */ sources) => ({
    ...directives,
    "script-src": [directives["script-src"], ...sources].join(" "),
  });
  const fileCsp = cspString(directives);
  /** The policy of each worker's script, by path. */
  const workerCsp = new Map(
    Object.entries(source.workerScriptSources ?? {}).map(([path, sources]) => [
      path,
      cspString(withScriptSources([sources])),
    ]),
  );
  return {
    source,
    admin,
    headers: source.headers,
    limits: source.limits,
    /** The policy of every response but pages and workers' scripts: the whole policy. */
    fileCsp,
    workerCsp,
    /**
     * The policy of a file that is not a page ("/assets/x.js", "/pagefind/pagefind-worker.js").
     * @param {string} file
     */
    fileCspOf(file) {
      return workerCsp.get(file) ?? fileCsp;
    },
    /** A page's header: what does not depend on the page (its <meta> carries the rest). */
    pageHeaderCsp: cspString(without(directives, pageDirectives)),
    /**
     * A page's <meta>: the whole policy with its own script sources, less header-only ones.
     * @param {string[]} [scriptSources]
     */
    pageMetaCsp(scriptSources = []) {
      return cspString(without(withScriptSources(scriptSources), headerOnly));
    },
    /**
     * Cache-Control of a file served with 2xx/304 ("/news/index.html", "/assets/x.js").
     * @param {string} file
     * @returns {string}
     */
    cacheControl(file) {
      for (const rule of source.cache) {
        if (rule.prefix && !file.startsWith(rule.prefix)) continue;
        if (
          rule.suffixes &&
          !rule.suffixes.some((/** @type {string} */ suffix) => file.endsWith(suffix))
        )
          continue;
        return rule.value;
      }
      return source.errorCacheControl;
    },
    errorCacheControl: source.errorCacheControl,
    /** @type {PathHeaders[]} */
    pathHeaders: source.pathHeaders ?? [],
    /**
     * The headers the policy adds to a file's answer by where it lies ("/api/documents.json").
     * @param {string} file
     * @returns {Record<string, string>}
     */
    pathHeadersOf(file) {
      return Object.assign(
        {},
        ...(source.pathHeaders ?? [])
          .filter((/** @type {PathHeaders} */ rule) => file.startsWith(rule.prefix))
          .map((/** @type {PathHeaders} */ rule) => rule.headers),
      );
    },
    /**
     * The Content-Type the policy sets for a file, or undefined (then mime-types decides).
     * @param {string} file
     * @returns {string | undefined}
     */
    typeOf(file) {
      const name = file.slice(file.lastIndexOf("/") + 1);
      const dot = name.lastIndexOf(".");
      const type =
        source.typesByName?.[name] ?? (dot > 0 ? source.types?.[name.slice(dot + 1)] : undefined);
      if (!type) return undefined;
      return source.charsetTypes?.includes(type) ? `${type}; charset=utf-8` : type;
    },
    /**
     * Whether a file lies under the editor's page, which has its own headers.
     * @param {string} file
     */
    isAdmin(file) {
      return file.startsWith(admin.path);
    },
  };
}
