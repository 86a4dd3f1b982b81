// nginx's part of the HTTP policy, written into the build from server/http-policy.json:
// nginx-policy-http.conf (maps, in the http context) and nginx-policy.conf (the server's headers,
// limits and types), both included by deploy/nginx.conf.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * @typedef {import("../../server/policy.mjs").Policy} Policy
 * @typedef {import("../../server/policy.mjs").CacheRule} CacheRule
 */

/**
 * A quoted nginx string; the policy's values hold no quote or newline.
 * @param {string} text
 */
function quoted(text) {
  if (/["\n]/.test(text)) throw new Error(`Cannot write ${text} into nginx's configuration`);
  return `"${text}"`;
}

const escapeRegExp = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The editor's page, as nginx names it after try_files and index.
 * @param {string} path
 */
function adminPagePattern(path) {
  return `~^${escapeRegExp(path.replace(/\/$/, ""))}/+(index\\.html)?$`;
}

/**
 * Cache-Control by final status and URI ($uri after try_files, index and error_page).
 * @param {Policy} policy
 */
function cacheMap(policy) {
  const served = "~^(200|206|304):";
  const lines = policy.source.cache.map((/** @type {CacheRule} */ rule) => {
    if (rule.prefix)
      return `    ${quoted(`${served}${escapeRegExp(rule.prefix)}`)} ${quoted(rule.value)};`;
    if (rule.suffixes) {
      const ends = rule.suffixes.map(escapeRegExp).join("|");
      return `    ${quoted(`${served}.*(${ends})$`)} ${quoted(rule.value)};`;
    }
    return `    ${quoted(served)} ${quoted(rule.value)};`;
  });
  // Volatile: nginx sends the headers of its own 412 and 416 twice, first with the file's status.
  return [
    'map "$status:$uri" $site_cache_control {',
    "    volatile;",
    ...lines,
    `    default ${quoted(policy.errorCacheControl)};`,
    "}",
  ];
}

/**
 * The headers the policy adds by prefix, each as the name of the variable holding its value for
 * $uri (empty elsewhere: headers-more then sends no such header).
 * @param {Policy} policy
 */
function pathHeaderNames(policy) {
  const names = [...new Set(policy.pathHeaders.flatMap((rule) => Object.keys(rule.headers)))];
  return names.map((name) => ({
    name,
    variable: `$site_path_${name.toLowerCase().replace(/[^a-z0-9]+/g, "_")}`,
  }));
}

/**
 * A map of $uri to each added header's value.
 * @param {Policy} policy
 */
function pathHeaderMaps(policy) {
  return pathHeaderNames(policy).flatMap(({ name, variable }) => [
    `map $uri ${variable} {`,
    ...policy.pathHeaders
      .filter((rule) => name in rule.headers)
      .map(
        (rule) =>
          `    ${quoted(`~^${escapeRegExp(rule.prefix)}`)} ${quoted(rule.headers[name] ?? "")};`,
      ),
    '    default "";',
    "}",
  ]);
}

/** @param {Policy} policy */
export function nginxHttpConf(policy) {
  const admin = adminPagePattern(policy.admin.path);
  return [
    "# Generated from server/http-policy.json by scripts/http-policy/nginx.mjs; http context.",
    ...cacheMap(policy),
    "# Pages carry their script hashes in their own <meta>; their header, what holds for all pages.",
    "# A 304 has no Content-Type: the file it revalidates ($uri after try_files and index) decides,",
    "# so that a revisited page keeps its policy (a browser applies the 304's to the page it keeps).",
    'map "$sent_http_content_type:$uri" $site_public_csp {',
    "    volatile;",
    `    "~^text/html" ${quoted(policy.pageHeaderCsp)};`,
    `    "~^:.*\\.html$" ${quoted(policy.pageHeaderCsp)};`,
    `    default ${quoted(policy.fileCsp)};`,
    "}",
    "# The content editor's page has its own headers (server/admin-policy.json); a worker's",
    "# script, its own script sources (a worker takes the policy of its script's response).",
    "map $uri $site_own_csp {",
    `    ${quoted(admin)} ${quoted(policy.admin.headers["Content-Security-Policy"])};`,
    ...[...policy.workerCsp].map(([path, csp]) => `    ${quoted(path)} ${quoted(csp)};`),
    '    default "";',
    "}",
    "map $site_own_csp $site_csp {",
    "    volatile;",
    '    "" $site_public_csp;',
    "    default $site_own_csp;",
    "}",
    "# Headers added under a prefix (the API's CORS header).",
    ...pathHeaderMaps(policy),
    "map $uri $site_coop {",
    `    ${quoted(admin)} ${quoted(policy.admin.headers["Cross-Origin-Opener-Policy"])};`,
    `    default ${quoted(policy.headers["Cross-Origin-Opener-Policy"])};`,
    "}",
    `# A Range header listing more than ${policy.limits.maxRanges} ranges is refused: it is replaced by`,
    "# one no file satisfies, so that nginx's own 416 names the file's length in Content-Range.",
    "map $http_range $site_range {",
    `    "~*^bytes=([^,]*,){${policy.limits.maxRanges}}" "bytes=-0";`,
    "    default $http_range;",
    "}",
    `# A request target longer than ${policy.limits.maxUrlBytes} bytes is refused (414), as by the Node server;`,
    "# the header buffers are larger, for big cookies. The 414's own page is not refused again.",
    "map $uri $site_answering_error {",
    "    volatile;",
    '    "~^/\\.errors/" "E";',
    '    default "";',
    "}",
    'map "$site_answering_error$request_uri" $site_uri_too_long {',
    "    volatile;",
    '    "~^E" 0;',
    `    "~^.{${policy.limits.maxUrlBytes + 1}}" 1;`,
    "    default 0;",
    "}",
    "",
  ].join("\n");
}

/** @param {Policy} policy */
export function nginxServerConf(policy) {
  const { limits } = policy;
  const headers = Object.entries(policy.headers).map(([name, value]) => {
    const sent = name === "Cross-Origin-Opener-Policy" ? "$site_coop" : value;
    return `more_set_headers ${quoted(`${name}: ${sent}`)};`;
  });
  const types = Object.entries(policy.source.types);
  const byName = Object.entries(policy.source.typesByName ?? {});
  return [
    "# Generated from server/http-policy.json by scripts/http-policy/nginx.mjs; server context.",
    `charset_types ${policy.source.charsetTypes.join(" ")};`,
    `client_header_timeout ${limits.headersTimeoutSeconds}s;`,
    `client_body_timeout ${limits.headersTimeoutSeconds}s;`,
    `large_client_header_buffers 2 ${limits.maxHeaderBytes / 1024}k;`,
    `keepalive_timeout ${limits.keepAliveTimeoutSeconds}s;`,
    `send_timeout ${limits.sendTimeoutSeconds}s;`,
    "# On every status, set once. No location may set headers (it would drop these).",
    `more_set_headers "Content-Security-Policy: $site_csp";`,
    ...headers,
    `more_set_headers "Cache-Control: $site_cache_control";`,
    ...pathHeaderNames(policy).map(
      ({ name, variable }) => `more_set_headers ${quoted(`${name}: ${variable}`)};`,
    ),
    "# Types as the Node server gives them, where Debian's mime.types differs or lacks them.",
    ...byName.flatMap(([name, type]) => [
      `location ~ /${escapeRegExp(name)}$ {`,
      "    types { }",
      `    default_type ${type};`,
      "    try_files $uri =404;",
      "}",
    ]),
    `location ~ \\.(${types.map(([extension]) => escapeRegExp(extension)).join("|")})$ {`,
    "    types {",
    ...types.map(([extension, type]) => `        ${type} ${extension};`),
    "    }",
    "    try_files $uri =404;",
    "}",
    "",
  ].join("\n");
}

/**
 * @param {string} buildDir
 * @param {Policy} policy
 */
export async function writeNginxPolicy(buildDir, policy) {
  await writeFile(join(buildDir, "nginx-policy-http.conf"), nginxHttpConf(policy));
  await writeFile(join(buildDir, "nginx-policy.conf"), nginxServerConf(policy));
}
