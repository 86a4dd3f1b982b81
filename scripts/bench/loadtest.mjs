// Load test of a production server: autocannon with keep-alive connections, each cycling through a
// page, a hashed asset and a video range. Without --url it spawns server/start.mjs on a free port;
// with --url it loads the server already listening there (nginx under deploy/nginx-test.sh).
// Open handles and resident memory of the server processes are read after a warm-up and again once
// the connections have closed.
// Usage: node scripts/bench/loadtest.mjs [--quick] [--duration 60] [--connections 200] [--build-dir build]
//          [--url http://127.0.0.1:8088] [--label node]
// Exits non-zero on errors, timeouts, non-2xx responses, or growth over the bounds below.
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { freePort } from "../../server/app.mjs";
import { openHandles, pidsListeningOn, rssMb } from "../../server/process-stats.mjs";

/** Handles the server may hold after the run beyond those it held before (timers, log files). */
const MAX_HANDLE_GROWTH = 16;
/** Resident memory growth allowed between the warmed-up baseline and the end of the run. */
const MAX_RSS_GROWTH = 0.5;
const WARMUP_SECONDS = 2;
const SETTLE_MS = 1500;

const { values: args } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    duration: { type: "string" },
    connections: { type: "string" },
    "build-dir": { type: "string", default: process.env.BUILD_DIR ?? "build" },
    url: { type: "string" },
    label: { type: "string" },
  },
});
const duration = Number(args.duration ?? process.env.LOADTEST_DURATION ?? (args.quick ? 20 : 60));
const connections = Number(args.connections ?? 200);
const buildDir = args["build-dir"];
const label = args.label ?? (args.url ? "external" : "node");

async function waitUntilServing(url, child) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child && child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    const ok = await fetch(`${url}/`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} does not answer`);
}

async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/start.mjs"], {
    env: { ...process.env, BUILD_DIR: buildDir, HOST: "127.0.0.1", PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(url, child).catch((error) => {
    child.kill();
    throw error;
  });
  return { url, child };
}

function largestScript() {
  const dir = join(buildDir, "client", "assets");
  const [largest] = readdirSync(dir)
    .filter((name) => name.endsWith(".js"))
    .sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size);
  return `/assets/${largest}`;
}

const compressed = { "accept-encoding": "br, gzip" };
const requests = [
  { method: "GET", path: "/", headers: compressed },
  { method: "GET", path: largestScript(), headers: compressed },
  { method: "GET", path: "/video/hero.mp4", headers: { range: "bytes=0-65535" } },
];

const run = (url, seconds) => autocannon({ url, requests, connections, duration: seconds });
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

const server = args.url ? { url: args.url.replace(/\/$/, "") } : await startServer();
if (args.url) await waitUntilServing(server.url);
const pids = server.child ? [server.child.pid] : pidsListeningOn(new URL(server.url).port);
const root = join(buildDir, "client");

// The baseline is taken after a warm-up, so that growth means leaking, not buffers and the heap
// reaching their working size.
await run(server.url, WARMUP_SECONDS);
await settle();
const before = { ...openHandles(pids, root), rssMb: rssMb(pids) };
const result = await run(server.url, duration);
await settle();
const after = { ...openHandles(pids, root), rssMb: rssMb(pids) };
server.child?.kill("SIGTERM");

const report = {
  date: new Date().toISOString(),
  server: label,
  connections,
  duration,
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  handles: { before: before.all, after: after.all },
  buildFilesOpen: { before: before.files, after: after.files },
  rssMb: { before: before.rssMb, after: after.rssMb },
};
const problems = [
  result.errors && `${result.errors} errors`,
  result.timeouts && `${result.timeouts} timeouts`,
  result.non2xx && `${result.non2xx} non-2xx responses`,
  after.all - before.all > MAX_HANDLE_GROWTH &&
    `handles grew from ${before.all} to ${after.all} (bound +${MAX_HANDLE_GROWTH})`,
  after.files > before.files && `${after.files - before.files} build files left open`,
  after.rssMb > before.rssMb * (1 + MAX_RSS_GROWTH) &&
    `memory grew from ${before.rssMb} to ${after.rssMb} MB (bound +${MAX_RSS_GROWTH * 100} %)`,
].filter(Boolean);
report.ok = problems.length === 0;
mkdirSync("reports", { recursive: true });
writeFileSync(`reports/loadtest-${label}.json`, `${JSON.stringify(report, null, 2)}\n`);

console.log(
  `\nLoad test (${label}): ${connections} connections, ${duration} s, ` +
    `page / asset / video range in turn\n`,
);
console.log("| req/s | p50 ms | p99 ms | requests | non-2xx | errors | timeouts | handles | MB |");
console.log("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |");
console.log(
  `| ${report.requestsPerSecond} | ${report.p50Ms} | ${report.p99Ms} | ${report.requests} | ` +
    `${report.non2xx} | ${report.errors} | ${report.timeouts} | ` +
    `${before.all} → ${after.all} | ${before.rssMb} → ${after.rssMb} |`,
);
if (problems.length) {
  console.error(`Load test FAILED: ${problems.join("; ")}`);
  process.exit(1);
}
