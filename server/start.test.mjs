// `npm start` (server/start.mjs) as a process: start-up line, port conflicts, graceful shutdown.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixture, statusCodes } from "./test-fixture.mjs";

const START = new URL("./start.mjs", import.meta.url).pathname;
let tmp;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "start-"));
  await createFixture(tmp);
});

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Spawns start.mjs against the fixture; `ready` resolves with the port once it listens. */
function start(env = {}) {
  const child = spawn(process.execPath, [START], {
    env: { ...process.env, BUILD_DIR: tmp, HOST: "127.0.0.1", PORT: "0", ...env },
  });
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

describe("start.mjs", () => {
  it("exits with code 1 and one clear line when the port is taken", async () => {
    const blocker = net.createServer();
    await new Promise((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = blocker.address().port;
    const { exited, output } = start({ PORT: String(port) });
    expect(await exited).toBe(1);
    blocker.close();
    expect(output.stderr.trim()).toBe(`Port ${port} is already in use; set PORT to another port`);
  });

  it("logs requests as JSON lines and shuts down gracefully on SIGTERM", async () => {
    const { child, output, exited, ready } = start();
    const port = await ready;
    // An in-flight request: headers half sent when the signal arrives.
    const socket = net.connect({ host: "127.0.0.1", port });
    let response = "";
    socket.on("data", (chunk) => (response += chunk.toString("latin1")));
    const closed = new Promise((resolve) => socket.on("close", resolve));
    await new Promise((resolve) => socket.on("connect", resolve));
    socket.write("GET /video/hero.mp4 HTTP/1.1\r\nHost: x\r\n");
    await new Promise((resolve) => setTimeout(resolve, 100));
    child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(child.exitCode).toBe(null);
    socket.write("\r\n");
    await closed;
    expect(statusCodes(response)).toEqual([200]);
    expect(response.length).toBeGreaterThan(300_000);
    expect(await exited).toBe(0);
    const entry = JSON.parse(output.stdout.split("\n").find((line) => line.startsWith("{")));
    expect(entry).toMatchObject({ method: "GET", path: "/video/hero.mp4", status: 200 });
  });

  it("stops on SIGINT with code 0 when idle", async () => {
    const { child, exited, ready } = start();
    await ready;
    child.kill("SIGINT");
    expect(await exited).toBe(0);
  });
});
