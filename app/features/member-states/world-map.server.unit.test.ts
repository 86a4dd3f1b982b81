// The map of admissions as the build draws it: every shade outlined, the small States as circles
// inside the map, the outlines in whole units.
import { describe, expect, it } from "vitest";
import { memberStatesIn } from "~/content/member-states.server";
import { MARKER_RADIUS, OTHER_AREAS } from "./map-shades";
import { MAP_HEIGHT, MAP_WIDTH, worldMap } from "./world-map.server";

const list = memberStatesIn("en");
const states = [
  ...list.memberStates.map((state) => ({
    m49: state.m49,
    shade: `${state.admitted.slice(0, 3)}0`,
  })),
  ...list.observers.map((state) => ({ m49: state.m49, shade: "observer" })),
];
const map = worldMap(states);

describe("the map of admissions", () => {
  it("outlines each shade once, the other areas beneath, in whole units", () => {
    const shades = map.shapes.map(({ shade }) => shade);
    expect(shades[0]).toBe(OTHER_AREAS);
    expect(new Set(shades).size).toBe(shades.length);
    expect(shades).toEqual(expect.arrayContaining(["1940", "2010"]));
    for (const { d } of map.shapes) expect(d).toMatch(/^(M-?\d+ -?\d+l(-?\d+| -?\d+)+z)+$/);
  });

  it("marks the States too small to outline, inside the map", () => {
    // The Holy See, Tuvalu and Monaco have no outline at 1:110 million.
    expect(map.markers.length).toBeGreaterThanOrEqual(30);
    for (const { x, y } of map.markers) {
      expect(x).toBeGreaterThanOrEqual(MARKER_RADIUS);
      expect(x).toBeLessThanOrEqual(MAP_WIDTH - MARKER_RADIUS);
      expect(y).toBeGreaterThanOrEqual(MARKER_RADIUS);
      expect(y).toBeLessThanOrEqual(MAP_HEIGHT - MARKER_RADIUS);
    }
    // The two observer States are both too small: the Holy See and the State of Palestine.
    expect(map.markers.filter(({ shade }) => shade === "observer")).toHaveLength(2);
  });

  it("stays a few kilobytes of outlines", () => {
    const bytes = map.shapes.reduce((sum, { d }) => sum + d.length, 0);
    expect(bytes).toBeLessThan(20_000);
  });
});
