// The app's own TypeScript modules, for scripts: Node 20 runs no TypeScript, so Vite's module
// runner compiles them as the build does, and a script reads the language table or the content
// patterns where they are defined instead of keeping a copy.
import { join } from "node:path";
import { runnerImport } from "vite";

const ROOT = join(import.meta.dirname, "..");

/**
 * Imports a module of the app by its path from the repository's root ("app/i18n/languages.ts").
 * The caller gives the result its type, `typeof import("<path without .ts>")`, in a type tag.
 * @param {string} path
 * @returns {Promise<any>}
 */
export async function appModule(path) {
  return (await runnerImport(join(ROOT, path))).module;
}
