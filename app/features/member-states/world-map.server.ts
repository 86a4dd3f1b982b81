/**
 * The Member States' map, drawn when the site is built: Natural Earth's countries (the world-atlas
 * package, 1:110 million) projected with d3-geo, rounded to whole pixels, one path per shade so the
 * page carries a few kilobytes of outlines and no script. A State whose outline is missing at that
 * scale, or too small to see, is a circle at its centre, taken from the 1:10 million data.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { geoArea, geoCentroid, geoNaturalEarth1, geoPath } from "d3-geo";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { OTHER_AREAS, type WorldMap } from "./map-shades";

/** The map's drawing size; the page scales it to the column. */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 470;

/** Antarctica (M49 010) is left out: no State, and a third of the height. */
const ANTARCTICA = "010";

/** An outline smaller than this many square pixels also gets a circle, so that it is seen. */
const SMALL_AREA_PX = 24;

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
  const path = geoPath(projection).digits(0);
  const byShade = new Map<string, string[]>();
  const outlined = new Set<string>();
  const markers: WorldMap["markers"] = [];
  const mark = (shade: string, place: Feature) => {
    const point = projection(geoCentroid(place));
    if (point) markers.push({ shade, x: Math.round(point[0]), y: Math.round(point[1]) });
  };
  for (const country of shown) {
    const id = String(country.id ?? "");
    const shade = shadeOf.get(id) ?? OTHER_AREAS;
    const d = path(country);
    if (!d) continue;
    byShade.set(shade, [...(byShade.get(shade) ?? []), d]);
    if (shade === OTHER_AREAS) continue;
    outlined.add(id);
    if (path.area(country) < SMALL_AREA_PX) mark(shade, country);
  }
  const missing = states.filter((state) => !outlined.has(state.m49));
  if (missing.length > 0) {
    const detailed = new Map(countries("10m").features.map((each) => [String(each.id), each]));
    for (const state of missing) {
      const place = detailed.get(state.m49);
      if (!place || geoArea(place) === 0)
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
