/**
 * The intro film's player (intro-film.tsx): shows the captions or subtitles its `default` track
 * names, those of the page's language. An engine may let the reader's caption preferences
 * override `default` (WebKit leaves every track disabled unless the reader turned captions on), so
 * the page's own choice is made once the film's metadata is known, after the engine's.
 */
export function start(film: HTMLElement): () => void {
  if (!(film instanceof HTMLVideoElement)) return () => undefined;
  const show = () => {
    const chosen = film.querySelector<HTMLTrackElement>("track[default]");
    if (chosen && chosen.track.mode === "disabled") chosen.track.mode = "showing";
  };
  if (film.readyState >= HTMLMediaElement.HAVE_METADATA) show();
  film.addEventListener("loadedmetadata", show);
  return () => film.removeEventListener("loadedmetadata", show);
}
