import { describe, expect, it } from "vitest";
import { siteCatalog } from "~/config/site-catalog.server";
import { contrastRatio, GOAL_INKS, goalInk } from "./goal-colours";

/** WCAG 2.2 AA for text of any size (1.4.3). */
const AA_TEXT = 4.5;

describe("text on a goal's colour", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  it("reads at AA contrast on each of the 17 official colours", () => {
    const goals = siteCatalog().goals("en");
    expect(goals).toHaveLength(17);
    for (const { number, colour, ink } of goals) {
      expect(ink).toBe(goalInk(colour));
      const ratio = contrastRatio(colour, GOAL_INKS[ink]);
      expect({ number, ratio: ratio >= AA_TEXT }).toEqual({ number, ratio: true });
    }
  });

  it("is black on the light colours, white on the dark ones", () => {
    expect(goalInk("#FCC30B")).toBe("dark");
    expect(goalInk("#19486A")).toBe("light");
  });
});
