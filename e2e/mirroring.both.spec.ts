import { messagesFor } from "../app/i18n/catalog";
import { expect, test } from "./fixtures";

const MIRRORED = "matrix(-1, 0, 0, 1, 0, 0)";

/** Runs in the page: whether each element is drawn flipped left to right (`transform`, `scale`). */
function mirrored(elements: Element[]) {
  return elements.map((element) => {
    const style = getComputedStyle(element);
    const matrix = new DOMMatrix(style.transform === "none" ? undefined : style.transform);
    const scaleX = style.scale === "none" ? 1 : parseFloat(style.scale);
    return matrix.a * scaleX < 0;
  });
}

test.describe("icons that point, in Arabic", () => {
  const arabic = messagesFor("ar");

  test("the way back points to the right; in English, to the left", async ({ page }) => {
    await page.goto("/ar/stories/carbon-markets");
    const back = page.getByRole("link", { name: arabic.article.backTo.stories });
    const arrow = back.locator('svg[data-icon="arrow"]');
    await expect(arrow).toHaveCSS("transform", MIRRORED);
    await page.goto("/stories/carbon-markets");
    const english = page.getByRole("link", {
      name: messagesFor("en").article.backTo.stories,
    });
    await expect(english.locator('svg[data-icon="arrow"]')).toHaveCSS("transform", "none");
  });

  test("play keeps its direction, as media controls do", async ({ page }) => {
    await page.goto("/ar");
    const watch = page.getByRole("button", { name: arabic.home.hero.watchIntro });
    await expect(watch.locator('svg[data-icon="play"]')).toBeVisible();
    const plays = await page.locator('svg[data-icon="play"]').evaluateAll(mirrored);
    expect(plays.length).toBeGreaterThan(0);
    expect(plays.every((flipped) => !flipped)).toBe(true);
    const arrows = await page.locator('svg[data-icon="arrow"]').evaluateAll(mirrored);
    expect(arrows.every((flipped) => flipped)).toBe(true);
  });
});

/**
 * The hero film's globe in its 1280×720 frame (scripts/media/hero.mjs: centre 880, 370; radius
 * 300), as a box.
 */
const GLOBE = { left: 580, top: 70, right: 1180, bottom: 670, frameWidth: 1280, frameHeight: 720 };

/** Runs in the page: the globe's box on screen, from the film's box, fit, position and mirroring. */
function globeOnScreen(globe: typeof GLOBE) {
  const video = document.querySelector<HTMLVideoElement>("#main-content section video");
  if (!video) throw new Error("no hero film");
  const box = video.getBoundingClientRect();
  const style = getComputedStyle(video);
  const scale = Math.max(box.width / globe.frameWidth, box.height / globe.frameHeight);
  const [positionX = 50, positionY = 50] = style.objectPosition.split(" ").map(parseFloat);
  const offsetX = ((box.width - globe.frameWidth * scale) * positionX) / 100;
  const offsetY = ((box.height - globe.frameHeight * scale) * positionY) / 100;
  let left = box.left + offsetX + globe.left * scale;
  let right = box.left + offsetX + globe.right * scale;
  const matrix = new DOMMatrix(style.transform === "none" ? undefined : style.transform);
  const scaleX = style.scale === "none" ? 1 : parseFloat(style.scale);
  if (matrix.a * scaleX < 0)
    [left, right] = [box.left + box.right - right, box.left + box.right - left];
  return {
    left: Math.max(left, box.left),
    right: Math.min(right, box.right),
    top: Math.max(box.top + offsetY + globe.top * scale, box.top),
    bottom: Math.min(box.top + offsetY + globe.bottom * scale, box.bottom),
  };
}

/** Runs in the page: the boxes of the hero's words, line by line. */
function heroWords() {
  const heading = document.getElementById("hero-heading");
  const column = heading?.parentElement;
  if (!column) throw new Error("no hero heading");
  const range = document.createRange();
  range.selectNodeContents(column);
  return [...range.getClientRects()]
    .filter((rect) => rect.width > 0)
    .map(({ left, right, top, bottom }) => ({ left, right, top, bottom }));
}

test.describe("the hero's words beside the film's globe", () => {
  for (const language of ["en", "ar"] as const) {
    test(`they do not cover it (${language})`, async ({ page }) => {
      await page.goto(language === "en" ? "/" : "/ar");
      const globe = await page.evaluate(globeOnScreen, GLOBE);
      const words = await page.evaluate(heroWords);
      expect(words.length).toBeGreaterThan(3);
      const covered = words.filter(
        (rect) =>
          rect.left < globe.right &&
          rect.right > globe.left &&
          rect.top < globe.bottom &&
          rect.bottom > globe.top,
      );
      expect(covered, `globe at ${JSON.stringify(globe)}`).toEqual([]);
    });
  }
});
