// Before a stage that serves the last build (`npm run test:ops`): builds the site if there is none.
// `npm test` runs it after `npm run test:site`, whose build it then finds.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const buildDir = process.env.BUILD_DIR ?? "build";
if (!existsSync(`${buildDir}/site.json`)) {
  console.log(`${buildDir}/site.json: no build yet, building the site first`);
  const { status } = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  process.exit(status ?? 1);
}
