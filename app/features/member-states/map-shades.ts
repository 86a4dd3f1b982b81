/** What the map of admissions draws, shared by its drawing (world-map.server.ts) and the page. */

/** The shade of the non-member observer States on the map and in its legend. */
export const OBSERVER_SHADE = "observer";

/** The shade of what is no State of the list: territories, and areas without a code. */
export const OTHER_AREAS = "other";

/** A small State's circle's radius, in the map's pixels. */
export const MARKER_RADIUS = 2;

/** The map: one outline per shade (and the other areas'), and the circles of small States. */
export interface WorldMap {
  width: number;
  height: number;
  shapes: { shade: string; d: string }[];
  markers: { shade: string; x: number; y: number }[];
}

/** The class that gives a map shape, circle or legend swatch its shade (app/styles/member-states.css). */
export const shadeClass = (shade: string) => `shade-${shade}`;
