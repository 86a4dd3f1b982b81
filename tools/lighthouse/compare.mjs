#!/usr/bin/env node
// Lighthouse (mobile, simulated throttling: its defaults) over the same pages of two or more running
// builds, alternating build by build, page by page, so that the machine's load weighs on all alike.
// Prints the median FCP and LCP of each page's runs, the scores of Lighthouse's median run, and
// keeps every report.
// Usage: npm run lighthouse:compare -- (or, once installed, node tools/lighthouse/compare.mjs)
//   --builds now=http://localhost:5601,before=http://localhost:5602 \
//     [--paths /,/ar/,/news] [--runs 3] [--out reports/compare] [--summarize-only]
// Beside each report, <name>-<page>-<run>.lantern.txt lists the nodes of the simulated graphs of
// the first paints (optimistic and pessimistic FCP and LCP): what each waited for, and when.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/test/chromium.mjs";

const DEFAULT_PATHS = [
  "/",
  "/ar/",
  "/ru/",
  "/stories/carbon-markets",
  "/news",
  "/documents",
  "/events",
  "/goals/7",
  "/search",
];
const { values: args } = parseArgs({
  options: {
    builds: { type: "string" },
    paths: { type: "string", default: DEFAULT_PATHS.join(",") },
    runs: { type: "string", default: "3" },
    out: { type: "string", default: "reports/compare" },
    // Summarizes the reports already in --out (of an earlier, interrupted run) without running.
    "summarize-only": { type: "boolean", default: false },
  },
});
if (!args.builds) {
  console.error("Usage: compare.mjs --builds name=URL,name=URL [--paths /,/news] [--runs 3]");
  process.exit(2);
}
const builds = args.builds.split(",").map((entry) => {
  const [name, ...rest] = entry.split("=");
  return { name, base: rest.join("=").replace(/\/$/, "") };
});
const paths = args.paths.split(",");
const runs = Number(args.runs);
mkdirSync(args.out, { recursive: true });

const PAINT_GRAPHS = /^(optimistic|pessimistic)(FirstContentfulPaint|LargestContentfulPaint)$/;

/** The simulated first-paint graphs of the last run, one line a node, in the order they ended. */
function lanternGraphs() {
  const lines = [];
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (!PAINT_GRAPHS.test(label)) continue;
    const nodes = [...timings].sort(([, a], [, b]) => a.endTime - b.endTime);
    lines.push(`## ${label}: ${Math.round(nodes.at(-1)?.[1].endTime ?? 0)} ms`);
    for (const [node, { startTime, endTime }] of nodes) {
      const what =
        node.type === "network"
          ? `${node.request.resourceType} ${node.request.priority} ${node.request.url}`
          : `cpu ${[...new Set(node.childEvents.map((event) => event.name))].slice(0, 6).join(",")}`;
      lines.push(`${Math.round(startTime)}-${Math.round(endTime)} ${what}`);
    }
  }
  Lantern.Simulation.Simulator.allNodeTimings.clear();
  return lines.join("\n");
}

/** One Lighthouse run of a page in a fresh browser: its result (the report's JSON). */
async function run(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      onlyCategories: ["performance", "accessibility"],
    });
    if (!result) throw new Error(`${url}: no result`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * A run Lighthouse could not record (a trace without its navigation start) is run again, twice;
 * then left out (undefined), the page's median taken from the other runs.
 */
async function runWithRetry(url) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const lhr = await run(url);
    if (!lhr.runtimeError) return lhr;
    Lantern.Simulation.Simulator.allNodeTimings.clear();
    process.stdout.write(
      `  ${lhr.runtimeError.code}${attempt < 3 ? ": running again" : ": left out"}\n`,
    );
  }
  return undefined;
}

const slug = (path) => path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
const results = new Map(builds.map(({ name }) => [name, new Map()]));
for (const path of args["summarize-only"] ? [] : paths) {
  for (let index = 1; index <= runs; index++) {
    for (const { name, base } of builds) {
      process.stdout.write(`${name} ${path} run ${index}/${runs}\n`);
      const lhr = await runWithRetry(`${base}${path}`);
      if (!lhr) continue;
      const file = join(args.out, `${name}-${slug(path)}-${index}`);
      writeFileSync(`${file}.json`, JSON.stringify(lhr));
      writeFileSync(`${file}.lantern.txt`, `${lanternGraphs()}\n`);
      const list = results.get(name).get(path) ?? [];
      list.push(lhr);
      results.get(name).set(path, list);
    }
  }
}

if (args["summarize-only"]) {
  const reports = readdirSync(args.out).filter((file) => file.endsWith(".json"));
  for (const { name } of builds) {
    for (const path of paths) {
      const prefix = `${name}-${slug(path)}-`;
      const found = reports
        .filter((file) => file.startsWith(prefix) && /^\d+\.json$/.test(file.slice(prefix.length)))
        .map((file) => JSON.parse(readFileSync(join(args.out, file), "utf8")))
        .filter((lhr) => !lhr.runtimeError);
      results.get(name).set(path, found);
    }
  }
}

/** The median of an audit's value over some runs. */
function median(lhrs, id) {
  const values = lhrs.map((lhr) => lhr.audits[id].numericValue).sort((a, b) => a - b);
  const middle = Math.floor(values.length / 2);
  return values.length % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const lines = [
  `| page | ${builds.map(({ name }) => `FCP ${name} | LCP ${name} | perf/a11y ${name}`).join(" | ")} |`,
  `| --- |${builds.map(() => " --- | --- | --- |").join("")}`,
];
const summary = [];
for (const path of paths) {
  const cells = builds.map(({ name }) => {
    if (!results.get(name).get(path)?.length) return "no run | no run | -";
    // Each paint's own median (Lighthouse's median run, which the scores come from, is chosen by
    // FCP and time to interactive together, and on a busy machine may carry an outlying paint).
    const lhr = computeMedianRun(results.get(name).get(path));
    const fcp = median(results.get(name).get(path), "first-contentful-paint");
    const lcp = median(results.get(name).get(path), "largest-contentful-paint");
    const scores = ["performance", "accessibility"].map((id) =>
      Math.round(lhr.categories[id].score * 100),
    );
    const all = results
      .get(name)
      .get(path)
      .map((each) => [
        Math.round(each.audits["first-contentful-paint"].numericValue),
        Math.round(each.audits["largest-contentful-paint"].numericValue),
      ]);
    summary.push({ build: name, path, fcp, lcp, scores, runs: all });
    return `${seconds(fcp)} | ${seconds(lcp)} | ${scores.join("/")}`;
  });
  lines.push(`| \`${path}\` | ${cells.join(" | ")} |`);
}
writeFileSync(join(args.out, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
writeFileSync(join(args.out, "summary.md"), `${lines.join("\n")}\n`);
console.log(`\n${lines.join("\n")}`);
