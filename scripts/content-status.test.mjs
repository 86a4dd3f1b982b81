// @vitest-environment node
// npm run content:status in a fresh clone of the site, then after one English sentence changes.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
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
  execFileSync(process.execPath, ["scripts/content-status.mjs", ...args], {
    cwd: root,
    encoding: "utf8",
  });

// Each report starts Node and reads every content file and its history: about a second alone,
// several on a busy machine, and a test asks for up to four.
const REPORTS_TIMEOUT_MS = 30_000;

it("reports no outdated translation in a fresh clone", { timeout: REPORTS_TIMEOUT_MS }, () => {
  const report = status();
  expect(report).toContain("No translation is older than its English page");
  expect(report).not.toContain("do not say which English version");
});

it(
  "reports the one page whose English text changed, and what changed; not a blank line",
  {
    timeout: REPORTS_TIMEOUT_MS,
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
