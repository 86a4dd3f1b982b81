// Checks a release before it is switched in, as the Node server does before it serves one:
// site.json, every page's file and each language's not-found page, every page readable and not
// empty, every file its pages name present. One line either way; exit code 1 when refused.
// Usage: node server/check-release.mjs <build directory>   (docs/deploy.md runs it before nginx)
import { BuildError, checkRelease, loadBuild } from "./site.mjs";

const release = process.argv[2];
if (!release) {
  console.error("usage: node server/check-release.mjs <build directory>");
  process.exit(2);
}
try {
  loadBuild(release);
  const { pages, files } = await checkRelease(release);
  console.log(`${release}: ${pages} pages and the ${files} files they name are in place`);
} catch (error) {
  if (!(error instanceof BuildError)) throw error;
  console.error(`Refused the release ${release}: ${error.message}`);
  process.exit(1);
}
