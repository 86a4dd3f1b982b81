import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { start as startDisclosure } from "~/components/ui/disclosure.client";
import { I18nProvider } from "~/i18n/i18n-provider";
import { englishI18n } from "~/test/i18n";
import {
  installMatchMedia,
  replaceStorage,
  throwingStorage,
  type MatchMediaController,
} from "~/test/match-media";
import { start } from "./theme-selector.client";
import { ThemeSelector } from "./theme-selector";
import { THEME_STORAGE_KEY, THEMES } from "./themes";

let media: MatchMediaController;
const undos: Array<() => void> = [];
const restorers: Array<() => void> = [];
const html = () => document.documentElement;
/** The theme classes on <html>, without the transition's. */
const themeClasses = () =>
  [...html().classList].filter((name) => THEMES.some((theme) => name === `theme-${theme}`));

const selector = (
  <I18nProvider value={englishI18n}>
    <ThemeSelector />
    <button type="button">Outside</button>
  </I18nProvider>
);

/** The selector as the build draws it, with its controls started as the page's script does. */
function renderSelector() {
  const { container } = render(selector);
  const element = container.querySelector<HTMLElement>("[data-control='theme-selector']");
  const button = container.querySelector<HTMLElement>("[data-control='disclosure']");
  if (!element || !button) throw new Error("The theme selector's controls are missing");
  undos.push(start(element), startDisclosure(button));
}

const toggle = () => screen.getByRole("button", { name: "Change theme" });
/** The panel, found through the button's aria-controls (its name is not computed while hidden). */
const panel = () => {
  const element = document.getElementById(toggle().getAttribute("aria-controls") ?? "");
  if (!element) throw new Error("The panel named by aria-controls is missing");
  return element;
};
const option = (name: string) =>
  within(panel()).getByRole("button", { name: new RegExp(`^${name}\\b`), hidden: true });

const LABELS = ["High Contrast Dark", "Normal", "Light High Contrast", "System"];

/**
 * Testing Library only advances fake timers inside its async wrapper when it sees a `jest` global;
 * without it every userEvent call waits forever on a faked setTimeout.
 */
function useFakeTimersWithUserEvent() {
  vi.useFakeTimers();
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

beforeEach(() => {
  window.localStorage.clear();
  html().className = "";
  media = installMatchMedia(false);
});

afterEach(() => {
  while (undos.length) undos.pop()?.();
  while (restorers.length) restorers.pop()?.();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  media.restore();
  window.localStorage.clear();
  html().className = "";
});

describe("ThemeSelector", () => {
  it("renders a closed toggle button named Change theme", () => {
    renderSelector();
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(panel()).not.toBeVisible();
    expect(panel()).toHaveAttribute("role", "group");
    expect(screen.queryByRole("button", { name: /^Normal/ })).toBeNull();
  });

  it("opens the panel with the four options in specification order", async () => {
    const user = userEvent.setup();
    renderSelector();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("group", { name: "Display theme" })).toBe(panel());
    expect(panel()).toBeVisible();
    const options = within(panel()).getAllByRole("button");
    expect(options).toHaveLength(4);
    options.forEach((button, index) => {
      expect(button.firstElementChild?.textContent).toBe(LABELS[index]);
    });
    expect(options[0]).toHaveAccessibleName("High Contrast Dark White and yellow on black");
    expect(options[1]).toHaveAccessibleName("Normal Organization blue");
    expect(options[2]).toHaveAccessibleName("Light High Contrast Black on white");
    expect(options[3]).toHaveAccessibleName("System Follows your device");
  });

  it("marks the current theme with aria-pressed and focuses it on open", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(THEME_STORAGE_KEY, "light-high-contrast");
    renderSelector();
    expect(option("Light High Contrast")).toHaveAttribute("aria-pressed", "true");
    await user.click(toggle());
    for (const name of ["High Contrast Dark", "Normal", "System"]) {
      expect(option(name)).toHaveAttribute("aria-pressed", "false");
    }
    expect(option("Light High Contrast")).toHaveFocus();
  });

  it.each([
    ["High Contrast Dark", "theme-high-contrast-dark", "high-contrast-dark"],
    ["Light High Contrast", "theme-light-high-contrast", "light-high-contrast"],
    ["System", "theme-system", "system"],
  ])(
    "choosing %s applies its class, saves it, closes and returns focus",
    async (label, className, stored) => {
      const user = userEvent.setup();
      renderSelector();
      expect(html()).toHaveClass("theme-normal");
      await user.click(toggle());
      await user.click(option(label));
      expect(html()).toHaveClass(className);
      expect(html()).not.toHaveClass("theme-normal");
      expect(themeClasses()).toContain(className);
      expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe(stored);
      expect(window.localStorage.length).toBe(1);
      expect(toggle()).toHaveAttribute("aria-expanded", "false");
      expect(panel()).not.toBeVisible();
      expect(toggle()).toHaveFocus();
      expect(option(label)).toHaveAttribute("aria-pressed", "true");
      expect(option("Normal")).toHaveAttribute("aria-pressed", "false");
    },
  );

  it("choosing with the keyboard works too", async () => {
    const user = userEvent.setup();
    renderSelector();
    toggle().focus();
    await user.keyboard("{Enter}");
    expect(panel()).toBeVisible();
    expect(option("Normal")).toHaveFocus();
    await user.tab();
    expect(option("Light High Contrast")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(html()).toHaveClass("theme-light-high-contrast");
    expect(toggle()).toHaveFocus();
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("Escape closes the panel and returns focus to the button", async () => {
    const user = userEvent.setup();
    renderSelector();
    await user.click(toggle());
    expect(panel()).toBeVisible();
    await user.keyboard("{Escape}");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(panel()).not.toBeVisible();
    expect(toggle()).toHaveFocus();
    expect(html()).toHaveClass("theme-normal");
  });

  it("clicking the button again closes the panel", async () => {
    const user = userEvent.setup();
    renderSelector();
    await user.click(toggle());
    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(panel()).not.toBeVisible();
  });

  it("clicking outside closes the panel without changing the theme; inside does not", async () => {
    const user = userEvent.setup();
    renderSelector();
    await user.click(toggle());
    await user.click(screen.getByRole("heading", { name: "Display theme" }));
    expect(panel()).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Outside" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(html()).toHaveClass("theme-normal");
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it("disables the options during the 800 ms transition", async () => {
    const user = useFakeTimersWithUserEvent();
    renderSelector();
    await user.click(toggle());
    await user.click(option("High Contrast Dark"));
    expect(html()).toHaveClass("theme-high-contrast-dark", "theme-transitioning");

    // Reopen immediately: every option is disabled and a status is announced.
    await user.click(toggle());
    expect(panel()).toBeVisible();
    for (const name of LABELS) expect(option(name)).toBeDisabled();
    expect(within(panel()).getByRole("status")).toHaveTextContent("Applying theme…");

    // Clicking a disabled option changes nothing.
    await user.click(option("Normal"));
    expect(html()).toHaveClass("theme-high-contrast-dark");
    expect(html()).not.toHaveClass("theme-normal");
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("high-contrast-dark");

    act(() => {
      vi.advanceTimersByTime(800);
    });
    for (const name of LABELS) expect(option(name)).toBeEnabled();
    expect(within(panel()).getByRole("status")).toHaveTextContent("");
    expect(html()).not.toHaveClass("theme-transitioning");

    await user.click(option("Normal"));
    expect(html()).toHaveClass("theme-normal");
    expect(html()).not.toHaveClass("theme-high-contrast-dark");
  });

  it("still disables the options at 799 ms", async () => {
    const user = useFakeTimersWithUserEvent();
    renderSelector();
    await user.click(toggle());
    await user.click(option("System"));
    const chosenAt = Date.now();
    await user.click(toggle());
    act(() => {
      vi.advanceTimersByTime(Math.max(0, 799 - (Date.now() - chosenAt)));
    });
    expect(option("Normal")).toBeDisabled();
    expect(html()).toHaveClass("theme-transitioning");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(option("Normal")).toBeEnabled();
    expect(html()).not.toHaveClass("theme-transitioning");
  });

  it("ignores a second choice made in the same moment", () => {
    vi.useFakeTimers();
    renderSelector();
    toggle().click();
    option("System").click();
    option("High Contrast Dark").click();
    expect(themeClasses()).toEqual(["theme-system"]);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("system");
  });

  it("keeps unrelated classes on <html>", async () => {
    const user = userEvent.setup();
    html().className = "splash-active js";
    renderSelector();
    await user.click(toggle());
    await user.click(option("High Contrast Dark"));
    expect(html()).toHaveClass("splash-active", "js", "theme-high-contrast-dark");
  });

  it("undoing it ends the transition and leaves no timer behind", async () => {
    const user = useFakeTimersWithUserEvent();
    renderSelector();
    await user.click(toggle());
    await user.click(option("System"));
    expect(vi.getTimerCount()).toBe(1);
    while (undos.length) undos.pop()?.();
    expect(vi.getTimerCount()).toBe(0);
    expect(html()).not.toHaveClass("theme-transitioning");
    for (const name of LABELS) expect(option(name)).toBeEnabled();
  });
});

describe("the theme it starts from", () => {
  it.each(THEMES)("restores the stored theme %j", (theme) => {
    media = installMatchMedia(true);
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    renderSelector();
    expect(themeClasses()).toEqual([`theme-${theme}`]);
    expect(html()).not.toHaveClass("theme-transitioning");
    expect(document.querySelectorAll("[aria-pressed='true']")).toHaveLength(1);
    expect(document.querySelector("[aria-pressed='true']")).toHaveAttribute("data-theme", theme);
  });

  it.each(["dark", "Normal", " normal", "theme-normal", '"normal"', ""])(
    "falls back to high-contrast-dark for the invalid value %j on a dark device",
    (value) => {
      media = installMatchMedia(true);
      window.localStorage.setItem(THEME_STORAGE_KEY, value);
      renderSelector();
      expect(themeClasses()).toEqual(["theme-high-contrast-dark"]);
      expect(option("High Contrast Dark")).toHaveAttribute("aria-pressed", "true");
    },
  );

  it.each(["light", "SYSTEM", "system ", "null"])(
    "falls back to normal for the invalid value %j on a light device",
    (value) => {
      window.localStorage.setItem(THEME_STORAGE_KEY, value);
      renderSelector();
      expect(themeClasses()).toEqual(["theme-normal"]);
      expect(option("Normal")).toHaveAttribute("aria-pressed", "true");
    },
  );

  it("uses high-contrast-dark when nothing is stored on a dark device", () => {
    media = installMatchMedia(true);
    renderSelector();
    expect(themeClasses()).toEqual(["theme-high-contrast-dark"]);
  });

  it("uses normal when nothing is stored on a light device", () => {
    renderSelector();
    expect(themeClasses()).toEqual(["theme-normal"]);
  });

  it("replaces a class the inline script set for another theme", () => {
    html().className = "theme-normal";
    window.localStorage.setItem(THEME_STORAGE_KEY, "system");
    renderSelector();
    expect(themeClasses()).toEqual(["theme-system"]);
  });

  it("does not write to storage merely by loading", () => {
    media = installMatchMedia(true);
    renderSelector();
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it("queries the dark colour scheme", () => {
    renderSelector();
    expect(media.queries).toContain("(prefers-color-scheme: dark)");
  });
});

describe("storage that fails", () => {
  it("stays usable when storage throws on get and set", async () => {
    const user = useFakeTimersWithUserEvent();
    media = installMatchMedia(true);
    restorers.push(replaceStorage("localStorage", { value: throwingStorage() }));
    renderSelector();
    expect(themeClasses()).toEqual(["theme-high-contrast-dark"]);
    await user.click(toggle());
    await user.click(option("Light High Contrast"));
    expect(themeClasses()).toEqual(["theme-light-high-contrast"]);
    expect(option("Light High Contrast")).toHaveAttribute("aria-pressed", "true");
    act(() => {
      vi.advanceTimersByTime(800);
    });
    await user.click(toggle());
    await user.click(option("Normal"));
    expect(themeClasses()).toEqual(["theme-normal"]);
  });

  it("stays usable when the localStorage getter itself throws", async () => {
    const user = userEvent.setup();
    restorers.push(replaceStorage("localStorage", { getterThrows: true }));
    renderSelector();
    expect(themeClasses()).toEqual(["theme-normal"]);
    await user.click(toggle());
    await user.click(option("System"));
    expect(themeClasses()).toEqual(["theme-system"]);
    expect(toggle()).toHaveFocus();
  });

  it("stays usable when setItem throws QuotaExceededError", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(THEME_STORAGE_KEY, "light-high-contrast");
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    renderSelector();
    expect(themeClasses()).toEqual(["theme-light-high-contrast"]);
    await user.click(toggle());
    await user.click(option("High Contrast Dark"));
    expect(themeClasses()).toEqual(["theme-high-contrast-dark"]);
    expect(option("High Contrast Dark")).toHaveAttribute("aria-pressed", "true");
  });
});

describe("the system theme", () => {
  it("is left to the stylesheet when the device preference changes", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "system");
    renderSelector();
    // The stylesheet resolves theme-system by the device's preference, live (themes.css).
    act(() => media.setMatches(true));
    expect(themeClasses()).toEqual(["theme-system"]);
    expect(option("System")).toHaveAttribute("aria-pressed", "true");
    act(() => media.setMatches(false));
    expect(themeClasses()).toEqual(["theme-system"]);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("system");
  });

  it("does not change an explicit theme when the device preference changes", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "light-high-contrast");
    renderSelector();
    act(() => media.setMatches(true));
    expect(themeClasses()).toEqual(["theme-light-high-contrast"]);
    expect(option("Light High Contrast")).toHaveAttribute("aria-pressed", "true");
  });

  it("does not change the fallback theme either once the page has started", () => {
    renderSelector();
    act(() => media.setMatches(true));
    expect(themeClasses()).toEqual(["theme-normal"]);
    expect(media.listenerCount()).toBe(0);
  });
});
