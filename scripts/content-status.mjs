// Prints, per collection and language, the pages missing in that language or older than their
// English source (by last commit, or by the file's time while it is not yet committed).
// Usage: npm run content:status
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const CONTENT = "content";
if (!existsSync("build/site.json")) {
  console.error("The list of languages comes from the build: run npm run build first.");
  process.exit(1);
}
const manifest = JSON.parse(readFileSync("build/site.json", "utf8"));
const DEFAULT = manifest.defaultLanguage;
const LANGUAGES = manifest.languages.map((language) => language.code);

/** When a file last changed: its last commit, or its modification time if it has changes. */
function changedAt(file) {
  const dirty = execFileSync("git", ["status", "--porcelain", "--", file], { encoding: "utf8" });
  if (dirty.trim() !== "") return statSync(file).mtimeMs;
  const committed = execFileSync("git", ["log", "-1", "--format=%ct", "--", file], {
    encoding: "utf8",
  }).trim();
  return committed ? Number(committed) * 1000 : statSync(file).mtimeMs;
}

let gaps = 0;
for (const collection of readdirSync(CONTENT).sort()) {
  if (collection === "home") continue;
  const files = new Set(readdirSync(join(CONTENT, collection)));
  const slugs = [...files]
    .filter((name) => name.endsWith(`.${DEFAULT}.md`))
    .map((name) => name.slice(0, -`.${DEFAULT}.md`.length));
  console.log(`${collection} (${slugs.length} pages)`);
  for (const language of LANGUAGES.filter((code) => code !== DEFAULT)) {
    const missing = [];
    const older = [];
    for (const slug of slugs) {
      const translation = join(CONTENT, collection, `${slug}.${language}.md`);
      if (!files.has(`${slug}.${language}.md`)) missing.push(slug);
      else if (
        changedAt(translation) < changedAt(join(CONTENT, collection, `${slug}.${DEFAULT}.md`))
      )
        older.push(slug);
    }
    gaps += missing.length + older.length;
    const parts = [
      missing.length ? `missing: ${missing.join(", ")}` : "",
      older.length ? `older than English: ${older.join(", ")}` : "",
    ].filter(Boolean);
    console.log(`  ${language}: ${parts.length ? parts.join("; ") : "complete"}`);
  }
}
console.log(
  gaps === 0 ? "Every page is translated and up to date." : `${gaps} pages to translate or update.`,
);
