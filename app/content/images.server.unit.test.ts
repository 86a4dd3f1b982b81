import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { MAX_PHOTO_PIXELS, photoSize, resolveImage, writePhotoRenderings } from "./images.server";

const root = mkdtempSync(join(tmpdir(), "photos-"));
process.env.SITE_BUILD_CACHE = join(root, "cache");
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  delete process.env.SITE_BUILD_CACHE;
});

// Encoding every width in every format takes sharp about 3 s alone; on two cores shared with a
// build or a browser, several times that.
const RENDERING_MS = 30_000;

it("renders a photo at the layout's widths and formats, 16:9, and leaves out the uploads", { timeout: RENDERING_MS }, async () => {
  const publicDir = join(root, "public");
  const clientDir = join(root, "client");
  for (const dir of [publicDir, clientDir]) mkdirSync(join(dir, "images/uploads"), { recursive: true });
  // A portrait photo, as a phone takes it: the renderings are cropped to the layout's 16:9.
  const photo = await sharp({
    create: { width: 900, height: 1200, channels: 3, background: "#3a7bd5" },
  })
    .jpeg()
    .toBuffer();
  for (const dir of [publicDir, clientDir]) writeFileSync(join(dir, "images/uploads/field.jpg"), photo);

  const uploads = [{ stem: "/images/uploads/field", upload: "/images/uploads/field.jpg" }];
  writeFileSync(join(clientDir, "images/uploads/unused.jpg"), photo);
  expect(await writePhotoRenderings(publicDir, uploads, clientDir)).toBe(1);

  const sizes = await Promise.all(
    readdirSync(join(clientDir, "images/uploads"))
      .sort()
      .map(async (name) => {
        const { format, width, height } = await sharp(join(clientDir, "images/uploads", name)).metadata();
        return `${name} ${format} ${width}x${height}`;
      }),
  );
  expect(sizes).toEqual([
    "field-1280.avif heif 1280x720",
    "field-1280.webp webp 1280x720",
    "field-640.avif heif 640x360",
    "field-640.webp webp 640x360",
  ]);
});

it("keeps renderings in a cache by the photo's content, and uses them again", { timeout: RENDERING_MS }, async () => {
  const publicDir = join(root, "cached-public");
  const cacheDir = join(root, "cache");
  mkdirSync(join(publicDir, "images/uploads"), { recursive: true });
  const photo = await sharp({ create: { width: 1400, height: 900, channels: 3, background: "#ccc" } })
    .jpeg()
    .toBuffer();
  writeFileSync(join(publicDir, "images/uploads/field.jpg"), photo);
  const uploads = [{ stem: "/images/uploads/field", upload: "/images/uploads/field.jpg" }];
  await writePhotoRenderings(publicDir, uploads, join(root, "first"), cacheDir);
  const cached = readdirSync(cacheDir).sort();
  expect(cached).toHaveLength(4);
  // A rendering found in the cache is copied, not encoded again.
  const marked = cached.find((name) => name.endsWith("-640.webp")) ?? "";
  writeFileSync(join(cacheDir, marked), "from the cache");
  await writePhotoRenderings(publicDir, uploads, join(root, "second"), cacheDir);
  expect(readFileSync(join(root, "second/images/uploads/field-640.webp"), "utf8")).toBe(
    "from the cache",
  );
});

it("reads a photo's size as it is shown, a phone's portrait photo upright", async () => {
  const turned = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#000" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  expect(photoSize(turned)).toEqual({ width: 1200, height: 1600 });
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  expect(photoSize(png)).toEqual({ width: 300, height: 200 });
});

it("stops on a photo that cannot be read to the end, naming the file", async () => {
  const publicDir = join(root, "broken-public");
  mkdirSync(join(publicDir, "images/uploads"), { recursive: true });
  const photo = await sharp({ create: { width: 1400, height: 900, channels: 3, background: "#ccc" } })
    .jpeg()
    .toBuffer();
  writeFileSync(join(publicDir, "images/uploads/cut.jpg"), photo.subarray(0, 400));
  const uploads = [{ stem: "/images/uploads/cut", upload: "/images/uploads/cut.jpg" }];
  await expect(writePhotoRenderings(publicDir, uploads, join(root, "broken"))).rejects.toThrow(
    "public/images/uploads/cut.jpg: the photo cannot be read to the end",
  );
});

it("refuses a photo too large to decode, saying so with the limit", () => {
  const publicDir = join(root, "huge-public");
  mkdirSync(join(publicDir, "images/uploads"), { recursive: true });
  // A PNG's signature and header, 20,000 x 20,000 pixels: the size is read from the header alone.
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
  header.writeUInt32BE(13, 8);
  header.write("IHDR", 12, "latin1");
  header.writeUInt32BE(20_000, 16);
  header.writeUInt32BE(20_000, 20);
  writeFileSync(join(publicDir, "images/uploads/huge.png"), header);
  expect(MAX_PHOTO_PIXELS).toBe(16_383 * 16_383);
  expect(resolveImage(publicDir, "/images/uploads/huge.png")).toEqual({
    problem:
      '"/images/uploads/huge.png" is 20000 x 20000 pixels (400 megapixels), too large to decode; a photo may have 268 megapixels at most (such as 16,383 x 16,383): save it smaller',
  });
});
