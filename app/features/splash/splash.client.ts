import { SITE_ROOT_ID } from "~/config/constants";
import {
  nextSplashChangeAfter,
  SPLASH_ACTIVE_CLASS,
  SPLASH_LIFT_ANIMATION,
  SPLASH_START_GLOBAL,
  splashStateAt,
} from "./splash-timeline";

/**
 * How long the splash has been shown. Its clock is the stylesheet's: the animation that lifts it
 * started when the splash was first drawn, and the glow, lines and fade are timed from that same
 * moment. Where the browser cannot tell (no Web Animations), the inline script's moment serves.
 */
function elapsedSinceShown(splash: HTMLElement): number {
  if (typeof splash.getAnimations === "function") {
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
 * The splash's control: keeps its progress value for assistive technology and, once the fade has
 * ended, removes it and the class on `<html>`, waking only when one of these changes. The page
 * under it stays in the accessibility tree, landmarks and all, for a screen reader arriving from
 * a link; focus entering the page (a first Tab) lifts the splash at once, so that nothing focused
 * is ever hidden under it. A load that never showed it drops its markup at once.
 */
export function start(splash: HTMLElement): () => void {
  const root = document.documentElement;
  const progress = splash.querySelector<HTMLElement>('[role="progressbar"]');
  const site = document.getElementById(SITE_ROOT_ID);
  let timer: number | undefined;

  const end = () => {
    window.clearTimeout(timer);
    site?.removeEventListener("focusin", end);
    root.classList.remove(SPLASH_ACTIVE_CLASS);
    splash.remove();
  };

  if (!root.classList.contains(SPLASH_ACTIVE_CLASS)) {
    splash.remove();
    return () => undefined;
  }
  site?.addEventListener("focusin", end);

  const tick = () => {
    const elapsed = elapsedSinceShown(splash);
    const state = splashStateAt(elapsed);
    if (state.phase === "done" || !root.classList.contains(SPLASH_ACTIVE_CLASS)) {
      end();
      return;
    }
    progress?.setAttribute("aria-valuenow", String(state.progress));
    const wakeAt = nextSplashChangeAfter(elapsed);
    if (wakeAt !== null) timer = window.setTimeout(tick, Math.max(0, wakeAt - elapsed));
  };
  tick();

  return () => {
    window.clearTimeout(timer);
    site?.removeEventListener("focusin", end);
  };
}
