import { act, render, renderHook, screen } from "@testing-library/react";
import * as React from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  installMatchMedia,
  replaceStorage,
  throwingStorage,
  type MatchMediaController,
} from "~/test/match-media";
import { ThemeProvider, useTheme } from "./theme-provider";
import { THEME_STORAGE_KEY, THEMES } from "./themes";

let media: MatchMediaController;
const restorers: Array<() => void> = [];

function setup(prefersDark: boolean) {
  media = installMatchMedia(prefersDark);
}

function renderTheme() {
  return renderHook(() => useTheme(), {
    wrapper: ({ children }: { children: React.ReactNode }) => (
      <ThemeProvider>{children}</ThemeProvider>
    ),
  });
}

const html = () => document.documentElement;

beforeEach(() => {
  window.localStorage.clear();
  html().className = "";
});

afterEach(() => {
  while (restorers.length) restorers.pop()?.();
  media?.restore();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
  html().className = "";
});

describe("initial theme", () => {
  it.each(THEMES)("restores the stored theme %j", (theme) => {
    setup(true);
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    const { result } = renderTheme();
    expect(result.current.theme).toBe(theme);
    expect(html()).toHaveClass(`theme-${theme}`);
    expect(result.current.isTransitioning).toBe(false);
  });

  it.each(["dark", "Normal", " normal", "theme-normal", '"normal"', ""])(
    "falls back to high-contrast-dark for the invalid value %j on a dark device",
    (value) => {
      setup(true);
      window.localStorage.setItem(THEME_STORAGE_KEY, value);
      const { result } = renderTheme();
      expect(result.current.theme).toBe("high-contrast-dark");
      expect(result.current.resolvedTheme).toBe("high-contrast-dark");
      expect(html()).toHaveClass("theme-high-contrast-dark");
    },
  );

  it.each(["light", "SYSTEM", "system ", "null"])(
    "falls back to normal for the invalid value %j on a light device",
    (value) => {
      setup(false);
      window.localStorage.setItem(THEME_STORAGE_KEY, value);
      const { result } = renderTheme();
      expect(result.current.theme).toBe("normal");
      expect(html()).toHaveClass("theme-normal");
    },
  );

  it("uses high-contrast-dark when nothing is stored on a dark device", () => {
    setup(true);
    const { result } = renderTheme();
    expect(result.current.theme).toBe("high-contrast-dark");
    expect(html()).toHaveClass("theme-high-contrast-dark");
  });

  it("uses normal when nothing is stored on a light device", () => {
    setup(false);
    const { result } = renderTheme();
    expect(result.current.theme).toBe("normal");
    expect(result.current.resolvedTheme).toBe("normal");
    expect(html()).toHaveClass("theme-normal");
  });

  it("does not write to storage merely by loading", () => {
    setup(true);
    renderTheme();
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it("queries the dark colour scheme", () => {
    setup(false);
    renderTheme();
    expect(media.queries).toContain("(prefers-color-scheme: dark)");
  });
});

describe("setTheme", () => {
  it("sets the page-level class, saves under un-theme and locks for 800 ms", () => {
    vi.useFakeTimers();
    setup(false);
    const { result } = renderTheme();
    expect(result.current.theme).toBe("normal");

    act(() => result.current.setTheme("light-high-contrast"));
    expect(result.current.theme).toBe("light-high-contrast");
    expect(html()).toHaveClass("theme-light-high-contrast");
    expect(html()).not.toHaveClass("theme-normal");
    expect(window.localStorage.getItem("un-theme")).toBe("light-high-contrast");
    expect(window.localStorage.length).toBe(1);
    expect(result.current.isTransitioning).toBe(true);
    expect(html()).toHaveClass("theme-transitioning");

    // A second change within the lock is ignored.
    act(() => result.current.setTheme("high-contrast-dark"));
    expect(result.current.theme).toBe("light-high-contrast");
    expect(html()).toHaveClass("theme-light-high-contrast");
    expect(html()).not.toHaveClass("theme-high-contrast-dark");
    expect(window.localStorage.getItem("un-theme")).toBe("light-high-contrast");

    act(() => vi.advanceTimersByTime(799));
    expect(result.current.isTransitioning).toBe(true);
    act(() => result.current.setTheme("system"));
    expect(result.current.theme).toBe("light-high-contrast");
    expect(window.localStorage.getItem("un-theme")).toBe("light-high-contrast");

    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isTransitioning).toBe(false);
    expect(html()).not.toHaveClass("theme-transitioning");

    act(() => result.current.setTheme("system"));
    expect(result.current.theme).toBe("system");
    expect(result.current.resolvedTheme).toBe("normal");
    expect(html()).toHaveClass("theme-system");
    expect(html()).not.toHaveClass("theme-light-high-contrast");
    expect(window.localStorage.getItem("un-theme")).toBe("system");
    expect(result.current.isTransitioning).toBe(true);
  });

  it("keeps unrelated classes on <html>", () => {
    setup(false);
    html().className = "splash-active js";
    const { result } = renderTheme();
    act(() => result.current.setTheme("high-contrast-dark"));
    expect(html()).toHaveClass("splash-active", "js", "theme-high-contrast-dark");
  });

  it("ignores further changes even when they are synchronous in one act", () => {
    vi.useFakeTimers();
    setup(false);
    const { result } = renderTheme();
    act(() => {
      result.current.setTheme("system");
      result.current.setTheme("high-contrast-dark");
    });
    expect(result.current.theme).toBe("system");
    expect(window.localStorage.getItem("un-theme")).toBe("system");
  });

  it("stays usable when storage throws on get and set", () => {
    vi.useFakeTimers();
    setup(true);
    restorers.push(replaceStorage("localStorage", { value: throwingStorage() }));
    const { result } = renderTheme();
    expect(result.current.theme).toBe("high-contrast-dark");
    expect(() => act(() => result.current.setTheme("light-high-contrast"))).not.toThrow();
    expect(result.current.theme).toBe("light-high-contrast");
    expect(html()).toHaveClass("theme-light-high-contrast");
    act(() => vi.advanceTimersByTime(800));
    act(() => result.current.setTheme("normal"));
    expect(html()).toHaveClass("theme-normal");
  });

  it("stays usable when the localStorage getter itself throws", () => {
    setup(false);
    restorers.push(replaceStorage("localStorage", { getterThrows: true }));
    const { result } = renderTheme();
    expect(result.current.theme).toBe("normal");
    expect(() => act(() => result.current.setTheme("system"))).not.toThrow();
    expect(html()).toHaveClass("theme-system");
    expect(result.current.theme).toBe("system");
  });

  it("stays usable when setItem throws QuotaExceededError", () => {
    setup(false);
    window.localStorage.setItem(THEME_STORAGE_KEY, "light-high-contrast");
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const { result } = renderTheme();
    expect(result.current.theme).toBe("light-high-contrast");
    expect(() => act(() => result.current.setTheme("high-contrast-dark"))).not.toThrow();
    expect(result.current.theme).toBe("high-contrast-dark");
    expect(html()).toHaveClass("theme-high-contrast-dark");
  });
});

describe("system theme", () => {
  it("follows the media query live without changing the chosen theme", () => {
    setup(false);
    window.localStorage.setItem(THEME_STORAGE_KEY, "system");
    const { result } = renderTheme();
    expect(result.current.theme).toBe("system");
    expect(result.current.resolvedTheme).toBe("normal");

    act(() => media.setMatches(true));
    expect(result.current.theme).toBe("system");
    expect(result.current.resolvedTheme).toBe("high-contrast-dark");
    expect(html()).toHaveClass("theme-system");

    act(() => media.setMatches(false));
    expect(result.current.theme).toBe("system");
    expect(result.current.resolvedTheme).toBe("normal");
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("system");
  });

  it("does not change an explicit theme when the device preference changes", () => {
    setup(false);
    window.localStorage.setItem(THEME_STORAGE_KEY, "light-high-contrast");
    const { result } = renderTheme();
    act(() => media.setMatches(true));
    expect(result.current.theme).toBe("light-high-contrast");
    expect(result.current.resolvedTheme).toBe("light-high-contrast");
    expect(html()).toHaveClass("theme-light-high-contrast");
  });

  it("resolves live after switching to system", () => {
    vi.useFakeTimers();
    setup(true);
    window.localStorage.setItem(THEME_STORAGE_KEY, "normal");
    const { result } = renderTheme();
    act(() => result.current.setTheme("system"));
    expect(result.current.resolvedTheme).toBe("high-contrast-dark");
    act(() => media.setMatches(false));
    expect(result.current.resolvedTheme).toBe("normal");
  });

  it("removes its media query listener on unmount", () => {
    setup(false);
    const { unmount } = renderTheme();
    expect(media.listenerCount()).toBeGreaterThan(0);
    unmount();
    expect(media.listenerCount()).toBe(0);
  });
});

describe("useTheme", () => {
  it("throws outside the provider", () => {
    setup(false);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    function Orphan() {
      useTheme();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow("useTheme must be used within a ThemeProvider");
    expect(() => render(<Orphan />)).toThrowError(
      new Error("useTheme must be used within a ThemeProvider"),
    );
    consoleError.mockRestore();
  });

  it("renders consumers inside the provider", () => {
    setup(false);
    function Consumer() {
      const { theme, resolvedTheme } = useTheme();
      return (
        <p>
          {theme}/{resolvedTheme}
        </p>
      );
    }
    render(
      <ThemeProvider>
        <Consumer />
      </ThemeProvider>,
    );
    expect(screen.getByText("normal/normal")).toBeInTheDocument();
  });
});
