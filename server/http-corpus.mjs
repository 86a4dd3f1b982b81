// The exactness corpus: requests whose answers RFC 9110/9112 fix to the byte, asked of every server
// the site runs on, each answer reduced to one line that a test compares with the one expected.
// The Node server answers it in server/contract.http.test.mjs, nginx through the same file under
// scripts/hosts/test-nginx.sh, the static hosts (for what they control) in scripts/hosts/static-hosts.contract.mjs:
// one corpus, one run per server. Where a server may answer otherwise, ALLOWED_DIFFERENCES says
// so and why, once. `node server/http-corpus.mjs <base URL> <build dir> [server]` prints the answers.
// Cases write their own files into the build's client/ folder and remove them afterwards.
import { randomBytes } from "node:crypto";
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  truncateSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import net from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { loadPolicy } from "./policy.mjs";
import { request } from "./test-fixture.mjs";

/** @typedef {"node" | "nginx" | "cloudflare" | "netlify"} ServerName */
/** @typedef {{ baseUrl: string, buildDir: string, server: ServerName }} Context */
/**
 * @typedef {object} Case
 * @property {string} id
 * @property {string} request what is asked, as the table says it
 * @property {string} rfc the rule
 * @property {string} expected the one-line answer every server must give
 * @property {boolean} [hosts] asked of the static hosts too: what `_headers` decides, or what
 *   a visitor meets there as on the servers (the rest is the host's own: no ranges on Netlify's
 *   local server, its own parser and error pages)
 * @property {(context: Context) => Promise<string>} run
 */

const MB = 1024 * 1024;
const HOUR_AGO = () => new Date(Date.now() - 3600_000);
const policy = loadPolicy();

/** A name no other case or run uses. @param {string} stem */
const unique = (stem) => `corpus-${process.pid}-${randomBytes(4).toString("hex")}-${stem}`;

/**
 * Writes a file into the build for the length of `use`, then removes it.
 * @template T
 * @param {Context} context
 * @param {string} name
 * @param {string | Buffer} content
 * @param {(path: string, file: string) => Promise<T>} use
 */
async function withFile({ buildDir }, name, content, use) {
  const file = join(buildDir, "client", name);
  writeFileSync(file, content);
  try {
    return await use(`/${name}`, file);
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * Writes files into the build's API folder (client/api/) for the length of `use`, then removes
 * them, and the folder where it made it (the servers' fixture builds have no API).
 * @template T
 * @param {Context} context
 * @param {Record<string, string>} files by name
 * @param {(paths: string[]) => Promise<T>} use given each file's address
 */
async function withApiFiles({ buildDir }, files, use) {
  const dir = join(buildDir, "client", "api");
  const made = !existsSync(dir);
  mkdirSync(dir, { recursive: true });
  const names = Object.keys(files);
  for (const name of names) writeFileSync(join(dir, name), files[name] ?? "");
  try {
    return await use(names.map((name) => `/api/${name}`));
  } finally {
    if (made) rmSync(dir, { recursive: true, force: true });
    else for (const name of names) rmSync(join(dir, name), { force: true });
  }
}

/**
 * Sends raw bytes and collects the answer; `onData` sees what arrived so far and may act on it.
 * @param {string} baseUrl
 * @param {string} payload
 * @param {{ onData?: (received: number, socket: net.Socket) => void, timeoutMs?: number }} [options]
 */
export function exchange(baseUrl, payload, { onData, timeoutMs = 20_000 } = {}) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let received = 0;
    const socket = net.connect({ host: hostname, port: Number(port) });
    const finish = (/** @type {boolean} */ timedOut) => {
      socket.destroy();
      resolve({ data: Buffer.concat(chunks), timedOut });
    };
    socket.setTimeout(timeoutMs, () => finish(true));
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      received += chunk.length;
      onData?.(received, socket);
    });
    socket.on("close", () => finish(false));
    socket.on("error", () => finish(false));
    socket.write(payload);
  });
}

/**
 * The first response of a raw answer: status, headers (lower-case names) and where its body starts.
 * @param {Buffer} data
 */
export function firstResponse(data) {
  const end = data.indexOf("\r\n\r\n");
  const head = data.subarray(0, end).toString("latin1").split("\r\n");
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of head.slice(1)) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(head[0].split(" ")[1]), headers, bodyStart: end + 4 };
}

/**
 * What an error answer says of itself: status, type and which policy it carries.
 * @param {{ status: number, headers: Record<string, string | string[] | undefined> }} res
 */
function describeError({ status, headers }) {
  const csp = headers["content-security-policy"];
  const which =
    csp === policy.fileCsp ? "file policy" : csp === policy.pageHeaderCsp ? "page policy" : "other";
  return `${status} ${headers["content-type"]} ${which}${headers.date ? " dated" : ""}`;
}

/**
 * A file sent while it changes under the server: GET it with a second request pipelined, let about
 * 1 MB arrive, change it with `change`, and tell what the client then got.
 * @param {Context} context
 * @param {(file: string) => void} change
 */
async function changedWhileSent(context, change) {
  const size = 30 * MB;
  return withFile(context, unique("changing.bin"), Buffer.alloc(size, "a"), async (path, file) => {
    let changed = false;
    const { data, timedOut } = await exchange(
      context.baseUrl,
      `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\nGET /robots.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      {
        onData(received, socket) {
          if (changed || received < MB) return;
          changed = true;
          socket.pause();
          change(file);
          socket.resume();
        },
      },
    );
    if (timedOut) return "hung";
    const { status, headers, bodyStart } = firstResponse(data);
    const announced = Number(headers["content-length"]);
    const body = data.subarray(bodyStart, bodyStart + announced);
    const after = data.subarray(bodyStart + announced);
    const inside = body.includes("HTTP/1.1 ");
    const notOneVersion = body.some((/** @type {number} */ byte) => byte !== body[0]);
    if (inside) return `${status}, the next response inside the body: desynchronised`;
    if (body.length < announced) return `${status}, closed before the announced length`;
    if (notOneVersion) return `${status}, whole length, two versions mixed`;
    return `${status}, one whole version${after.length ? ", then the next response" : ""}`;
  });
}

/** @type {Case[]} */
export const CASES = [
  {
    id: "truncated-while-sent",
    request: "a 30 MB file truncated to 1 MB while it is sent, a second request pipelined",
    rfc: "RFC 9112 6.3, 9.6: a message shorter than its Content-Length is incomplete; close",
    expected: "200, closed before the announced length",
    run: (context) => changedWhileSent(context, (file) => truncateSync(file, MB)),
  },
  {
    id: "replaced-while-sent",
    request: "a 30 MB file replaced (renamed over) while it is sent",
    rfc: "RFC 9110 8.8: one representation per response",
    expected: "200, one whole version, then the next response",
    run: (context) =>
      changedWhileSent(context, (file) => {
        writeFileSync(`${file}.next`, Buffer.alloc(30 * MB, "b"));
        renameSync(`${file}.next`, file);
      }),
  },
  {
    id: "deleted-while-sent",
    request: "a 30 MB file deleted while it is sent",
    rfc: "RFC 9110 8.8: one representation per response",
    expected: "200, one whole version, then the next response",
    run: (context) => changedWhileSent(context, (file) => rmSync(file)),
  },
  {
    id: "edited-in-place-while-sent",
    request: "a 30 MB file written over in place, at the same size, while it is sent",
    rfc: "RFC 9110 8.8, RFC 9112 6.3: one representation per response, else an incomplete one",
    expected: "200, closed before the announced length",
    run: (context) =>
      changedWhileSent(context, (file) => {
        const descriptor = openSync(file, "r+");
        writeSync(descriptor, Buffer.alloc(30 * MB, "b"), 0, 30 * MB, 0);
        closeSync(descriptor);
      }),
  },
  {
    id: "if-range-rollback",
    request:
      "Range: bytes=10- with If-Range: the Last-Modified of a newer version, after a rollback",
    rfc: "RFC 9110 13.1.5: a date matches only the exact Last-Modified, else the whole 200",
    expected: "200",
    hosts: true,
    run: (context) =>
      withFile(context, unique("rollback.txt"), "new version\n".repeat(100), async (path, file) => {
        const newer = new Date(Date.now() - 60_000);
        utimesSync(file, newer, newer);
        const { headers } = await request(context.baseUrl, path, { method: "HEAD" });
        writeFileSync(`${file}.old`, "old version\n".repeat(100));
        const older = HOUR_AGO();
        utimesSync(`${file}.old`, older, older);
        renameSync(`${file}.old`, file);
        const res = await request(context.baseUrl, path, {
          headers: { range: "bytes=10-", "if-range": String(headers["last-modified"]) },
        });
        return String(res.status);
      }),
  },
  {
    id: "if-range-not-exact",
    request: 'If-Range: W/"…", "x", "…" and "…"junk, each with the current tag inside',
    rfc: "RFC 9110 13.1.5: a weak or non-matching entity tag means the whole 200",
    expected: "200 200 200",
    hosts: true,
    run: (context) =>
      withFile(context, unique("if-range.txt"), "x".repeat(1000), async (path, file) => {
        utimesSync(file, HOUR_AGO(), HOUR_AGO());
        const { headers } = await request(context.baseUrl, path, { method: "HEAD" });
        const etag = String(headers.etag).replace(/^W\//, "");
        const statuses = [];
        for (const ifRange of [`W/${etag}`, `"x", ${etag}`, `${etag}junk`]) {
          const res = await request(context.baseUrl, path, {
            headers: { range: "bytes=0-9", "if-range": ifRange },
          });
          statuses.push(res.status);
        }
        return statuses.join(" ");
      }),
  },
  {
    id: "if-range-exact",
    request: "If-Range: the current ETag, then the current Last-Modified (an hour old)",
    rfc: "RFC 9110 13.1.5: an exact strong validator keeps the range",
    expected: "206 206",
    run: (context) =>
      withFile(context, unique("if-range-exact.txt"), "x".repeat(1000), async (path, file) => {
        utimesSync(file, HOUR_AGO(), HOUR_AGO());
        const { headers } = await request(context.baseUrl, path, { method: "HEAD" });
        const statuses = [];
        for (const ifRange of [headers.etag, headers["last-modified"]]) {
          const res = await request(context.baseUrl, path, {
            headers: { range: "bytes=0-9", "if-range": String(ifRange) },
          });
          statuses.push(res.status);
        }
        return statuses.join(" ");
      }),
  },
  {
    id: "preconditions",
    request:
      "If-Match: another tag; If-Unmodified-Since: before the file; If-None-Match: the tag weak; If-Modified-Since: the file's date",
    rfc: "RFC 9110 13.1.1-13.1.4: 412, 412, 304 (weak comparison), 304",
    expected: "412 412 304 304",
    run: (context) =>
      withFile(context, unique("preconditions.txt"), "x".repeat(1000), async (path, file) => {
        utimesSync(file, HOUR_AGO(), HOUR_AGO());
        const { headers } = await request(context.baseUrl, path, { method: "HEAD" });
        const before = new Date(Date.parse(String(headers["last-modified"])) - 60_000);
        const statuses = [];
        for (const conditions of [
          { "if-match": '"another"' },
          { "if-unmodified-since": before.toUTCString() },
          { "if-none-match": `W/${headers.etag}` },
          { "if-modified-since": String(headers["last-modified"]) },
        ]) {
          statuses.push((await request(context.baseUrl, path, { headers: conditions })).status);
        }
        return statuses.join(" ");
      }),
  },
  {
    id: "several-ranges",
    request: "Range: bytes=0-1,5-6 (two ranges), bytes=-5 (a suffix), bytes=5-2 (invalid)",
    rfc: "RFC 9110 14.2: several ranges may be answered whole; a suffix is the last bytes; invalid is ignored",
    expected: "200 whole, 206 5, 200 whole",
    run: async ({ baseUrl }) => {
      const { headers } = await request(baseUrl, "/robots.txt", { method: "HEAD" });
      const length = Number(headers["content-length"]);
      const answers = [];
      for (const range of ["bytes=0-1,5-6", "bytes=-5", "bytes=5-2"]) {
        const res = await request(baseUrl, "/robots.txt", { headers: { range } });
        if (res.status === 206) answers.push(`206 ${res.body.length}`);
        else if (res.status === 200)
          answers.push(`200 ${res.body.length === length ? "whole" : "short"}`);
        else answers.push(String(res.status));
      }
      return answers.join(", ");
    },
  },
  {
    id: "traversal",
    request: "/../secret.txt, /%2e%2e/secret.txt, /news/..%2f..%2fsecret.txt",
    rfc: "RFC 3986 5.2.4: nothing above the root; RFC 9112 3.2: a target above it is a bad request",
    expected: "400, 400, 400",
    run: async ({ baseUrl }) => {
      const answers = [];
      for (const path of ["/../secret.txt", "/%2e%2e/secret.txt", "/news/..%2f..%2fsecret.txt"]) {
        const { data } = await exchange(
          baseUrl,
          `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
          { timeoutMs: 5000 },
        );
        answers.push(data.includes("TOP-SECRET") ? "leaked" : String(firstResponse(data).status));
      }
      return answers.join(", ");
    },
  },
  {
    id: "edited-in-place-cached",
    request: "a 300 KB sitemap edited in place at the same size, its modification time restored",
    rfc: "RFC 9110 8.8: the representation is what is on disk now",
    expected: "the new bytes",
    run: (context) => {
      const old = `<urlset>${"a".repeat(300 * 1024)}</urlset>\n`;
      return withFile(context, unique("sitemap.xml"), old, async (path, file) => {
        // Whole seconds, so that the time set back is exactly the one the server saw.
        const then = new Date(Math.floor(Date.now() / 1000) * 1000 - 3600_000);
        utimesSync(file, then, then);
        await request(context.baseUrl, path);
        await request(context.baseUrl, path);
        const edited = old.replace(/a/g, "b");
        writeFileSync(file, edited);
        utimesSync(file, then, then);
        const res = await request(context.baseUrl, path);
        if (res.body.toString() === edited) return "the new bytes";
        return res.body.toString() === old ? "the old bytes" : "other bytes";
      });
    },
  },
  {
    id: "not-found-page-edited",
    request: "404.html edited, then an unknown address",
    rfc: "RFC 9110 15.5.5: the not-found page as it is now",
    expected: "the new page",
    run: async ({ baseUrl, buildDir }) => {
      const file = join(buildDir, "client", "404.html");
      const original = readFileSync(file);
      const marker = `<!-- ${unique("edited")} -->`;
      writeFileSync(file, Buffer.concat([original, Buffer.from(marker)]));
      try {
        const res = await request(baseUrl, `/${unique("missing")}`);
        return res.body.toString().includes(marker) ? "the new page" : "the old page";
      } finally {
        writeFileSync(file, original);
      }
    },
  },
  {
    id: "symlink-out-of-root",
    request: "a link in the release leading outside it (leak.txt -> ../secret.txt, /etc/passwd)",
    rfc: "only files inside the build root",
    expected: "404 404",
    run: async ({ baseUrl, buildDir }) => {
      const answers = [];
      for (const target of [join(buildDir, "secret.txt"), "/etc/passwd"]) {
        const name = unique("leak.txt");
        const link = join(buildDir, "client", name);
        symlinkSync(target, link);
        try {
          const res = await request(baseUrl, `/${name}`);
          const leaked = /TOP-SECRET|root:x:0:0/.test(res.body.toString());
          answers.push(leaked ? `${res.status} leaked` : String(res.status));
        } finally {
          rmSync(link, { force: true });
        }
      }
      return answers.join(" ");
    },
  },
  {
    id: "types",
    request: "/events.ics, /fr/events.ics, /feed.xml, /sitemap.xml, /robots.txt",
    rfc: "RFC 5545 8.1, RFC 4287 7, RFC 9110 8.3: each with its type, text with its charset",
    expected:
      "text/calendar; charset=utf-8, text/calendar; charset=utf-8, application/atom+xml, application/xml, text/plain; charset=utf-8",
    hosts: true,
    run: async ({ baseUrl }) => {
      const types = [];
      for (const path of ["/events.ics", "/fr/events.ics", "/feed.xml", "/sitemap.xml"]) {
        const res = await request(baseUrl, path, { method: "HEAD" });
        types.push(res.status === 200 ? res.headers["content-type"] : res.status);
      }
      types.push(
        (await request(baseUrl, "/robots.txt", { method: "HEAD" })).headers["content-type"],
      );
      return types.join(", ");
    },
  },
  {
    id: "api",
    request:
      "HEAD of a JSON and a CSV file of the API (/api/), then a GET of the JSON with the ETag of a GET in If-None-Match",
    rfc: "Fetch 3.2 (CORS): open to every origin; RFC 9110 8.3: typed, text with its charset; 13.1.2 and 15.4.5: revalidated, the 304 open too",
    expected:
      "application/json; charset=utf-8 * no-cache, text/csv; charset=utf-8 * no-cache, 304 *",
    hosts: true,
    run: (context) =>
      withApiFiles(
        context,
        {
          [unique("rows.json")]: `${JSON.stringify({ rows: [{ title: "x".repeat(400) }] })}\n`,
          [unique("rows.csv")]: `\uFEFFtitle\r\n"a, ""quoted"" field"\r\n${"x".repeat(400)}\r\n`,
        },
        async ([json = "", csv = ""]) => {
          const answers = [];
          for (const path of [json, csv]) {
            const { status, headers } = await request(context.baseUrl, path, { method: "HEAD" });
            answers.push(
              status === 200
                ? `${headers["content-type"]} ${headers["access-control-allow-origin"]} ${headers["cache-control"]}`
                : String(status),
            );
          }
          // From a GET: netlify-cli's local server tags a HEAD's answer as an empty body.
          const { headers } = await request(context.baseUrl, json);
          const res = await request(context.baseUrl, json, {
            headers: { "if-none-match": String(headers.etag) },
          });
          answers.push(`${res.status} ${res.headers["access-control-allow-origin"]}`);
          return answers.join(", ");
        },
      ),
  },
  {
    id: "if-none-match-no-cache",
    request: "If-None-Match with the current ETag plus Cache-Control: no-cache",
    rfc: "RFC 9110 13.2.1: preconditions are evaluated; no-cache speaks to caches",
    expected: "304",
    hosts: true,
    run: async ({ baseUrl }) => {
      const { headers } = await request(baseUrl, "/robots.txt", { method: "HEAD" });
      const res = await request(baseUrl, "/robots.txt", {
        headers: { "if-none-match": String(headers.etag), "cache-control": "no-cache" },
      });
      return String(res.status);
    },
  },
  {
    id: "range-not-satisfiable",
    request: "Range past the end, then 17 ranges",
    rfc: "RFC 9110 15.5.17: 416 with Content-Range: bytes */length",
    expected: "416 bytes */length, 416 bytes */length",
    run: async ({ baseUrl }) => {
      const { headers } = await request(baseUrl, "/robots.txt", { method: "HEAD" });
      const length = `bytes */${headers["content-length"]}`;
      const many = Array.from({ length: 17 }, (_, index) => `${index}-${index}`).join(",");
      const answers = [];
      for (const range of ["bytes=1000-", `bytes=${many}`]) {
        const res = await request(baseUrl, "/robots.txt", { headers: { range } });
        const answered = res.headers["content-range"];
        answers.push(`${res.status} ${answered === length ? "bytes */length" : answered}`);
      }
      return answers.join(", ");
    },
  },
  {
    id: "range-unit-case",
    request: "Range: BYTES=0-3",
    rfc: "RFC 9110 14.1: the range unit is case-insensitive",
    expected: "206 4 bytes",
    run: async ({ baseUrl }) => {
      const res = await request(baseUrl, "/robots.txt", { headers: { range: "BYTES=0-3" } });
      return `${res.status} ${res.body.length} bytes`;
    },
  },
  {
    id: "malformed-range-compression",
    request: "Range: bytes=x-y with Accept-Encoding: gzip",
    rfc: "RFC 9110 14.2: a Range that cannot be read is ignored, as if absent",
    expected: "200 gzip",
    run: async ({ baseUrl }) => {
      const res = await request(baseUrl, "/feed.xml", {
        headers: { range: "bytes=x-y", "accept-encoding": "gzip" },
      });
      return `${res.status} ${res.headers["content-encoding"]}`;
    },
  },
  {
    id: "parser-errors",
    request:
      "a request line the parser refuses, methods it does not serve, a 9 KB request target, a 20 KB header",
    rfc: "RFC 9110 6.6.1: every answer dated; the server's own errors typed as text",
    expected:
      "400 text/plain; charset=utf-8 file policy dated, 405 text/plain; charset=utf-8 file policy dated, 405 text/plain; charset=utf-8 file policy dated, 414 text/plain; charset=utf-8 file policy dated, 431 text/plain; charset=utf-8 file policy dated",
    run: async ({ baseUrl }) => {
      const answers = [];
      for (const payload of [
        "GARBAGE\r\n\r\n",
        "FOO / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
        "DELETE /index.html HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
        `GET /${"a".repeat(9000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
        `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\nConnection: close\r\n\r\n`,
      ]) {
        const { data } = await exchange(baseUrl, payload, { timeoutMs: 5000 });
        answers.push(describeError(firstResponse(data)));
      }
      return answers.join(", ");
    },
  },
  {
    id: "big-cookie",
    request: "a 9 KB Cookie header",
    rfc: "RFC 9110 5.4: servers should accept header fields of this size (big cookies)",
    expected: "200",
    run: async ({ baseUrl }) => {
      const res = await request(baseUrl, "/", { headers: { cookie: `c=${"a".repeat(9 * 1024)}` } });
      return String(res.status);
    },
  },
  {
    id: "dot-segments",
    request: "/about/./charter, /news/./, /about/x/../charter",
    rfc: "RFC 3986 6.2.2.3: dot segments removed, the same resource",
    expected: "200 same, 200 same, 200 same",
    run: async ({ baseUrl }) => {
      const answers = [];
      for (const [dotted, plain] of [
        ["/about/./charter", "/about/charter"],
        ["/news/./", "/news/"],
        ["/about/x/../charter", "/about/charter"],
      ]) {
        const [a, b] = await Promise.all([request(baseUrl, dotted), request(baseUrl, plain)]);
        answers.push(`${a.status} ${a.body.equals(b.body) ? "same" : "different"}`);
      }
      return answers.join(", ");
    },
  },
];

/**
 * What a server may answer otherwise, and why; every other answer is the case's `expected`.
 * @type {Array<{ server: ServerName, id: string, answer: string, why: string }>}
 */
export const ALLOWED_DIFFERENCES = [
  {
    server: "nginx",
    id: "edited-in-place-while-sent",
    answer: "200, whole length, two versions mixed",
    why: "nginx checks only a file's size while it sends it; releases are new directories, never edited in place (docs/deploy.md)",
  },
  {
    server: "nginx",
    id: "several-ranges",
    answer: "200 whole, 206 5, 416",
    why: "an invalid range (last before first) may be ignored or refused (RFC 9110 14.2); nginx refuses it, the Node server ignores it, and no configuration of nginx's changes that",
  },
  {
    server: "netlify",
    id: "types",
    answer:
      "text/calendar; charset=utf-8, text/calendar; charset=utf-8, application/xml, application/xml, text/plain; charset=utf-8",
    why: "netlify-cli's local server applies no Content-Type from _headers (measured with 26.2.0); Cloudflare's does",
  },
  {
    server: "cloudflare",
    id: "api",
    answer: "application/json * no-cache, text/csv; charset=utf-8 * no-cache, 304 *",
    why: "JSON is UTF-8 by definition and its type has no charset parameter (RFC 8259 8.1, 11); Cloudflare types files by extension and _headers cannot (wrangler 4.86.0)",
  },
  {
    server: "netlify",
    id: "api",
    answer:
      "application/json; charset=utf-8 * public, max-age=0, text/csv; charset=utf-8 * public, max-age=0, 304 *",
    why: "netlify-cli's local server sends its own Cache-Control with every file (measured with 25.6.2: max-age=0, revalidated each time as no-cache is); the host's own",
  },
  {
    server: "netlify",
    id: "if-none-match-no-cache",
    answer: "200",
    why: "netlify-cli's local server sends the whole file to a request with Cache-Control: no-cache; the host's own",
  },
];

/**
 * The answer a server must give to a case.
 * @param {Case} testCase
 * @param {ServerName} server
 */
export function expectedAnswer(testCase, server) {
  const allowed = ALLOWED_DIFFERENCES.find(
    (difference) => difference.server === server && difference.id === testCase.id,
  );
  return allowed?.answer ?? testCase.expected;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [baseUrl, buildDir, server = "node"] = process.argv.slice(2);
  const only = process.env.CASES?.split(",");
  for (const testCase of CASES) {
    if (only && !only.includes(testCase.id)) continue;
    const context = { baseUrl, buildDir, server: /** @type {ServerName} */ (server) };
    const answer = await testCase.run(context).catch((error) => `failed: ${error.message}`);
    const mark = answer === expectedAnswer(testCase, context.server) ? "ok  " : "DIFF";
    console.log(`${mark} ${testCase.id}: ${answer}`);
  }
}
