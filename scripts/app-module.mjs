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
  // Vite sets NODE_ENV=development when it finds none, and a build this script then starts would
  // inherit it and ship React's development code: the environment is left as it was found.
  const nodeEnv = process.env.NODE_ENV;
  try {
    return (await runnerImport(join(ROOT, path))).module;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
