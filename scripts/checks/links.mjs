#!/usr/bin/env node
// Crawls the production build from "/" through the production server and fails on any broken
// link, image, video, caption track, stylesheet or script. Canonical and alternate addresses carry
// the public origin (VITE_SITE_URL); they are checked against the same build.
import { readFileSync } from "node:fs";
import { spawn } from "node:child_process";
import { LinkChecker, LinkState } from "linkinator";
import { freePort } from "../../server/app.mjs";

/** Resolves once the server answers, waiting for each attempt to fail or succeed. */
async function serverReady(url) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const answered = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`links: the server at ${url} did not answer`);
}

const BUILD_DIR = new URL("../../build/", import.meta.url).pathname;
const home = readFileSync(`${BUILD_DIR}client/index.html`, "utf8");
const siteOrigin = new URL(
  home.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? "http://localhost/",
).origin;

// The production server, in a process of its own: the checker parses thousands of pages, and in one
// process that work would hold the server's answers back until they timed out.
const port = await freePort();
const server = spawn(process.execPath, ["server/start.mjs"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    BUILD_DIR: BUILD_DIR.replace(/\/$/, ""),
  },
  stdio: "ignore",
});
const base = `http://127.0.0.1:${port}`;
await serverReady(base);

const checker = new LinkChecker();
const result = await checker.check({
  path: `${base}/`,
  recurse: true,
  concurrency: 20,
  timeout: 10_000,
  // A request that gets no answer at all (status 0) is asked again, up to three times: at a load
  // average of 15 on two cores, 21 of 3,430 links got none within the timeout once, and all 21
  // answered 200 on the next run. A link that never answers, or answers an error, still fails.
  retryErrors: true,
  retryErrorsCount: 3,
  retryErrorsJitter: 1000,
  checkFragments: true,
  urlRewriteExpressions: [{ pattern: new RegExp(`^${siteOrigin}`), replacement: base }],
  // schema.org's own vocabulary address in JSON-LD is not a page of the site.
  linksToSkip: async (link) => !link.startsWith(base) && !link.startsWith(siteOrigin),
});
server.kill("SIGTERM");

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
