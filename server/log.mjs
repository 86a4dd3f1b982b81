// The server's output: request entries as JSON lines on stdout and messages on stderr, written so
// that the log can never stop or bloat the server. A reader that goes away (EPIPE) or fails costs
// nothing but the lines; a reader that stalls costs at most `maxBufferedBytes` per stream, beyond
// which lines are dropped and counted; the next line written says how many were dropped.

/** Bytes a stream may hold for a slow reader before its lines are dropped. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * @typedef {object} WriterOptions
 * @property {number} [maxBufferedBytes]
 * @property {(count: number) => string} dropNotice the line that reports `count` dropped lines
 */

/**
 * A line writer for one stream: `write(line)` never throws and never buffers more than
 * `maxBufferedBytes`. `dropNotice(count)` is the line that reports dropped lines.
 * @param {import("node:stream").Writable} stream
 * @param {WriterOptions} options
 */
export function lineWriter(stream, { maxBufferedBytes = MAX_BUFFERED_BYTES, dropNotice }) {
  let dropped = 0;
  let broken = false;
  // Without a listener, a failed write (EPIPE when the reader exits) would end the process.
  stream.on("error", () => {
    broken = true;
  });
  /** @param {string} text */
  const put = (text) => {
    try {
      stream.write(text);
      return true;
    } catch {
      broken = true;
      return false;
    }
  };
  /** @param {string} line */
  const writer = (line) => {
    if (broken || stream.destroyed || stream.writableLength > maxBufferedBytes) {
      dropped++;
      return;
    }
    if (dropped > 0) {
      const count = dropped;
      dropped = 0;
      if (!put(`${dropNotice(count)}\n`)) return void (dropped = count + 1);
    }
    if (!put(`${line}\n`)) dropped++;
  };
  return Object.assign(writer, { dropped: () => dropped });
}

/**
 * The server's log: `request(entry)` writes a JSON line on stdout, `info(text)` a plain one,
 * `message(text)` a line on stderr. A dropped-lines notice is `{"t":…,"dropped":n}` on stdout, a line on stderr.
 * @param {{ stdout?: import("node:stream").Writable, stderr?: import("node:stream").Writable, maxBufferedBytes?: number }} [streams]
 */
export function createLog({
  stdout = process.stdout,
  stderr = process.stderr,
  maxBufferedBytes,
} = {}) {
  const out = lineWriter(stdout, {
    maxBufferedBytes,
    dropNotice: (dropped) => JSON.stringify({ t: new Date().toISOString(), dropped }),
  });
  const err = lineWriter(stderr, {
    maxBufferedBytes,
    dropNotice: (dropped) => `${dropped} log lines dropped: stderr was not read`,
  });
  return {
    request: (/** @type {object} */ entry) => out(JSON.stringify(entry)),
    /** A plain line on stdout (the start-up line). */
    info: (/** @type {string} */ text) => out(text),
    message: (/** @type {string} */ text) => err(text),
    dropped: () => out.dropped() + err.dropped(),
  };
}

/** The process's log, shared by the server and start.mjs. */
let processLog;
export function defaultLog() {
  processLog ??= createLog();
  return processLog;
}
