import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  installMatchMedia,
  replaceStorage,
  throwingStorage,
  type MatchMediaController,
} from "~/test/match-media";
import { themeScript } from "./theme-script";
import { THEME_STORAGE_KEY, THEMES } from "./themes";

let media: MatchMediaController | undefined;
const restorers: Array<() => void> = [];

function run() {
  new Function(themeScript)();
}

const html = () => document.documentElement;
const themeClasses = () => [...html().classList].filter((name) => name.startsWith("theme-"));

beforeEach(() => {
  html().className = "";
  window.localStorage.clear();
});

afterEach(() => {
  while (restorers.length) restorers.pop()?.();
  media?.restore();
  media = undefined;
  html().className = "";
  window.localStorage.clear();
});

describe("themeScript", () => {
  it("is a self-contained immediately invoked expression", () => {
    expect(themeScript.startsWith("(")).toBe(true);
    expect(themeScript).toContain('"key":"un-theme"');
    expect(themeScript).not.toMatch(/\bimport\b|\brequire\(/);
  });

  it.each(THEMES)("applies the stored valid theme %j", (theme) => {
    media = installMatchMedia(true);
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    run();
    expect(themeClasses()).toEqual([`theme-${theme}`]);
  });

  it.each(["dark", "Normal", " normal", "theme-normal", '"normal"', "normal\n", "", "system "])(
    "falls back by media query for the invalid value %j",
    (value) => {
      window.localStorage.setItem(THEME_STORAGE_KEY, value);
      media = installMatchMedia(true);
      run();
      expect(themeClasses()).toEqual(["theme-high-contrast-dark"]);

      media.restore();
      html().className = "";
      media = installMatchMedia(false);
      run();
      expect(themeClasses()).toEqual(["theme-normal"]);
    },
  );

  it("uses high-contrast-dark on a dark device when nothing is stored", () => {
    media = installMatchMedia(true);
    run();
    expect(themeClasses()).toEqual(["theme-high-contrast-dark"]);
    expect(media.queries).toEqual(["(prefers-color-scheme: dark)"]);
  });

  it("uses normal on a light device when nothing is stored", () => {
    media = installMatchMedia(false);
    run();
    expect(themeClasses()).toEqual(["theme-normal"]);
  });

  it("does not consult the media query when a valid theme is stored", () => {
    media = installMatchMedia(true);
    window.localStorage.setItem(THEME_STORAGE_KEY, "normal");
    run();
    expect(media.queries).toEqual([]);
  });

  it("falls back without throwing when getItem throws", () => {
    media = installMatchMedia(true);
    restorers.push(replaceStorage("localStorage", { value: throwingStorage() }));
    expect(run).not.toThrow();
    expect(themeClasses()).toEqual(["theme-high-contrast-dark"]);
  });

  it("falls back without throwing when the localStorage getter throws", () => {
    media = installMatchMedia(false);
    restorers.push(replaceStorage("localStorage", { getterThrows: true }));
    expect(run).not.toThrow();
    expect(themeClasses()).toEqual(["theme-normal"]);
  });

  it("falls back without throwing when localStorage is missing", () => {
    media = installMatchMedia(true);
    restorers.push(replaceStorage("localStorage", { value: undefined }));
    expect(run).not.toThrow();
    expect(themeClasses()).toEqual(["theme-high-contrast-dark"]);
  });

  it("keeps unrelated classes on <html>", () => {
    media = installMatchMedia(false);
    html().className = "splash-active js";
    window.localStorage.setItem(THEME_STORAGE_KEY, "system");
    run();
    expect(html()).toHaveClass("splash-active", "js", "theme-system");
  });

  it("also runs through window.eval", () => {
    media = installMatchMedia(false);
    window.localStorage.setItem(THEME_STORAGE_KEY, "light-high-contrast");
    window.eval(themeScript);
    expect(themeClasses()).toEqual(["theme-light-high-contrast"]);
  });
});
