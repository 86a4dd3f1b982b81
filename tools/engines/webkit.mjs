// WebKit: WebKitGTK's MiniBrowser driven through Debian's WebKitWebDriver (webkit2gtk-driver) with
// webdriverio, on a virtual display of its own (Xvfb), since MiniBrowser has no headless mode.
// The driver is given by path: nothing is downloaded.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { remote, Key } from "webdriverio";

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

const KEYS = { Escape: Key.Escape, Enter: Key.Enter, Tab: Key.Tab };

/**
 * A virtual display: Xvfb picks a free display number and writes it to the pipe it is given
 * (-displayfd), so parallel runs never collide.
 */
async function startDisplay() {
  const xvfb = spawn(
    "Xvfb",
    ["-displayfd", "3", "-screen", "0", "1400x1000x24", "-nolisten", "tcp"],
    {
      stdio: ["ignore", "ignore", "pipe", "pipe"],
    },
  );
  const pipe = /** @type {import("node:stream").Readable} */ (xvfb.stdio[3]);
  const [number] = await Promise.race([
    once(pipe, "data"),
    once(xvfb, "exit").then(() => {
      throw new Error("Xvfb did not start");
    }),
  ]);
  return { display: `:${String(number).trim()}`, stop: () => xvfb.kill() };
}

/**
 * The browser's own settings, apart from the reader's: a GTK stylesheet that shrinks MiniBrowser's
 * toolbar, whose buttons and address field would otherwise keep the window 447 px wide at least,
 * too wide for a phone's 375. The page is drawn by WebKit's own theme, which this leaves alone.
 */
function browserConfig() {
  const home = mkdtempSync(join(tmpdir(), "engines-webkit-"));
  mkdirSync(join(home, "gtk-3.0"));
  writeFileSync(
    join(home, "gtk-3.0", "gtk.css"),
    "toolbar, box, button, entry, image, label, progressbar { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; -gtk-icon-transform: scale(0.2); }\n",
  );
  return { home, remove: () => rmSync(home, { recursive: true, force: true }) };
}

/** Waits until the driver answers on its port. */
async function driverReady(port) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

/**
 * Opens MiniBrowser and returns the harness's session over it.
 * @param {{ baseUrl: string, driverPort: number }} options
 * @returns {Promise<import("./session.mjs").Session>}
 */
export async function openWebKit({ baseUrl, driverPort }) {
  const ownDisplay = process.env.DISPLAY ? undefined : await startDisplay();
  const config = browserConfig();
  const env = {
    ...process.env,
    XDG_CONFIG_HOME: config.home,
    ...(ownDisplay && { DISPLAY: ownDisplay.display }),
  };
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${driverPort}`, "--host=local"], {
    stdio: "ignore",
    env,
  });
  const stop = () => {
    driver.kill();
    ownDisplay?.stop();
    config.remove();
  };
  try {
    await driverReady(driverPort);
    const capabilities = {
      // WebKitWebDriver speaks classic WebDriver only: no BiDi session.
      "wdio:enforceWebDriverClassic": true,
      "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation"] },
    };
    const browser = await remote({
      hostname: "127.0.0.1",
      port: driverPort,
      path: "/",
      logLevel: "error",
      capabilities,
    });
    return webkitSession(browser, baseUrl, stop);
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * Classic WebDriver gives no console: the page's errors, rejections and policy violations are
 * collected by listeners set after each load, so what fails while a page loads is seen through
 * what it leaves undone (its controls not started, a check failing).
 */
function collectProblems() {
  const found = /** @type {string[]} */ ([]);
  Object.assign(window, { __engineProblems: found });
  window.addEventListener("error", (event) => found.push(`error: ${event.message}`));
  window.addEventListener("unhandledrejection", (event) =>
    found.push(`unhandled rejection: ${event.reason}`),
  );
  document.addEventListener("securitypolicyviolation", (event) =>
    found.push(`policy violation: ${event.violatedDirective} ${event.blockedURI}`),
  );
}

/**
 * @param {WebdriverIO.Browser} browser
 * @param {string} baseUrl
 * @param {() => void} stop
 * @returns {import("./session.mjs").Session}
 */
function webkitSession(browser, baseUrl, stop) {
  /** @type {string[]} */
  const problems = [];
  const takeProblems = async () => {
    try {
      problems.push(
        ...(await browser.execute(() => {
          const found = /** @type {{ __engineProblems?: string[] }} */ (window).__engineProblems;
          return found ? found.splice(0) : [];
        })),
      );
    } catch {
      // The page is gone (a navigation): what it had is lost with it.
    }
  };
  const afterLoad = () => browser.execute(collectProblems);
  return {
    name: "WebKit",
    async goto(path) {
      await takeProblems();
      await browser.url(new URL(path, baseUrl).href);
      await afterLoad();
    },
    async reload() {
      await takeProblems();
      await browser.refresh();
      await afterLoad();
    },
    async viewport(width, height) {
      // The window holds the browser's own bars: grow it by what they take.
      await browser.setWindowSize(width, height);
      const inner = await browser.execute(() => [window.innerWidth, window.innerHeight]);
      await browser.setWindowSize(2 * width - inner[0], 2 * height - inner[1]);
    },
    evaluate: (fn, ...args) => browser.execute(fn, ...args),
    async click(selector) {
      await browser.$(selector).click();
    },
    async hover(selector) {
      await browser.$(selector).moveTo();
    },
    async press(key) {
      await browser.keys(KEYS[key]);
    },
    async type(text) {
      await browser.keys(text);
    },
    async screenshot(file) {
      await browser.saveScreenshot(file);
    },
    async problems() {
      await takeProblems();
      return problems.splice(0);
    },
    async close() {
      try {
        await browser.deleteSession();
      } finally {
        stop();
      }
    },
  };
}
