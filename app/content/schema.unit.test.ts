import { describe, expect, it } from "vitest";
import { eventSchema, pageSchema } from "./schema";

const dateProblems = (date: string) =>
  pageSchema.safeParse({ title: "T", lead: "L", date }).error?.issues.map((issue) => issue.message);

describe("a page's date", () => {
  it("is refused as not a real date when the day does not exist, though written YYYY-MM-DD", () => {
    expect(dateProblems("2026-02-30")).toEqual(["is not a real date: check the day and the month"]);
    expect(dateProblems("2026-13-01")).toEqual(["is not a real date: check the day and the month"]);
  });
  it("is refused for its writing when not written YYYY-MM-DD", () => {
    expect(dateProblems("5 March 2026")).toEqual(["must be a date written YYYY-MM-DD"]);
  });
  it("accepts a leap day", () => {
    expect(dateProblems("2024-02-29")).toBeUndefined();
  });
});

describe("an observance's resolutions", () => {
  const day = {
    title: "T",
    lead: "L",
    kind: "observance",
    day: "09-21",
    proclaimedBy: "A/RES/36/67",
    proclaimed: "1981-11-30",
    sources: [{ url: "https://www.un.org/en/observances/international-day-peace", confirms: ["observance"], note: "N." }],
  };
  const problems = (fields: object) =>
    eventSchema
      .safeParse({ ...day, ...fields })
      .error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);

  it("may name a later resolution that fixed the date, apart from the one that proclaimed the day", () => {
    expect(problems({ dateFixedBy: "A/RES/55/282", dateFixed: "2001-09-07" })).toBeUndefined();
  });
  it("refuses the proclaiming resolution again as the one that fixed the date", () => {
    expect(problems({ dateFixedBy: "A/RES/36/67" })).toEqual([
      "dateFixedBy: must differ from proclaimedBy: leave it out when the proclaiming resolution fixed the date",
    ]);
  });
  it("refuses a date fixed before the day was proclaimed, or without its resolution", () => {
    expect(problems({ dateFixedBy: "A/RES/55/282", dateFixed: "1980-01-01" })).toEqual([
      "dateFixed: must be on or after proclaimed",
    ]);
    expect(problems({ dateFixed: "2001-09-07" })).toEqual([
      "dateFixedBy: is required with dateFixed: the symbol of the resolution that fixed the date",
    ]);
  });
  it("refuses a source that says neither what it confirms nor from the closed list", () => {
    expect(problems({ sources: [{ url: "https://press.un.org/x", confirms: ["rumour"], note: "N." }] })).toEqual([
      expect.stringMatching(/^sources\.0\.confirms\.0: must each be one of symbol, title, date/),
    ]);
  });
});
