import type { ImageView } from "./types";

/** The widths every content image is rendered at: what the layout draws, at 16:9. */
export const LARGEST_WIDTH = 1280;
export const IMAGE_WIDTHS = [640, LARGEST_WIDTH] as const;
export const IMAGE_ASPECT = 9 / 16;
/**
 * The page column's width inside its gutters (the `page-container` utility in app.css: 20 px each
 * side on phones, 30 px from 640 px), for `sizes`: drawn 335 px wide on a 375 px phone, a photo
 * said to be `100vw` was fetched at 1,280 px on a phone of density 1.75 where 640 px is as sharp.
 */
export const COLUMN_WIDTH = {
  phone: "calc(100vw - 2.5rem)",
  fromSmall: "calc(100vw - 3.75rem)",
} as const;

/** The smallest photo the layout draws at its largest rendering without enlarging it. */
export const MIN_PHOTO = { width: LARGEST_WIDTH, height: Math.round(LARGEST_WIDTH * IMAGE_ASPECT) };

/** Formats a browser picks from, best first; the last is the `<img>` fallback. */
export const FALLBACK_FORMAT = "webp";
export const IMAGE_FORMATS = ["avif", FALLBACK_FORMAT] as const;

/** Where editors upload photos (the editor's media folder under public/), as a site path. */
export const UPLOADS_PATH = "/images/uploads";
/** The formats and size of a photo an editor may upload; the build renders it at IMAGE_WIDTHS. */
export const UPLOAD_EXTENSIONS = ["jpg", "jpeg", "png"] as const;
export const MAX_UPLOAD_MB = 20;

export const imageRendering = (image: ImageView, width: number, format: string) =>
  `${image.stem}-${width}.${format}`;

/** The largest rendering in the fallback format: the file shared on social networks. */
export function shareImageOf(image: ImageView): string {
  return imageRendering(image, LARGEST_WIDTH, FALLBACK_FORMAT);
}

/** Each goal's icon: its symbol in the sprite that `npm run media` draws (see GoalIcon). */
export const goalIcon = (number: number) =>
  `/images/goals/goals.svg#goal-${String(number).padStart(2, "0")}`;
