import { expect, test } from "./fixtures";

// Every page reads and navigates with JavaScript off: the HTML is prerendered, controls that need
// scripts are not offered. The theme following the device without scripts: theme.spec.ts.
test.use({ javaScriptEnabled: false });

test.describe("without JavaScript", () => {
  test("each page kind is complete and readable", async ({ page }) => {
    for (const { path, heading } of [
      { path: "/", heading: "United Nations" },
      {
        path: "/stories/carbon-markets",
        heading: "How Carbon Markets Work Under the Paris Agreement",
      },
      { path: "/news", heading: "News & Media" },
      { path: "/site-index", heading: "Site Index" },
    ]) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
        await expect(page.getByRole("contentinfo").getByRole("link").first(), path).toBeVisible();
        await expect(page.getByRole("button", { name: "Change theme" }), path).toBeHidden();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} overflows`).toBeLessThanOrEqual(0);
        // No script lays out the bands the first layout skips: they are laid out with the page,
        // which has its full height from the start (app/root.tsx's <noscript>).
        const skipped = await page.evaluate(
          () =>
            [...document.querySelectorAll("section, footer")].filter(
              (band) => getComputedStyle(band).contentVisibility !== "visible",
            ).length,
        );
        expect(skipped, `${path}: bands left to be laid out`).toBe(0);
        // Nor shows the photos loaded when scrolled near: they are shown with the page.
        const undisplayed = await page.evaluate(
          () =>
            [...document.querySelectorAll("#main-content img")].filter(
              (img) => getComputedStyle(img).display === "none",
            ).length,
        );
        expect(undisplayed, `${path}: photos not shown`).toBe(0);
      });
    }
  });

  test("links lead from page to page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Watch Intro" })).toBeHidden();
    await page.getByRole("region", { name: "Structure" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/structure\/general-assembly$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("General Assembly");
  });
});
