// `npm start` (server/start.mjs) as a process: start-up line, refused builds, port conflicts,
// graceful shutdown, and never rebuilding a build that exists.
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, listeningPort, listenLocally } from "./app.mjs";
import { createFixture, LARGE_VIDEO_PATH, request, statusCodes } from "./test-fixture.mjs";

const START = new URL("./start.mjs", import.meta.url).pathname;
const CHECK_RELEASE = new URL("./check-release.mjs", import.meta.url).pathname;
let tmp;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "start-"));
  await createFixture(tmp);
});

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/**
 * Spawns start.mjs against the fixture; `ready` resolves with the port once it listens.
 * `cwd` and `args`: run it elsewhere, without BUILD_DIR, as `npm start [-- args]` would.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{ cwd?: string, args?: string[] }} [options]
 */
function start(env = {}, { cwd, args = [] } = {}) {
  /** @type {NodeJS.ProcessEnv} */
  const baseEnv = { ...process.env, HOST: "127.0.0.1", PORT: "0" };
  if (cwd) delete baseEnv.BUILD_DIR;
  else baseEnv.BUILD_DIR = tmp;
  const child = spawn(process.execPath, [START, ...args], { cwd, env: { ...baseEnv, ...env } });
  const output = { stdout: "", stderr: "" };
  child.stdout.on("data", (chunk) => (output.stdout += chunk));
  child.stderr.on("data", (chunk) => (output.stderr += chunk));
  const exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  const ready = new Promise((resolve, reject) => {
    child.stdout.on("data", () => {
      const match = /Serving .* on http:\/\/127\.0\.0\.1:(\d+)/.exec(output.stdout);
      if (match) resolve(Number(match[1]));
    });
    exited.then(() => reject(new Error(`exited early: ${output.stderr}`)));
  });
  ready.catch(() => {});
  return { child, output, exited, ready };
}

/**
 * Resolves once the process has written a line matching `pattern` on stderr.
 * @param {{ stderr: string }} output
 * @param {import("node:child_process").ChildProcess} child
 * @param {RegExp} pattern
 */
function said(output, child, pattern) {
  return new Promise((resolve) => {
    const check = () => pattern.test(output.stderr) && resolve(undefined);
    child.stderr?.on("data", check);
    check();
  });
}

/**
 * Runs `npm start` on the fixture; `ready` resolves once the server listens, `closed` once npm
 * and the server have both exited (both hold the output pipes).
 * @param {number} port
 */
function npmStart(port) {
  const child = spawn("npm", ["start"], {
    cwd: new URL("..", import.meta.url).pathname,
    env: { ...process.env, BUILD_DIR: tmp, HOST: "127.0.0.1", PORT: String(port) },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const closed = new Promise((resolve) => child.on("close", resolve));
  const ready = new Promise((resolve, reject) => {
    child.stdout.on("data", () => /Serving .* on http:/.test(output) && resolve(undefined));
    closed.then(() => reject(new Error(`npm start exited: ${output}`)));
  });
  ready.catch(() => {});
  return { child, ready, closed };
}

describe("npm start", () => {
  // Each case starts npm twice, about a second each on a busy machine, and the stop may take 25 s.
  it.each(["SIGTERM", "SIGINT", "SIGHUP"])(
    "stops the server when npm gets %s, and a new npm start gets the port",
    { timeout: 60_000 },
    async (signal) => {
      const port = await freePort();
      const first = npmStart(port);
      await first.ready;
      const signalled = Date.now();
      first.child.kill(/** @type {NodeJS.Signals} */ (signal));
      await first.closed;
      expect(Date.now() - signalled).toBeLessThan(26_000);
      const second = npmStart(port);
      await second.ready;
      second.child.kill("SIGTERM");
      await second.closed;
    },
  );
});

// Every test here starts Node (a third of a second alone, seconds on a busy machine), some twice.
describe("start.mjs", { timeout: 30_000 }, () => {
  it("exits with code 1 and one clear line when the port is taken", async () => {
    const blocker = net.createServer();
    await listenLocally(blocker);
    const port = listeningPort(blocker);
    const { exited, output } = start({ PORT: String(port) });
    expect(await exited).toBe(1);
    blocker.close();
    expect(output.stderr.trim()).toBe(`Port ${port} is already in use; set PORT to another port`);
  });

  it("logs requests as JSON lines and shuts down gracefully on SIGTERM", async () => {
    const { child, output, exited, ready } = start();
    const port = await ready;
    // An in-flight request on a connection the server has taken (a first answer says so): headers
    // half sent when the signal arrives, the rest once the server says it is stopping.
    const socket = net.connect({ host: "127.0.0.1", port });
    let response = "";
    const firstAnswer = new Promise((resolve) =>
      socket.on("data", (chunk) => {
        response += chunk.toString("latin1");
        if (statusCodes(response).length) resolve(undefined);
      }),
    );
    const closed = new Promise((resolve) => socket.on("close", resolve));
    socket.write("GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n");
    await firstAnswer;
    socket.write("GET /video/hero.mp4 HTTP/1.1\r\nHost: x\r\n");
    const stopping = said(output, child, /^Shutdown \(SIGTERM\)/m);
    child.kill("SIGTERM");
    await stopping;
    expect(child.exitCode).toBe(null);
    socket.write("\r\n");
    await closed;
    expect(statusCodes(response)).toEqual([200, 200]);
    expect(response.length).toBeGreaterThan(300_000);
    expect(await exited).toBe(0);
    const entries = output.stdout
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line));
    expect(entries[1]).toMatchObject({ method: "GET", path: "/video/hero.mp4", status: 200 });
  });

  it("stops on SIGINT with code 0 when idle", async () => {
    const { child, exited, ready } = start();
    await ready;
    child.kill("SIGINT");
    expect(await exited).toBe(0);
  });

  it("keeps answering when the reader of its log goes away", async () => {
    const { child, exited, ready } = start();
    const port = await ready;
    child.stdout.destroy();
    for (let i = 0; i < 50; i++)
      expect((await request(`http://127.0.0.1:${port}`, "/")).status).toBe(200);
    expect(child.exitCode).toBe(null);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });

  it("reads the build again on SIGHUP, says which, and keeps serving", async () => {
    const { child, output, exited, ready } = start();
    const port = await ready;
    child.kill("SIGHUP");
    const said = new Promise((resolve) =>
      child.stderr.on("data", () => /Reload/.test(output.stderr) && resolve(undefined)),
    );
    await said;
    expect(output.stderr).toContain(
      `Reload: serving the build in ${join(tmp, "client")} (6 pages)`,
    );
    expect((await request(`http://127.0.0.1:${port}`, "/")).status).toBe(200);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });

  it("refuses to start, in one line, when site.json is missing", async () => {
    const broken = mkdtempSync(join(tmpdir(), "start-broken-"));
    try {
      cpSync(tmp, broken, { recursive: true });
      rmSync(join(broken, "site.json"));
      const { exited, output } = start({ BUILD_DIR: broken });
      expect(await exited).toBe(1);
      expect(output.stderr.trim()).toBe(
        `${join(broken, "site.json")} is missing; run npm run build`,
      );
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it("refuses to start, in one line, when a file its pages name is missing", async () => {
    const broken = mkdtempSync(join(tmpdir(), "start-broken-"));
    try {
      cpSync(tmp, broken, { recursive: true });
      rmSync(join(broken, "client", "assets"), { recursive: true });
      const { exited, output } = start({ BUILD_DIR: broken });
      expect(await exited).toBe(1);
      expect(output.stderr.trim()).toMatch(
        /^\/\S+\/client\/assets\/\S+ is missing \(named by page \/\S*\); run npm run build$/,
      );
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it("checks a release from the command line, as the nginx deploy does", async () => {
    const broken = mkdtempSync(join(tmpdir(), "start-broken-"));
    const check = (dir, ...flags) => {
      const child = spawn(process.execPath, [CHECK_RELEASE, ...flags, dir]);
      let stderr = "";
      let stdout = "";
      child.stderr.on("data", (chunk) => (stderr += chunk));
      child.stdout.on("data", (chunk) => (stdout += chunk));
      return new Promise((resolve) =>
        child.on("close", (code) => resolve({ code, stdout, stderr })),
      );
    };
    try {
      expect(await check(tmp)).toMatchObject({ code: 0, stderr: "" });
      // The fixture names http://localhost:4173, as a build without VITE_SITE_URL does.
      expect(await check(tmp, "--deploy")).toEqual({
        code: 1,
        stdout: "",
        stderr: `Refused the release ${tmp}: its canonical links and sitemap name http://localhost:4173; build it with VITE_SITE_URL=https://your.domain npm run build\n`,
      });
      cpSync(tmp, broken, { recursive: true });
      writeFileSync(join(broken, "client", "index.html"), "\n");
      const refused = await check(broken);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(
        `Refused the release ${broken}: ${join(broken, "client", "index.html")} is empty (page /); run npm run build\n`,
      );
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it("answers a request on a kept-alive connection after SIGTERM, with Connection: close", async () => {
    const { child, output, exited, ready } = start();
    const port = await ready;
    const socket = net.connect({ host: "127.0.0.1", port });
    let response = "";
    socket.on("data", (chunk) => (response += chunk.toString("latin1")));
    const answered = new Promise((resolve) =>
      socket.on("data", () => statusCodes(response).length && resolve(undefined)),
    );
    socket.write("GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n");
    await answered;
    const stopping = said(output, child, /^Shutdown \(SIGTERM\)/m);
    child.kill("SIGTERM");
    await stopping;
    socket.write("GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n");
    await new Promise((resolve) => socket.on("close", resolve));
    expect(statusCodes(response)).toEqual([200, 200]);
    expect(response.split("HTTP/1.1 200")[2]).toMatch(/^Connection: close\r$/m);
    expect(await exited).toBe(0);
  });

  it("closes a download still unread at the shutdown timeout, and exits 0", async () => {
    const { child, output, exited, ready } = start({ SHUTDOWN_TIMEOUT_MS: "500" });
    const port = await ready;
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.on("error", () => {});
    socket.write(`GET ${LARGE_VIDEO_PATH} HTTP/1.1\r\nHost: x\r\n\r\n`);
    // The download is in flight once its first bytes arrive; then the client stops reading.
    await new Promise((resolve) => socket.once("data", resolve));
    socket.pause();
    const stopped = Date.now();
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(Date.now() - stopped).toBeLessThan(3000);
    expect(output.stderr).toContain("closed the connections still open after 500 ms");
    socket.destroy();
  });

  // It copies a build and starts Node twice, the second time running npm run build: several
  // seconds on a busy machine.
  it(
    "serves a build older than its sources, and rebuilds it only when asked",
    { timeout: 60_000 },
    async () => {
      const project = mkdtempSync(join(tmpdir(), "start-project-"));
      try {
        cpSync(tmp, join(project, "build"), { recursive: true });
        mkdirSync(join(project, "app"));
        writeFileSync(join(project, "app", "root.tsx"), "touched after the build\n");
        const later = new Date(Date.now() + 60_000);
        utimesSync(join(project, "app", "root.tsx"), later, later);
        const served = start({}, { cwd: project });
        await served.ready;
        served.child.kill("SIGTERM");
        expect(await served.exited).toBe(0);
        const rebuilt = start({}, { cwd: project, args: ["--rebuild-if-stale"] });
        expect(await rebuilt.exited).toBe(1);
        expect(rebuilt.output.stdout).toContain(
          "Sources changed since the last build (app); rebuilding",
        );
        expect(rebuilt.output.stderr).toContain("npm run build failed");
      } finally {
        rmSync(project, { recursive: true, force: true });
      }
    },
  );

  it("rebuilds after a story changed, and not when nothing did", { timeout: 60_000 }, async () => {
    const project = mkdtempSync(join(tmpdir(), "start-project-"));
    const hourAgo = new Date(Date.now() - 3600_000);
    const story = join(project, "content", "stories", "carbon-markets.en.md");
    const manifest = join(project, "package.json");
    try {
      cpSync(tmp, join(project, "build"), { recursive: true });
      // A build that only stamps the build as made now, so that the server starts after it.
      const stamp =
        "const t = new Date(); require('fs').utimesSync('build/client/index.html', t, t)";
      writeFileSync(manifest, JSON.stringify({ scripts: { build: `node -e "${stamp}"` } }));
      mkdirSync(dirname(story), { recursive: true });
      writeFileSync(story, "---\ntitle: Carbon markets\n---\n");
      for (const file of [manifest, story, dirname(story), join(project, "content")])
        utimesSync(file, hourAgo, hourAgo);
      const unchanged = start({}, { cwd: project, args: ["--rebuild-if-stale"] });
      await unchanged.ready;
      unchanged.child.kill("SIGTERM");
      expect(await unchanged.exited).toBe(0);
      expect(unchanged.output.stdout).not.toContain("rebuilding");
      const later = new Date(Date.now() + 60_000);
      utimesSync(story, later, later);
      const rebuilt = start({}, { cwd: project, args: ["--rebuild-if-stale"] });
      await rebuilt.ready;
      rebuilt.child.kill("SIGTERM");
      expect(await rebuilt.exited).toBe(0);
      expect(rebuilt.output.stdout).toContain(
        "Sources changed since the last build (content); rebuilding",
      );
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
