import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MEMBER_STATES_COUNT, YEARS_OF_SERVICE } from "~/config/constants";
import { GOALS_COUNT } from "~/content/collections";
import { footerColumns } from "~/config/navigation";
import { catalogueFor, compileCatalogue, messageEntries, messagesFor } from "./catalog";
import { argumentNames, compileMessage, missingPluralCategories } from "./compile-messages.server";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, languageByCode, type LanguageCode } from "./languages";
import { formatMessage } from "./message-format";
import { MESSAGE_ARGUMENTS } from "./message-arguments";
import { textsOf } from "~/test/translation-texts";

const en = catalogueFor(DEFAULT_LANGUAGE);
const englishEntries = messageEntries(en);

/** Every key of a catalogue as a dotted path. */
const keyPaths = (tree: object) => messageEntries(tree).map(([key]) => key);

const APP_DIR = join(import.meta.dirname, "..");
/** The build's outputs (feeds, calendars) read interface text too. */
const OUTPUTS_DIR = join(APP_DIR, "..", "scripts", "build", "outputs");

/** The source of the interface: every module but the texts, the list of arguments and the tests. */
function interfaceSource(): string {
  return [APP_DIR, OUTPUTS_DIR]
    .flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter(
          (file) =>
            /\.tsx?$/.test(file) &&
            !/\.test\.tsx?$/.test(file) &&
            join(dir, file) !== join(APP_DIR, "i18n/message-arguments.ts"),
        )
        .map((file) => readFileSync(join(dir, file), "utf8")),
    )
    .join("\n");
}

describe("the interface text", () => {
  it("uses every English key somewhere in the interface: none is left unused", () => {
    const source = interfaceSource();
    // The footer's labels are the keys of its table of links, read through `footerColumns`.
    const footerLabels = new Set(
      footerColumns.flatMap((column) => column.links.map((link) => `footer.links.${link.label}`)),
    );
    const unused = keyPaths(en).filter((path) => {
      if (footerLabels.has(path)) return false;
      const key = path.split(".").at(-1) ?? path;
      const escaped = key.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
      // A key is read as `.key`, or looked up by a value spelt "key" elsewhere (theme ids, paths).
      return !new RegExp(`\\.${escaped}\\b|["'\`]${escaped}["'\`]`).test(source);
    });
    expect(unused).toEqual([]);
  });

  it("gives English messages exactly the arguments the code passes them", () => {
    const declared = (key: string) =>
      Object.keys(MESSAGE_ARGUMENTS[key as keyof typeof MESSAGE_ARGUMENTS] ?? {}).sort();
    const mismatched = englishEntries.filter(
      ([key, source]) => argumentNames(source).join() !== declared(key).join(),
    );
    expect(mismatched).toEqual([]);
    expect(Object.keys(MESSAGE_ARGUMENTS).filter((key) => !keyPaths(en).includes(key))).toEqual([]);
  });
});

describe("compileCatalogue", () => {
  it("stops on a message whose arguments are not those the code passes, naming file and key", () => {
    const catalogue = { home: { goals: { goal: "Objectif {nombre}" } } };
    expect(() => compileCatalogue(catalogue, "fr")).toThrow(
      "app/i18n/messages/fr.json, home.goals.goal: uses {nombre}, but the code passes {number}",
    );
  });

  it("stops on a message that is not valid ICU, naming file and key", () => {
    expect(() => compileCatalogue({ nav: { home: "Accueil {" } }, "fr")).toThrow(
      "app/i18n/messages/fr.json, nav.home: not a valid ICU message",
    );
  });
});

describe("sentences with values, as each language words them", () => {
  const fr = languageByCode("fr");

  it("gives the French documents' choice its no-break space before the colon", () => {
    const { filteredTitle } = messagesFor("fr").documents;
    expect(formatMessage(fr, filteredTitle, { filter: "Résolutions" })).toBe(
      "Documents\u00A0: Résolutions",
    );
  });

  it("writes the Chinese goal label in Chinese order, without a space", () => {
    const { goal } = messagesFor("zh").home.goals;
    expect(formatMessage(languageByCode("zh"), goal, { number: 1 })).toBe("目标1");
  });

  it("makes each figure's label agree with its number", () => {
    const labels = (code: LanguageCode) => {
      const { memberStates, goals, years } = messagesFor(code).home.stats;
      const language = languageByCode(code);
      return [
        formatMessage(language, memberStates, { count: MEMBER_STATES_COUNT }),
        formatMessage(language, goals, { count: GOALS_COUNT }),
        formatMessage(language, years, { count: YEARS_OF_SERVICE }),
      ];
    };
    expect(labels("en")).toEqual([
      "Member States",
      "Sustainable Development Goals",
      "Years of Service",
    ]);
    expect(labels("ru")).toEqual([
      "государства-члена",
      "целей в области устойчивого развития",
      "лет работы",
    ]);
    expect(labels("ar")).toEqual(["دولة عضوا", "هدفا للتنمية المستدامة", "عاما من الخدمة"]);
    const ru = messagesFor("ru").home.stats.memberStates;
    expect([1, 2, 5].map((count) => formatMessage(languageByCode("ru"), ru, { count }))).toEqual([
      "государство-член",
      "государства-члена",
      "государств-членов",
    ]);
  });
});

describe.each(LANGUAGE_CODES)("the %s translation", (code) => {
  const catalogue = catalogueFor(code);
  const entries = messageEntries(catalogue);

  it("has exactly the English keys: none missing, none left over", () => {
    expect(keyPaths(catalogue).sort()).toEqual(keyPaths(en).sort());
  });

  it("has as many splash messages as the English, under the same keys", () => {
    expect(Object.keys(catalogue.splash.messages)).toEqual(Object.keys(en.splash.messages));
  });

  it("writes every message in valid ICU MessageFormat", () => {
    const invalid = entries.flatMap(([key, source]) => {
      try {
        compileMessage(source);
        return [];
      } catch (error) {
        return [`${key}: ${(error as Error).message}`];
      }
    });
    expect(invalid).toEqual([]);
  });

  it("gives each message exactly the English message's arguments", () => {
    const english = new Map(englishEntries.map(([key, source]) => [key, argumentNames(source)]));
    const mismatched = entries
      .filter(([key, source]) => argumentNames(source).join() !== english.get(key)?.join())
      .map(([key, source]) => `${key}: ${source}`);
    expect(mismatched).toEqual([]);
  });

  it("names every plural category of the language in each plural", () => {
    const { intl } = languageByCode(code);
    const incomplete = entries.flatMap(([key, source]) =>
      missingPluralCategories(source, intl).map((missing) => `${key} ${missing}`),
    );
    expect(incomplete).toEqual([]);
  });

  it("keeps the text of a message without arguments exactly as written", () => {
    const plain = entries.filter(([, source]) => argumentNames(source).length === 0);
    expect(plain.length).toBeGreaterThan(0);
    for (const [, source] of plain) expect(compileMessage(source)).toBe(source);
  });

  it("compiles for the page", () => {
    expect(messagesFor(code).siteName).toBe(catalogue.siteName);
  });

  // Reads every page of the language from the catalog: about 1 s alone, 3 s beside two busy loops.
  it("leaves no text empty", { timeout: 30_000 }, () => {
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
