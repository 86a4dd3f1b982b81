import * as React from "react";
import {
  nextSplashChangeAfter,
  SPLASH_ACTIVE_CLASS,
  SPLASH_LIFT_ANIMATION,
  SPLASH_START_GLOBAL,
  splashStateAt,
  type SplashState,
} from "./splash-timeline";

const initialState = splashStateAt(0);

/**
 * How long the splash has been shown. Its clock is the stylesheet's: the animation that lifts it
 * started when the splash was first drawn, and the glow, lines and fade are timed from that same
 * moment. Where the browser cannot tell (no Web Animations), the inline script's moment serves.
 */
function elapsedSinceShown(splash: HTMLElement | null): number {
  if (splash && typeof splash.getAnimations === "function") {
    const lift = splash
      .getAnimations()
      .find(
        (animation) =>
          "animationName" in animation && animation.animationName === SPLASH_LIFT_ANIMATION,
      );
    if (typeof lift?.currentTime === "number") return lift.currentTime;
  }
  const start = (window as unknown as Record<string, number | undefined>)[SPLASH_START_GLOBAL];
  return typeof start === "number" ? performance.now() - start : 0;
}

/**
 * Keeps the splash's progress value and its end, waking only when they change. Returns null once
 * the splash is gone, or when this load never showed it.
 */
export function useSplashTimeline(splash: React.RefObject<HTMLElement | null>): SplashState | null {
  const [state, setState] = React.useState<SplashState | null>(initialState);

  React.useEffect(() => {
    const root = document.documentElement;
    if (!root.classList.contains(SPLASH_ACTIVE_CLASS)) {
      setState(null);
      return;
    }
    let timer: number | undefined;
    const tick = () => {
      const elapsed = elapsedSinceShown(splash.current);
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
  }, [splash]);

  return state;
}
