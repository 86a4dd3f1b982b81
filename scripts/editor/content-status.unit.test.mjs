// npm run content:status in a fresh clone of the site, then after one English sentence changes.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";

// Each run of the script starts Vite's module runner to read the app's TypeScript (about 2 s on
// two shared cores, more while other tests run), and a test runs it up to five times.
const STATUS_RUNS_MS = 60_000;

const ROOT = join(import.meta.dirname, "..", "..");
const root = mkdtempSync(join(tmpdir(), "status-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

for (const name of ["app", "content", "scripts", "package.json", "tsconfig.json"])
  cpSync(join(ROOT, name), join(root, name), { recursive: true });
symlinkSync(join(ROOT, "node_modules"), join(root, "node_modules"));
const git = (...args) =>
  execFileSync("git", ["-c", "user.name=Editor", "-c", "user.email=editor@example.org", ...args], {
    cwd: root,
  });
git("init", "-q");
git("add", "content");
git("commit", "-q", "-m", "Content");
const status = (...args) =>
  execFileSync(process.execPath, ["scripts/editor/content-status.mjs", ...args], {
    cwd: root,
    encoding: "utf8",
  });

it("reports no outdated translation in a fresh clone", { timeout: STATUS_RUNS_MS }, () => {
  const report = status();
  expect(report).toContain("No translation is older than its English page");
  expect(report).not.toContain("do not say which English version");
  expect(report).not.toContain("never committed");
});

it(
  "reports the one page whose English text changed, and what changed; not a blank line",
  {
    timeout: STATUS_RUNS_MS,
  },
  () => {
    const file = join(root, "content/goals/3.en.md");
    writeFileSync(file, `${readFileSync(file, "utf8")}\n\n`);
    expect(status()).toContain("No translation is older than its English page");

    const story = join(root, "content/stories/carbon-markets.en.md");
    const text = readFileSync(story, "utf8");
    const sentence = /\n\n([^\n]+?\.) /.exec(text)?.[1] ?? "";
    expect(sentence).not.toBe("");
    writeFileSync(story, text.replace(sentence, "A new first sentence."));
    const report = status();
    expect(report).toContain(
      "1 page changed in English since translated (5 translations to update)",
    );
    expect(report).toContain("content/stories/carbon-markets.en.md (now ");
    expect(report).toContain("{+A new first sentence.+}");

    status("--mark", "content/stories/carbon-markets.fr.md");
    expect(status()).toContain("(4 translations to update)");
  },
);

it("shows a change with the sentence around it", { timeout: STATUS_RUNS_MS }, () => {
  const story = join(root, "content/stories/reduce-air-pollution.en.md");
  const text = readFileSync(story, "utf8");
  const sentence = /\n\n([A-Z][^.\n]{40,}\.) /.exec(text)?.[1] ?? "";
  const words = sentence.split(" ");
  expect(words.length).toBeGreaterThan(5);
  const word = words[3] ?? "";
  const changed = [...words.slice(0, 3), "quite", ...words.slice(3)].join(" ");
  writeFileSync(story, text.replace(sentence, changed));
  const report = status();
  expect(report).toContain("content/stories/reduce-air-pollution.en.md (now ");
  expect(report).toContain(`${words.slice(0, 3).join(" ")} {+quite+} ${word}`);
  expect(report).toContain(sentence.slice(-12));
});

it(
  "says when the English text a translation records was never committed",
  {
    timeout: STATUS_RUNS_MS,
  },
  () => {
    const story = join(root, "content/media/awake-at-night-podcast.en.md");
    const translation = join(root, "content/media/awake-at-night-podcast.fr.md");
    writeFileSync(
      translation,
      readFileSync(translation, "utf8").replace(
        /^englishVersion: .*$/m,
        "englishVersion: 0badc0de",
      ),
    );
    writeFileSync(story, readFileSync(story, "utf8").replace(/\.\n/, ". Added.\n"));
    const report = status();
    expect(report).toContain("since 0badc0de (fr):");
    expect(report).toContain("was saved but never committed");
  },
);
