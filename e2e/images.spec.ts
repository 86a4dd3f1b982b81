import { IMAGE_WIDTHS } from "../app/content/images";
import { expect, test, waitForControls } from "./fixtures";

// Each photo is fetched at the smallest rendering as sharp as it is drawn: a `sizes` wider than
// the photo's box costs a phone the larger file (1,280 px for a 335 px box at density 1.75).

const SCREENS = [
  { name: "Lighthouse's phone", viewport: { width: 375, height: 812 }, deviceScaleFactor: 1.75 },
  { name: "a phone of density 3", viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { name: "a tablet", viewport: { width: 768, height: 1024 }, deviceScaleFactor: 1 },
  { name: "a laptop", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
];
/**
 * Pages whose photos are drawn in a listing, in the home page's rows and across the column: the
 * widest last, as the browser may show a photo from its cache at a larger rendering already had.
 */
const PAGES = ["/news", "/", "/stories/carbon-markets"];
const RENDERING = /-(\d+)\.(avif|webp)$/;

for (const { name, viewport, deviceScaleFactor } of SCREENS) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport, deviceScaleFactor });

    test("each photo comes at the smallest rendering as sharp as its box", async ({ page }) => {
      for (const path of PAGES) {
        await page.goto(path);
        await waitForControls(page);
        const photos = page.locator("#main-content img[srcset]");
        const count = Math.min(await photos.count(), 3);
        for (let index = 0; index < count; index++) {
          const photo = photos.nth(index);
          await photo.scrollIntoViewIfNeeded();
          await expect
            .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
            .toMatch(RENDERING);
          const { drawn, chosen } = await photo.evaluate((img: HTMLImageElement) => ({
            drawn: img.getBoundingClientRect().width * window.devicePixelRatio,
            chosen: img.currentSrc,
          }));
          const fetched = Number(RENDERING.exec(chosen)?.[1]);
          const sharpEnough = IMAGE_WIDTHS.find((width) => width >= drawn) ?? IMAGE_WIDTHS.at(-1);
          expect(fetched, `${path}, photo ${index + 1}: ${Math.round(drawn)} px drawn`).toBe(
            sharpEnough,
          );
        }
      }
    });
  });
}
