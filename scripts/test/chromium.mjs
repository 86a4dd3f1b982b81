// The browser that the browser tests and Lighthouse run: Debian's Chromium unless CHROME_PATH
// points elsewhere, started quiet (no updates, sync or background traffic mixed with the site's
// own requests).

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

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
