#!/usr/bin/env node
// `npm run build`: builds the site into a new folder and puts it in place of build/ only once every
// step succeeded, so a mistake never costs the site that is being served. Prints a short summary:
// pages per language, pages that wait (scheduled, drafts), warnings once each; `--verbose` shows
// every step's own output. A content mistake prints the list of problems, never a stack trace.
// Environment: SITE_BUILD_DIR, the folder the steps write into (set here; default build),
// SITE_EDITOR_BUILD_DIR, where the content editor is built beside the site (moved into it after),
// SITE_BUILD_NODE_ENV, the NODE_ENV this was started with, which Vite overwrites in the steps.
// The steps: Vite compiles the pages' scripts and stylesheet, the site's build module and the
// content editor, side by side; the pages step (pages.mjs) renders every page with that module;
// the finishing steps (../postbuild.mjs) write the search index's last parts, the HTTP policy, the
// sitemap and the compressed copies.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
const verbose = process.argv.includes("--verbose");
const FINAL = "build";
const NEXT = "build.next";
const PREVIOUS = "build.previous";

/**
 * A package's command, run with this Node.js.
 * @param {string} pkg
 * @param {string} name
 */
function binOf(pkg, name) {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifest, "utf8"));
  return join(dirname(manifest), typeof bin === "string" ? bin : bin[name]);
}

/**
 * Where the content editor is built, beside the site rather than in it: the scripts' build
 * empties build.next/client as it starts, and the two run at the same time.
 */
const EDITOR_NEXT = "build.next-editor";

const VITE = binOf("vite", "vite");

/**
 * The steps, in order; the steps of one group run at the same time.
 * @type {[name: string, args: string[]][][]}
 */
const STEPS = [
  [
    ["the scripts", [VITE, "build", "--logLevel", "warn"]],
    ["the build module", [VITE, "build", "--ssr", "app/render/build.server.ts", "--logLevel", "warn"]],
    ["the content editor", [VITE, "build", "-c", "app/admin/vite.config.ts", "--logLevel", "warn"]],
  ],
  // Every page, on one thread per core.
  [["the pages", ["scripts/build/pages.mjs", NEXT]]],
  [["the finishing steps", ["scripts/postbuild.mjs", NEXT]]],
];

/**
 * Runs a step; its output is shown as it comes with --verbose, otherwise kept for the summary.
 * @param {string[]} args
 * @returns {Promise<{ ok: boolean, signal: NodeJS.Signals | null, output: string }>}
 */
function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      env: {
        ...process.env,
        SITE_BUILD_DIR: NEXT,
        SITE_EDITOR_BUILD_DIR: EDITOR_NEXT,
        SITE_BUILD_NODE_ENV: process.env.NODE_ENV,
        FORCE_COLOR: verbose ? process.env.FORCE_COLOR : "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    for (const stream of [child.stdout, child.stderr])
      stream.on("data", (chunk) => {
        output += chunk;
        if (verbose) (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
      });
    child.on("close", (code, signal) => resolve({ ok: code === 0, signal, output }));
  });
}

/** Lines said once each, in the order first said: the steps repeat some (one per bundle). */
const once = (/** @type {string[]} */ lines) => [...new Set(lines)];
const NOTICE = /^(Warning|Scheduled|Draft): /;

rmSync(NEXT, { recursive: true, force: true });
rmSync(EDITOR_NEXT, { recursive: true, force: true });
/** @type {string[]} */
const notices = [];
let summary = "";
/** Each step's seconds, for the summary. */
/** @type {string[]} */
const took = [];
/**
 * Runs a step and notes its time, its notices and the postbuild summary it prints.
 * @param {[name: string, args: string[]]} step
 */
async function runStep([name, args]) {
  const started = performance.now();
  const result = await run(args);
  const seconds = (performance.now() - started) / 1000;
  const lines = result.output.split("\n").map((line) => line.trimEnd());
  notices.push(...lines.filter((line) => NOTICE.test(line)));
  summary = lines.findLast((line) => line.startsWith("postbuild:")) ?? summary;
  return { name, seconds, lines, ...result };
}

for (const group of STEPS) {
  const results = await Promise.all(group.map(runStep));
  const beside = results.length > 1 ? ` (beside ${results[0]?.name})` : "";
  for (const [at, { name, seconds }] of results.entries())
    took.push(`${name} ${seconds.toFixed(1)} s${at > 0 ? beside : ""}`);
  const failed = results.find(({ ok }) => !ok);
  if (failed) {
    const { name, signal, output, lines } = failed;
    rmSync(NEXT, { recursive: true, force: true });
    rmSync(EDITOR_NEXT, { recursive: true, force: true });
    const problems = lines.findIndex((line) => /^The content has \d+ problems?:$/.test(line));
    if (problems !== -1) {
      // The content's own list, without what the framework adds after it.
      const list = once(
        lines
          .slice(problems)
          .filter((line, index) => index === 0 || /^(content|public|app)\//.test(line)),
      );
      console.error(list.join("\n"));
    } else if (!verbose) console.error(output.trimEnd());
    console.error(
      `\nThe build stopped while building ${name}${signal ? ` (${signal})` : ""}; ${existsSync(FINAL) ? "the previous build in build/ is unchanged" : "there is no build yet"}.`,
    );
    process.exit(1);
  }
  // The content editor joins the site once both are built.
  if (existsSync(EDITOR_NEXT)) renameSync(EDITOR_NEXT, join(NEXT, "client", "admin"));
}

// Both renames are within one folder: the served build is replaced at once. The previous build,
// tens of thousands of files at scale (8 s), is removed by a process of its own that the command
// does not wait for; a build that finds it still there removes it first.
// Retries: the previous build's own removal may still be at work in it.
rmSync(PREVIOUS, { recursive: true, force: true, maxRetries: 5 });
if (existsSync(FINAL)) renameSync(FINAL, PREVIOUS);
renameSync(NEXT, FINAL);
if (existsSync(PREVIOUS))
  spawn(
    process.execPath,
    [
      "-e",
      "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })",
      PREVIOUS,
    ],
    { detached: true, stdio: "ignore" },
  ).unref();

/** @type {import("../../app/config/site-manifest").SiteManifest} */
const site = JSON.parse(readFileSync(join(FINAL, "site.json"), "utf8"));
const perLanguage = site.languages.map(
  ({ code }) => `${site.sitePages.filter((page) => code in page.addresses).length} ${code}`,
);
if (notices.length > 0) console.log(once(notices).join("\n"));
console.log(`Built into build/: pages ${perLanguage.join(", ")} (${took.join(", ")}).`);
if (verbose && summary) console.log(summary);
