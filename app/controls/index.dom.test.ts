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

beforeEach(() => {
  document.body.innerHTML = '<nav data-control="menu"></nav><div data-control="film"></div>';
});

afterEach(() => {
  vi.resetModules();
  vi.clearAllMocks();
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-controls-started");
});

describe("the page's script", () => {
  it("starts the controls of every page at once and fetches the others, then says so", async () => {
    await import("./index");
    expect(startMenu).toHaveBeenCalled();
    expect(fetchFilm).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(document.documentElement).toHaveAttribute("data-controls-started"),
    );
    expect(startFilm).toHaveBeenCalledWith(document.querySelector('[data-control="film"]'));
  });
});
