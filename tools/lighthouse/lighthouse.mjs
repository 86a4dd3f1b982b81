#!/usr/bin/env node
// Lighthouse (mobile defaults) over one page of each kind in three languages (English, Arabic and
// Russian, the longest HTML) of the production build, served by the production server, driving
// Debian's Chromium (or CHROME_PATH), in both throttling modes: simulated (Lighthouse's default) and
// devtools (packet-level). Each page is measured LIGHTHOUSE_RUNS times (default 3) as a first visit
// (fresh tab: the splash shows) and as a later visit in the same tab; the median run of each is
// reported. Each page is also visited LIGHTHOUSE_RUNS more times for the first time, under
// Lighthouse's own mobile CPU slowdown and packet-level network, and watched past the splash for
// main-thread tasks over 50 ms once it has gone. Writes reports/lighthouse.json and .md.
// Usage: npm run lighthouse -- [--modes simulate,devtools] [--languages en,ar,ru]
//          [--pages Home,Story]   (--modes= measures the long tasks alone)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import { startFlow } from "lighthouse";
import { screenEmulationMetrics, throttling } from "lighthouse/core/config/constants.js";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import puppeteer from "puppeteer-core";
import { createApp, listenLocally } from "../../server/app.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/test/chromium.mjs";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** One page of each kind; a kind the build does not have (yet) is left out with a note. */
const PAGE_KINDS = [
  { name: "Home", path: "/" },
  { name: "Placeholder", path: "/news" },
  { name: "Story", path: "/stories/carbon-markets" },
  { name: "Structure", path: "/structure/security-council" },
  { name: "Goal", path: "/goals/7" },
  { name: "Search", path: "/search", query: "?q=climate" },
  { name: "Not found", path: "/no-such-page" },
];
const { values: args } = parseArgs({
  options: {
    modes: { type: "string", default: "simulate,devtools" },
    languages: { type: "string", default: "en,ar,ru" },
    pages: { type: "string" },
  },
});
const MODES = args.modes.split(",").filter(Boolean);
const LANGUAGES = args.languages.split(",");
const PAGES = args.pages
  ? PAGE_KINDS.filter(({ name }) => args.pages?.split(",").includes(name))
  : PAGE_KINDS;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** A task longer than this blocks input (the Long Tasks API's and Lighthouse's threshold). */
const LONG_TASK_MS = 50;
/** How long a page is watched after its splash has gone. */
const AFTER_SPLASH_WATCH_MS = 3000;
/** Set on `<html>` while the splash covers the page (app/features/splash/splash-timeline.ts). */
const SPLASH_ACTIVE_CLASS = "splash-active";

const buildDir = new URL("../../build/", import.meta.url).pathname;
const reportDir = new URL("../../reports/", import.meta.url).pathname;
const site = JSON.parse(readFileSync(`${buildDir}site.json`, "utf8"));
const server = http.createServer(createApp({ buildDir, log: false }));
// PORT chooses the port (any free one without it), where the machine reserves ports for this.
const base = await listenLocally(server, Number(process.env.PORT ?? 0));

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

/** A fresh Chromium with one new tab, closed once `use` is done with it. */
async function withNewTab(use) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const result = await use(page);
    await browser.disconnect();
    return result;
  } finally {
    await chrome.kill();
  }
}

/** First visit in a fresh tab, then a later visit of the same page in that tab. */
function measure(url, mode) {
  return withNewTab(async (page) => {
    // The not-found page answers 404 on purpose; it is measured all the same.
    const flow = await startFlow(page, {
      config: { extends: "lighthouse:default" },
      flags: { ignoreStatusCode: true, throttlingMethod: mode },
    });
    await flow.navigate(url, { name: "first visit" });
    await flow.navigate(url, { name: "later visit", disableStorageReset: true });
    const result = await flow.createFlowResult();
    const [first, later] = result.steps.map((step) => step.lhr);
    for (const lhr of [first, later]) {
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    }
    return { first, later };
  });
}

/**
 * A first visit on Lighthouse's mobile device, CPU slowdown and packet-level network: when the
 * splash went, and the main-thread tasks over 50 ms before and after, until 3 s after it went.
 */
function longTasksAroundSplash(url) {
  const { mobileSlow4G } = throttling;
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  return withNewTab(async (page) => {
    await page.setViewport({ width, height, deviceScaleFactor, isMobile: true, hasTouch: true });
    const session = await page.createCDPSession();
    await session.send("Network.enable");
    await session.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: mobileSlow4G.requestLatencyMs,
      downloadThroughput: (mobileSlow4G.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (mobileSlow4G.uploadThroughputKbps * 1024) / 8,
    });
    await session.send("Emulation.setCPUThrottlingRate", {
      rate: mobileSlow4G.cpuSlowdownMultiplier,
    });
    await page.evaluateOnNewDocument((threshold) => {
      const tasks = [];
      globalThis.__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const { startTime, duration } of list.getEntries()) {
          if (duration > threshold) tasks.push({ startTime, duration });
        }
      }).observe({ type: "longtask", buffered: true });
    }, LONG_TASK_MS);
    await page.goto(url, { waitUntil: "load" });
    const shown = await page.evaluate(
      (name) => globalThis.document.documentElement.classList.contains(name),
      SPLASH_ACTIVE_CLASS,
    );
    // The moment the page saw the splash go, by its own clock, as the long tasks are timed.
    const gone = await page.waitForFunction(
      (name) => !globalThis.document.documentElement.classList.contains(name) && performance.now(),
      { polling: 20, timeout: 15_000 },
      SPLASH_ACTIVE_CLASS,
    );
    const goneAt = await gone.jsonValue();
    await new Promise((resolve) => setTimeout(resolve, AFTER_SPLASH_WATCH_MS));
    const tasks = await page.evaluate(() => globalThis.__longTasks);
    const longest = (list) => Math.round(Math.max(0, ...list.map(({ duration }) => duration)));
    const after = tasks.filter(({ startTime, duration }) => startTime + duration > goneAt);
    return {
      splashShown: shown,
      splashGoneMs: Math.round(goneAt),
      longestBeforeMs: longest(tasks.filter((task) => !after.includes(task))),
      longestAfterMs: longest(after),
      countAfter: after.length,
    };
  });
}

/** A run Lighthouse could not record (a trace without its navigation start) is run again, once. */
async function measureWithRetry(url, mode) {
  try {
    return await measure(url, mode);
  } catch (error) {
    process.stdout.write(`  ${/** @type {Error} */ (error).message}: running again\n`);
    return measure(url, mode);
  }
}

/** The page's address in a language ("/ar/news"), or null when the build has no such page. */
function localized(path, code) {
  const { prefix } = site.languages.find((language) => language.code === code);
  const address = path === "/" ? prefix || "/" : `${prefix}${path}`;
  if (path === "/no-such-page") return address;
  const file = `${buildDir}client${address === "/" ? "" : address}/index.html`;
  return existsSync(file) ? address : null;
}

const report = [];
const skipped = [];
for (const mode of MODES) {
  for (const { name, path, query = "" } of PAGES) {
    for (const code of LANGUAGES) {
      const address = localized(path, code);
      if (!address) {
        skipped.push(`${name} ${path} (${code})`);
        continue;
      }
      const firstRuns = [];
      const laterRuns = [];
      for (let run = 1; run <= RUNS; run++) {
        process.stdout.write(`lighthouse ${mode}: ${name} ${address} run ${run}/${RUNS}\n`);
        const { first, later } = await measureWithRetry(`${base}${address}${query}`, mode);
        firstRuns.push(first);
        laterRuns.push(later);
      }
      report.push({
        mode,
        name,
        path: `${address}${query}`,
        firstVisit: figures(computeMedianRun(firstRuns)),
        laterVisit: figures(computeMedianRun(laterRuns)),
      });
    }
  }
}

const longTasks = [];
for (const { name, path, query = "" } of PAGES) {
  for (const code of LANGUAGES) {
    const address = localized(path, code);
    if (!address) continue;
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      process.stdout.write(`long tasks: ${name} ${address} run ${run}/${RUNS}\n`);
      runs.push(await longTasksAroundSplash(`${base}${address}${query}`));
    }
    // The worst run is reported: a long task after the splash in any run counts.
    const worst = runs.reduce((a, b) => (b.longestAfterMs > a.longestAfterMs ? b : a));
    longTasks.push({ name, path: `${address}${query}`, ...worst });
  }
}
server.close();

const row = (mode, name, visit, f) =>
  `| ${mode} | ${name} | ${visit} | ${CATEGORIES.map((id) => f.scores[id]).join(" | ")} | ` +
  `${(f.fcpMs / 1000).toFixed(2)} s | ${(f.lcpMs / 1000).toFixed(2)} s | ${f.tbtMs} ms | ` +
  `${f.cls} | ${(f.speedIndexMs / 1000).toFixed(2)} s | ${(f.bytes / 1024).toFixed(0)} KiB |`;
const markdown = [
  `# Lighthouse, mobile defaults, median of ${RUNS} runs`,
  "",
  "| Throttling | Page | Visit | Perf | A11y | Best pr. | SEO | FCP | LCP | TBT | CLS | Speed Index | Bytes |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...report.flatMap(({ mode, name, path, firstVisit, laterVisit }) => [
    row(mode, `${name} \`${path}\``, "first", firstVisit),
    row(mode, `${name} \`${path}\``, "later", laterVisit),
  ]),
  "",
  `## Main-thread tasks over ${LONG_TASK_MS} ms around the splash (worst of ${RUNS} first visits)`,
  "",
  `Lighthouse's mobile device, ${throttling.mobileSlow4G.cpuSlowdownMultiplier}x CPU slowdown and ` +
    `packet-level network; watched until ${AFTER_SPLASH_WATCH_MS / 1000} s after the splash went.`,
  "",
  "| Page | Splash gone at | Longest task before | Longest task after | Tasks after |",
  "| --- | --- | --- | --- | --- |",
  ...longTasks.map(
    (t) =>
      `| ${t.name} \`${t.path}\` | ${t.splashShown ? `${(t.splashGoneMs / 1000).toFixed(2)} s` : "not shown"} | ` +
      `${t.longestBeforeMs} ms | ${t.longestAfterMs} ms | ${t.countAfter} |`,
  ),
  "",
  "## Audits not passed (median run)",
  "",
  ...report.flatMap(({ mode, name, path, firstVisit, laterVisit }) => [
    `- ${mode}, ${name} \`${path}\`, first visit: ${firstVisit.failing.join(", ") || "none"}`,
    `- ${mode}, ${name} \`${path}\`, later visit: ${laterVisit.failing.join(", ") || "none"}`,
  ]),
  "",
  ...(skipped.length > 0 ? [`Not in this build: ${skipped.join(", ")}.`, ""] : []),
].join("\n");

mkdirSync(reportDir, { recursive: true });
writeFileSync(
  `${reportDir}lighthouse.json`,
  `${JSON.stringify({ lighthouse: report, longTasks }, null, 2)}\n`,
);
writeFileSync(`${reportDir}lighthouse.md`, markdown);
console.log(`\n${markdown}`);
