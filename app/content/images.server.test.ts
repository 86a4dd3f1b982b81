// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { writePhotoRenderings } from "./images.server";

const root = mkdtempSync(join(tmpdir(), "photos-"));
process.env.SITE_BUILD_CACHE = join(root, "cache");
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  delete process.env.SITE_BUILD_CACHE;
});

it("renders a photo at the layout's widths and formats, 16:9, and leaves out the uploads", async () => {
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

it("takes an unchanged photo's renderings from the build's cache", async () => {
  const publicDir = join(root, "public");
  const clientDir = join(root, "client-again");
  mkdirSync(join(clientDir, "images/uploads"), { recursive: true });
  const uploads = [{ stem: "/images/uploads/field", upload: "/images/uploads/field.jpg" }];
  const cached = join(root, "cache", "photos");
  const names = readdirSync(cached);
  expect(names).toHaveLength(4);
  // A cached rendering marked: the build copies it rather than encoding the photo again.
  for (const name of names) writeFileSync(join(cached, name), `cached ${name}`);
  await writePhotoRenderings(publicDir, uploads, clientDir);
  for (const name of readdirSync(join(clientDir, "images/uploads")))
    expect(readFileSync(join(clientDir, "images/uploads", name), "utf8")).toMatch(/^cached /);
  expect(readdirSync(join(clientDir, "images/uploads")).sort()).toEqual([
    "field-1280.avif",
    "field-1280.webp",
    "field-640.avif",
    "field-640.webp",
  ]);
});
