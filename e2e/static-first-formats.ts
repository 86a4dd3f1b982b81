import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * What app/static-first/ does to a page's HTML, checked on a page as a server sent it, in
 * development and in production. It reads formats private to React Router; when an upgrade changes
 * one, the page falls back to the framework's ordinary behaviour (slower, never broken), and each
 * fault here names the format that no longer reads.
 */
export function staticFirstFaults(html: string): string[] {
  const faults: string[] = [];
  if (html.includes('<link rel="modulepreload"') || /import \* as route\d+ from/.test(html))
    faults.push(
      "React Router's bootstrap script is not in the format app/static-first/deferred-start.server.ts reads: the page starts its scripts before its first paint",
    );
  const hydration = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(html)?.[1];
  if (hydration === undefined)
    faults.push(
      "React Router's hydration data (streamController.enqueue) is not in the page: app/static-first/prerendered-data.server.ts finds nothing to strip",
    );
  else if (/"(prerendered|meta)"/.test(JSON.parse(hydration) as string))
    faults.push(
      "turbo-stream's hydration line is not in the format app/static-first/prerendered-data.server.ts renumbers: the prerendered records and head tags ship twice",
    );
  return faults;
}

/**
 * Opens a page of a development server (`npm run dev`, `npm run cms`), checks that the static-first
 * layer read the formats of its HTML as in production, and waits until its scripts have hydrated it.
 */
export async function openDevelopmentPage(page: Page, url: string) {
  const response = await page.goto(url);
  expect(staticFirstFaults((await response?.text()) ?? "")).toEqual([]);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window, null, { timeout: 60_000 });
  return response;
}
