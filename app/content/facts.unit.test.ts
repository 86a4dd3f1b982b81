// Documents and observances are facts: each file's symbol, dates and organ agree with the record
// of its sources beside it (SOURCES.md), and each symbol is written as the organization writes one.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { DOCUMENT_SYMBOL, FRONT_MATTER } from "./patterns";

const CONTENT = join(import.meta.dirname, "..", "..", "content");

/** Each English file's front matter in a collection, by slug. */
function englishFiles(collection: string): Map<string, Record<string, unknown>> {
  const folder = join(CONTENT, collection);
  return new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith(".en.md"))
      .map((name) => {
        const text = readFileSync(join(folder, name), "utf8");
        const yaml = FRONT_MATTER.exec(text)?.groups?.yaml ?? "";
        return [name.slice(0, -".en.md".length), parse(yaml) as Record<string, unknown>];
      }),
  );
}

/** The rows of a collection's SOURCES.md table, by the slug each names in backticks. */
function recordRows(collection: string): Map<string, string[]> {
  const text = readFileSync(join(CONTENT, collection, "SOURCES.md"), "utf8");
  const rows = new Map<string, string[]>();
  for (const line of text.split("\n")) {
    const slug = /\(`([a-z0-9-]+)`\)/.exec(line)?.[1];
    if (!line.startsWith("|") || !slug) continue;
    rows.set(
      slug,
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

const asDate = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

describe("the documents' facts", () => {
  const files = englishFiles("documents");
  const rows = recordRows("documents");

  it("are at least 24, each in the record of its sources", () => {
    expect(files.size).toBeGreaterThanOrEqual(24);
    expect([...files.keys()].sort()).toEqual([...rows.keys()].sort());
  });

  it.each([...files])("%s: symbol, date, organ and type as recorded", (slug, front) => {
    const [, symbol, adopted, organ, type, sources] = rows.get(slug) ?? [];
    if (front.symbol !== undefined) {
      expect(String(front.symbol)).toMatch(DOCUMENT_SYMBOL);
      expect(front.symbol).toBe(symbol);
    } else expect(symbol).toBe("—");
    expect(asDate(front.adopted)).toBe(adopted);
    expect(front.organ).toBe(organ);
    expect(front.type).toBe(type);
    expect(front.sources).not.toHaveLength(0);
    for (const source of front.sources as string[])
      expect(sources, "each source in the record").toContain(source.split(/\s/)[0]);
  });
});

describe("the observances' facts", () => {
  const files = new Map(
    [...englishFiles("events")].filter(([, front]) => front.kind === "observance"),
  );
  const rows = recordRows("events");

  it("are at least 30, each in the record of its sources", () => {
    expect(files.size).toBeGreaterThanOrEqual(30);
    for (const slug of files.keys()) expect(rows.has(slug), slug).toBe(true);
  });

  it.each([...files])("%s: day and proclaiming resolution as recorded", (slug, front) => {
    const [day, , symbol, proclaimed, organ] = rows.get(slug) ?? [];
    expect(front.day).toBe(day);
    expect(String(front.proclaimedBy)).toMatch(DOCUMENT_SYMBOL);
    expect(front.proclaimedBy).toBe(symbol);
    expect(asDate(front.proclaimed)).toBe(proclaimed);
    expect(front.organ).toBe(organ);
  });
});
