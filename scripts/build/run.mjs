#!/usr/bin/env node
// `npm run build`: runs the build (cli.ts), which is TypeScript, through Vite's module runner
// (runnerImport, Vite's public API for loading a TypeScript module into Node.js). Node.js 20 runs
// no TypeScript of its own; Vite already compiles the site, so the build needs no second
// compiler (tsx, ts-node), and the build's modules import the site's (~/…) as the site does.
// Usage: npm run build [-- --verbose]
import { runnerImport } from "vite";

// What the command was started with, before Vite sets NODE_ENV for what it does.
const production = process.env.NODE_ENV === "production";
// The pages are rendered with React's production code, and compiled for it.
process.env.NODE_ENV = "production";
const root = new URL("../..", import.meta.url).pathname;
/** @type {{ module: typeof import("./cli") }} */
const { module: cli } = await runnerImport(new URL("./cli.ts", import.meta.url).pathname, {
  root,
  logLevel: "warn",
  resolve: { alias: { "~": new URL("../../app", import.meta.url).pathname } },
});
await cli.main({ production, verbose: process.argv.includes("--verbose") });
