import { existsSync } from "node:fs";
import { join } from "node:path";
import { IMAGE_FORMATS, IMAGE_WIDTHS } from "./images";

/** "/images/content/faq-1280.webp" → stem "/images/content/faq". */
const RENDERING = /^(?<stem>\/.+)-(?<width>\d+)\.(?<format>[a-z0-9]+)$/;

/**
 * The stem of an image named in content, once every rendering the layout draws
 * (`<stem>-<width>.<format>`) is found under public/; otherwise what is missing.
 */
export function resolveImage(
  publicDir: string,
  src: string,
): { stem: string } | { problem: string } {
  const stem = RENDERING.exec(src)?.groups?.stem;
  if (!stem)
    return {
      problem: `"${src}" must name one of an image's renderings, such as "/images/content/faq-1280.webp"`,
    };
  const missing = IMAGE_WIDTHS.flatMap((width) =>
    IMAGE_FORMATS.map((format) => `${stem}-${width}.${format}`),
  ).filter((file) => !existsSync(join(publicDir, file)));
  if (missing.length > 0) return { problem: `${missing.join(", ")} not found under public/` };
  return { stem };
}
