import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/test/chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 4310);
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${PORT}`;

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const SPLASH_TIMING = /splash\.spec\.ts$/;
const EDITOR = /editor\.spec\.ts$/;
const DEVELOPMENT = /development\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
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
    {
      name: "desktop",
      testIgnore: [/\.mobile\.spec\.ts$/, SPLASH_TIMING, EDITOR, DEVELOPMENT],
      use: DESKTOP,
    },
    // The splash's timings are measured before the editor's test starts the site's development
    // server on a copy, so that its load on the machine never delays the page they time.
    { name: "splash timing", testMatch: SPLASH_TIMING, use: DESKTOP },
    { name: "editor", testMatch: EDITOR, dependencies: ["splash timing"], use: DESKTOP },
    // After the editor's test, not beside it: two development servers starting at once on two
    // cores can each take longer than a test waits.
    { name: "development", testMatch: DEVELOPMENT, dependencies: ["editor"], use: DESKTOP },
    {
      name: "mobile",
      testMatch: /\.(mobile|both)\.spec\.ts$/,
      use: { viewport: { width: 375, height: 812 }, hasTouch: true },
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
