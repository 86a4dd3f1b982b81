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
});

describe("splashStateAt", () => {
  it.each([
    [0, { phase: "showing", messageIndex: 0, glow: false, taglineVisible: false, progress: 0 }],
    [1499, { phase: "showing", messageIndex: 0, glow: false, taglineVisible: false, progress: 43 }],
    [1500, { phase: "showing", messageIndex: 0, glow: true, taglineVisible: false, progress: 43 }],
    [1999, { phase: "showing", messageIndex: 0, glow: true, taglineVisible: false, progress: 57 }],
    [2000, { phase: "showing", messageIndex: 1, glow: true, taglineVisible: true, progress: 57 }],
    [3499, { phase: "showing", messageIndex: 1, glow: true, taglineVisible: true, progress: 100 }],
    [3500, { phase: "showing", messageIndex: 1, glow: true, taglineVisible: true, progress: 100 }],
    [3999, { phase: "showing", messageIndex: 1, glow: true, taglineVisible: true, progress: 100 }],
    [4000, { phase: "fading", messageIndex: 2, glow: true, taglineVisible: true, progress: 100 }],
    [4799, { phase: "fading", messageIndex: 2, glow: true, taglineVisible: true, progress: 100 }],
    [4800, { phase: "done", messageIndex: 2, glow: true, taglineVisible: true, progress: 100 }],
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

  it("rotates the messages in order every 2000 ms and wraps after five", () => {
    const indices = [0, 2000, 4000, 6000, 8000, 10_000, 12_000].map(
      (t) => splashStateAt(t).messageIndex,
    );
    expect(indices).toEqual([0, 1, 2, 3, 4, 0, 1]);
    expect(splashStateAt(9999).messageIndex).toBe(4);
    expect(splashStateAt(10_000).messageIndex).toBe(0);
    for (let t = 0; t < 30_000; t += 250) {
      const { messageIndex } = splashStateAt(t);
      expect(messageIndex).toBeGreaterThanOrEqual(0);
      expect(messageIndex).toBeLessThan(SPLASH_MESSAGE_COUNT);
      const key = String(messageIndex + 1) as keyof typeof en.splash.messages;
      expect(en.splash.messages[key]).toBeTypeOf("string");
    }
  });

  it("treats negative elapsed time (a clock that went backwards) as the start", () => {
    expect(splashStateAt(-1)).toEqual(splashStateAt(0));
    expect(splashStateAt(-10_000)).toEqual(splashStateAt(0));
  });

  it("keeps the glow and the tagline once they appear", () => {
    for (let t = 1500; t < 5000; t += 10) expect(splashStateAt(t).glow).toBe(true);
    for (let t = 2000; t < 5000; t += 10) expect(splashStateAt(t).taglineVisible).toBe(true);
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
    expect(marks).toEqual([
      350, 700, 1050, 1400, 1500, 1750, 2000, 2100, 2450, 2800, 3150, 3500, 4000, 4800,
    ]);
    expect(nextSplashChangeAfter(4800)).toBeNull();
    expect(nextSplashChangeAfter(10_000)).toBeNull();
  });

  it("includes the glow, tagline, rotation, fade and end marks", () => {
    expect(nextSplashChangeAfter(1499)).toBe(1500);
    expect(nextSplashChangeAfter(1999)).toBe(2000);
    expect(nextSplashChangeAfter(3999)).toBe(4000);
    expect(nextSplashChangeAfter(4000)).toBe(4800);
    expect(nextSplashChangeAfter(4799)).toBe(4800);
  });

  it("never skips a visible change: the state is constant between consecutive marks", () => {
    let from = 0;
    for (
      let next = nextSplashChangeAfter(from);
      next !== null;
      next = nextSplashChangeAfter(from)
    ) {
      const atFrom = splashStateAt(from);
      for (let t = from; t < next; t += 1) {
        const state = splashStateAt(t);
        expect([state.phase, state.messageIndex, state.glow, state.taglineVisible]).toEqual([
          atFrom.phase,
          atFrom.messageIndex,
          atFrom.glow,
          atFrom.taglineVisible,
        ]);
      }
      from = next;
    }
  });
});
