import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/test/chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 4310);
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${PORT}`;

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const SPLASH_TIMING = /splash\.spec\.ts$/;
const DEVELOPMENT_SERVERS = /(editor|development)\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Much of a browser test is waiting (for a page, a frame, an animation): on 2 cores,
  // four browsers at once finish the run sooner than two, and each test still waits for its events.
  workers: 4,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, "--autoplay-policy=no-user-gesture-required"],
    },
  },
  projects: [
    // The editor's and the development server's tests each start the site's development server
    // on a copy: one at a time (two starting at once on two cores can each take longer than a
    // test waits), and first, beside the other tests, since theirs is the longest chain.
    {
      name: "development servers",
      testMatch: DEVELOPMENT_SERVERS,
      workers: 1,
      use: DESKTOP,
    },
    {
      name: "desktop",
      testIgnore: [/\.mobile\.spec\.ts$/, SPLASH_TIMING, DEVELOPMENT_SERVERS],
      use: DESKTOP,
    },
    {
      name: "mobile",
      testMatch: /\.(mobile|both)\.spec\.ts$/,
      use: { viewport: { width: 375, height: 812 }, hasTouch: true },
    },
    // The splash's timings are measured at the end, once no development server runs, two at a
    // time, so that no other browser's load on the machine delays the page they time
    // (`--no-deps` runs them alone).
    {
      name: "splash timing",
      testMatch: SPLASH_TIMING,
      dependencies: ["development servers"],
      workers: 2,
      use: DESKTOP,
    },
  ],
  // The production build served by the real server, exactly as `npm start` serves it.
  webServer: externalBaseUrl
    ? undefined
    : {
        command: "node server/start.mjs",
        url: `${baseURL}/`,
        env: { PORT: String(PORT), HOST: "127.0.0.1" },
        reuseExistingServer: false,
        timeout: 120_000,
      },
});
