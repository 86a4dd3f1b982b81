import { messagesFor } from "../app/i18n/catalog";
import { expect, test, waitForControls } from "./fixtures";

// Every link and button of the header, the footer and the breadcrumbs is a target a finger or a
// shaky hand can hit: at least 24 × 24 px (WCAG 2.2, 2.5.8), at 1280 px and at 375 px.

const MINIMUM = 24;

test("header, footer and breadcrumb targets are at least 24 × 24 px", async ({ page }) => {
  const messages = messagesFor("en");
  await page.goto("/stories/carbon-markets");
  await waitForControls(page);
  const regions = [
    page.getByRole("banner"),
    page.getByRole("button", { name: messages.theme.button }).locator("xpath=.."),
    page.getByRole("contentinfo"),
    page.getByRole("navigation", { name: messages.article.breadcrumb }),
  ];
  const small: string[] = [];
  for (const region of regions) {
    const targets = region.locator("a, button, summary").filter({ visible: true });
    const boxes = await targets.evaluateAll((elements) =>
      elements.map((element) => {
        const { width, height } = element.getBoundingClientRect();
        const name = element.getAttribute("aria-label") ?? element.textContent?.trim() ?? "";
        return { name, width, height };
      }),
    );
    for (const { name, width, height } of boxes)
      if (width < MINIMUM || height < MINIMUM)
        small.push(`${name}: ${Math.round(width)} × ${Math.round(height)}`);
    expect(boxes.length).toBeGreaterThan(0);
  }
  expect(small).toEqual([]);
});
