import { messagesFor } from "../app/i18n/catalog";
import { LANGUAGES, localizePath } from "../app/i18n/languages";
import { expect, present, test, waitForHydration } from "./fixtures";

const arabic = messagesFor("ar");

test.describe("right-to-left Arabic at 1280 px", () => {
  test("the layout is mirrored: emblem on the right, theme button on the left", async ({
    page,
  }) => {
    await page.goto("/ar");
    await waitForHydration(page);
    const width = present(page.viewportSize()).width;
    const home = present(await page.getByRole("link", { name: arabic.nav.homeLink }).boundingBox());
    expect(home.x).toBeGreaterThan(width / 2);
    const themeButton = present(
      await page.getByRole("button", { name: arabic.theme.button }).boundingBox(),
    );
    expect(themeButton.x + themeButton.width).toBeLessThan(width / 2);
    const hero = present(
      await page.getByRole("heading", { level: 1, name: arabic.home.hero.heading }).boundingBox(),
    );
    expect(hero.x + hero.width).toBeGreaterThan(width / 2);
  });

  test("the About dropdown opens from the right, under its link", async ({ page }) => {
    await page.goto("/ar/news");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: arabic.nav.label });
    const about = nav.getByRole("link", { name: arabic.nav.about, exact: true });
    await about.hover();
    const submenu = nav.getByRole("link", { name: arabic.nav.aboutOverview });
    await expect(submenu).toBeVisible();
    const list = present(await submenu.locator("xpath=ancestor::ul[1]").boundingBox());
    const item = present(await about.locator("xpath=..").boundingBox());
    expect(Math.abs(list.x + list.width - (item.x + item.width))).toBeLessThanOrEqual(1);
  });

  test("the theme panel opens towards the page, inside the screen", async ({ page }) => {
    await page.goto("/ar");
    await waitForHydration(page);
    await page.getByRole("button", { name: arabic.theme.button }).click();
    const panel = present(
      await page.getByRole("group", { name: arabic.theme.panelTitle }).boundingBox(),
    );
    expect(panel.x).toBeGreaterThanOrEqual(0);
  });
});

test("in every language the header stays one bar and no page is wider than the screen", async ({
  page,
}) => {
  for (const language of LANGUAGES) {
    for (const path of ["/", "/stories/carbon-markets"]) {
      for (const width of [1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(localizePath(path, language.code));
        const header = present(await page.getByRole("banner").boundingBox());
        expect(header.height, `${language.code} ${path} at ${width} px`).toBeLessThanOrEqual(65);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${language.code} ${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  }
});
