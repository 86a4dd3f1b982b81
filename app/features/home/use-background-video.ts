import * as React from "react";

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
const REDUCED_DATA_QUERY = "(prefers-reduced-data: reduce)";
/** Connections on which a background film would cost the visitor more than it gives. */
const SLOW_CONNECTIONS = ["slow-2g", "2g"];

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the visitor saves data (Save-Data, reduced data) or is on a 2G connection. */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return (
    connection?.saveData === true ||
    SLOW_CONNECTIONS.includes(connection?.effectiveType ?? "") ||
    window.matchMedia(REDUCED_DATA_QUERY).matches
  );
}

/**
 * A muted looping background film. When the visitor saves data it is never loaded: the still stays
 * and no control is offered (`available` false). Otherwise a visible control plays and pauses it
 * (WCAG 2.2.2), and it starts by itself unless the visitor asked for less motion.
 */
export function useBackgroundVideo() {
  const videoRef = React.useRef<HTMLVideoElement>(null);
  const [available, setAvailable] = React.useState(false);
  const [playing, setPlaying] = React.useState(false);

  React.useEffect(() => {
    const video = videoRef.current;
    if (!video || savesData()) return;
    setAvailable(true);
    if (window.matchMedia(REDUCED_MOTION_QUERY).matches) return;
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
