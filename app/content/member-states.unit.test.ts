// The Member States list: 193 Members and 2 observer States, each once, with a real date and a
// name in every language, and a sample of its dates and names as the stored UN source text gives them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../i18n/languages";
import { loadMemberStates, memberStatesFile } from "./member-states.server";
import {
  decadeOf,
  firstLetterOf,
  lettersIn,
  memberStatesOf,
  memberStatesView,
  memberStatesViews,
} from "./member-states-listing.server";
import { isUnSystem } from "./source-rules";

const ROOT = join(import.meta.dirname, "..", "..");
const lists = loadMemberStates(ROOT);
const english = lists.get("en");
if (!english) throw new Error("no English list");
/** The day the Charter came into force, and the last admission (South Sudan). */
const FIRST_DAY = "1945-10-24";
const LAST_ADMISSION = "2011-07-14";

/** The stored source text of content/sources/member-states.md: its fenced blocks, by title. */
const SOURCE_TEXT = readFileSync(join(ROOT, "content", "sources", "member-states.md"), "utf8");
const block = (title: string) => {
  const found = new RegExp(`\`\`\`\\w+ title="${title}"\\n([\\s\\S]*?)\\n\`\`\``).exec(SOURCE_TEXT);
  if (!found?.[1]) throw new Error(`no block ${title} in the sources' note`);
  return found[1];
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "June", "July", "Aug", "Sep", "Oct", "Nov", "Dec"];

describe("the Member States list", () => {
  it("has the 193 Member States and the 2 observer States, each code once", () => {
    expect(english.memberStates).toHaveLength(193);
    expect(english.observers.map((state) => state.iso3)).toEqual(["VAT", "PSE"]);
    const all = [...english.memberStates, ...english.observers];
    expect(new Set(all.map((state) => state.iso3)).size).toBe(195);
    expect(new Set(all.map((state) => state.m49)).size).toBe(195);
  });

  it("dates every admission between the Charter's entry into force and South Sudan's", () => {
    for (const { iso3, admitted } of english.memberStates) {
      expect(new Date(`${admitted}T00:00:00Z`).toISOString().slice(0, 10), iso3).toBe(admitted);
      expect(admitted >= FIRST_DAY && admitted <= LAST_ADMISSION, `${iso3} ${admitted}`).toBe(true);
    }
    // 51 original Members, of which Czechoslovakia and Yugoslavia have no successor seat.
    expect(english.memberStates.filter((state) => state.admitted < "1946").length).toBe(49);
    const last = english.memberStates.find((state) => state.admitted === LAST_ADMISSION);
    expect(last?.iso3).toBe("SSD");
    expect(english.observers.map((state) => state.observerSince)).toEqual([
      "1964-04-06",
      "2012-11-29",
    ]);
  });

  it("names every State in the six languages, in each language's own writing", () => {
    for (const code of LANGUAGE_CODES) {
      const list = lists.get(code);
      expect(list?.memberStates.length, code).toBe(193);
      for (const state of [...(list?.memberStates ?? []), ...(list?.observers ?? [])])
        expect(state.name.trim(), `${code} ${state.iso3}`).not.toBe("");
    }
    const name = (code: "en" | "fr" | "es" | "ru" | "zh" | "ar", iso3: string) =>
      lists.get(code)?.memberStates.find((state) => state.iso3 === iso3)?.name;
    expect(name("en", "TUR")).toBe("Türkiye");
    expect(name("en", "CIV")).toBe("Côte d’Ivoire");
    expect(name("en", "IRN")).toBe("Iran (Islamic Republic of)");
    expect(name("fr", "IRN")).toBe("Iran (République islamique d’)");
    expect(name("zh", "CHN")).toBe("中国");
  });

  it("keeps no name in a translation for a code the English file lacks", () => {
    const codes = new Set([...english.memberStates, ...english.observers].map((s) => s.iso3));
    for (const code of LANGUAGE_CODES.filter((each) => each !== "en")) {
      const { names } = parse(readFileSync(join(ROOT, memberStatesFile(code)), "utf8")) as {
        names: Record<string, string>;
      };
      expect(Object.keys(names).filter((key) => !codes.has(key)), code).toEqual([]);
    }
  });

  it("cites pages of the United Nations system, checked on a day", () => {
    expect(english.sources.length).toBeGreaterThan(0);
    for (const { url } of english.sources) expect(isUnSystem(url), url).toBe(true);
    expect(english.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("the list against the stored source text", () => {
  it("gives each date the Yearbook's roster gives for a name written as the list writes it", () => {
    const roster = block("yearbook-2011-roster");
    const checked: string[] = [];
    for (const { name, admitted, iso3 } of english.memberStates) {
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      // A name at the start of an entry: after the previous entry's year, or the text's start.
      const found = new RegExp(`(?:^|\\d{4} )${escaped} (\\d{1,2}) (\\w+)\\.? (\\d{4})`).exec(
        roster,
      );
      if (!found) continue;
      const [, day = "", month = "", year = ""] = found;
      const number = String(MONTHS.indexOf(month) + 1).padStart(2, "0");
      expect(`${year}-${number}-${day.padStart(2, "0")}`, `${iso3} ${name}`).toBe(admitted);
      checked.push(iso3);
    }
    expect(checked.length).toBeGreaterThanOrEqual(60);
  });

  it("gives each name the stored M49 tables give, but for the corrections the note explains", () => {
    const CORRECTED = new Set(["en:CIV", "en:NLD", "ar:NLD"]);
    let compared = 0;
    for (const code of LANGUAGE_CODES) {
      const rows = block(`m49-${code}`).split("\n").slice(1);
      const list = lists.get(code);
      for (const row of rows) {
        const cells = row.match(/"[^"]*"|[^,]+|(?<=,)(?=,|$)/g) ?? [];
        const [name = "", , , iso3 = ""] = cells.slice(8).map((cell) => cell.replace(/^"|"$/g, ""));
        if (CORRECTED.has(`${code}:${iso3}`)) continue;
        const state = [...(list?.memberStates ?? []), ...(list?.observers ?? [])].find(
          (each) => each.iso3 === iso3,
        );
        expect(state?.name, `${code} ${iso3}`).toBe(name);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(80);
  });
});

describe("the list's views", () => {
  it("sorts by the language's collation and by date, and files names under their letter", () => {
    const byName = memberStatesOf("en", { facet: undefined }).map((state) => state.name);
    expect(byName[0]).toBe("Afghanistan");
    expect(byName.indexOf("Türkiye")).toBeLessThan(byName.indexOf("Turkmenistan"));
    const byDate = memberStatesOf("en", { facet: "sort", value: "date" });
    expect(byDate.at(-1)?.iso3).toBe("SSD");
    expect(firstLetterOf("fr", "Émirats arabes unis")).toEqual({ label: "E", slug: "e" });
    expect(firstLetterOf("zh", "中国")).toEqual({ label: "Z", slug: "z" });
    expect(firstLetterOf("zh", "阿富汗")).toEqual({ label: "A", slug: "a" });
    expect(firstLetterOf("ar", "الجزائر")).toEqual({ label: "ج", slug: "jim" });
    expect(firstLetterOf("ru", "Жамайка").slug).toBe("zh");
    const arabic = lettersIn("ar", lists.get("ar")?.memberStates ?? []).map(({ label }) => label);
    expect(arabic.slice(0, 3)).toEqual(["ا", "ب", "ت"]);
  });

  it("files every State under one letter and one decade of each language's views", () => {
    for (const code of LANGUAGE_CODES) {
      const letters = lettersIn(code, lists.get(code)?.memberStates ?? []);
      const filed = letters.flatMap(({ slug }) =>
        memberStatesOf(code, memberStatesView(code, "letter", slug) ?? { facet: undefined }),
      );
      expect(filed, code).toHaveLength(193);
      for (const { slug } of letters) expect(slug, code).toMatch(/^[a-z]+$/);
    }
    const decades = new Set(english.memberStates.map((state) => decadeOf(state.admitted)));
    expect([...decades].sort()).toEqual(["1940", "1950", "1960", "1970", "1980", "1990", "2000", "2010"]);
    expect(memberStatesView("en", "decade", "1930")).toBeUndefined();
    expect(memberStatesView("en", "sort", "name")).toBeUndefined();
    const views = memberStatesViews().map(({ segment }) => segment);
    expect(views).toContain("sort/date");
    expect(views).toContain("decade/1960");
  });
});
