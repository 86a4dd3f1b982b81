import type { Page } from "@playwright/test";
import { contrastRatio, over, parseColour, type Rgba } from "../app/test/contrast";
import { expect, present, storeTheme, test } from "./fixtures";

/** The four themes; `system` on a dark device, since on a light one it is the normal look. */
const LOOKS = [
  { theme: "normal", scheme: "light" },
  { theme: "high-contrast-dark", scheme: "light" },
  { theme: "light-high-contrast", scheme: "light" },
  { theme: "system", scheme: "dark" },
] as const;

const RING_CONTRAST = 3;

interface Ring {
  what: string;
  /** The floating theme button, whose surface changes as the page scrolls. */
  floating: boolean;
  visible: boolean;
  outline: string;
  outlineWidth: number;
  halo: string | null;
  /** The background around the rings, topmost first, translucent layers included. */
  backgrounds: string[];
}

/**
 * Runs in the page: focuses, one by one, every control in the flow of the page and reads its two
 * rings and the backgrounds of its containers; then the floating theme button at a few scroll
 * positions (the dark hero among them) against what lies just outside its rings.
 */
function ringsInPage(): Ring[] {
  const painted = (colour: string) => colour !== "transparent" && !/rgba\(.*,\s*0\)$/.test(colour);
  const ringOf = (element: HTMLElement) => {
    const style = getComputedStyle(element);
    return {
      visible: element.matches(":focus-visible"),
      outline: style.outlineColor,
      outlineWidth: parseFloat(style.outlineWidth),
      // The halo is a 2 px spread shadow; other shadows of the element may come with it.
      halo: /(rgba?\([^)]*\)) 0px 0px 0px 2px/.exec(style.boxShadow)?.[1] ?? null,
    };
  };
  const backgroundsOf = (elements: Iterable<Element>) => {
    const layers: string[] = [];
    for (const element of elements) {
      const colour = getComputedStyle(element).backgroundColor;
      if (!painted(colour)) continue;
      layers.push(colour);
      if (!colour.startsWith("rgba")) break;
    }
    return layers;
  };
  const containersOf = (element: Element) => {
    const containers: Element[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) containers.push(node);
    return containers;
  };

  /** What lies just outside the rings, beside the element. */
  const underneath = (element: Element) => {
    const box = element.getBoundingClientRect();
    const x = box.left - 8 >= 0 ? box.left - 8 : box.right + 8;
    return document
      .elementsFromPoint(x, box.top + box.height / 2)
      .filter((found) => !element.contains(found) && !found.closest(".theme-selector"));
  };

  const rings: Ring[] = [];
  const controls = document.querySelectorAll<HTMLElement>(
    "a[href], button, input, select, textarea, summary",
  );
  for (const control of controls) {
    if (control.closest(".theme-selector, [inert], dialog") || control.tabIndex < 0) continue;
    if (control.getClientRects().length === 0) continue;
    control.focus();
    if (document.activeElement !== control) continue;
    // A control laid over the page (the skip link over the header) is measured by what is under it.
    const laidOver = ["absolute", "fixed"].includes(getComputedStyle(control).position);
    rings.push({
      what: (control.textContent?.trim() || control.getAttribute("aria-label") || "").slice(0, 40),
      floating: false,
      ...ringOf(control),
      backgrounds: backgroundsOf(laidOver ? underneath(control) : containersOf(control)),
    });
  }

  const button = document.querySelector<HTMLElement>(".theme-selector button");
  if (!button) throw new Error("no theme button");
  for (const scrollY of [0, 150, 1500]) {
    window.scrollTo(0, scrollY);
    button.focus();
    rings.push({
      what: `theme button at ${window.scrollY}px`,
      floating: true,
      ...ringOf(button),
      backgrounds: backgroundsOf(underneath(button)),
    });
  }
  return rings;
}

/** The colour a stack of layers paints, topmost first, over the page's white. */
function paint(layers: string[]): Rgba {
  return layers.reduceRight<Rgba>(
    (below, layer) => over(parseColour(layer), below),
    parseColour("#ffffff"),
  );
}

/**
 * The outline alone stands out by 3:1 on the element's surface; over a surface that changes (the
 * floating button), one of its two rings does (technique C40).
 */
function expectVisibleRing(ring: Ring, where: string) {
  const label = `${where}: "${ring.what}"`;
  expect(ring.visible, `${label} shows focus`).toBe(true);
  expect(ring.outlineWidth, `${label} outline width`).toBeGreaterThanOrEqual(2);
  const background = paint(ring.backgrounds);
  const outline = contrastRatio(ring.outline, background);
  const halo = contrastRatio(present(ring.halo, `${label} halo`), background);
  const best = ring.floating ? Math.max(outline, halo) : outline;
  expect(
    best,
    `${label}: ${ring.outline} / ${ring.halo} on ${ring.backgrounds.join(" over ")}`,
  ).toBeGreaterThanOrEqual(RING_CONTRAST);
}

async function openInLook(page: Page, path: string, look: (typeof LOOKS)[number]) {
  await page.emulateMedia({ colorScheme: look.scheme });
  await storeTheme(page, look.theme);
  await page.goto(path);
  await expect(page.locator("html")).toHaveClass(new RegExp(`theme-${look.theme}`));
  // Keyboard use: programmatic focus then shows as it would when tabbing.
  await page.keyboard.press("Shift");
}

test.describe("focus is visible on every background", () => {
  for (const look of LOOKS) {
    test(`${look.theme} (${look.scheme} device): header, hero, banners, cards, footer`, async ({
      page,
    }) => {
      await openInLook(page, "/", look);
      const rings = await page.evaluate(ringsInPage);
      const on = (name: string) => rings.filter((ring) => ring.what.includes(name));
      // On the dark hero and on the two navy banners.
      expect(on("Explore UN Work")).toHaveLength(1);
      expect(on("Follow Live")).toHaveLength(1);
      expect(on("Take Action")).toHaveLength(1);
      expect(rings.filter((ring) => ring.floating)).toHaveLength(3);
      expect(rings.length).toBeGreaterThan(40);
      for (const ring of rings) expectVisibleRing(ring, look.theme);
    });
  }

  test("an article in Arabic, in the light high-contrast theme", async ({ page }) => {
    await openInLook(page, "/ar/stories/carbon-markets", LOOKS[2]);
    const rings = await page.evaluate(ringsInPage);
    expect(rings.length).toBeGreaterThan(20);
    for (const ring of rings) expectVisibleRing(ring, "ar article");
  });
});
