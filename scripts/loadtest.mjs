// Load test of the production server: spawns server/start.mjs on a free port and runs autocannon
// against a page, a hashed asset and a video range in turn.
// Usage: node scripts/loadtest.mjs [--quick] [--duration 30] [--connections 100] [--build-dir build]
// Exits non-zero on errors, timeouts, non-2xx responses or resident memory growth over 50 %.
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import net from "node:net";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const MAX_RSS_GROWTH = 0.5;
const WARMUP_SECONDS = 2;

const { values: args } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    duration: { type: "string" },
    connections: { type: "string" },
    "build-dir": { type: "string", default: process.env.BUILD_DIR ?? "build" },
  },
});
const duration = Number(args.duration ?? process.env.LOADTEST_DURATION ?? (args.quick ? 5 : 30));
const connections = Number(args.connections ?? (args.quick ? 20 : 100));
const buildDir = args["build-dir"];

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port) {
  const child = spawn(process.execPath, ["server/start.mjs"], {
    env: { ...process.env, BUILD_DIR: buildDir, HOST: "127.0.0.1", PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error("server did not start");
}

/** Resident set size of a process in MB (Linux /proc). */
function rssMb(pid) {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1];
  return Number(kb) / 1024;
}

function largestScript() {
  const dir = join(buildDir, "client", "assets");
  const [largest] = readdirSync(dir)
    .filter((name) => name.endsWith(".js"))
    .sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size);
  return `/assets/${largest}`;
}

function run(url, { path, headers }, seconds) {
  return autocannon({ url: url + path, headers, connections, duration: seconds });
}

const port = await freePort();
const server = await startServer(port);
const url = `http://127.0.0.1:${port}`;
const targets = [
  { name: "page /", path: "/", headers: { "accept-encoding": "br, gzip" } },
  { name: "asset", path: largestScript(), headers: { "accept-encoding": "br, gzip" } },
  { name: "video range", path: "/video/hero.mp4", headers: { range: "bytes=0-65535" } },
];

// The baseline is taken after a short warm-up on every target, so that growth means leaking, not
// the heap and socket buffers reaching their working size.
for (const target of targets) await run(url, target, WARMUP_SECONDS);
const rssBefore = rssMb(server.pid);
const results = [];
for (const target of targets) {
  const result = await run(url, target, duration);
  results.push({
    target: target.name,
    path: target.path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  });
}
const rssAfter = rssMb(server.pid);
server.kill("SIGTERM");

const rssGrowth = (rssAfter - rssBefore) / rssBefore;
const failed =
  results.some((r) => r.non2xx || r.errors || r.timeouts) || rssGrowth > MAX_RSS_GROWTH;
const report = {
  date: new Date().toISOString(),
  duration,
  connections,
  results,
  rssMb: { before: Number(rssBefore.toFixed(1)), after: Number(rssAfter.toFixed(1)) },
  ok: !failed,
};
mkdirSync("reports", { recursive: true });
writeFileSync("reports/loadtest.json", `${JSON.stringify(report, null, 2)}\n`);

console.log(`\nLoad test: ${connections} connections, ${duration} s per target\n`);
console.log("| target | req/s | p50 ms | p99 ms | requests | non-2xx | errors | timeouts |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const r of results) {
  console.log(
    `| ${r.target} (${r.path}) | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.requests} | ${r.non2xx} | ${r.errors} | ${r.timeouts} |`,
  );
}
console.log(
  `\nServer RSS: ${report.rssMb.before} MB -> ${report.rssMb.after} MB ` +
    `(${(rssGrowth * 100).toFixed(0)} %, limit ${MAX_RSS_GROWTH * 100} %). Report: reports/loadtest.json`,
);
if (failed) {
  console.error("Load test FAILED");
  process.exit(1);
}
