import type { Page } from "@playwright/test";
import { messagesFor } from "../app/i18n/catalog";
import { expect, test, THEMES, waitForControls } from "./fixtures";

const home = messagesFor("en").home;
/** The home sections whose cards are titled by a link to their page. */
const CARD_SECTIONS = [
  home.stories.heading,
  home.structure.heading,
  home.media.heading,
  home.essentials.heading,
];

/** Switches the page-level theme class in place, exactly as the theme selector does. */
async function applyTheme(page: Page, theme: string) {
  await page.evaluate((next) => {
    const root = document.documentElement;
    for (const name of [...root.classList])
      if (name.startsWith("theme-")) root.classList.remove(name);
    root.classList.add(`theme-${next}`);
  }, theme);
}

// The home page is loaded once; each theme is applied to it as the theme selector applies it (a
// stored theme reaching <html> before the first paint: theme.spec.ts).
test("card titles that are links look like links in every theme", async ({ page }) => {
  await page.goto("/");
  // The theme selector sets the stored theme's class as it starts: after that, not before.
  await waitForControls(page);
  for (const theme of THEMES) {
    await test.step(theme, async () => {
      await applyTheme(page, theme);
      await expect(page.locator("html")).toHaveClass(new RegExp(`theme-${theme}`));
      for (const section of CARD_SECTIONS) {
        const titles = page
          .getByRole("region", { name: section, exact: true })
          .getByRole("heading", { level: 3 })
          .getByRole("link");
        // Each title's look, read in one pass: its underline, its classes, its colour and the
        // colour of its card's text.
        const looks = await titles.evaluateAll((links) =>
          links.map((link) => {
            const style = getComputedStyle(link);
            const body = getComputedStyle(link.closest("li") ?? document.body);
            return {
              title: link.textContent ?? "",
              line: style.textDecorationLine,
              classes: link.className,
              colour: style.color,
              text: body.color,
            };
          }),
        );
        expect(looks.length, section).toBeGreaterThanOrEqual(3);
        for (const look of looks) {
          const where = `${theme}, ${section}: ${look.title}`;
          expect(look.line, where).toContain("underline");
          // The site's link colour, which sets a link apart from the card's text in every theme.
          expect(look.classes, where).toMatch(/\blink\b/);
          expect(look.colour, where).not.toBe(look.text);
        }
      }
    });
  }
});
