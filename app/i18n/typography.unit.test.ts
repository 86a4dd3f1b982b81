import { describe, expect, it } from "vitest";
import { textsOf, type Text } from "~/test/translation-texts";

/** The texts of a language that break a typographic rule, with the offending passage. */
function offences(texts: Text[], rule: RegExp): string[] {
  return texts.flatMap(({ where, text }) =>
    [...text.matchAll(new RegExp(rule, "g"))].map(
      (match) => `${where}: …${text.slice(Math.max(0, match.index - 20), match.index + 20)}…`,
    ),
  );
}

const NO_BREAK_SPACES = "\u00A0\u202F";

describe("French typography", () => {
  const texts = textsOf("fr");

  it("puts a no-break space before ; : ! ? and none of them after a plain space", () => {
    // Punctuation ending a clause ("…", end of text or a space after it), not times or addresses.
    const rule = new RegExp(`(?<![${NO_BREAK_SPACES}])[;:!?](?=\\s|$|»)`);
    expect(offences(texts, rule)).toEqual([]);
  });

  it("puts no-break spaces inside « guillemets »", () => {
    expect(
      offences(texts, new RegExp(`«(?![${NO_BREAK_SPACES}])|(?<![${NO_BREAK_SPACES}])»`)),
    ).toEqual([]);
  });

  it("uses guillemets and typographic apostrophes, not straight quotes", () => {
    expect(offences(texts, /["']/)).toEqual([]);
  });
});

describe("Chinese typography", () => {
  const texts = textsOf("zh");
  const HAN = "\\u3400-\\u9FFF";

  it("uses full-width punctuation next to Chinese characters", () => {
    const rule = new RegExp(`[${HAN}][,.;:?!()]|[,;:?!(][${HAN}]`);
    expect(offences(texts, rule)).toEqual([]);
  });

  it("puts no space between Chinese characters", () => {
    // Words for search only are never shown: some are written as the browser splits a query
    // ("可 持续 发展 目标"), for the index to hold each word the query asks for.
    const shown = texts.filter(({ where }) => !/\bsearchTerms\b/.test(where));
    expect(offences(shown, new RegExp(`[${HAN}，。、；：？！] +[${HAN}]`))).toEqual([]);
  });
});

describe("Arabic typography", () => {
  const texts = textsOf("ar");

  it("uses Arabic punctuation (، ؛ ؟) in Arabic sentences", () => {
    expect(offences(texts, /[\u0621-\u064A][,;?]/)).toEqual([]);
  });

  it("writes numbers with the digits 0-9, as the organisation does", () => {
    expect(offences(texts, /[\u0660-\u0669\u06F0-\u06F9]/)).toEqual([]);
  });
});

describe("Spanish typography", () => {
  const texts = textsOf("es");

  it("opens every question and exclamation with ¿ and ¡", () => {
    const unbalanced = texts
      .filter(({ text }) => {
        const count = (char: string) => text.split(char).length - 1;
        return count("¿") !== count("?") || count("¡") !== count("!");
      })
      .map(({ where, text }) => `${where}: ${text}`);
    expect(unbalanced).toEqual([]);
  });
});

describe("Russian typography", () => {
  it("quotes with «guillemets», not straight quotes", () => {
    expect(offences(textsOf("ru"), /"/)).toEqual([]);
  });
});
