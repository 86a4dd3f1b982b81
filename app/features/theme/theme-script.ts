import { inlineScript } from "~/lib/inline-script";
import {
  DARK_SCHEME_QUERY,
  fallbackTheme,
  THEME_CLASS_PREFIX,
  THEME_STORAGE_KEY,
  THEMES,
} from "./themes";

interface InitialThemeOptions {
  key: string;
  themes: readonly string[];
  prefix: string;
  query: string;
  dark: string;
  light: string;
}

/**
 * Runs in `<head>` before first paint, so no visit flashes the wrong theme.
 * Kept free of imports and closures: it is serialised into the page as an inline script.
 */
function applyInitialTheme(options: InitialThemeOptions) {
  let theme: string | null = null;
  try {
    theme = window.localStorage.getItem(options.key);
  } catch {
    // Blocked storage: fall back to the device preference.
  }
  if (theme === null || options.themes.indexOf(theme) < 0) {
    theme = window.matchMedia(options.query).matches ? options.dark : options.light;
  }
  document.documentElement.classList.add(options.prefix + theme);
}

/** The inline script's source text; its hash is published in the Content Security Policy. */
export const themeScript = /* @__PURE__ */ inlineScript<InitialThemeOptions>(applyInitialTheme, {
  key: THEME_STORAGE_KEY,
  themes: THEMES,
  prefix: THEME_CLASS_PREFIX,
  query: DARK_SCHEME_QUERY,
  dark: fallbackTheme(true),
  light: fallbackTheme(false),
});
