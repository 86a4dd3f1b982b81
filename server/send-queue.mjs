// What the kernel still holds for a connection: the bytes written to it and not yet acknowledged
// by the client (Linux /proc/net/tcp and tcp6, column tx_queue). Node sees only its own queue,
// which stands still while the kernel drains a large send buffer to a slow reader: this tells a
// slow reader from a client that stopped reading.
import { readFile } from "node:fs/promises";
import net from "node:net";

const TABLES = ["/proc/net/tcp", "/proc/net/tcp6"];

/**
 * An address as /proc/net/tcp* writes it: each 32-bit word in host order (little-endian), in hex.
 * @param {number[]} bytes
 */
function procHex(bytes) {
  let hex = "";
  for (let word = 0; word < bytes.length; word += 4)
    for (let at = word + 3; at >= word; at--) hex += bytes[at].toString(16).padStart(2, "0");
  return hex.toUpperCase();
}

/**
 * The bytes of an IPv4 or IPv6 address ("::ffff:1.2.3.4" included), or null.
 * @param {string} address
 * @returns {number[] | null}
 */
export function addressBytes(address) {
  if (net.isIPv4(address)) return address.split(".").map(Number);
  if (!net.isIPv6(address)) return null;
  let text = address.replace(/%.*$/, "");
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split(".").map(Number);
    text =
      text.slice(0, v4.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, null];
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const zeros = Array(8 - headGroups.length - tailGroups.length).fill("0");
  const groups = tail === null ? headGroups : [...headGroups, ...zeros, ...tailGroups];
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

/**
 * The key of a connection in the tables: local port, remote address and port.
 * @param {{ localPort?: number, remoteAddress?: string, remotePort?: number }} socket
 */
export function connectionKey({ localPort, remoteAddress, remotePort }) {
  const bytes = addressBytes(remoteAddress ?? "");
  if (!bytes || localPort === undefined || remotePort === undefined) return null;
  const port = (/** @type {number} */ value) => value.toString(16).toUpperCase().padStart(4, "0");
  return `${port(localPort)} ${procHex(bytes)}:${port(remotePort)}`;
}

/**
 * Returns a function resolving what the kernel holds for a socket, or null where that cannot be
 * known (not Linux, the connection gone). The tables are read at most once per `maxAgeMs`,
 * however many connections ask; two looks at one connection must be further apart than that.
 */
export function createSendQueueReader({ maxAgeMs = 1000 } = {}) {
  /** @type {Promise<Map<string, number>> | null} */
  let snapshot = null;
  let takenAt = 0;

  async function readTables() {
    /** @type {Map<string, number>} */
    const queues = new Map();
    for (const table of TABLES) {
      let text;
      try {
        text = await readFile(table, "latin1");
      } catch {
        continue;
      }
      for (const line of text.split("\n").slice(1)) {
        const [, local, remote, , queues_] = line.trim().split(/\s+/);
        if (!queues_) continue;
        const localPort = local.slice(local.indexOf(":") + 1);
        queues.set(`${localPort} ${remote}`, parseInt(queues_.split(":")[0], 16));
      }
    }
    return queues;
  }

  /** @param {{ localPort?: number, remoteAddress?: string, remotePort?: number }} socket */
  return async function sendQueue(socket) {
    const key = connectionKey(socket);
    if (key === null) return null;
    if (!snapshot || Date.now() - takenAt > maxAgeMs) {
      takenAt = Date.now();
      snapshot = readTables();
    }
    return (await snapshot).get(key) ?? null;
  };
}
