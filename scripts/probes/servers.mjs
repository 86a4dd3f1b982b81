// Probes both production servers with the requests of a hostile or careless client and prints their
// answers side by side: the Node server (server/start.mjs) and nginx (deploy/nginx.conf through
// deploy/nginx-test.sh), each serving its own copy of a build, since some probes change files.
// Usage: node scripts/probes/servers.mjs [--build-dir build] [--node-port 8191] [--nginx-port 8189]
//          [--out reports/probes.json]
// Inner mode (run by deploy/nginx-test.sh): --probe-url <url> --probe-root <build/client> --out <file>
import {
  appendFileSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { openHandles, pidsListeningOn, rssMb } from "../../server/process-stats.mjs";
import {
  buildCopies,
  describeStatus,
  rawExchange,
  request,
  runProbes,
  startListeningNode,
  statusesOf,
} from "./harness.mjs";

/** @typedef {import("./harness.mjs").Rows} Rows */

const VIDEO = "/video/hero.webm";
/** Larger than the loopback socket buffers, so that the server is still sending it. */
const LARGE_FILE = "/video/probe-large.webm";
const LARGE_FILE_BYTES = 64 * 1024 * 1024;
/** How long an aborted download waits for its first bytes. */
const TIMEOUT_MS = 3000;

/** The script hashes a response allows: its header's, and an HTML page's own <meta>'s. */
function scriptSrcHashes(headers, body) {
  const csp = headers?.["content-security-policy"] ?? "";
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(
    body?.toString() ?? "",
  );
  return (`${csp} ${meta?.[1] ?? ""}`.match(/'sha256-/g) ?? []).length;
}

function largestAsset(root, extension) {
  const dir = join(root, "assets");
  const [largest] = readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size);
  return `/assets/${largest}`;
}

/** Connects, asks for `path` and drops the connection as soon as the first bytes arrive. */
function abortedDownload(base, path) {
  const { hostname, port } = new URL(base);
  return new Promise((done) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    const finish = () => {
      socket.destroy();
      done(undefined);
    };
    socket.once("data", finish);
    socket.on("error", finish);
    setTimeout(finish, TIMEOUT_MS);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
  });
}

async function resourceProbes(base, root, rows) {
  const pids = pidsListeningOn(new URL(base).port);
  const before = openHandles(pids, root);
  for (let i = 0; i < 200; i += 20) {
    await Promise.all(Array.from({ length: 20 }, () => abortedDownload(base, VIDEO)));
  }
  await sleep(1000);
  const afterAborts = openHandles(pids, root);
  rows["200 aborted video downloads: build files left open"] = String(
    afterAborts.files - before.files,
  );

  const rssBefore = rssMb(pids);
  const { hostname, port } = new URL(base);
  const request = `GET ${VIDEO} HTTP/1.1\r\nHost: x\r\n\r\n`.repeat(20);
  const sockets = Array.from({ length: 100 }, () => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    socket.on("error", () => {});
    socket.on("connect", () => socket.pause());
    socket.write(request);
    return socket;
  });
  await sleep(2500);
  const during = openHandles(pids, root);
  const rssDuring = rssMb(pids);
  for (const socket of sockets) socket.destroy();
  await sleep(1500);
  const afterSlow = openHandles(pids, root);
  rows["slow readers (100 × 20 pipelined videos, unread): build files open"] = String(
    during.files - afterAborts.files,
  );
  rows["slow readers: server memory (MB)"] = `${rssBefore} → ${rssDuring}`;
  rows["slow readers closed: build files left open"] = String(afterSlow.files - before.files);
}

async function flood(base, rows) {
  const { hostname, port } = new URL(base);
  const sockets = [];
  let closed = 0;
  for (let i = 0; i < 2500; i++) {
    const socket = net.connect({ host: hostname, port: Number(port) });
    socket.on("error", () => {});
    socket.on("close", () => closed++);
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
    sockets.push(socket);
  }
  await sleep(1500);
  const during = await request(base, "/");
  rows["2,500 slow clients: connections dropped at once"] = String(closed);
  rows["2,500 slow clients: a normal request meanwhile"] = describeStatus(during);
  for (const socket of sockets) socket.destroy();
  await sleep(500);
}

async function deployProbes(base, root, rows) {
  writeFileSync(join(root, "assets/added-after-start-Zz9.js"), "export const added = 1;\n");
  rows["asset added after start-up"] = describeStatus(
    await request(base, "/assets/added-after-start-Zz9.js"),
  );

  const robots = join(root, "robots.txt");
  const shrunk = "User-agent: *\n";
  for (const suffix of ["", ".br", ".gz"]) rmSync(robots + suffix, { force: true });
  writeFileSync(robots, shrunk);
  const robotsRes = await request(base, "/robots.txt");
  rows["file shrunk after start-up"] = robotsRes.error
    ? robotsRes.error
    : `${robotsRes.status}, Content-Length ${robotsRes.headers["content-length"]}, ` +
      `${robotsRes.body.toString() === shrunk ? "new body" : "wrong body"}`;

  const page = join(root, "about/index.html");
  for (const suffix of [".br", ".gz"]) rmSync(page + suffix, { force: true });
  appendFileSync(page, `<!-- ${"grown ".repeat(20_000)}-->\n`);
  const size = statSync(page).size;
  const pageRes = await request(base, "/about");
  rows["page grown after start-up"] = pageRes.error
    ? pageRes.error
    : `${pageRes.status}, ${pageRes.body.length === size ? "whole" : `cut at ${pageRes.body.length} of ${size} B`}`;

  for (const suffix of ["", ".br", ".gz"])
    rmSync(join(root, `favicon.svg${suffix}`), { force: true });
  rows["file deleted after start-up"] = describeStatus(await request(base, "/favicon.svg"));
}

/** Every probe that leaves the server running; returns { label: answer }. */
export async function probe(base, root) {
  root = resolve(root);
  /** @type {Rows} */
  const rows = {};
  const videoSize = statSync(join(root, VIDEO)).size;
  const range = (value, extra = {}) =>
    request(base, VIDEO, { headers: { range: value, ...extra } });

  let res = await range("bytes=0-0");
  rows["Range: bytes=0-0"] = res.error ?? `${res.status}, ${res.body.length} B`;
  res = await range(`bytes=${Array(1900).fill("-1").join(",")}`);
  rows["Range: 1,900 ranges (5.7 KB header)"] =
    res.error ?? `${res.status}, ${Math.round(res.body.length / 1024)} KB`;
  rows["Range: bytes=0-1,5-6"] = describeStatus(await range("bytes=0-1,5-6"));
  rows["Range: bytes=10-5"] = describeStatus(await range("bytes=10-5"));
  rows["Range: bytes=abc"] = describeStatus(await range("bytes=abc"));
  res = await range(`bytes=${videoSize}-`);
  rows["Range past the end"] = res.error
    ? res.error
    : `${res.status}, Cache-Control: ${res.headers["cache-control"]}, ` +
      `X-Frame-Options ×${String(res.headers["x-frame-options"] ?? "").split(", ").length}, ` +
      `Content-Range: ${res.headers["content-range"] ?? "none"}`;

  const file = await request(base, "/favicon.svg");
  const { etag, "last-modified": lastModified } = file.headers;
  const conditional = (headers) => request(base, "/favicon.svg", { headers });
  rows["If-Modified-Since: the Last-Modified"] = describeStatus(
    await conditional({ "if-modified-since": lastModified }),
  );
  rows["If-Modified-Since: now"] = describeStatus(
    await conditional({ "if-modified-since": new Date().toUTCString() }),
  );
  rows["If-None-Match: *"] = describeStatus(await conditional({ "if-none-match": "*" }));
  res = await conditional({ "if-none-match": `"nope", ${etag}` });
  rows["If-None-Match: a list holding the ETag"] = describeStatus(res);
  res = await conditional({ "if-none-match": etag });
  rows["304 carries the ETag"] = res.headers?.etag ? "yes" : "no";
  rows["If-Match: another ETag"] = describeStatus(await conditional({ "if-match": '"nope"' }));
  rows["If-Unmodified-Since: 1970"] = describeStatus(
    await conditional({ "if-unmodified-since": new Date(0).toUTCString() }),
  );

  const script = largestAsset(root, ".js");
  for (const acceptEncoding of ["gzip, br", "br;q=0", "gzip;q=0", "br;q=0, gzip", "*;q=0"]) {
    res = await request(base, script, { headers: { "accept-encoding": acceptEncoding } });
    rows[`Accept-Encoding: ${acceptEncoding}`] =
      res.error ?? `${res.status}, ${res.headers["content-encoding"] ?? "identity"}`;
  }

  res = await request(base, "/");
  rows["Server header"] = String(res.headers.server ?? "none");
  res = await request(base, VIDEO, { method: "HEAD" });
  rows["Vary on the video (no .gz)"] = res.headers?.vary ?? "none";
  for (const path of [largestAsset(root, ".css"), "/video/intro.en.vtt"]) {
    res = await request(base, path, { method: "HEAD" });
    rows[`Content-Type of ${path.endsWith(".css") ? "CSS" : "WebVTT"}`] =
      res.headers?.["content-type"] ?? describeStatus(res);
  }

  for (const path of [
    "/404.html/",
    "/news.data/",
    "/index",
    "/news/index",
    VIDEO + "/",
    "/news.html",
    "/index.html",
    "/news/index.html",
    "/fr/news/",
  ]) {
    res = await request(base, path);
    rows[`GET ${path}`] = res.error
      ? res.error
      : `${res.status}, ${res.headers["content-type"] || "empty type"}, ` +
        `${res.headers["cache-control"]}, ${scriptSrcHashes(res.headers, res.body)} hashes`;
  }

  const valid = "GET / HTTP/1.1\r\nHost: x\r\n\r\n";
  const rawProbes = {
    "valid request pipelined before GARBAGE": `${valid}GARBAGE\r\n\r\n`,
    "valid request pipelined before a bad header": `${valid}GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n`,
    "duplicate Host": "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n",
    "Host: x y": "GET / HTTP/1.1\r\nHost: x y\r\nConnection: close\r\n\r\n",
    "request line HTTP/2.0": "GET / HTTP/2.0\r\nHost: x\r\nConnection: close\r\n\r\n",
    "request line HTTP/1.2": "GET / HTTP/1.2\r\nHost: x\r\nConnection: close\r\n\r\n",
    "header over 16 KB": `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(17_000)}\r\n\r\n`,
  };
  const namingServer = [];
  for (const [label, payload] of Object.entries(rawProbes)) {
    const { text } = await rawExchange(base, payload);
    rows[label] = statusesOf(text);
    if (/nginx/i.test(text)) namingServer.push(label);
  }
  rows["error bodies naming the server"] = namingServer.join("; ") || "none";

  await resourceProbes(base, root, rows);
  await flood(base, rows);
  await deployProbes(base, root, rows);
  return rows;
}

/** A download in flight and an idle keep-alive connection when `stop()` is called. */
export async function shutdownProbe(base, stop, stopped) {
  /** @type {Rows} */
  const rows = {};
  const { hostname, port } = new URL(base);
  const keepAlive = net.connect({ host: hostname, port: Number(port) });
  let keepAliveText = "";
  keepAlive.on("data", (chunk) => (keepAliveText += chunk.toString("latin1")));
  keepAlive.on("error", () => {});
  keepAlive.write("GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n");
  const download = net.connect({ host: hostname, port: Number(port) });
  let received = 0;
  let headerEnd = -1;
  let head = "";
  download.on("data", (chunk) => {
    if (!head) download.pause();
    if (headerEnd < 0) {
      head += chunk.toString("latin1");
      headerEnd = head.indexOf("\r\n\r\n");
      if (headerEnd >= 0) received = head.length - headerEnd - 4;
    } else received += chunk.length;
  });
  download.on("error", () => {});
  const downloadClosed = new Promise((done) => download.on("close", done));
  download.write(`GET ${LARGE_FILE} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
  await sleep(500);
  stop();
  await sleep(200);
  const before = keepAliveText.length;
  keepAlive.write("GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n");
  await sleep(500);
  const second = keepAliveText.slice(before);
  rows["keep-alive request just after the signal"] = second
    ? `${statusesOf(second)}${/^connection: close/im.test(second) ? ", Connection: close" : ""}`
    : "closed without an answer";
  // A slow client: the download stays unread for 11 s after the signal.
  await sleep(10_500);
  download.resume();
  await Promise.race([downloadClosed, sleep(15_000)]);
  const size = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
  rows["download in flight at the signal"] =
    received === size && size > 0 ? "completed" : `cut at ${received} of ${size} B`;
  rows["exit"] = await Promise.race([
    stopped,
    sleep(15_000).then(() => "still running after 15 s"),
  ]);
  keepAlive.destroy();
  return rows;
}

function logEntries(stdout) {
  return stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line));
}

async function probeNode(buildDir, port) {
  const base = `http://127.0.0.1:${port}`;
  const server = await startListeningNode(buildDir, port);
  let stdout = "";
  server.child.stdout.on("data", (chunk) => (stdout += chunk));
  const rows = await probe(base, join(buildDir, "client"));
  await sleep(500);
  const entries = logEntries(stdout);
  const videoSize = statSync(join(buildDir, "client", VIDEO)).size;
  const aborted = entries.filter((e) => e.path === VIDEO && e.status === 200);
  rows["log: aborted downloads logged with the full size"] =
    `${aborted.filter((e) => e.bytes === videoSize).length} of ${aborted.length}`;
  rows["log: malformed requests logged"] = String(
    entries.filter((e) => [400, 408, 431, 505].includes(e.status)).length,
  );
  rows["log: deleted file logged as"] = JSON.stringify(
    entries
      .filter((e) => e.path === "/favicon.svg")
      .map(({ status, bytes }) => ({ status, bytes }))
      .at(-1),
  );
  Object.assign(
    rows,
    await shutdownProbe(base, () => server.child.kill("SIGTERM"), server.exited.then(String)),
  );

  const {
    copies: { bad },
    remove,
  } = buildCopies(buildDir, ["bad"]);
  writeFileSync(join(bad, "site.json"), "{}\n");
  rows["site.json holding {}"] = await startListeningNode(bad, port).then(
    async (badServer) => {
      const res = await request(base, "/");
      badServer.child.kill("SIGKILL");
      return `started; / answers ${res.status} with ${scriptSrcHashes(res.headers, res.body)} hashes`;
    },
    (/** @type {Error} */ refused) => refused.message,
  );
  remove();
  return rows;
}

/** nginx's master process: the one listening process whose parent is not listening too. */
function nginxMaster(port) {
  const pids = pidsListeningOn(port);
  const master = pids.find((pid) => {
    const parent = Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1]);
    return !pids.includes(parent);
  });
  // Without it, the shutdown probe would take the failed signal for an exit.
  if (master === undefined) throw new Error(`No nginx master process listens on port ${port}`);
  return master;
}

/** Under nginx: every probe, then nginx's graceful stop (SIGQUIT to its master). */
async function probeNginx(base, root) {
  const rows = await probe(base, root);
  const master = nginxMaster(new URL(base).port);
  const gone = (async () => {
    for (let i = 0; i < 300; i++) {
      try {
        process.kill(master, 0);
      } catch {
        return "exited";
      }
      await sleep(50);
    }
    return "still running after 15 s";
  })();
  Object.assign(rows, await shutdownProbe(base, () => process.kill(master, "SIGQUIT"), gone));
  return rows;
}

await runProbes(
  {
    script: "scripts/probes/servers.mjs",
    nodePort: "8191",
    nginxPort: "8189",
    out: "reports/probes.json",
  },
  {
    probeNode,
    probeNginx,
    prepare: (copy) =>
      writeFileSync(join(copy, "client", LARGE_FILE), Buffer.alloc(LARGE_FILE_BYTES)),
  },
);
