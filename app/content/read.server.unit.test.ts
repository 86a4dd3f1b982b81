import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { MAX_SLUG_LENGTH, readSources, readYaml } from "./read.server";

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

it("refuses a source record's faults in one line each, naming the file, the line and the field", () => {
  const documents = join(root, "content", "documents");
  mkdirSync(documents, { recursive: true });
  const facts = "symbol: A/RES/62/7\nadopted: 2007-11-08\norgan: general-assembly\ntype: resolution\n";
  writeFileSync(
    join(documents, "faulty.en.md"),
    `---\ntitle: T\nlead: L\n${facts}sources:\n  - url: https://press.un.org/en/2007/ga10655.doc.htm\n    confirms: [date, sponsors]\n    note: Press release GA/10655.\n  - url: https://undocs.org/A/RES/62/7\n    note: The resolution.\nchecked: 2026-11-31\n---\n\nText.\n`,
  );
  const { problems } = readSources(root, { fixedPages: [], today: "2026-12-01" });
  expect(problems.filter((problem) => problem.startsWith("content/documents/"))).toEqual([
    expect.stringMatching(
      /^content\/documents\/faulty\.en\.md:10: sources, item 1, confirms, item 2: must each be one of symbol, title, date, .*observance$/,
    ),
    "content/documents/faulty.en.md: sources, item 2, confirms: is required",
    "content/documents/faulty.en.md:14: checked: is not a real date: check the day and the month",
  ]);
  for (const problem of problems) expect(problem).not.toContain("\n");
});

it("takes front matter read before from its memo, and still names a field's line", () => {
  const kept = new Map<string, unknown>();
  const memo = { get: (key: string) => kept.get(key), set: (key: string, data: unknown) => void kept.set(key, data) };
  const text = "title: T\nrelated:\n  - /a\n  - /b\n";
  const first = readYaml("content/x.en.md", text, [], 2, memo);
  expect(kept.size).toBe(1);
  // The same text again: its value is the kept one, not parsed anew.
  const [key] = kept.keys();
  kept.set(key ?? "", { title: "Kept" });
  const second = readYaml("content/x.en.md", text, [], 2, memo);
  expect(second?.data).toEqual({ title: "Kept" });
  // A problem's line is found as it was the first time.
  expect(second?.lineOf(["related", 1])).toBe(first?.lineOf(["related", 1]));
  expect(second?.lineOf(["related", 1])).toBe(5);
  // Text that does not parse is never kept.
  expect(readYaml("content/y.en.md", 'title: "open\n', [], 2, memo)).toBeUndefined();
  expect(kept.size).toBe(1);
});
