import { IMAGE_FORMATS, IMAGE_WIDTHS, FALLBACK_FORMAT } from "~/content/images";
import { heroVideo, PHONE_SCREEN_QUERY } from "./home-links";

/** A phone held upright: its still is the film's globe, framed for a portrait screen. */
const SMALL_SCREEN_QUERY = `${PHONE_SCREEN_QUERY} and (orientation: portrait)`;
const [, LARGE_WIDTH] = IMAGE_WIDTHS;

const rendering = (size: number, format: string) => `${heroVideo.posterStem}-${size}.${format}`;

/**
 * The hero film's first frame, drawn under the film: the page's largest paint, fetched first, and
 * what stays when the film does not play (reduced motion, data saving, phones, no JavaScript). Phones
 * held upright get the globe framed for their screen, drawn as shapes (scripts/media/
 * hero-still-svg.mjs: 4.7 KB, sharp at any pixel density): as large a paint as the film's, so the
 * film starting later is not a new largest paint. Every engine draws SVG: it needs no fallback.
 */
export function HeroPoster({ className }: { className?: string }) {
  return (
    <picture>
      <source media={SMALL_SCREEN_QUERY} type="image/svg+xml" srcSet={heroVideo.phoneStill} />
      {IMAGE_FORMATS.slice(0, -1).map((format) => (
        <source key={format} type={`image/${format}`} srcSet={rendering(LARGE_WIDTH, format)} />
      ))}
      <img
        src={rendering(LARGE_WIDTH, FALLBACK_FORMAT)}
        alt=""
        width={LARGE_WIDTH}
        height={(LARGE_WIDTH * 9) / 16}
        fetchPriority="high"
        decoding="async"
        className={className}
      />
    </picture>
  );
}
