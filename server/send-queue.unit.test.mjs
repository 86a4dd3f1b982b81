import net from "node:net";
import { describe, expect, it } from "vitest";
import { listeningPort, listenLocally } from "./app.mjs";
import { addressBytes, connectionKey, createSendQueueReader } from "./send-queue.mjs";

describe("send-queue", () => {
  it("reads addresses as /proc/net/tcp* writes them", () => {
    expect(addressBytes("127.0.0.1")).toEqual([127, 0, 0, 1]);
    expect(addressBytes("::1")).toEqual([...Array(15).fill(0), 1]);
    expect(addressBytes("::ffff:127.0.0.1")).toEqual([
      ...Array(10).fill(0),
      255,
      255,
      127,
      0,
      0,
      1,
    ]);
    expect(addressBytes("localhost")).toBe(null);
    expect(connectionKey({ localPort: 4600, remoteAddress: "127.0.0.1", remotePort: 55824 })).toBe(
      "11F8 0100007F:DA10",
    );
    expect(connectionKey({ localPort: 80, remoteAddress: "::ffff:127.0.0.1", remotePort: 1 })).toBe(
      "0050 0000000000000000FFFF00000100007F:0001",
    );
  });

  it.runIf(process.platform === "linux")(
    "tells what the kernel holds for a connection",
    async () => {
      const sendQueue = createSendQueueReader({ maxAgeMs: 0 });
      const server = net.createServer();
      /** @type {Promise<net.Socket>} */
      const accepted = new Promise((resolve) => server.once("connection", resolve));
      await listenLocally(server);
      const client = net.connect(listeningPort(server), "127.0.0.1");
      client.pause();
      const socket = await accepted;
      try {
        expect(await sendQueue(socket)).toBe(0);
        // More than the client's receive buffer: the rest waits, unacknowledged, in the kernel.
        socket.write(Buffer.alloc(8 * 1024 * 1024));
        expect(await sendQueue(socket)).toBeGreaterThan(0);
      } finally {
        client.destroy();
        socket.destroy();
        server.close();
      }
    },
  );
});
