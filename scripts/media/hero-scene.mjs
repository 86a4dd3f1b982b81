// The home-page hero's scene, frame by frame, as shapes: a slowly turning dotted globe
// (orthographic) with softly glowing arcs on a deep navy-to-UN-blue gradient. 12 s at 24 fps,
// seamless: the dot lattice has 12-fold symmetry in longitude and the globe turns exactly 30
// degrees per loop, so frame 288 equals frame 0. hero.mjs rasterises it into the film's frames,
// hero-still-svg.mjs draws its first frame as the phone's still.

export const W = 1280;
export const H = 720;
export const FPS = 24;
export const SECONDS = 12;
export const TOTAL = FPS * SECONDS;
const TURN = 30; // degrees per loop (360 / 12)

export const GX = 880;
export const GY = 370;
export const R = 300;
const TILT = (20 * Math.PI) / 180; // axis tilt towards viewer

/** The background's two ends, and the glow added behind the globe (scaled by `glowAt`). */
export const BG_TOP = [5, 16, 38];
export const BG_BOTTOM = [6, 74, 122];
export const BG_GLOW = [0, 70, 110];
/** How far the background runs from its top colour to its bottom one at (x, y), 0 to 1. */
export function gradientAt(x, y) {
  const t = (y / H) * 0.65 + (x / W) * 0.35;
  return t * t * (3 - 2 * t);
}
/** How far the glow behind the globe reaches from its centre (GX, GY). */
export const GLOW_RADIUS = R * 1.45;
/** Where the darkening of the left side ends. */
export const SHADE_END = W * 0.55;
/** The glow behind the globe at (x, y), 0 to 1. */
export function glowAt(x, y) {
  const d = Math.hypot(x - GX, y - GY) / GLOW_RADIUS;
  return Math.max(0, 1 - d) ** 2;
}
/** The darkening of the left side that keeps the overlaid text readable: a factor, 0.65 to 1. */
export function shadeAt(x) {
  return 1 - 0.35 * Math.max(0, 1 - x / SHADE_END);
}

// ---------- dot lattice (12-fold symmetric in longitude) ----------
const dots = [];
for (let lat = -84; lat <= 84; lat += 4) {
  const n = Math.max(12, Math.round((Math.cos((lat * Math.PI) / 180) * 90) / 12) * 12);
  for (let k = 0; k < n; k++) dots.push([(lat * Math.PI) / 180, (k / n) * 2 * Math.PI]);
}

function project(lat, lon, radius = R) {
  // sphere point -> rotate about the vertical axis (lon already includes rotation) -> tilt
  const x = Math.cos(lat) * Math.sin(lon);
  const y = Math.sin(lat);
  const z = Math.cos(lat) * Math.cos(lon);
  const y2 = y * Math.cos(TILT) - z * Math.sin(TILT);
  const z2 = y * Math.sin(TILT) + z * Math.cos(TILT);
  return [GX + x * radius, GY - y2 * radius, z2];
}

// arcs between points on the globe: [lat1, lon1, lat2, lon2, start second]
const deg = Math.PI / 180;
const arcs = [
  [40, -74, 51, 0, 0.0],
  [48, 2, -1, 37, 2.0],
  [-34, 18, -23, -46, 4.0],
  [35, 139, 1, 104, 5.5],
  [52, 13, 30, 31, 7.0],
  [19, -99, -12, -77, 8.5],
  [6, 3, 46, 6, 10.0],
  [-33, 151, -37, 175, 11.0],
].map(([a, b, c, d, s]) => [a * deg, b * deg, c * deg, d * deg, s]);
const ARC_LIFE = 5;

function slerp(lat1, lon1, lat2, lon2, t) {
  const p1 = [Math.cos(lat1) * Math.cos(lon1), Math.cos(lat1) * Math.sin(lon1), Math.sin(lat1)];
  const p2 = [Math.cos(lat2) * Math.cos(lon2), Math.cos(lat2) * Math.sin(lon2), Math.sin(lat2)];
  const dot = p1[0] * p2[0] + p1[1] * p2[1] + p1[2] * p2[2];
  const om = Math.acos(Math.min(1, Math.max(-1, dot)));
  const s = Math.sin(om) || 1;
  const a = Math.sin((1 - t) * om) / s;
  const b = Math.sin(t * om) / s;
  const p = [a * p1[0] + b * p2[0], a * p1[1] + b * p2[1], a * p1[2] + b * p2[2]];
  return [Math.asin(Math.max(-1, Math.min(1, p[2]))), Math.atan2(p[1], p[0]), om];
}

export const DOT = [170, 225, 255];
export const ARC = [120, 220, 255];
export const HEAD = [255, 255, 255];
const ease = (t) => (t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t));

/**
 * @typedef {{ x: number, y: number, r: number, color: number[], alpha: number }} Disc
 *   a disc drawn over what is below it, its edge one pixel soft
 * @typedef {{ x: number, y: number, r: number, color: number[], alpha: number }} Glow
 *   light added to what is below it, fading with the square of the distance to nothing at `r`
 */

/**
 * Frame `f`'s shapes in the order they are drawn.
 * @param {number} f
 * @returns {{ discs: Disc[], glows: Glow[], order: ("disc" | "glow")[] }}
 */
export function frameShapes(f) {
  const t = f / FPS;
  const rot = ((TURN * f) / TOTAL) * deg;
  /** @type {Disc[]} */
  const discs = [];
  /** @type {Glow[]} */
  const glows = [];
  /** @type {("disc" | "glow")[]} */
  const order = [];
  const disc = (x, y, r, color, alpha) => {
    discs.push({ x, y, r, color, alpha });
    order.push("disc");
  };
  const glow = (x, y, r, color, alpha) => {
    glows.push({ x, y, r, color, alpha });
    order.push("glow");
  };
  for (const [lat, lon] of dots) {
    const [x, y, z] = project(lat, lon + rot);
    if (z < 0) {
      disc(x, y, 1.1, DOT, 0.1 * (1 + z));
      continue;
    }
    const light = 0.25 + 0.75 * z;
    disc(x, y, 1.3 + 1.1 * z, DOT, 0.85 * light);
  }
  for (const [lat1, lon1, lat2, lon2, start] of arcs) {
    const age = (((t - start) % SECONDS) + SECONDS) % SECONDS;
    if (age > ARC_LIFE) continue;
    // the arc stays attached to the globe, measured from its own start (seamless across the loop)
    const arot = ((TURN * (start + age)) / SECONDS) * deg;
    const head = ease(age / 2.2);
    const tail = ease((age - 1.6) / 2.2);
    const fade = Math.min(1, age / 0.4, (ARC_LIFE - age) / 0.8);
    const [, , om] = slerp(lat1, lon1, lat2, lon2, 0);
    const steps = 90;
    for (let i = 0; i <= steps; i++) {
      const u = i / steps;
      if (u > head || u < tail) continue;
      const [la, lo] = slerp(lat1, lon1, lat2, lon2, u);
      const lift = 1 + 0.22 * om * Math.sin(Math.PI * u);
      const [x, y, z] = project(la, lo + arot, R * lift);
      if (z < -0.15) continue;
      const vis = z < 0 ? 0.3 : 1;
      disc(x, y, 1.5, ARC, 0.75 * fade * vis);
    }
    if (head > 0 && head < 1) {
      const [la, lo] = slerp(lat1, lon1, lat2, lon2, head);
      const lift = 1 + 0.22 * om * Math.sin(Math.PI * head);
      const [x, y, z] = project(la, lo + arot, R * lift);
      if (z > -0.15) glow(x, y, 16, HEAD, 0.55 * fade);
    }
    for (const [la, lo, on] of [
      [lat1, lon1, 1],
      [lat2, lon2, head >= 1 ? 1 : 0],
    ]) {
      if (!on) continue;
      const [x, y, z] = project(la, lo + arot);
      if (z > 0) glow(x, y, 12, ARC, 0.5 * fade);
    }
  }
  return { discs, glows, order };
}
