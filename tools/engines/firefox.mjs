// Firefox: Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi. The browser is given
// by path: nothing is downloaded.
import puppeteer from "puppeteer-core";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/**
 * Opens Firefox and returns the harness's session over it.
 * @param {{ baseUrl: string }} options
 * @returns {Promise<import("./session.mjs").Session>}
 */
export async function openFirefox({ baseUrl }) {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    protocol: "webDriverBiDi",
    headless: true,
    // A phone's scrollbars, as Chromium's in the Playwright tests: over the page, not beside it.
    extraPrefsFirefox: { "ui.useOverlayScrollbars": 1 },
  });
  const page = await browser.newPage();
  /** @type {string[]} */
  const problems = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warn")
      problems.push(`${message.type()}: ${message.text()}`);
  });
  // Firefox reports a policy violation as a page error.
  page.on("pageerror", (error) =>
    problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`),
  );
  return {
    name: "Firefox",
    async goto(path) {
      await page.goto(new URL(path, baseUrl).href);
    },
    async reload() {
      await page.reload();
    },
    viewport: (width, height) => page.setViewport({ width, height }),
    evaluate: (fn, ...args) => page.evaluate(fn, ...args),
    click: (selector) => page.click(selector),
    hover: (selector) => page.hover(selector),
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    async screenshot(file) {
      await page.screenshot({ path: /** @type {`${string}.png`} */ (file) });
    },
    problems: async () => problems.splice(0),
    close: () => browser.close(),
  };
}
