/** Every constant of the splash screen (specification sections 2, 4 and 9), in one place. */
export const SPLASH_DURATION_MS = 4000;
export const SPLASH_FALLBACK_HIDE_MS = 5000;
export const SPLASH_TEXT_ROTATION_MS = 2000;
export const SPLASH_GLOW_DELAY_MS = 1500;
export const SPLASH_PROGRESS_MS = 3500;
export const SPLASH_FADE_OUT_MS = 800;
export const SPLASH_TAGLINE_DELAY_MS = 2000;
export const SPLASH_MESSAGE_COUNT = 5;

/**
 * How many of the rotating lines the splash lives long enough to show: a line every
 * `SPLASH_TEXT_ROTATION_MS` until the fade has ended. Only these are written into the page.
 */
export const SPLASH_LINES_SHOWN = Math.min(
  SPLASH_MESSAGE_COUNT,
  Math.ceil((SPLASH_DURATION_MS + SPLASH_FADE_OUT_MS) / SPLASH_TEXT_ROTATION_MS),
);

/**
 * The timings as `app/styles/splash.css` declares them. The stylesheet runs the timeline itself,
 * so the glow, the lines, the tagline and the fade keep time while the page's scripts are still
 * loading; a unit test holds these names to the constants above.
 */
export const SPLASH_CSS_TIMINGS = {
  "--splash-glow-delay": SPLASH_GLOW_DELAY_MS,
  "--splash-line-ms": SPLASH_TEXT_ROTATION_MS,
  "--splash-tagline-delay": SPLASH_TAGLINE_DELAY_MS,
  "--splash-progress-ms": SPLASH_PROGRESS_MS,
  "--splash-hold-ms": SPLASH_DURATION_MS,
  "--splash-fade-ms": SPLASH_FADE_OUT_MS,
} as const;

/** The session-storage flag that keeps the splash to the first load of a tab. */
export const SPLASH_SESSION_KEY = "un-splash-seen";
/** Set on `<html>` by the inline script while the splash covers the page. */
export const SPLASH_ACTIVE_CLASS = "splash-active";
/** The moment (performance.now()) the inline script showed the splash, shared with React. */
export const SPLASH_START_GLOBAL = "__unSplashStart";
/** The stylesheet's animation that lifts the splash: its clock is the splash's clock. */
export const SPLASH_LIFT_ANIMATION = "splash-lift";

export type SplashPhase = "showing" | "fading" | "done";

/** What the splash's script keeps track of; everything else it shows, the stylesheet times. */
export interface SplashState {
  phase: SplashPhase;
  /** Progress bar fill, 0 to 100, for assistive technology. */
  progress: number;
}

/** The state of the splash `elapsedMs` after it appeared. */
export function splashStateAt(elapsedMs: number): SplashState {
  const elapsed = Math.max(0, elapsedMs);
  let phase: SplashPhase = "showing";
  if (elapsed >= SPLASH_DURATION_MS + SPLASH_FADE_OUT_MS) phase = "done";
  else if (elapsed >= SPLASH_DURATION_MS) phase = "fading";
  return {
    phase,
    progress: Math.min(100, Math.round((elapsed / SPLASH_PROGRESS_MS) * 100)),
  };
}

/** The moments at which the state above changes, so a component can wake exactly then. */
export function nextSplashChangeAfter(elapsedMs: number): number | null {
  const marks = [SPLASH_DURATION_MS, SPLASH_DURATION_MS + SPLASH_FADE_OUT_MS];
  const progressStep = SPLASH_PROGRESS_MS / 10;
  for (let t = progressStep; t <= SPLASH_PROGRESS_MS; t += progressStep) marks.push(Math.round(t));
  const upcoming = marks.filter((mark) => mark > elapsedMs).sort((a, b) => a - b);
  return upcoming[0] ?? null;
}
