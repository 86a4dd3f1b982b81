/**
 * The `theme-selector` control: the floating button's panel of the four theme options
 * (theme-selector.tsx). It marks the current theme (`aria-pressed`) and puts focus on it when the
 * panel opens. Choosing an option sets the page-level class on `<html>`, saves the choice, and runs
 * the 800 ms transition, during which every option is disabled, the status line says so and
 * further choices are ignored; the panel then closes with focus back on its button. With `system`
 * the stylesheet follows the device's preference (theme-system), live, with no script.
 */
import {
  DISCLOSURE_TOGGLE_EVENT,
  panelOf,
  setOpen,
  type DisclosureToggleDetail,
} from "~/components/ui/disclosure.client";
import {
  applyThemeClass,
  DARK_SCHEME_QUERY,
  fallbackTheme,
  isTheme,
  readStoredTheme,
  saveTheme,
  THEME_TRANSITION_CLASS,
  THEME_TRANSITION_MS,
  type Theme,
} from "./themes";

const storage = () => window.localStorage;

/** The theme in force: the stored choice, else the one the device's preference gives. */
function currentTheme(): Theme {
  return readStoredTheme(storage) ?? fallbackTheme(window.matchMedia(DARK_SCHEME_QUERY).matches);
}

export function start(element: HTMLElement): () => void {
  const root = document.documentElement;
  const button = element.querySelector<HTMLElement>("button[aria-controls]");
  const panel = button && panelOf(button);
  const options = Array.from(element.querySelectorAll<HTMLButtonElement>("button[data-theme]"));
  const status = element.querySelector<HTMLElement>("[role='status']");
  const transitioningText = element.dataset.transitioning ?? "";

  let theme = currentTheme();
  /** The pending end of a transition; while set, choices are ignored. */
  let transition: ReturnType<typeof setTimeout> | undefined;

  const markPressed = () => {
    for (const option of options)
      option.setAttribute("aria-pressed", String(option.dataset.theme === theme));
  };
  const showTransitioning = (on: boolean) => {
    root.classList.toggle(THEME_TRANSITION_CLASS, on);
    for (const option of options) option.disabled = on;
    if (status) status.textContent = on ? transitioningText : "";
  };

  const choose = (next: Theme) => {
    if (transition !== undefined) return;
    showTransitioning(true);
    applyThemeClass(root, next);
    saveTheme(storage, next);
    theme = next;
    markPressed();
    transition = setTimeout(() => {
      transition = undefined;
      showTransitioning(false);
    }, THEME_TRANSITION_MS);
    if (button) {
      setOpen(button, false);
      button.focus();
    }
  };

  const onClick = (event: MouseEvent) => {
    const option = (event.target as Element | null)?.closest<HTMLButtonElement>(
      "button[data-theme]",
    );
    const value = option?.dataset.theme;
    if (option && options.includes(option) && isTheme(value)) choose(value);
  };
  const onToggle = (event: Event) => {
    if ((event as CustomEvent<DisclosureToggleDetail>).detail.open)
      options.find((option) => option.dataset.theme === theme)?.focus();
  };

  applyThemeClass(root, theme);
  markPressed();
  panel?.addEventListener("click", onClick);
  button?.addEventListener(DISCLOSURE_TOGGLE_EVENT, onToggle);
  return () => {
    panel?.removeEventListener("click", onClick);
    button?.removeEventListener(DISCLOSURE_TOGGLE_EVENT, onToggle);
    if (transition !== undefined) {
      clearTimeout(transition);
      transition = undefined;
      showTransitioning(false);
    }
    for (const option of options) option.setAttribute("aria-pressed", "false");
  };
}
