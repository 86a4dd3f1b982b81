// Production static file server for the prerendered site (<buildDir>/client). Files are sent by
// send-file.mjs (conditional requests, byte ranges, the file released when a response is aborted);
// this module decides which paths are files, the precompressed variants, the not-found pages,
// odd requests, slow clients, graceful shutdown and the request log. Header values, cache rules,
// types and limits come from the HTTP policy (server/http-policy.json, see policy.mjs).
import { once } from "node:events";
import { readFileSync, readlink, realpath, stat } from "node:fs";
import { readFile } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import { dirname, extname, join, resolve, sep } from "node:path";
import mime from "mime-types";
import Negotiator from "negotiator";
import { createFileCache } from "./file-cache.mjs";
import { defaultLog } from "./log.mjs";
import { loadPolicy } from "./policy.mjs";
import { isRangeRequest, sendFile } from "./send-file.mjs";
import { createSendQueueReader } from "./send-queue.mjs";
import { untranslatedPageFile, watchBuild } from "./site.mjs";

/**
 * @typedef {http.IncomingMessage} Request
 * @typedef {http.ServerResponse<Request> & { req: Request }} Response
 * @typedef {import("./site.mjs").Build} Build
 * @typedef {import("./policy.mjs").Policy} Policy
 * @typedef {import("node:fs").Stats} Stats
 * @typedef {{ file: string, body: Buffer }} Page a page's file and its bytes
 */

/**
 * @typedef {object} AppOptions
 * @property {string} [buildDir] the build (client/ and site.json), a directory or a symlink to one
 * @property {string} [root] the build's client/ directory, naming the build instead of buildDir
 * @property {boolean | ((entry: object) => void)} [log]
 * @property {(text: string) => void} [messages]
 * @property {number} [buildCheckIntervalMs]
 */

/** The policy as the process started; the server re-reads it on reload (SIGHUP). */
const STARTUP_POLICY = loadPolicy();
/** A Range header listing more ranges than this is refused (416); browsers send one. */
export const MAX_RANGES = STARTUP_POLICY.limits.maxRanges;
/** Requests one connection may have waiting; the next is answered 429 and the connection closed. */
export const MAX_QUEUED_REQUESTS = STARTUP_POLICY.limits.maxQueuedRequests;
/** The content editor's page (/admin/, Decap CMS) has its own headers: docs/editing.md. */
export const ADMIN_POLICY = STARTUP_POLICY.admin;
const ALLOWED_METHODS = "GET, HEAD";
const HTML_TYPE = "text/html; charset=utf-8";
/**
 * Bytes read ahead from a file, and queued for a connection, before a response waits for the
 * client: a client that stops reading holds about this much of the server's memory.
 */
const SEND_HIGH_WATER_MARK = 16 * 1024;
/** Precompressed siblings written by postbuild, in order of preference. */
const VARIANTS = [
  ["br", ".br"],
  ["gzip", ".gz"],
];
const ENCODINGS = [...VARIANTS.map(([encoding]) => encoding), "identity"];
/** The types postbuild may have precompressed (text); images and video are never looked up. */
const COMPRESSIBLE_TYPE =
  /^(text\/|image\/svg\+xml|application\/(javascript|json|manifest\+json|xml|atom\+xml))/;
/** A Host value: a registered name or an IP literal, with an optional port; no spaces. */
const VALID_HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~!$&'()*+,;=%-]+)(?::\d{1,5})?$/;
const STATUS_TEXT = {
  400: "Bad Request",
  405: "Method Not Allowed",
  408: "Request Timeout",
  431: "Request Header Fields Too Large",
};
/**
 * A request line whose method the parser does not know ("FOO / HTTP/1.1"): 405, not 400. Methods
 * as nginx reads them (capitals, "_" and "-"), so that both servers answer alike.
 */
const UNKNOWN_METHOD_LINE = /^[A-Z_-]+ [^\s]+ HTTP\/1\.[01]\r?\n/;

/**
 * The headers of every response; pages and the editor's page replace the policy.
 * @param {Policy} policy
 */
function commonHeaders(policy) {
  return { ...policy.headers, "Content-Security-Policy": policy.fileCsp };
}

/**
 * The language prefix a path lies under ("/fr/news" → "/fr"), "" for the default language.
 * @param {Build} build
 * @param {string} pathname
 */
function languagePrefixOf(build, pathname) {
  return (
    build.prefixes.find(
      (prefix) => prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)),
    ) ?? ""
  );
}

const isWellKnown = (/** @type {string[]} */ segments, /** @type {number} */ index) =>
  index === 1 && segments[1] === ".well-known";

/**
 * Paths that must never be served, whatever exists on disk: NUL bytes, backslashes, dot segments
 * and dotfiles, source maps, the precompressed variants and the not-found pages themselves.
 * @param {Build} build
 * @param {string} pathname
 */
function isForbidden(build, pathname) {
  if (pathname.includes("\0") || pathname.includes("\\")) return true;
  // /.well-known/ (RFC 8615: security.txt, certificate challenges) is the one dot folder served.
  const segments = pathname.split("/");
  if (segments.some((segment, index) => segment.startsWith(".") && !isWellKnown(segments, index)))
    return true;
  if (/\.(map|br|gz)$/i.test(pathname)) return true;
  // The static hosts' header and not-found rules (scripts/http-policy/) are no file of the site.
  if (pathname === "/_headers" || pathname === "/_redirects") return true;
  const page = build.site.notFoundPath;
  const rest = pathname.slice(languagePrefixOf(build, pathname).length);
  return [page, `${page}.html`, `${page}.data`, `${page}/`, `${page}/index.html`].includes(rest);
}

/**
 * Returns the raw path of an origin-form or absolute-form request target, or null.
 * @param {string} url
 */
function rawPathOf(url) {
  let target = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      const parsed = new URL(url);
      target = parsed.pathname + parsed.search;
    } catch {
      return null;
    }
  }
  if (!target.startsWith("/")) return null;
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

/**
 * The path without its dot segments (RFC 3986, section 5.2.4: "/about/./" is "/about/",
 * "/a/b/../c" is "/a/c"), as nginx reads it; null for a path that climbs above the root.
 * @param {string} pathname
 */
export function removeDotSegments(pathname) {
  const segments = pathname.split("/").slice(1);
  /** @type {string[]} */
  const kept = [];
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1;
    if (segment === "." || segment === "..") {
      if (segment === ".." && kept.pop() === undefined) return null;
      if (last) kept.push("");
    } else kept.push(segment);
  }
  return `/${kept.join("/")}`;
}

/**
 * A regular file at `file` under `root`: its path and stats, or null. Whether it lies inside the
 * build, links followed, is asked of the file once open (see insideChecker).
 * @param {string} root
 * @param {string} file
 * @returns {Promise<{ path: string, stats: Stats } | null>}
 */
function fileAt(root, file) {
  const path = join(root, file);
  return new Promise((resolvePromise) =>
    stat(path, (error, stats) => resolvePromise(!error && stats.isFile() ? { path, stats } : null)),
  );
}

/** Paths found inside the build, with the file each led to: at most this many are kept. */
const MAX_CHECKED_PATHS = 10_000;

/**
 * Whether an open file lies inside `root` (a real path), links followed: where the kernel says the
 * descriptor leads (/proc/self/fd), else where the path resolves to. A symbolic link that leads out
 * of the build is no file of the site, whatever it names. The answer is kept by path and file
 * (device and inode), so that a path is resolved again only once it leads to another file.
 * @param {string} root
 */
function insideChecker(root) {
  /** @type {Map<string, string>} */
  const checked = new Map();
  /**
   * @param {string} path
   * @param {number} fd
   * @param {Stats} stats the open file's
   * @returns {Promise<boolean>}
   */
  return (path, fd, stats) => {
    const identity = `${stats.dev}:${stats.ino}`;
    if (checked.get(path) === identity) return Promise.resolve(true);
    return new Promise((resolvePromise) =>
      readlink(`/proc/self/fd/${fd}`, (error, target) => {
        const decide = (/** @type {string | null} */ real) => {
          const inside = real !== null && real.startsWith(root + sep);
          if (inside) {
            if (checked.size >= MAX_CHECKED_PATHS) checked.clear();
            checked.set(path, identity);
          }
          resolvePromise(inside);
        };
        if (!error) return decide(target);
        realpath(path, (realError, real) => decide(realError ? null : real));
      }),
    );
  };
}

/**
 * A regular file under `root` (a real path), resolved whole: its real path and stats, or null.
 * For the not-found pages, read rarely.
 * @param {string} root
 * @param {string} file
 * @returns {Promise<{ path: string, stats: Stats } | null>}
 */
function fileInside(root, file) {
  return new Promise((resolvePromise) =>
    realpath(join(root, file), (error, path) => {
      if (error || !path.startsWith(root + sep)) return resolvePromise(null);
      stat(path, (statError, stats) =>
        resolvePromise(!statError && stats.isFile() ? { path, stats } : null),
      );
    }),
  );
}

/**
 * The file a path names: itself, or the index.html of a directory ("/news", "/news/"). Nothing
 * else: "/index", "/news.html" and a file with a trailing slash are not files. A last segment
 * without a dot is most likely a page's directory, so that is looked at first.
 * @param {string} clientDir
 * @param {string} pathname
 */
async function resolveFile(clientDir, pathname) {
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  const candidates = pathname.endsWith("/")
    ? [`${pathname}index.html`]
    : lastSegment.includes(".")
      ? [pathname, `${pathname}/index.html`]
      : [`${pathname}/index.html`, pathname];
  for (const file of candidates) {
    const found = await fileAt(clientDir, file);
    if (found) return { file, ...found };
  }
  return null;
}

/**
 * The encodings the client accepts, best first (q=0 excluded), among those we have.
 * @param {Request} req
 */
function acceptedEncodings(req) {
  const negotiator = new Negotiator(req);
  // negotiator 1.x takes the order to prefer; @types/negotiator still describes 0.6.
  const encodings =
    /** @type {(available: string[], options: { preferred: string[] }) => string[]} */ (
      negotiator.encodings
    );
  return encodings.call(negotiator, ENCODINGS, { preferred: ENCODINGS });
}

/** @param {string} [header] */
function rangeCount(header = "") {
  return /^\s*bytes=/i.test(header) ? header.split(",").length : 0;
}

/**
 * A range whose last byte comes before its first ("bytes=10-5") makes the header invalid.
 * @param {string | undefined} header
 */
function isInvalidRange(header) {
  return [...(header ?? "").matchAll(/(\d+)\s*-\s*(\d+)/g)].some(
    ([, first, last]) => Number(last) < Number(first),
  );
}

/**
 * nginx's ETag of a file (hex seconds of mtime, hex size), so both servers give the same.
 * @param {Stats} stats
 */
function etagOf(stats) {
  return `"${Math.floor(stats.mtimeMs / 1000).toString(16)}-${stats.size.toString(16)}"`;
}

/**
 * @param {Response} res
 * @param {Record<string, string>} headers
 * @param {boolean} stopping
 */
function resetHeaders(res, headers, stopping) {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (stopping) res.setHeader("Connection", "close");
}

/**
 * @param {Response} res
 * @param {number} status
 * @param {string} text
 * @param {http.OutgoingHttpHeaders} [headers]
 */
function sendText(res, status, text, headers = {}) {
  const body = `${text}\n`;
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-cache",
    ...headers,
  });
  res.end(res.req.method === "HEAD" ? undefined : body);
}

/**
 * `log`: true (JSON lines on stdout, never blocking, see log.mjs), false, or a function.
 * @param {AppOptions["log"]} log
 * @returns {(entry: object) => void}
 */
function createLogger(log) {
  if (log === false) return () => {};
  if (typeof log === "function") return log;
  return defaultLog().request;
}

/**
 * Logs a response when it closes, with the body bytes actually handed to the socket (an aborted
 * download logs what was sent, not its Content-Length).
 * @param {Request} req
 * @param {Response & { _header?: string | null }} res
 * @param {(entry: object) => void} write
 * @param {string} path
 */
function logOnClose(req, res, write, path) {
  const started = process.hrtime.bigint();
  // start() runs once the response has its socket.
  const socket = /** @type {import("node:net").Socket} */ (res.socket);
  const offset = socket.bytesWritten ?? 0;
  /** @type {number | null} */
  let finishedAt = null;
  res.once("finish", () => (finishedAt = socket.bytesWritten ?? offset));
  res.once("close", () => {
    // Node keeps the serialized header block in _header; what was written beyond it is body.
    const headerBytes = Buffer.byteLength(res._header ?? "");
    const written = (finishedAt ?? socket.bytesWritten ?? offset) - offset;
    write({
      t: new Date().toISOString(),
      method: req.method,
      path: path.slice(0, 1024),
      status: res.statusCode,
      bytes: Math.max(0, written - headerBytes),
      ms: Number((process.hrtime.bigint() - started) / 10000n) / 100,
    });
  });
}

/** Open files the process keeps for itself: the log, the build's files being checked, the loop. */
const OPEN_FILES_HEADROOM = 64;

/**
 * Connections beyond which new ones are refused, for an open-file limit: each may hold a socket
 * and a file (a small file streamed from disk to a slow reader).
 * @param {number} openFiles
 */
export function maxConnectionsFor(openFiles) {
  return Math.max(64, Math.floor((openFiles - OPEN_FILES_HEADROOM) / 2));
}

/** The process's open-file limit (the unit's LimitNOFILE), or null where it cannot be read. */
export function openFileLimit() {
  try {
    const limits = readFileSync("/proc/self/limits", "utf8");
    const openFiles = Number(/^Max open files\s+(\d+)/m.exec(limits)?.[1]);
    return openFiles > 0 ? openFiles : null;
  } catch {
    return null;
  }
}

/** The connection cap from the host's open-file limit; elsewhere than Linux, a fixed bound. */
function defaultMaxConnections() {
  const openFiles = openFileLimit();
  return openFiles === null ? 10_000 : maxConnectionsFor(openFiles);
}

/**
 * Returns a request handler serving the build in `buildDir` (a directory or a symlink to one, with
 * client/ and site.json), re-read when it changes (see watchBuild). `root`, the build's client/
 * directory, may name the build instead.
 * `log`: true (JSON lines on stdout, default), false, or a function receiving each entry.
 * `messages`: where one-line messages go (default stderr, never blocking; see log.mjs).
 * Throws BuildError when the build cannot be served, PolicyError when the policy cannot be read.
 * @param {AppOptions} options
 */
export function createApp({
  buildDir,
  root,
  log = true,
  messages = defaultLog().message,
  buildCheckIntervalMs = 1000,
}) {
  if (!buildDir && !root) throw new TypeError("createApp needs buildDir or root");
  buildDir ??= dirname(resolve(/** @type {string} */ (root)));
  const writeLog = createLogger(log);
  let policy = STARTUP_POLICY;
  const fileCache = createFileCache();
  let headers = commonHeaders(policy);
  const describeBuild = (/** @type {Build} */ build) =>
    `${build.clientDir} (${build.site.pages.length} pages)`;
  /** @type {WeakMap<Build, ReturnType<typeof insideChecker>>} each build's own */
  const insideCheckers = new WeakMap();
  const insideOf = (/** @type {Build} */ build) => {
    let checker = insideCheckers.get(build);
    if (!checker) insideCheckers.set(build, (checker = insideChecker(build.clientDir)));
    return checker;
  };
  const currentBuild = watchBuild(buildDir, {
    intervalMs: buildCheckIntervalMs,
    onLoad: (build) => messages(`Serving the new build in ${describeBuild(build)}`),
    onError: (error, kept) =>
      messages(
        `Refused the build at ${buildDir}: ${error.message}; still serving ${kept.clientDir}`,
      ),
  });
  /**
   * Responses not yet closed, by connection; a connection's own list answers clientError.
   * `refused`: more requests were waiting than the policy allows; the connection ends.
   * @type {WeakMap<import("node:stream").Duplex, { responses: Set<Response>, onIdle: (() => void) | null, refused: boolean }>}
   */
  const connections = new WeakMap();
  /** @type {Set<Response>} */
  const active = new Set();
  let stopping = false;

  /** @param {import("node:stream").Duplex} socket */
  function connectionOf(socket) {
    const known = connections.get(socket);
    if (known) return known;
    /** @type {{ responses: Set<Response>, onIdle: (() => void) | null, refused: boolean }} */
    const connection = { responses: new Set(), onIdle: null, refused: false };
    connections.set(socket, connection);
    socket.once("close", () => {
      for (const res of connection.responses) active.delete(res);
      connection.responses.clear();
    });
    return connection;
  }

  /**
   * The not-found page in the language of the path ("/fr/…" → /fr/404.html), else English; for a
   * content page asked for in a language it is not written in, that address's own not-found page.
   * @param {Request} req
   * @param {Response} res
   * @param {Build} build
   * @param {string} pathname
   */
  function notFound(req, res, build, pathname) {
    // loadBuild read the not-found page of every language.
    // loadBuild read the not-found page of every language: the copy sent when it is gone since.
    const ofLanguage = /** @type {Page} */ (
      build.notFoundPages.get(languagePrefixOf(build, pathname))
    );
    const read = (/** @type {string} */ file) =>
      fileInside(build.clientDir, file).then((found) => {
        if (!found) throw new Error(`${file} is gone`);
        return readFile(found.path);
      });
    const asOnDisk = () =>
      read(ofLanguage.file).then(
        (body) => sendNotFound(req, res, { file: ofLanguage.file, body }),
        () => sendNotFound(req, res, ofLanguage),
      );
    if (!build.untranslatedPages.has(pathname)) return asOnDisk();
    const file = untranslatedPageFile(build.site, pathname);
    read(file).then((body) => sendNotFound(req, res, { file, body }), asOnDisk);
  }

  /**
   * @param {Request} req
   * @param {Response} res
   * @param {Page} page
   */
  function sendNotFound(req, res, page) {
    if (res.destroyed) return;
    resetHeaders(res, headers, stopping);
    res.writeHead(404, {
      "Content-Security-Policy": policy.pageHeaderCsp,
      "Content-Type": HTML_TYPE,
      "Content-Length": page.body.length,
      "Cache-Control": policy.errorCacheControl,
    });
    res.end(req.method === "HEAD" ? undefined : page.body);
  }

  /**
   * @param {Request} req
   * @param {Response} res
   * @param {Build} build
   * @param {string} pathname
   * @param {import("./send-file.mjs").SendError} error
   */
  function onSendError(req, res, build, pathname, error) {
    if (res.headersSent) return res.destroy();
    if (error.status === 404) return notFound(req, res, build, pathname);
    resetHeaders(res, headers, stopping);
    if (error.status === 500) {
      messages(`request failed: ${req.method} ${pathname}: ${error.message}`);
      return sendText(res, 500, "Internal Server Error");
    }
    // 412, 416 and 503 are answers, each with its status text and headers (send-file.mjs).
    if (error.status === 503)
      messages(`request deferred: ${req.method} ${pathname}: the file changed while it was read`);
    sendText(res, error.status, error.message, error.headers);
  }

  /**
   * @param {Request} req
   * @param {Response} res
   * @param {Build} build
   * @param {string} pathname
   * @param {{ file: string, path: string, stats: Stats }} found
   */
  async function serveFile(req, res, build, pathname, { file, path, stats }) {
    res.setHeader("Cache-Control", policy.cacheControl(file));
    res.setHeader(
      "Content-Type",
      policy.typeOf(file) || mime.contentType(extname(file)) || "application/octet-stream",
    );
    if (file.endsWith(".html")) {
      // The page's own <meta> carries the script hashes; the header what holds for every page.
      res.setHeader("Content-Security-Policy", policy.pageHeaderCsp);
      if (policy.isAdmin(file))
        for (const [name, value] of Object.entries(policy.admin.headers))
          res.setHeader(name, value);
    } else res.setHeader("Content-Security-Policy", policy.fileCspOf(file));
    for (const [name, value] of Object.entries(policy.pathHeadersOf(file)))
      res.setHeader(name, value);
    const range = req.headers.range;
    if (rangeCount(range) > policy.limits.maxRanges) {
      resetHeaders(res, headers, stopping);
      return sendText(res, 416, "Range Not Satisfiable", {
        "Content-Range": `bytes */${stats.size}`,
      });
    }
    if (isInvalidRange(range)) delete req.headers.range;
    let served = path;
    // A range applies to the identity file, so a resumed download never switches encodings; a
    // Range header that is ignored (malformed, another unit) changes nothing.
    const ranged = isRangeRequest(req.headers.range, stats.size);
    if (!ranged && COMPRESSIBLE_TYPE.test(String(res.getHeader("Content-Type")))) {
      for (const encoding of acceptedEncodings(req)) {
        const variant = VARIANTS.find(([name]) => name === encoding);
        if (!variant) break;
        const found = await fileAt(build.clientDir, file + variant[1]);
        if (found) {
          served = found.path;
          res.setHeader("Content-Encoding", encoding);
          break;
        }
      }
    }
    if (res.destroyed) return;
    await sendFile(req, res, served, {
      etagOf,
      highWaterMark: SEND_HIGH_WATER_MARK,
      fileCache,
      isInside: insideOf(build),
      onError: (error) => onSendError(req, res, build, pathname, error),
    });
  }

  /**
   * @param {Request} req
   * @param {Response} res
   */
  async function handle(req, res) {
    const url = req.url ?? "";
    // A chunked body on HTTP/1.0, which has no chunked framing: the message's end is unknown, so
    // the connection cannot carry another request (RFC 9112, section 6.1).
    if (req.httpVersion === "1.0" && req.headers["transfer-encoding"] !== undefined) {
      res.shouldKeepAlive = false;
      return sendText(res, 400, "Bad Request: Transfer-Encoding on HTTP/1.0", {
        Connection: "close",
      });
    }
    // A body in a coding other than chunked has no known end either (nginx: 501).
    if (!/(^|,)\s*chunked\s*$/i.test(req.headers["transfer-encoding"] ?? "chunked")) {
      res.shouldKeepAlive = false;
      return sendText(res, 501, "Not Implemented", { Connection: "close" });
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendText(res, 405, "Method Not Allowed", { Allow: ALLOWED_METHODS });
    }
    // HTTP/2 never arrives as an HTTP/1 request line; such a line is malformed, not a 505.
    if (req.httpVersionMajor > 1) return sendText(res, 400, "Bad Request: HTTP version");
    if (url.length > policy.limits.maxUrlBytes) return sendText(res, 414, "URI Too Long");
    const hosts = req.headersDistinct.host ?? [];
    if (hosts.length === 0 && req.httpVersionMinor >= 1) {
      return sendText(res, 400, "Bad Request: missing Host header");
    }
    if (hosts.length > 1 || (hosts.length === 1 && !VALID_HOST.test(hosts[0]))) {
      return sendText(res, 400, "Bad Request: invalid Host header");
    }
    const rawPath = rawPathOf(url);
    if (rawPath === null) return sendText(res, 400, "Bad Request");
    let pathname;
    try {
      // Normalised once, before every rule: "//_headers" and "/%2F_headers" are "/_headers", as
      // nginx merges slashes once it has decoded a path.
      pathname = decodeURIComponent(rawPath).replace(/\/{2,}/g, "/");
    } catch {
      return sendText(res, 400, "Bad Request: malformed percent-encoding");
    }
    // "/about/./" is "/about/" (RFC 3986, section 6.2.2.3), as nginx's parser reads it.
    const normalized = removeDotSegments(pathname);
    if (normalized === null) return sendText(res, 400, "Bad Request: a path above the root");
    pathname = normalized;
    const build = currentBuild();
    if (isForbidden(build, pathname)) return notFound(req, res, build, pathname);
    const found = await resolveFile(build.clientDir, pathname);
    if (res.destroyed) return;
    if (!found) return notFound(req, res, build, pathname);
    await serveFile(req, res, build, pathname, found);
  }

  /**
   * @param {Request} req
   * @param {Response} res
   */
  function start(req, res) {
    logOnClose(req, res, writeLog, (req.url ?? "").split("?")[0]);
    handle(req, res).catch((error) => {
      messages(`request failed: ${req.method} ${req.url}: ${error?.message ?? error}`);
      if (res.headersSent) return res.destroy();
      resetHeaders(res, headers, stopping);
      sendText(res, 500, "Internal Server Error");
    });
  }

  /**
   * @param {Request} req
   * @param {Response} res
   */
  function handler(req, res) {
    const connection = connectionOf(req.socket);
    // Requests read after the one refused below go unanswered: the connection closes after it.
    if (connection.refused) return;
    const overflows = connection.responses.size >= policy.limits.maxQueuedRequests;
    connection.responses.add(res);
    active.add(res);
    res.once("close", () => {
      connection.responses.delete(res);
      active.delete(res);
      if (connection.responses.size === 0) connection.onIdle?.();
    });
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (stopping) res.setHeader("Connection", "close");
    const answer = overflows ? refuseQueued : start;
    if (overflows) {
      // More requests waiting than the policy allows: those before are answered, this one with a
      // 429, then the connection closes; nothing more is read from it.
      connection.refused = true;
      req.socket.pause();
      res.shouldKeepAlive = false;
    }
    // One response at a time per connection: a pipelined request waits for its turn on the socket
    // before it opens a file.
    if (res.socket) answer(req, res);
    else res.once("socket", () => answer(req, res));
  }

  /**
   * @param {Request} req
   * @param {Response} res
   */
  function refuseQueued(req, res) {
    logOnClose(req, res, writeLog, (req.url ?? "").split("?")[0]);
    sendText(res, 429, "Too Many Requests: more pipelined requests than this server takes", {
      Connection: "close",
    });
  }

  return Object.assign(handler, {
    /** Marks the app as stopping: responses not yet begun end their connection. */
    stop() {
      stopping = true;
      for (const res of active) if (!res.headersSent) res.setHeader("Connection", "close");
    },
    /**
     * Calls `then` once the connection has no response in flight.
     * @param {import("node:stream").Duplex} socket
     * @param {() => void} then
     */
    whenIdle(socket, then) {
      const connection = connections.get(socket);
      if (connection?.responses.size) connection.onIdle = then;
      else then();
    },
    /**
     * Whether the connection has no response in flight: each it carried was handed whole to the
     * kernel, which may still be sending it.
     * @param {import("node:stream").Duplex} socket
     */
    isIdle(socket) {
      return !connections.get(socket)?.responses.size;
    },
    writeLog,
    messages,
    /** The headers every response starts from. */
    headers: () => headers,
    /**
     * Reads the policy files and the build again (SIGHUP) and says what it serves; a policy or
     * build that cannot be read is named and the previous one kept. Resolves the build served.
     */
    async reload() {
      try {
        policy = loadPolicy();
        headers = commonHeaders(policy);
      } catch (error) {
        messages(`Reload: kept the previous HTTP policy: ${/** @type {Error} */ (error).message}`);
      }
      const build = await currentBuild.reload();
      messages(`Reload: serving the build in ${describeBuild(build)}`);
      return build;
    },
  });
}

/**
 * Writes a minimal response on a raw socket, for errors raised before a request object exists.
 * @param {keyof typeof STATUS_TEXT} status
 * @param {Record<string, string>} headers
 */
function rawResponse(status, headers) {
  const body = `${STATUS_TEXT[status]}\n`;
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}`,
    `Date: ${new Date().toUTCString()}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ...(status === 405 ? [`Allow: ${ALLOWED_METHODS}`] : []),
    "Content-Type: text/plain; charset=utf-8",
    `Content-Length: ${body.length}`,
    "Cache-Control: no-cache",
    "Connection: close",
  ];
  return { text: `${lines.join("\r\n")}\r\n\r\n${body}`, bodyBytes: body.length };
}

/**
 * @typedef {NodeJS.ErrnoException & { rawPacket?: Buffer, bytesParsed?: number }} ParserError
 */

/**
 * The request line the parser failed on: pipelined requests before it are in rawPacket too.
 * @param {ParserError} error
 */
function failedLine(error) {
  const packet = error.rawPacket?.toString("latin1") ?? "";
  const at = Math.min(error.bytesParsed ?? 0, packet.length);
  return packet.slice(packet.lastIndexOf("\n", at - 1) + 1);
}

/**
 * @param {ParserError} error
 * @returns {keyof typeof STATUS_TEXT}
 */
function clientErrorStatus(error) {
  if (error.code === "HPE_HEADER_OVERFLOW") return 431;
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  // Node's parser knows the registered methods only; a well-formed line with another is a 405.
  if (error.code === "HPE_INVALID_METHOD" && UNKNOWN_METHOD_LINE.test(failedLine(error))) {
    return 405;
  }
  return 400;
}

/**
 * Creates the http.Server with request size limits and timeouts (milliseconds; the policy's
 * limits unless given, as tests do): `sendTimeout` resets a connection on which nothing could be
 * sent or received for that long, so that a client that stops reading holds nothing for longer.
 * @param {AppOptions & { headersTimeout?: number, requestTimeout?: number, keepAliveTimeout?: number, sendTimeout?: number, maxConnections?: number }} options
 */
export function createServer({
  headersTimeout = STARTUP_POLICY.limits.headersTimeoutSeconds * 1000,
  requestTimeout = STARTUP_POLICY.limits.requestTimeoutSeconds * 1000,
  keepAliveTimeout = STARTUP_POLICY.limits.keepAliveTimeoutSeconds * 1000,
  sendTimeout = STARTUP_POLICY.limits.sendTimeoutSeconds * 1000,
  maxConnections = defaultMaxConnections(),
  ...appOptions
}) {
  const app = createApp(appOptions);
  const server = http.createServer(
    {
      maxHeaderSize: STARTUP_POLICY.limits.maxHeaderBytes,
      // What a response queues for a connection before it waits for the client to read.
      highWaterMark: SEND_HIGH_WATER_MARK,
      requireHostHeader: false, // checked in the handler, so that the 400 has the usual headers
      headersTimeout,
      requestTimeout,
      keepAliveTimeout,
      // Timeouts are only enforced on this interval (Node's default is 30 s).
      connectionsCheckingInterval: Math.min(1000, headersTimeout),
    },
    app,
  );
  // Node lets a socket's timeout pass once more when its write queue moved since the last look,
  // so a stalled client would be held up to twice the timeout: half of it, twice, is sendTimeout.
  server.timeout = Math.ceil(sendTimeout / 2);
  // The same event ends an idle keep-alive connection (keepAliveTimeout). Its responses were handed
  // whole to the kernel, which may still be sending them to a slow reader: it is closed, so the
  // kernel sends the rest and then a FIN, as nginx does. A connection on which neither Node's
  // queue nor the kernel's moved for sendTimeout is reset instead, so the kernel drops what it
  // holds for that client.
  // Node's own queue stands still while the kernel drains a large send buffer to a slow reader
  // (a third of it, 1.3 MB, before it takes more): what the kernel holds tells the two apart.
  const sendQueue = createSendQueueReader({ maxAgeMs: Math.min(1000, server.timeout / 2) });
  /** @type {WeakMap<import("node:stream").Duplex, number>} what the kernel held at the last look */
  const kernelQueued = new WeakMap();
  server.on("timeout", async (/** @type {net.Socket} */ socket) => {
    if (app.isIdle(socket)) return socket.destroy();
    const queued = await sendQueue(socket);
    if (socket.destroyed) return;
    if (queued !== null && queued !== kernelQueued.get(socket)) {
      kernelQueued.set(socket, queued);
      socket.setTimeout(server.timeout);
      return;
    }
    socket.resetAndDestroy();
  });
  server.maxConnections = maxConnections;
  let dropped = 0;
  server.on("drop", () => {
    if (dropped++ > 0) return;
    setTimeout(() => {
      app.messages(`Refused ${dropped} connections in 10 s: over the limit of ${maxConnections}`);
      dropped = 0;
    }, 10_000).unref();
  });
  /**
   * @param {string | null} method
   * @param {string | null} path
   * @param {number} status
   * @param {number} bytes
   */
  const logRaw = (method, path, status, bytes) =>
    app.writeLog({ t: new Date().toISOString(), method, path, status, bytes, ms: null });
  // Parser errors (bad request line, oversized headers, timeouts) get the same headers, after the
  // responses to the requests before them on the connection, and a log line.
  server.on("clientError", (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy();
    const status = clientErrorStatus(error);
    app.whenIdle(socket, () => {
      if (!socket.writable) return socket.destroy();
      const { text, bodyBytes } = rawResponse(status, app.headers());
      socket.end(text);
      logRaw(null, null, status, bodyBytes);
    });
  });
  // CONNECT (a tunnel) is no method of a static site: 405, and the connection closed.
  server.on("connect", (req, socket) => {
    socket.on("error", () => {});
    const { text, bodyBytes } = rawResponse(405, app.headers());
    socket.end(text);
    logRaw("CONNECT", (req.url ?? "").slice(0, 1024), 405, bodyBytes);
  });
  server.on("checkExpectation", (req, res) => {
    for (const [name, value] of Object.entries(app.headers())) res.setHeader(name, value);
    sendText(res, 417, "Expectation Failed");
  });
  return Object.assign(server, { app });
}

/**
 * Stops accepting connections and lets the requests in flight finish, downloads included, for at
 * most `timeoutMs`; then closes what is left. Idle keep-alive connections are not cut at once: a
 * request already sent on one is answered (with Connection: close) until it times out. Resolves
 * "drained" or "timed out".
 * @param {ReturnType<typeof createServer>} server
 * @param {number} timeoutMs
 */
export function stopGracefully(server, timeoutMs) {
  server.app.stop();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.closeAllConnections();
      resolve("timed out");
    }, timeoutMs);
    timer.unref();
    // http.Server#close would also drop idle keep-alive connections, losing requests on their way.
    net.Server.prototype.close.call(server, () => {
      clearTimeout(timer);
      resolve("drained");
    });
  });
}

/**
 * The TCP port a listening server was given (`listen(0)` lets the system choose one).
 * @param {net.Server} server
 */
export function listeningPort(server) {
  const address = server.address();
  if (address === null || typeof address === "string") {
    throw new Error("The server is not listening on a TCP port");
  }
  return address.port;
}

/**
 * Listens on 127.0.0.1 (`port` 0: any free one) and resolves the server's address, as scripts
 * and tests that serve a build use it.
 * @param {net.Server} server
 */
export async function listenLocally(server, port = 0) {
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${listeningPort(server)}`;
}

/** A port nothing listens on now: the one the system gave a server that is closed again. */
export async function freePort() {
  const probe = net.createServer();
  await listenLocally(probe);
  const port = listeningPort(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
