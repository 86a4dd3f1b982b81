import { IMAGE_FORMATS, IMAGE_WIDTHS, FALLBACK_FORMAT } from "~/content/images";
import { heroVideo } from "./home-links";

/** Below this width the hero draws the small still: it sits under a dark veil, detail is lost. */
const SMALL_SCREEN_QUERY = "(max-width: 767px)";
const [SMALL_WIDTH, LARGE_WIDTH] = IMAGE_WIDTHS;

const rendering = (width: number, format: string) => `${heroVideo.posterStem}-${width}.${format}`;

/**
 * The hero film's first frame, drawn under the film: the page's largest paint, fetched first, and
 * what stays when the film does not play (reduced motion, data saving, no JavaScript).
 */
export function HeroPoster({ className }: { className?: string }) {
  return (
    <picture>
      {IMAGE_FORMATS.slice(0, -1).flatMap((format) => [
        <source
          key={`${format}-small`}
          media={SMALL_SCREEN_QUERY}
          type={`image/${format}`}
          srcSet={rendering(SMALL_WIDTH, format)}
        />,
        <source key={format} type={`image/${format}`} srcSet={rendering(LARGE_WIDTH, format)} />,
      ])}
      <source
        media={SMALL_SCREEN_QUERY}
        type={`image/${FALLBACK_FORMAT}`}
        srcSet={rendering(SMALL_WIDTH, FALLBACK_FORMAT)}
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
