// The log can neither stop nor bloat the server: failed writes and a stalled reader cost lines,
// counted and reported, never an exception or unbounded memory.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLog } from "./log.mjs";

/** A stream whose reader never reads: every write stays queued. */
function stalled() {
  /** @type {string[]} */
  const lines = [];
  const stream = Object.assign(new Writable({ highWaterMark: 16, write: () => {} }), { lines });
  const write = stream.write.bind(stream);
  stream.write = (/** @type {string} */ chunk) => {
    lines.push(String(chunk));
    return write(chunk);
  };
  return stream;
}

/** A stream whose reader is gone: each write fails as a pipe does (EPIPE). */
function broken() {
  return new Writable({
    write: (chunk, encoding, done) =>
      done(Object.assign(new Error("write EPIPE"), { code: "EPIPE" })),
  });
}

describe("createLog", () => {
  it("drops and counts lines beyond the buffer of a stalled reader, then says how many", () => {
    const stdout = stalled();
    const log = createLog({ stdout, stderr: stalled(), maxBufferedBytes: 1000 });
    for (let i = 0; i < 100; i++) log.request({ i, path: "/".padEnd(40, "x") });
    const written = stdout.lines.length;
    expect(written).toBeLessThan(30);
    expect(stdout.writableLength).toBeLessThan(1100);
    expect(log.dropped()).toBe(100 - written);
    // The reader catches up: the next line is the count, then the line itself.
    Object.defineProperty(stdout, "writableLength", { value: 0 });
    log.request({ i: "next" });
    expect(JSON.parse(String(stdout.lines.at(-2)))).toMatchObject({ dropped: 100 - written });
    expect(JSON.parse(String(stdout.lines.at(-1)))).toEqual({ i: "next" });
    expect(log.dropped()).toBe(0);
  });

  it("never throws when the reader has gone, and counts what it could not write", async () => {
    const stdout = broken();
    const stderr = broken();
    const log = createLog({ stdout, stderr });
    log.request({ path: "/" });
    log.message("a message");
    await new Promise((resolve) => setImmediate(resolve));
    expect(() => {
      log.request({ path: "/again" });
      log.message("again");
    }).not.toThrow();
    expect(log.dropped()).toBe(2);
  });
});
