import { messagesFor } from "../app/i18n/catalog";
import { expect, test } from "./fixtures";

// A page names each page it links to once: Related repeats neither a story the page lists nor
// another page on the same subject.

const messages = messagesFor("en");

for (const path of ["/goals/7", "/goals/13"]) {
  test(`${path}: no page is linked twice from the goal's text and lists`, async ({ page }) => {
    await page.goto(path);
    const hrefs = await page
      .getByRole("main")
      .locator("article a, aside a, section a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    const twice = hrefs.filter((href, i) => hrefs.indexOf(href) !== i);
    expect(twice).toEqual([]);
    const related = page.getByRole("complementary", { name: messages.article.related });
    const names = await related.getByRole("link").allTextContents();
    expect(names.map((name) => name.trim())).not.toEqual(
      expect.arrayContaining(["Climate", "Climate Change"]),
    );
  });
}
