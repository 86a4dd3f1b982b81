// Open files, handles and memory of a running server, read from Linux /proc, for the tests, the load
// test and the probes. A server is found by the port it listens on, so nginx (a master and its
// workers) and the Node server are measured the same way.
import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync } from "node:fs";

/** @param {number} pid */
function fdTargets(pid) {
  let fds;
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return [];
  }
  return fds.flatMap((fd) => {
    try {
      return [readlinkSync(`/proc/${pid}/fd/${fd}`)];
    } catch {
      return [];
    }
  });
}

/** @param {number} port */
function listeningSocketInodes(port) {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  const inodes = new Set();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      if (local?.endsWith(hexPort) && state === "0A") inodes.add(inode);
    }
  }
  return inodes;
}

/**
 * The processes holding the socket that listens on `port` (nginx: the master and its workers).
 * @param {number | string} port
 */
export function pidsListeningOn(port) {
  const inodes = listeningSocketInodes(Number(port));
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) =>
      fdTargets(pid).some((target) => inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1])),
    );
}

/**
 * Open file descriptors of the processes: all of them, and those on files under `dir`.
 * @param {number[]} pids
 * @param {string} [dir]
 */
export function openHandles(pids, dir) {
  const prefix = dir ? `${realpathSync(dir)}/` : null;
  let all = 0;
  let files = 0;
  for (const pid of pids) {
    for (const target of fdTargets(pid)) {
      all++;
      if (prefix && target.startsWith(prefix)) files++;
    }
  }
  return { all, files };
}

/**
 * Resident memory of the processes together, in MB.
 * @param {number[]} pids
 */
export function rssMb(pids) {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // The process has exited.
    }
  }
  return Math.round(kb / 102.4) / 10;
}
