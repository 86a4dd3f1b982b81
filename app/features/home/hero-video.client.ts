import { PHONE_SCREEN_QUERY } from "./home-links";

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
const REDUCED_DATA_QUERY = "(prefers-reduced-data: reduce)";
/** Connections on which a background film would cost the visitor more than it gives. */
const SLOW_CONNECTIONS = ["slow-2g", "2g"];
/** The connections a phone plays the film on by itself: known to be unmetered, and fast. */
const UNMETERED_CONNECTIONS = ["wifi", "ethernet"];
const FAST_CONNECTION = "4g";

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
  /** Chrome on Android and ChromeOS only: "cellular", "wifi"… */
  type?: string;
}

function connectionOf(): NetworkInformationLike | undefined {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

/** Whether the visitor saves data (Save-Data, reduced data) or is on a 2G connection. */
export function savesData(): boolean {
  const connection = connectionOf();
  return (
    connection?.saveData === true ||
    SLOW_CONNECTIONS.includes(connection?.effectiveType ?? "") ||
    window.matchMedia(REDUCED_DATA_QUERY).matches
  );
}

/**
 * Whether the film may start by itself: not on a phone unless its connection is known to be fast
 * and unmetered (a phone that does not say may be paying for every megabyte), and never when the
 * visitor asked for less motion.
 */
export function mayAutoplay(): boolean {
  if (window.matchMedia(REDUCED_MOTION_QUERY).matches) return false;
  if (!window.matchMedia(PHONE_SCREEN_QUERY).matches) return true;
  const connection = connectionOf();
  return (
    connection?.effectiveType === FAST_CONNECTION &&
    UNMETERED_CONNECTIONS.includes(connection.type ?? "")
  );
}

/**
 * The hero's muted looping background film (hero-section.tsx). When the visitor saves data it is
 * never loaded: the still stays and no button is offered. Otherwise the button that plays and pauses
 * it is shown (WCAG 2.2.2), labelled by what a press does, and the film starts by itself where it
 * may (`mayAutoplay`); until then nothing of it is fetched (`preload="none"`).
 */
export function start(hero: HTMLElement): () => void {
  const film = hero.querySelector<HTMLVideoElement>("video[data-hero-film]");
  const toggle = hero.querySelector<HTMLButtonElement>("button[data-hero-film-toggle]");
  if (!film || !toggle || savesData()) return () => undefined;

  const show = (playing: boolean) => {
    for (const label of toggle.querySelectorAll<HTMLElement>("[data-shown-while]"))
      label.hidden = label.dataset.shownWhile !== (playing ? "playing" : "paused");
  };
  const play = () => {
    // A browser that refuses (autoplay policy, no supported source) leaves the button on "Play".
    void Promise.resolve(film.play()).catch(() => show(false));
  };
  const onPlay = () => show(true);
  const onPause = () => show(false);
  const onToggle = () => (film.paused ? play() : film.pause());

  film.addEventListener("play", onPlay);
  film.addEventListener("pause", onPause);
  toggle.addEventListener("click", onToggle);
  // Asked to play first, the film is no longer paused (its `play` event comes later): the button
  // shows "Pause" from the start, rather than changing its label, and its width, once painted.
  if (mayAutoplay()) play();
  show(!film.paused);
  toggle.hidden = false;

  return () => {
    film.removeEventListener("play", onPlay);
    film.removeEventListener("pause", onPause);
    toggle.removeEventListener("click", onToggle);
    toggle.hidden = true;
  };
}
