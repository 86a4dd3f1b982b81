// Production static file server for the prerendered site (build/client), built on sirv.
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { join, resolve } from "node:path";
import sirv from "sirv";

const MAX_URL_LENGTH = 8192;
const ALLOWED_METHODS = "GET, HEAD";
/** Language prefixes; each has its own not-found page at /<code>/404.html. */
const LANGUAGE_PREFIXES = ["ar", "zh", "fr", "ru", "es"];
const HTML_TYPE = "text/html; charset=utf-8";
const CACHE = {
  asset: "public, max-age=31536000, immutable",
  html: "no-cache",
  data: "no-cache",
  static: "public, max-age=86400",
};
// Reason phrases for the responses written by hand on the raw socket (see clientError below).
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

/** Each page's inline-script hashes, as postbuild wrote them to <buildDir>/csp.json. */
export function readCspPageHashes(buildDir) {
  return JSON.parse(readFileSync(join(buildDir, "csp.json"), "utf8")).pageScriptHashes;
}

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

/** Classifies a decoded request path; extensionless paths resolve to prerendered HTML pages. */
function kindOf(pathname) {
  if (pathname.startsWith("/assets/")) return "asset";
  if (pathname.endsWith(".data")) return "data";
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  if (lastSegment.endsWith(".html") || !lastSegment.includes(".")) return "html";
  return "static";
}

/**
 * Paths that must never be served, whatever exists on disk: NUL bytes, backslashes, dot segments
 * and dotfiles, source maps, the precompressed variants and the not-found page itself.
 */
function isForbidden(pathname) {
  if (pathname.includes("\0") || pathname.includes("\\")) return true;
  if (pathname.split("/").some((segment) => segment.startsWith("."))) return true;
  if (/\.(map|br|gz)$/i.test(pathname)) return true;
  return /^(\/(ar|zh|fr|ru|es))?\/404(\.html|\.data|\/|\/index\.html)?$/.test(pathname);
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

/**
 * Rewrites the Range header into the explicit `bytes=start-end` form that sirv understands, or
 * drops it when the response must be the full file (invalid or multiple ranges, stale If-Range).
 * Unsatisfiable ranges are passed on as `bytes=<size>-` so that sirv answers 416.
 */
function normalizeRange(req, stats) {
  const header = req.headers.range;
  if (!header) return;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  const ifRange = req.headers["if-range"];
  if (!match || (!match[1] && !match[2]) || (ifRange && ifRange !== stats.mtime.toUTCString())) {
    delete req.headers.range;
    return;
  }
  const size = stats.size;
  let start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  let end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (match[1] && match[2] && Number(match[2]) < start) {
    delete req.headers.range;
    return;
  }
  if (!match[1] && Number(match[2]) === 0) start = size; // "bytes=-0" selects nothing
  req.headers.range = start >= size ? `bytes=${size}-` : `bytes=${start}-${end}`;
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

function logOnClose(req, res, write, pathname) {
  const started = process.hrtime.bigint();
  res.once("close", () => {
    const hasBody = req.method !== "HEAD" && res.statusCode !== 304;
    write({
      t: new Date().toISOString(),
      method: req.method,
      path: pathname.slice(0, 1024),
      status: res.statusCode,
      bytes: hasBody ? Number(res.getHeader("content-length") ?? 0) : 0,
      ms: Number((process.hrtime.bigint() - started) / 10000n) / 100,
    });
  });
}

/**
 * Returns a request handler serving `root` (a prerendered build/client directory).
 * `cspPageHashes`: each HTML file's inline-script hashes ("/news/index.html" → ["'sha256-…'"]).
 * `log`: true (JSON lines on stdout, default), false, or a function receiving each entry.
 */
export function createApp({ root, cspPageHashes = {}, log = true }) {
  root = resolve(root);
  const headers = securityHeaders();
  const hashesOf = (file) => (Object.hasOwn(cspPageHashes, file) ? cspPageHashes[file] : []);
  /** The policy of the page a path serves: "/news", "/news/" and "/news.html" alike. */
  function pagePolicy(pathname) {
    const base = pathname.replace(/\/+$/, "").replace(/\.html$/, "");
    const file = [`${base}.html`, `${base}/index.html`].find((f) =>
      Object.hasOwn(cspPageHashes, f),
    );
    return contentSecurityPolicy(file ? hashesOf(file) : []);
  }
  const writeLog = createLogger(log);
  const notFoundPages = new Map();
  for (const prefix of ["", ...LANGUAGE_PREFIXES]) {
    const file = join(root, prefix, "404.html");
    if (existsSync(file)) notFoundPages.set(prefix, readFileSync(file));
  }

  const serve = sirv(root, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ["html"],
    single: false,
    dotfiles: false,
    setHeaders(res, pathname, stats) {
      if (pathname.endsWith(".data")) res.setHeader("Content-Type", "text/x-script");
      res.setHeader("Accept-Ranges", "bytes");
      normalizeRange(res.req, stats);
    },
  });

  /** The not-found page in the language of the path ("/fr/…" → /fr/404.html), else English. */
  function notFound(req, res, pathname = "/") {
    const prefix = pathname.split("/")[1] ?? "";
    const page = notFoundPages.has(prefix) ? prefix : "";
    const notFoundPage = notFoundPages.get(page);
    if (!notFoundPage) return sendText(res, 404, "Not Found");
    res.writeHead(404, {
      "Content-Security-Policy": contentSecurityPolicy(hashesOf(`${page && `/${page}`}/404.html`)),
      "Content-Type": HTML_TYPE,
      "Content-Length": notFoundPage.length,
      "Cache-Control": "no-cache",
    });
    res.end(req.method === "HEAD" ? undefined : notFoundPage);
  }

  function handle(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendText(res, 405, "Method Not Allowed", { Allow: ALLOWED_METHODS });
    }
    if (req.url.length > MAX_URL_LENGTH) return sendText(res, 414, "URI Too Long");
    if (req.httpVersionMajor === 1 && req.httpVersionMinor === 1 && !req.headers.host) {
      return sendText(res, 400, "Bad Request: missing Host header");
    }
    const rawPath = rawPathOf(req.url);
    if (rawPath === null) return sendText(res, 400, "Bad Request");
    let pathname;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return sendText(res, 400, "Bad Request: malformed percent-encoding");
    }
    if (isForbidden(pathname)) return notFound(req, res, pathname);

    req.url = rawPath; // sirv re-parses req.url; hand it the validated origin-form path
    if (req.headers.range) delete req.headers["accept-encoding"]; // ranges apply to the identity file
    const kind = kindOf(pathname);
    res.setHeader("Cache-Control", CACHE[kind]);
    if (kind === "html") res.setHeader("Content-Security-Policy", pagePolicy(pathname));
    if (kind === "html" && `${pathname}/`.startsWith(ADMIN_POLICY.path))
      for (const [name, value] of Object.entries(ADMIN_POLICY.headers)) res.setHeader(name, value);
    res.setHeader("Vary", "Accept-Encoding");
    // sirv pipes a file stream into res without an error listener; a file that vanished after
    // start-up must end this response, not the process.
    res.once("pipe", (stream) => stream.once("error", (error) => res.destroy(error)));
    serve(req, res, () => notFound(req, res, pathname));
  }

  return function handler(req, res) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    logOnClose(req, res, writeLog, (req.url ?? "").split("?")[0]);
    try {
      handle(req, res);
    } catch (error) {
      console.error(`request failed: ${req.method} ${req.url}: ${error?.message ?? error}`);
      if (res.headersSent) return res.destroy();
      res.removeHeader("Vary");
      sendText(res, 500, "Internal Server Error");
    }
  };
}

/** Writes a minimal response on a raw socket, for errors raised before a request object exists. */
function rawResponse(status, headers) {
  const body = `${STATUS_TEXT[status]}\n`;
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    "Content-Type: text/plain; charset=utf-8",
    `Content-Length: ${body.length}`,
    "Cache-Control: no-cache",
    "Connection: close",
  ];
  return `${lines.join("\r\n")}\r\n\r\n${body}`;
}

function clientErrorStatus(error) {
  if (error.code === "HPE_HEADER_OVERFLOW") return 431;
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  return 400;
}

/**
 * Creates the http.Server with request size limits and timeouts. Timeouts are in milliseconds and
 * may be shortened for tests.
 */
export function createServer({
  headersTimeout = 10_000,
  requestTimeout = 30_000,
  keepAliveTimeout = 5_000,
  ...appOptions
}) {
  const headers = securityHeaders();
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
    createApp(appOptions),
  );
  // Parser errors (bad request line, oversized headers, timeouts) get the same security headers.
  server.on("clientError", (error, socket) => {
    const responding = socket._httpMessage?.headersSent;
    if (error.code === "ECONNRESET" || !socket.writable || responding) return socket.destroy();
    socket.end(rawResponse(clientErrorStatus(error), headers));
  });
  server.on("checkExpectation", (req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    sendText(res, 417, "Expectation Failed");
  });
  return server;
}
