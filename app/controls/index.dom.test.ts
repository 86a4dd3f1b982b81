import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The registry as the page's script sees it: one control of every page, one fetched.
const startMenu = vi.fn(() => () => {});
const startFilm = vi.fn(() => () => {});
const fetchFilm = vi.fn(() => Promise.resolve({ start: startFilm }));
vi.mock("./registry", () => ({
  CONTROL_ATTRIBUTE: "data-control",
  CONTROL_IF_ATTRIBUTE: "data-control-if",
  CONTROLS_STARTED_ATTRIBUTE: "data-controls-started",
  EVERY_PAGE_CONTROLS: { menu: startMenu },
  PAGE_CONTROLS: { film: fetchFilm },
}));

let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  frames = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
  document.body.innerHTML = '<nav data-control="menu"></nav><div data-control="film"></div>';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
  vi.clearAllMocks();
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-controls-started");
});

describe("the page's script", () => {
  it("starts the controls of every page at once, and fetches the others after the first paint", async () => {
    await import("./index");
    expect(startMenu).toHaveBeenCalled();
    // Nothing is fetched before the frame that paints the page from its HTML has been drawn.
    expect(fetchFilm).not.toHaveBeenCalled();
    for (const frame of frames.splice(0)) frame(0);
    expect(fetchFilm).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(fetchFilm).toHaveBeenCalledTimes(1);
    expect(startFilm).toHaveBeenCalledWith(document.querySelector('[data-control="film"]'));
    expect(document.documentElement).toHaveAttribute("data-controls-started");
  });
});
