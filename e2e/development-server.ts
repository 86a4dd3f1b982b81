import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The development server renders a page on its first request, compiling what it needs first. */
const FIRST_RENDER_MS = 60_000;

/**
 * Opens a page of a development server (`npm run dev`, `npm run cms`): it answers 200, and its
 * script starts its controls as in production.
 */
export async function openDevelopmentPage(page: Page, url: string) {
  const response = await page.goto(url, { timeout: FIRST_RENDER_MS });
  expect(response?.status(), url).toBe(200);
  await page
    .locator("html[data-controls-started]")
    .waitFor({ state: "attached", timeout: FIRST_RENDER_MS });
  return response;
}
