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
  utimesSync,
} from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";
import type { Plugin } from "vite";
import { cacheFolder, pruneCache } from "../../scripts/postbuild/cache.mjs";
import {
  IMAGE_ASPECT,
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  MAX_UPLOAD_MB,
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
  { stem: string; upload?: string } | { problem: string };

/**
 * The stem of an image named in content: an editor's photo under UPLOADS_PATH, checked for its
 * format and size, or a rendering of a committed illustration once every rendering the layout
 * draws (`<stem>-<width>.<format>`) is found under public/; otherwise what is wrong.
 */
export function resolveImage(publicDir: string, src: string): ResolvedImage {
  if (src.startsWith(`${UPLOADS_PATH}/`)) return resolveUpload(publicDir, src);
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
  return { stem: match.stem, upload: src };
}

/** Encoder settings for photos, close to those of the committed illustrations (scripts/media). */
const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 72, effort: 6, smartSubsample: true }),
} satisfies Record<ImageFormat, (image: Sharp) => Sharp>;

/**
 * One rendering of an editor's photo, as the layout draws content images: turned upright, cropped
 * to the layout's aspect ratio around its most interesting part, without the camera's metadata
 * (location included).
 */
export function renderPhoto(file: string, width: number, format: ImageFormat): Promise<Buffer> {
  const image = sharp(file)
    .rotate()
    .resize(width, Math.round(width * IMAGE_ASPECT), { fit: "cover", position: "attention" });
  return ENCODERS[format](image).toBuffer();
}

/** How photos are rendered: the encoder's version and this code, on which a cached rendering depends. */
const RENDERER = `${sharp.versions.sharp} ${renderPhoto.toString()} ${JSON.stringify(
  Object.values(ENCODERS).map(String),
)}`;

/**
 * Writes every rendering of the photos pages show into the client build, `<stem>-<width>.<format>`;
 * the uploaded photos themselves are left out of it: pages never link to them, and they may be
 * large and carry the camera's metadata (the editor reads them through its back end).
 */
export async function writePhotoRenderings(
  publicDir: string,
  uploads: readonly { stem: string; upload: string }[],
  clientDir: string,
): Promise<number> {
  const written = new Set<string>();
  const uploadsDir = join(clientDir, UPLOADS_PATH);
  mkdirSync(uploadsDir, { recursive: true });
  const cacheDir = cacheFolder("photos");
  mkdirSync(cacheDir, { recursive: true });
  for (const { stem, upload } of uploads) {
    const photo = join(publicDir, upload);
    const source = readFileSync(photo);
    for (const width of IMAGE_WIDTHS) {
      for (const format of IMAGE_FORMATS) {
        const file = join(clientDir, `${stem}-${width}.${format}`);
        // Kept by the photo's bytes and how it is rendered: an unchanged photo is not encoded again.
        const key = createHash("sha256")
          .update(RENDERER)
          .update(`${width}.${format}`)
          .update(source)
          .digest("hex");
        const cached = join(cacheDir, `${key}.${format}`);
        if (!existsSync(cached)) await writeFile(cached, await renderPhoto(photo, width, format));
        const now = new Date();
        utimesSync(cached, now, now);
        copyFileSync(cached, file);
        written.add(file);
      }
    }
  }
  await pruneCache(cacheDir);
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
        const photo = UPLOAD_EXTENSIONS.map((extension) =>
          join(publicDir, UPLOADS_PATH, `${match?.name}.${extension}`),
        ).find((file) => match && existsSync(file));
        if (!photo || !format || !(IMAGE_WIDTHS as readonly number[]).includes(width))
          return next();
        const key = `${photo}:${statSync(photo).mtimeMs}:${width}.${format}`;
        const image = rendered.get(key) ?? renderPhoto(photo, width, format);
        Promise.resolve(image).then((buffer) => {
          rendered.set(key, buffer);
          res.writeHead(200, { "Content-Type": `image/${format}`, "Cache-Control": "no-cache" });
          res.end(buffer);
        }, next);
      });
    },
  };
}
