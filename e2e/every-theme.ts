import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, waitForControls } from "./fixtures";

export const ACCESSIBILITY_TITLE =
  "no WCAG 2.2 AA violations in any theme, AAA contrast in high contrast";

/** Chromium reports a not-found page's own 404 status on the console. */
export const NOT_FOUND_STATUS = /the server responded with a status of 404/;

/** The looks to check beyond the default: `system` under both device preferences. */
const OTHER_LOOKS = [
  { theme: "high-contrast-dark", scheme: "light", enhanced: true },
  { theme: "light-high-contrast", scheme: "light", enhanced: true },
  { theme: "system", scheme: "light", enhanced: false },
  { theme: "system", scheme: "dark", enhanced: true },
] as const;

/** Switches the page-level theme class in place, exactly as the theme selector does. */
async function applyLook(page: Page, theme: string, scheme: "light" | "dark") {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate((next) => {
    const root = document.documentElement;
    for (const name of [...root.classList]) {
      if (name.startsWith("theme-")) root.classList.remove(name);
    }
    root.classList.add(`theme-${next}`);
  }, theme);
}

interface AxeWindow {
  axe: {
    run: (
      context: Document,
      options: { runOnly: { type: "rule"; values: string[] } },
    ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
  };
}

/** Runs contrast rules with the axe already injected by the full check, without injecting again. */
async function expectNoContrastViolations(page: Page, rules: string[], label: string) {
  const summary = await page.evaluate(async (values) => {
    const { axe } = window as unknown as AxeWindow;
    const results = await axe.run(document, { runOnly: { type: "rule", values } });
    return results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`),
    );
  }, rules);
  expect(summary, `${label} on ${page.url()}`).toEqual([]);
}

/**
 * What decides a contrast check, read from every element and its ::before and ::after: colours,
 * backgrounds, what hides or blends, type size and weight (the large-text threshold) and the box.
 * Two looks that read the same here give axe's contrast rules the same input.
 */
const LOOK_PROPERTIES = [
  "display",
  "visibility",
  "opacity",
  "color",
  "background-color",
  "background-image",
  "-webkit-text-fill-color",
  "text-shadow",
  "filter",
  "backdrop-filter",
  "mix-blend-mode",
  "font-size",
  "font-weight",
  "color-scheme",
];

/** A digest of the page's current look (LOOK_PROPERTIES and each element's box). */
async function lookDigest(page: Page): Promise<string> {
  return page.evaluate((properties) => {
    let hash = 2166136261;
    const add = (text: string) => {
      for (let index = 0; index < text.length; index++) {
        hash ^= text.charCodeAt(index);
        hash = Math.imul(hash, 16777619);
      }
    };
    for (const element of document.querySelectorAll("*")) {
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(element, pseudo);
        for (const property of properties) add(style.getPropertyValue(property));
      }
      const box = element.getBoundingClientRect();
      add(`${box.x},${box.y},${box.width},${box.height}`);
    }
    return `${document.querySelectorAll("*").length}:${hash >>> 0}`;
  }, LOOK_PROPERTIES);
}

/**
 * Loads a page in the normal theme and runs axe (WCAG 2.2 AA), then checks contrast in every other
 * look, AAA (7:1) in the high-contrast ones. A look whose colours, type and boxes match a look
 * already checked with the same rules (`system` follows normal on a light device and high
 * contrast dark on a dark one) gives axe the same input, so its result is that look's.
 * `ready` waits for what the page shows after loading.
 */
export async function checkEveryTheme(
  page: Page,
  path: string,
  ready: (page: Page) => Promise<void> = async () => {},
) {
  await page.emulateMedia({ colorScheme: "light" });
  await page.addInitScript(() => window.localStorage.setItem("un-theme", "normal"));
  await page.goto(path);
  await expect(page.locator("html")).toHaveClass(/theme-normal/);
  await ready(page);
  // The theme selector's control applies the stored theme's class again as it starts; the looks
  // below must come after that, and after what the page's controls do as it settles (idle).
  await waitForControls(page);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
  );
  await expectNoAxeViolations(page);
  /** The digests of the looks checked so far, with whether AAA contrast was checked in them. */
  const checked = new Map<string, boolean>([[await lookDigest(page), false]]);
  for (const { theme, scheme, enhanced } of OTHER_LOOKS) {
    await applyLook(page, theme, scheme);
    const digest = await lookDigest(page);
    if (checked.has(digest) && (checked.get(digest) || !enhanced)) continue;
    const rules = enhanced ? ["color-contrast", "color-contrast-enhanced"] : ["color-contrast"];
    await expectNoContrastViolations(page, rules, `theme ${theme} on a ${scheme} device`);
    checked.set(digest, enhanced || (checked.get(digest) ?? false));
  }
}
