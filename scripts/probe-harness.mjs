// What the server probes share (probe-servers.mjs, probe-operator.mjs): each server gets its own
// copy of the build, the Node server runs as `npm start` would, nginx under deploy/nginx-test.sh,
// where the probe script runs again in its inner mode, and the answers are printed side by side.
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
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

/**
 * The probes' command line: --build-dir, --node-port, --nginx-port, --out, the inner mode's
 * --probe-url and --probe-root, and the script's own `options`.
 */
export function probeArgs({ nodePort, nginxPort, out, options = {} }) {
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

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Resolves once something answers GET / on the port; rejects after 10 s. */
export async function waitForListening(port) {
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
 * its stdout is a pipe the caller reads, pauses or closes (`stdout: "ignore"` to drop it).
 */
export function startNode(buildDir, port, { stdout = "pipe" } = {}) {
  const child = spawn(process.execPath, ["server/start.mjs"], {
    env: { ...process.env, BUILD_DIR: buildDir, HOST: "127.0.0.1", PORT: String(port) },
    stdio: ["ignore", stdout, "pipe"],
  });
  const output = { stderr: "" };
  child.stderr.on("data", (chunk) => (output.stderr += chunk));
  const exited = new Promise((done) => child.on("exit", (code, signal) => done(code ?? signal)));
  return { child, output, exited };
}

/**
 * Runs `script` again under deploy/nginx-test.sh on a build, in its inner mode (--probe-url,
 * --probe-root, --out and `extraArgs`), and returns the rows it wrote.
 */
export async function probeUnderNginx(script, buildDir, port, extraArgs = []) {
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
  await new Promise((done) => child.on("exit", done));
  return existsSync(outFile) ? JSON.parse(readFileSync(outFile, "utf8")) : {};
}

/**
 * Copies the build once per server (`prepare(copy)` may add files), runs `probeNode(copy)` and
 * `probeNginx(copy)`, writes both to `out` and prints them side by side.
 */
export async function probeBoth({ buildDir, out, prepare = () => {}, probeNode, probeNginx }) {
  const work = mkdtempSync(join(tmpdir(), "probe-"));
  try {
    const copies = { node: join(work, "node", "build"), nginx: join(work, "nginx", "build") };
    for (const copy of Object.values(copies)) {
      cpSync(buildDir, copy, { recursive: true });
      prepare(copy);
    }
    const node = await probeNode(copies.node);
    const nginx = await probeNginx(copies.nginx);
    mkdirSync("reports", { recursive: true });
    writeFileSync(out, `${JSON.stringify({ node, nginx }, null, 2)}\n`);
    console.log("| probe | Node server | nginx |\n| --- | --- | --- |");
    for (const label of new Set([...Object.keys(node), ...Object.keys(nginx)])) {
      console.log(`| ${label} | ${node[label] ?? "n/a"} | ${nginx[label] ?? "n/a"} |`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
