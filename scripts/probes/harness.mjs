// What the server probes share (servers.mjs, operator.mjs): each server gets its own
// copy of the build, the Node server runs as `npm start` would, nginx under deploy/nginx-test.sh,
// where the probe script runs again in its inner mode, and the answers are printed side by side;
// requests are made one connection each, parsed by Node or as raw bytes.
import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";

/**
 * @typedef {object} Answer What one request got: `error` when it failed or timed out (then
 *   `status` is 0 and the body empty); `ms` from the request to the body's end.
 * @property {string} [error]
 * @property {number} status
 * @property {http.IncomingHttpHeaders} headers
 * @property {Buffer} body
 * @property {number} ms
 */

/**
 * @typedef {{ "build-dir": string, "node-port": string, "nginx-port": string, out: string,
 *   "probe-url"?: string, "probe-root"?: string, [option: string]: string | undefined }} ProbeArgs
 * @typedef {{ nodePort: string, nginxPort: string, out: string,
 *   options?: Record<string, { type: "string", default?: string }> }} ProbeCommand
 */

/**
 * The probes' command line: --build-dir, --node-port, --nginx-port, --out, the inner mode's
 * --probe-url and --probe-root, and the script's own `options`.
 * @param {ProbeCommand} command
 * @returns {ProbeArgs}
 */
function probeArgs({ nodePort, nginxPort, out, options = {} }) {
  return parseArgs({
    options: {
      "build-dir": { type: "string", default: "build" },
      "node-port": { type: "string", default: nodePort },
      "nginx-port": { type: "string", default: nginxPort },
      out: { type: "string", default: out },
      "probe-url": { type: "string" },
      "probe-root": { type: "string" },
      ...options,
    },
  }).values;
}

/**
 * One request on its own connection; never throws.
 * @param {string} base
 * @param {string} path
 * @param {{ method?: string, headers?: http.OutgoingHttpHeaders, timeoutMs?: number }} [options]
 * @returns {Promise<Answer>}
 */
export function request(base, path, { method = "GET", headers = {}, timeoutMs = 3000 } = {}) {
  const { hostname, port } = new URL(base);
  const started = performance.now();
  /** @param {string} error */
  const failed = (error) => ({ error, status: 0, headers: {}, body: Buffer.alloc(0), ms: 0 });
  return new Promise((done) => {
    const req = http.request({ host: hostname, port, path, method, headers, agent: false });
    const timer = setTimeout(() => {
      req.destroy();
      done(failed(`no complete answer in ${timeoutMs / 1000} s`));
    }, timeoutMs);
    req.on("error", (/** @type {NodeJS.ErrnoException} */ error) => {
      clearTimeout(timer);
      done(failed(error.code ?? error.message));
    });
    req.on("response", (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("error", () => {});
      res.on("end", () => {
        clearTimeout(timer);
        done({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        });
      });
    });
    req.end();
  });
}

/** @param {Answer} answer */
export const describeStatus = (answer) => answer.error ?? String(answer.status);

/**
 * Raw bytes in: what the server sends back until it closes the connection (`closed`), a quiet
 * second passes after its last byte, or `timeoutMs` in all.
 * @param {string} base
 * @param {string} payload
 * @returns {Promise<{ text: string, closed: boolean }>}
 */
export function rawExchange(base, payload, timeoutMs = 3000) {
  const { hostname, port } = new URL(base);
  return new Promise((done) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let finished = false;
    const socket = net.connect({ host: hostname, port: Number(port) });
    const finish = (closed = false) => {
      if (finished) return;
      finished = true;
      clearTimeout(total);
      clearTimeout(quiet);
      socket.destroy();
      done({ text: Buffer.concat(chunks).toString("latin1"), closed });
    };
    const total = setTimeout(finish, timeoutMs);
    /** @type {NodeJS.Timeout | undefined} */
    let quiet;
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      clearTimeout(quiet);
      quiet = setTimeout(finish, 1000);
    });
    socket.on("close", () => finish(true));
    socket.on("error", () => finish(true));
    socket.write(payload, "latin1");
  });
}

/** The statuses of the responses in a raw exchange, in order. @param {string} text */
export const statusesOf = (text) =>
  [...text.matchAll(/HTTP\/1\.[01] (\d{3})/g)].map((m) => m[1]).join(", ") || "no answer";

/**
 * Resolves once something answers GET / on the port; rejects after 10 s.
 * @param {number} port
 */
async function waitForListening(port) {
  for (let i = 0; i < 100; i++) {
    const answered = await new Promise((done) => {
      const req = http.get({ host: "127.0.0.1", port, path: "/", agent: false }, (res) => {
        res.resume();
        done(true);
      });
      req.on("error", () => done(false));
    });
    if (answered) return;
    await sleep(100);
  }
  throw new Error(`nothing answers on port ${port}`);
}

/**
 * Starts this checkout's server/start.mjs on a build. Its stderr is collected in `output.stderr`;
 * its stdout is a pipe the caller reads, pauses or closes. `exited` resolves with its exit code
 * or signal.
 * @param {string} buildDir
 * @param {number} port
 */
function startNode(buildDir, port) {
  const child = spawn(process.execPath, ["server/start.mjs"], {
    env: { ...process.env, BUILD_DIR: buildDir, HOST: "127.0.0.1", PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = { stderr: "" };
  child.stderr.on("data", (chunk) => (output.stderr += chunk));
  /** @type {Promise<number | NodeJS.Signals | null>} */
  const exited = new Promise((done) => child.on("exit", (code, signal) => done(code ?? signal)));
  return { child, output, exited };
}

/** @typedef {ReturnType<typeof startNode>} NodeServer */

/**
 * startNode, resolving once the server answers; its stdout is kept until read (`child.stdout`).
 * Rejects with what the server said when it exits first (a build it refuses).
 * @param {string} buildDir
 * @param {number} port
 */
export async function startListeningNode(buildDir, port) {
  const server = startNode(buildDir, port);
  const exitedFirst = server.exited.then((how) => {
    throw new Error(`refused (exit ${how}): ${server.output.stderr.trim()}`);
  });
  await Promise.race([waitForListening(port), exitedFirst]);
  return server;
}

/** @typedef {Record<string, string>} Rows a probe's answers by label */

/**
 * Copies of the build, one a name, in a new temporary folder (`work`), since probes change
 * files; `remove()` deletes them all.
 * @param {string} buildDir
 * @param {string[]} names
 */
export function buildCopies(buildDir, names) {
  const work = mkdtempSync(join(tmpdir(), "probe-"));
  /** @type {Record<string, string>} */
  const copies = {};
  for (const name of names) {
    copies[name] = join(work, name);
    cpSync(buildDir, copies[name], { recursive: true });
  }
  return { work, copies, remove: () => rmSync(work, { recursive: true, force: true }) };
}

/**
 * Runs `script` again under deploy/nginx-test.sh on a build, in its inner mode (--probe-url,
 * --probe-root, --out and `extraArgs`), and returns the rows it wrote.
 * @param {string} script
 * @param {string} buildDir
 * @param {number} port
 * @param {string[]} [extraArgs]
 * @returns {Promise<Rows>}
 */
async function probeUnderNginx(script, buildDir, port, extraArgs = []) {
  const outFile = join(buildDir, "..", "nginx-rows.json");
  const child = spawn(
    "deploy/nginx-test.sh",
    [
      process.execPath,
      script,
      "--probe-url",
      `http://127.0.0.1:${port}`,
      "--probe-root",
      join(buildDir, "client"),
      "--out",
      outFile,
      ...extraArgs,
    ],
    { env: { ...process.env, BUILD_DIR: buildDir, NGINX_PORT: String(port) }, stdio: "inherit" },
  );
  await new Promise((done) => child.on("exit", () => done(undefined)));
  return existsSync(outFile) ? JSON.parse(readFileSync(outFile, "utf8")) : {};
}

/**
 * Copies the build once per server (`prepare(copy)` may add files), runs `probeNode(copy)` and
 * `probeNginx(copy)`, writes both to `out` and prints them side by side.
 * @param {{ buildDir: string, out: string, prepare?: (copy: string) => void,
 *   probeNode: (copy: string) => Promise<Rows>, probeNginx: (copy: string) => Rows | Promise<Rows> }} probes
 */
async function probeBoth({ buildDir, out, prepare = () => {}, probeNode, probeNginx }) {
  const { copies, remove } = buildCopies(buildDir, ["node", "nginx"]);
  try {
    for (const copy of Object.values(copies)) prepare(copy);
    const node = await probeNode(copies.node);
    const nginx = await probeNginx(copies.nginx);
    mkdirSync("reports", { recursive: true });
    writeFileSync(out, `${JSON.stringify({ node, nginx }, null, 2)}\n`);
    console.log("| probe | Node server | nginx |\n| --- | --- | --- |");
    for (const label of new Set([...Object.keys(node), ...Object.keys(nginx)])) {
      console.log(`| ${label} | ${node[label] ?? "n/a"} | ${nginx[label] ?? "n/a"} |`);
    }
  } finally {
    remove();
  }
}

/**
 * Runs a probe script from its command line (see probeArgs). In the inner mode (--probe-url, under
 * deploy/nginx-test.sh), `probeNginx(base, root, args)` probes nginx and its rows go to --out.
 * Otherwise each server gets its own copy of the build (`prepare(copy)` may add files),
 * `probeNode(copy, port, args)` probes the Node server, and the script runs again in its inner
 * mode under nginx with `nginxArgs(args)`, unless that is null; both are printed side by side.
 * @param {ProbeCommand & { script: string }} command
 * @param {{
 *   probeNode: (copy: string, port: number, args: ProbeArgs) => Promise<Rows>,
 *   probeNginx: (base: string, root: string, args: ProbeArgs) => Promise<Rows>,
 *   prepare?: (copy: string) => void,
 *   nginxArgs?: (args: ProbeArgs) => string[] | null,
 * }} probes
 */
export async function runProbes(
  { script, ...command },
  { probeNode, probeNginx, prepare, nginxArgs = () => [] },
) {
  const args = probeArgs(command);
  if (args["probe-url"]) {
    const root = resolve(args["probe-root"] ?? join(args["build-dir"], "client"));
    const rows = await probeNginx(args["probe-url"], root, args);
    writeFileSync(args.out, JSON.stringify(rows, null, 2));
    return;
  }
  const extraArgs = nginxArgs(args);
  await probeBoth({
    buildDir: args["build-dir"],
    out: args.out,
    prepare,
    probeNode: (copy) => probeNode(copy, Number(args["node-port"]), args),
    probeNginx: (copy) =>
      extraArgs ? probeUnderNginx(script, copy, Number(args["nginx-port"]), extraArgs) : {},
  });
}
