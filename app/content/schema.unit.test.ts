import { describe, expect, it } from "vitest";
import { pageSchema } from "./schema";

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
