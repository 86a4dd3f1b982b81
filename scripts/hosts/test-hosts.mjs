// `npm run test:hosts`: serves the build's client folder with each static host that `_headers` and
// `_redirects` are written for (scripts/hosts/static-hosts.mjs) and checks it as a visitor meets it: the
// HTTP contract that applies to a static host (scripts/hosts/static-hosts.contract.mjs), then, in a
// browser, the revisit of pages (304s, same policy, working controls) and the not-found pages of
// e2e/smoke.spec.ts. Hosts run one after the other on STATIC_HOSTS_PORT (default 8095; Netlify
// also takes the next port for its static server). Exits non-zero if any check fails.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { STATIC_HOSTS, startStaticHost } from "./static-hosts.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.STATIC_HOSTS_PORT ?? 8095);
const only = process.argv.slice(2);
const hosts = only.length ? STATIC_HOSTS.filter((host) => only.includes(host)) : STATIC_HOSTS;

if (!existsSync(`${buildDir}/client/_headers`)) {
  console.error(`${buildDir}/client/_headers: no build to serve; run npm run build first`);
  process.exit(1);
}

/**
 * Runs a command with the host's address and resolves with its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} env
 * @returns {Promise<number>}
 */
function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const failed = [];
for (const host of hosts) {
  const started = Date.now();
  const running = await startStaticHost(host, { dir: `${buildDir}/client`, port });
  console.log(
    `${host}: serving ${buildDir}/client on ${running.baseUrl} (${Date.now() - started} ms)`,
  );
  const env = { STATIC_HOST: host, TEST_BASE_URL: running.baseUrl, BUILD_DIR: buildDir };
  try {
    const contract = await run(
      "npx",
      ["vitest", "run", "--config", "vitest.hosts.config.ts", "--reporter", "dot"],
      env,
    );
    const browser = await run(
      "npx",
      [
        ...["playwright", "test", "--project=desktop", "e2e/smoke.spec.ts"],
        // Its own folder: the nginx stage's Playwright run may be clearing test-results/ beside it.
        ...["--output", `test-results/hosts-${host}`],
        ...["--grep", "second visit|unknown addresses"],
      ],
      { E2E_BASE_URL: running.baseUrl },
    );
    if (contract !== 0) failed.push(`${host}: the HTTP contract`);
    if (browser !== 0) failed.push(`${host}: the browser's revisit and not-found pages`);
  } finally {
    await running.stop();
  }
  console.log(`${host}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (failed.length) {
  console.error(`Static hosts failed: ${failed.join("; ")}`);
  process.exit(1);
}
console.log(`Static hosts passed: ${hosts.join(", ")}`);
