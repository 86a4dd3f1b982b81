import { PHOTO_AFTER_PAINT_CLASS } from "~/config/constants";
import {
  FALLBACK_FORMAT,
  IMAGE_ASPECT,
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  imageRendering,
} from "~/content/images";
import type { ImageView } from "~/content/types";
import { cn } from "~/lib/cn";

type ResponsiveImageProps = {
  image: ImageView;
  /** The `sizes` attribute: how wide the image is drawn. */
  sizes: string;
  /** The frame's box: its width, aspect ratio and corners. The photo fills it. */
  className?: string;
  /** Load at once (the page's main image) instead of when scrolled near. */
  priority?: boolean;
  /**
   * Drawn for its looks alone: a card's picture beside the card's own words, which the page it
   * leads to shows again with its description. Such a picture, loaded only when scrolled near,
   * comes in the fallback format alone: the page's HTML stays within its budget.
   */
  decorative?: boolean;
};

const srcSet = (image: ImageView, format: string) =>
  IMAGE_WIDTHS.map((width) => `${imageRendering(image, width, format)} ${width}w`).join(", ");

/**
 * A content image in its best format at the width it is drawn, in a frame that holds its box
 * before it loads (no layout shift). A photo loaded when scrolled near is displayed only once the
 * page has painted (PHOTO_AFTER_PAINT_CLASS): none is fetched before the first paint.
 */
export function ResponsiveImage({
  image,
  sizes,
  className,
  priority = false,
  decorative = false,
}: ResponsiveImageProps) {
  const img = (
    <img
      src={imageRendering(image, IMAGE_WIDTHS[0], FALLBACK_FORMAT)}
      srcSet={srcSet(image, FALLBACK_FORMAT)}
      sizes={sizes}
      alt={decorative ? "" : image.alt}
      width={IMAGE_WIDTHS[0]}
      height={IMAGE_WIDTHS[0] * IMAGE_ASPECT}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      {...(priority && { fetchPriority: "high" })}
      className="size-full object-cover"
    />
  );
  return (
    <span className={cn("block overflow-hidden", !priority && PHOTO_AFTER_PAINT_CLASS, className)}>
      {decorative ? (
        img
      ) : (
        <picture>
          {IMAGE_FORMATS.slice(0, -1).map((format) => (
            <source
              key={format}
              type={`image/${format}`}
              srcSet={srcSet(image, format)}
              sizes={sizes}
            />
          ))}
          {img}
        </picture>
      )}
    </span>
  );
}
