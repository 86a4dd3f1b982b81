// Documents and observances are facts: each symbol is written as the organization writes one, the
// data agrees with itself, and every language states the same resolutions and years. The record of
// each file's sources is its front matter (see sources.unit.test.ts); content/sources/ holds the notes.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../i18n/languages";
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

const asDate = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

/** A file's words, title to body, with Arabic-Indic digits written as 0-9. */
function wordsOf(collection: string, slug: string, language: string): string | undefined {
  const file = join(CONTENT, collection, `${slug}.${language}.md`);
  if (!existsSync(file)) return undefined;
  const parts = FRONT_MATTER.exec(readFileSync(file, "utf8"))?.groups;
  const front = (parse(parts?.yaml ?? "") ?? {}) as Record<string, unknown>;
  return [front.title, front.lead, front.place, parts?.body]
    .filter((part) => typeof part === "string")
    .join("\n")
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x660));
}

/** A roman numeral's value: a session's number as older symbols write it ("XXV" is 25). */
function romanValue(numeral: string): number {
  const values: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100 };
  return [...numeral].reduce((total, letter, index) => {
    const value = values[letter] ?? 0;
    return total + (value < (values[numeral[index + 1] ?? ""] ?? 0) ? -value : value);
  }, 0);
}

/**
 * What a text states of resolutions and years: numbers such as "62/7", older symbols with their
 * session such as "1514 (XV)" (Chinese brackets, Arabic "(د-22)"), and years ("1990s" aside).
 */
function factsStated(text: string, decades: Set<string>) {
  const resolutions = new Set(
    [...text.matchAll(/(?<![\d/])\d{1,3}\s?\/\s?\d{1,4}(?![\d/])/g)].map(([match]) =>
      match.replace(/\s/g, ""),
    ),
  );
  const sessions = new Set(
    [...text.matchAll(/(\d{1,4})\s?[(（](?:([IVXLC]+)|د\s?-\s?(\d+))[)）]/g)].map(
      ([, number, numeral, arabic]) => `${number}(${numeral ? romanValue(numeral) : arabic})`,
    ),
  );
  const years = new Set(
    [...text.matchAll(/(?<!\d)(?:1[89]|20)\d\d(?!\d)/g)]
      .map(([year]) => year)
      .filter((year) => !decades.has(year)),
  );
  return {
    resolutions: [...resolutions].sort(),
    sessions: [...sessions].sort(),
    years: [...years].sort(),
  };
}

/** Every language states the resolutions and the years its English text states ("1990s" aside). */
function sameFactsInEveryLanguage(collection: string, slug: string) {
  const english = wordsOf(collection, slug, "en") ?? "";
  const decades = new Set([...english.matchAll(/\b(\d{3}0)s\b/g)].map(([, decade]) => decade ?? ""));
  const expected = factsStated(english, decades);
  for (const language of LANGUAGE_CODES) {
    const text = wordsOf(collection, slug, language);
    if (text === undefined) continue;
    expect(factsStated(text, decades), `${collection}/${slug}.${language}.md`).toEqual(expected);
  }
}

describe("the documents' facts", () => {
  const files = englishFiles("documents");

  it("are at least 24", () => {
    expect(files.size).toBeGreaterThanOrEqual(24);
  });

  it.each([...files])("%s: symbol written as the organization writes it", (_slug, front) => {
    if (front.symbol !== undefined) expect(String(front.symbol)).toMatch(DOCUMENT_SYMBOL);
    expect(asDate(front.adopted)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(front.sources).not.toHaveLength(0);
  });

  it.each([...files])("%s: the same resolutions and years in every language", (slug) => {
    sameFactsInEveryLanguage("documents", slug);
  });
});

describe("the observances' facts", () => {
  const files = new Map(
    [...englishFiles("events")].filter(([, front]) => front.kind === "observance"),
  );

  it("are at least 30", () => {
    expect(files.size).toBeGreaterThanOrEqual(30);
  });

  it.each([...files])("%s: proclaiming and date-fixing resolutions", (_slug, front) => {
    expect(String(front.proclaimedBy)).toMatch(DOCUMENT_SYMBOL);
    if (front.dateFixedBy !== undefined) {
      expect(String(front.dateFixedBy)).toMatch(DOCUMENT_SYMBOL);
      expect(front.dateFixedBy).not.toBe(front.proclaimedBy);
    }
  });
});

describe("every event's facts", () => {
  it.each([...englishFiles("events").keys()])(
    "%s: the same resolutions and years in every language",
    (slug) => {
      sameFactsInEveryLanguage("events", slug);
    },
  );
});
