// Sends one file the server has chosen: validators, conditional requests, a byte range, HEAD, and
// the body from memory (file-cache.mjs) or from disk, its file closed when the response closes.
// The rules are those of RFC 9110: If-Match and If-Unmodified-Since (412), If-None-Match and
// If-Modified-Since (304, whatever the request's Cache-Control, which speaks to caches), one range
// or the whole file (several ranges are answered with the whole file), If-Range by exact strong
// validator only, 416 with `Content-Range: bytes */size` for no satisfiable range.
// What is sent is one version of the file: it is opened once and every header and byte comes from
// that open file. A file truncated or written to while it is sent is never completed: the last
// piece is held back until the file is seen unchanged, else the connection is closed, so that the
// client sees an incomplete response (RFC 9112, section 6.3), never a mix nor the next response
// inside this one's body.
import { close, createReadStream, fstat, open, read } from "node:fs";
import { Readable, Transform } from "node:stream";
import { bufferStream, readWhole } from "./file-cache.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} Request
 * @typedef {import("node:http").ServerResponse} Response
 * @typedef {import("node:fs").Stats} Stats
 * @typedef {{ status: number, message: string, headers?: Record<string, string> }} SendError
 * @typedef {{ start: number, end: number }} Range inclusive, as Content-Range writes it
 */

/** The list of a header such as If-None-Match ("a", "b" or W/"c"). @param {string} value */
function tokens(value) {
  return value
    .split(",")
    .map((token) => token.trim())
    .filter(Boolean);
}

/**
 * Whether a tag of a request header names the file's ETag, weakly compared.
 * @param {string} header
 * @param {string} etag
 */
function namesTag(header, etag) {
  return tokens(header).some((tag) => tag === etag || tag === `W/${etag}` || `W/${tag}` === etag);
}

/** @param {string | undefined} date */
const parseDate = (date) => (date ? Date.parse(date) : NaN);

/**
 * A request whose If-Match or If-Unmodified-Since the file fails.
 * @param {Request} req
 * @param {string} etag
 * @param {number} modified the file's Last-Modified, in ms
 */
function failsPrecondition(req, etag, modified) {
  const match = req.headers["if-match"];
  if (match) return match.trim() !== "*" && !namesTag(match, etag);
  const unmodifiedSince = parseDate(req.headers["if-unmodified-since"]);
  return !Number.isNaN(unmodifiedSince) && modified > unmodifiedSince;
}

/**
 * A request whose If-None-Match or If-Modified-Since the file meets (the client's copy is fresh).
 * @param {Request} req
 * @param {string} etag
 * @param {number} modified
 */
function isFresh(req, etag, modified) {
  const noneMatch = req.headers["if-none-match"];
  const modifiedSince = req.headers["if-modified-since"];
  if (!noneMatch && !modifiedSince) return false;
  if (noneMatch && noneMatch.trim() !== "*" && !namesTag(noneMatch, etag)) return false;
  if (modifiedSince && !(modified <= parseDate(modifiedSince))) return false;
  return true;
}

/**
 * The ranges a Range header asks of a file of `size` bytes, overlapping and adjacent ones joined:
 * "malformed" (ignored), "unsatisfiable" (416), or the list.
 * @param {string} header
 * @param {number} size
 * @returns {Range[] | "malformed" | "unsatisfiable"}
 */
export function parseRanges(header, size) {
  const equals = header.indexOf("=");
  if (equals === -1) return "malformed";
  /** @type {Range[]} */
  const ranges = [];
  const position = (/** @type {string} */ text) => (/^\d+$/.test(text) ? Number(text) : NaN);
  for (const spec of header.slice(equals + 1).split(",")) {
    const dash = spec.indexOf("-");
    if (dash === -1) return "malformed";
    const first = spec.slice(0, dash).trim();
    const last = spec.slice(dash + 1).trim();
    let start = position(first);
    let end = position(last);
    if (first === "") {
      // A suffix longer than the file asks for all of it (RFC 9110, section 14.1.3), as on nginx.
      start = end > 0 ? Math.max(0, size - end) : size;
      end = size - 1;
    } else if (last === "") end = size - 1;
    end = Math.min(end, size - 1);
    if (Number.isNaN(start) || Number.isNaN(end)) return "malformed";
    if (start > end || start < 0) continue;
    ranges.push({ start, end });
  }
  if (ranges.length === 0) return "unsatisfiable";
  ranges.sort((a, b) => a.start - b.start);
  /** @type {Range[]} */
  const joined = [];
  for (const range of ranges) {
    const last = joined.at(-1);
    if (last && range.start <= last.end + 1) last.end = Math.max(last.end, range.end);
    else joined.push({ ...range });
  }
  return joined;
}

/** A Range header in the one unit there is, compared case-insensitively (RFC 9110, 14.1). */
const BYTES_UNIT = /^\s*bytes=/i;

/**
 * Whether a Range header would be answered with part of a file of `size` bytes (or a 416): in
 * bytes and well formed. Anything else is ignored, as if absent (RFC 9110, section 14.2).
 * @param {string | undefined} header
 * @param {number} size
 */
export function isRangeRequest(header, size) {
  return (
    typeof header === "string" &&
    BYTES_UNIT.test(header) &&
    parseRanges(header, size) !== "malformed"
  );
}

/**
 * Whether a range request still applies: no If-Range, or one naming the file as it is now by a
 * strong validator, exactly (RFC 9110, section 13.1.5): the ETag itself, not a weak one, a list
 * or anything after it; or the Last-Modified date itself, and only once the second it names is
 * over (section 8.8.2.2: the file cannot have changed twice within it unseen).
 * @param {Request} req
 * @param {string} etag
 * @param {number} modified the file's Last-Modified, in ms
 */
export function rangeApplies(req, etag, modified) {
  const ifRange = req.headers["if-range"];
  if (typeof ifRange !== "string") return true;
  const validator = ifRange.trim();
  if (validator.startsWith('"') || validator.startsWith("W/")) return validator === etag;
  return parseDate(validator) === modified && Date.now() >= modified + 1000;
}

/**
 * Whether an open file still holds the bytes it held when opened. Any write or truncation sets its
 * change time, which cannot be set back; so does its removal or replacement (a rename over it),
 * which leaves its bytes as they were: that is told by its count of links.
 * @param {Stats} a
 * @param {Stats} b
 */
const sameVersion = (a, b) =>
  a.ino === b.ino &&
  a.size === b.size &&
  a.mtimeMs === b.mtimeMs &&
  (a.ctimeMs === b.ctimeMs || a.nlink !== b.nlink);

/** Files this small are read whole, checked and sent in one write; larger ones are streamed. */
const READ_WHOLE_BYTES = 64 * 1024;

/** The code of the error of a file that changed while it was read. */
const CHANGED = "ERR_FILE_CHANGED";

/**
 * @typedef {(fd: number, buffer: Buffer, offset: number, length: number, position: number | null, callback: (error: NodeJS.ErrnoException | null, bytesRead: number, buffer: Buffer) => void) => void} StreamRead
 */

/**
 * An open file, on the callback API (the promise API's FileHandle costs more per request).
 * Its descriptor is closed once, after the reads and stats in flight, its read stream's included:
 * a number closed twice, or while read, may by then be another request's file. Once closing, it
 * starts no new read or stat.
 * @typedef {{ fd: number, stat: () => Promise<Stats>, read: (buffer: Buffer, offset: number, length: number, position: number) => Promise<{ bytesRead: number }>, hold: <T>(work: Promise<T>) => Promise<T>, streamFs: { read: StreamRead, close: (fd: number, callback: (error: null) => void) => void }, close: () => void }} OpenFile
 * @param {string} path
 * @returns {Promise<OpenFile>}
 */
function openFile(path) {
  return new Promise((resolve, reject) =>
    open(path, "r", (error, fd) => {
      if (error) return reject(error);
      let closed = false;
      let closing = false;
      let pending = 0;
      const closeNow = () => {
        if (closed) return;
        closed = true;
        close(fd, () => {});
      };
      const settle = () => {
        pending--;
        if (closing && pending === 0) closeNow();
      };
      const closedError = () => Object.assign(new Error("file closed"), { code: "EBADF" });
      /** @type {<T>(work: Promise<T>) => Promise<T>} */
      const hold = (work) => {
        pending++;
        return work.finally(settle);
      };
      /** @type {<T>(start: (done: (value: T) => void, fail: (error: Error) => void) => void) => Promise<T>} */
      const held = (start) => (closing ? Promise.reject(closedError()) : hold(new Promise(start)));
      /** @type {StreamRead} */
      const streamRead = (_fd, buffer, offset, length, position, callback) => {
        if (closing) return callback(closedError(), 0, buffer);
        pending++;
        read(fd, buffer, offset, length, position, (readError, bytesRead) => {
          settle();
          callback(readError, bytesRead, buffer);
        });
      };
      resolve({
        fd,
        stat: () =>
          held((done, fail) =>
            fstat(fd, (statError, stats) => (statError ? fail(statError) : done(stats))),
          ),
        read: (buffer, offset, length, position) =>
          held((done, fail) =>
            read(fd, buffer, offset, length, position, (readError, bytesRead) =>
              readError ? fail(readError) : done({ bytesRead }),
            ),
          ),
        hold,
        // What a read stream on the descriptor uses, so that its reads are counted and its
        // close (it closes the descriptor when destroyed, whatever its autoClose) waits for them.
        streamFs: {
          read: streamRead,
          close: (_fd, callback) => {
            closing = true;
            if (pending === 0) closeNow();
            callback(null);
          },
        },
        close() {
          closing = true;
          if (pending === 0) closeNow();
        },
      });
    }),
  );
}

/**
 * Sends the file at `path` (the caller has set its other headers). Errors before the headers
 * are sent go to `onError`: 412, 416 (with its Content-Range), 404 for a file gone meanwhile, 503
 * (with its Retry-After) for one changed while read, 500.
 * @param {Request} req
 * @param {Response} res
 * @param {string} path
 * @param {object} options
 * @param {(stats: Stats) => string} options.etagOf
 * @param {number} options.highWaterMark bytes read ahead from disk
 * @param {ReturnType<typeof import("./file-cache.mjs").createFileCache>} options.fileCache
 * @param {(path: string, fd: number, stats: Stats) => Promise<boolean>} [options.isInside]
 *   whether the open file is one to send (inside the build); 404 if not
 * @param {(error: SendError) => void} options.onError
 */
export async function sendFile(
  req,
  res,
  path,
  { etagOf, highWaterMark, fileCache, isInside = async () => true, onError },
) {
  /** @type {OpenFile} */
  let file;
  let stats;
  try {
    file = await openFile(path);
  } catch (error) {
    return onError(statError(/** @type {NodeJS.ErrnoException} */ (error)));
  }
  const close = () => file.close();
  try {
    stats = await file.stat();
  } catch (error) {
    close();
    return onError(statError(/** @type {NodeJS.ErrnoException} */ (error)));
  }
  if (res.destroyed) return close();
  res.once("close", close);
  if (!stats.isFile() || !(await isInside(path, file.fd, stats))) {
    close();
    return onError({ status: 404, message: "Not Found" });
  }
  if (res.destroyed) return close();
  const etag = etagOf(stats);
  const modified = Math.floor(stats.mtimeMs / 1000) * 1000;
  res.setHeader("Accept-Ranges", "bytes");
  res.setHeader("Last-Modified", stats.mtime.toUTCString());
  res.setHeader("ETag", etag);
  if (failsPrecondition(req, etag, modified)) {
    close();
    return onError({ status: 412, message: "Precondition Failed" });
  }
  if (isFresh(req, etag, modified)) {
    close();
    for (const name of ["Content-Encoding", "Content-Language", "Content-Length", "Content-Type"])
      res.removeHeader(name);
    res.statusCode = 304;
    return void res.end();
  }
  let start = 0;
  let end = stats.size - 1;
  const header = req.headers.range;
  if (isRangeRequest(header, stats.size) && rangeApplies(req, etag, modified)) {
    const ranges = parseRanges(/** @type {string} */ (header), stats.size);
    if (ranges === "unsatisfiable") {
      close();
      const headers = { "Content-Range": `bytes */${stats.size}` };
      return onError({ status: 416, message: "Range Not Satisfiable", headers });
    }
    // Several ranges (multipart) are answered with the whole file, which RFC 9110 allows.
    if (ranges !== "malformed" && ranges.length === 1) {
      ({ start, end } = ranges[0]);
      res.statusCode = 206;
      res.setHeader("Content-Range", `bytes ${start}-${end}/${stats.size}`);
    }
  }
  res.setHeader("Content-Length", Math.max(0, end - start + 1));
  if (req.method === "HEAD" || end < start) {
    close();
    return void res.end();
  }
  /** @type {import("node:stream").Readable} */
  let body;
  try {
    body = await openBody(file, stats, { start, end }, { highWaterMark, fileCache });
  } catch (error) {
    // A client that left closed the file under its reads: nobody is waiting for an answer.
    if (res.destroyed) return;
    close();
    return onError(statError(/** @type {NodeJS.ErrnoException} */ (error)));
  }
  if (res.destroyed) return void body.destroy();
  res.once("close", () => body.destroy());
  body.once("error", (/** @type {Error} */ error) => {
    if (res.headersSent) return res.destroy();
    onError(statError(/** @type {NodeJS.ErrnoException} */ (error)));
  });
  body.pipe(res);
}

/**
 * The body: views of the file's one copy in memory when the cache holds files of its size, else
 * a stream from the open file that fails, before its last piece, when the file is not the one it
 * was at the start (truncated, written to): the response is then cut short, never completed.
 * @param {OpenFile} file
 * @param {Stats} stats
 * @param {Range} range
 * @param {{ highWaterMark: number, fileCache: ReturnType<typeof import("./file-cache.mjs").createFileCache> }} options
 */
async function openBody(file, stats, { start, end }, { highWaterMark, fileCache }) {
  if (fileCache.holds(stats)) {
    const buffer = await fileCache.read(file, stats);
    if (buffer) return bufferStream(buffer, start, end);
  }
  if (stats.size <= READ_WHOLE_BYTES) {
    const buffer = await readWhole(file, stats);
    // Changed while read: streamed instead, which tells the client so.
    if (buffer) return Readable.from([buffer.subarray(start, end + 1)], { objectMode: false });
  }
  const expected = end - start + 1;
  let sent = 0;
  /** @type {Buffer | null} */
  let held = null;
  const checked = new Transform({
    transform(/** @type {Buffer} */ chunk, _encoding, done) {
      sent += chunk.length;
      const previous = held;
      held = chunk;
      done(null, previous ?? undefined);
    },
    flush(done) {
      file.stat().then(
        (now) => {
          if (sent !== expected || !sameVersion(now, stats))
            return done(
              Object.assign(
                new Error(`${sent} of ${expected} bytes read, the file changed meanwhile`),
                { code: CHANGED },
              ),
            );
          done(null, held ?? undefined);
        },
        (error) => done(error),
      );
    },
  });
  const source = createReadStream("", {
    fd: file.fd,
    start,
    end,
    highWaterMark,
    autoClose: false,
    fs: file.streamFs,
  });
  source.once("error", (error) => checked.destroy(error));
  checked.once("close", () => source.destroy());
  return source.pipe(checked);
}

/**
 * The answer to a file that could not be read: gone (404); changed while it was read, before
 * anything of it was sent, as a release being switched in does (503: asked again in a second, it
 * is whole); or else (500).
 * @param {NodeJS.ErrnoException} error
 * @returns {SendError}
 */
function statError(error) {
  if (["ENOENT", "ENAMETOOLONG", "ENOTDIR"].includes(error.code ?? ""))
    return { status: 404, message: "Not Found" };
  if (error.code === CHANGED)
    return { status: 503, message: "Service Unavailable", headers: { "Retry-After": "1" } };
  return { status: 500, message: error.message };
}
