import * as React from "react";

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

interface NetworkInformationLike {
  saveData?: boolean;
}

/** Whether the visitor asked for less motion or less data: then nothing plays by itself. */
function shouldAutoplay(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return !window.matchMedia(REDUCED_MOTION_QUERY).matches && connection?.saveData !== true;
}

/**
 * A muted looping background video that starts only when motion and data allow,
 * with a play state the visible control toggles (WCAG 2.2.2).
 */
export function useBackgroundVideo() {
  const videoRef = React.useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = React.useState(false);

  React.useEffect(() => {
    const video = videoRef.current;
    if (!video || !shouldAutoplay()) return;
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

  return { videoProps, playing, toggle, pause };
}
