#!/usr/bin/env node
// Our feeds, calendars and message formatter against `feed`, `ical-generator` and
// `intl-messageformat`, and the Russian hyphenation by TeX's patterns (`hyphen`) against the
// syllable rules it replaced, on the site's content (libraries.ts): the problems each output has,
// how the two differ, and the median time of each. The libraries that are not dependencies are
// installed for the run only (the next `npm ci` removes them):
//   npm install --no-save feed@6 ical-generator@10 intl-messageformat@12
//   nice -n 10 node scripts/bench/libraries.mjs [--runs 7]
import { parseArgs } from "node:util";
import { runnerImport } from "vite";

const { values } = parseArgs({ options: { runs: { type: "string", default: "7" } } });
const root = new URL("../..", import.meta.url).pathname;
/** @param {string} name a package that may not be installed: a variable keeps the type checker off it */
const load = (name) => import(name);
const [feed, ical, messageFormat, jsdom] = await Promise.all(
  ["feed", "ical-generator", "intl-messageformat", "jsdom"].map(load),
);
/** @type {{ module: typeof import("./libraries") }} */
const { module: bench } = await runnerImport(new URL("./libraries.ts", import.meta.url).pathname, {
  root,
  logLevel: "warn",
  resolve: { alias: { "~": new URL("../../app", import.meta.url).pathname } },
});
const candidates = {
  Feed: feed.Feed,
  ical: ical.default,
  IntlMessageFormat: messageFormat.IntlMessageFormat,
  DOMParser: new jsdom.JSDOM("").window.DOMParser,
};
console.log(JSON.stringify(bench.main({ runs: Number(values.runs), candidates }), null, 2));
