import * as React from "react";
import {
  applyThemeClass,
  DARK_SCHEME_QUERY,
  fallbackTheme,
  readStoredTheme,
  resolveTheme,
  saveTheme,
  THEME_TRANSITION_CLASS,
  THEME_TRANSITION_MS,
  type ResolvedTheme,
  type Theme,
} from "./themes";

interface ThemeContextValue {
  /** The chosen option, one of the four identifiers. */
  theme: Theme;
  /** The look in force: what `system` currently stands for. */
  resolvedTheme: ResolvedTheme;
  /** True for the length of a theme change; further changes are ignored meanwhile. */
  isTransitioning: boolean;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = React.createContext<ThemeContextValue | null>(null);

const localStorageOf = () => (typeof window === "undefined" ? undefined : window.localStorage);

function subscribeToScheme(onChange: () => void) {
  const query = window.matchMedia(DARK_SCHEME_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const prefersDarkNow = () => window.matchMedia(DARK_SCHEME_QUERY).matches;

/** Follows the device's dark or light preference live. */
function usePrefersDark(): boolean {
  return React.useSyncExternalStore(subscribeToScheme, prefersDarkNow, () => false);
}

function initialTheme(): Theme {
  if (typeof window === "undefined") return "normal";
  return readStoredTheme(localStorageOf) ?? fallbackTheme(prefersDarkNow());
}

export function ThemeProvider({ children }: { children: React.ReactNode }) {
  const [theme, setThemeState] = React.useState<Theme>(initialTheme);
  const [isTransitioning, setIsTransitioning] = React.useState(false);
  const lockedRef = React.useRef(false);
  const prefersDark = usePrefersDark();

  React.useEffect(() => {
    applyThemeClass(document.documentElement, theme);
  }, [theme]);

  const setTheme = React.useCallback((next: Theme) => {
    if (lockedRef.current) return;
    lockedRef.current = true;
    setIsTransitioning(true);
    const root = document.documentElement;
    root.classList.add(THEME_TRANSITION_CLASS);
    applyThemeClass(root, next);
    saveTheme(localStorageOf, next);
    setThemeState(next);
    window.setTimeout(() => {
      root.classList.remove(THEME_TRANSITION_CLASS);
      lockedRef.current = false;
      setIsTransitioning(false);
    }, THEME_TRANSITION_MS);
  }, []);

  const value = React.useMemo<ThemeContextValue>(
    () => ({ theme, resolvedTheme: resolveTheme(theme, prefersDark), isTransitioning, setTheme }),
    [theme, prefersDark, isTransitioning, setTheme],
  );

  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const context = React.useContext(ThemeContext);
  if (!context) throw new Error("useTheme must be used within a ThemeProvider");
  return context;
}
