// Large files sent from memory: each is read once, and every response, ranges included, is sent
// as views of that one buffer in large pieces. A client that stops reading then costs the server
// no copy of the file and no disk reads, and the event loop a handful of writes instead of one
// per 16 KB: a thousand such clients on the editor's 5 MB bundle leave it free for the others.
import { Readable } from "node:stream";

/** Files at least this large are sent from memory; smaller ones are streamed from disk. */
export const MIN_CACHED_BYTES = 256 * 1024;
/** Files larger than this are always streamed from disk (a release's videos could be huge). */
export const MAX_CACHED_BYTES = 16 * 1024 * 1024;
/** The memory all cached files may take together; the oldest leave first. */
export const MAX_CACHE_BYTES = 64 * 1024 * 1024;
/** Bytes handed to a connection at once: the kernel takes what it can, the rest waits, uncopied. */
const PIECE_BYTES = 64 * 1024;

/** @typedef {Pick<import("node:fs").Stats, "dev" | "ino" | "mtimeMs" | "ctimeMs" | "size">} FileStats */

/**
 * What tells one version of a file from another. The change time is set by the kernel on every
 * write, truncation and change of the modification time, and cannot be set back: an edit in place
 * at the same size with its modification time restored still has a new one.
 * @param {FileStats} stats
 */
const versionOf = (stats) =>
  `${stats.dev}\0${stats.ino}\0${stats.size}\0${stats.mtimeMs}\0${stats.ctimeMs}`;

export function createFileCache({
  minBytes = MIN_CACHED_BYTES,
  maxBytes = MAX_CACHED_BYTES,
  maxTotalBytes = MAX_CACHE_BYTES,
} = {}) {
  /**
   * By path and version (inode, size, modification and change times), so a changed file is read again.
   * @type {Map<string, { size: number, contents: Promise<Buffer | null> }>}
   */
  const entries = new Map();
  let total = 0;

  function evict() {
    for (const [key, entry] of entries) {
      if (total <= maxTotalBytes) return;
      entries.delete(key);
      total -= entry.size;
    }
  }

  return {
    /** Whether a file of these stats is sent from memory. */
    holds: (/** @type {{ size: number }} */ stats) =>
      stats.size >= minBytes && stats.size <= maxBytes,
    /**
     * The contents of an open file as the stats describe it, or null: changed while it was read
     * (then it is streamed, and the stream tells), or unreadable. Keyed by the file's version, so
     * whatever path leads to it.
     * @param {Parameters<typeof readWhole>[0] & { hold?: <T>(work: Promise<T>) => Promise<T> }} file
     * @param {FileStats} stats its stats when opened
     */
    read(file, stats) {
      const key = versionOf(stats);
      const cached = entries.get(key);
      if (cached) return cached.contents;
      // Held open until read whole, even if the request that opened it is gone meanwhile.
      const reading = readWhole(file, stats);
      const contents = (file.hold ? file.hold(reading) : reading).catch(() => null);
      const entry = { size: stats.size, contents };
      entries.set(key, entry);
      total += stats.size;
      evict();
      contents.then((buffer) => {
        if (buffer || entries.get(key) !== entry) return;
        entries.delete(key);
        total -= entry.size;
      });
      return contents;
    },
  };
}

/**
 * The file's bytes, if it was the same version before and after they were read.
 * @param {{ read: (buffer: Buffer, offset: number, length: number, position: number) => Promise<{ bytesRead: number }>, stat: () => Promise<FileStats> }} file
 * @param {FileStats} stats
 */
export async function readWhole(file, stats) {
  const buffer = Buffer.allocUnsafe(stats.size);
  let at = 0;
  while (at < buffer.length) {
    const { bytesRead } = await file.read(buffer, at, buffer.length - at, at);
    if (bytesRead === 0) return null;
    at += bytesRead;
  }
  return versionOf(await file.stat()) === versionOf(stats) ? buffer : null;
}

/**
 * The pieces of every large response wait here for their turn. The kernel takes megabytes from a
 * connection before it pushes back (its send buffer grows to 4 MB on Linux), so a socket that
 * took each write at once was fed in one go, and the server accepts one new connection per turn
 * of its event loop: with a thousand clients that never read, each turn copied a client's few
 * megabytes first, and a visitor's request waited behind all of them (2.8 s measured). Now each
 * turn writes at most about a millisecond of pieces, oldest first, one per response, and new
 * connections and other requests are served in between (1.4 s under the same load).
 */
/** @type {{ waiting: Array<() => void>; scheduled: boolean }} */
const turn = { waiting: [], scheduled: false };
/** The time one turn's pieces may take before the event loop goes on. */
const TURN_MILLISECONDS = 1;

function runTurn() {
  turn.scheduled = false;
  const until = performance.now() + TURN_MILLISECONDS;
  let ran = 0;
  // One piece per stream at most: the next is only asked for once this one was written.
  for (const count = turn.waiting.length; ran < count && performance.now() < until; ran++)
    turn.waiting[ran]();
  turn.waiting.splice(0, ran);
  scheduleTurn();
}

function scheduleTurn() {
  if (turn.scheduled || turn.waiting.length === 0) return;
  turn.scheduled = true;
  setImmediate(runTurn);
}

/**
 * A stream of `buffer[start..end]` (inclusive, as Content-Range writes ranges) in large views.
 * @param {Buffer} buffer
 */
export function bufferStream(buffer, start = 0, end = buffer.length - 1) {
  let at = start;
  const stream = new Readable({
    highWaterMark: PIECE_BYTES,
    read() {
      turn.waiting.push(() => {
        if (stream.destroyed) return;
        if (at > end) return void stream.push(null);
        const piece = buffer.subarray(at, Math.min(at + PIECE_BYTES, end + 1));
        at += piece.length;
        stream.push(piece);
      });
      scheduleTurn();
    },
  });
  return stream;
}
