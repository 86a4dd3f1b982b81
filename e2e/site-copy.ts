import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** What a copy of the site holds: its sources and content; node_modules is linked, not copied. */
const COPIED = [
  "app",
  "content",
  "public",
  "scripts",
  "server",
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
];

export const ROOT = join(import.meta.dirname, "..");

/** A copy of the site in a new temporary folder, with `files` (path: text) added; remove() deletes it. */
export function siteCopy(prefix: string, files: Record<string, string> = {}) {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const name of COPIED) cpSync(join(ROOT, name), join(root, name), { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(root, "node_modules"));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** A port no one listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Resolves once `url` answers with a success status; throws after a minute. */
export async function untilServed(url: string) {
  for (let tries = 0; tries < 300; tries++) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never answered`);
}
