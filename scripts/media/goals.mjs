// Original pictograms for the 17 goals: strokes and fills in currentColor on transparent, 64x64.
// Decorative only (no <title>, no text); the page supplies the labels.

const S =
  'fill="none" stroke="currentColor" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"';
const F = 'fill="currentColor"';

const person = (x, headY, headR, bodyW, bodyH, legH) => {
  const top = headY + headR + 2.5;
  return (
    `<circle cx="${x}" cy="${headY}" r="${headR}" ${F}/>` +
    `<rect x="${x - bodyW / 2}" y="${top}" width="${bodyW}" height="${bodyH}" rx="${bodyW / 2.4}" ${F}/>` +
    `<path d="M${x - bodyW / 4} ${top + bodyH - 2}v${legH}M${x + bodyW / 4} ${top + bodyH - 2}v${legH}" ${S}/>`
  );
};

function cube(cx, cy, s) {
  const w = s * 0.866;
  const h = s * 0.5;
  const r = (n) => Math.round(n * 10) / 10;
  return (
    `M${cx} ${cy - s}L${r(cx + w)} ${cy - h}V${cy + h}L${cx} ${cy + s}L${r(cx - w)} ${cy + h}V${cy - h}Z` +
    `M${r(cx - w)} ${cy - h}L${cx} ${cy}L${r(cx + w)} ${cy - h}M${cx} ${cy}V${cy + s}`
  );
}

function rays(cx, cy, r0, r1, n, offsetDeg = 0) {
  let d = "";
  for (let i = 0; i < n; i++) {
    const a = ((offsetDeg + (360 / n) * i) * Math.PI) / 180;
    const f = (v) => Math.round(v * 10) / 10;
    d += `M${f(cx + r0 * Math.cos(a))} ${f(cy + r0 * Math.sin(a))}L${f(cx + r1 * Math.cos(a))} ${f(cy + r1 * Math.sin(a))}`;
  }
  return d;
}

export const goals = [
  // 1 No Poverty: a family
  person(16, 14, 5.5, 13, 20, 13) +
    person(48, 14, 5.5, 13, 20, 13) +
    person(32, 29, 4.5, 10, 13, 10),
  // 2 Zero Hunger: a steaming bowl
  `<path d="M8 32H56C56 44 46 52 32 52S8 44 8 32Z" ${F}/><path d="M24 57H40" ${S}/>` +
    `<path d="M22 25c-3-3 3-6 0-9s3-6 0-9M32 25c-3-3 3-6 0-9s3-6 0-9M42 25c-3-3 3-6 0-9s3-6 0-9" ${S}/>`,
  // 3 Good Health: a heart with a heartbeat
  `<path d="M32 53C14 42 7 32 9 22C11 13 25 10 32 20C39 10 53 13 55 22C57 32 50 42 32 53Z" ${S}/>` +
    `<path d="M4 33H20L24 25L30 42L35 29L38 33H60" ${S}/>`,
  // 4 Quality Education: an open book
  `<path d="M32 19C25 13 15 13 7 16V50C15 47 25 47 32 52C39 47 49 47 57 50V16C49 13 39 13 32 19ZM32 19V52" ${S}/>` +
    `<path d="M13 25C18 24 22 24 26 26M13 33C18 32 22 32 26 34M38 26C42 24 46 24 51 25M38 34C42 32 46 32 51 33" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/>`,
  // 5 Gender Equality: two symbols and an equals sign
  `<circle cx="14" cy="19" r="8.5" ${S}/><path d="M14 27.5V48M7.5 40H20.5" ${S}/>` +
    `<circle cx="47" cy="43" r="8.5" ${S}/><path d="M53 37L60 30M53 30H60V37" ${S}/>` +
    `<path d="M26 29H37M26 36H37" ${S}/>`,
  // 6 Clean Water: a drop with a wave
  `<path d="M32 7C32 7 13 29 13 40A19 19 0 0 0 51 40C51 29 32 7 32 7Z" ${S}/>` +
    `<path d="M20 42c4-4 8-4 12 0s8 4 12 0" ${S}/><path d="M23 33c1.5-4 3.5-7 6-10" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/>`,
  // 7 Affordable and Clean Energy: a sun with a power symbol
  `<path d="M26.5 25.5A10 10 0 1 0 37.5 25.5M32 20V31" ${S}/><path d="${rays(32, 32, 18, 26, 12)}" ${S}/>`,
  // 8 Decent Work and Economic Growth: rising bars and arrow
  `<rect x="9" y="40" width="10" height="15" rx="1.5" ${F}/><rect x="23" y="32" width="10" height="23" rx="1.5" ${F}/>` +
    `<rect x="37" y="24" width="10" height="31" rx="1.5" ${F}/><path d="M9 31L24 20L32 24L53 9M43 9H53V19" ${S}/>`,
  // 9 Industry, Innovation and Infrastructure: stacked cubes
  `<path d="${cube(21, 42, 11)}${cube(43, 42, 11)}${cube(32, 21, 11)}" ${S}/>`,
  // 10 Reduced Inequalities: equals sign with arrows pointing inward
  `<path d="M22 27H42M22 37H42" fill="none" stroke="currentColor" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M32 4L38 12H26ZM32 60L38 52H26ZM4 32L12 26V38ZM60 32L52 26V38Z" ${F}/>`,
  // 11 Sustainable Cities and Communities: buildings
  `<path d="M6 56H58M10 56V30L20 22L30 30V56M30 56V12H44V56M44 56V26H54V56" ${S}/>` +
    `<path d="M17 36h6v6h-6zM17 47h6v9h-6zM34 18h6v5h-6zM34 28h6v5h-6zM34 38h6v5h-6zM47 32h4v5h-4zM47 42h4v5h-4z" ${F}/>`,
  // 12 Responsible Consumption and Production: infinity loop with arrow
  `<path d="M32 32C27 24 20 21 15 21C9 21 6 26 6 32S9 43 15 43C20 43 27 40 32 32S44 21 49 21C55 21 58 26 58 32S55 43 49 43C44 43 37 40 32 32Z" ${S}/>` +
    `<path d="M44 15L50 21L44 27" ${S}/>`,
  // 13 Climate Action: an eye with a globe
  `<path d="M4 32C14 16 50 16 60 32C50 48 14 48 4 32Z" ${S}/><circle cx="32" cy="32" r="11" ${S}/>` +
    `<path d="M21 32H43M32 21C26 27 26 37 32 43C38 37 38 27 32 21Z" fill="none" stroke="currentColor" stroke-width="2.5"/>`,
  // 14 Life Below Water: fish and waves
  `<path d="M5 15c4.5-5 9-5 13.5 0s9 5 13.5 0 9-5 13.5 0 9 5 13.5 0" ${S}/>` +
    `<path d="M12 40C19 30 34 29 44 40C34 51 19 50 12 40ZM19 38a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0-4.4 0Z" fill="currentColor" fill-rule="evenodd"/>` +
    `<path d="M43 40L56 31V49Z" ${F}/>` +
    `<circle cx="52" cy="24" r="2.5" ${F}/><circle cx="56" cy="17" r="1.8" ${F}/>`,
  // 15 Life on Land: a tree and a bird
  `<path d="M6 56H58M24 56V34M24 44L17 38M24 40L31 34" ${S}/><circle cx="24" cy="24" r="14" ${S}/>` +
    `<path d="M40 17c3-4 6-4 8 0c2-4 5-4 8 0" ${S}/>`,
  // 16 Peace, Justice and Strong Institutions: a dove with an olive twig
  `<path d="M6 40C14 41 20 38 26 36C23 28 24 16 30 8C34 16 37 24 36 31C42 27 46 22 50 21C53 20 56 22 58 24L53 26C52 32 48 40 38 45C30 49 20 48 13 46L6 48L9 43Z" ${F}/>` +
    `<path d="M52 30C50 38 44 46 38 52" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/>` +
    `<path d="M47 40c3 0 5 1 6 3c-3 1-5 0-6-3ZM42 47c3-1 5 0 6 2c-3 1-5 0-6-2ZM45 43c-3-1-4-3-4-6c3 1 4 3 4 6Z" ${F}/>`,
  // 17 Partnerships for the Goals: interlocking rings
  `<circle cx="23" cy="25" r="13" ${S}/><circle cx="41" cy="25" r="13" ${S}/><circle cx="32" cy="41" r="13" ${S}/>`,
];

/** A goal's symbol id in the sprite: "goal-07". */
export const goalSymbolId = (i) => `goal-${String(i + 1).padStart(2, "0")}`;

/**
 * The 17 icons in one file, each a <symbol> that pages draw with <use>: one request and one SVG
 * document for all of them, where 17 <img> elements would each load and build their own. Drawn in
 * currentColor, so the page picks the ink that reads on the goal's colour.
 */
export function goalsSprite() {
  const symbols = goals.map(
    (markup, i) => `<symbol id="${goalSymbolId(i)}" viewBox="0 0 64 64">${markup}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}
