import type { Page } from "@playwright/test";
import { messagesFor } from "../app/i18n/catalog";
import { LANGUAGES, localizePath } from "../app/i18n/languages";
import { expect, test, waitForControls } from "./fixtures";
import { focusedElement, focusWithin, shownPanels } from "./header-panels";

const ARTICLE = "/stories/carbon-markets";

for (const code of ["en", "ar"] as const) {
  const messages = messagesFor(code);

  test(`(${code}) every page's header offers the six languages, each in its own script`, async ({
    page,
  }) => {
    await page.goto(localizePath(ARTICLE, code));
    await waitForControls(page);
    const toggle = page
      .locator(".site-header summary")
      .filter({ hasText: messages.header.languages });
    await toggle.click();
    const list = page.getByRole("navigation", { name: messages.header.languageList });
    await expect(list.getByRole("link")).toHaveText(LANGUAGES.map((l) => l.nativeName));
    for (const other of LANGUAGES) {
      const link = list.getByRole("link", { name: other.nativeName, exact: true });
      await expect(link).toHaveAttribute("href", localizePath(ARTICLE, other.code));
      await expect(link).toHaveAttribute("lang", other.code);
      await expect(link).toHaveAttribute("hreflang", other.code);
      // Each name on one line: no stray word on a line of its own.
      const { height } = (await link.boundingBox()) ?? { height: Infinity };
      const lineHeight = await link.evaluate((a) => parseFloat(getComputedStyle(a).lineHeight));
      expect(height, other.code).toBeLessThan(lineHeight * 2 + 16);
    }
    await expect(
      list.getByRole("link", { name: LANGUAGES.find((l) => l.code === code)?.nativeName }),
    ).toHaveAttribute("aria-current", "page");
    // Escape closes it and returns to its control.
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(toggle).toBeFocused();
    // The header's own contents fit the bar at every width.
    const overflow = await page.locator(".site-header > div").evaluate((bar) => ({
      scroll: bar.scrollWidth,
      client: bar.clientWidth,
      height: Math.max(
        ...Array.from(bar.children, (child) => child.getBoundingClientRect().height),
      ),
    }));
    expect(overflow.scroll).toBeLessThanOrEqual(overflow.client);
    expect(overflow.height).toBeLessThanOrEqual(64);
    await toggle.click();
    const other = code === "en" ? LANGUAGES.find((l) => l.code === "fr") : LANGUAGES[2];
    await list.getByRole("link", { name: other?.nativeName, exact: true }).click();
    await expect(page).toHaveURL(localizePath(ARTICLE, other?.code ?? "en"));
    await expect(page.locator("html")).toHaveAttribute("lang", other?.code ?? "en");
  });
}

test("in every language and width the header's contents fit the bar, none over another", async ({
  page,
}) => {
  // A phone at 320 px (WCAG 1.4.10's width) and at its own; on a desktop, 1280 px, the first with
  // the full navigation, 1536 px, the narrowest with 2xl's larger links, and 1920 px.
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const widths = viewport.width < 1280 ? [320, viewport.width] : [1280, 1536, 1920];
  for (const { code } of LANGUAGES) {
    await page.goto(localizePath(ARTICLE, code));
    await waitForControls(page);
    for (const width of widths) {
      await page.setViewportSize({ width, height: viewport.height });
      const fits = await page.locator(".site-header > div").evaluate((bar) => {
        const name = bar.querySelector("a > span");
        const [brand, controls] = Array.from(bar.children, (child) =>
          child.getBoundingClientRect(),
        );
        if (!brand || !controls) return { bar: false, name: false, apart: false, height: false };
        return {
          bar: bar.scrollWidth <= bar.clientWidth,
          name: name ? name.scrollWidth <= name.clientWidth : false,
          apart:
            document.dir === "rtl" ? brand.left >= controls.right : brand.right <= controls.left,
          height: Math.max(brand.height, controls.height) <= 64,
        };
      });
      expect(fits, `${code} at ${width}`).toEqual({
        bar: true,
        name: true,
        apart: true,
        height: true,
      });
      // What one sees in the bar: the name, each link, button and panel toggle, the theme button.
      const overlaps = await page.evaluate(() => {
        const items = Array.from(
          document.querySelectorAll(
            ".site-header a > span, .site-header nav a, .site-header button, .site-header summary, .theme-selector button",
          ),
        ).filter((item) => item.checkVisibility() && item.getClientRects().length > 0);
        const label = (item: Element) => item.textContent?.trim() || item.tagName;
        const found: string[] = [];
        items.forEach((a, i) => {
          const one = a.getBoundingClientRect();
          for (const b of items.slice(i + 1)) {
            const other = b.getBoundingClientRect();
            const apart =
              one.right <= other.left + 0.5 ||
              other.right <= one.left + 0.5 ||
              one.bottom <= other.top + 0.5 ||
              other.bottom <= one.top + 0.5;
            if (!apart) found.push(`${label(a)} / ${label(b)}`);
          }
        });
        return found;
      });
      expect(overlaps, `${code} at ${width}`).toEqual([]);
    }
  }
});

test("Tab out of an open panel closes it, and what focus reaches is not under it", async ({
  page,
}) => {
  await page.goto("/");
  await waitForControls(page);
  const panels = await shownPanels(page);
  expect(panels.length).toBeGreaterThanOrEqual(3);
  for (const panel of panels) {
    await page.locator(panel.opener).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(panel.content), panel.name).toBeVisible();
    // Through the panel's items and on, as a keyboard user goes.
    for (let step = 0; step < 20 && (await focusWithin(page, panel)); step++)
      await page.keyboard.press("Tab");
    const reached = await focusedElement(page, panel);
    expect(reached, `after the ${panel.name} panel`).toMatchObject({
      panelShown: false,
      uncovered: true,
    });
  }
});

/**
 * What lies under the theme button at points across its box: the elements below it, from the top,
 * up to the first that is not part of the button. That first one must be the header bar itself,
 * never text, a control or content.
 */
async function underThemeButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector(".theme-selector button");
    if (!button) return ["no theme button"];
    const box = button.getBoundingClientRect();
    const found: string[] = [];
    for (const x of [box.left + 2, box.left + box.width / 2, box.right - 2])
      for (const y of [box.top + 2, box.top + box.height / 2, box.bottom - 2]) {
        const below = document
          .elementsFromPoint(x, y)
          .find((element) => !element.closest(".theme-selector"));
        if (!below?.matches(".site-header"))
          found.push(`${below?.tagName ?? "nothing"}.${below?.className ?? ""} at ${x},${y}`);
      }
    return found;
  });
}

test("the theme button covers nothing at any scroll position", async ({ page }) => {
  for (const path of ["/", ARTICLE, "/ar", `/ar${ARTICLE}`]) {
    await test.step(path, async () => {
      await page.goto(path);
      await waitForControls(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const step = Math.round((page.viewportSize()?.height ?? 800) * 0.6);
      for (let y = 0; y <= height; y += step) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        expect(await underThemeButton(page), `${path} scrolled to ${y}`).toEqual([]);
      }
    });
  }
});
