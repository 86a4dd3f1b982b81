// What a build is made of: every source `npm run build` reads, as paths from the project's root.
// `npm start -- --rebuild-if-stale` rebuilds when one is newer than the build; the build can name
// the same list (for a cache key or a watch) by importing BUILD_INPUTS from here.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The sources of a build: code, content, static files, the HTTP policy and the configuration. */
export const BUILD_INPUTS = Object.freeze([
  "app",
  "content",
  "public",
  "scripts",
  "server/http-policy.json",
  "server/admin-policy.json",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
]);

/** The file whose modification time is the build's. */
export const BUILD_STAMP = join("client", "index.html");

/**
 * The newest modification time under `path` (a file or a directory, walked whole), 0 if absent.
 * @param {string} path
 * @returns {number}
 */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/**
 * The first input newer than the build in `buildDir`, or null when the build is up to date.
 * @param {string} buildDir
 * @param {string} [root] the project's root
 */
export function staleInput(buildDir, root = process.cwd()) {
  const built = statSync(join(buildDir, BUILD_STAMP)).mtimeMs;
  return BUILD_INPUTS.find((input) => newestMtime(join(root, input)) > built) ?? null;
}
