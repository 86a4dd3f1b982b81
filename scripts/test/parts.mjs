// Runs npm scripts side by side, at most --jobs at a time (default: the machine's cores), in the
// order given (the longest first), so that two cores are both kept busy (`npm run test:unit`).
// A part written `a,b` runs `npm run a`, then `npm run b` if it passed, in one place: what must
// not run beside something else (a load test) goes first, what may (an install) beside it.
// Each part's output is held back and printed whole when it ends, under its name, result and
// time; the run exits non-zero, naming them, if any part failed. A failure stops no other part:
// every part still runs and reports.
// Usage: node scripts/test/parts.mjs [--jobs N] <npm script>[,<npm script>...] [...]
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";

const { values, positionals: parts } = parseArgs({
  options: { jobs: { type: "string" } },
  allowPositionals: true,
});
const jobs = Math.max(1, Number(values.jobs ?? availableParallelism()));
if (parts.length === 0) {
  console.error("Usage: node scripts/test/parts.mjs [--jobs N] <npm script> [...]");
  process.exit(2);
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
// The parts write to a pipe, not a terminal: keep the colours a terminal would have shown.
const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: "1" } : process.env;
/** @type {Set<import("node:child_process").ChildProcess>} */
const running = new Set();
const seconds = (/** @type {number} */ since) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Runs `npm run <name>` for each script of a part in turn, while they pass; resolves with whether
 * all passed.
 * @param {string} part
 * @returns {Promise<boolean>}
 */
async function runPart(part) {
  for (const name of part.split(",")) if (!(await run(name))) return false;
  return true;
}

/**
 * Runs `npm run <name>`; resolves with whether it passed, once its output is printed.
 * @param {string} name
 * @returns {Promise<boolean>}
 */
function run(name) {
  const started = Date.now();
  const child = spawn(npm, ["run", "--silent", name], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so that a stop reaches the processes it starts in turn.
    detached: true,
  });
  running.add(child);
  /** @type {Buffer[]} */
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.once("close", (code, signal) => {
      running.delete(child);
      const passed = code === 0;
      const result = passed ? "passed" : `FAILED (${signal ?? `exit code ${code}`})`;
      process.stdout.write(`\n── ${name}: ${result} in ${seconds(started)} s ──\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(passed);
    });
  });
}

/** Stops every part still running, with all it started. */
function stopAll(/** @type {NodeJS.Signals} */ signal) {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}
for (const signal of /** @type {NodeJS.Signals[]} */ (["SIGINT", "SIGTERM"])) {
  process.once(signal, () => {
    stopAll(signal);
    process.exit(signal === "SIGINT" ? 130 : 143);
  });
}

const started = Date.now();
console.log(`Running ${parts.join(", ")} (${Math.min(jobs, parts.length)} at a time)`);
const queue = [...parts];
/** @type {string[]} */
const failed = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, parts.length) }, async () => {
    for (let part = queue.shift(); part !== undefined; part = queue.shift()) {
      if (!(await runPart(part))) failed.push(part);
    }
  }),
);

if (failed.length) {
  console.error(`\n${failed.length} of ${parts.length} failed: ${failed.join(", ")}`);
  process.exit(1);
}
console.log(`\nAll ${parts.length} passed in ${seconds(started)} s: ${parts.join(", ")}`);
