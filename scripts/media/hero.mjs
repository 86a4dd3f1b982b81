// Renders the home-page hero loop (hero-scene.mjs) as raw RGB24 frames on stdout.
// Usage: node hero.mjs [frameCount]   (default 288)

import { once } from "node:events";
import {
  BG_BOTTOM,
  BG_GLOW,
  BG_TOP,
  frameShapes,
  glowAt,
  gradientAt,
  H,
  shadeAt,
  TOTAL,
  W,
} from "./hero-scene.mjs";

const frames = Number(process.argv[2] ?? TOTAL);

// ---------- static background ----------
const bg = new Uint8ClampedArray(W * H * 3);
for (let y = 0; y < H; y++) {
  for (let x = 0; x < W; x++) {
    const t = gradientAt(x, y);
    const g = glowAt(x, y);
    const shade = shadeAt(x);
    const i = (y * W + x) * 3;
    for (let c = 0; c < 3; c++)
      bg[i + c] = (BG_TOP[c] + (BG_BOTTOM[c] - BG_TOP[c]) * t + BG_GLOW[c] * g) * shade;
  }
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

const out = Buffer.alloc(W * H * 3);
for (let f = 0; f < frames; f++) {
  buf.set(bg);
  const { discs, glows, order } = frameShapes(f);
  let d = 0;
  let g = 0;
  for (const kind of order) {
    if (kind === "disc") {
      const { x, y, r, color, alpha } = discs[d++];
      splat(x, y, r, color, alpha);
    } else {
      const { x, y, r, color, alpha } = glows[g++];
      glow(x, y, r, color, alpha);
    }
  }
  out.set(buf);
  if (!process.stdout.write(Buffer.from(out))) await once(process.stdout, "drain");
}
