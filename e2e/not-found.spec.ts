import { NOT_FOUND_STATUS } from "./every-theme";
import { expect, test } from "./fixtures";

// Chromium reports the document's own 404 status on the console; every other request must succeed.
test.use({ expectedConsoleProblems: [NOT_FOUND_STATUS] });

for (const path of ["/no-such-page", "/about/unknown", "/stories/unknown", "/news/extra"]) {
  test(`${path} answers 404 with the not-found page and links back`, async ({ page }) => {
    const failed: string[] = [];
    page.on("response", (res) => {
      if (res.status() >= 400 && res.request().resourceType() !== "document")
        failed.push(res.url());
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-type"]).toContain("text/html");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(page.getByRole("link", { name: "Browse the site index" })).toBeVisible();
    expect(failed).toEqual([]);
  });
}
