import * as React from "react";
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
function mayAutoplay(): boolean {
  if (window.matchMedia(REDUCED_MOTION_QUERY).matches) return false;
  if (!window.matchMedia(PHONE_SCREEN_QUERY).matches) return true;
  const connection = connectionOf();
  return (
    connection?.effectiveType === FAST_CONNECTION &&
    UNMETERED_CONNECTIONS.includes(connection.type ?? "")
  );
}

/**
 * A muted looping background film. When the visitor saves data it is never loaded: the still stays
 * and no control is offered (`available` false). Otherwise a visible control plays and pauses it
 * (WCAG 2.2.2), and it starts by itself where it may (`mayAutoplay`); until then nothing of it is
 * fetched.
 */
export function useBackgroundVideo() {
  const videoRef = React.useRef<HTMLVideoElement>(null);
  const [available, setAvailable] = React.useState(false);
  const [playing, setPlaying] = React.useState(false);

  React.useEffect(() => {
    const video = videoRef.current;
    if (!video || savesData()) return;
    setAvailable(true);
    if (!mayAutoplay()) return;
    video.play().catch(() => setPlaying(false));
  }, []);

  const toggle = React.useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) video.play().catch(() => setPlaying(false));
    else video.pause();
  }, []);

  const pause = React.useCallback(() => videoRef.current?.pause(), []);

  const videoProps = {
    ref: videoRef,
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
  };

  return { videoProps, available, playing, toggle, pause };
}
