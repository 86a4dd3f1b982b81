import { inlineScript } from "~/lib/inline-script";
import {
  SPLASH_ACTIVE_CLASS,
  SPLASH_FALLBACK_HIDE_MS,
  SPLASH_SESSION_KEY,
  SPLASH_START_GLOBAL,
} from "./splash-timeline";

interface SplashScriptOptions {
  key: string;
  activeClass: string;
  startGlobal: string;
  fallbackMs: number;
}

/**
 * Runs in `<head>` before first paint: shows the prerendered splash on the first load of a tab only,
 * and hides it after the fallback delay even if the application never starts.
 * Kept free of imports and closures: it is serialised into the page as an inline script.
 */
function showSplashOncePerTab(options: SplashScriptOptions) {
  try {
    if (window.sessionStorage.getItem(options.key) !== null) return;
    window.sessionStorage.setItem(options.key, "1");
  } catch {
    // Without session storage the splash could not be kept to one showing, so it is skipped.
    return;
  }
  const root = document.documentElement;
  root.classList.add(options.activeClass);
  (window as unknown as Record<string, number>)[options.startGlobal] = performance.now();
  window.setTimeout(() => root.classList.remove(options.activeClass), options.fallbackMs);
}

/** The inline script's source text; its hash is published in the Content Security Policy. */
export const splashScript = /* @__PURE__ */ inlineScript<SplashScriptOptions>(
  showSplashOncePerTab,
  {
    key: SPLASH_SESSION_KEY,
    activeClass: SPLASH_ACTIVE_CLASS,
    startGlobal: SPLASH_START_GLOBAL,
    fallbackMs: SPLASH_FALLBACK_HIDE_MS,
  },
);
