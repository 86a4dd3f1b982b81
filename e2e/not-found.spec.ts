import { NOT_FOUND_STATUS } from "./every-theme";
import { expect, test } from "./fixtures";

// Chromium reports the document's own 404 status on the console; every other request must succeed.
test.use({ expectedConsoleProblems: [NOT_FOUND_STATUS] });

test("unknown addresses answer 404 with the not-found page, which links back", async ({ page }) => {
  const failed: string[] = [];
  page.on("response", (res) => {
    if (res.status() >= 400 && res.request().resourceType() !== "document") failed.push(res.url());
  });
  for (const path of ["/no-such-page", "/about/unknown", "/stories/unknown", "/news/extra"]) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()["content-type"], path).toContain("text/html");
      await expect(
        page.getByRole("heading", { level: 1, name: "Page not found" }),
        path,
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to the home page" }), path).toHaveAttribute(
        "href",
        "/",
      );
      await expect(page.getByRole("link", { name: "Browse the site index" }), path).toBeVisible();
      expect(failed, path).toEqual([]);
    });
  }
});
