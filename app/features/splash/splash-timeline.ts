/** Every constant of the splash screen (specification sections 2, 4 and 9), in one place. */
export const SPLASH_DURATION_MS = 4000;
export const SPLASH_FALLBACK_HIDE_MS = 5000;
export const SPLASH_TEXT_ROTATION_MS = 2000;
export const SPLASH_GLOW_DELAY_MS = 1500;
export const SPLASH_PROGRESS_MS = 3500;
export const SPLASH_FADE_OUT_MS = 800;
export const SPLASH_TAGLINE_DELAY_MS = 2000;
export const SPLASH_MESSAGE_COUNT = 5;

/** The session-storage flag that keeps the splash to the first load of a tab. */
export const SPLASH_SESSION_KEY = "un-splash-seen";
/** Set on `<html>` by the inline script while the splash covers the page. */
export const SPLASH_ACTIVE_CLASS = "splash-active";
/** The moment (performance.now()) the inline script showed the splash, shared with React. */
export const SPLASH_START_GLOBAL = "__unSplashStart";

export type SplashPhase = "showing" | "fading" | "done";

export interface SplashState {
  phase: SplashPhase;
  /** Index into the rotating messages. */
  messageIndex: number;
  glow: boolean;
  taglineVisible: boolean;
  /** Progress bar fill, 0 to 100. */
  progress: number;
}

/** What the splash shows `elapsedMs` after it appeared. */
export function splashStateAt(elapsedMs: number): SplashState {
  const elapsed = Math.max(0, elapsedMs);
  let phase: SplashPhase = "showing";
  if (elapsed >= SPLASH_DURATION_MS + SPLASH_FADE_OUT_MS) phase = "done";
  else if (elapsed >= SPLASH_DURATION_MS) phase = "fading";
  return {
    phase,
    messageIndex: Math.floor(elapsed / SPLASH_TEXT_ROTATION_MS) % SPLASH_MESSAGE_COUNT,
    glow: elapsed >= SPLASH_GLOW_DELAY_MS,
    taglineVisible: elapsed >= SPLASH_TAGLINE_DELAY_MS,
    progress: Math.min(100, Math.round((elapsed / SPLASH_PROGRESS_MS) * 100)),
  };
}

/** The moments at which the state above changes, so a component can wake exactly then. */
export function nextSplashChangeAfter(elapsedMs: number): number | null {
  const marks = [
    SPLASH_GLOW_DELAY_MS,
    SPLASH_TAGLINE_DELAY_MS,
    SPLASH_DURATION_MS,
    SPLASH_DURATION_MS + SPLASH_FADE_OUT_MS,
  ];
  for (let t = SPLASH_TEXT_ROTATION_MS; t < SPLASH_DURATION_MS; t += SPLASH_TEXT_ROTATION_MS) {
    marks.push(t);
  }
  const progressStep = SPLASH_PROGRESS_MS / 10;
  for (let t = progressStep; t <= SPLASH_PROGRESS_MS; t += progressStep) marks.push(Math.round(t));
  const upcoming = marks.filter((mark) => mark > elapsedMs).sort((a, b) => a - b);
  return upcoming[0] ?? null;
}
