#!/usr/bin/env node
// A step of `npm run build` (scripts/build.mjs), after React Router's build: renders the pages that
// build planned and left to the rendering threads (app/prerender/README.md), language after
// language, and makes each language's search index as soon as its pages are written.
// Usage: node scripts/render-pages.mjs <build folder>
import { renderPlannedPages } from "../app/prerender/render-pages.mjs";

const buildDirectory = process.argv[2] ?? "build";
const { rendered, seconds } = await renderPlannedPages(buildDirectory, { searchIndex: true });
console.log(`Pages: ${rendered} rendered by the rendering threads in ${seconds.toFixed(1)} s`);
