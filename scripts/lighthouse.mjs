#!/usr/bin/env node
// Lighthouse (mobile defaults) over four pages of the production build, served by the production
// server, driving Debian's Chromium (or CHROME_PATH). Each page is measured three times as a first
// visit (fresh tab: the splash shows) and three times as a later visit in the same tab; the median
// run of each is reported. Writes reports/lighthouse.json and reports/lighthouse.md.
import { once } from "node:events";
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import * as chromeLauncher from "chrome-launcher";
import { startFlow } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import puppeteer from "puppeteer-core";
import { createApp, readCspPageHashes } from "../server/app.mjs";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = [
  { name: "Home", path: "/" },
  { name: "Placeholder", path: "/news" },
  { name: "Story", path: "/stories/carbon-markets" },
  { name: "Not found", path: "/no-such-page" },
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

const buildDir = new URL("../build/", import.meta.url).pathname;
const reportDir = new URL("../reports/", import.meta.url).pathname;
const server = http.createServer(
  createApp({ root: `${buildDir}client`, cspPageHashes: readCspPageHashes(buildDir), log: false }),
);
server.listen(0, "127.0.0.1");
await once(server, "listening");
const base = `http://127.0.0.1:${server.address().port}`;

/** One figure set of a Lighthouse result. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ),
    fcpMs: Math.round(audit("first-contentful-paint")),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    tbtMs: Math.round(audit("total-blocking-time")),
    cls: Number(audit("cumulative-layout-shift").toFixed(3)),
    speedIndexMs: Math.round(audit("speed-index")),
    bytes: Math.round(audit("total-byte-weight")),
    failing: failingAudits(lhr),
  };
}

/** The scored audits that did not pass, by category: what stands between a score and 100. */
function failingAudits(lhr) {
  return CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter(({ weight }) => weight > 0)
      .map(({ id }) => lhr.audits[id])
      .filter((result) => result && result.score !== null && result.score < 1)
      .map((result) => `${category}: ${result.id} (${Math.round(result.score * 100)})`),
  );
}

/** First visit in a fresh tab, then a later visit of the same page in that tab. */
async function measure(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    // The not-found page answers 404 on purpose; it is measured all the same.
    const flow = await startFlow(page, {
      config: { extends: "lighthouse:default" },
      flags: { ignoreStatusCode: true },
    });
    await flow.navigate(url, { name: "first visit" });
    await flow.navigate(url, {
      name: "later visit",
      flags: { disableStorageReset: true },
    });
    const result = await flow.createFlowResult();
    await browser.disconnect();
    const [first, later] = result.steps.map((step) => step.lhr);
    for (const lhr of [first, later]) {
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    }
    return { first, later };
  } finally {
    await chrome.kill();
  }
}

const report = [];
for (const { name, path } of PAGES) {
  const firstRuns = [];
  const laterRuns = [];
  for (let run = 1; run <= RUNS; run++) {
    process.stdout.write(`lighthouse: ${name} (${path}) run ${run}/${RUNS}\n`);
    const { first, later } = await measure(`${base}${path}`);
    firstRuns.push(first);
    laterRuns.push(later);
  }
  report.push({
    name,
    path,
    firstVisit: figures(computeMedianRun(firstRuns)),
    laterVisit: figures(computeMedianRun(laterRuns)),
  });
}
server.close();

const row = (name, visit, f) =>
  `| ${name} | ${visit} | ${CATEGORIES.map((id) => f.scores[id]).join(" | ")} | ` +
  `${(f.fcpMs / 1000).toFixed(2)} s | ${(f.lcpMs / 1000).toFixed(2)} s | ${f.tbtMs} ms | ` +
  `${f.cls} | ${(f.speedIndexMs / 1000).toFixed(2)} s | ${(f.bytes / 1024).toFixed(0)} KiB |`;
const markdown = [
  `# Lighthouse, mobile defaults, median of ${RUNS} runs`,
  "",
  "| Page | Visit | Perf | A11y | Best pr. | SEO | FCP | LCP | TBT | CLS | Speed Index | Bytes |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...report.flatMap(({ name, path, firstVisit, laterVisit }) => [
    row(`${name} \`${path}\``, "first", firstVisit),
    row(`${name} \`${path}\``, "later", laterVisit),
  ]),
  "",
  "## Audits not passed (median run)",
  "",
  ...report.flatMap(({ name, path, firstVisit, laterVisit }) => [
    `- ${name} \`${path}\`, first visit: ${firstVisit.failing.join(", ") || "none"}`,
    `- ${name} \`${path}\`, later visit: ${laterVisit.failing.join(", ") || "none"}`,
  ]),
  "",
].join("\n");

mkdirSync(reportDir, { recursive: true });
writeFileSync(`${reportDir}lighthouse.json`, `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(`${reportDir}lighthouse.md`, markdown);
console.log(`\n${markdown}`);
