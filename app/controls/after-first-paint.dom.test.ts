import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  BANDS_LAID_OUT_ATTRIBUTE,
  LAY_OUT_AFTER_PAINT_CLASS,
  PHOTO_AFTER_PAINT_CLASS,
} from "~/config/constants";
import { afterFirstPaintScript, PAGE_SCRIPT_ATTRIBUTE } from "./after-first-paint";

const SRC = "/assets/index-test.js";

/** A PerformanceObserver whose paint entries the test hands out. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  static supportedEntryTypes = ["paint"];
  disconnected = false;
  constructor(
    private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void,
  ) {
    FakeObserver.instances.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(name: string) {
    this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

const pageScripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>("script[src]")].map((script) => ({
    type: script.type,
    src: script.getAttribute("src"),
  }));

function run() {
  const inline = document.createElement("script");
  inline.setAttribute(PAGE_SCRIPT_ATTRIBUTE, SRC);
  vi.spyOn(document, "currentScript", "get").mockReturnValue(inline);
  new Function(afterFirstPaintScript)();
}

beforeEach(() => {
  FakeObserver.instances = [];
  FakeObserver.supportedEntryTypes = ["paint"];
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame"] });
  vi.stubGlobal("PerformanceObserver", FakeObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  document.documentElement.removeAttribute(BANDS_LAID_OUT_ATTRIBUTE);
});

describe("the page's script is asked for after the first paint", () => {
  it("not before the first contentful paint, once after it", () => {
    run();
    const [observer] = FakeObserver.instances;
    observer?.report("first-paint");
    expect(pageScripts()).toEqual([]);
    observer?.report("first-contentful-paint");
    expect(pageScripts()).toEqual([{ type: "module", src: SRC }]);
    expect(observer?.disconnected).toBe(true);
    // The fallback after `load` does not ask a second time.
    window.dispatchEvent(new Event("load"));
    vi.runAllTimers();
    expect(pageScripts()).toHaveLength(1);
  });

  it("after the whole document is parsed, when the paint comes first", () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    run();
    FakeObserver.instances[0]?.report("first-contentful-paint");
    expect(pageScripts()).toEqual([]);
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(pageScripts()).toEqual([{ type: "module", src: SRC }]);
  });

  it("shortly after load where the browser reports no paint", () => {
    FakeObserver.supportedEntryTypes = [];
    run();
    expect(FakeObserver.instances).toEqual([]);
    window.dispatchEvent(new Event("load"));
    expect(pageScripts()).toEqual([]);
    vi.runAllTimers();
    expect(pageScripts()).toEqual([{ type: "module", src: SRC }]);
  });
});

describe("the bands the first layout skipped are laid out after the first paint", () => {
  const skipped = () =>
    [...document.body.children].filter((band) => band.classList.contains(LAY_OUT_AFTER_PAINT_CLASS))
      .length;
  const laidOut = () => document.documentElement.hasAttribute(BANDS_LAID_OUT_ATTRIBUTE);

  beforeEach(() => {
    document.body.innerHTML = ["goals", "stories", "footer"]
      .map((name) => `<section id="${name}" class="${LAY_OUT_AFTER_PAINT_CLASS} py-6"></section>`)
      .join("");
  });

  it("not before the first contentful paint; then one a frame, <html> marked after the last", () => {
    run();
    vi.advanceTimersToNextFrame();
    expect(skipped()).toBe(3);
    FakeObserver.instances[0]?.report("first-contentful-paint");
    expect(skipped()).toBe(3);
    vi.advanceTimersToNextFrame();
    expect(skipped()).toBe(2);
    expect(document.getElementById("goals")?.className).toBe("py-6");
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(skipped()).toBe(0);
    expect(laidOut()).toBe(false);
    vi.advanceTimersToNextFrame();
    expect(laidOut()).toBe(true);
  });

  it("shortly after load where the browser reports no paint", () => {
    FakeObserver.supportedEntryTypes = [];
    run();
    window.dispatchEvent(new Event("load"));
    vi.runAllTimers();
    expect(skipped()).toBe(0);
    expect(laidOut()).toBe(true);
  });
});

describe("the photos loaded when scrolled near are shown after the first paint", () => {
  const hidden = () => document.getElementsByClassName(PHOTO_AFTER_PAINT_CLASS).length;

  beforeEach(() => {
    document.body.innerHTML = [1, 2, 3]
      .map(
        (card) =>
          `<li><span class="${PHOTO_AFTER_PAINT_CLASS} aspect-video"><img loading="lazy" alt="" src="/images/content/card-${card}-640.webp"></span></li>`,
      )
      .join("");
  });

  it("none before the first contentful paint; then all at once, before the next frame", () => {
    run();
    vi.advanceTimersToNextFrame();
    expect(hidden()).toBe(3);
    FakeObserver.instances[0]?.report("first-contentful-paint");
    expect(hidden()).toBe(0);
    expect(document.querySelector("span")?.className).toBe("aspect-video");
  });

  it("shortly after load where the browser reports no paint", () => {
    FakeObserver.supportedEntryTypes = [];
    run();
    window.dispatchEvent(new Event("load"));
    expect(hidden()).toBe(3);
    vi.runAllTimers();
    expect(hidden()).toBe(0);
  });
});
