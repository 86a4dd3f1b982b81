// `npm test`: the three tiers one after another, stopping at the first that fails, and then how long
// each took and the whole, so that the time `npm test` must keep within (10 minutes on 2 cores,
// docs/testing.md) is read off every run. Usage: node scripts/test/tiers.mjs [tier ...]
import { spawnSync } from "node:child_process";

const tiers = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["test:unit", "test:site", "test:ops"];
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
/** @type {string[]} */
const times = [];
const started = Date.now();
const seconds = (/** @type {number} */ since) => ((Date.now() - since) / 1000).toFixed(1);

for (const tier of tiers) {
  const tierStarted = Date.now();
  const { status, signal } = spawnSync(npm, ["run", tier], { stdio: "inherit" });
  times.push(`${tier} ${seconds(tierStarted)} s`);
  if (status !== 0) {
    console.error(`\n${tier} failed (${signal ?? `exit code ${status}`}): ${times.join(", ")}`);
    process.exit(status ?? 1);
  }
}
console.log(`\nAll tiers passed in ${seconds(started)} s: ${times.join(", ")}`);
