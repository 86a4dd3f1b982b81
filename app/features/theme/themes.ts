/** The four theme options of the specification, by identifier. */
export const THEMES = ["high-contrast-dark", "normal", "light-high-contrast", "system"] as const;

export type Theme = (typeof THEMES)[number];

/** The looks a theme can resolve to: `system` borrows one of the others. */
export type ResolvedTheme = Exclude<Theme, "system">;

/** The one local-storage key the site writes. */
export const THEME_STORAGE_KEY = "un-theme";

/** How long a theme change animates; further changes are ignored meanwhile. */
export const THEME_TRANSITION_MS = 800;

/** The page-level class is this prefix followed by the theme identifier. */
export const THEME_CLASS_PREFIX = "theme-";

/** Set on `<html>` while a theme change animates. */
export const THEME_TRANSITION_CLASS = "theme-transitioning";

export const DARK_SCHEME_QUERY = "(prefers-color-scheme: dark)";

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/** The theme used when nothing valid is stored: high-contrast-dark on dark devices, otherwise normal. */
export function fallbackTheme(prefersDark: boolean): ResolvedTheme {
  return prefersDark ? "high-contrast-dark" : "normal";
}

export function resolveTheme(theme: Theme, prefersDark: boolean): ResolvedTheme {
  return theme === "system" ? fallbackTheme(prefersDark) : theme;
}

/** Reads the stored theme; storage that is missing, blocked or holds anything else yields null. */
export function readStoredTheme(storage: () => Storage | undefined): Theme | null {
  try {
    const value = storage()?.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

/** Saves the theme; returns false when the browser refuses storage (the theme still applies). */
export function saveTheme(storage: () => Storage | undefined, theme: Theme): boolean {
  try {
    const target = storage();
    if (!target) return false;
    target.setItem(THEME_STORAGE_KEY, theme);
    return true;
  } catch {
    return false;
  }
}

/** Replaces any theme class on the element with the one for `theme`. */
export function applyThemeClass(element: Element, theme: Theme): void {
  for (const name of THEMES) element.classList.remove(THEME_CLASS_PREFIX + name);
  element.classList.add(THEME_CLASS_PREFIX + theme);
}
