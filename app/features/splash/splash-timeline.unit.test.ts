import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogueFor } from "~/i18n/catalog";
import {
  nextSplashChangeAfter,
  SPLASH_ACTIVE_CLASS,
  SPLASH_DURATION_MS,
  SPLASH_FADE_OUT_MS,
  SPLASH_FALLBACK_HIDE_MS,
  SPLASH_GLOW_DELAY_MS,
  SPLASH_MESSAGE_COUNT,
  SPLASH_PROGRESS_MS,
  SPLASH_SESSION_KEY,
  SPLASH_START_GLOBAL,
  SPLASH_TAGLINE_DELAY_MS,
  SPLASH_TEXT_ROTATION_MS,
  SPLASH_CSS_TIMINGS,
  SPLASH_LINES_SHOWN,
  splashStateAt,
} from "./splash-timeline";

const en = catalogueFor("en");

describe("splash constants", () => {
  it("match the specification", () => {
    expect(SPLASH_DURATION_MS).toBe(4000);
    expect(SPLASH_FALLBACK_HIDE_MS).toBe(5000);
    expect(SPLASH_TEXT_ROTATION_MS).toBe(2000);
    expect(SPLASH_GLOW_DELAY_MS).toBe(1500);
    expect(SPLASH_PROGRESS_MS).toBe(3500);
    expect(SPLASH_FADE_OUT_MS).toBe(800);
    expect(SPLASH_TAGLINE_DELAY_MS).toBe(2000);
    expect(SPLASH_MESSAGE_COUNT).toBe(5);
  });

  it("name the session flag, the class and the shared start global", () => {
    expect(SPLASH_SESSION_KEY).toBe("un-splash-seen");
    expect(SPLASH_ACTIVE_CLASS).toBe("splash-active");
    expect(SPLASH_START_GLOBAL).toBe("__unSplashStart");
  });

  it("has exactly as many English messages as the timeline rotates through, numbered in order", () => {
    expect(Object.keys(en.splash.messages)).toHaveLength(SPLASH_MESSAGE_COUNT);
    expect(Object.keys(en.splash.messages)).toEqual(["1", "2", "3", "4", "5"]);
  });

  it("hides the splash through React before the fallback does", () => {
    expect(SPLASH_DURATION_MS + SPLASH_FADE_OUT_MS).toBeLessThan(SPLASH_FALLBACK_HIDE_MS);
  });

  it("writes into the page the lines the splash lives long enough to show", () => {
    // One at 0 s, one at 2 s, and the one the fade begins on at 4 s.
    expect(SPLASH_LINES_SHOWN).toBe(3);
  });
});

describe("the stylesheet's timeline", () => {
  const css = readFileSync(join(import.meta.dirname, "../../styles/splash.css"), "utf8");
  const declared = (name: string) => {
    const match = new RegExp(`${name}:\\s*(\\d+)ms;`).exec(css);
    return match ? Number(match[1]) : undefined;
  };

  it.each(Object.entries(SPLASH_CSS_TIMINGS))("declares %s as %i ms", (name, ms) => {
    expect(declared(name)).toBe(ms);
  });

  it("gives each line it shows its own turn", () => {
    for (let line = 2; line <= SPLASH_LINES_SHOWN; line += 1) {
      const turn =
        line === 2 ? "var(--splash-line-ms)" : `calc(var(--splash-line-ms) * ${line - 1})`;
      expect(css).toContain(
        `.splash__message:nth-child(${line}) {\n  --splash-line-start: ${turn};\n}`,
      );
    }
  });

  it("times the glow, the lines, the tagline, the progress bar and the fade from its properties", () => {
    for (const name of Object.keys(SPLASH_CSS_TIMINGS)) {
      expect(css, `${name} is used`).toContain(`var(${name})`);
    }
  });
});

describe("splashStateAt", () => {
  it.each([
    [0, { phase: "showing", progress: 0 }],
    [1499, { phase: "showing", progress: 43 }],
    [3499, { phase: "showing", progress: 100 }],
    [3999, { phase: "showing", progress: 100 }],
    [4000, { phase: "fading", progress: 100 }],
    [4799, { phase: "fading", progress: 100 }],
    [4800, { phase: "done", progress: 100 }],
  ] as const)("at %i ms is %o", (elapsed, expected) => {
    expect(splashStateAt(elapsed)).toEqual(expected);
  });

  it("moves through the phases showing → fading → done", () => {
    expect(splashStateAt(3999).phase).toBe("showing");
    expect(splashStateAt(4000).phase).toBe("fading");
    expect(splashStateAt(4799).phase).toBe("fading");
    expect(splashStateAt(4800).phase).toBe("done");
    expect(splashStateAt(60_000).phase).toBe("done");
  });

  it("fills the progress bar from 0 to 100 over 3500 ms and caps it", () => {
    expect(splashStateAt(0).progress).toBe(0);
    expect(splashStateAt(350).progress).toBe(10);
    expect(splashStateAt(1750).progress).toBe(50);
    expect(splashStateAt(3465).progress).toBe(99);
    expect(splashStateAt(3500).progress).toBe(100);
    expect(splashStateAt(3501).progress).toBe(100);
    expect(splashStateAt(10_000).progress).toBe(100);
    let previous = -1;
    for (let t = 0; t <= 5000; t += 7) {
      const { progress } = splashStateAt(t);
      expect(progress).toBeGreaterThanOrEqual(previous);
      expect(progress).toBeGreaterThanOrEqual(0);
      expect(progress).toBeLessThanOrEqual(100);
      expect(Number.isInteger(progress)).toBe(true);
      previous = progress;
    }
  });

  it("treats negative elapsed time (a clock that went backwards) as the start", () => {
    expect(splashStateAt(-1)).toEqual(splashStateAt(0));
    expect(splashStateAt(-10_000)).toEqual(splashStateAt(0));
  });
});

describe("nextSplashChangeAfter", () => {
  it("returns the first mark after the start", () => {
    expect(nextSplashChangeAfter(0)).toBe(350);
    expect(nextSplashChangeAfter(-1)).toBe(350);
  });

  it("returns strictly increasing marks ending at the end of the fade, then null", () => {
    const marks: number[] = [];
    let t = 0;
    for (let next = nextSplashChangeAfter(t); next !== null; next = nextSplashChangeAfter(t)) {
      expect(next).toBeGreaterThan(t);
      marks.push(next);
      t = next;
      if (marks.length > 100) throw new Error("nextSplashChangeAfter never reached null");
    }
    expect(marks).toEqual([350, 700, 1050, 1400, 1750, 2100, 2450, 2800, 3150, 3500, 4000, 4800]);
    expect(nextSplashChangeAfter(4800)).toBeNull();
    expect(nextSplashChangeAfter(10_000)).toBeNull();
  });

  it("never skips a change of phase", () => {
    let from = 0;
    for (
      let next = nextSplashChangeAfter(from);
      next !== null;
      next = nextSplashChangeAfter(from)
    ) {
      const atFrom = splashStateAt(from);
      for (let t = from; t < next; t += 1) expect(splashStateAt(t).phase).toBe(atFrom.phase);
      from = next;
    }
  });
});
