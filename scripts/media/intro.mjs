// Intro video: narration with espeak-ng, captions (WebVTT) timed from the real audio
// durations, and one SVG per frame (rasterised by generate-all.sh).
// Usage: node intro.mjs <workDir> <vttOut>
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  C,
  GOAL_COLORS,
  W,
  H,
  background,
  globe,
  dove,
  icon,
  person,
  star,
  emblemInline,
  radGrad,
} from "./scenes.mjs";

const [workDir, vttOut] = process.argv.slice(2);
const FPS = 24;
const LEAD = 0.6; // silence before each line
const TAIL = 1.0; // silence after each line

const LINES = [
  "In 1945, fifty-one countries founded the United Nations, to save succeeding generations from the scourge of war.",
  "Today, 193 Member States meet as equals in the General Assembly, where each has one vote.",
  "Together they work for peace and security, for human rights, and for sustainable development.",
  "In 2015, every Member State adopted 17 Sustainable Development Goals, to be achieved by 2030.",
  "The work continues: for peace, dignity and equality on a healthy planet.",
];

fs.mkdirSync(path.join(workDir, "frames"), { recursive: true });

// ---------- narration ----------
const durations = LINES.map((line, i) => {
  const wav = path.join(workDir, `line${i}.wav`);
  execFileSync("espeak-ng", ["-v", "en-us", "-s", "162", "-p", "42", "-w", wav, line]);
  const out = execFileSync("ffprobe", [
    "-v",
    "error",
    "-show_entries",
    "format=duration",
    "-of",
    "csv=p=0",
    wav,
  ]);
  return Number(String(out).trim());
});

const scenes = [];
let t = 0;
durations.forEach((d, i) => {
  const len = Math.ceil((LEAD + d + TAIL) * FPS) / FPS;
  scenes.push({
    start: t,
    len,
    speechStart: t + LEAD,
    speechEnd: t + LEAD + d,
    line: LINES[i],
  });
  t += len;
});
const total = t;

// ffmpeg filter that places each line at its scene's start
const filter =
  scenes
    .map(
      (s, i) =>
        `[${i}:a]aresample=48000,adelay=${Math.round(LEAD * 1000)}:all=1,apad=whole_dur=${s.len.toFixed(4)}[a${i}]`,
    )
    .join(";") +
  ";" +
  scenes.map((_, i) => `[a${i}]`).join("") +
  `concat=n=${scenes.length}:v=0:a=1,loudnorm=I=-18:TP=-2[aout]`;
fs.writeFileSync(path.join(workDir, "audio-filter.txt"), filter);
fs.writeFileSync(path.join(workDir, "duration.txt"), total.toFixed(4));
// poster: a frame near the end of the goals scene
fs.writeFileSync(
  path.join(workDir, "poster.txt"),
  String(Math.round((scenes[3].start + scenes[3].len * 0.85) * FPS)),
);

// ---------- captions ----------
const ts = (sec) => {
  const ms = Math.round(sec * 1000);
  const h = String(Math.floor(ms / 3600000)).padStart(2, "0");
  const m = String(Math.floor(ms / 60000) % 60).padStart(2, "0");
  const s = String(Math.floor(ms / 1000) % 60).padStart(2, "0");
  return `${h}:${m}:${s}.${String(ms % 1000).padStart(3, "0")}`;
};
let vtt = "WEBVTT\n";
scenes.forEach((s, i) => {
  vtt += `\n${i + 1}\n${ts(s.speechStart)} --> ${ts(s.speechEnd + 0.3)}\n${s.line}\n`;
});
fs.writeFileSync(vttOut, vtt);

// ---------- frames ----------
const clamp = (v) => Math.max(0, Math.min(1, v));
const ease = (v) => {
  const x = clamp(v);
  return x * x * (3 - 2 * x);
};
const f1 = (n) => Math.round(n * 10) / 10;

function sceneFounding(d, u, len) {
  // 51 founding members appear as points of light around a dove
  let s = background(d, "#0e2f57", C.navy, C.blue);
  const n = 51;
  for (let i = 0; i < n; i++) {
    const a = -Math.PI / 2 + (i / n) * 2 * Math.PI;
    const appear = ease((u * len - 0.6 - i * 0.07) / 0.5);
    if (appear <= 0) continue;
    const x = 640 + Math.cos(a) * 250;
    const y = 360 + Math.sin(a) * 250;
    s += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(9 * appear)}" fill="${i % 3 === 0 ? C.gold : C.sky}" opacity="${f1(appear)}"/>`;
  }
  const dx = -260 + 260 * ease(u * 1.6);
  const dy = 20 * Math.sin(u * Math.PI * 2);
  s += `<g opacity="${f1(ease(u * 4))}">${dove(640 + dx, 350 + dy, 4.2, C.white)}</g>`;
  return s;
}

function sceneAssembly(d, u, len) {
  let s = background(d, "#123e6b", C.navy, C.blue);
  const cx = 640;
  const cy = 640;
  const rows = [22, 26, 30, 34, 38, 43]; // 193 seats
  let k = 0;
  const lit = ease((u * len - 0.5) / (len * 0.65)) * 193;
  rows.forEach((n, row) => {
    const r = 170 + row * 68;
    for (let i = 0; i < n; i++) {
      const a = Math.PI + ((i + 0.5) / n) * Math.PI;
      const x = cx + Math.cos(a) * r;
      const y = cy + Math.sin(a) * r * 0.95;
      const on = clamp(lit - k);
      const fill = on > 0 ? (k % 5 === 0 ? C.gold : C.sky) : "#1d4a78";
      s += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(12 + 3 * on)}" fill="${fill}"/>`;
      k++;
    }
  });
  s += `<rect x="560" y="580" width="160" height="60" rx="10" fill="#c79a3a"/>`;
  s += `<g transform="translate(590 520)" opacity="${f1(ease(u * 3))}">${emblemInline(C.white, 100)}</g>`;
  return s;
}

function scenePillars(d, u, len) {
  let s = background(d, C.blue, C.navy, C.white);
  const items = [
    [C.sky, 15],
    [C.gold, 0],
    [C.green, 7],
  ];
  items.forEach(([color, ic], i) => {
    const p = ease((u * len - 0.4 - i * 1.3) / 0.8);
    const x = 300 + i * 340;
    const y = 360 + (1 - p) * 60;
    s += `<g opacity="${f1(p)}"><circle cx="${x}" cy="${y}" r="135" fill="${color}"/>`;
    if (i === 1) s += person(x - 40, y + 70, 120, C.white) + person(x + 40, y + 70, 120, C.white);
    else s += icon(ic, x - 75, y - 75, 150);
    s += `</g>`;
  });
  return s;
}

function sceneGoals(d, u, len) {
  let s = background(d, C.navy2, C.navy, C.blue);
  s += globe(d, 640, 360, 140, { fill: C.sky, dark: C.blue });
  for (let i = 0; i < 17; i++) {
    const p = ease((u * len - 0.5 - i * 0.22) / 0.5);
    if (p <= 0) continue;
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 17 + (1 - u) * 0.15;
    const rr = 265 + (1 - p) * 80;
    const x = 640 + Math.cos(a) * rr;
    const y = 360 + Math.sin(a) * rr;
    const sz = 76 * p;
    s += `<g opacity="${f1(p)}"><rect x="${f1(x - sz / 2)}" y="${f1(y - sz / 2)}" width="${f1(sz)}" height="${f1(sz)}" rx="14" fill="${GOAL_COLORS[i]}"/>`;
    s += icon(i, f1(x - sz * 0.34), f1(y - sz * 0.34), f1(sz * 0.68)) + `</g>`;
  }
  return s;
}

function sceneFuture(d, u) {
  let s = background(d, C.blue, C.navy, C.white);
  const glow = radGrad(d, [
    [0, C.white, 0.35],
    [1, C.white, 0],
  ]);
  const sc = 1 + 0.06 * u;
  s += `<circle cx="640" cy="330" r="330" fill="${glow}"/>`;
  s += `<g transform="translate(640 330) scale(${f1(sc * 100) / 100}) translate(-640 -330)">`;
  s += `<g transform="translate(440 130)">${emblemInline(C.white, 400)}</g></g>`;
  for (let i = 0; i < 5; i++) {
    const p = ease(u * 2.2 - i * 0.15);
    s += `<g opacity="${f1(p)}">${star(380 + i * 130, 640, 14, i % 2 ? C.gold : C.white)}</g>`;
  }
  return s;
}

const renderers = [sceneFounding, sceneAssembly, scenePillars, sceneGoals, sceneFuture];
const frameCount = Math.round(total * FPS);
for (let f = 0; f < frameCount; f++) {
  const time = f / FPS;
  let si = scenes.findIndex((s) => time < s.start + s.len);
  if (si < 0) si = scenes.length - 1;
  const sc = scenes[si];
  const local = time - sc.start;
  const u = local / sc.len;
  const defs = [];
  const body = renderers[si](defs, u, sc.len);
  // fade through navy between scenes (the first frame is fully visible: it is the poster)
  const fadeIn = si === 0 ? 1 : clamp(local / 0.5);
  const fadeOut = clamp((sc.len - local) / 0.5);
  const veil = 1 - Math.min(fadeIn, fadeOut);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs>${defs.join("")}</defs>${body}` +
    (veil > 0.001
      ? `<rect width="${W}" height="${H}" fill="${C.navy}" opacity="${veil.toFixed(3)}"/>`
      : "") +
    `</svg>`;
  fs.writeFileSync(path.join(workDir, "frames", `f${String(f).padStart(5, "0")}.svg`), svg);
}
console.log(`intro: ${scenes.length} scenes, ${total.toFixed(2)} s, ${frameCount} frames`);
