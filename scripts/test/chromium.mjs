// The Chromium that the browser tests and Lighthouse run, from Debian unless CHROME_PATH points
// elsewhere, started quiet (no updates, sync or background traffic mixed with the site's own
// requests).
import { existsSync } from "node:fs";

/** Chromium as a visitor runs it: what Lighthouse measures. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The browser tests' Chromium: the same engine built as the headless shell (Debian's
 * `chromium-headless-shell`, what Playwright itself runs for headless Chromium), which has no
 * browser window's machinery to keep busy. On 2 cores the desktop and phone browser tests took
 * 3.2 min in it against 5.6 min in the whole browser, with the same results. Where it is not
 * installed, the whole browser runs them.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

/** Command-line flags for every run; a caller adds its own (--headless=new, autoplay). */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
