import * as React from "react";
import {
  nextSplashChangeAfter,
  SPLASH_ACTIVE_CLASS,
  SPLASH_START_GLOBAL,
  splashStateAt,
  type SplashState,
} from "./splash-timeline";

const initialState = splashStateAt(0);

function elapsedSinceShown(): number {
  const start = (window as unknown as Record<string, number | undefined>)[SPLASH_START_GLOBAL];
  return typeof start === "number" ? performance.now() - start : 0;
}

/**
 * Drives the splash from the moment the inline script showed it, waking only when something changes.
 * Returns null once the splash is gone, or when this load never showed it.
 */
export function useSplashTimeline(): SplashState | null {
  const [state, setState] = React.useState<SplashState | null>(initialState);

  React.useEffect(() => {
    const root = document.documentElement;
    if (!root.classList.contains(SPLASH_ACTIVE_CLASS)) {
      setState(null);
      return;
    }
    let timer: number | undefined;
    const tick = () => {
      const elapsed = elapsedSinceShown();
      const next = splashStateAt(elapsed);
      if (next.phase === "done" || !root.classList.contains(SPLASH_ACTIVE_CLASS)) {
        root.classList.remove(SPLASH_ACTIVE_CLASS);
        setState(null);
        return;
      }
      setState(next);
      const wakeAt = nextSplashChangeAfter(elapsed);
      if (wakeAt !== null) timer = window.setTimeout(tick, Math.max(0, wakeAt - elapsed));
    };
    tick();
    return () => window.clearTimeout(timer);
  }, []);

  return state;
}
