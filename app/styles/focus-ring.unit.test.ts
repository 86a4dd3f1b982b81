import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "~/test/contrast";

const themesCss = readFileSync(join(import.meta.dirname, "themes.css"), "utf8");

/** The `--name: #rrggbb` declarations of the block that opens at `opening`. */
function themeVariables(opening: string): Record<string, string> {
  const start = themesCss.indexOf(opening);
  if (start < 0) throw new Error(`themes.css has no block ${opening}`);
  let depth = 0;
  let end = themesCss.indexOf("{", start);
  do {
    if (themesCss[end] === "{") depth += 1;
    if (themesCss[end] === "}") depth -= 1;
    end += 1;
  } while (depth > 0 && end < themesCss.length);
  const block = themesCss.slice(start, end);
  return Object.fromEntries(
    [...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(([, name, value]) => [
      name,
      value,
    ]),
  );
}

const THEME_BLOCKS = {
  normal: themeVariables(":root {"),
  "high-contrast-dark": themeVariables("@variant high-contrast-dark {"),
  "light-high-contrast": themeVariables(".theme-light-high-contrast {"),
};

/** The hero's own navy and the near-black of its shade (hero-section.tsx), the same in every theme. */
const HERO_COLOURS = ["#0b2545", "#000000"];

/** Each surface, the theme colours it is painted with, and the ring variables it sets (app.css). */
const SURFACES = [
  { name: "page", ring: "focus", colours: ["background", "muted", "card"] },
  { name: "header", ring: "focus-on-nav", colours: ["nav", "nav-hover"] },
  { name: "footer", ring: "focus-on-footer", colours: ["footer"] },
  { name: "banners and hero", ring: "focus-on-dark", colours: ["banner"], fixed: HERO_COLOURS },
] as const;

/** A ring stands out from what it surrounds by 3:1 (WCAG 1.4.11, 2.4.13). */
const RING_CONTRAST = 3;
/** Two rings this far apart mean one of them stands out by 3:1 on any colour (technique C40). */
const PAIR_CONTRAST = 9;

describe.each(Object.entries(THEME_BLOCKS))("focus rings of the %s theme", (_theme, variables) => {
  const colour = (name: string) => {
    const value = variables[name];
    if (!value) throw new Error(`--${name} is missing`);
    return value;
  };

  it.each(SURFACES)("the outline stands out by 3:1 on the $name", (surface) => {
    const ring = colour(surface.ring);
    const backgrounds = [
      ...surface.colours.map(colour),
      ...("fixed" in surface ? surface.fixed : []),
    ];
    for (const background of backgrounds) {
      expect(contrastRatio(ring, background), `${ring} on ${background}`).toBeGreaterThanOrEqual(
        RING_CONTRAST,
      );
    }
  });

  it.each(SURFACES)("on the $name, outline and halo differ by 9:1", (surface) => {
    const halo = colour(surface.ring.replace("focus", "focus-halo"));
    expect(contrastRatio(colour(surface.ring), halo)).toBeGreaterThanOrEqual(PAIR_CONTRAST);
  });
});

describe("the surfaces' rings in app.css", () => {
  it("gives the theme button, fixed on the header, the header's ring", () => {
    const appCss = readFileSync(join(import.meta.dirname, "app.css"), "utf8");
    const rule = appCss.match(/([^{}]+)\{\s*--focus-ring: var\(--focus-on-nav\);/)?.[1] ?? "";
    expect(
      rule.split(",").map((selector) => selector.replace(/\/\*[^]*?\*\//g, "").trim()),
    ).toContain(".theme-selector > button");
  });
});

describe("contrastRatio", () => {
  it("gives WCAG's figures", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("rgb(255, 255, 255)", "#ffffff")).toBe(1);
  });
});
