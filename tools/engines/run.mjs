// The engine checks (`npm run test:engines`): the production build served by the real server, as
// the Playwright tests serve it, and checks.mjs run in Firefox ESR and in WebKitGTK, one browser
// each, side by side. Ports: ENGINES_PORT (the site, 4320) and ENGINES_DRIVER_PORT (WebKit's
// driver, 4321). `--screenshots <dir>` also saves each engine's view of the pages whose layout
// differs most, at 1280 and 375 px.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { runChecks, takeScreenshots } from "./checks.mjs";
import { openFirefox } from "./firefox.mjs";
import { openWebKit } from "./webkit.mjs";

const { values } = parseArgs({ options: { screenshots: { type: "string" } } });
const port = Number(process.env.ENGINES_PORT ?? 4320);
const driverPort = Number(process.env.ENGINES_DRIVER_PORT ?? 4321);
const baseUrl = `http://127.0.0.1:${port}`;

/** Starts `npm start`'s server on the build and waits for its home page. */
async function startServer() {
  // Another server answering there would be checked instead of this build.
  const taken = await fetch(`${baseUrl}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is taken: set ENGINES_PORT to a free one`);
  const server = spawn(process.execPath, ["server/start.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  server.kill();
  throw new Error(`the server did not answer on ${baseUrl}`);
}

/**
 * Opens one engine, runs the checks in it and closes it.
 * @param {() => Promise<import("./session.mjs").Session>} open
 * @param {string} engine
 */
async function inEngine(open, engine) {
  const started = Date.now();
  let session;
  try {
    session = await open();
  } catch (error) {
    return [`${engine}: could not start: ${error instanceof Error ? error.message : error}`];
  }
  const opened = Date.now();
  try {
    const failures = await runChecks(session, (line) => console.log(line));
    if (values.screenshots) {
      mkdirSync(values.screenshots, { recursive: true });
      await takeScreenshots(session, values.screenshots);
    }
    const seconds = (/** @type {number} */ time) => (time / 1000).toFixed(1);
    console.log(
      `${engine}: started in ${seconds(opened - started)} s, checked in ${seconds(Date.now() - opened)} s`,
    );
    return failures;
  } finally {
    await session.close();
  }
}

const started = Date.now();
const server = await startServer();
let failures = [];
try {
  const results = await Promise.all([
    inEngine(() => openFirefox({ baseUrl }), "Firefox"),
    inEngine(() => openWebKit({ baseUrl, driverPort }), "WebKit"),
  ]);
  failures = results.flat();
} finally {
  server.kill();
}
console.log(
  `\n${failures.length === 0 ? "All engine checks passed" : `${failures.length} failed`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
if (failures.length > 0) {
  console.error(failures.map((failure) => `✘ ${failure}`).join("\n"));
  process.exitCode = 1;
}
