import { describe, expect, it } from "vitest";
import { argumentNames, compileMessage, missingPluralCategories } from "./compile-messages.server";

describe("compileMessage", () => {
  it("keeps a message without arguments as its text", () => {
    expect(compileMessage("Learn more")).toBe("Learn more");
    expect(compileMessage("L’essentiel\u00A0: ODD")).toBe("L’essentiel\u00A0: ODD");
  });

  it("turns arguments, numbers, plurals, selects and tags into parts", () => {
    expect(compileMessage("Goal {number}")).toEqual(["Goal ", ["number"]]);
    expect(compileMessage("{n, number, percent}")).toEqual([["n", "number", { style: "percent" }]]);
    expect(compileMessage("{n, plural, one {# goal} other {# goals}}")).toEqual([
      ["n", "plural", { one: [["#"], " goal"], other: [["#"], " goals"] }],
    ]);
    expect(compileMessage("{k, select, a {A} other {B}}")).toEqual([
      ["k", "select", { a: "A", other: "B" }],
    ]);
    expect(compileMessage("Read <link>more</link>.")).toEqual([
      "Read ",
      ["link", "tag", "more"],
      ".",
    ]);
  });

  it("leaves out options that say the same as other, which the formatter falls back to", () => {
    expect(
      compileMessage("{n, plural, one {# год} few {# года} many {# лет} other {# года}}"),
    ).toEqual([
      ["n", "plural", { one: [["#"], " год"], many: [["#"], " лет"], other: [["#"], " года"] }],
    ]);
  });

  it("refuses malformed messages, plurals without other, ordinals, offsets and dates", () => {
    expect(() => compileMessage("Goal {number")).toThrow();
    expect(() => compileMessage("{n, plural, one {goal}}")).toThrow();
    expect(() => compileMessage("{n, selectordinal, one {#st} other {#th}}")).toThrow(
      "no selectordinal",
    );
    expect(() => compileMessage("{n, plural, offset:1 one {#} other {#}}")).toThrow(
      "no plural offset",
    );
    expect(() => compileMessage("Published {date, date, long}")).toThrow("format it in the code");
  });
});

describe("argumentNames", () => {
  it("lists every name a message needs, inside plurals and tags too, once each", () => {
    expect(
      argumentNames("<b>{n, plural, one {{who} and # other} other {{who} and # others}}</b>"),
    ).toEqual(["b", "n", "who"]);
    expect(argumentNames("No arguments")).toEqual([]);
  });
});

describe("missingPluralCategories", () => {
  it("names the categories of the language a plural leaves out", () => {
    const source = "{n, plural, one {# год} other {# лет}}";
    expect(missingPluralCategories(source, "ru")).toEqual(["{n}: few", "{n}: many"]);
    expect(missingPluralCategories(source, "en-GB")).toEqual([]);
    expect(missingPluralCategories("{n, plural, other {#个}}", "zh-Hans")).toEqual([]);
  });
});
