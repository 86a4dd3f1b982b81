import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { replaceStorage, throwingStorage } from "~/test/match-media";
import { splashScript } from "./splash-script";

const html = () => document.documentElement;
const restorers: Array<() => void> = [];
type SplashWindow = Window & { __unSplashStart?: number };

function run() {
  new Function(splashScript)();
}

beforeEach(() => {
  html().className = "";
  window.sessionStorage.clear();
  delete (window as SplashWindow).__unSplashStart;
});

afterEach(() => {
  while (restorers.length) restorers.pop()?.();
  vi.useRealTimers();
  html().className = "";
  window.sessionStorage.clear();
  delete (window as SplashWindow).__unSplashStart;
});

describe("splashScript", () => {
  it("is a self-contained immediately invoked expression", () => {
    expect(splashScript.startsWith("(")).toBe(true);
    expect(splashScript).toContain('"key":"un-splash-seen"');
    expect(splashScript).toContain('"fallbackMs":5000');
    expect(splashScript).not.toMatch(/\bimport\b|\brequire\(/);
  });

  it("shows the splash on the first load of a tab", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    vi.advanceTimersByTime(1234);
    const now = performance.now();
    run();
    expect(html()).toHaveClass("splash-active");
    expect(window.sessionStorage.getItem("un-splash-seen")).toBe("1");
    expect(window.sessionStorage.length).toBe(1);
    expect((window as SplashWindow).__unSplashStart).toBe(now);
  });

  it("records the start as a number from performance.now()", () => {
    const before = performance.now();
    run();
    const start = (window as SplashWindow).__unSplashStart;
    expect(start).toBeTypeOf("number");
    expect(start).toBeGreaterThanOrEqual(before);
    expect(start).toBeLessThanOrEqual(performance.now());
  });

  it("keeps unrelated classes on <html>", () => {
    html().className = "theme-normal";
    run();
    expect(html()).toHaveClass("theme-normal", "splash-active");
  });

  it("does not show the splash again in the same session", () => {
    run();
    expect(html()).toHaveClass("splash-active");
    html().classList.remove("splash-active");
    delete (window as SplashWindow).__unSplashStart;

    run();
    expect(html()).not.toHaveClass("splash-active");
    expect((window as SplashWindow).__unSplashStart).toBeUndefined();
  });

  it("does not show the splash when the flag already holds any value", () => {
    window.sessionStorage.setItem("un-splash-seen", "");
    run();
    expect(html()).not.toHaveClass("splash-active");
  });

  it("skips the splash without throwing when sessionStorage methods throw", () => {
    restorers.push(replaceStorage("sessionStorage", { value: throwingStorage() }));
    expect(run).not.toThrow();
    expect(html()).not.toHaveClass("splash-active");
    expect((window as SplashWindow).__unSplashStart).toBeUndefined();
  });

  it("skips the splash without throwing when the sessionStorage getter throws", () => {
    restorers.push(replaceStorage("sessionStorage", { getterThrows: true }));
    expect(run).not.toThrow();
    expect(html()).not.toHaveClass("splash-active");
  });

  it("skips the splash when only setItem throws (quota)", () => {
    const storage = throwingStorage("QuotaExceededError");
    storage.getItem = () => null;
    restorers.push(replaceStorage("sessionStorage", { value: storage }));
    expect(run).not.toThrow();
    expect(html()).not.toHaveClass("splash-active");
  });

  it("removes the class after the 5000 ms fallback, not before", () => {
    vi.useFakeTimers();
    run();
    expect(html()).toHaveClass("splash-active");
    vi.advanceTimersByTime(4999);
    expect(html()).toHaveClass("splash-active");
    vi.advanceTimersByTime(1);
    expect(html()).not.toHaveClass("splash-active");
  });

  it("the fallback only removes the splash class", () => {
    vi.useFakeTimers();
    html().className = "theme-system";
    run();
    vi.advanceTimersByTime(5000);
    expect(html().className).toBe("theme-system");
  });
});
