import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadSiteCatalog } from "~/config/site-catalog.server";
import { linkedCopy } from "~/test/linked-copy";
import { routeTable } from "~/routes";
import { LANGUAGES, STORY_WORDS, writeStories } from "./stories.mjs";

const ROOT = join(import.meta.dirname, "..", "..");

describe("the benchmark's stories", () => {
  const root = mkdtempSync(join(tmpdir(), "bench-stories-"));
  linkedCopy(join(ROOT, "content"), join(root, "content"));
  mkdirSync(join(root, "public"));
  symlinkSync(join(ROOT, "public", "images"), join(root, "public", "images"));
  const today = new Date(Date.UTC(2026, 0, 10));
  const slugs = writeStories(root, 12, { today });
  const catalog = loadSiteCatalog(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("are stories of the site in all six languages, which its content checks accept", () => {
    expect(
      readdirSync(join(root, "content", "stories")).filter((f) => f.startsWith("scale-")),
    ).toHaveLength(12 * LANGUAGES.length);
    for (const code of LANGUAGES)
      for (const slug of slugs) expect(catalog.page(code, `/stories/${slug}`)).toBeDefined();
  });

  it("read like stories: 600 to 1,200 words, headings, a list, a link, a photo and goals", () => {
    for (const slug of slugs) {
      const page = catalog.page("en", `/stories/${slug}`);
      const words = (page?.html ?? "")
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter(Boolean);
      expect(words.length).toBeGreaterThanOrEqual(STORY_WORDS.min);
      expect(words.length).toBeLessThanOrEqual(STORY_WORDS.max * 1.5);
      expect(page?.html).toMatch(/<h2\b[\s\S]*<li\b[\s\S]*<a\b/);
      expect(page?.image).toBeDefined();
      expect(page?.goals?.length).toBeGreaterThan(0);
      expect(page?.related.length).toBeGreaterThan(0);
    }
    expect(catalog.page("ar", `/stories/${slugs[0]}`)?.html).toMatch(/[\u0600-\u06ff]/);
    expect(catalog.page("zh", `/stories/${slugs[0]}`)?.html).toMatch(/[\u4e00-\u9fff]/);
    expect(catalog.page("ru", `/stories/${slugs[0]}`)?.html).toMatch(/[\u0400-\u04ff]/);
  });

  it("are dated back from yesterday, newest first, never in the future", () => {
    const dates = slugs.map((slug) => catalog.page("en", `/stories/${slug}`)?.date ?? "");
    expect(dates[0]).toBe("2026-01-09");
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe("the route table, as the stories grow", () => {
  /** The route table of the site with `count` more stories, the newest dated 2027-02-28. */
  function routesWith(count) {
    const root = mkdtempSync(join(tmpdir(), "bench-routes-"));
    try {
      linkedCopy(join(ROOT, "content"), join(root, "content"));
      mkdirSync(join(root, "public"));
      symlinkSync(join(ROOT, "public", "images"), join(root, "public", "images"));
      writeStories(root, count, { today: new Date(Date.UTC(2027, 2, 1)) });
      return JSON.stringify(routeTable(loadSiteCatalog(root)));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }

  // The route manifest every page loads is made from the table: the same table, the same bytes.
  // Two copies of the content, each read whole: about 1 s alone, 27 s measured beside two busy
  // loops and other tests on two cores.
  it(
    "is the same with 20 and with 200 more stories, over more years and listing pages",
    { timeout: 90_000 },
    () => {
      expect(routesWith(200)).toBe(routesWith(20));
    },
  );
});
