import { messagesFor } from "../app/i18n/catalog";
import { LANGUAGES, localizePath } from "../app/i18n/languages";
import { expect, present, test, waitForControls } from "./fixtures";

const arabic = messagesFor("ar");

test.describe("right-to-left Arabic at 1280 px", () => {
  test("the layout is mirrored: emblem on the right, theme button on the left", async ({
    page,
  }) => {
    await page.goto("/ar");
    await waitForControls(page);
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
    await waitForControls(page);
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
    await waitForControls(page);
    await page.getByRole("button", { name: arabic.theme.button }).click();
    const panel = present(
      await page.getByRole("group", { name: arabic.theme.panelTitle }).boundingBox(),
    );
    expect(panel.x).toBeGreaterThanOrEqual(0);
  });
});

/**
 * Text that reaches outside the screen: a word too long for its line, a bar too full. A row of
 * cards that scrolls sideways brings the rest of its cards in as it is scrolled: its text is
 * measured against the row's scrolled width instead.
 */
function textOutsideScreen() {
  const outside: string[] = [];
  const scrollingRow = (element: Element) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (parent === document.body) return null;
      if (["auto", "scroll"].includes(getComputedStyle(parent).overflowX)) return parent;
    }
    return null;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const element = node.parentElement;
    if (!node.textContent?.trim() || !element || element.closest("script, style, .sr-only")) {
      continue;
    }
    const range = document.createRange();
    range.selectNodeContents(node);
    const row = scrollingRow(element);
    const box = row?.getBoundingClientRect();
    const [start, end] =
      row && box
        ? [box.right - row.scrollWidth, box.left + row.scrollWidth]
        : [0, window.innerWidth];
    const beyond = [...range.getClientRects()].some(
      (rect) => rect.width > 0 && (rect.right > end + 1 || rect.left < start - 1),
    );
    if (beyond) outside.push(node.textContent.trim().slice(0, 40));
  }
  return outside;
}

test("in every language the header stays one bar and no text runs off the screen", async ({
  page,
}) => {
  // Twelve page loads, six languages and two pages, each measured at three widths (the page
  // drawn again at each, as header.both.spec.ts does).
  test.setTimeout(90_000);
  for (const language of LANGUAGES) {
    for (const path of ["/", "/stories/carbon-markets"]) {
      await page.goto(localizePath(path, language.code));
      for (const width of [375, 1024, 1280]) {
        const where = `${language.code} ${path} at ${width} px`;
        await page.setViewportSize({ width, height: 800 });
        expect(await page.evaluate(textOutsideScreen), where).toEqual([]);
        const header = present(await page.getByRole("banner").boundingBox());
        expect(header.height, where).toBeLessThanOrEqual(65);
        const barItems = page.getByRole("banner").locator("a:visible, button:visible");
        for (const box of await barItems.evaluateAll((items) =>
          items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
        )) {
          expect(box.bottom, where).toBeLessThanOrEqual(header.height + 1);
          expect(box.right, where).toBeLessThanOrEqual(width + 1);
        }
      }
    }
  }
});
