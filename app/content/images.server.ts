import { createHash } from "node:crypto";
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
} from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";
import type { Plugin } from "vite";
import { ContentError } from "./content-error";
import { photoSizeProblem } from "./file-rules";
import {
  IMAGE_ASPECT,
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  MAX_UPLOAD_MB,
  MIN_PHOTO,
  UPLOAD_EXTENSIONS,
  UPLOADS_PATH,
} from "./images";

type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** "/images/content/faq-1280.webp" → stem "/images/content/faq". */
const RENDERING = /^(?<stem>\/.+)-(?<width>\d+)\.(?<format>[a-z0-9]+)$/;
/** "/images/uploads/solar-panels.jpg" → stem "/images/uploads/solar-panels". */
const UPLOAD = new RegExp(`^(?<stem>${UPLOADS_PATH}/[^/]+)\\.(?<extension>[a-z0-9]+)$`, "i");
const MEGABYTE = 1024 * 1024;

/** The first bytes of each format an upload may be in. */
const SIGNATURES = [
  Buffer.from([0xff, 0xd8, 0xff]),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
];

export type ResolvedImage =
  /** `upload`: an editor's photo, whose renderings the build writes (see writePhotoRenderings). */
  { stem: string; upload?: string; width: number; height: number } | { problem: string };

/**
 * The most pixels a photo may have: sharp's own limit on what it decodes (16,383 x 16,383, about
 * 268 megapixels), named so that a larger photo is refused with it rather than failing to render.
 */
export const MAX_PHOTO_PIXELS = 0x3fff * 0x3fff;

/**
 * The stem of an image named in content: an editor's photo under UPLOADS_PATH, checked for its
 * format and size, or a rendering of a committed illustration once every rendering the layout
 * draws (`<stem>-<width>.<format>`) is found under public/; otherwise what is wrong.
 */
export function resolveImage(publicDir: string, src: string): ResolvedImage {
  if (src.startsWith(`${UPLOADS_PATH}/`)) {
    const photo = resolveUpload(publicDir, src);
    if ("problem" in photo) return photo;
    const problem = photoSizeProblem(src, photo, "image");
    return problem ? { problem } : photo;
  }
  const stem = RENDERING.exec(src)?.groups?.stem;
  if (!stem)
    return {
      problem: `"${src}" must name one of an image's renderings, such as "/images/content/faq-1280.webp"`,
    };
  const missing = IMAGE_WIDTHS.flatMap((width) =>
    IMAGE_FORMATS.map((format) => `${stem}-${width}.${format}`),
  ).filter((file) => !existsSync(join(publicDir, file)));
  if (missing.length > 0) return { problem: `${missing.join(", ")} not found under public/` };
  return { stem, ...MIN_PHOTO };
}

/** The suffix of the renderings of a photo drawn whole in a page's text, not cropped to 16:9. */
export const WHOLE_PHOTO = "-whole";

/**
 * A picture in a page's text: an illustration, or an editor's photo (or chart) at least as wide as
 * the largest rendering, drawn whole, at its own proportions.
 */
export function resolveBodyImage(publicDir: string, src: string): ResolvedImage {
  if (!src.startsWith(`${UPLOADS_PATH}/`)) return resolveImage(publicDir, src);
  const photo = resolveUpload(publicDir, src);
  if ("problem" in photo) return photo;
  const problem = photoSizeProblem(src, photo, "body");
  return problem ? { problem } : { ...photo, stem: `${photo.stem}${WHOLE_PHOTO}` };
}

function resolveUpload(publicDir: string, src: string): ResolvedImage {
  const match = UPLOAD.exec(src)?.groups;
  const extension = match?.extension?.toLowerCase() ?? "";
  if (!match?.stem || !(UPLOAD_EXTENSIONS as readonly string[]).includes(extension))
    return { problem: `"${src}" must be a photo in JPEG or PNG format (.jpg, .jpeg or .png)` };
  const file = join(publicDir, src);
  if (!existsSync(file) || !statSync(file).isFile())
    return { problem: `"${src}" not found under public/` };
  const { size } = statSync(file);
  if (size > MAX_UPLOAD_MB * MEGABYTE)
    return {
      problem: `"${src}" is ${(size / MEGABYTE).toFixed(1)} MB; a photo may be ${MAX_UPLOAD_MB} MB at most`,
    };
  const head = Buffer.alloc(8);
  const fd = openSync(file, "r");
  readSync(fd, head, 0, head.length, 0);
  closeSync(fd);
  if (!SIGNATURES.some((signature) => head.subarray(0, signature.length).equals(signature)))
    return { problem: `"${src}" is not a JPEG or PNG file, whatever its name says` };
  const dimensions = photoSize(readFileSync(file));
  if (!dimensions) return { problem: `"${src}" cannot be read as a photo: save it again` };
  const pixels = dimensions.width * dimensions.height;
  if (pixels > MAX_PHOTO_PIXELS)
    return {
      problem: `"${src}" is ${dimensions.width} x ${dimensions.height} pixels (${megapixels(pixels)} megapixels), too large to decode; a photo may have ${megapixels(MAX_PHOTO_PIXELS)} megapixels at most (such as 16,383 x 16,383): save it smaller`,
    };
  return { stem: match.stem, upload: src, ...dimensions };
}

const megapixels = (pixels: number) => Math.floor(pixels / 1_000_000).toLocaleString("en");

/** EXIF orientations that turn a photo by a quarter: its width and height swap when shown. */
const QUARTER_TURNS = new Set([5, 6, 7, 8]);

/**
 * A JPEG's or PNG's size as it is shown (a phone's portrait photo upright), read from its header
 * at once: the content is read synchronously, as the route table needs it.
 */
export function photoSize(data: Buffer): { width: number; height: number } | undefined {
  if (data.subarray(1, 4).toString("latin1") === "PNG")
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  let turned = false;
  for (let at = 2; at + 9 < data.length; ) {
    if (data[at] !== 0xff) return undefined;
    const marker = data[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = data.readUInt16BE(at + 2);
    if (marker === 0xe1 && data.subarray(at + 4, at + 10).toString("latin1") === "Exif\0\0")
      turned = QUARTER_TURNS.has(exifOrientation(data.subarray(at + 10, at + 2 + length)));
    // Start of frame (baseline, progressive, ...): not DHT (C4), JPG (C8) or DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      const height = data.readUInt16BE(at + 5);
      const width = data.readUInt16BE(at + 7);
      return turned ? { width: height, height: width } : { width, height };
    }
    at += 2 + length;
  }
  return undefined;
}

/** The orientation tag (0x0112) of an EXIF block's first directory; 1 (upright) when absent. */
function exifOrientation(tiff: Buffer): number {
  if (tiff.length < 8) return 1;
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const directory = u32(4);
  if (directory + 2 > tiff.length) return 1;
  const count = u16(directory);
  for (let entry = 0; entry < count; entry++) {
    const at = directory + 2 + entry * 12;
    if (at + 12 > tiff.length) break;
    if (u16(at) === 0x0112) return u16(at + 8);
  }
  return 1;
}

/** Encoder settings for photos, close to those of the committed illustrations (scripts/media). */
const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 72, effort: 6, smartSubsample: true }),
} satisfies Record<ImageFormat, (image: Sharp) => Sharp>;

/**
 * One rendering of an editor's photo, as the layout draws content images: turned upright, cropped
 * to the layout's aspect ratio around its most interesting part (or, drawn `whole` in a page's
 * text, at its own proportions), without the camera's metadata (location included).
 */
export function renderPhoto(
  file: string | Buffer,
  width: number,
  format: ImageFormat,
  { whole = false } = {},
): Promise<Buffer> {
  const image = sharp(file, { limitInputPixels: MAX_PHOTO_PIXELS }).rotate();
  const resized = whole
    ? image.resize(width)
    : image.resize(width, Math.round(width * IMAGE_ASPECT), { fit: "cover", position: "attention" });
  return ENCODERS[format](resized).toBuffer();
}

/** A photo whose renderings the build writes: drawn whole when its stem says so. */
export interface PhotoUpload {
  stem: string;
  upload: string;
}

/** How photos are rendered: the encoder's version and this code, on which a cached rendering depends
 * as much as on the photo. */
const RENDERER = `${sharp.versions.sharp} ${renderPhoto.toString()} ${JSON.stringify(
  Object.values(ENCODERS).map(String),
)}`;

/**
 * Writes every rendering of the photos pages show into the client build, `<stem>-<width>.<format>`;
 * the uploaded photos themselves are left out of it: pages never link to them, and they may be
 * large and carry the camera's metadata (the editor reads them through its back end). With a
 * `cacheDir`, renderings are kept there by the photo's content, and a photo that did not change is
 * not encoded again; the folder is safe to delete.
 */
export async function writePhotoRenderings(
  publicDir: string,
  uploads: readonly PhotoUpload[],
  clientDir: string,
  cacheDir?: string,
): Promise<number> {
  const written = new Set<string>();
  const uploadsDir = join(clientDir, UPLOADS_PATH);
  mkdirSync(uploadsDir, { recursive: true });
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  for (const { stem, upload } of uploads) {
    const photo = await readFile(join(publicDir, upload));
    const whole = stem.endsWith(WHOLE_PHOTO);
    const hash = createHash("sha256").update(RENDERER).update(photo).digest("hex").slice(0, 32);
    for (const width of IMAGE_WIDTHS) {
      for (const format of IMAGE_FORMATS) {
        const file = join(clientDir, `${stem}-${width}.${format}`);
        const cached =
          cacheDir && join(cacheDir, `${hash}-${whole ? "whole" : "16x9"}-${width}.${format}`);
        if (cached && existsSync(cached)) copyFileSync(cached, file);
        else {
          const rendering = await renderPhoto(photo, width, format, { whole }).catch(() => {
            throw new ContentError([
              `public${upload}: the photo cannot be read to the end (a broken or partly copied file): save it again as JPEG or PNG`,
            ]);
          });
          await writeFile(file, rendering);
          if (cached) copyFileSync(file, cached);
        }
        written.add(file);
      }
    }
  }
  for (const name of readdirSync(uploadsDir))
    if (!written.has(join(uploadsDir, name))) rmSync(join(uploadsDir, name), { recursive: true });
  return uploads.length;
}

/** "/images/uploads/solar-panels-640.avif" → the rendering's photo, width and format. */
const PHOTO_RENDERING = new RegExp(`^${UPLOADS_PATH}/(?<name>[^/]+)-(?<width>\\d+)\\.(?<format>[a-z]+)$`);

/**
 * Serves the renderings of editors' photos in development, rendered from the photos on request,
 * as the build writes them.
 */
export function photoRenderingsInDevelopment(publicDir: string): Plugin {
  const rendered = new Map<string, Buffer>();
  return {
    name: "site:photo-renderings",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = PHOTO_RENDERING.exec((req.url ?? "").split("?")[0] ?? "")?.groups;
        const width = Number(match?.width);
        const format = IMAGE_FORMATS.find((known) => known === match?.format);
        const whole = match?.name?.endsWith(WHOLE_PHOTO) ?? false;
        const name = whole ? match?.name?.slice(0, -WHOLE_PHOTO.length) : match?.name;
        const photo = UPLOAD_EXTENSIONS.map((extension) =>
          join(publicDir, UPLOADS_PATH, `${name}.${extension}`),
        ).find((file) => match && existsSync(file));
        if (!photo || !format || !(IMAGE_WIDTHS as readonly number[]).includes(width))
          return next();
        const key = `${photo}:${statSync(photo).mtimeMs}:${width}.${format}:${whole}`;
        const image = rendered.get(key) ?? renderPhoto(photo, width, format, { whole });
        Promise.resolve(image).then((buffer) => {
          rendered.set(key, buffer);
          res.writeHead(200, { "Content-Type": `image/${format}`, "Cache-Control": "no-cache" });
          res.end(buffer);
        }, next);
      });
    },
  };
}
