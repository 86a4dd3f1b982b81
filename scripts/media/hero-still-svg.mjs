// The phone's hero still: the film's first frame (hero-scene.mjs) as an SVG, within the window a
// portrait phone's band shows (generate-all.sh: 640 x 372 around the globe). Drawn as shapes, the
// globe's 700 dots cost a few kilobytes at any pixel density, where an AVIF as sharp took 9.8 KB.
// Usage: node hero-still-svg.mjs > hero-poster-small.svg
import {
  BG_BOTTOM,
  BG_GLOW,
  BG_TOP,
  frameShapes,
  GLOW_RADIUS,
  GX,
  GY,
  gradientAt,
  H,
  SHADE_END,
  shadeAt,
  W,
} from "./hero-scene.mjs";

/** The window: the band of a phone held upright (x, y, width, height in the film's pixels). */
const [X, Y, WIDTH, HEIGHT] = [560, 174, 640, 372];

const n = (value) => String(Math.round(value * 10) / 10);
const rgb = (c) =>
  `#${c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);

// The background: its gradient runs along (0.35 / W, 0.65 / H), eased at both ends.
const [ax, ay] = [0.35 / W, 0.65 / H];
const length2 = ax * ax + ay * ay;
const gradientStops = Array.from({ length: 9 }, (_, i) => {
  const t = i / 8;
  const eased = gradientAt((ax * t) / length2, (ay * t) / length2);
  return `<stop offset="${Number(t.toFixed(3))}" stop-color="${rgb(mix(BG_TOP, BG_BOTTOM, eased))}"/>`;
}).join("");
/**
 * A gradient stop of light added to what is below it at `strength` (0 to 1) of `color`: the colour
 * at its brightest, scaled by the stop's opacity, is `color` at that strength; where blending by
 * addition (plus-lighter) is unknown, it is laid over instead.
 */
function lightStop(offset, color, strength) {
  const top = Math.max(...color);
  const full = rgb(color.map((v) => (v / top) * 255));
  return `<stop offset="${offset}" stop-color="${full}" stop-opacity="${(strength * (top / 255)).toFixed(3)}"/>`;
}
/** Stops at `offsets` of light fading with the square of the distance, to nothing at the edge. */
const fadingLight = (color, alpha, offsets) =>
  offsets.map((d) => lightStop(d, color, alpha * (1 - d) ** 2)).join("");

// The glow behind the globe, added to the gradient.
const glowStops = fadingLight(
  BG_GLOW,
  1,
  Array.from({ length: 9 }, (_, i) => Number((i / 8).toFixed(3))),
);

const { discs, glows } = frameShapes(0);
const inWindow = ({ x, y, r }) =>
  x + r >= X - 2 && x - r <= X + WIDTH + 2 && y + r >= Y - 2 && y - r <= Y + HEIGHT + 2;

// Discs of one colour, size and opacity share a path of zero-length strokes with round ends, each
// moved to from the one before (the frame's order keeps neighbours together, so the moves repeat
// and compress). The raster's discs fade over the pixel either side of their radius, as an
// antialiased circle's edge does.
/** @type {Map<string, { x: number, y: number }[]>} */
const groups = new Map();
for (const disc of discs.filter(inWindow)) {
  const width = (Math.round(2 * disc.r * 5) / 5).toFixed(1);
  const alpha = (Math.round(disc.alpha * 20) / 20).toFixed(2);
  if (Number(alpha) <= 0) continue;
  const key = `${rgb(disc.color)} ${width} ${alpha}`;
  // The raster measures from a pixel's corner, SVG from its centre: half a pixel apart.
  const at = { x: Math.round((disc.x + 0.5) * 10), y: Math.round((disc.y + 0.5) * 10) };
  const group = groups.get(key);
  if (group) group.push(at);
  else groups.set(key, [at]);
}
const tenths = (value) => String(value / 10);
const paths = [...groups]
  .map(([key, points]) => {
    const [color, width, alpha] = key.split(" ");
    let previous = { x: 0, y: 0 };
    const moves = points.map((point, i) => {
      const move =
        i === 0
          ? `M${tenths(point.x)} ${tenths(point.y)}h0`
          : `m${tenths(point.x - previous.x)} ${tenths(point.y - previous.y)}h0`;
      previous = point;
      return move;
    });
    return `<path stroke="${color}" stroke-width="${Number(width)}" stroke-opacity="${Number(alpha)}" d="${moves.join("").replace(/ -/g, "-")}"/>`;
  })
  .join("\n");
const glowShapes = glows
  .filter(inWindow)
  .map(({ x, y, r, color, alpha }, i) => {
    const stops = fadingLight(color, alpha, [0, 0.25, 0.5, 0.75, 1]);
    return `<radialGradient id="h${i}">${stops}</radialGradient><circle cx="${n(x + 0.5)}" cy="${n(y + 0.5)}" r="${r}" fill="url(#h${i})"/>`;
  })
  .join("");

process.stdout
  .write(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="${X} ${Y} ${WIDTH} ${HEIGHT}">
<linearGradient id="b" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${n(ax / length2)}" y2="${n(ay / length2)}">${gradientStops}</linearGradient>
<radialGradient id="g" gradientUnits="userSpaceOnUse" cx="${GX}" cy="${GY}" r="${n(GLOW_RADIUS)}">${glowStops}</radialGradient>
<linearGradient id="s" gradientUnits="userSpaceOnUse" x1="0" x2="${n(SHADE_END)}"><stop stop-opacity="${n(1 - shadeAt(0))}"/><stop offset="1" stop-opacity="0"/></linearGradient>
<rect x="${X}" y="${Y}" width="${WIDTH}" height="${HEIGHT}" fill="url(#b)"/>
<rect x="${X}" y="${Y}" width="${WIDTH}" height="${HEIGHT}" fill="url(#g)" style="mix-blend-mode:plus-lighter"/>
<rect x="${X}" y="${Y}" width="${WIDTH}" height="${HEIGHT}" fill="url(#s)"/>
<g fill="none" stroke-linecap="round">
${paths}
</g>
<g style="mix-blend-mode:plus-lighter">${glowShapes}</g>
</svg>
`);
