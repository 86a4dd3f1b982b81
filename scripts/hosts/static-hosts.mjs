// The two static hosts `_headers` and `_redirects` are written for, run locally on a build's
// client folder: Cloudflare Pages (`wrangler pages dev`, which serves through workerd, the runtime
// Cloudflare runs) and Netlify (`netlify dev`, the CLI's local server). Both come from the npm
// registry (tools/static-hosts/package.json) and need nothing else from the network: telemetry is off,
// Netlify runs offline without its edge functions (they would download Deno; the site has none),
// and wrangler's lookup of a request's `cf` object gives up within 3 s for its placeholder.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** Installed by `npm run test:hosts` (tools/install.mjs), apart from the site's own packages. */
const BIN = new URL("../../tools/static-hosts/node_modules/.bin/", import.meta.url).pathname;

/** The newest date the pinned workerd knows: wrangler otherwise asks for today's and stops. */
const COMPATIBILITY_DATE = "2026-04-26";

export const STATIC_HOSTS = /** @type {const} */ (["cloudflare", "netlify"]);

/**
 * @typedef {(typeof STATIC_HOSTS)[number]} StaticHost
 * @typedef {{ host: StaticHost, baseUrl: string, output: () => string, stop: () => Promise<void> }} RunningHost
 */

/**
 * The host's command line. `port` is the address's port; Netlify also takes `port + 1` for the
 * static server behind its proxy.
 * @param {StaticHost} host
 * @param {string} dir
 * @param {number} port
 * @returns {[string, string[]]}
 */
function commandFor(host, dir, port) {
  if (host === "cloudflare") {
    return [
      join(BIN, "wrangler"),
      [
        "pages",
        "dev",
        dir,
        ...["--ip", "127.0.0.1", "--port", String(port)],
        ...["--compatibility-date", COMPATIBILITY_DATE],
        ...["--log-level", "warn", "--show-interactive-dev-session=false"],
      ],
    ];
  }
  return [
    join(BIN, "netlify"),
    [
      "dev",
      "--offline",
      "--no-open",
      "--internal-disable-edge-functions",
      ...["--dir", dir, "--port", String(port), "--staticServerPort", String(port + 1)],
    ],
  ];
}

/**
 * Serves `dir` (a build's client folder) with `host` on 127.0.0.1:`port` and resolves once the
 * home page answers. The host runs in a process group of its own, in a temporary working folder
 * for the state it keeps (`.wrangler/`, `.netlify/`), and `stop()` ends the whole group.
 * @param {StaticHost} host
 * @param {{ dir: string, port: number, timeoutMs?: number }} options
 * @returns {Promise<RunningHost>}
 */
export async function startStaticHost(host, { dir, port, timeoutMs = 180_000 }) {
  const cwd = mkdtempSync(join(tmpdir(), `static-host-${host}-`));
  const [command, args] = commandFor(host, resolve(dir), port);
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      CI: "true",
      WRANGLER_SEND_METRICS: "false",
      NETLIFY_TELEMETRY_DISABLED: "1",
      // Wrangler's own log goes with the state, not into the user's configuration folder.
      WRANGLER_LOG_PATH: join(cwd, "logs"),
      NO_COLOR: "1",
    },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((done) => child.once("exit", done));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-(/** @type {number} */ (child.pid)), "SIGTERM");
      } catch {
        // The group is already gone.
      }
      const killer = setTimeout(() => {
        try {
          process.kill(-(/** @type {number} */ (child.pid)), "SIGKILL");
        } catch {
          // Gone meanwhile.
        }
      }, 10_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(cwd, { recursive: true, force: true });
  };
  const running = { host, baseUrl, output: () => output, stop };
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  // The host prints its address before it serves: the first answer from the home page decides.
  while (!gone) {
    try {
      const response = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) return running;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) break;
    await Promise.race([exited, new Promise((done) => setTimeout(done, 250))]);
  }
  await stop();
  throw new Error(`${host} did not serve ${baseUrl}/ within ${timeoutMs / 1000} s:\n${output}`);
}
