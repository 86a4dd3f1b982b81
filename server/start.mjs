// `npm start`: serves build/client. It builds only when there is no build at all, so that a
// production box never rebuilds (nor needs the development dependencies) because a file was touched.
// `npm start -- --rebuild-if-stale` (development) also rebuilds when a source is newer than the
// build: any of server/build-inputs.mjs's list, content included.
// Environment: PORT (default 4173), HOST (default localhost), BUILD_DIR (serve this prebuilt
// directory, or a symlink to one, and never build), SHUTDOWN_TIMEOUT_MS (default 25000).
// Signals: SIGTERM and SIGINT stop it gracefully; SIGHUP re-reads the build and the HTTP policy.
// Under `npm start`, the server also stops gracefully when npm exits (npm does not pass SIGHUP on).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { createServer, listeningPort, stopGracefully } from "./app.mjs";
import { BUILD_STAMP, staleInput } from "./build-inputs.mjs";
import { defaultLog } from "./log.mjs";
import { PolicyError } from "./policy.mjs";
import { BuildError, checkRelease } from "./site.mjs";

// From here on a log reader that goes away or stalls costs log lines, never the process.
const log = defaultLog();

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(message);
  process.exit(1);
}

/** @param {string} reason */
function build(reason) {
  console.log(reason);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) {
    fail(`npm run build failed (exit code ${result.status ?? result.signal})`);
  }
}

/**
 * @param {string} buildDir
 * @param {{ rebuildIfStale: boolean }} options
 */
function ensureBuild(buildDir, { rebuildIfStale }) {
  if (!existsSync(join(buildDir, BUILD_STAMP))) return build("No build found; building…");
  const stale = rebuildIfStale && staleInput(buildDir);
  if (stale) build(`Sources changed since the last build (${stale}); rebuilding…`);
}

const { values: flags } = parseArgs({
  options: { "rebuild-if-stale": { type: "boolean", default: false } },
});
const buildDir = process.env.BUILD_DIR ?? "build";
if (!process.env.BUILD_DIR) ensureBuild(buildDir, { rebuildIfStale: flags["rebuild-if-stale"] });

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST || "localhost";
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000);
/** @type {ReturnType<typeof createServer>} */
let server;
try {
  // The release as a whole (every page readable and not empty, every file they name present);
  // createServer checks the rest, and checks each later release so before it switches to it.
  await checkRelease(buildDir);
  server = createServer({ buildDir });
} catch (error) {
  if (error instanceof BuildError || error instanceof PolicyError) fail(error.message);
  throw error;
}

server.on("error", (/** @type {NodeJS.ErrnoException} */ error) => {
  if (error.code === "EADDRINUSE") fail(`Port ${port} is already in use; set PORT to another port`);
  fail(`Cannot listen on ${host}:${port}: ${error.message}`);
});
// Connections waiting to be accepted: Node's default, 511, overflows when a thousand clients arrive
// at once, and a visitor's connection dropped there waits a second or more to be retried. The
// kernel caps it (net.core.somaxconn, 4096 on current Linux).
const LISTEN_BACKLOG = 4096;
server.listen({ port, host, backlog: LISTEN_BACKLOG }, () => {
  const root = join(buildDir, "client");
  log.info(
    `Serving ${relative(process.cwd(), root) || root} on http://${host}:${listeningPort(server)}`,
  );
});

let stopping = false;
/** @param {string} reason */
async function shutdown(reason) {
  if (stopping) return;
  stopping = true;
  const done = stopGracefully(server, shutdownTimeoutMs);
  log.message(
    `Shutdown (${reason}): answering what is in flight for up to ${shutdownTimeoutMs} ms`,
  );
  const outcome = await done;
  if (outcome === "timed out") {
    log.message(`Shutdown: closed the connections still open after ${shutdownTimeoutMs} ms`);
  }
  process.exit(0);
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
// Under `npm start` a supervisor or a terminal signals npm. npm passes SIGINT and SIGTERM on to
// the server (package.json execs node, so no shell stands between), but exits on SIGHUP and
// cannot pass SIGKILL: once npm is gone, the server stops gracefully instead of holding the port.
if (process.env.npm_lifecycle_event === "start") {
  const npm = process.ppid;
  const PARENT_CHECK_MS = 500;
  setInterval(() => {
    if (process.ppid === npm) return;
    shutdown("npm start has exited");
  }, PARENT_CHECK_MS).unref();
}
// The usual "reload" after a deploy: the build and the policy again, and a line saying what.
process.on("SIGHUP", () =>
  server.app.reload().catch((error) => log.message(`Reload failed: ${error?.message ?? error}`)),
);
