/**
 * The Member States' map, drawn when the site is built: Natural Earth's countries (the world-atlas
 * package, 1:110 million) projected with d3-geo, rounded to whole pixels, one path per shade so the
 * page carries a few kilobytes of outlines and no script. A State whose outline is missing at that
 * scale, or too small to see, is a circle at its centre, taken from the 1:10 million data.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { geoCentroid, geoNaturalEarth1, geoPath, type GeoContext } from "d3-geo";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { MARKER_RADIUS, OTHER_AREAS, type WorldMap } from "./map-shades";

/**
 * The map's drawing size, in whole units: the page scales it to the column. Half a column's pixels
 * a unit keeps the outlines' numbers short; a coast finer than that is not seen there.
 */
export const MAP_WIDTH = 480;
export const MAP_HEIGHT = 235;

/** Antarctica (M49 010) is left out: no State, and a third of the height. */
const ANTARCTICA = "010";

/** An outline smaller than this many square units also gets a circle, so that it is seen. */
const SMALL_AREA = 6;

/** A point nearer than this to the last one kept is left out: the outline's simplification. */
const KEPT_STEP = 2.5;

/**
 * A path's outline in whole units, each point written from the last ("l1-2"), a point nearer the one
 * before than KEPT_STEP left out, a ring that rounds to less than a triangle left out: what d3-geo's
 * path hands a drawing context (moveTo, lineTo, closePath), written as SVG path data.
 */
class RoundedOutline implements GeoContext {
  private readonly parts: string[] = [];
  private ring: [number, number][] = [];

  moveTo(x: number, y: number) {
    this.ring = [[Math.round(x), Math.round(y)]];
  }

  lineTo(x: number, y: number) {
    const point: [number, number] = [Math.round(x), Math.round(y)];
    const last = this.ring.at(-1);
    if (!last || Math.hypot(point[0] - last[0], point[1] - last[1]) >= KEPT_STEP)
      this.ring.push(point);
  }

  closePath() {
    const [first, ...rest] = this.ring;
    if (!first || rest.length < 2) return;
    const steps = rest.flatMap((point, index) => {
      const before = index === 0 ? first : (rest[index - 1] ?? first);
      return [point[0] - before[0], point[1] - before[1]];
    });
    this.parts.push(`M${numbers(first)}l${numbers(steps)}z`);
  }

  beginPath() {}

  arc() {}

  text() {
    return this.parts.join("");
  }
}

/** Numbers as SVG path data writes them: a space between two, none before a minus sign. */
const numbers = (values: readonly number[]) =>
  values.map((value, index) => (index > 0 && value >= 0 ? ` ${value}` : String(value))).join("");

/** A State to draw: its M49 code and the shade it takes (its decade, or "observer"). */
export interface MapState {
  m49: string;
  shade: string;
}

type Countries = FeatureCollection<Geometry, { name: string }>;

const require = createRequire(import.meta.url);

function countries(scale: "110m" | "10m"): Countries {
  const topology = JSON.parse(
    readFileSync(require.resolve(`world-atlas/countries-${scale}.json`), "utf8"),
  ) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  return feature(topology, topology.objects.countries) as Countries;
}

let drawn: { key: string; map: WorldMap } | undefined;

/** The map of `states`, drawn once per process for the same States and shades. */
export function worldMap(states: readonly MapState[]): WorldMap {
  const key = JSON.stringify(states);
  if (drawn?.key === key) return drawn.map;
  const shadeOf = new Map(states.map((state) => [state.m49, state.shade]));
  const world = countries("110m");
  const shown = world.features.filter((each) => each.id !== ANTARCTICA);
  const projection = geoNaturalEarth1().fitExtent(
    [
      [1, 1],
      [MAP_WIDTH - 1, MAP_HEIGHT - 1],
    ],
    { type: "FeatureCollection", features: shown },
  );
  const path = geoPath(projection);
  const byShade = new Map<string, string[]>();
  const outlined = new Set<string>();
  const markers: WorldMap["markers"] = [];
  const mark = (shade: string, place: Feature) => {
    const point = projection(geoCentroid(place));
    // Kept whole within the map: Kiribati's centre falls on its edge.
    const within = (value: number, size: number) =>
      Math.min(Math.max(Math.round(value), MARKER_RADIUS), size - MARKER_RADIUS);
    if (point)
      markers.push({ shade, x: within(point[0], MAP_WIDTH), y: within(point[1], MAP_HEIGHT) });
  };
  for (const country of shown) {
    const id = String(country.id ?? "");
    const shade = shadeOf.get(id) ?? OTHER_AREAS;
    const outline = new RoundedOutline();
    geoPath(projection, outline)(country);
    const d = outline.text();
    if (!d) continue;
    byShade.set(shade, [...(byShade.get(shade) ?? []), d]);
    if (shade === OTHER_AREAS) continue;
    outlined.add(id);
    if (path.area(country) < SMALL_AREA) mark(shade, country);
  }
  const missing = states.filter((state) => !outlined.has(state.m49));
  if (missing.length > 0) {
    const detailed = new Map(countries("10m").features.map((each) => [String(each.id), each]));
    for (const state of missing) {
      const place = detailed.get(state.m49);
      // The Vatican's outline is a point at that scale: its centre is all the circle needs.
      if (!place || !geoCentroid(place).every(Number.isFinite))
        throw new Error(`The map has no outline of the State with M49 code ${state.m49}`);
      mark(state.shade, place);
    }
  }
  // Drawn in the shades' order, the other areas first, beneath.
  const order = [OTHER_AREAS, ...new Set(states.map((state) => state.shade))];
  const map: WorldMap = {
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    shapes: order.flatMap((shade) => {
      const parts = byShade.get(shade);
      return parts ? [{ shade, d: parts.join("") }] : [];
    }),
    markers: markers.sort((a, b) => a.y - b.y || a.x - b.x),
  };
  drawn = { key, map };
  return map;
}
