// What an operator meets, probed on both production servers: a log reader that goes away or
// stalls, SIGHUP, odd methods and framings, nginx's own error pages, /.well-known/, a thousand
// clients that never read the largest file, and releases the server must refuse.
// Usage: node scripts/probes/operator.mjs [--build-dir build] [--node-port 4401] [--nginx-port 8401]
//          [--clients 1000] [--out reports/probes-operator.json] [--only releases]
// Run from a checkout: it starts that checkout's server/start.mjs and deploy/nginx-test.sh.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import net from "node:net";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { pidsListeningOn, rssMb } from "../../server/process-stats.mjs";
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

/** A raw exchange's statuses, Allow header, whether the server closed and named itself. */
async function rawProbe(base, payload) {
  const { text, closed } = await rawExchange(base, payload);
  const allow = /^allow: (.*)$/im.exec(text)?.[1]?.trim();
  const naming = /nginx/i.test(text) ? ", body names nginx" : "";
  return (
    `${statusesOf(text)}${allow ? ` (Allow: ${allow})` : ""}` +
    `${closed ? ", closed" : ", kept open"}${naming}`
  );
}

/** The largest file of the build that is not a precompressed sibling. */
function largestFile(root) {
  let best = { path: "", size: 0 };
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const file = join(entry.parentPath ?? entry.path, entry.name);
    const size = statSync(file).size;
    if (size > best.size) best = { path: file.slice(root.length), size };
  }
  return best;
}

/**
 * The server's side of the connections to `port`, from /proc/net/tcp: how many are established,
 * how many closed with a FIN but still holding unsent data, and the bytes the kernel still queues.
 */
function serverConnections(port) {
  const hexPort = `:${Number(port).toString(16).toUpperCase().padStart(4, "0")}`;
  const counts = { established: 0, closing: 0, queuedMb: 0 };
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const [, local, , state, queues] = line.trim().split(/\s+/);
      if (!local?.endsWith(hexPort)) continue;
      if (state === "01") counts.established++;
      else if (["04", "05", "07", "08", "0B"].includes(state)) counts.closing++;
      else continue;
      counts.queuedMb += parseInt(queues.split(":")[0], 16) / 1e6;
    }
  }
  counts.queuedMb = Math.round(counts.queuedMb);
  return counts;
}

const describeConnections = ({ established, closing, queuedMb }) =>
  `${established} established, ${closing} closed with data unsent, ${queuedMb} MB queued in the kernel`;

/** Probes that work the same way against either server; `clients` for stalledClients. */
async function commonProbes(base, root, clients) {
  /** @type {Rows} */
  const rows = {};
  const rawProbes = {
    "FOO / (unknown method)": "FOO / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    "CONNECT x:443": "CONNECT x:443 HTTP/1.1\r\nHost: x:443\r\n\r\n",
    "HTTP/1.0 with Transfer-Encoding: chunked":
      "GET / HTTP/1.0\r\nHost: x\r\nConnection: keep-alive\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    "Content-Length: 2 MB body": "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 2000000\r\n\r\n",
    "request line over 8 KB": `GET /${"a".repeat(9000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    "Transfer-Encoding: gzip": "GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n",
  };
  for (const [label, payload] of Object.entries(rawProbes)) {
    rows[label] = await rawProbe(base, payload);
  }
  let res = await request(base, "/", { headers: { host: "unknown.example" } });
  const title = /<title>([^<]*)/i.exec(res.body.toString())?.[1];
  rows["Host: unknown.example"] = res.error ?? `${res.status}${title ? `, ${title}` : ""}`;
  res = await request(base, "/.well-known/security.txt");
  rows["/.well-known/security.txt"] = res.error
    ? res.error
    : `${res.status}${/^Contact:/m.test(res.body.toString()) ? ", has Contact:" : ""}`;
  const challenge = join(root, ".well-known/acme-challenge/probe-token");
  mkdirSync(join(root, ".well-known/acme-challenge"), { recursive: true });
  writeFileSync(challenge, "probe-token.key\n");
  res = await request(base, "/.well-known/acme-challenge/probe-token");
  rows["/.well-known/acme-challenge/<token> (file placed)"] = res.error
    ? res.error
    : `${res.status}${res.body.toString() === "probe-token.key\n" ? ", the token" : ""}`;
  res = await request(base, "/");
  const csp = String(res.headers["content-security-policy"] ?? "");
  rows["page CSP header: sha256 sources"] = String((csp.match(/'sha256-/g) ?? []).length);
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(
    res.body.toString(),
  );
  rows["page CSP <meta>: sha256 sources"] = meta
    ? String((meta[1].match(/'sha256-/g) ?? []).length)
    : "no meta";
  res = await request(base, "/_headers");
  rows["/_headers"] = describeStatus(res);
  Object.assign(rows, await stalledClients(base, root, clients));
  return rows;
}

/** `clients` connections ask for the largest file and never read; others keep asking for /. */
async function stalledClients(base, root, clients) {
  /** @type {Rows} */
  const rows = {};
  // What a stalled connection may leave unsent in the kernel (deploy/sysctl.conf sets 131072).
  rows["kernel: net.ipv4.tcp_notsent_lowat"] = readFileSync(
    "/proc/sys/net/ipv4/tcp_notsent_lowat",
    "utf8",
  ).trim();
  const { path, size } = largestFile(root);
  const { hostname, port } = new URL(base);
  const pids = pidsListeningOn(port);
  const rssBefore = rssMb(pids);
  let peak = rssBefore;
  const sockets = [];
  for (let i = 0; i < clients; i++) {
    const socket = net.connect({ host: hostname, port: Number(port) });
    socket.on("connect", () => socket.pause());
    socket.on("error", () => {});
    socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
    sockets.push(socket);
    if (i % 100 === 99) await sleep(20);
  }
  let slowest = 0;
  let failed = 0;
  let answered = 0;
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    const res = await request(base, "/", { timeoutMs: 5000 });
    if (res.status === 200) {
      answered++;
      slowest = Math.max(slowest, res.ms);
    } else failed++;
    peak = Math.max(peak, rssMb(pids));
    await sleep(200);
  }
  rows[
    `${clients} clients not reading ${path} (${(size / 1e6).toFixed(1)} MB): server memory (MB)`
  ] = `${rssBefore} -> ${peak} (+${Math.round(peak - rssBefore)})`;
  rows[`${clients} clients not reading: normal requests over 10 s`] =
    `${answered} answered, ${failed} failed, slowest ${Math.round(slowest)} ms`;
  rows[`${clients} clients not reading: server connections after 10 s`] = describeConnections(
    serverConnections(port),
  );
  // The server's idle-send timeout: how, and by when, it lets go of the stalled connections.
  await sleep(35_000);
  rows[`${clients} clients not reading: after 45 s`] =
    `${describeConnections(serverConnections(port))}; memory ${rssMb(pids)} MB`;
  for (const socket of sockets) socket.destroy();
  await sleep(1000);
  return rows;
}

async function burst(base, count, concurrency = 20) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const { hostname, port } = new URL(base);
  let next = 0;
  const worker = async () => {
    while (next++ < count) {
      await new Promise((done) => {
        const req = http.get({ host: hostname, port, path: "/robots.txt", agent }, (res) => {
          res.resume();
          res.on("end", done);
        });
        req.on("error", done);
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
}

/** @param {import("./harness.mjs").ProbeArgs} args */
async function probeNode(buildDir, port, args) {
  if (args.only === "releases") return releaseProbes(buildDir, port);
  /** @type {Rows} */
  const rows = {};
  const base = `http://127.0.0.1:${port}`;
  // The log reader goes away.
  let server = await startListeningNode(buildDir, port);
  server.child.stdout.destroy();
  await burst(base, 200);
  await sleep(300);
  const exited = (server) => server.exited.then((how) => `exited (${how})`);
  const afterGone = await Promise.race([request(base, "/").then(describeStatus), exited(server)]);
  rows["stdout reader gone, 200 requests later"] = afterGone;
  server.child.kill("SIGKILL");
  await server.exited;

  // The log reader stalls: nothing reads the pipe.
  server = await startListeningNode(buildDir, port);
  server.child.stdout.pause();
  const pids = pidsListeningOn(port);
  const before = rssMb(pids);
  await burst(base, 60_000, 50);
  const during = await request(base, "/");
  rows["stdout reader stalled: memory over 60,000 requests (MB)"] =
    `${before} -> ${rssMb(pids)}; / answers ${describeStatus(during)}`;
  server.child.kill("SIGKILL");
  await server.exited;

  // SIGHUP, with the log read.
  server = await startListeningNode(buildDir, port);
  server.child.stdout.resume();
  server.child.kill("SIGHUP");
  await sleep(500);
  const afterHup = await Promise.race([request(base, "/").then(describeStatus), exited(server)]);
  const said = server.output.stderr
    .split("\n")
    .filter((line) => /reload|HUP/i.test(line))
    .pop();
  rows["SIGHUP"] = `${afterHup}${said ? `; logged: ${said.trim()}` : "; nothing logged"}`;
  if (server.child.exitCode !== null || server.child.signalCode !== null) {
    server = await startListeningNode(buildDir, port);
    server.child.stdout.resume();
  }
  Object.assign(rows, await commonProbes(base, join(buildDir, "client"), Number(args.clients)));
  server.child.kill("SIGKILL");
  await server.exited;
  Object.assign(rows, await releaseProbes(buildDir, port));
  return rows;
}

/** A symlinked release switched to a broken one: is it named, does the old one keep serving? */
async function releaseProbes(buildDir, port) {
  /** @type {Rows} */
  const rows = {};
  const base = `http://127.0.0.1:${port}`;
  const {
    work,
    copies: { good, broken },
    remove,
  } = buildCopies(buildDir, ["good", "broken"]);
  // The files a server checks first: csp.json before the policy moved into the pages, site.json.
  for (const name of ["csp.json", "site.json"]) rmSync(join(broken, name), { force: true });
  const current = join(work, "current");
  symlinkSync(good, current);
  const switchTo = (target) => {
    symlinkSync(target, `${current}.next`);
    renameSync(`${current}.next`, current);
  };
  const server = await startListeningNode(current, port);
  server.child.stdout.resume();
  const lines = () => server.output.stderr.trim().split("\n").filter(Boolean);
  let seen = lines().length;
  const said = () => {
    const fresh = lines().slice(seen);
    seen = lines().length;
    return fresh.length ? `logged: ${fresh.join(" / ")}` : "nothing logged";
  };
  switchTo(broken);
  await sleep(2500);
  rows["release without csp.json and site.json"] =
    `/ ${describeStatus(await request(base, "/"))}; ${said()}`;
  switchTo(join(work, "missing"));
  await sleep(2500);
  rows["release link to a missing folder"] =
    `/ ${describeStatus(await request(base, "/"))}; ${said()}`;
  server.child.kill("SIGKILL");
  await server.exited;
  remove();
  return rows;
}

await runProbes(
  {
    script: "scripts/probes/operator.mjs",
    nodePort: "4401",
    nginxPort: "8401",
    out: "reports/probes-operator.json",
    options: {
      clients: { type: "string", default: "1000" },
      only: { type: "string" },
    },
  },
  {
    probeNode,
    probeNginx: (base, root, args) => commonProbes(base, root, Number(args.clients)),
    nginxArgs: (args) => (args.only === "releases" ? null : ["--clients", String(args.clients)]),
  },
);
