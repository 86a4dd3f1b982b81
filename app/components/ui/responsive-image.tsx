import type * as React from "react";
import type { ImageRef } from "~/content/types";

/** The widths `npm run media` renders for every content image, at 16:9. */
const WIDTHS = [640, 1280] as const;
const ASPECT = 9 / 16;

type ResponsiveImageProps = Omit<React.ComponentProps<"img">, "src" | "alt"> & {
  image: ImageRef;
  /** The `sizes` attribute: how wide the image is drawn. */
  sizes: string;
  /** Load at once (the page's main image) instead of when scrolled near. */
  priority?: boolean;
};

function srcSet(id: string, format: "avif" | "webp"): string {
  return WIDTHS.map((width) => `/images/content/${id}-${width}.${format} ${width}w`).join(", ");
}

/** The largest WebP rendering of an image: the one shared on social networks. */
export function shareImageOf(id: string): string {
  return `/images/content/${id}-${WIDTHS[WIDTHS.length - 1]}.webp`;
}

/** An original content image as AVIF with a WebP fallback, sized to avoid layout shift. */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  ...props
}: ResponsiveImageProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image.id, "avif")} sizes={sizes} />
      <img
        src={`/images/content/${image.id}-${WIDTHS[0]}.webp`}
        srcSet={srcSet(image.id, "webp")}
        sizes={sizes}
        alt={image.alt}
        width={WIDTHS[0]}
        height={WIDTHS[0] * ASPECT}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : "auto"}
        {...props}
      />
    </picture>
  );
}
