import type { Page } from "@playwright/test";
import { messagesFor } from "../app/i18n/catalog";
import { LANGUAGES, localizePath } from "../app/i18n/languages";
import { expect, present, test, waitForControls } from "./fixtures";

// The home page on a phone held upright: the hero shows its globe, what the portal is stands on
// the first screen, the page is short enough and keeps its height, and no text is cut short.

const PHONE = { width: 375, height: 740 };

/** Runs in the page: the share of the hero's first screen that is black or nearly so. */
async function blackShare(page: Page): Promise<number> {
  const hero = page.locator("section[aria-labelledby=hero-heading]");
  const box = await hero.boundingBox();
  if (!box) throw new Error("no hero");
  const shot = await page.screenshot({
    clip: { x: 0, y: box.y, width: PHONE.width, height: PHONE.height - box.y },
  });
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let black = 0;
    for (let i = 0; i < data.length; i += 4)
      if (Math.max(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0) < 32) black++;
    return black / (data.length / 4);
  }, shot.toString("base64"));
}

test.use({ viewport: PHONE });

test("at 375 x 740 less than half of the hero's first screen is black", async ({ page }) => {
  for (const path of ["/", "/ar"]) {
    await page.goto(path);
    await waitForControls(page);
    await page
      .locator("section picture img")
      .first()
      .evaluate((img: HTMLImageElement) => img.decode());
    expect(await blackShare(page), path).toBeLessThan(0.5);
  }
});

test("the hero's words stand below its globe, with no empty band above the heading", async ({
  page,
}) => {
  await page.goto("/");
  const hero = await page.locator("section[aria-labelledby=hero-heading]").boundingBox();
  const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
  expect(hero && heading).toBeTruthy();
  if (!hero || !heading) return;
  // The words keep to the lower part of the hero: the globe above them is in view.
  expect(heading.y - hero.y).toBeGreaterThan(hero.height / 3);
});

test("a phone on Wi-Fi plays the film by itself", async ({ page }) => {
  await page.addInitScript(() => {
    const connection = { saveData: false, effectiveType: "4g", type: "wifi" };
    Object.defineProperty(navigator, "connection", { value: connection, configurable: true });
  });
  await page.goto("/");
  await waitForControls(page);
  await expect(page.getByRole("button", { name: "Pause background video" })).toBeVisible();
});

test("at 375 x 740 the home page is at most 8,000 px tall in every language", async ({ page }) => {
  for (const path of ["/", "/ar", "/zh", "/fr", "/es", "/ru"]) {
    await page.goto(path);
    await waitForControls(page);
    // Measured in the page's own fonts, as a visitor sees it.
    await page.evaluate(() => document.fonts.ready);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, path).toBeLessThanOrEqual(8000);
  }
});

test.describe("the first screen of a phone (375 x 812)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("in every language the heading, the tagline and the main button stand on it", async ({
    page,
  }) => {
    for (const language of LANGUAGES) {
      const hero = messagesFor(language.code).home.hero;
      await test.step(language.code, async () => {
        await page.goto(localizePath("/", language.code));
        await page.evaluate(() => document.fonts.ready);
        const parts = [
          page.getByRole("heading", { level: 1, name: hero.heading }),
          page.getByText(hero.tagline, { exact: true }),
          page.getByRole("link", { name: hero.explore, exact: true }),
          page.getByRole("button", { name: hero.watchIntro }),
        ];
        for (const part of parts) {
          const box = present(await part.boundingBox(), "a part of the hero");
          expect(
            box.y + box.height,
            `${language.code}: ${await part.innerText()}`,
          ).toBeLessThanOrEqual(812);
        }
        // One place for the languages: the header's panel, not a second list above the hero.
        await expect(
          page.getByRole("navigation", {
            name: messagesFor(language.code).home.strip.languages,
            exact: true,
          }),
          language.code,
        ).toBeHidden();
        await expect(
          page.getByRole("button", { name: messagesFor(language.code).nav.openMenu }),
          language.code,
        ).toHaveCount(1);
      });
    }
  });
});

test("the page keeps its height as its bands are scrolled into view", async ({ page }) => {
  await page.goto("/ru");
  await waitForControls(page);
  await page.evaluate(() => document.fonts.ready);
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  const atLoad = await height();
  // Down the page a screen at a time, as a reader scrolls, each step drawn before the next.
  const screens = Math.ceil(atLoad / 740);
  for (let screen = 1; screen <= screens; screen++) {
    await page.evaluate(
      (top) =>
        new Promise<void>((resolve) => {
          window.scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
      screen * 740,
    );
  }
  expect(Math.abs((await height()) - atLoad)).toBeLessThan(50);
});

test("every card and goal tile shows its sentences whole", async ({ page }) => {
  for (const path of ["/", "/ru", "/fr"]) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const cut = await page.locator("#main-content").evaluate((main) =>
      Array.from(main.querySelectorAll<HTMLElement>("li p, li .goal-tile__description"))
        .filter((text) => text.getClientRects().length > 0)
        .filter((text) => {
          const style = getComputedStyle(text);
          const clamped = style.webkitLineClamp !== "none" && style.webkitLineClamp !== "";
          const overflows = text.scrollHeight > text.clientHeight + 1;
          return clamped || overflows || text.innerText.trim().endsWith("…");
        })
        .map((text) => text.innerText.slice(0, 40)),
    );
    expect(cut, path).toEqual([]);
  }
});

/** Where the focused element's card stands across the viewport, once a frame is drawn. */
async function focusedCard(page: Page): Promise<{ name: string; left: number; right: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => {
          const focused = document.activeElement;
          const card = focused?.closest("li");
          const box = card?.getBoundingClientRect();
          resolve({
            name: (focused?.textContent ?? "").trim().slice(0, 30),
            left: Math.round(box?.left ?? -1),
            right: Math.round(box?.right ?? Infinity),
          });
        }),
      ),
  );
}

for (const path of ["/", "/ar"]) {
  test(`${path}: a card reached by keyboard in a sideways row is seen whole, at once`, async ({
    page,
  }) => {
    // Less motion asked for on one page, none on the other: the cards show at once either way.
    await page.emulateMedia({ reducedMotion: path === "/" ? "reduce" : "no-preference" });
    await page.goto(path);
    await waitForControls(page);
    const rows = page.locator("#main-content ul[class*='snap-mandatory']");
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    for (const row of await rows.all()) {
      const links = row.locator(":scope > li a[href]");
      await links.first().focus();
      const count = await links.count();
      for (const key of [...Array(count - 1).fill("Tab"), ...Array(count - 1).fill("Shift+Tab")]) {
        await page.keyboard.press(key);
        // Snapping may take a frame or two to settle.
        await expect
          .poll(async () => {
            const card = await focusedCard(page);
            return card.left >= 0 && card.right <= PHONE.width ? "whole" : card;
          })
          .toBe("whole");
      }
    }
    // Reached from below by Shift+Tab before the stories were ever in view: shown at once, whole.
    const stories = page.locator("[data-control='reveal']");
    const after = stories.locator("xpath=following::a[@href][1]");
    await after.focus();
    await page.keyboard.press("Shift+Tab");
    const card = await stories.evaluate((list) => {
      const item = document.activeElement?.closest("li");
      return {
        inList: item?.parentElement === list,
        opacity: item ? getComputedStyle(item).opacity : "",
        animations: list.getAnimations({ subtree: true }).length,
      };
    });
    expect(card).toEqual({ inList: true, opacity: "1", animations: 0 });
  });
}

// WCAG 1.4.12: with the spacing a reader may set, at 320 px, the three figures stand apart, each
// word within its own box.
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

test("with WCAG text spacing at 320 px the figures do not overlap", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ["/fr", "/ru"]) {
    await page.goto(path);
    await page.addStyleTag({ content: TEXT_SPACING });
    await page.evaluate(() => document.fonts.ready);
    const problems = await page
      .locator("section[aria-labelledby='stats-heading'] dl")
      .evaluate((list) => {
        const boxes = Array.from(list.children, (figure) => figure.getBoundingClientRect());
        const apart = (a: DOMRect, b: DOMRect) =>
          a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        const found: string[] = [];
        boxes.forEach((one, i) =>
          boxes.slice(i + 1).forEach((other, j) => {
            if (!apart(one, other)) found.push(`figures ${i} and ${i + j + 1} overlap`);
          }),
        );
        for (const [i, figure] of Array.from(list.children).entries()) {
          const box = boxes[i];
          for (const text of figure.children) {
            const inner = text.getBoundingClientRect();
            if (
              box &&
              (inner.left < box.left ||
                inner.right > box.right ||
                text.scrollWidth > text.clientWidth)
            )
              found.push(`"${text.textContent}" leaves its figure`);
          }
        }
        return found;
      });
    expect(problems, path).toEqual([]);
  }
});
