import { messagesFor } from "../app/i18n/catalog";
import { expect, storeTheme, test, THEMES } from "./fixtures";

const home = messagesFor("en").home;
/** The home sections whose cards are titled by a link to their page. */
const CARD_SECTIONS = [
  home.stories.heading,
  home.structure.heading,
  home.media.heading,
  home.essentials.heading,
];

for (const theme of THEMES) {
  test(`card titles that are links look like links in the ${theme} theme`, async ({ page }) => {
    await storeTheme(page, theme);
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(new RegExp(`theme-${theme}`));
    for (const section of CARD_SECTIONS) {
      const titles = page
        .getByRole("region", { name: section, exact: true })
        .getByRole("heading", { level: 3 })
        .getByRole("link");
      expect(await titles.count(), section).toBeGreaterThanOrEqual(3);
      for (const title of await titles.all()) {
        const look = await title.evaluate((link) => {
          const style = getComputedStyle(link);
          const body = getComputedStyle(link.closest("li") ?? document.body);
          return { line: style.textDecorationLine, colour: style.color, text: body.color };
        });
        expect(look.line, `${section}: ${await title.textContent()}`).toContain("underline");
        // The site's link colour, which sets a link apart from the card's text in every theme.
        await expect(title).toHaveClass(/\blink\b/);
        expect(look.colour).not.toBe(look.text);
      }
    }
  });
}
