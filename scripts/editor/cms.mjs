#!/usr/bin/env node
// `npm run cms`: the site in development mode with the content editor at /admin/, and Decap's
// local back end (decap-server), which writes what editors save into this working copy.
// Environment: PORT (the site and the editor, default 5173), DECAP_SERVER_PORT (default 8081).
// A port already taken (another `npm run cms`, one left running) stops it before it starts
// anything: one line naming the port, what holds it and the variable that changes it; exit code 1.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import { dirname, join } from "node:path";
import { pidsListeningOn } from "../../server/process-stats.mjs";

const require = createRequire(import.meta.url);

/** A package's command, run with this Node.js (so that it runs alike on every system). */
function binOf(pkg, name) {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifest, "utf8"));
  return join(dirname(manifest), typeof bin === "string" ? bin : bin[name]);
}

const port = process.env.PORT ?? "5173";
const backendPort = process.env.DECAP_SERVER_PORT ?? "8081";
// Bound to this machine only: whoever reaches it can write the working copy.
const backendHost = "127.0.0.1";
const localBackend = `http://${backendHost}:${backendPort}/api/v1`;

/**
 * Whether something already listens on the port (as the server started there would bind it).
 * @param {number} port
 * @param {string} host
 * @returns {Promise<boolean>}
 */
function isTaken(port, host) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", (/** @type {NodeJS.ErrnoException} */ error) =>
      resolve(error.code === "EADDRINUSE"),
    );
    probe.listen(port, host, () => probe.close(() => resolve(false)));
  });
}

/**
 * The command of a process listening on the port, where /proc tells it ("node scripts/editor/cms.mjs").
 * @param {number} port
 */
function holderOf(port) {
  try {
    const [pid] = pidsListeningOn(port);
    if (pid === undefined) return "another program";
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
    const shown = command.map((part) => part.replace(/^.*\/node_modules\//, "")).join(" ");
    return `${shown} (pid ${pid})`;
  } catch {
    return "another program";
  }
}

for (const [name, value, variable, host] of [
  ["the site and editor", port, "PORT", "localhost"],
  ["Decap's local back end", backendPort, "DECAP_SERVER_PORT", backendHost],
]) {
  if (!(await isTaken(Number(value), host))) continue;
  console.error(
    `npm run cms: port ${value} (${name}) is in use by ${holderOf(Number(value))}; stop it or set ${variable} to another port`,
  );
  process.exit(1);
}

const children = [
  spawn(process.execPath, [binOf("decap-server", "decap-server")], {
    env: {
      ...process.env,
      PORT: backendPort,
      BIND_HOST: backendHost,
      MODE: "fs",
      GIT_REPO_DIRECTORY: process.cwd(),
    },
    stdio: "inherit",
  }),
  spawn(process.execPath, [binOf("vite", "vite"), "--port", port, "--strictPort"], {
    env: { ...process.env, VITE_CMS_LOCAL_BACKEND: localBackend },
    stdio: "inherit",
  }),
];
console.log(`Content editor: http://localhost:${port}/admin/ (saves into ${process.cwd()})`);

// When one stops (Ctrl+C, a port in use), the other stops too, and the exit code says why.
let exitCode;
for (const child of children) {
  child.on("exit", (code, signal) => {
    exitCode ??= code ?? (signal ? 1 : 0);
    for (const other of children) if (other.exitCode === null) other.kill("SIGTERM");
    if (children.every((each) => each.exitCode !== null || each.signalCode !== null))
      process.exit(exitCode);
  });
}
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    exitCode ??= 0;
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  });
