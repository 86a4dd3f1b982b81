// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { messagesFor } from "./catalog";
import { en } from "./en";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "./languages";
import { textsOf } from "~/test/translation-texts";

/** Every key of a messages tree as a dotted path; a list of texts counts as one key. */
function keyPaths(tree: unknown, prefix = ""): string[] {
  if (typeof tree === "string" || Array.isArray(tree)) return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    keyPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

const APP_DIR = join(import.meta.dirname, "..");

/** The source of the interface: every module but the texts themselves and the tests. */
function interfaceSource(): string {
  const files = readdirSync(APP_DIR, { recursive: true, encoding: "utf8" }).filter(
    (file) =>
      /\.tsx?$/.test(file) &&
      !/\.test\.tsx?$/.test(file) &&
      !/^i18n\/(ar|zh|en|fr|ru|es)\.ts$/.test(file),
  );
  return files.map((file) => readFileSync(join(APP_DIR, file), "utf8")).join("\n");
}

describe("the interface text", () => {
  it("uses every English key somewhere in the interface: none is left unused", () => {
    const source = interfaceSource();
    const unused = keyPaths(en).filter((path) => {
      const key = path.split(".").at(-1) ?? path;
      const escaped = key.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
      // A key is read as `.key`, or looked up by a value spelt "key" elsewhere (theme ids, paths).
      return !new RegExp(`\\.${escaped}\\b|["'\`]${escaped}["'\`]`).test(source);
    });
    expect(unused).toEqual([]);
  });
});

describe.each(LANGUAGE_CODES)("the %s translation", (code) => {
  const messages = messagesFor(code);

  it("has exactly the English keys: none missing, none left over", () => {
    expect(keyPaths(messages).sort()).toEqual(keyPaths(en).sort());
  });

  it("has as many texts in each list as the English", () => {
    expect(messages.splash.messages).toHaveLength(en.splash.messages.length);
  });

  it("leaves no text empty", () => {
    expect(textsOf(code).filter(({ text }) => text.trim() === "")).toEqual([]);
  });
});

describe.each(LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE))(
  "the %s translation is written for its readers",
  (code) => {
    it("leaves no sentence in English", () => {
      const english = new Map(textsOf(DEFAULT_LANGUAGE).map(({ where, text }) => [where, text]));
      const untranslated = textsOf(code).filter(
        ({ where, text }) => text.length > 24 && text.includes(" ") && english.get(where) === text,
      );
      expect(untranslated).toEqual([]);
    });
  },
);
