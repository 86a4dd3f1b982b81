import { describe, expect, it } from "vitest";
import { goalNumberIn, searchGoalFirst } from "./goal-first";

describe("a goal's number in a query", () => {
  it("is read at the end of the query, however the language writes it", () => {
    for (const [query, number] of [
      ["SDG 5", 5],
      ["SDG5", 5],
      ["goal 17", 17],
      ["目标5", 5],
      ["可持续发展目标 12", 12],
      ["الهدف 1", 1],
    ] as const)
      expect(goalNumberIn(query), query).toBe(number);
  });

  it("is no goal's when no goal has it, or the number ends a longer one", () => {
    for (const query of ["goal 18", "goal 0", "resolution 1325", "A/RES/70/1 2015", "climate"])
      expect(goalNumberIn(query), query).toBeUndefined();
  });
});

describe("a search with a goal's number", () => {
  const page = (id: string) => ({ id });
  const pagefind = {
    search: async (_query: string, options?: { filters: Record<string, string> }) => ({
      results: options ? [page("goal-1")] : [page("goal-17"), page("goal-1"), page("goal-10")],
    }),
  };

  it("puts the goal's page first, once", async () => {
    expect(await searchGoalFirst(pagefind, "goal 1")).toEqual([
      page("goal-1"),
      page("goal-17"),
      page("goal-10"),
    ]);
  });

  it("leaves any other query's results as Pagefind ranks them", async () => {
    expect(await searchGoalFirst(pagefind, "goals")).toEqual([
      page("goal-17"),
      page("goal-1"),
      page("goal-10"),
    ]);
  });
});
