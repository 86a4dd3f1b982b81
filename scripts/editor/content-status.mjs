// Prints, per collection and language, the pages missing in that language, and the pages whose
// English text changed since their translations were made: each translation records the English
// version it was made from (`englishVersion`, see app/content/english-version.ts), and what
// changed in English since is shown from the repository's history. Covers the home records too.
// Usage: npm run content:status
//        npm run content:status -- --mark <translation file>... (or --mark all): records that these
//        translations match the English text as it is now, once a translator has checked them.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { appModule } from "../app-module.mjs";

const CONTENT = "content";
/** @type {typeof import("../../app/content/english-version")} */
const { englishVersion, recordedVersion, translatedText, withVersion } = await appModule(
  "app/content/english-version.ts",
);
/** @type {typeof import("../../app/i18n/languages")} */
const { DEFAULT_LANGUAGE, LANGUAGE_CODES } = await appModule("app/i18n/languages.ts");
/** @type {typeof import("../../app/content/content.config")} */
const { collectionIn } = await appModule("app/content/content.config.ts");
const TRANSLATIONS = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);

const git = (...args) => {
  try {
    return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  } catch (error) {
    // `git diff --no-index` says that two files differ by exiting with 1, its output in stdout.
    const { stdout } = /** @type {{ stdout?: unknown }} */ (error ?? {});
    return typeof stdout === "string" ? stdout : "";
  }
};

/** The current version of an English file. */
const versionOf = (file, text = readFileSync(file, "utf8")) =>
  englishVersion(translatedText(file, text));

/** The translated text of an English file at its newest commit where it had `version`. */
async function textAt(file, version) {
  for (const commit of git("log", "--format=%H", "--", file).split("\n").filter(Boolean)) {
    const then = git("show", `${commit}:${file}`);
    if (then && (await versionOf(file, then)) === version) return translatedText(file, then);
  }
  return undefined;
}

/** Where a sentence ends: its stop, in the scripts of the site's languages, then a space. */
const SENTENCE_END = /[.!?。！？؟](?=\s|$)/g;
const CONTEXT_MAX = 320;

/**
 * The sentence around each change of a line of a word diff, with the words taken out, [-...-],
 * and put in, {+...+}, so that a translator finds the place in the translation.
 */
function sentencesOf(line) {
  const ends = [...line.matchAll(SENTENCE_END)].map((match) => match.index + 1);
  const ranges = [];
  for (const change of line.matchAll(/\[-[\s\S]*?-\]|\{\+[\s\S]*?\+\}/g)) {
    const from = Math.max(0, ...ends.filter((end) => end <= change.index));
    const to = ends.find((end) => end >= change.index + change[0].length) ?? line.length;
    const last = ranges.at(-1);
    if (last && from <= last.to) last.to = Math.max(last.to, to);
    else ranges.push({ from, to });
  }
  return ranges.map(({ from, to }) => {
    const sentence = line.slice(from, to).trim();
    return sentence.length > CONTEXT_MAX
      ? `${sentence.slice(0, CONTEXT_MAX - 5)}...${sentence.slice(-2)}`
      : sentence;
  });
}

/** The changes from one translated text to another, each in its sentence; none for equal words. */
function changesBetween(before, after) {
  const dir = mkdtempSync(join(tmpdir(), "content-status-"));
  try {
    writeFileSync(join(dir, "then"), `${before}\n`);
    writeFileSync(join(dir, "now"), `${after}\n`);
    const diff = git(
      "diff",
      "--no-index",
      "--word-diff=plain",
      "--unified=0",
      join(dir, "then"),
      join(dir, "now"),
    );
    return diff
      .split("\n")
      .filter((line) => /\[-|\{\+/.test(line) && !/^(diff|index|---|\+\+\+|@@) /.test(line))
      .flatMap(sentencesOf);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every English file with its translations: each collection's pages, the home records, the notice. */
function sources() {
  const groups = [];
  for (const collection of readdirSync(CONTENT).sort()) {
    const dir = join(CONTENT, collection);
    // The home records and the notice are YAML records; the other collections are pages.
    const isHome = collectionIn(collection)?.loader.kind === "records";
    const suffix = isHome ? `.${DEFAULT_LANGUAGE}.yml` : `.${DEFAULT_LANGUAGE}.md`;
    const names = readdirSync(dir).filter((name) => name.endsWith(suffix));
    groups.push({
      collection,
      pages: names.map((name) => {
        const slug = name.slice(0, -suffix.length);
        const fileIn = (code) => join(dir, `${slug}.${code}${isHome ? ".yml" : ".md"}`);
        return { slug, english: fileIn(DEFAULT_LANGUAGE), fileIn };
      }),
    });
  }
  return groups;
}

const markIndex = process.argv.indexOf("--mark");
if (markIndex !== -1) {
  const named = process.argv.slice(markIndex + 1);
  const all = named.includes("all");
  let marked = 0;
  for (const { pages } of sources())
    for (const { english, fileIn } of pages) {
      const version = await versionOf(english);
      for (const code of TRANSLATIONS) {
        const file = fileIn(code);
        if (!existsSync(file) || !(all || named.includes(file))) continue;
        writeFileSync(file, withVersion(file, readFileSync(file, "utf8"), version));
        marked++;
      }
    }
  console.log(`Recorded the English version in ${marked} translation${marked === 1 ? "" : "s"}.`);
  process.exit(0);
}

let missingCount = 0;
const changed = [];
const unrecorded = [];
for (const { collection, pages } of sources()) {
  console.log(`${collection} (${pages.length} page${pages.length === 1 ? "" : "s"})`);
  /** @type {Record<string, string[]>} */
  const missing = Object.fromEntries(TRANSLATIONS.map((code) => [code, []]));
  /** @type {Record<string, string[]>} */
  const outdated = Object.fromEntries(TRANSLATIONS.map((code) => [code, []]));
  for (const { slug, english, fileIn } of pages) {
    const now = translatedText(english, readFileSync(english, "utf8"));
    const version = await englishVersion(now);
    /** The changes since each version recorded: none where only the file's layout changed. */
    const since = new Map();
    const behind = [];
    for (const code of TRANSLATIONS) {
      const file = fileIn(code);
      if (!existsSync(file)) {
        missing[code].push(slug);
        continue;
      }
      const recorded = recordedVersion(readFileSync(file, "utf8"));
      if (!recorded) unrecorded.push(file);
      else if (recorded !== version) {
        if (!since.has(recorded)) {
          const then = await textAt(english, recorded);
          since.set(recorded, then === undefined ? undefined : changesBetween(then, now));
        }
        const changes = since.get(recorded);
        if (changes && changes.length === 0) continue;
        outdated[code].push(slug);
        behind.push({ code, recorded });
      }
    }
    if (behind.length > 0) changed.push({ english, version, behind, since });
  }
  for (const code of TRANSLATIONS) {
    const parts = [
      missing[code].length ? `missing: ${missing[code].join(", ")}` : "",
      outdated[code].length ? `English changed since: ${outdated[code].join(", ")}` : "",
    ].filter(Boolean);
    missingCount += missing[code].length;
    console.log(`  ${code}: ${parts.length ? parts.join("; ") : "complete"}`);
  }
}

for (const { english, version, behind, since } of changed) {
  console.log(
    `\n${english} (now ${version}) changed since its translations in ${behind.map((b) => b.code).join(", ")}:`,
  );
  for (const recorded of new Set(behind.map((b) => b.recorded))) {
    const changes = since.get(recorded);
    const languages = behind.filter((b) => b.recorded === recorded).map((b) => b.code);
    console.log(`  since ${recorded} (${languages.join(", ")}):`);
    if (!changes)
      console.log(
        "    (the English text it was made from was saved but never committed, so what changed cannot be shown: compare the translation with the English file)",
      );
    else for (const line of changes.slice(0, 8)) console.log(`    ${line}`);
    if (changes && changes.length > 8)
      console.log(`    ... and ${changes.length - 8} more changes`);
  }
}
if (unrecorded.length > 0)
  console.log(
    `\nThese translations do not say which English version they were made from (englishVersion):\n${unrecorded.map((file) => `  ${file}`).join("\n")}`,
  );

const translations = changed.reduce((sum, page) => sum + page.behind.length, 0);
console.log(
  changed.length === 0
    ? `\nNo translation is older than its English page${missingCount ? `; ${missingCount} translations missing` : ""}.`
    : `\n${changed.length} page${changed.length === 1 ? "" : "s"} changed in English since translated (${translations} translation${translations === 1 ? "" : "s"} to update)${missingCount ? `; ${missingCount} translations missing` : ""}. Once a translation is updated: npm run content:status -- --mark <its file>`,
);
