import { messagesFor } from "../app/i18n/catalog";
import { expect, test, waitForControls } from "./fixtures";

// Runs against the Node server in every `npm test`, and against nginx (deploy/nginx.conf) in
// `npm run test:nginx`: both must serve the same working site.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
});

const cspViolations = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test.describe("smoke", () => {
  test("the home page works under the Content Security Policy, links lead on", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
      "content",
      /^default-src 'self'; script-src 'self' 'sha256-/,
    );
    await waitForControls(page);
    await expect(page.getByRole("heading", { level: 1, name: "United Nations" })).toBeVisible();
    await page.getByRole("button", { name: "Change theme" }).click();
    await page.getByRole("button", { name: /High Contrast Dark/ }).click();
    await expect(page.locator("html")).toHaveClass(/theme-high-contrast-dark/);
    await page.getByRole("region", { name: "Featured Stories" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/stories\/unga80-high-level-week$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("80th General Assembly");
    expect(await cspViolations(page)).toEqual([]);
  });

  test("a content page loads on its own, with its image and film assets", async ({ page }) => {
    const failed: string[] = [];
    page.on("response", (res) => {
      if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
    });
    const response = await page.goto("/media/un-80-achievements");
    expect(response?.status()).toBe(200);
    await expect(page.locator("video track")).toHaveAttribute("src", "/video/intro.en.vtt");
    const captions = await page.request.get("/video/intro.en.vtt");
    expect(captions.status()).toBe(200);
    expect(await captions.text()).toMatch(/^WEBVTT/);
    expect(failed).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });

  test("pages in other languages run their own scripts under their own policy", async ({
    page,
  }) => {
    for (const path of ["/ar", "/fr/news", "/zh/stories/carbon-markets", "/ru/site-index/"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await waitForControls(page);
      await expect(page.locator("html")).toHaveAttribute("lang", path.split("/")[1] ?? "");
      expect(await cspViolations(page), path).toEqual([]);
    }
  });

  test("a second visit revalidates each page (304) and keeps its policy and its controls", async ({
    page,
  }) => {
    // The statuses as they came over the network: Playwright reports a revalidated page as the
    // cached 200 it shows, Chromium's network layer the 304 the server sent.
    const statuses: number[] = [];
    const network = await page.context().newCDPSession(page);
    await network.send("Network.enable");
    network.on("Network.responseReceivedExtraInfo", ({ statusCode }) => {
      if (statusCode) statuses.push(statusCode);
    });
    for (const path of ["/", "/ar", "/about", "/stories/carbon-markets", "/search?q=climate"]) {
      await page.goto(path);
      await waitForControls(page);
      await page.reload();
      await waitForControls(page);
      expect(await cspViolations(page), path).toEqual([]);
      // The controls still work on the revalidated page: the theme panel and the menu.
      const { theme, nav } = messagesFor(path === "/ar" ? "ar" : "en");
      await page.getByRole("button", { name: theme.button }).click();
      await expect(
        page.getByRole("button", { name: new RegExp(theme.options["high-contrast-dark"]) }),
      ).toBeVisible();
      await page.keyboard.press("Escape");
      const menu = page.getByRole("button", { name: nav.aboutSubmenu });
      await menu.focus();
      await page.keyboard.press("Enter");
      await expect(menu).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(menu).toHaveAttribute("aria-expanded", "false");
    }
    expect(statuses.filter((status) => status === 304).length).toBeGreaterThanOrEqual(5);
    // Back to the previous page from the browser's history: its policy holds too.
    await page.goBack();
    await waitForControls(page);
    expect(await cspViolations(page)).toEqual([]);
  });

  test.describe("unknown addresses", () => {
    test.use({ expectedConsoleProblems: [/the server responded with a status of 404/] });

    test("answer 404 with the not-found page", async ({ page }) => {
      const response = await page.goto("/no/such/page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      expect(await cspViolations(page)).toEqual([]);
    });

    test("answer 404 with the language's own not-found page", async ({ page }) => {
      const response = await page.goto("/es/no/such/page");
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await waitForControls(page);
      expect(await cspViolations(page)).toEqual([]);
    });
  });
});
