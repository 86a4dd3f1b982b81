#!/usr/bin/env node
// Crawls the production build from "/" through the production server and fails on any broken
// link, image, video, caption track, stylesheet or script. Canonical and alternate addresses carry
// the public origin (VITE_SITE_URL); they are checked against the same build.
import { readFileSync } from "node:fs";
import http from "node:http";
import { LinkChecker, LinkState } from "linkinator";
import { createApp, listenLocally } from "../server/app.mjs";

const BUILD_DIR = new URL("../build/", import.meta.url).pathname;
const home = readFileSync(`${BUILD_DIR}client/index.html`, "utf8");
const siteOrigin = new URL(
  home.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? "http://localhost/",
).origin;

const server = http.createServer(
  createApp({
    root: `${BUILD_DIR}client`,
    log: false,
  }),
);
const base = await listenLocally(server);

const checker = new LinkChecker();
const result = await checker.check({
  path: `${base}/`,
  recurse: true,
  concurrency: 20,
  timeout: 10_000,
  checkFragments: true,
  urlRewriteExpressions: [{ pattern: new RegExp(`^${siteOrigin}`), replacement: base }],
  // schema.org's own vocabulary address in JSON-LD is not a page of the site.
  linksToSkip: async (link) => !link.startsWith(base) && !link.startsWith(siteOrigin),
});
server.close();

const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
const checked = result.links.filter((link) => link.state === LinkState.OK);
const pages = new Set(
  checked
    .map((link) => new URL(link.url).pathname)
    .filter((pathname) => !/\.[a-z0-9]+$/i.test(pathname)),
);
console.log(
  `links: ${result.links.length} links checked (${checked.length} ok, ` +
    `${result.links.length - checked.length - broken.length} skipped), ${pages.size} pages, ` +
    `${broken.length} broken`,
);
for (const link of broken)
  console.error(`  broken: ${link.url} (${link.status}) on ${link.parent}`);
process.exit(broken.length > 0 ? 1 : 0);
