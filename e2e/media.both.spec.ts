import { siteCatalog } from "../app/config/site-catalog.server";
import { messagesFor } from "../app/i18n/catalog";
import { localizePath, type LanguageCode } from "../app/i18n/languages";
import { expect, test } from "./fixtures";

// The home page's media cards and the climate banner's link, at 1280 px and at 375 px. What each
// media page plays: media.spec.ts.

for (const code of ["en", "ar"] as const satisfies readonly LanguageCode[]) {
  const messages = messagesFor(code);

  test.describe(`media in ${code}`, () => {
    test("home media cards show their kind, and Follow Live spells out New York time", async ({
      page,
    }) => {
      await page.goto(localizePath("/", code));
      const home = messages.home;
      const cards = page.getByRole("region", { name: home.media.heading }).getByRole("listitem");
      await expect(cards).toHaveCount(4);
      const kinds = siteCatalog()
        .home(code)
        .mediaItems.map((item) => home.media.types[item.type]);
      for (const [index, kind] of kinds.entries()) {
        await expect(cards.nth(index).getByText(kind, { exact: true })).toBeVisible();
      }

      const banner = page.getByRole("region", { name: home.climate.heading });
      const followLive = banner.getByRole("link", {
        name: new RegExp(`${home.climate.timeZone}$`),
      });
      await expect(followLive).toBeVisible();
      await expect(followLive.locator("abbr")).toHaveAttribute("title", home.climate.timeZone);
    });
  });
}
