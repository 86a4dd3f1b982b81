// Renders the home-page hero loop as raw RGB24 frames on stdout:
// a slowly turning dotted globe (orthographic) with softly glowing arcs
// on a deep navy-to-UN-blue gradient. 12 s at 24 fps, seamless:
// the dot lattice has 12-fold symmetry in longitude and the globe turns
// exactly 30 degrees per loop, so frame 288 equals frame 0.
// Usage: node hero.mjs [frameCount]   (default 288)

import { once } from "node:events";

const W = 1280;
const H = 720;
const FPS = 24;
const SECONDS = 12;
const TOTAL = FPS * SECONDS;
const TURN = 30; // degrees per loop (360 / 12)
const frames = Number(process.argv[2] ?? TOTAL);

const GX = 880;
const GY = 370;
const R = 300;
const TILT = (20 * Math.PI) / 180; // axis tilt towards viewer

// ---------- static background ----------
const bg = new Uint8ClampedArray(W * H * 3);
{
  const top = [5, 16, 38];
  const bottom = [6, 74, 122];
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let t = (y / H) * 0.65 + (x / W) * 0.35;
      t = t * t * (3 - 2 * t);
      let r = top[0] + (bottom[0] - top[0]) * t;
      let g = top[1] + (bottom[1] - top[1]) * t;
      let b = top[2] + (bottom[2] - top[2]) * t;
      // glow behind the globe
      const d = Math.hypot(x - GX, y - GY) / (R * 1.45);
      const glow = Math.max(0, 1 - d) ** 2;
      r += 0 * glow;
      g += 70 * glow;
      b += 110 * glow;
      // darker left side keeps the overlaid text readable
      const shade = 1 - 0.35 * Math.max(0, 1 - x / (W * 0.55));
      const i = (y * W + x) * 3;
      bg[i] = r * shade;
      bg[i + 1] = g * shade;
      bg[i + 2] = b * shade;
    }
  }
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

const buf = new Uint8ClampedArray(W * H * 3);

function splat(cx, cy, r, c, alpha) {
  const x0 = Math.max(0, Math.floor(cx - r - 1));
  const x1 = Math.min(W - 1, Math.ceil(cx + r + 1));
  const y0 = Math.max(0, Math.floor(cy - r - 1));
  const y1 = Math.min(H - 1, Math.ceil(cy + r + 1));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const d = Math.hypot(x - cx, y - cy);
      const a = alpha * Math.min(1, Math.max(0, r + 0.5 - d));
      if (a <= 0) continue;
      const i = (y * W + x) * 3;
      buf[i] += (c[0] - buf[i]) * a;
      buf[i + 1] += (c[1] - buf[i + 1]) * a;
      buf[i + 2] += (c[2] - buf[i + 2]) * a;
    }
  }
}
function glow(cx, cy, r, c, alpha) {
  const x0 = Math.max(0, Math.floor(cx - r));
  const x1 = Math.min(W - 1, Math.ceil(cx + r));
  const y0 = Math.max(0, Math.floor(cy - r));
  const y1 = Math.min(H - 1, Math.ceil(cy + r));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const d = Math.hypot(x - cx, y - cy) / r;
      if (d >= 1) continue;
      const a = alpha * (1 - d) * (1 - d);
      const i = (y * W + x) * 3;
      buf[i] += c[0] * a;
      buf[i + 1] += c[1] * a;
      buf[i + 2] += c[2] * a;
    }
  }
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

const DOT = [170, 225, 255];
const ARC = [120, 220, 255];
const HEAD = [255, 255, 255];
const ease = (t) => (t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t));

const out = Buffer.alloc(W * H * 3);
for (let f = 0; f < frames; f++) {
  const t = f / FPS;
  const rot = ((TURN * f) / TOTAL) * deg;
  buf.set(bg);
  for (const [lat, lon] of dots) {
    const [x, y, z] = project(lat, lon + rot);
    if (z < 0) {
      splat(x, y, 1.1, DOT, 0.1 * (1 + z));
      continue;
    }
    const light = 0.25 + 0.75 * z;
    splat(x, y, 1.3 + 1.1 * z, DOT, 0.85 * light);
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
      splat(x, y, 1.5, ARC, 0.75 * fade * vis);
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
  out.set(buf);
  if (!process.stdout.write(Buffer.from(out))) await once(process.stdout, "drain");
}
