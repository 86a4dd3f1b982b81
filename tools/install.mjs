// Installs a stage's own tools (tools/<name>/, with its package.json and lock) when they are missing
// or older than the lock: `node tools/install.mjs static-hosts`. `npm ci` at the root leaves them
// out, so that the site, its editor and its main tests install without them.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error("Usage: node tools/install.mjs <tool folder> [...]");
  process.exit(2);
}

for (const name of names) {
  const dir = join(import.meta.dirname, name);
  const lock = join(dir, "package-lock.json");
  if (!existsSync(lock)) {
    console.error(`tools/${name}: no package-lock.json`);
    process.exit(2);
  }
  // The lock the folder was last installed from, recorded beside what it installed.
  const stamp = join(dir, "node_modules", ".installed-from");
  const wanted = createHash("sha256").update(readFileSync(lock)).digest("hex");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === wanted) continue;
  console.log(`tools/${name}: installing its packages (npm ci)`);
  execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, stdio: "inherit" });
  writeFileSync(stamp, wanted);
}
