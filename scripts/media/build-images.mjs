// Writes the SVG sources: emblem, favicon, React emblem component, the goal icons' sprite,
// the Open Graph artwork and one SVG per content illustration (to rasterise).
// Usage: node build-images.mjs <repoRoot> <tmpDir>
import fs from "node:fs";
import path from "node:path";
import { emblemSvg, emblemMarkup, emblemTsx } from "./emblem.mjs";
import { goalsSprite } from "./goals.mjs";
import { CONTENT_IDS, sceneSvg, C } from "./scenes.mjs";

const [root, tmp] = process.argv.slice(2);
const pub = (...p) => path.join(root, "public", ...p);
fs.mkdirSync(pub("images", "goals"), { recursive: true });
fs.mkdirSync(path.join(tmp, "content"), { recursive: true });

fs.writeFileSync(pub("images", "emblem.svg"), emblemSvg("#ffffff"));
const favicon = (rx) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="${rx}" fill="#009edb"/>` +
  `<g transform="translate(4.8 4.8) scale(.85)">${emblemMarkup("#fff")}</g></svg>\n`;
fs.writeFileSync(pub("favicon.svg"), favicon(12));
// iOS rounds the touch icon itself, so that one is a full square
fs.writeFileSync(path.join(tmp, "apple-touch-icon.svg"), favicon(0));
fs.writeFileSync(path.join(root, "app", "components", "ui", "emblem.tsx"), emblemTsx());

fs.writeFileSync(pub("images", "goals", "goals.svg"), goalsSprite());

for (const id of CONTENT_IDS)
  fs.writeFileSync(path.join(tmp, "content", `${id}.svg`), sceneSvg(id));
fs.writeFileSync(path.join(tmp, "content-ids.txt"), CONTENT_IDS.join("\n") + "\n");

// Open Graph image 1200x630: the emblem on a blue disc over abstract globe lines, in flat colours
// only. The image is stored with a palette (PNG8, to stay small), and a gradient in a palette
// shows as bands; flat areas and their anti-aliased edges do not.
let lines = "";
for (let i = 1; i <= 5; i++) lines += `<ellipse cx="600" cy="315" rx="${i * 55}" ry="300"/>`;
for (let i = -4; i <= 4; i++) {
  const y = 315 + i * 64;
  const hw = Math.sqrt(Math.max(0, 300 * 300 - (i * 64) ** 2));
  lines += `<line x1="${(600 - hw).toFixed(1)}" y1="${y}" x2="${(600 + hw).toFixed(1)}" y2="${y}"/>`;
}
const og =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">` +
  `<rect width="1200" height="630" fill="${C.navy}"/><circle cx="600" cy="315" r="300" fill="${C.navy2}"/>` +
  `<g fill="none" stroke="${C.sky}" stroke-opacity=".35" stroke-width="2">${lines}</g>` +
  `<circle cx="600" cy="315" r="300" fill="none" stroke="${C.sky}" stroke-opacity=".5" stroke-width="3"/>` +
  `<circle cx="600" cy="315" r="190" fill="${C.blue}"/>` +
  `<g transform="translate(480 195) scale(3.75)">${emblemMarkup("#fff")}</g></svg>\n`;
fs.writeFileSync(path.join(tmp, "og.svg"), og);
console.log(`images: ${CONTENT_IDS.length} content scenes`);
