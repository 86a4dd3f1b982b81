import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "~/i18n/i18n-provider";
import { englishI18n } from "~/test/i18n";
import { installMatchMedia, type MatchMediaController } from "~/test/match-media";
import { ThemeProvider } from "./theme-provider";
import { ThemeSelector } from "./theme-selector";
import { THEME_STORAGE_KEY } from "./themes";

let media: MatchMediaController;
const html = () => document.documentElement;

function renderSelector() {
  return render(
    <I18nProvider value={englishI18n}>
      <ThemeProvider>
        <ThemeSelector />
        <button type="button">Outside</button>
      </ThemeProvider>
    </I18nProvider>,
  );
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

beforeEach(() => {
  window.localStorage.clear();
  html().className = "";
  media = installMatchMedia(false);
});

/**
 * Testing Library only advances fake timers inside its async wrapper when it sees a `jest` global;
 * without it every userEvent call waits forever on a faked setTimeout.
 */
function useFakeTimersWithUserEvent() {
  vi.useFakeTimers();
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
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
      const label = LABELS[index] ?? "";
      expect(button.textContent?.startsWith(label)).toBe(true);
    });
    expect(options[0]).toHaveAccessibleName("High Contrast Dark White and yellow on black");
    expect(options[1]).toHaveAccessibleName("Normal Organisation blue");
    expect(options[2]).toHaveAccessibleName("Light High Contrast Black on white");
    expect(options[3]).toHaveAccessibleName("System Follows your device");
  });

  it("marks the current theme with aria-pressed and focuses it on open", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(THEME_STORAGE_KEY, "light-high-contrast");
    renderSelector();
    await user.click(toggle());
    expect(option("Light High Contrast")).toHaveAttribute("aria-pressed", "true");
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
    "choosing %s applies its class, closes and returns focus",
    async (label, className, stored) => {
      const user = userEvent.setup();
      renderSelector();
      expect(html()).toHaveClass("theme-normal");
      await user.click(toggle());
      await user.click(option(label));
      expect(html()).toHaveClass(className);
      expect(html()).not.toHaveClass("theme-normal");
      expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe(stored);
      expect(toggle()).toHaveAttribute("aria-expanded", "false");
      expect(panel()).not.toBeVisible();
      expect(toggle()).toHaveFocus();
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

  it("clicking outside closes the panel without changing the theme", async () => {
    const user = userEvent.setup();
    renderSelector();
    await user.click(toggle());
    await user.click(screen.getByRole("button", { name: "Outside" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(html()).toHaveClass("theme-normal");
  });

  it("disables the options during the 800 ms transition", async () => {
    const user = useFakeTimersWithUserEvent();
    renderSelector();
    await user.click(toggle());
    await user.click(option("High Contrast Dark"));
    expect(html()).toHaveClass("theme-high-contrast-dark");

    // Reopen immediately: every option is disabled and a status is announced.
    await user.click(toggle());
    expect(panel()).toBeVisible();
    for (const name of LABELS) expect(option(name)).toBeDisabled();
    expect(within(panel()).getByRole("status")).toHaveTextContent("Applying theme…");

    // Clicking a disabled option changes nothing.
    await user.click(option("Normal"));
    expect(html()).toHaveClass("theme-high-contrast-dark");
    expect(html()).not.toHaveClass("theme-normal");

    act(() => {
      vi.advanceTimersByTime(800);
    });
    for (const name of LABELS) expect(option(name)).toBeEnabled();
    expect(within(panel()).getByRole("status")).toHaveTextContent("");

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
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(option("Normal")).toBeEnabled();
  });
});

describe("hydration of the prerendered page", () => {
  /**
   * The site is prerendered (react-router.config.ts: ssr false, prerender), where `window` is
   * undefined and the provider starts from "normal". The prerender is simulated here by rendering
   * to a string while nothing is stored and the device is light, then the visitor's stored theme
   * is set before hydrating, as in a real return visit.
   */
  it("marks the stored theme as pressed after hydrating prerendered HTML", async () => {
    const tree = (
      <I18nProvider value={englishI18n}>
        <ThemeProvider>
          <ThemeSelector />
        </ThemeProvider>
      </I18nProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    // The prerendered page cannot know the visitor's theme, so it must not claim one.
    expect(container.querySelector("[aria-pressed]")).toBeNull();

    window.localStorage.setItem(THEME_STORAGE_KEY, "light-high-contrast");
    const recoverable: unknown[] = [];
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, tree, {
          onRecoverableError: (error) => recoverable.push(error),
        });
      });
      await act(async () => {
        container.querySelector<HTMLButtonElement>("button[aria-expanded]")?.click();
      });
      const pressed = [...container.querySelectorAll("[aria-pressed='true']")].map(
        (button) => button.firstElementChild?.textContent,
      );
      expect(html()).toHaveClass("theme-light-high-contrast");
      expect(pressed).toEqual(["Light High Contrast"]);
      expect(recoverable).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      act(() => root?.unmount());
      container.remove();
      consoleError.mockRestore();
    }
  });
});
