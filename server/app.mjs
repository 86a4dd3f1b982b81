// Production static file server for the prerendered site (<buildDir>/client). Files are sent by
// `send` (conditional requests, byte ranges, the file stream released when a response is aborted);
// this module holds the site's policy: which paths are files, the precompressed variants, headers,
// the not-found pages, limits, graceful shutdown and the request log.
import { readFileSync, stat } from "node:fs";
import { readFile } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import { dirname, extname, join, resolve } from "node:path";
import mime from "mime-types";
import Negotiator from "negotiator";
import send from "send";
import { loadBuild, untranslatedPageFile, watchBuild } from "./site.mjs";

const MAX_URL_LENGTH = 8192;
/** A Range header listing more ranges than this is refused (416); browsers send one. */
export const MAX_RANGES = 16;
/** Pipelined requests waiting on one connection beyond which the connection is closed. */
const MAX_QUEUED_REQUESTS = 32;
const ALLOWED_METHODS = "GET, HEAD";
const HTML_TYPE = "text/html; charset=utf-8";
/** React Router's turbo-stream payloads, typed as its own server types them. */
const DATA_TYPE = "text/x-script";
const CACHE = {
  asset: "public, max-age=31536000, immutable",
  html: "no-cache",
  data: "no-cache",
  static: "public, max-age=86400",
};
/** Precompressed siblings written by postbuild, in order of preference. */
const VARIANTS = [
  ["br", ".br"],
  ["gzip", ".gz"],
];
const ENCODINGS = [...VARIANTS.map(([encoding]) => encoding), "identity"];
/** The build's Atom feeds of stories (app/content/feeds.server.ts), typed as feeds, not plain XML. */
const FEED_FILE = /\/feed\.xml$/;
const FEED_TYPE = "application/atom+xml";
/** The types postbuild may have precompressed (text); images and video are never looked up. */
const COMPRESSIBLE_TYPE =
  /^(text\/|image\/svg\+xml|application\/(javascript|json|manifest\+json|xml|atom\+xml))/;
/** A Host value: a registered name or an IP literal, with an optional port; no spaces. */
const VALID_HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~!$&'()*+,;=%-]+)(?::\d{1,5})?$/;
const STATUS_TEXT = {
  400: "Bad Request",
  408: "Request Timeout",
  431: "Request Header Fields Too Large",
};

export function contentSecurityPolicy(scriptHashes = []) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The content editor's page (/admin/, Decap CMS) needs more than the public pages allow: its
 * headers replace theirs there. See docs/editing.md.
 */
export const ADMIN_POLICY = JSON.parse(
  readFileSync(new URL("./admin-policy.json", import.meta.url), "utf8"),
);

/** The headers of every response; a page's own Content-Security-Policy replaces the default one. */
export function securityHeaders() {
  return {
    "Content-Security-Policy": contentSecurityPolicy(),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}

const COMMON_HEADERS = { ...securityHeaders(), Vary: "Accept-Encoding" };

/** Cache policy by the file served. */
function kindOf(file) {
  if (file.startsWith("/assets/")) return "asset";
  if (file.endsWith(".data")) return "data";
  if (file.endsWith(".html")) return "html";
  return "static";
}

/** The language prefix a path lies under ("/fr/news" → "/fr"), "" for the default language. */
function languagePrefixOf(build, pathname) {
  return (
    build.prefixes.find(
      (prefix) => prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)),
    ) ?? ""
  );
}

/**
 * Paths that must never be served, whatever exists on disk: NUL bytes, backslashes, dot segments
 * and dotfiles, source maps, the precompressed variants and the not-found pages themselves.
 */
function isForbidden(build, pathname) {
  if (pathname.includes("\0") || pathname.includes("\\")) return true;
  if (pathname.split("/").some((segment) => segment.startsWith("."))) return true;
  if (/\.(map|br|gz)$/i.test(pathname)) return true;
  const page = build.site.notFoundPath;
  const rest = pathname.slice(languagePrefixOf(build, pathname).length);
  return [page, `${page}.html`, `${page}.data`, `${page}/`, `${page}/index.html`].includes(rest);
}

/** Returns the raw path of an origin-form or absolute-form request target, or null. */
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

/** The stats of a regular file, or null. */
function fileStats(path) {
  return new Promise((resolvePromise) =>
    stat(path, (error, stats) => resolvePromise(!error && stats.isFile() ? stats : null)),
  );
}

/**
 * The file a path names: itself, or the index.html of a directory ("/news", "/news/"). Nothing
 * else: "/index", "/news.html" and a file with a trailing slash are not files. A last segment
 * without a dot is most likely a page's directory, so that is looked at first.
 */
async function resolveFile(clientDir, pathname) {
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  const candidates = pathname.endsWith("/")
    ? [`${pathname}index.html`]
    : lastSegment.includes(".")
      ? [pathname, `${pathname}/index.html`]
      : [`${pathname}/index.html`, pathname];
  for (const file of candidates) {
    const stats = await fileStats(join(clientDir, file));
    if (stats) return { file, stats };
  }
  return null;
}

/** The encodings the client accepts, best first (q=0 excluded), among those we have. */
function acceptedEncodings(req) {
  return new Negotiator(req).encodings(ENCODINGS, { preferred: ENCODINGS });
}

function rangeCount(header) {
  return /^\s*bytes=/i.test(header ?? "") ? header.split(",").length : 0;
}

/** A range whose last byte comes before its first ("bytes=10-5") makes the header invalid. */
function isInvalidRange(header) {
  return [...(header ?? "").matchAll(/(\d+)\s*-\s*(\d+)/g)].some(
    ([, first, last]) => Number(last) < Number(first),
  );
}

/** nginx's ETag of a file (hex seconds of mtime, hex size), so both servers give the same. */
function etagOf(stats) {
  return `"${Math.floor(stats.mtimeMs / 1000).toString(16)}-${stats.size.toString(16)}"`;
}

function resetHeaders(res, stopping) {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
  if (stopping) res.setHeader("Connection", "close");
}

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

function createLogger(log) {
  if (log === false) return () => {};
  if (typeof log === "function") return log;
  return (entry) => process.stdout.write(`${JSON.stringify(entry)}\n`);
}

/**
 * Logs a response when it closes, with the body bytes actually handed to the socket (an aborted
 * download logs what was sent, not its Content-Length).
 */
function logOnClose(req, res, write, path) {
  const started = process.hrtime.bigint();
  const socket = res.socket;
  const offset = socket.bytesWritten ?? 0;
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

/** Connections beyond which new ones are refused: each may hold a socket and a file open. */
function defaultMaxConnections() {
  try {
    const limits = readFileSync("/proc/self/limits", "utf8");
    const openFiles = Number(/^Max open files\s+(\d+)/m.exec(limits)?.[1]);
    if (openFiles > 0) return Math.max(64, Math.floor((openFiles - 64) / 2));
  } catch {
    // Not Linux: fall back to a fixed bound.
  }
  return 10_000;
}

/** Each page's inline-script hashes, from <buildDir>/csp.json checked against site.json. */
export function readCspPageHashes(buildDir) {
  return loadBuild(buildDir).pageScriptHashes;
}

/**
 * Returns a request handler serving the build in `buildDir` (a directory or a symlink to one, with
 * client/, site.json and csp.json), re-read when it changes (see watchBuild). `root`, the build's
 * client/ directory, may name the build instead; the hashes always come from the build's csp.json.
 * `log`: true (JSON lines on stdout, default), false, or a function receiving each entry.
 * Throws BuildError when the build cannot be served.
 */
export function createApp({ buildDir, root, log = true, buildCheckIntervalMs = 1000 }) {
  buildDir ??= dirname(resolve(root));
  const writeLog = createLogger(log);
  const currentBuild = watchBuild(buildDir, {
    intervalMs: buildCheckIntervalMs,
    onLoad: (build) => console.error(`Serving the new build in ${build.clientDir}`),
    onError: (error) => console.error(`Keeping the previous build: ${error.message}`),
  });
  /** Responses not yet closed, by connection; a connection's own list answers clientError. */
  const connections = new WeakMap();
  const active = new Set();
  let stopping = false;

  function connectionOf(socket) {
    let connection = connections.get(socket);
    if (!connection) {
      connection = { responses: new Set(), onIdle: null };
      connections.set(socket, connection);
      socket.once("close", () => {
        for (const res of connection.responses) active.delete(res);
        connection.responses.clear();
      });
    }
    return connection;
  }

  /**
   * The not-found page in the language of the path ("/fr/…" → /fr/404.html), else English; for a
   * content page asked for in a language it is not written in, that address's own not-found page.
   */
  function notFound(req, res, build, pathname) {
    if (!build.untranslatedPages.has(pathname)) {
      return sendNotFound(
        req,
        res,
        build.notFoundPages.get(languagePrefixOf(build, pathname)),
        build,
      );
    }
    const file = untranslatedPageFile(build.site, pathname);
    readFile(join(build.clientDir, file)).then(
      (body) => sendNotFound(req, res, { file, body }, build),
      () =>
        sendNotFound(req, res, build.notFoundPages.get(languagePrefixOf(build, pathname)), build),
    );
  }

  function sendNotFound(req, res, page, build) {
    if (res.destroyed) return;
    resetHeaders(res, stopping);
    res.writeHead(404, {
      "Content-Security-Policy": contentSecurityPolicy(build.pageScriptHashes[page.file]),
      "Content-Type": HTML_TYPE,
      "Content-Length": page.body.length,
      "Cache-Control": "no-cache",
    });
    res.end(req.method === "HEAD" ? undefined : page.body);
  }

  function onSendError(req, res, build, pathname, error) {
    if (res.headersSent) return res.destroy();
    if (error.status === 404) return notFound(req, res, build, pathname);
    resetHeaders(res, stopping);
    if (error.status === 412) return sendText(res, 412, "Precondition Failed");
    if (error.status === 416) {
      return sendText(res, 416, "Range Not Satisfiable", {
        "Content-Range": error.headers?.["Content-Range"],
      });
    }
    console.error(`request failed: ${req.method} ${pathname}: ${error.message}`);
    sendText(res, 500, "Internal Server Error");
  }

  async function serveFile(req, res, build, pathname, { file, stats }) {
    const kind = kindOf(file);
    res.setHeader("Cache-Control", CACHE[kind]);
    res.setHeader(
      "Content-Type",
      kind === "data"
        ? DATA_TYPE
        : FEED_FILE.test(file)
          ? FEED_TYPE
          : mime.contentType(extname(file)) || "application/octet-stream",
    );
    if (kind === "html") {
      res.setHeader(
        "Content-Security-Policy",
        contentSecurityPolicy(build.pageScriptHashes[file] ?? []),
      );
      if (file.startsWith(ADMIN_POLICY.path))
        for (const [name, value] of Object.entries(ADMIN_POLICY.headers))
          res.setHeader(name, value);
    }
    const range = req.headers.range;
    if (rangeCount(range) > MAX_RANGES) {
      resetHeaders(res, stopping);
      return sendText(res, 416, "Range Not Satisfiable", {
        "Content-Range": `bytes */${stats.size}`,
      });
    }
    if (isInvalidRange(range)) delete req.headers.range;
    let served = file;
    // A range applies to the identity file, so a resumed download never switches encodings.
    if (!req.headers.range && COMPRESSIBLE_TYPE.test(res.getHeader("Content-Type"))) {
      for (const encoding of acceptedEncodings(req)) {
        const variant = VARIANTS.find(([name]) => name === encoding);
        if (!variant) break;
        if (await fileStats(join(build.clientDir, file + variant[1]))) {
          served = file + variant[1];
          res.setHeader("Content-Encoding", encoding);
          break;
        }
      }
    }
    if (res.destroyed) return;
    const encodedPath = served.split("/").map(encodeURIComponent).join("/");
    send(req, encodedPath, {
      root: build.clientDir,
      cacheControl: false,
      etag: false,
      dotfiles: "allow",
      index: false,
    })
      .on("headers", (response, path, fileStatsNow) =>
        response.setHeader("ETag", etagOf(fileStatsNow)),
      )
      .on("directory", () => notFound(req, res, build, pathname))
      .on("error", (error) => onSendError(req, res, build, pathname, error))
      .pipe(res);
  }

  async function handle(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendText(res, 405, "Method Not Allowed", { Allow: ALLOWED_METHODS });
    }
    // HTTP/2 never arrives as an HTTP/1 request line; such a line is malformed, not a 505.
    if (req.httpVersionMajor > 1) return sendText(res, 400, "Bad Request: HTTP version");
    if (req.url.length > MAX_URL_LENGTH) return sendText(res, 414, "URI Too Long");
    const hosts = req.headersDistinct.host ?? [];
    if (hosts.length === 0 && req.httpVersionMinor >= 1) {
      return sendText(res, 400, "Bad Request: missing Host header");
    }
    if (hosts.length > 1 || (hosts.length === 1 && !VALID_HOST.test(hosts[0]))) {
      return sendText(res, 400, "Bad Request: invalid Host header");
    }
    const rawPath = rawPathOf(req.url);
    if (rawPath === null) return sendText(res, 400, "Bad Request");
    let pathname;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return sendText(res, 400, "Bad Request: malformed percent-encoding");
    }
    const build = currentBuild();
    if (isForbidden(build, pathname)) return notFound(req, res, build, pathname);
    const found = await resolveFile(build.clientDir, pathname);
    if (res.destroyed) return;
    if (!found) return notFound(req, res, build, pathname);
    await serveFile(req, res, build, pathname, found);
  }

  function start(req, res) {
    logOnClose(req, res, writeLog, (req.url ?? "").split("?")[0]);
    handle(req, res).catch((error) => {
      console.error(`request failed: ${req.method} ${req.url}: ${error?.message ?? error}`);
      if (res.headersSent) return res.destroy();
      resetHeaders(res, stopping);
      sendText(res, 500, "Internal Server Error");
    });
  }

  function handler(req, res) {
    const connection = connectionOf(req.socket);
    if (connection.responses.size >= MAX_QUEUED_REQUESTS) return req.socket.destroy();
    connection.responses.add(res);
    active.add(res);
    res.once("close", () => {
      connection.responses.delete(res);
      active.delete(res);
      if (connection.responses.size === 0) connection.onIdle?.();
    });
    for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
    if (stopping) res.setHeader("Connection", "close");
    // One response at a time per connection: a pipelined request waits for its turn on the socket
    // before it opens a file.
    if (res.socket) start(req, res);
    else res.once("socket", () => start(req, res));
  }

  return Object.assign(handler, {
    /** Marks the app as stopping: responses not yet begun end their connection. */
    stop() {
      stopping = true;
      for (const res of active) if (!res.headersSent) res.setHeader("Connection", "close");
    },
    /** Calls `then` once the connection has no response in flight. */
    whenIdle(socket, then) {
      const connection = connections.get(socket);
      if (connection?.responses.size) connection.onIdle = then;
      else then();
    },
    writeLog,
  });
}

/** Writes a minimal response on a raw socket, for errors raised before a request object exists. */
function rawResponse(status) {
  const body = `${STATUS_TEXT[status]}\n`;
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}`,
    ...Object.entries(COMMON_HEADERS).map(([name, value]) => `${name}: ${value}`),
    "Content-Type: text/plain; charset=utf-8",
    `Content-Length: ${body.length}`,
    "Cache-Control: no-cache",
    "Connection: close",
  ];
  return { text: `${lines.join("\r\n")}\r\n\r\n${body}`, bodyBytes: body.length };
}

function clientErrorStatus(error) {
  if (error.code === "HPE_HEADER_OVERFLOW") return 431;
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  return 400;
}

/**
 * Creates the http.Server with request size limits and timeouts (milliseconds, shortened in tests):
 * `sendTimeout` closes a connection on which nothing could be sent or received for that long.
 */
export function createServer({
  headersTimeout = 10_000,
  requestTimeout = 30_000,
  keepAliveTimeout = 5_000,
  sendTimeout = 30_000,
  maxConnections = defaultMaxConnections(),
  ...appOptions
}) {
  const app = createApp(appOptions);
  const server = http.createServer(
    {
      maxHeaderSize: 16384,
      requireHostHeader: false, // checked in the handler, so that the 400 has the usual headers
      headersTimeout,
      requestTimeout,
      keepAliveTimeout,
      // Timeouts are only enforced on this interval (Node's default is 30 s).
      connectionsCheckingInterval: Math.min(1000, headersTimeout),
    },
    app,
  );
  server.timeout = sendTimeout;
  server.maxConnections = maxConnections;
  let dropped = 0;
  server.on("drop", () => {
    if (dropped++ > 0) return;
    setTimeout(() => {
      console.error(`Refused ${dropped} connections in 10 s: over the limit of ${maxConnections}`);
      dropped = 0;
    }, 10_000).unref();
  });
  // Parser errors (bad request line, oversized headers, timeouts) get the same headers, after the
  // responses to the requests before them on the connection, and a log line.
  server.on("clientError", (error, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy();
    const status = clientErrorStatus(error);
    app.whenIdle(socket, () => {
      if (!socket.writable) return socket.destroy();
      const { text, bodyBytes } = rawResponse(status);
      socket.end(text);
      app.writeLog({
        t: new Date().toISOString(),
        method: null,
        path: null,
        status,
        bytes: bodyBytes,
        ms: null,
      });
    });
  });
  server.on("checkExpectation", (req, res) => {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
    sendText(res, 417, "Expectation Failed");
  });
  server.app = app;
  return server;
}

/**
 * Stops accepting connections and lets the requests in flight finish, downloads included, for at
 * most `timeoutMs`; then closes what is left. Idle keep-alive connections are not cut at once: a
 * request already sent on one is answered (with Connection: close) until it times out. Resolves
 * "drained" or "timed out".
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
