// The supervisor's unit for the Node server (deploy/un-portal.service): what it promises the
// operator, and systemd's own check of it where systemd-analyze is installed.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const UNIT = new URL("../deploy/un-portal.service", import.meta.url).pathname;
const text = readFileSync(UNIT, "utf8");
/** The unit's settings by section: { Service: { Restart: ["on-failure"] } }. */
const sections = {};
let section;
for (const line of text.split("\n")) {
  const header = /^\[(\w+)\]$/.exec(line);
  if (header) sections[(section = header[1])] = {};
  const setting = /^(\w+)=(.*)$/.exec(line);
  if (setting && section) (sections[section][setting[1]] ??= []).push(setting[2]);
}
const service = sections.Service;
const analyze = spawnSync("systemd-analyze", ["--version"], { encoding: "utf8" });

describe("deploy/un-portal.service", () => {
  it("restarts the server when it fails and reloads it with SIGHUP", () => {
    expect(service.Restart).toEqual(["on-failure"]);
    expect(service.ExecStart[0]).toMatch(/node server\/start\.mjs$/);
    expect(service.ExecReload).toEqual(["/bin/kill -HUP $MAINPID"]);
    // Longer than the graceful stop's own limit, so that downloads finish.
    expect(Number(service.TimeoutStopSec)).toBeGreaterThan(
      Number(/SHUTDOWN_TIMEOUT_MS=(\d+)/.exec(service.Environment.join(" "))?.[1]) / 1000,
    );
  });

  it("runs it unprivileged, on a read-only file system, with bounded memory and files", () => {
    expect(service.DynamicUser).toEqual(["yes"]);
    expect(service.NoNewPrivileges).toEqual(["yes"]);
    expect(service.ProtectSystem).toEqual(["strict"]);
    expect(service.CapabilityBoundingSet).toEqual([""]);
    expect(service.MemoryMax[0]).toMatch(/^\d+M$/);
    expect(Number(service.LimitNOFILE)).toBeGreaterThan(1024);
  });

  it.skipIf(analyze.status !== 0)("passes systemd-analyze verify", () => {
    const result = spawnSync("systemd-analyze", ["verify", UNIT], { encoding: "utf8" });
    const output = `${result.stdout}${result.stderr}`.trim();
    expect(result.status, output).toBe(0);
    // Unknown or misplaced settings are only warned about: they fail here.
    expect(output).toBe("");
  });
});

describe("deploy/sysctl.conf", () => {
  it("caps what waits unsent in the kernel for each connection at 128 KB", () => {
    const settings = Object.fromEntries(
      readFileSync(new URL("../deploy/sysctl.conf", import.meta.url), "utf8")
        .split("\n")
        .filter((line) => line.trim() && !line.startsWith("#"))
        .map((line) => line.split("=").map((part) => part.trim())),
    );
    expect(settings).toEqual({ "net.ipv4.tcp_notsent_lowat": "131072" });
  });
});
