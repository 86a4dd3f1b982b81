// Original flat-vector illustrations (16:9, 1280x720) for the content pages.
// No text anywhere: the site is translated into six languages.
import { goals } from "./goals.mjs";
import { emblemMarkup } from "./emblem.mjs";

export const W = 1280;
export const H = 720;

export const C = {
  blue: "#009edb",
  sky: "#5cc3ec",
  pale: "#cfeefb",
  navy: "#0b2545",
  navy2: "#13315c",
  white: "#ffffff",
  gold: "#f2b134",
  green: "#3aa655",
  teal: "#1fa59a",
  coral: "#e8684a",
  orange: "#f08a3c",
  red: "#d64550",
  purple: "#6a5acd",
  grey: "#8aa0b5",
  sand: "#f3e3c3",
};

// the goal tile colours used across the site imagery (our own harmonious palette)
export const GOAL_COLORS = [
  "#e5243b",
  "#dda63a",
  "#4c9f38",
  "#c5192d",
  "#ff3a21",
  "#26bde2",
  "#fcc30b",
  "#a21942",
  "#fd6925",
  "#dd1367",
  "#fd9d24",
  "#bf8b2e",
  "#3f7e44",
  "#0a97d9",
  "#56c02b",
  "#00689d",
  "#19486a",
];

let uid = 0;
const id = (p) => `${p}${++uid}`;
const f1 = (n) => Math.round(n * 10) / 10;

// ---------- primitives ----------
function linGrad(defs, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
  const g = id("g");
  defs.push(
    `<linearGradient id="${g}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
      stops
        .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
        .join("") +
      `</linearGradient>`,
  );
  return `url(#${g})`;
}
function radGrad(defs, stops, cx = 0.5, cy = 0.5, r = 0.5) {
  const g = id("r");
  defs.push(
    `<radialGradient id="${g}" cx="${cx}" cy="${cy}" r="${r}">` +
      stops
        .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
        .join("") +
      `</radialGradient>`,
  );
  return `url(#${g})`;
}

function background(defs, top, bottom, accent = C.white) {
  const fill = linGrad(
    defs,
    [
      [0, top],
      [1, bottom],
    ],
    0,
    0,
    0.4,
    1,
  );
  const glow = radGrad(defs, [
    [0, accent, 0.22],
    [1, accent, 0],
  ]);
  return (
    `<rect width="${W}" height="${H}" fill="${fill}"/>` +
    `<circle cx="1090" cy="120" r="420" fill="${glow}"/>` +
    `<circle cx="120" cy="640" r="320" fill="${glow}"/>` +
    `<g fill="none" stroke="${C.white}" stroke-opacity=".06" stroke-width="2">` +
    `<circle cx="1090" cy="120" r="260"/><circle cx="1090" cy="120" r="340"/><circle cx="120" cy="640" r="220"/></g>`
  );
}

function globe(
  defs,
  cx,
  cy,
  r,
  { fill = C.blue, dark = C.navy2, line = C.white, lineOpacity = 0.55, tilt = 0 } = {},
) {
  const grad = radGrad(
    defs,
    [
      [0, fill],
      [1, dark],
    ],
    0.35,
    0.3,
    0.8,
  );
  const clip = id("c");
  defs.push(`<clipPath id="${clip}"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>`);
  let lines = "";
  for (const k of [0.33, 0.66]) {
    lines += `<ellipse cx="${cx}" cy="${cy}" rx="${f1(r * k)}" ry="${r}"/>`;
  }
  lines += `<line x1="${cx}" y1="${cy - r}" x2="${cx}" y2="${cy + r}"/>`;
  for (const k of [-0.66, -0.33, 0, 0.33, 0.66]) {
    const y = cy + r * k;
    lines += `<ellipse cx="${cx}" cy="${f1(y)}" rx="${f1(r * Math.sqrt(1 - k * k))}" ry="${f1(r * 0.08 * Math.sqrt(1 - k * k))}"/>`;
  }
  // stylised land masses (blobs), kept inside the sphere
  const land =
    `<g clip-path="url(#${clip})" fill="${C.green}" opacity=".55">` +
    `<path d="M${cx - r * 0.6} ${cy - r * 0.35}c${r * 0.2} ${-r * 0.25} ${r * 0.5} ${-r * 0.2} ${r * 0.55} ${r * 0.05}s${-r * 0.05} ${r * 0.45} ${-r * 0.25} ${r * 0.5}s${-r * 0.45} ${-r * 0.3} ${-r * 0.3} ${-r * 0.55}z"/>` +
    `<path d="M${cx + r * 0.15} ${cy - r * 0.55}c${r * 0.3} ${-r * 0.1} ${r * 0.6} ${r * 0.05} ${r * 0.6} ${r * 0.3}s${-r * 0.3} ${r * 0.2} ${-r * 0.35} ${r * 0.55}s${-r * 0.3} ${-r * 0.2} ${-r * 0.35} ${-r * 0.4}s${-r * 0.1} ${-r * 0.4} ${r * 0.1} ${-r * 0.45}z"/>` +
    `</g>`;
  return (
    `<g transform="rotate(${tilt} ${cx} ${cy})">` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${grad}"/>${land}` +
    `<g clip-path="url(#${clip})" fill="none" stroke="${line}" stroke-opacity="${lineOpacity}" stroke-width="${f1(Math.max(1.5, r / 90))}">${lines}</g>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${line}" stroke-opacity=".35" stroke-width="${f1(Math.max(2, r / 60))}"/>` +
    `</g>`
  );
}

const DOVE =
  "M6 40C14 41 20 38 26 36C23 28 24 16 30 8C34 16 37 24 36 31C42 27 46 22 50 21C53 20 56 22 58 24L53 26C52 32 48 40 38 45C30 49 20 48 13 46L6 48L9 43Z";
function dove(x, y, s, color = C.white, flip = false) {
  const sx = flip ? -s : s;
  return `<path transform="translate(${x} ${y}) scale(${sx} ${s}) translate(-32 -30)" d="${DOVE}" fill="${color}"/>`;
}
function icon(i, x, y, size, color = C.white) {
  const s = size / 64;
  const markup = color === C.white ? goals[i] : goals[i].replaceAll("#fff", color);
  return `<g transform="translate(${x} ${y}) scale(${f1(s * 100) / 100})">${markup}</g>`;
}
function person(x, y, s, color) {
  // y is the ground line, s the height
  const hr = s * 0.12;
  const bw = s * 0.3;
  const bh = s * 0.42;
  return (
    `<g fill="${color}"><circle cx="${x}" cy="${f1(y - s + hr)}" r="${f1(hr)}"/>` +
    `<rect x="${f1(x - bw / 2)}" y="${f1(y - s + hr * 2 + s * 0.04)}" width="${f1(bw)}" height="${f1(bh)}" rx="${f1(bw / 2.3)}"/>` +
    `<rect x="${f1(x - bw * 0.38)}" y="${f1(y - s * 0.42)}" width="${f1(bw * 0.3)}" height="${f1(s * 0.42)}" rx="${f1(bw * 0.15)}"/>` +
    `<rect x="${f1(x + bw * 0.08)}" y="${f1(y - s * 0.42)}" width="${f1(bw * 0.3)}" height="${f1(s * 0.42)}" rx="${f1(bw * 0.15)}"/></g>`
  );
}
export const SKIN = ["#f3cfae", "#e0ac82", "#b97a52", "#8a5636", "#5e3a24"];
export const HAIR = ["#2a1b12", "#4b2e1c", "#151515", "#8a5a2b"];

/** A hex colour made darker (k < 0) or lighter (k > 0). */
function shade(hex, k) {
  const n = parseInt(hex.slice(1), 16);
  const ch = [16, 8, 0].map((b) => (n >> b) & 255);
  const out = ch.map((c) => Math.round(k < 0 ? c * (1 + k) : c + (255 - c) * k));
  return `#${out.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * A standing person seen from the front, drawn so that who it is reads without colour: a woman
 * (shoulder-length hair, dress), a man (short hair, broad shoulders, trousers), a girl or a boy (the
 * proportions of a child: a large head, five heads tall; a dress and bunches, or a T-shirt and
 * shorts). x is the centre, y the ground line, h the height.
 * Options: top and bottom (clothes), skin, hair, bag (a school bag worn across the body: its colour),
 * vest (a sleeveless field vest with reflective bands worn over the top: its colour), and hands: [left, right], each a point [x, y] the hand reaches to (with an elbow: [x, y, ex, ey]),
 * or an angle in degrees out from hanging straight down (the figure's left is the picture's left).
 * @param {number} x @param {number} y @param {number} h
 * @param {{kind: "woman" | "man" | "girl" | "boy", top: string, bottom?: string, skin?: string,
 *   hair?: string, bag?: string, vest?: string, hands?: (number | number[])[]}} o
 */
function figure(x, y, h, o) {
  const child = o.kind === "girl" || o.kind === "boy";
  const female = o.kind === "woman" || o.kind === "girl";
  const skin = o.skin ?? SKIN[1];
  const hair = o.hair ?? HAIR[0];
  const top = o.top;
  const bottom = o.bottom ?? C.navy;
  const hr = h * (child ? 0.1 : 0.068);
  const headCy = y - h + hr;
  const shoulderY = headCy + hr + h * (child ? 0.03 : 0.04);
  const sw = h * (o.kind === "man" ? 0.13 : female && !child ? 0.105 : 0.11);
  const hipY = y - h * (child ? 0.4 : 0.47);
  const legW = h * (child ? 0.085 : 0.07);
  const armW = h * (child ? 0.075 : 0.06);
  const armL = h * (child ? 0.33 : 0.37);
  const v = (n) => f1(n);
  let s = "";
  // hair behind the head: shoulder length for a woman, bunches for a girl
  if (o.kind === "woman")
    s += `<rect x="${v(x - hr * 1.25)}" y="${v(headCy - hr * 1.2)}" width="${v(hr * 2.5)}" height="${v(hr * 2.75)}" rx="${v(hr * 1.1)}" fill="${hair}"/>`;
  if (o.kind === "girl")
    s +=
      `<circle cx="${v(x - hr * 1.1)}" cy="${v(headCy - hr * 0.1)}" r="${v(hr * 0.5)}" fill="${hair}"/>` +
      `<circle cx="${v(x + hr * 1.1)}" cy="${v(headCy - hr * 0.1)}" r="${v(hr * 0.5)}" fill="${hair}"/>`;
  // legs and shoes
  const legGap = h * (child ? 0.05 : 0.045);
  const legTop = female ? y - h * (child ? 0.3 : 0.3) : hipY - legW;
  const legColour = female ? shade(skin, -0.12) : bottom;
  const legWidth = female ? legW * 0.75 : legW;
  for (const side of [-1, 1]) {
    const lx = x + side * legGap;
    s += `<rect x="${v(lx - legWidth / 2)}" y="${v(legTop)}" width="${v(legWidth)}" height="${v(y - legTop)}" rx="${v(legWidth / 2)}" fill="${legColour}"/>`;
    if (!female && child) {
      // shorts end at the knee: the rest of the leg is skin
      s += `<rect x="${v(lx - legW * 0.36)}" y="${v(y - h * 0.22)}" width="${v(legW * 0.72)}" height="${v(h * 0.22)}" rx="${v(legW * 0.36)}" fill="${shade(skin, -0.12)}"/>`;
    }
    s += `<ellipse cx="${v(lx + side * legW * 0.2)}" cy="${v(y - h * 0.012)}" rx="${v(legW * 0.75)}" ry="${v(h * 0.022)}" fill="${C.navy}"/>`;
  }
  // body: a dress or a shirt over trousers
  const rr = sw * 0.45;
  const shoulders = `M${v(x - sw)} ${v(shoulderY + rr)}Q${v(x - sw)} ${v(shoulderY)} ${v(x - sw + rr)} ${v(shoulderY)}H${v(x + sw - rr)}Q${v(x + sw)} ${v(shoulderY)} ${v(x + sw)} ${v(shoulderY + rr)}`;
  if (female) {
    const waistY = y - h * (child ? 0.48 : 0.56);
    const hemY = y - h * (child ? 0.26 : 0.27);
    const hemW = sw * (child ? 1.45 : 1.55);
    s += `<path d="${shoulders}L${v(x + sw * 0.72)} ${v(waistY)}L${v(x + hemW)} ${v(hemY)}Q${v(x)} ${v(hemY + h * 0.03)} ${v(x - hemW)} ${v(hemY)}L${v(x - sw * 0.72)} ${v(waistY)}Z" fill="${top}"/>`;
  } else {
    s += `<path d="${shoulders}L${v(x + sw * 0.86)} ${v(hipY + h * 0.02)}H${v(x - sw * 0.86)}Z" fill="${top}"/>`;
    s += `<rect x="${v(x - sw * 0.86)}" y="${v(hipY - h * 0.01)}" width="${v(sw * 1.72)}" height="${v(h * 0.05)}" rx="${v(h * 0.015)}" fill="${bottom}"/>`;
  }
  // field vest: open at the front over the shirt, two reflective bands, a pocket on each side
  if (o.vest) {
    const inner = sw - armW * 0.55;
    const hemY = female ? y - h * 0.5 : hipY + h * 0.01;
    const hemX = female ? sw * 0.8 : sw * 0.86;
    const band = (k) => shoulderY + (hemY - shoulderY) * k;
    const at = (k) => inner + (hemX - inner) * k;
    for (const side of [-1, 1]) {
      s += `<path d="M${v(x + side * inner)} ${v(shoulderY)}H${v(x + side * sw * 0.3)}L${v(x + side * sw * 0.16)} ${v(hemY)}H${v(x + side * hemX)}Z" fill="${o.vest}"/>`;
      for (const k of [0.45, 0.7])
        s += `<path d="M${v(x + side * (sw * 0.3 - sw * 0.14 * k))} ${v(band(k))}H${v(x + side * at(k))}" stroke="#e8eef2" stroke-width="${v(h * 0.018)}"/>`;
      s += `<rect x="${v(x + side * sw * 0.55 - h * 0.025)}" y="${v(band(0.2))}" width="${v(h * 0.05)}" height="${v(h * 0.035)}" rx="${v(h * 0.006)}" fill="${shade(o.vest, -0.2)}"/>`;
    }
  }
  // school bag across the body: a strap from the right shoulder to a satchel at the left hip
  if (o.bag) {
    s += `<path d="M${v(x + sw * 0.6)} ${v(shoulderY + h * 0.01)}L${v(x - sw * 0.8)} ${v(hipY)}" stroke="${shade(o.bag, -0.3)}" stroke-width="${v(h * 0.025)}" stroke-linecap="round"/>`;
    s += `<rect x="${v(x - sw * 1.45)}" y="${v(hipY - h * 0.07)}" width="${v(sw * 1.1)}" height="${v(h * 0.14)}" rx="${v(h * 0.025)}" fill="${o.bag}"/>`;
    s += `<path d="M${v(x - sw * 1.45)} ${v(hipY - h * 0.04)}H${v(x - sw * 0.35)}" stroke="${shade(o.bag, -0.3)}" stroke-width="${v(h * 0.012)}"/>`;
  }
  // neck and head
  s += `<rect x="${v(x - hr * 0.38)}" y="${v(headCy + hr * 0.5)}" width="${v(hr * 0.76)}" height="${v(shoulderY - headCy - hr * 0.3)}" fill="${shade(skin, -0.1)}"/>`;
  if (!female)
    s += `<circle cx="${v(x)}" cy="${v(headCy - hr * 0.12)}" r="${v(hr * 1.04)}" fill="${hair}"/>`;
  s += `<circle cx="${v(x)}" cy="${v(headCy)}" r="${v(hr)}" fill="${skin}"/>`;
  // a fringe: short hair sits on the forehead, a woman's falls either side
  s += female
    ? `<path d="M${v(x - hr * 1.02)} ${v(headCy + hr * 0.05)}Q${v(x - hr * 0.9)} ${v(headCy - hr * 1.1)} ${v(x)} ${v(headCy - hr * 1.08)}Q${v(x + hr * 0.9)} ${v(headCy - hr * 1.1)} ${v(x + hr * 1.02)} ${v(headCy + hr * 0.05)}Q${v(x + hr * 0.5)} ${v(headCy - hr * 0.6)} ${v(x)} ${v(headCy - hr * 0.5)}Q${v(x - hr * 0.5)} ${v(headCy - hr * 0.6)} ${v(x - hr * 1.02)} ${v(headCy + hr * 0.05)}Z" fill="${hair}"/>`
    : `<path d="M${v(x - hr)} ${v(headCy + hr * 0.15)}A${v(hr * 1.04)} ${v(hr * 1.04)} 0 1 1 ${v(x + hr)} ${v(headCy + hr * 0.15)}Q${v(x + hr * 0.4)} ${v(headCy - hr * 0.55)} ${v(x - hr * 0.5)} ${v(headCy - hr * 0.35)}Q${v(x - hr * 0.95)} ${v(headCy - hr * 0.25)} ${v(x - hr)} ${v(headCy + hr * 0.15)}Z" fill="${hair}"/>`;
  // arms, in the shirt's or dress's colour, a shade darker so they read against the body
  const hands = o.hands ?? [12, 12];
  const sleeve = shade(top, -0.14);
  hands.forEach((hand, i) => {
    const side = i === 0 ? -1 : 1;
    const sx = x + side * (sw - armW * 0.5);
    const sy = shoulderY + armW * 0.5;
    let hx;
    let hy;
    let elbow = "";
    if (Array.isArray(hand)) {
      [hx, hy] = hand;
      if (hand.length === 4) elbow = `L${v(hand[2])} ${v(hand[3])}`;
    } else {
      const a = (hand * Math.PI) / 180;
      hx = sx + side * Math.sin(a) * armL;
      hy = sy + Math.cos(a) * armL;
    }
    s += `<path d="M${v(sx)} ${v(sy)}${elbow}L${v(hx)} ${v(hy)}" fill="none" stroke="${sleeve}" stroke-width="${v(armW)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    s += `<circle cx="${v(hx)}" cy="${v(hy)}" r="${v(armW * 0.62)}" fill="${skin}"/>`;
  });
  return s;
}

/** Where a figure's shoulder is, to aim another figure's hand at its hand. */
function shoulderOf(x, y, h, kind, side) {
  const child = kind === "girl" || kind === "boy";
  const hr = h * (child ? 0.1 : 0.068);
  const sw = h * (kind === "man" ? 0.13 : kind === "woman" ? 0.105 : 0.11);
  const armW = h * (child ? 0.075 : 0.06);
  return [x + side * (sw - armW * 0.5), y - h + 2 * hr + h * (child ? 0.03 : 0.04) + armW * 0.5];
}

function cloud(x, y, s, color, opacity = 1) {
  return (
    `<g fill="${color}" opacity="${opacity}" transform="translate(${x} ${y}) scale(${s})">` +
    `<circle cx="-40" cy="0" r="30"/><circle cx="0" cy="-18" r="40"/><circle cx="42" cy="-2" r="30"/><rect x="-70" y="0" width="142" height="30" rx="15"/></g>`
  );
}
function tree(x, y, s, leaf = C.green, trunk = "#7a5230") {
  return (
    `<rect x="${f1(x - s * 0.06)}" y="${f1(y - s * 0.45)}" width="${f1(s * 0.12)}" height="${f1(s * 0.45)}" rx="${f1(s * 0.04)}" fill="${trunk}"/>` +
    `<circle cx="${x}" cy="${f1(y - s * 0.62)}" r="${f1(s * 0.3)}" fill="${leaf}"/>` +
    `<circle cx="${f1(x - s * 0.18)}" cy="${f1(y - s * 0.5)}" r="${f1(s * 0.2)}" fill="${leaf}"/>` +
    `<circle cx="${f1(x + s * 0.18)}" cy="${f1(y - s * 0.48)}" r="${f1(s * 0.2)}" fill="${leaf}"/>`
  );
}
function sun(x, y, r, color = C.gold, raysOn = true) {
  let s = `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`;
  if (raysOn) {
    s += `<g stroke="${color}" stroke-width="${f1(r / 7)}" stroke-linecap="round">`;
    for (let i = 0; i < 12; i++) {
      const a = (i * 30 * Math.PI) / 180;
      s += `<line x1="${f1(x + Math.cos(a) * r * 1.3)}" y1="${f1(y + Math.sin(a) * r * 1.3)}" x2="${f1(x + Math.cos(a) * r * 1.6)}" y2="${f1(y + Math.sin(a) * r * 1.6)}"/>`;
    }
    s += `</g>`;
  }
  return s;
}
/**
 * A crescent moon: the disc (cx, cy, r) less a disc of radius r2 moved by (dx, dy), drawn as one
 * shape, so the sky shows through where the bite is.
 */
function crescent(cx, cy, r, dx, dy, r2, color) {
  const d = Math.hypot(dx, dy);
  const ux = dx / d;
  const uy = dy / d;
  const a = (r * r - r2 * r2 + d * d) / (2 * d);
  const h = Math.sqrt(r * r - a * a);
  const p = (k) => `${f1(cx + a * ux - k * h * uy)} ${f1(cy + a * uy + k * h * ux)}`;
  return `<path d="M${p(1)}A${r} ${r} 0 1 1 ${p(-1)}A${r2} ${r2} 0 0 0 ${p(1)}Z" fill="${color}"/>`;
}
function card(x, y, w, h, fill = C.white, opacity = 1, r = 18) {
  return (
    `<rect x="${x + 8}" y="${y + 12}" width="${w}" height="${h}" rx="${r}" fill="${C.navy}" opacity=".18"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" opacity="${opacity}"/>`
  );
}
function textLines(x, y, w, n, color, gap = 26, thick = 10) {
  // abstract lines standing for text (no glyphs)
  let s = "";
  for (let i = 0; i < n; i++) {
    const lw = i === n - 1 ? w * 0.6 : w * (0.85 + (0.15 * ((i * 37) % 3)) / 2);
    s += `<rect x="${x}" y="${y + i * gap}" width="${f1(lw)}" height="${thick}" rx="${thick / 2}" fill="${color}"/>`;
  }
  return s;
}
function star(x, y, r, color) {
  let d = "";
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    d += `${i === 0 ? "M" : "L"}${f1(x + Math.cos(a) * rr)} ${f1(y + Math.sin(a) * rr)}`;
  }
  return `<path d="${d}Z" fill="${color}"/>`;
}
/**
 * A hanging banner on a pole: a crossbar, a cloth ending in a swallowtail and one of six abstract
 * patterns in a second colour. Not a flag: no country's design.
 */
function banner(x, y, kind, a, b) {
  const w = 84;
  const h = 150;
  const clip = `bn${++uid}`;
  const cloth = `M0 0H${w}V${h}L${w / 2} ${h - 26}L0 ${h}Z`;
  let p = "";
  const st = `fill="none" stroke="${b}" stroke-width="7" stroke-linecap="round"`;
  if (kind === 0)
    for (const yy of [30, 60, 90]) p += `<path d="M-6 ${yy}q15 -12 30 0t30 0t30 0t30 0" ${st}/>`;
  if (kind === 1)
    for (const yy of [22, 58, 94])
      p += `<path d="M8 ${yy}L${w / 2} ${yy + 22}L${w - 8} ${yy}" ${st}/>`;
  if (kind === 2)
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 3; c++)
        p += `<circle cx="${18 + c * 24 + (r % 2) * 12 - 6}" cy="${22 + r * 26}" r="6" fill="${b}"/>`;
  if (kind === 3)
    p += `<circle cx="${w / 2}" cy="62" r="30" ${st}/><circle cx="${w / 2}" cy="62" r="15" ${st}/>`;
  if (kind === 4)
    for (const o of [-60, -10, 40])
      p += `<path d="M${o} 0L${o + 80} ${h}" stroke="${b}" stroke-width="16"/>`;
  if (kind === 5)
    for (const yy of [40, 90])
      p +=
        `<path d="M${w / 2} ${yy - 24}C${w / 2 + 22} ${yy - 10} ${w / 2 + 16} ${yy + 12} ${w / 2} ${yy + 18}C${w / 2 - 16} ${yy + 12} ${w / 2 - 22} ${yy - 10} ${w / 2} ${yy - 24}Z" fill="${b}"/>` +
        `<path d="M${w / 2} ${yy - 16}V${yy + 18}" stroke="${a}" stroke-width="3"/>`;
  return (
    `<g transform="translate(${x - w / 2} ${y})">` +
    `<rect x="${w / 2 - 3}" y="-24" width="6" height="${584 - y}" rx="3" fill="#d9e2ea"/>` +
    `<circle cx="${w / 2}" cy="-26" r="7" fill="#d9e2ea"/>` +
    `<rect x="-8" y="-8" width="${w + 16}" height="8" rx="4" fill="#d9e2ea"/>` +
    `<clipPath id="${clip}"><path d="${cloth}"/></clipPath>` +
    `<path d="${cloth}" fill="${a}"/><g clip-path="url(#${clip})">${p}</g>` +
    `<path d="${cloth}" fill="${C.navy}" opacity=".06"/></g>`
  );
}
function wreath(cx, cy, r, color, leaves = 9) {
  let s = `<g fill="${color}">`;
  for (const side of [-1, 1]) {
    s += `<path d="M${cx} ${cy + r}A${r} ${r} 0 0 ${side < 0 ? 1 : 0} ${f1(cx + side * r * Math.cos(0.5))} ${f1(cy - r * Math.sin(0.5))}" fill="none" stroke="${color}" stroke-width="${f1(r / 30)}" stroke-linecap="round"/>`;
    for (let i = 0; i < leaves; i++) {
      const a = Math.PI / 2 + side * (0.25 + i * ((Math.PI * 0.85) / leaves));
      const x = cx + Math.cos(a) * r;
      const y = cy + Math.sin(a) * r;
      const deg = (a * 180) / Math.PI + (side < 0 ? 90 : -90) + (i % 2 ? 35 : -35) * -side;
      s += `<ellipse cx="0" cy="0" rx="${f1(r * 0.16)}" ry="${f1(r * 0.055)}" transform="translate(${f1(x)} ${f1(y)}) rotate(${f1(deg)}) translate(${f1(r * 0.14)} 0)"/>`;
    }
  }
  return s + "</g>";
}
function ground(defs, y, c1, c2) {
  const g = linGrad(defs, [
    [0, c1],
    [1, c2],
  ]);
  return `<path d="M0 ${y}C320 ${y - 30} 900 ${y + 30} ${W} ${y - 10}V${H}H0Z" fill="${g}"/>`;
}
function skyline(x0, y, color, seed = 1, n = 12) {
  let s = "";
  let x = x0;
  for (let i = 0; i < n; i++) {
    const w = 50 + ((i * 37 + seed * 11) % 5) * 12;
    const h = 90 + ((i * 53 + seed * 29) % 7) * 30;
    s += `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="${color}"/>`;
    x += w + 6;
  }
  return s;
}

// ---------- scenes ----------
const scenes = {};

scenes["about-overview"] = (d) =>
  background(d, C.blue, C.navy) +
  globe(d, 640, 400, 230, { fill: C.sky, dark: C.blue }) +
  dove(860, 170, 3.2, C.white, false) +
  `<path d="M780 200C720 160 640 150 560 170" fill="none" stroke="${C.white}" stroke-opacity=".5" stroke-width="5" stroke-dasharray="2 16" stroke-linecap="round"/>` +
  [C.gold, C.coral, C.white, C.green, C.sky, C.purple]
    .map((c, i) => person(250 + i * 155 + (i > 2 ? 160 : 0), 700, 150 + (i % 2) * 25, c))
    .join("");

scenes["about-charter"] = (d) => {
  const paper = linGrad(d, [
    [0, "#fff8e8"],
    [1, C.sand],
  ]);
  return (
    background(d, "#0e3a66", C.navy, C.gold) +
    card(330, 120, 620, 470, paper, 1, 8) +
    `<rect x="300" y="95" width="680" height="50" rx="25" fill="#e2c893"/><rect x="300" y="565" width="680" height="50" rx="25" fill="#e2c893"/>` +
    `<circle cx="300" cy="120" r="25" fill="#c9a863"/><circle cx="980" cy="120" r="25" fill="#c9a863"/><circle cx="300" cy="590" r="25" fill="#c9a863"/><circle cx="980" cy="590" r="25" fill="#c9a863"/>` +
    `<rect x="410" y="180" width="460" height="16" rx="8" fill="#8b7a55"/>` +
    textLines(400, 230, 480, 8, "#b9a77e", 34, 9) +
    `<circle cx="800" cy="505" r="50" fill="${C.blue}"/>` +
    `<g transform="translate(768 473)">${emblemInline(C.white, 64)}</g>` +
    `<path d="M775 545L760 610L790 590L805 615L815 548Z" fill="${C.blue}"/>` +
    `<g transform="translate(1095 392) rotate(15)">` +
    `<path d="M0 -230C-46 -160 -62 -40 -10 110L0 110Z" fill="${C.white}"/>` +
    `<path d="M0 -230C34 -170 44 -60 9 90L0 90Z" fill="#e3e9ef"/>` +
    `<path d="M0 -226V150" stroke="${C.gold}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M-5 150L0 214L5 150Z" fill="#e2c893"/></g>`
  );
};

scenes["about-membership"] = (d) => {
  // banners, not flags: each hangs from a crossbar, ends in a swallowtail and carries an abstract
  // pattern (waves, chevrons, dots, rings, diagonal bands, leaves) that no country flies
  const palette = [
    [C.blue, C.white],
    [C.coral, C.sand],
    [C.green, C.gold],
    [C.navy2, C.sky],
    [C.gold, C.navy2],
    [C.teal, C.pale],
    [C.purple, C.gold],
    [C.sand, C.coral],
    [C.sky, C.navy2],
  ];
  let banners = "";
  palette.forEach(
    ([a, b], i) => (banners += banner(120 + i * 130, 215 + (i % 2) * 30, i % 6, a, b)),
  );
  return (
    background(d, C.sky, C.blue) +
    globe(d, 640, 380, 300, {
      fill: "#7fd4f4",
      dark: C.blue,
      lineOpacity: 0.35,
    }) +
    `<rect x="0" y="520" width="${W}" height="200" fill="${C.navy}" opacity=".85"/>` +
    banners +
    `<rect x="0" y="600" width="${W}" height="120" fill="${C.navy}"/>`
  );
};

scenes["about-structure"] = (d) => {
  /** @type {[number, string][]} */
  const nodes = [
    [200, C.gold],
    [376, C.coral],
    [552, C.green],
    [728, C.sky],
    [904, C.purple],
    [1080, C.teal],
  ];
  const icons = [16, 15, 7, 3, 10, 12];
  let s = background(d, C.navy2, C.navy, C.blue);
  s += `<g fill="none" stroke="${C.white}" stroke-opacity=".5" stroke-width="5"><path d="M640 250V330M200 330H1080"/>`;
  for (const [x] of nodes) s += `<path d="M${x} 330V410"/>`;
  s += `</g>`;
  s += `<circle cx="640" cy="170" r="95" fill="${C.blue}"/><g transform="translate(577 107)">${emblemInline(C.white, 126)}</g>`;
  nodes.forEach(([x, c], i) => {
    s += `<circle cx="${x}" cy="480" r="72" fill="${c}"/>` + icon(icons[i] - 1, x - 40, 440, 80);
    s += `<rect x="${x - 50}" y="580" width="100" height="10" rx="5" fill="${C.white}" opacity=".35"/><rect x="${x - 35}" y="602" width="70" height="10" rx="5" fill="${C.white}" opacity=".2"/>`;
  });
  return s;
};

scenes["about-essential"] = (d) => {
  let s = background(d, C.blue, C.navy2);
  s += globe(d, 640, 360, 150, { fill: C.sky, dark: C.blue });
  for (let i = 0; i < 17; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 17;
    const x = 640 + Math.cos(a) * 265;
    const y = 360 + Math.sin(a) * 265;
    s +=
      `<rect x="${f1(x - 38)}" y="${f1(y - 38)}" width="76" height="76" rx="14" fill="${GOAL_COLORS[i]}"/>` +
      icon(i, f1(x - 26), f1(y - 26), 52);
  }
  return s;
};

scenes["stories-unga80-high-level-week"] = (d) => {
  const wall = linGrad(d, [
    [0, "#c79a3a"],
    [1, "#8f6a22"],
  ]);
  const spot = radGrad(d, [
    [0, C.white, 0.35],
    [1, C.white, 0],
  ]);
  return (
    `<rect width="${W}" height="${H}" fill="${C.navy}"/>` +
    `<path d="M240 0H1040L980 560H300Z" fill="${wall}"/>` +
    `<g stroke="#f5d48a" stroke-opacity=".25" stroke-width="3">${Array.from({ length: 9 }, (_, i) => `<line x1="${320 + i * 80}" y1="0" x2="${340 + i * 75}" y2="560"/>`).join("")}</g>` +
    `<circle cx="640" cy="190" r="120" fill="${C.navy}" opacity=".25"/>` +
    `<g transform="translate(535 85)">${emblemInline("#fff3cf", 210)}</g>` +
    `<ellipse cx="640" cy="420" rx="420" ry="260" fill="${spot}"/>` +
    `<rect x="0" y="560" width="${W}" height="160" fill="#0a1d36"/>` +
    `<path d="M520 430H760L740 640H540Z" fill="#2a6e3f"/><rect x="500" y="410" width="280" height="30" rx="6" fill="#1f5530"/>` +
    `<path d="M610 410L590 360M670 410L690 360" stroke="#222" stroke-width="5"/><circle cx="588" cy="356" r="7" fill="#333"/><circle cx="692" cy="356" r="7" fill="#333"/>` +
    `<g transform="translate(600 470)">${emblemInline("#dfeee3", 80)}</g>` +
    [...Array(10)]
      .map(
        (_, i) =>
          `<rect x="${34 + i * 124}" y="652" width="100" height="44" rx="14" fill="#163a63"/>`,
      )
      .join("") +
    [...Array(11)]
      .map(
        (_, i) =>
          `<rect x="${-28 + i * 124}" y="700" width="100" height="44" rx="14" fill="#1d4a7c"/>`,
      )
      .join("")
  );
};

scenes["stories-carbon-markets"] = (d) => {
  let coins = "";
  for (let col = 0; col < 3; col++) {
    const n = 3 + col * 2;
    for (let i = 0; i < n; i++) {
      const x = 180 + col * 130;
      const y = 600 - i * 26;
      coins += `<ellipse cx="${x}" cy="${y + 10}" rx="55" ry="18" fill="#c78f1e"/><ellipse cx="${x}" cy="${y}" rx="55" ry="18" fill="${C.gold}"/>`;
    }
  }
  return (
    background(d, "#0f5e58", C.navy, C.green) +
    coins +
    `<circle cx="800" cy="330" r="200" fill="${C.gold}"/><circle cx="800" cy="330" r="165" fill="#f7c65a"/>` +
    `<path d="M720 420C700 300 780 210 900 200C910 320 850 410 720 420Z" fill="${C.green}"/><path d="M720 420C770 350 820 300 880 230" stroke="#2b7a3e" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<g fill="none" stroke="${C.white}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"><path d="M1080 520V200M1040 240L1080 200L1120 240"/></g>` +
    `<g fill="none" stroke="${C.coral}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"><path d="M1170 200V520M1130 480L1170 520L1210 480"/></g>` +
    cloud(520, 150, 0.9, C.white, 0.25) +
    cloud(1080, 620, 0.7, C.white, 0.12)
  );
};

scenes["stories-air-pollution-facts"] = (d) => {
  const haze = linGrad(d, [
    [0, "#9aa3ad", 0],
    [1, "#9aa3ad", 0.85],
  ]);
  return (
    background(d, "#6f7f8f", "#2c3a4a", "#c8b79a") +
    skyline(0, 720, "#1f2b38", 2, 11) +
    `<rect x="0" y="300" width="${W}" height="420" fill="${haze}"/>` +
    cloud(200, 250, 1.4, "#b8bec6", 0.6) +
    cloud(450, 200, 1.1, "#c9ced4", 0.5) +
    card(740, 110, 440, 500, C.white, 0.95) +
    `<circle cx="880" cy="250" r="90" fill="${C.blue}"/>` +
    `<path d="M880 250V160A90 90 0 0 1 965 280Z" fill="${C.coral}"/><circle cx="880" cy="250" r="45" fill="${C.white}"/>` +
    `<rect x="1000" y="180" width="140" height="14" rx="7" fill="${C.grey}"/><rect x="1000" y="215" width="110" height="14" rx="7" fill="#c7d3de"/><rect x="1000" y="250" width="130" height="14" rx="7" fill="#c7d3de"/>` +
    [120, 190, 150, 230, 260]
      .map(
        (h, i) =>
          `<rect x="${790 + i * 72}" y="${570 - h}" width="48" height="${h}" rx="6" fill="${i === 4 ? C.coral : C.blue}"/>`,
      )
      .join("") +
    `<rect x="780" y="575" width="360" height="5" rx="2" fill="${C.grey}"/>`
  );
};

scenes["stories-reduce-air-pollution"] = (d) => {
  const turbine = (x, y, s, rot) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-6 0L-10 300H10L6 0Z" fill="${C.white}"/>` +
    `<g transform="rotate(${rot})">${[0, 120, 240].map((a) => `<path transform="rotate(${a})" d="M0 0C-10 -40 -8 -110 0 -150C8 -110 10 -40 0 0Z" fill="${C.white}"/>`).join("")}</g><circle r="12" fill="#dfe8f0"/></g>`;
  return (
    background(d, "#6cc6ee", "#d8f3ff", C.white) +
    sun(1080, 140, 60, C.gold) +
    cloud(300, 140, 0.8, C.white, 0.9) +
    `<path d="M0 470C250 400 500 420 700 460S1100 430 ${W} 450V${H}H0Z" fill="#7cc47f"/>` +
    turbine(760, 170, 1, 10) +
    turbine(930, 230, 0.75, 50) +
    turbine(620, 260, 0.6, 85) +
    ground(d, 560, C.green, "#2f7d45") +
    tree(120, 600, 170) +
    tree(260, 610, 120, "#2f9e52") +
    tree(1180, 600, 150, "#2f9e52") +
    `<rect x="380" y="530" width="300" height="120" rx="24" fill="${C.blue}"/>` +
    [0, 1, 2, 3]
      .map(
        (i) => `<rect x="${400 + i * 60}" y="550" width="48" height="42" rx="8" fill="${C.pale}"/>`,
      )
      .join("") +
    `<rect x="644" y="550" width="26" height="62" rx="8" fill="${C.pale}"/>` +
    `<rect x="380" y="612" width="300" height="8" fill="${C.navy2}" opacity=".35"/><circle cx="668" cy="632" r="7" fill="${C.gold}"/>` +
    `<circle cx="440" cy="650" r="24" fill="${C.navy}"/><circle cx="620" cy="650" r="24" fill="${C.navy}"/>` +
    `<g transform="translate(830 560)"><circle cx="0" cy="60" r="40" fill="none" stroke="${C.navy}" stroke-width="9"/><circle cx="150" cy="60" r="40" fill="none" stroke="${C.navy}" stroke-width="9"/>` +
    `<path d="M0 60L50 0H120L150 60M50 0L80 60H0M80 60L120 0M50 0L47 -15M38 -15H62M120 0L115 -20H135" fill="none" stroke="${C.coral}" stroke-width="9" stroke-linejoin="round" stroke-linecap="round"/></g>`
  );
};

scenes["structure-general-assembly"] = (d) => {
  let s = background(d, "#123e6b", C.navy, C.blue);
  const cx = 640;
  const cy = 650;
  const floor = radGrad(d, [
    [0, "#1d5a8c"],
    [1, C.navy],
  ]);
  s += `<ellipse cx="${cx}" cy="${cy}" rx="620" ry="560" fill="${floor}"/>`;
  const colors = [C.blue, C.sky, "#2b7bbf"];
  for (let row = 0; row < 7; row++) {
    const r = 170 + row * 62;
    const n = Math.round((Math.PI * r) / 46);
    for (let i = 0; i <= n; i++) {
      const a = Math.PI + (i / n) * Math.PI;
      const x = cx + Math.cos(a) * r;
      const y = cy + Math.sin(a) * r * 0.92;
      const deg = (a * 180) / Math.PI + 90;
      s += `<rect x="-16" y="-12" width="32" height="24" rx="7" fill="${colors[(row + i) % 3]}" transform="translate(${f1(x)} ${f1(y)}) rotate(${f1(deg)})"/>`;
    }
    s += `<path d="M${cx - r + 30} ${cy}A${r - 30} ${(r - 30) * 0.92} 0 0 1 ${cx + r - 30} ${cy}" fill="none" stroke="#d9b45a" stroke-opacity=".6" stroke-width="6"/>`;
  }
  s += `<rect x="540" y="560" width="200" height="70" rx="12" fill="#c79a3a"/><rect x="600" y="530" width="80" height="40" rx="8" fill="#2a6e3f"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="90" fill="#c79a3a" opacity=".25"/>`;
  return s;
};

scenes["structure-security-council"] = (d) => {
  let s = background(d, "#0f4c75", C.navy, C.sky);
  const rug = radGrad(d, [
    [0, "#2b7bbf"],
    [1, "#0f3a63"],
  ]);
  s += `<ellipse cx="640" cy="380" rx="360" ry="300" fill="${rug}" opacity=".6"/>`;
  // horseshoe table
  const path = "M420 600V360A220 220 0 0 1 860 360V600";
  s += `<path d="${path}" fill="none" stroke="#0a2038" stroke-width="76" opacity=".35" transform="translate(8 12)"/>`;
  s += `<path d="${path}" fill="none" stroke="#e9d9b5" stroke-width="70"/><path d="${path}" fill="none" stroke="#cbb78c" stroke-width="6"/>`;
  // 15 seats along the outside of the horseshoe
  const R = 220 + 75;
  const pts = [];
  const straight = 240;
  const arc = Math.PI * R;
  const total = straight * 2 + arc;
  for (let i = 0; i < 15; i++) {
    let t = ((i + 0.5) / 15) * total;
    if (t < straight) pts.push([420 - 75, 600 - t]);
    else if (t < straight + arc) {
      const a = Math.PI + ((t - straight) / arc) * Math.PI;
      pts.push([640 + Math.cos(a) * R, 360 + Math.sin(a) * R]);
    } else {
      t -= straight + arc;
      pts.push([860 + 75, 360 + t]);
    }
  }
  pts.forEach(([x, y], i) => {
    s += `<circle cx="${f1(x)}" cy="${f1(y)}" r="26" fill="${i % 2 ? C.blue : C.sky}"/><circle cx="${f1(x)}" cy="${f1(y)}" r="12" fill="${C.navy}" opacity=".35"/>`;
  });
  s += `<rect x="560" y="440" width="160" height="60" rx="10" fill="#e9d9b5"/>`;
  s += `<g transform="translate(590 250)">${emblemInline(C.white, 100)}</g>`;
  return s;
};

scenes["structure-economic-social-council"] = (d) => {
  let s = background(d, C.teal, C.navy, C.green);
  const nodes = [];
  for (let i = 0; i < 8; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 4;
    nodes.push([640 + Math.cos(a) * 270, 360 + Math.sin(a) * 250]);
  }
  s += `<g stroke="${C.white}" stroke-opacity=".35" stroke-width="5">`;
  nodes.forEach(([x, y], i) => {
    s += `<line x1="640" y1="360" x2="${f1(x)}" y2="${f1(y)}"/>`;
    const [x2, y2] = nodes[(i + 1) % 8];
    s += `<line x1="${f1(x)}" y1="${f1(y)}" x2="${f1(x2)}" y2="${f1(y2)}" stroke-dasharray="4 14" stroke-linecap="round"/>`;
  });
  s += `</g>`;
  s += globe(d, 640, 360, 120, { fill: C.sky, dark: C.blue });
  const ic = [0, 1, 2, 3, 5, 7, 12, 16];
  nodes.forEach(([x, y], i) => {
    s +=
      `<circle cx="${f1(x)}" cy="${f1(y)}" r="56" fill="${GOAL_COLORS[ic[i]]}"/>` +
      icon(ic[i], f1(x - 32), f1(y - 32), 64);
  });
  return s;
};

scenes["structure-international-court"] = (d) => {
  const stone = linGrad(d, [
    [0, "#f4efe6"],
    [1, "#d7cdbb"],
  ]);
  let s = background(d, "#7fb8dc", "#e7f3fb", C.white);
  s += cloud(1050, 130, 0.9, C.white, 0.8) + cloud(220, 110, 0.6, C.white, 0.7);
  s += ground(d, 600, "#8cc084", "#5a9a5a");
  s += tree(160, 620, 200, "#4f9a5a") + tree(1120, 620, 220, "#4f9a5a");
  s += `<path d="M340 250L640 110L940 250Z" fill="${stone}"/><path d="M390 240L640 128L890 240Z" fill="#e7dfd0"/>`;
  s += `<rect x="330" y="250" width="620" height="40" fill="#cfc4b0"/>`;
  for (let i = 0; i < 7; i++) {
    const x = 347 + i * 90;
    s += `<rect x="${x}" y="290" width="46" height="240" fill="${stone}"/><rect x="${x - 6}" y="290" width="58" height="14" fill="#cfc4b0"/><rect x="${x - 6}" y="516" width="58" height="14" fill="#cfc4b0"/>`;
    s += `<rect x="${x + 12}" y="306" width="6" height="206" fill="#c8bda8" opacity=".6"/><rect x="${x + 28}" y="306" width="6" height="206" fill="#c8bda8" opacity=".6"/>`;
  }
  s += `<rect x="310" y="530" width="660" height="28" fill="#e0d6c4"/><rect x="290" y="558" width="700" height="28" fill="#cfc4b0"/><rect x="270" y="586" width="740" height="28" fill="#bfb39c"/>`;
  // scales of justice in the pediment
  s += `<g stroke="${C.navy}" stroke-width="5" fill="none" stroke-linecap="round"><path d="M640 150V225M590 170H690M590 170L570 205M590 170L610 205M690 170L670 205M690 170L710 205"/></g>`;
  s += `<path d="M565 205H615A25 12 0 0 1 565 205Z" fill="${C.navy}"/><path d="M665 205H715A25 12 0 0 1 665 205Z" fill="${C.navy}"/>`;
  return s;
};

scenes["structure-secretariat"] = (d) => {
  const glass = linGrad(
    d,
    [
      [0, "#bfe6f7"],
      [1, "#4aa8d6"],
    ],
    0,
    0,
    1,
    0,
  );
  const water = linGrad(d, [
    [0, "#1a6fa3"],
    [1, C.navy],
  ]);
  let s = background(d, "#8fd3f2", "#eaf8ff", C.white);
  s += cloud(260, 160, 0.8, C.white, 0.9);
  s += `<rect x="520" y="70" width="230" height="520" fill="${glass}"/><rect x="505" y="60" width="260" height="20" fill="#e8eef2"/>`;
  for (let i = 0; i < 24; i++)
    s += `<rect x="520" y="${92 + i * 20.5}" width="230" height="4" fill="#2f7fb0" opacity=".45"/>`;
  for (let i = 0; i < 6; i++)
    s += `<rect x="${552 + i * 36}" y="80" width="3" height="510" fill="#e8f6fd" opacity=".6"/>`;
  s += `<rect x="495" y="70" width="28" height="520" fill="#e8eef2"/><rect x="747" y="70" width="28" height="520" fill="#dfe6eb"/>`;
  s += `<path d="M800 590V470C860 440 980 440 1040 470V590Z" fill="#e8eef2"/><ellipse cx="920" cy="450" rx="55" ry="28" fill="#dfe6eb"/>`;
  s += `<rect x="180" y="500" width="320" height="90" fill="#dfe6eb"/><rect x="180" y="520" width="320" height="8" fill="${C.sky}" opacity=".5"/>`;
  const fc = [
    C.red,
    C.blue,
    C.green,
    C.gold,
    C.coral,
    C.purple,
    C.teal,
    C.navy,
    C.sky,
    C.red,
    C.green,
    C.gold,
  ];
  fc.forEach((c, i) => {
    const x = 110 + i * 95;
    s += `<rect x="${x}" y="470" width="4" height="130" fill="#f4f7f9"/><path d="M${x + 4} 472c14 -4 28 4 42 0v26c-14 4 -28 -4 -42 0z" fill="${c}"/>`;
  });
  s += `<rect x="0" y="590" width="${W}" height="20" fill="#c5d0d8"/><rect x="0" y="610" width="${W}" height="110" fill="${water}"/>`;
  s += `<g stroke="${C.white}" stroke-opacity=".25" stroke-width="4" stroke-linecap="round"><path d="M80 650h120M400 680h160M760 655h120M1000 690h150"/></g>`;
  return s;
};

scenes["structure-trusteeship-council"] = (d) => {
  const skyG = linGrad(d, [
    [0, "#f6b26b"],
    [0.6, "#f7d8a8"],
    [1, "#bfe6f7"],
  ]);
  const sea = linGrad(d, [
    [0, "#2b9ccf"],
    [1, C.navy],
  ]);
  let s = `<rect width="${W}" height="${H}" fill="${skyG}"/>`;
  s += `<circle cx="640" cy="430" r="150" fill="#ffd27a"/><circle cx="640" cy="430" r="210" fill="#ffd27a" opacity=".25"/>`;
  s += `<rect x="0" y="430" width="${W}" height="290" fill="${sea}"/>`;
  s += `<g stroke="#ffe3a3" stroke-opacity=".6" stroke-width="6" stroke-linecap="round"><path d="M560 460h160M590 490h100M610 520h60"/></g>`;
  const island = (x, y, w) =>
    `<ellipse cx="${x}" cy="${y}" rx="${w}" ry="${w * 0.22}" fill="#e9c98f"/><ellipse cx="${x}" cy="${y - 6}" rx="${w * 0.8}" ry="${w * 0.14}" fill="#5aa35a"/>` +
    `<path d="M${x} ${y - 10}C${x + 8} ${y - 80} ${x + 20} ${y - 130} ${x + 40} ${y - 170}" stroke="#7a5230" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    [-60, -20, 20, 60, 110]
      .map(
        (a) =>
          `<path transform="translate(${x + 40} ${y - 170}) rotate(${a})" d="M0 0C30 -20 60 -10 80 20C50 5 25 5 0 0Z" fill="#2f8f4e"/>`,
      )
      .join("");
  s += island(260, 560, 190) + island(1020, 600, 160);
  s +=
    dove(640, 230, 2.6, C.white) +
    dove(820, 180, 1.2, C.white) +
    dove(480, 170, 1.0, C.white, true);
  return s;
};

scenes["global-issues-democracy"] = (d) => {
  let s = background(d, C.purple, C.navy, C.blue);
  const hands = [
    [180, C.gold],
    [330, C.coral],
    [950, C.sky],
    [1100, C.green],
  ];
  for (const [x, c] of hands) {
    s +=
      `<g fill="${c}" transform="translate(${x} 430)"><rect x="-30" y="60" width="60" height="240" rx="20"/><rect x="-34" y="-40" width="68" height="110" rx="26"/>` +
      [-24, -8, 8, 24]
        .map(
          (dx, i) =>
            `<rect x="${dx - 7}" y="${-95 + Math.abs(i - 1.5) * 12}" width="14" height="80" rx="7"/>`,
        )
        .join("") +
      `<rect x="28" y="-20" width="14" height="56" rx="7" transform="rotate(30 35 10)"/></g>`;
  }
  s += card(440, 330, 400, 300, C.white, 1, 16);
  s += `<rect x="440" y="330" width="400" height="60" rx="16" fill="${C.blue}"/>`;
  s += `<g transform="translate(595 420)">${emblemInline(C.blue, 90)}</g>`;
  // The voting paper is cut off at the slot, so it is seen going into the box, not lying on it.
  const slot = id("c");
  d.push(`<clipPath id="${slot}"><rect x="0" y="0" width="${W}" height="358"/></clipPath>`);
  s +=
    `<g clip-path="url(#${slot})"><g transform="translate(0 20) rotate(-8 640 250)"><rect x="560" y="130" width="160" height="230" rx="8" fill="#fdfdfd" stroke="#d6dde3" stroke-width="3"/>` +
    `<rect x="590" y="170" width="30" height="30" rx="4" fill="none" stroke="${C.navy}" stroke-width="4"/><path d="M594 184l10 10l20 -26" stroke="${C.green}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="635" y="178" width="60" height="10" rx="5" fill="#c7d3de"/>` +
    `<rect x="590" y="225" width="30" height="30" rx="4" fill="none" stroke="${C.navy}" stroke-width="4"/><rect x="635" y="233" width="60" height="10" rx="5" fill="#c7d3de"/>` +
    `<rect x="590" y="280" width="30" height="30" rx="4" fill="none" stroke="${C.navy}" stroke-width="4"/><rect x="635" y="288" width="60" height="10" rx="5" fill="#c7d3de"/></g></g>`;
  s += `<rect x="530" y="350" width="220" height="16" rx="8" fill="${C.navy}"/>`;
  return s;
};

scenes["global-issues-child-safety"] = (d) => {
  let s = background(d, "#ffcf85", "#f59e74", C.white);
  s += ground(d, 600, "#8fd18f", "#4f9a5a");
  // umbrella, its shaft ending in a hooked handle that the woman holds
  s += `<path d="M260 330C300 120 980 120 1020 330C970 300 910 300 860 330C810 300 750 300 700 330C650 300 590 300 540 330C490 300 430 300 380 330C330 300 300 300 260 330Z" fill="${C.blue}"/>`;
  s += `<path d="M640 140C560 200 540 270 540 330M640 140C720 200 740 270 740 330M640 140C460 170 400 250 380 330M640 140C820 170 880 250 860 330" fill="none" stroke="#0b7fb3" stroke-width="4"/>`;
  s += `<rect x="634" y="100" width="12" height="50" rx="6" fill="${C.navy}"/>`;
  s += `<path d="M640 320V500A17 17 0 0 1 606 500" fill="none" stroke="${C.navy}" stroke-width="10" stroke-linecap="round"/>`;
  // a woman holding the umbrella and a girl's hand; two more children, hand in hand, all three
  // with school bags and a child's proportions beside the grown-up
  const kid = 165;
  const [ax, ay] = shoulderOf(545, 640, 300, "woman", -1);
  const held = [ax - 42, ay + 100];
  s += figure(545, 640, 300, {
    kind: "woman",
    top: C.purple,
    skin: SKIN[3],
    hair: HAIR[2],
    hands: [held, [640, 436, 604, 470]],
  });
  s += figure(400, 640, kid, {
    kind: "girl",
    top: C.coral,
    skin: SKIN[3],
    hair: HAIR[2],
    bag: C.gold,
    hands: [10, held],
  });
  const [bx, by] = shoulderOf(752, 640, kid, "boy", 1);
  const [cx] = shoulderOf(852, 640, kid, "girl", -1);
  const half = (cx - bx) / 2;
  const joined = [bx + half, by + Math.sqrt(Math.max(0, (kid * 0.33) ** 2 - half * half))];
  s += figure(752, 640, kid, {
    kind: "boy",
    top: C.green,
    bottom: C.navy2,
    skin: SKIN[1],
    hair: HAIR[1],
    bag: C.red,
    hands: [10, joined],
  });
  s += figure(852, 640, kid, {
    kind: "girl",
    top: C.gold,
    skin: SKIN[0],
    hair: HAIR[3],
    bag: C.blue,
    hands: [joined, 10],
  });
  s += [
    [150, 200],
    [1120, 180],
    [1000, 90],
    [260, 100],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="${C.white}" opacity=".7"/>`)
    .join("");
  return s;
};

scenes["global-issues-climate"] = (d) => {
  let s = background(d, "#2c7fb8", C.navy, "#f59e74");
  s += globe(d, 640, 380, 220, { fill: C.sky, dark: C.blue });
  // smoke on the left
  s += `<path d="M140 720V520H220V720ZM250 720V560H320V720Z" fill="#43505e"/><rect x="150" y="470" width="30" height="60" fill="#5b6876"/><rect x="270" y="510" width="26" height="50" fill="#5b6876"/>`;
  s +=
    cloud(170, 420, 0.8, "#7c8794", 0.8) +
    cloud(240, 330, 1.0, "#98a2ad", 0.6) +
    cloud(330, 230, 1.2, "#b3bac2", 0.4);
  // wind on the right
  s +=
    `<g fill="none" stroke="${C.white}" stroke-width="12" stroke-linecap="round" opacity=".85">` +
    `<path d="M860 230H1080C1140 230 1150 150 1100 145C1070 142 1060 170 1070 185"/>` +
    `<path d="M900 300H1160C1220 300 1230 380 1180 385C1150 388 1140 360 1150 345"/>` +
    `<path d="M880 370H1040"/></g>`;
  s += sun(1120, 560, 50, C.gold, true);
  return s;
};

scenes["global-issues-atomic-energy"] = (d) => {
  const glow = radGrad(d, [
    [0, C.sky, 0.7],
    [0.5, C.blue, 0.2],
    [1, C.blue, 0],
  ]);
  let s = background(d, "#1b2a5a", "#070f24", C.purple);
  s += `<circle cx="640" cy="360" r="330" fill="${glow}"/>`;
  s += `<g fill="none" stroke="${C.white}" stroke-width="12" opacity=".95">`;
  for (const a of [0, 60, 120])
    s += `<ellipse cx="640" cy="360" rx="300" ry="105" transform="rotate(${a} 640 360)"/>`;
  s += `</g>`;
  s += `<circle cx="640" cy="360" r="52" fill="${C.gold}"/><circle cx="622" cy="346" r="18" fill="#ffe39a"/>`;
  const e = [
    [0, 0.3],
    [60, 0.75],
    [120, 0.55],
  ];
  for (const [rot, t] of e) {
    const a = t * 2 * Math.PI;
    const x = 300 * Math.cos(a);
    const y = 105 * Math.sin(a);
    const r = (rot * Math.PI) / 180;
    s += `<circle cx="${f1(640 + x * Math.cos(r) - y * Math.sin(r))}" cy="${f1(360 + x * Math.sin(r) + y * Math.cos(r))}" r="22" fill="${C.sky}" stroke="${C.white}" stroke-width="6"/>`;
  }
  for (let i = 0; i < 40; i++) {
    const x = (i * 977) % W;
    const y = (i * 577) % H;
    s += `<circle cx="${x}" cy="${y}" r="${1 + (i % 3)}" fill="${C.white}" opacity=".5"/>`;
  }
  return s;
};

scenes["media-un-80-achievements"] = (d) => {
  let s = background(d, C.blue, C.navy, C.gold);
  s += `<circle cx="640" cy="345" r="160" fill="${C.navy}" opacity=".3"/>`;
  s += `<g transform="translate(390 130)">${emblemInline(C.gold, 500)}</g>`;
  s += globe(d, 640, 345, 118, { fill: C.sky, dark: C.blue });
  const conf = [C.gold, C.coral, C.green, C.white, C.sky, C.purple];
  for (let i = 0; i < 46; i++) {
    const x = (i * 211 + 53) % W;
    const y = (i * 137 + 29) % H;
    if (Math.hypot(x - 640, y - 360) < 300) continue;
    s += `<rect x="${x}" y="${y}" width="14" height="26" rx="4" fill="${conf[i % 6]}" transform="rotate(${(i * 47) % 180} ${x} ${y})" opacity=".85"/>`;
  }
  s += star(640, 640, 34, C.gold) + star(540, 625, 22, C.white) + star(740, 625, 22, C.white);
  return s;
};

scenes["media-awake-at-night-podcast"] = (d) => {
  let s = background(d, "#1d2b64", "#060d24", C.purple);
  for (let i = 0; i < 60; i++)
    s += `<circle cx="${(i * 733) % W}" cy="${(i * 397) % 420}" r="${1 + (i % 3) * 0.8}" fill="${C.white}" opacity="${0.3 + (i % 4) * 0.15}"/>`;
  s += crescent(1060, 140, 70, 35, -25, 64, "#ffe7a8");
  s += `<g fill="none" stroke="${C.sky}" stroke-linecap="round">`;
  for (let i = 1; i <= 3; i++) {
    const r = 120 + i * 70;
    s += `<path d="M${640 - r * 0.6} ${330 - r * 0.8}A${r} ${r} 0 0 0 ${640 - r * 0.6} ${330 + r * 0.8}" stroke-width="14" opacity="${1 - i * 0.25}"/>`;
    s += `<path d="M${640 + r * 0.6} ${330 - r * 0.8}A${r} ${r} 0 0 1 ${640 + r * 0.6} ${330 + r * 0.8}" stroke-width="14" opacity="${1 - i * 0.25}"/>`;
  }
  s += `</g>`;
  const body = linGrad(
    d,
    [
      [0, "#e8eef5"],
      [1, "#9fb3c8"],
    ],
    0,
    0,
    1,
    0,
  );
  s += `<rect x="570" y="150" width="140" height="260" rx="70" fill="${body}"/>`;
  s += `<g stroke="#6d839a" stroke-width="5">${[200, 230, 260, 290, 320].map((y) => `<line x1="585" y1="${y}" x2="695" y2="${y}"/>`).join("")}</g>`;
  s += `<path d="M530 320C530 460 750 460 750 320" fill="none" stroke="#cfd9e4" stroke-width="16" stroke-linecap="round"/>`;
  s += `<rect x="632" y="440" width="16" height="150" fill="#cfd9e4"/><rect x="560" y="580" width="160" height="22" rx="11" fill="#cfd9e4"/>`;
  return s;
};

scenes["media-sg-interview-unga80"] = (d) => {
  // a studio: a backdrop with the emblem, two people seated face to face across a low table
  let s = background(d, "#243b55", "#0b1a2e", C.blue);
  const wall = linGrad(d, [
    [0, "#2d7fb8"],
    [1, "#123e6b"],
  ]);
  s += `<rect x="150" y="70" width="980" height="540" rx="18" fill="${wall}"/>`;
  s += `<g transform="translate(592 110)">${emblemInline(C.white, 96)}</g>`;
  s += `<rect x="0" y="600" width="${W}" height="120" fill="#0a1a2d"/><rect x="0" y="600" width="${W}" height="6" fill="#1d3f63"/>`;
  /** A person seated in a chair, seen from the side, facing right (dir 1) or left (-1); x, y: the hip. */
  const seated = (x, y, dir, { jacket, trousers, skin, hair }) => {
    const sleeve = shade(jacket, -0.18);
    return (
      `<g transform="translate(${x} ${y}) scale(${dir} 1)">` +
      // chair
      `<rect x="-78" y="-175" width="18" height="190" rx="9" fill="#0d2238"/>` +
      `<rect x="-80" y="0" width="160" height="20" rx="8" fill="#0d2238"/>` +
      `<path d="M-68 20L-76 130M62 20L70 130" stroke="#0d2238" stroke-width="10" stroke-linecap="round"/>` +
      // legs: thigh on the seat, shin down to the floor
      `<rect x="-30" y="-34" width="132" height="36" rx="18" fill="${trousers}"/>` +
      `<rect x="72" y="-20" width="30" height="140" rx="14" fill="${trousers}"/>` +
      `<ellipse cx="100" cy="124" rx="26" ry="9" fill="#08121f"/>` +
      // body, leaning a little towards the other person
      `<rect x="-40" y="-160" width="70" height="165" rx="28" fill="${jacket}" transform="rotate(8)"/>` +
      `<rect x="-6" y="-182" width="20" height="30" fill="${shade(skin, -0.1)}"/>` +
      `<circle cx="8" cy="-206" r="32" fill="${skin}"/>` +
      `<path d="M-24 -204A32 32 0 0 1 40 -212Q14 -222 -6 -196Q-14 -186 -24 -204Z" fill="${hair}"/>` +
      `<path d="M-12 -142L22 -72L84 -58" fill="none" stroke="${sleeve}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<circle cx="90" cy="-58" r="14" fill="${skin}"/>` +
      `</g>`
    );
  };
  s += seated(330, 470, 1, { jacket: C.navy2, trousers: "#1c2e44", skin: SKIN[1], hair: HAIR[0] });
  s += seated(950, 470, -1, { jacket: C.teal, trousers: "#16443f", skin: SKIN[3], hair: HAIR[2] });
  // low table with two glasses of water between them
  s += `<ellipse cx="640" cy="505" rx="95" ry="16" fill="#e1e8ef"/><rect x="632" y="510" width="16" height="85" fill="#c7d3de"/><rect x="590" y="588" width="100" height="12" rx="6" fill="#c7d3de"/>`;
  for (const gx of [612, 668])
    s += `<path d="M${gx - 12} 462H${gx + 12}L${gx + 9} 502H${gx - 9}Z" fill="${C.pale}" opacity=".85"/><path d="M${gx - 10} 478H${gx + 10}L${gx + 9} 502H${gx - 9}Z" fill="${C.sky}" opacity=".7"/>`;
  return s;
};

scenes["media-unga80-facts"] = (d) => {
  let s = background(d, C.sky, C.blue, C.white);
  s += card(90, 110, 520, 500, C.white);
  [160, 250, 210, 320, 280, 380].forEach((h, i) => {
    s += `<rect x="${140 + i * 75}" y="${560 - h}" width="50" height="${h}" rx="8" fill="${[C.blue, C.sky, C.blue, C.sky, C.blue, C.gold][i]}"/>`;
  });
  s += `<rect x="130" y="565" width="440" height="5" rx="2" fill="#c7d3de"/>`;
  s += card(660, 110, 530, 230, C.white);
  const cx = 790;
  const cy = 225;
  /** @type {[number, number, string][]} */
  const seg = [
    [0, 0.42, C.blue],
    [0.42, 0.7, C.gold],
    [0.7, 0.88, C.coral],
    [0.88, 1, C.green],
  ];
  for (const [a0, a1, c] of seg) {
    const p = (t) => [
      cx + 80 * Math.cos(t * 2 * Math.PI - Math.PI / 2),
      cy + 80 * Math.sin(t * 2 * Math.PI - Math.PI / 2),
    ];
    const [x0, y0] = p(a0);
    const [x1, y1] = p(a1);
    s += `<path d="M${f1(x0)} ${f1(y0)}A80 80 0 ${a1 - a0 > 0.5 ? 1 : 0} 1 ${f1(x1)} ${f1(y1)}" fill="none" stroke="${c}" stroke-width="36"/>`;
  }
  s += textLines(920, 170, 220, 4, "#c7d3de", 30, 12);
  s += card(660, 380, 530, 230, C.white);
  s += `<path d="M700 560L790 520L870 540L950 470L1030 490L1140 420" fill="none" stroke="${C.coral}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += `<path d="M700 560L790 520L870 540L950 470L1030 490L1140 420V580H700Z" fill="${C.coral}" opacity=".12"/>`;
  for (const [x, y] of [
    [790, 520],
    [950, 470],
    [1140, 420],
  ])
    s += `<circle cx="${x}" cy="${y}" r="10" fill="${C.white}" stroke="${C.coral}" stroke-width="6"/>`;
  return s;
};

scenes["climate-change"] = (d) => {
  let s = background(d, "#1a8f6f", "#0b2545", C.gold);
  s += sun(1060, 150, 70, "#ffc857", true);
  s += globe(d, 560, 400, 230, { fill: "#52c2e8", dark: "#0a6ea1" });
  s += `<path d="M560 170C520 100 560 40 640 20C660 100 620 150 560 170Z" fill="${C.green}"/><path d="M560 170C520 110 600 50 640 20" stroke="#1e6b35" stroke-width="6" fill="none"/>`;
  s += `<path d="M560 175C610 120 680 110 740 130C700 180 630 190 560 175Z" fill="#55c06c"/>`;
  s += `<rect x="930" y="290" width="70" height="300" rx="35" fill="${C.white}"/><circle cx="965" cy="600" r="62" fill="${C.white}"/>`;
  s += `<rect x="950" y="380" width="30" height="220" rx="15" fill="${C.coral}"/><circle cx="965" cy="600" r="44" fill="${C.coral}"/>`;
  s += `<g stroke="${C.grey}" stroke-width="5">${[320, 360, 400, 440, 480, 520].map((y) => `<line x1="1010" y1="${y}" x2="1040" y2="${y}"/>`).join("")}</g>`;
  return s;
};

scenes["gender-equality"] = (d) => {
  let s = background(d, "#f26b5b", "#8e2247", C.gold);
  // a balance: its post stands on a foot and stops there, well above the symbols below it
  s += `<path d="M640 110V482" stroke="${C.white}" stroke-width="16" stroke-linecap="round"/>`;
  s += `<path d="M560 500Q640 456 720 500Z" fill="${C.white}"/><rect x="540" y="494" width="200" height="16" rx="8" fill="${C.white}"/>`;
  s += `<path d="M300 112H980" stroke="${C.white}" stroke-width="14" stroke-linecap="round"/><circle cx="640" cy="100" r="26" fill="${C.gold}"/>`;
  for (const cx of [330, 950]) {
    s += `<path d="M${cx} 112L${cx - 128} 440M${cx} 112L${cx + 128} 440" stroke="${C.white}" stroke-width="5"/>`;
    s += `<circle cx="${cx}" cy="112" r="10" fill="${C.white}"/>`;
    s += `<path d="M${cx - 140} 440H${cx + 140}A140 44 0 0 1 ${cx - 140} 440Z" fill="${C.white}"/>`;
  }
  // a woman (dress, shoulder-length hair) and a man (shirt and trousers, short hair), the same height
  s += figure(330, 444, 246, {
    kind: "woman",
    top: C.gold,
    skin: SKIN[2],
    hair: HAIR[0],
    hands: [14, 14],
  });
  s += figure(950, 444, 246, {
    kind: "man",
    top: C.sky,
    bottom: C.navy,
    skin: SKIN[0],
    hair: HAIR[3],
    hands: [12, 12],
  });
  // female sign, equals sign, male sign, in a row of their own under the balance
  const st = `fill="none" stroke="${C.white}" stroke-width="14" stroke-linecap="round"`;
  s += `<circle cx="470" cy="575" r="40" ${st}/><path d="M470 615V685M440 652H500" ${st}/>`;
  s += `<path d="M600 590H680M600 624H680" ${st}/>`;
  s += `<circle cx="795" cy="625" r="40" ${st}/><path d="M824 596L862 558M832 558H862V588" ${st}/>`;
  return s;
};

scenes["ending-poverty"] = (d) => {
  let s = background(d, "#ffb65c", "#ff7a59", C.white);
  // the sun rises on the left, away from where the path goes
  s +=
    sun(230, 500, 120, "#ffe29a", false) +
    `<circle cx="230" cy="500" r="170" fill="#ffe29a" opacity=".3"/>`;
  s += ground(d, 520, "#6abf69", "#2f7d45");
  // the path: wide in the foreground, narrowing as it winds up to the house's door
  s += `<path d="M420 720C480 650 640 645 780 615C880 594 922 580 925 560H975C978 600 900 635 850 660C815 680 830 705 890 720Z" fill="#f3e3c3" opacity=".9"/>`;
  s += `<rect x="820" y="380" width="250" height="180" fill="${C.white}"/><path d="M800 390L945 280L1090 390Z" fill="${C.coral}"/><rect x="920" y="460" width="55" height="100" fill="${C.blue}"/><rect x="850" y="420" width="50" height="45" fill="${C.sky}"/><rect x="1000" y="420" width="50" height="45" fill="${C.sky}"/>`;
  s += `<path d="M1150 600V520" stroke="#2f7d45" stroke-width="8"/><path d="M1150 540C1110 530 1100 500 1110 480C1140 490 1150 510 1150 540ZM1150 525C1180 510 1200 490 1195 465C1165 470 1150 495 1150 525Z" fill="${C.green}"/>`;
  // a family of three on the path, the child holding both parents' hands
  const g = 690;
  const [mx, my] = shoulderOf(560, g, 240, "man", 1);
  const [wx, wy] = shoulderOf(720, g, 225, "woman", -1);
  const [kl, ky] = shoulderOf(640, g, 135, "boy", -1);
  const [kr] = shoulderOf(640, g, 135, "boy", 1);
  const left = [(mx + kl) / 2, Math.max(my, ky) + 30];
  const right = [(wx + kr) / 2, Math.max(wy, ky) + 30];
  s += figure(560, g, 240, {
    kind: "man",
    top: C.navy2,
    bottom: "#3d4f63",
    skin: SKIN[4],
    hair: HAIR[2],
    hands: [10, left],
  });
  s += figure(720, g, 225, {
    kind: "woman",
    top: C.purple,
    skin: SKIN[4],
    hair: HAIR[0],
    hands: [right, 10],
  });
  s += figure(640, g, 135, {
    kind: "boy",
    top: C.blue,
    bottom: C.navy,
    skin: SKIN[3],
    hair: HAIR[2],
    hands: [left, right],
  });
  return s;
};

scenes["faq"] = (d) => {
  let s = background(d, C.blue, C.navy, C.sky);
  s += `<path d="M160 160H620A40 40 0 0 1 660 200V400A40 40 0 0 1 620 440H320L240 520V440H160A40 40 0 0 1 120 400V200A40 40 0 0 1 160 160Z" fill="${C.white}"/>`;
  s += textLines(190, 230, 400, 5, "#bfd7e6", 40, 14);
  s += `<path d="M720 300H1100A40 40 0 0 1 1140 340V520A40 40 0 0 1 1100 560H1040V630L960 560H720A40 40 0 0 1 680 520V340A40 40 0 0 1 720 300Z" fill="${C.gold}"/>`;
  s += [840, 910, 980].map((x) => `<circle cx="${x}" cy="430" r="20" fill="${C.navy}"/>`).join("");
  s +=
    `<g transform="translate(1000 60)"><circle cx="80" cy="90" r="70" fill="#ffe39a"/><rect x="50" y="150" width="60" height="50" rx="10" fill="${C.white}"/><rect x="58" y="205" width="44" height="12" rx="6" fill="${C.white}"/>` +
    `<g stroke="#ffe39a" stroke-width="8" stroke-linecap="round"><path d="M80 0V-20M10 40L-6 28M150 40L166 28M-10 100H-30M170 100H190"/></g></g>`;
  return s;
};

scenes["privacy-notice"] = (d) => {
  let s = background(d, C.navy2, C.navy, C.blue);
  for (let i = 0; i < 70; i++) {
    const x = 60 + (i % 14) * 90;
    const y = 80 + Math.floor(i / 14) * 140;
    s += `<rect x="${x}" y="${y}" width="${20 + ((i * 7) % 40)}" height="10" rx="5" fill="${C.sky}" opacity="${0.08 + (i % 5) * 0.04}"/>`;
  }
  s += `<path d="M640 90L880 170V360C880 500 780 590 640 640C500 590 400 500 400 360V170Z" fill="${C.blue}"/>`;
  s += `<path d="M640 130L840 196V360C840 480 760 556 640 598Z" fill="${C.white}" opacity=".12"/>`;
  s += `<path d="M585 340V290A55 55 0 0 1 695 290V340" fill="none" stroke="${C.white}" stroke-width="22"/><rect x="560" y="330" width="160" height="130" rx="18" fill="${C.white}"/>`;
  s += `<circle cx="640" cy="385" r="18" fill="${C.navy}"/><rect x="632" y="390" width="16" height="40" rx="6" fill="${C.navy}"/>`;
  return s;
};

scenes["terms-of-use"] = (d) => {
  let s = background(d, "#5cc3ec", "#0b5e8f", C.white);
  s += card(330, 70, 480, 600, C.white, 1, 14);
  s += `<rect x="380" y="120" width="240" height="18" rx="9" fill="${C.navy}"/>`;
  for (let i = 0; i < 5; i++) {
    const y = 190 + i * 90;
    s += `<circle cx="400" cy="${y + 14}" r="18" fill="${C.green}"/><path d="M391 ${y + 14}l7 7l12 -14" stroke="${C.white}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    s += textLines(440, y, 320, 2, "#c7d3de", 28, 11);
  }
  s += `<g transform="rotate(35 900 420)"><rect x="880" y="200" width="40" height="340" rx="8" fill="${C.gold}"/><path d="M880 540L900 600L920 540Z" fill="${C.sand}"/><rect x="880" y="190" width="40" height="40" rx="8" fill="${C.navy}"/></g>`;
  return s;
};

scenes["topics-careers"] = (d) => {
  let s = background(d, "#a9def5", "#eef9ff", C.white);
  // a wide office window looking out on a glass tower
  const sky = linGrad(d, [
    [0, "#7fcdf0"],
    [1, "#dff4fd"],
  ]);
  const glass = linGrad(
    d,
    [
      [0, "#bfe6f7"],
      [1, "#4aa8d6"],
    ],
    0,
    0,
    1,
    0,
  );
  s += `<rect x="110" y="40" width="860" height="440" fill="#e8eef2"/><rect x="126" y="56" width="828" height="420" fill="${sky}"/>`;
  s += cloud(300, 140, 0.7, C.white, 0.9) + cloud(860, 110, 0.5, C.white, 0.8);
  s += `<rect x="420" y="110" width="170" height="370" fill="${glass}"/><rect x="410" y="100" width="190" height="14" fill="#f4f7f9"/>`;
  for (let i = 0; i < 17; i++)
    s += `<rect x="420" y="${128 + i * 20}" width="170" height="4" fill="#2f7fb0" opacity=".45"/>`;
  for (let i = 0; i < 4; i++)
    s += `<rect x="${452 + i * 34}" y="114" width="3" height="366" fill="#e8f6fd" opacity=".6"/>`;
  s += `<rect x="404" y="110" width="18" height="370" fill="#f4f7f9"/><rect x="588" y="110" width="18" height="370" fill="#dfe6eb"/>`;
  s += `<rect x="160" y="330" width="200" height="150" fill="#d3dde5"/><rect x="680" y="300" width="240" height="180" fill="#d3dde5"/>`;
  s += `<rect x="536" y="56" width="10" height="420" fill="#e8eef2"/>`;
  // the site's emblem on a blue disc on the wall
  s += `<circle cx="1120" cy="150" r="78" fill="${C.blue}"/><g transform="translate(1062 95)">${emblemInline(C.white, 116)}</g>`;
  // floor
  s += `<rect x="0" y="470" width="${W}" height="${H - 470}" fill="#c9d6e0"/><rect x="0" y="470" width="${W}" height="10" fill="#b4c3cf"/>`;
  // two people at desks, each behind a laptop, seen from the front; their chairs behind them
  const desk = (cx, person) => {
    let g = `<rect x="${cx - 88}" y="318" width="176" height="200" rx="26" fill="${C.navy2}"/>`;
    g += figure(cx, 612, 300, person);
    g += `<rect x="${cx - 200}" y="468" width="400" height="20" rx="6" fill="#f4f7f9"/><rect x="${cx - 184}" y="488" width="368" height="140" fill="#e3eaef"/>`;
    g += `<rect x="${cx - 200}" y="628" width="20" height="40" fill="#b4c3cf"/><rect x="${cx + 180}" y="628" width="20" height="40" fill="#b4c3cf"/>`;
    // the laptop: its lid's back to us, its base on the desk
    g += `<path d="M${cx - 70} 400H${cx + 70}L${cx + 78} 462H${cx - 78}Z" fill="#9fb2c3"/><rect x="${cx - 92}" y="460" width="184" height="10" rx="4" fill="#7d93a8"/>`;
    g += `<circle cx="${cx}" cy="430" r="9" fill="#c9d6e0"/>`;
    return g;
  };
  s += desk(270, {
    kind: "woman",
    top: C.teal,
    skin: SKIN[3],
    hair: HAIR[0],
    hands: [
      [184, 460, 214, 440],
      [356, 460, 326, 440],
    ],
  });
  s += desk(740, {
    kind: "man",
    top: C.coral,
    skin: SKIN[1],
    hair: HAIR[1],
    hands: [
      [654, 460, 680, 440],
      [826, 460, 800, 440],
    ],
  });
  // a mug on the first desk, a plant on the second
  s += `<rect x="400" y="432" width="30" height="36" rx="5" fill="${C.gold}"/><path d="M430 440h8a8 8 0 0 1 0 16h-8" fill="none" stroke="${C.gold}" stroke-width="5"/>`;
  s += `<path d="M872 468l-6 -34h40l-6 34z" fill="${C.coral}"/><path d="M886 434c-20 -20 -14 -40 -4 -50c6 16 8 32 4 50zM886 434c14 -24 34 -26 42 -22c-8 14 -22 22 -42 22z" fill="${C.green}"/>`;
  // a volunteer in a field vest, holding a clipboard at the side
  const vx = 1110;
  const vy = 690;
  const vh = 390;
  const [rsx, rsy] = shoulderOf(vx, vy, vh, "man", 1);
  const hand = [rsx + 34, rsy + 150];
  s += figure(vx, vy, vh, {
    kind: "man",
    top: C.sky,
    bottom: "#3d4f63",
    skin: SKIN[4],
    hair: HAIR[2],
    vest: C.orange,
    hands: [10, [hand[0], hand[1], rsx + 22, rsy + 78]],
  });
  s += `<g transform="rotate(-6 ${hand[0] + 40} ${hand[1]})"><rect x="${hand[0] + 4}" y="${hand[1] - 70}" width="86" height="112" rx="8" fill="#8a5a2b"/>`;
  s += `<rect x="${hand[0] + 13}" y="${hand[1] - 56}" width="68" height="90" rx="3" fill="${C.white}"/>`;
  s += `<rect x="${hand[0] + 30}" y="${hand[1] - 78}" width="34" height="18" rx="5" fill="${C.grey}"/>`;
  s += textLines(hand[0] + 21, hand[1] - 40, 52, 4, "#b8c7d4", 18, 6) + `</g>`;
  s += `<circle cx="${hand[0]}" cy="${hand[1]}" r="${f1(vh * 0.06 * 0.62)}" fill="${SKIN[4]}"/>`;
  return s;
};

/** A cyclist seen from the side, riding to the right: ground line y, the bicycle's wheel radius r. */
function cyclist(x, y, r, o) {
  const v = (n) => f1(n);
  const rear = [x, y - r];
  const front = [x + r * 2.9, y - r];
  const bb = [x + r * 1.25, y - r * 0.78];
  const seat = [x + r * 1.02, y - r * 2.05];
  const head = [x + r * 2.5, y - r * 2.15];
  const bar = [x + r * 2.35, y - r * 2.45];
  const tyre = `fill="none" stroke="${C.navy}" stroke-width="${v(r * 0.13)}"`;
  let s = "";
  for (const [cx, cy] of [rear, front]) {
    s += `<circle cx="${cx}" cy="${v(cy)}" r="${v(r * 0.93)}" ${tyre}/>`;
    s += `<g stroke="#d9e2ea" stroke-width="${v(r * 0.025)}">`;
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 8;
      s += `<line x1="${v(cx + Math.cos(a) * r * 0.86)}" y1="${v(cy + Math.sin(a) * r * 0.86)}" x2="${v(cx - Math.cos(a) * r * 0.86)}" y2="${v(cy - Math.sin(a) * r * 0.86)}"/>`;
    }
    s += `</g><circle cx="${cx}" cy="${v(cy)}" r="${v(r * 0.08)}" fill="#d9e2ea"/>`;
  }
  const p = (pt) => `${v(pt[0])} ${v(pt[1])}`;
  s += `<path d="M${p(rear)}L${p(bb)}L${p(seat)}ZM${p(seat)}L${p(head)}L${p(bb)}M${p(head)}L${p(front)}M${p(head)}L${p(bar)}" fill="none" stroke="${o.frame}" stroke-width="${v(r * 0.1)}" stroke-linejoin="round" stroke-linecap="round"/>`;
  s += `<path d="M${v(bar[0] - r * 0.2)} ${v(bar[1])}H${v(bar[0] + r * 0.12)}" stroke="${C.navy}" stroke-width="${v(r * 0.1)}" stroke-linecap="round"/>`;
  s += `<path d="M${v(seat[0] - r * 0.3)} ${v(seat[1] - r * 0.1)}H${v(seat[0] + r * 0.2)}" stroke="${C.navy}" stroke-width="${v(r * 0.14)}" stroke-linecap="round"/>`;
  // the rider: a leg to each pedal (knee found from the thigh and shin lengths), a straight back
  const hip = [seat[0] - r * 0.05, seat[1] - r * 0.22];
  const shoulder = [x + r * 1.75, y - r * 3.3];
  const headC = [shoulder[0] + r * 0.32, shoulder[1] - r * 0.48];
  const thigh = r * 1.0;
  const shin = r * 1.05;
  const knee = (foot) => {
    const dx = foot[0] - hip[0];
    const dy = foot[1] - hip[1];
    const dd = Math.hypot(dx, dy);
    const a = (thigh * thigh - shin * shin + dd * dd) / (2 * dd);
    const hh = Math.sqrt(Math.max(0, thigh * thigh - a * a));
    return [hip[0] + (a * dx) / dd + (hh * dy) / dd, hip[1] + (a * dy) / dd - (hh * dx) / dd];
  };
  const crank = r * 0.36;
  const feet = [
    [bb[0] + crank * 0.8, bb[1] + crank * 0.6],
    [bb[0] - crank * 0.8, bb[1] - crank * 0.6],
  ];
  const legW = r * 0.24;
  const leg = (foot, colour) => {
    const k = knee(foot);
    return (
      `<path d="M${p(hip)}L${p(k)}L${p(foot)}" fill="none" stroke="${colour}" stroke-width="${v(legW)}" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<ellipse cx="${v(foot[0] + r * 0.08)}" cy="${v(foot[1] + r * 0.04)}" rx="${v(r * 0.2)}" ry="${v(r * 0.09)}" fill="${C.navy}"/>`
    );
  };
  s += leg(feet[1], shade(o.bottom, -0.25));
  s += `<line x1="${v(feet[0][0])}" y1="${v(feet[0][1])}" x2="${v(feet[1][0])}" y2="${v(feet[1][1])}" stroke="#7d93a8" stroke-width="${v(r * 0.07)}" stroke-linecap="round"/><circle cx="${v(bb[0])}" cy="${v(bb[1])}" r="${v(r * 0.16)}" fill="#7d93a8"/>`;
  // far arm, body, near leg, near arm, head
  s += `<path d="M${p(shoulder)}L${v(bar[0] - r * 0.3)} ${v(bar[1] - r * 0.35)}L${p(bar)}" fill="none" stroke="${shade(o.top, -0.3)}" stroke-width="${v(r * 0.2)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += `<path d="M${p(hip)}L${p(shoulder)}" stroke="${o.top}" stroke-width="${v(r * 0.55)}" stroke-linecap="round"/>`;
  s += leg(feet[0], o.bottom);
  s += `<path d="M${p(shoulder)}L${v(bar[0] - r * 0.26)} ${v(bar[1] - r * 0.3)}L${v(bar[0] - r * 0.02)} ${v(bar[1] - r * 0.02)}" fill="none" stroke="${shade(o.top, -0.14)}" stroke-width="${v(r * 0.2)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += `<circle cx="${v(bar[0] - r * 0.02)}" cy="${v(bar[1] - r * 0.02)}" r="${v(r * 0.12)}" fill="${o.skin}"/>`;
  s += `<rect x="${v(shoulder[0] + r * 0.08)}" y="${v(headC[1])}" width="${v(r * 0.18)}" height="${v(r * 0.4)}" fill="${shade(o.skin, -0.1)}"/>`;
  s += `<circle cx="${v(headC[0])}" cy="${v(headC[1])}" r="${v(r * 0.3)}" fill="${o.skin}"/>`;
  // a helmet with a peak
  s += `<path d="M${v(headC[0] - r * 0.36)} ${v(headC[1] - r * 0.02)}A${v(r * 0.36)} ${v(r * 0.34)} 0 0 1 ${v(headC[0] + r * 0.34)} ${v(headC[1] - r * 0.06)}L${v(headC[0] + r * 0.48)} ${v(headC[1] - r * 0.02)}Z" fill="${o.helmet}"/>`;
  s += `<path d="M${v(headC[0] - r * 0.2)} ${v(headC[1] - r * 0.26)}l${v(r * 0.06)} ${v(r * 0.16)}M${v(headC[0] + r * 0.02)} ${v(headC[1] - r * 0.33)}v${v(r * 0.17)}M${v(headC[0] + r * 0.22)} ${v(headC[1] - r * 0.26)}l${v(-r * 0.05)} ${v(r * 0.16)}" stroke="${shade(o.helmet, -0.35)}" stroke-width="${v(r * 0.05)}" stroke-linecap="round"/>`;
  return s;
}

scenes["topics-actnow"] = (d) => {
  let s = background(d, "#6cc9a0", "#1a7f8f", C.gold);
  s += sun(1150, 90, 44, "#ffd27a", true);
  s += ground(d, 600, "#6abf69", "#2f7d45");
  // the road the cyclist rides on
  s += `<path d="M0 642C400 630 900 640 ${W} 650V690C900 680 400 672 0 688Z" fill="#5d6f80"/>`;
  s += `<path d="M40 662h70M200 658h70M360 656h70M520 656h70M680 658h70M840 660h70M1000 664h70M1160 666h70" stroke="#e8eef2" stroke-width="5" stroke-linecap="round"/>`;
  s += cyclist(110, 660, 92, {
    top: C.gold,
    bottom: C.navy2,
    skin: SKIN[2],
    frame: C.red,
    helmet: C.blue,
  });
  // a light switch turned off, under an unlit bulb
  s += card(650, 70, 230, 290, C.navy2, 1, 22);
  s += `<circle cx="765" cy="140" r="40" fill="none" stroke="#8aa0b5" stroke-width="8"/><rect x="748" y="176" width="34" height="26" rx="5" fill="#8aa0b5"/><path d="M752 160l13 -18l13 18" fill="none" stroke="#5d6f80" stroke-width="5" stroke-linejoin="round"/>`;
  s += `<rect x="715" y="222" width="100" height="120" rx="14" fill="${C.white}"/><rect x="747" y="256" width="36" height="52" rx="8" fill="#c5d0d8"/>`;
  s += `<path d="M765 282L765 326" stroke="#7d93a8" stroke-width="16" stroke-linecap="round"/><circle cx="765" cy="282" r="10" fill="#7d93a8"/>`;
  // a reusable cloth bag full of vegetables, on the ground
  const bx = 1010;
  s += `<path d="M${bx + 14} 470C${bx + 14} 380 ${bx + 90} 380 ${bx + 90} 470" fill="none" stroke="${C.sand}" stroke-width="12"/><path d="M${bx + 70} 470C${bx + 70} 390 ${bx + 146} 390 ${bx + 146} 470" fill="none" stroke="#e6cf9f" stroke-width="12"/>`;
  s += `<path d="M${bx + 40} 470L${bx + 20} 330L${bx + 60} 324Z" fill="${C.orange}"/><path d="M${bx + 40} 326c-14 -30 -8 -44 -4 -50c6 12 8 28 4 50zM${bx + 42} 326c10 -26 26 -30 34 -28c-6 14 -18 24 -34 28z" fill="${C.green}"/>`;
  s += `<rect x="${bx + 100}" y="300" width="22" height="170" rx="10" fill="#f4f7f9" transform="rotate(10 ${bx + 111} 470)"/><path d="M${bx + 102} 370l8 -110l14 106zM${bx + 110} 372l26 -100l4 104z" fill="#3f9d4f" transform="rotate(10 ${bx + 111} 470)"/>`;
  s += `<circle cx="${bx + 80}" cy="440" r="40" fill="#5bb85f"/><circle cx="${bx + 64}" cy="430" r="22" fill="#7fd07e"/>`;
  s += `<circle cx="${bx + 150}" cy="446" r="30" fill="${C.red}"/><path d="M${bx + 140} 418l10 6l10 -6" stroke="${C.green}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M${bx - 10} 460H${bx + 190}L${bx + 174} 624H${bx + 6}Z" fill="${C.sand}"/><path d="M${bx - 10} 460H${bx + 190}L${bx + 188} 478H${bx - 8}Z" fill="#e6cf9f"/>`;
  s += `<path d="M${bx + 90} 520c-26 0 -40 20 -40 44c30 0 40 -20 40 -44zM${bx + 90} 520c26 0 40 20 40 44c-30 0 -40 -20 -40 -44z" fill="${C.green}" opacity=".8"/>`;
  // a seedling in a mound of soil
  s += `<ellipse cx="810" cy="608" rx="110" ry="28" fill="#7a5230"/><ellipse cx="810" cy="600" rx="84" ry="17" fill="#8d6240"/>`;
  s += `<path d="M810 602C810 556 806 520 812 470" stroke="#2f7d45" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M811 500C770 500 740 470 738 430C780 428 808 456 811 500Z" fill="${C.green}"/><path d="M812 478C838 440 880 426 912 438C896 476 852 490 812 478Z" fill="#55c06c"/>`;
  return s;
};

scenes["help-accessibility"] = (d) => {
  let s = background(d, C.blue, C.navy, C.sky);
  // a large screen showing a page set in big type, its button outlined by the keyboard focus ring
  s += card(150, 50, 700, 440, C.navy, 1, 24);
  s += `<rect x="172" y="72" width="656" height="396" rx="8" fill="${C.white}"/>`;
  s += `<rect x="172" y="72" width="656" height="62" fill="${C.blue}"/><circle cx="212" cy="103" r="18" fill="${C.white}"/>`;
  s += `<g fill="${C.white}" opacity=".85"><rect x="560" y="96" width="70" height="14" rx="7"/><rect x="650" y="96" width="70" height="14" rx="7"/><rect x="740" y="96" width="56" height="14" rx="7"/></g>`;
  s += `<rect x="214" y="168" width="420" height="46" rx="10" fill="${C.navy}"/>`;
  s += textLines(214, 244, 560, 3, "#8aa0b5", 40, 20);
  s += `<rect x="214" y="374" width="220" height="62" rx="14" fill="${C.blue}"/><rect x="254" y="397" width="140" height="16" rx="8" fill="${C.white}"/>`;
  s += `<rect x="200" y="360" width="248" height="90" rx="22" fill="none" stroke="${C.gold}" stroke-width="8"/>`;
  s += `<path d="M470 398h70M470 426h110" stroke="#c7d3de" stroke-width="14" stroke-linecap="round"/>`;
  s += `<path d="M460 490h80l14 60h-108z" fill="#c5d0d8"/><rect x="390" y="546" width="220" height="14" rx="7" fill="#dfe6eb"/>`;
  // a keyboard in front of it, its Tab key lit in the focus colour
  s += `<rect x="190" y="580" width="620" height="118" rx="16" fill="#dfe6eb"/><rect x="190" y="684" width="620" height="14" rx="7" fill="#b4c3cf"/>`;
  for (const [r, n] of [
    [0, 13],
    [1, 12],
    [2, 11],
  ]) {
    const y = 594 + r * 30;
    const first = r === 1 ? 66 : 40 + r * 12;
    s += `<rect x="206" y="${y}" width="${first}" height="24" rx="5" fill="${r === 1 ? C.gold : C.white}"/>`;
    const w = (588 - first - (n - 1) * 6) / (n - 1);
    for (let i = 1; i < n; i++)
      s += `<rect x="${f1(206 + first + 6 + (i - 1) * (w + 6))}" y="${y}" width="${f1(w)}" height="24" rx="5" fill="${C.white}"/>`;
  }
  // headphones
  s += `<path d="M930 330V250A130 130 0 0 1 1190 250V330" fill="none" stroke="${C.navy2}" stroke-width="26" stroke-linecap="round"/>`;
  s += `<path d="M946 260A114 114 0 0 1 1174 260" fill="none" stroke="${C.sky}" stroke-width="8" opacity=".6"/>`;
  for (const x of [930, 1190]) {
    s += `<rect x="${x - 40}" y="290" width="80" height="130" rx="34" fill="${C.navy2}"/>`;
    s += `<rect x="${x - 28}" y="304" width="56" height="102" rx="26" fill="${C.gold}"/>`;
  }
  // a contrast toggle: a switch whose knob carries the half-dark, half-light contrast sign
  s += `<rect x="920" y="520" width="260" height="120" rx="60" fill="${C.green}"/>`;
  s += `<circle cx="1120" cy="580" r="48" fill="${C.white}"/>`;
  s += `<path d="M1120 548A32 32 0 0 0 1120 612Z" fill="${C.navy}"/><circle cx="1120" cy="580" r="32" fill="none" stroke="${C.navy}" stroke-width="6"/>`;
  return s;
};

// ---------- emblem inline (same geometry as emblem.mjs) ----------
function emblemInline(color, size) {
  return `<g transform="scale(${f1((size / 64) * 100) / 100})">${emblemMarkup(color)}</g>`;
}

export const CONTENT_IDS = Object.keys(scenes);

export function sceneSvg(name) {
  uid = 0;
  const defs = [];
  const body = scenes[name](defs);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs>${defs.join("")}</defs>${body}</svg>\n`;
}

export {
  background,
  globe,
  dove,
  icon,
  person,
  cloud,
  sun,
  star,
  wreath,
  emblemInline,
  linGrad,
  radGrad,
};
