#!/usr/bin/env node
// A step of `npm run build` (index.mjs), once the site's scripts and its build module are compiled:
// checks the content, writes site.json, the feeds and the photo renderings, and renders every page
// whose inputs changed on the rendering threads, language after language, making each language's
// search index as soon as its pages are written. The build module is removed once it is done.
// Usage: node scripts/build/pages.mjs <build folder>
import { readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { listFinished } from "../postbuild/finish-page.mjs";
import { renderPlannedPages } from "./render-pages.mjs";

const buildDirectory = resolve(process.argv[2] ?? "build");
const clientDir = join(buildDirectory, "client");
/** Where `vite build --ssr` wrote the site's build module (index.mjs). */
const serverEntry = join(buildDirectory, "server", "build.server.js");
/** Editors' photo renderings, kept between builds by the photo's content; safe to delete. */
const PHOTO_CACHE = join(process.cwd(), ".cache", "photo-renderings");

/**
 * The stylesheet and the controls' script every page links to, by the names Vite gave them.
 * @returns {import("./render-pages.mjs").PageAssets}
 */
function pageAssets() {
  /** @type {Record<string, { file: string, css?: string[] }>} */
  const manifest = JSON.parse(readFileSync(join(clientDir, ".vite", "manifest.json"), "utf8"));
  const entry = (/** @type {string} */ source) => {
    const found = manifest[source];
    if (!found) throw new Error(`The scripts' build has no ${source}`);
    return `/${found.file}`;
  };
  return { stylesheet: entry("app/styles/app.css"), script: entry("app/controls/index.ts") };
}

/** @type {typeof import("../../app/render/build.server")} */
const site = await import(pathToFileURL(serverEntry).href);
const plan = await site.prepareBuild(buildDirectory, PHOTO_CACHE);
await listFinished(buildDirectory, plan.finished);
const { rendered, finished, seconds } = await renderPlannedPages(
  buildDirectory,
  {
    serverEntry,
    clientDir,
    assets: pageAssets(),
    paths: plan.paths,
    cacheFiles: plan.cacheFiles,
    snapshot: plan.snapshot,
    heapMb: plan.heapMb,
    finisher: join(import.meta.dirname, "..", "postbuild", "finish-page.mjs"),
  },
  { searchIndex: true },
);
await listFinished(buildDirectory, finished);
rmSync(join(buildDirectory, "server"), { recursive: true, force: true });
console.log(
  `Pages: ${rendered} rendered in ${seconds.toFixed(1)} s, ${plan.reused} taken from the cache; ${plan.photos} photo renderings`,
);
