import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { MAX_SLUG_LENGTH, readSources } from "./read.server";

const root = mkdtempSync(join(tmpdir(), "sources-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("refuses a slug longer than a file name may be, in one line, and takes the longest that fits", () => {
  const stories = join(root, "content", "stories");
  mkdirSync(stories, { recursive: true });
  const story = "---\ntitle: T\nlead: L\ndate: 2026-01-05\n---\n\nA paragraph.\n";
  const longest = "a".repeat(MAX_SLUG_LENGTH);
  const tooLong = "b".repeat(MAX_SLUG_LENGTH + 1);
  writeFileSync(join(stories, `${longest}.en.md`), story);
  writeFileSync(join(stories, `${tooLong}.en.md`), story);
  const { pages, problems } = readSources(root, { fixedPages: [], today: "2026-02-01" });
  expect(MAX_SLUG_LENGTH).toBe(247);
  // The rest of the site (goals, the home page) is missing here: only the stories' lines count.
  expect(problems.filter((problem) => problem.startsWith("content/stories/"))).toEqual([
    `content/stories/${tooLong}.en.md: the slug is 248 characters long; the build names files after it, and a file name holds at most 255 bytes: shorten it to 247 characters or fewer`,
  ]);
  expect([...pages.keys()]).toEqual([`/stories/${longest}`]);
});
