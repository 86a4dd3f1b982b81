// Test helpers: a fake build directory (as `react-router build` + postbuild would leave it) and a
// small HTTP client that neither adds headers nor decodes bodies.
// CLI: node server/test-fixture.mjs <dir>  writes the fixture (used for the nginx check).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { runnerImport } from "vite";

export const SECRET_MARKER = "TOP-SECRET-MARKER-5f3a9c";
export const ASSET_PATH = "/assets/entry.client-AbC12345.js";
/** Larger than the loopback socket buffers: a client that stops reading leaves it mid-stream. */
export const LARGE_VIDEO_PATH = "/video/intro.webm";
export const LARGE_VIDEO_BYTES = 8 * 1024 * 1024;
const START = new URL("./start.mjs", import.meta.url).pathname;

const page = (title, extra = "") => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<link rel="stylesheet" href="/assets/root-XyZ98765.css">
<script>window.__reactRouterContext = { title: ${JSON.stringify(title)} };</script>
<script type="module" src="${ASSET_PATH}"></script>
<script type="module">import "${ASSET_PATH}";</script>
</head><body><h1>${title}</h1>${extra}<p>${"Lorem ipsum dolor sit amet. ".repeat(60)}</p></body></html>
`;

/** An Atom feed of stories, as the build writes one per language (scripts/build/outputs/feeds.ts). */
const feed = (prefix) => `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><id>http://localhost:4173${prefix}feed.xml</id>
<title>Stories</title><updated>2025-11-12T00:00:00Z</updated><author><name>UN</name></author>
${"<entry><id>x</id><title>A story</title><updated>2025-11-12T00:00:00Z</updated></entry>\n".repeat(20)}</feed>
`;

/** A calendar of international days, as the build writes one per language (scripts/build/outputs/calendars.ts). */
const CALENDAR = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//United Nations//Portal//EN",
  "BEGIN:VEVENT",
  "UID:un-day@un.org",
  "DTSTAMP:20251112T000000Z",
  "DTSTART;VALUE=DATE:20251024",
  "SUMMARY:United Nations Day",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

function write(root, path, content) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** The fixture's manifest, shaped as the build writes build/site.json (scripts/build/outputs/site-manifest.ts). */
export const FIXTURE_SITE = {
  siteUrl: "http://localhost:4173",
  defaultLanguage: "en",
  languages: [
    { code: "en", dir: "ltr", prefix: "" },
    { code: "fr", dir: "ltr", prefix: "/fr" },
  ],
  notFoundPath: "/404",
  pages: ["/", "/news", "/about/charter", "/404", "/fr", "/fr/404"],
  sitePages: [
    { path: "/", addresses: { en: "/", fr: "/fr" } },
    { path: "/news", addresses: { en: "/news" } },
    { path: "/about/charter", addresses: { en: "/about/charter" } },
  ],
};

/** Writes a fake build into `buildDir` and runs the build's finishing stage on it. */
export async function createFixture(buildDir) {
  buildDir = resolve(buildDir);
  const root = join(buildDir, "client");
  write(buildDir, "site.json", `${JSON.stringify(FIXTURE_SITE, null, 2)}\n`);
  write(root, "index.html", page("Home"));
  write(root, "news/index.html", page("News"));
  write(root, "about/charter/index.html", page("Charter"));
  write(root, "404/index.html", page("Page not found", "<script>console.log(404)</script>"));
  write(root, "fr/index.html", page("Accueil"));
  write(root, "fr/404/index.html", page("Page introuvable"));
  write(root, "admin/index.html", page("Content editor"));
  write(root, "pagefind/pagefind-worker.js", "self.onmessage = () => {};\n");
  write(root, ASSET_PATH, `console.log("entry");\n${"export const x = 1;\n".repeat(200)}`);
  write(root, `${ASSET_PATH}.map`, `{"version":3,"sources":["${SECRET_MARKER}"]}`);
  write(root, "assets/root-XyZ98765.css", `body{margin:0}\n${".a{color:red}\n".repeat(100)}`);
  write(root, "news.data", `[{"_1":2},"routes/news",${JSON.stringify("x".repeat(2000))}]`);
  write(root, "_root.data", `[{"_1":2},"root"]`);
  write(root, "video/hero.mp4", randomBytes(300_000));
  write(root, LARGE_VIDEO_PATH, Buffer.alloc(LARGE_VIDEO_BYTES));
  write(root, "video/hero.vtt", "WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n");
  write(root, "favicon.svg", `<svg xmlns="http://www.w3.org/2000/svg"><circle r="8"/></svg>`);
  write(root, "robots.txt", "User-agent: *\nAllow: /\n");
  for (const prefix of ["", "fr/"]) write(root, `${prefix}feed.xml`, feed(`/${prefix}`));
  for (const prefix of ["", "fr/"]) write(root, `${prefix}events.ics`, CALENDAR);
  write(root, ".env", `SECRET=${SECRET_MARKER}\n`);
  write(root, ".git/config", `[core]\n# ${SECRET_MARKER}\n`);
  write(buildDir, "secret.txt", `${SECRET_MARKER}\n`);
  // The build's finishing stage is TypeScript: loaded through Vite's module runner, as `npm run
  // build` loads it, so that this module also runs under plain Node.js (scripts/hosts/test-nginx.sh).
  /** @type {{ module: typeof import("../scripts/build/finish") }} */
  const { module: build } = await runnerImport(
    new URL("../scripts/build/finish.ts", import.meta.url).pathname,
    {
      root: new URL("..", import.meta.url).pathname,
      logLevel: "warn",
      resolve: { alias: { "~": new URL("../app", import.meta.url).pathname } },
    },
  );
  await build.finish(buildDir);
  return { buildDir, root };
}

/**
 * Starts `npm start`'s server (server/start.mjs) on `buildDir` and a free port; resolves once it
 * listens, with its base URL, the child process, its output so far and a promise of its exit code.
 */
export function startServerProcess(buildDir, env = {}) {
  const child = spawn(process.execPath, [START], {
    env: { ...process.env, BUILD_DIR: buildDir, HOST: "127.0.0.1", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = { stdout: "", stderr: "" };
  child.stdout.on("data", (chunk) => (output.stdout += chunk));
  child.stderr.on("data", (chunk) => (output.stderr += chunk));
  const exited = new Promise((resolvePromise) => child.on("exit", (code) => resolvePromise(code)));
  return new Promise((resolvePromise, reject) => {
    child.stdout.on("data", () => {
      const match = /Serving .* on http:\/\/127\.0\.0\.1:(\d+)/.exec(output.stdout);
      if (match) resolvePromise({ child, output, exited, baseUrl: `http://127.0.0.1:${match[1]}` });
    });
    exited.then((code) => reject(new Error(`server exited with ${code}: ${output.stderr}`)));
  });
}

/** Sends one request with exactly the given headers; resolves with status, headers, raw body. */
export function request(baseUrl, path, { method = "GET", headers = {} } = {}) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolvePromise, reject) => {
    const req = http.request({ host: hostname, port, path, method, headers, agent: false });
    req.on("error", reject);
    req.on("response", (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolvePromise({
          status: res.statusCode,
          headers: res.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.end();
  });
}

/** Writes raw bytes to the server and resolves with everything it sends back until it closes. */
export function rawRequest(baseUrl, payload, { timeout = 3000, end = false } = {}) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolvePromise) => {
    const chunks = [];
    const socket = net.connect({ host: hostname, port: Number(port) });
    const finish = (timedOut) => {
      socket.destroy();
      resolvePromise({ text: Buffer.concat(chunks).toString("latin1"), timedOut });
    };
    socket.setTimeout(timeout, () => finish(true));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("close", () => finish(false));
    socket.on("error", () => finish(false));
    socket.write(payload);
    if (end) socket.end();
  });
}

/** Status codes of all the responses in a raw HTTP/1.x response stream. */
export function statusCodes(text) {
  return [...text.matchAll(/^HTTP\/1\.[01] (\d{3})/gm)].map((m) => Number(m[1]));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { root } = await createFixture(process.argv[2] ?? "build-fixture");
  console.log(`fixture written to ${root}`);
}
