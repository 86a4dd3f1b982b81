import { describe, expect, it } from "vitest";
import { compileMessage } from "./compile-messages.server";
import { languageByCode, type LanguageCode } from "./languages";
import { formatMessage, formatMessageToParts, type Message } from "./message-format";

/** A message as a page receives it, from ICU source. */
function message<A>(source: string): Message<A> {
  const compiled = compileMessage(source);
  if (typeof compiled === "string") throw new Error(`"${source}" has no arguments`);
  return compiled as Message<A>;
}

const format = (code: LanguageCode, source: string, values: Record<string, string | number>) =>
  formatMessage(languageByCode(code), message<typeof values>(source), values);

describe("formatMessage", () => {
  it("puts each argument where the language's message places it", () => {
    expect(format("en", "Goal {number}", { number: 4 })).toBe("Goal 4");
    expect(format("zh", "目标{number}", { number: 4 })).toBe("目标4");
    expect(format("fr", "{title}\u00A0: contenu", { title: "Actualités" })).toBe(
      "Actualités\u00A0: contenu",
    );
  });

  it("writes numbers in the language's own format, Arabic with the digits 0-9", () => {
    expect(format("fr", "{n} personnes", { n: 1234.5 })).toBe("1\u202F234,5 personnes");
    expect(format("ar", "{n}", { n: 1234 })).toBe("1,234");
    expect(format("en", "{share, number, percent}", { share: 0.25 })).toBe("25%");
    expect(format("en", "{n, number, ::.00}", { n: 3 })).toBe("3.00");
    expect(format("en", "{n, number, integer}", { n: 2.6 })).toBe("3");
  });

  it("chooses the plural form by the language's rules, exact values first", () => {
    const ru = "{n, plural, one {# год} few {# года} many {# лет} other {# года}}";
    expect([1, 3, 5, 21, 193].map((n) => format("ru", ru, { n }))).toEqual([
      "1 год",
      "3 года",
      "5 лет",
      "21 год",
      "193 года",
    ]);
    const en = "{n, plural, =0 {no goals} one {one goal} other {# goals}}";
    expect([0, 1, 17].map((n) => format("en", en, { n }))).toEqual([
      "no goals",
      "one goal",
      "17 goals",
    ]);
    const ar = "{n, plural, zero {صفر} one {واحد} two {اثنان} few {قليل} many {كثير} other {#}}";
    expect([2, 3, 11, 100].map((n) => format("ar", ar, { n }))).toEqual([
      "اثنان",
      "قليل",
      "كثير",
      "100",
    ]);
  });

  it("falls back to other for a category the message leaves out", () => {
    expect(format("ru", "{n, plural, one {# год} other {# лет}}", { n: 3 })).toBe("3 лет");
  });

  it("selects a branch by value, other when none matches", () => {
    const select = "{kind, select, video {Watch} podcast {Listen} other {Read}}";
    expect(format("en", select, { kind: "video" })).toBe("Watch");
    expect(format("en", select, { kind: "podcast" })).toBe("Listen");
    expect(format("en", select, { kind: "article" })).toBe("Read");
  });
});

describe("formatMessageToParts", () => {
  it("hands a tag's formatted content to the caller and keeps values that are not text", () => {
    const date = { element: "time" };
    const parts = formatMessageToParts<Record<string, unknown>, object>(
      languageByCode("fr"),
      message("Publié le {date}. <link>Voir les {n} autres</link>"),
      { date, n: 1000, link: (chunks: unknown[]) => ({ link: chunks }) },
    );
    expect(parts).toEqual(["Publié le ", date, ". ", { link: ["Voir les 1\u202F000 autres"] }]);
  });

  it("formats inside tags nested in plurals", () => {
    const parts = formatMessageToParts<Record<string, unknown>, string>(
      languageByCode("en"),
      message("{n, plural, one {<b>#</b> goal} other {<b>#</b> goals}}"),
      { n: 2, b: (chunks: string[]) => `*${chunks.join("")}*` },
    );
    expect(parts).toEqual(["*2* goals"]);
  });
});
