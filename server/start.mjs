// `npm start`: (re)builds when the build is missing or stale, then serves build/client.
// Environment: PORT (default 4173), HOST (default localhost), BUILD_DIR (serve this prebuilt
// directory as is, without the staleness check and rebuild; it must contain client/ and csp.json).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { createServer, readCspPageHashes } from "./app.mjs";

const SOURCES = ["app", "public", "react-router.config.ts", "vite.config.ts", "package.json"];
const SHUTDOWN_GRACE_MS = 10_000;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function ensureFreshBuild(buildDir) {
  const index = join(buildDir, "client", "index.html");
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (builtAt && Math.max(...SOURCES.map(newestMtime)) <= builtAt) return;
  console.log(
    builtAt ? "Sources changed since the last build; rebuilding…" : "No build found; building…",
  );
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0)
    fail(`npm run build failed (exit code ${result.status ?? result.signal})`);
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

function readPageHashes(buildDir) {
  const file = join(buildDir, "csp.json");
  if (!existsSync(file)) fail(`${file} is missing; run npm run build`);
  return readCspPageHashes(buildDir);
}

function shutdownGracefully(server) {
  let stopping = false;
  return () => {
    if (stopping) return;
    stopping = true;
    server.close(() => process.exit(0));
    // Keep-alive sockets become idle once their in-flight response is done; close them then.
    setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(() => {
      console.error("Shutdown timed out; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
}

const buildDir = process.env.BUILD_DIR ?? "build";
if (!process.env.BUILD_DIR) ensureFreshBuild(buildDir);
const root = join(buildDir, "client");
if (!existsSync(join(root, "index.html"))) fail(`${root}/index.html is missing; run npm run build`);

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST || "localhost";
const server = createServer({ root, cspPageHashes: readPageHashes(buildDir) });

server.on("error", (error) => {
  if (error.code === "EADDRINUSE") fail(`Port ${port} is already in use; set PORT to another port`);
  fail(`Cannot listen on ${host}:${port}: ${error.message}`);
});
server.listen(port, host, () => {
  console.log(
    `Serving ${relative(process.cwd(), root) || root} on http://${host}:${server.address().port}`,
  );
});
const shutdown = shutdownGracefully(server);
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
