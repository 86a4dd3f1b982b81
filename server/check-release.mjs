// Checks a release before it is switched in, as the Node server does before it serves one:
// site.json, every page's file and each language's not-found page, every page readable and not
// empty, every file its pages name present. With --deploy, a release whose pages name a local
// address (a build without VITE_SITE_URL) is refused too. One line either way; exit code 1 when
// refused.
// Usage: node server/check-release.mjs [--deploy] <build directory>   (docs/deploy.md runs it before nginx)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BuildError, checkRelease, loadBuild } from "./site.mjs";

const args = process.argv.slice(2);
const forDeploy = args.includes("--deploy");
const release = args.find((arg) => !arg.startsWith("--"));
if (!release) {
  console.error("usage: node server/check-release.mjs [--deploy] <build directory>");
  process.exit(2);
}

/**
 * The address a release's canonical links, sharing tags and sitemap name, when it is a local one.
 * @param {string} dir
 */
function localSiteUrl(dir) {
  const { siteUrl } = JSON.parse(readFileSync(join(dir, "site.json"), "utf8"));
  const host = URL.canParse(siteUrl) ? new URL(siteUrl).hostname : "";
  return /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(host) ? siteUrl : undefined;
}

try {
  loadBuild(release);
  const { pages, files } = await checkRelease(release);
  const local = forDeploy && localSiteUrl(release);
  if (local) {
    console.error(
      `Refused the release ${release}: its canonical links and sitemap name ${local}; build it with VITE_SITE_URL=https://your.domain npm run build`,
    );
    process.exit(1);
  }
  console.log(`${release}: ${pages} pages and the ${files} files they name are in place`);
} catch (error) {
  if (!(error instanceof BuildError)) throw error;
  console.error(`Refused the release ${release}: ${error.message}`);
  process.exit(1);
}
