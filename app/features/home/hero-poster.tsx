import { IMAGE_FORMATS, IMAGE_WIDTHS, FALLBACK_FORMAT } from "~/content/images";
import { heroVideo, PHONE_SCREEN_QUERY } from "./home-links";

/** A phone held upright: its still is the film's globe, framed for a portrait screen. */
const SMALL_SCREEN_QUERY = `${PHONE_SCREEN_QUERY} and (orientation: portrait)`;
const [, LARGE_WIDTH] = IMAGE_WIDTHS;

const rendering = (size: number | "small", format: string) =>
  `${heroVideo.posterStem}-${size}.${format}`;

/**
 * The hero film's first frame, drawn under the film: the page's largest paint, fetched first, and
 * what stays when the film does not play (reduced motion, data saving, phones, no JavaScript). Phones held
 * upright get the globe framed for their screen (scripts/media/generate-all.sh), at the film's
 * resolution: as large a paint as the film's, so the film starting later is not a new largest paint.
 */
export function HeroPoster({ className }: { className?: string }) {
  return (
    <picture>
      {IMAGE_FORMATS.slice(0, -1).flatMap((format) => [
        <source
          key={`${format}-small`}
          media={SMALL_SCREEN_QUERY}
          type={`image/${format}`}
          srcSet={rendering("small", format)}
        />,
        <source key={format} type={`image/${format}`} srcSet={rendering(LARGE_WIDTH, format)} />,
      ])}
      <source
        media={SMALL_SCREEN_QUERY}
        type={`image/${FALLBACK_FORMAT}`}
        srcSet={rendering("small", FALLBACK_FORMAT)}
      />
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
