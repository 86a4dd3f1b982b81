import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "./scripts/test/chromium.mjs";

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
  // One browser a core. On a clean clone with nothing else running (29 November 2026), the 363
  // tests took 7.1 min with four workers and 6.4 min with two: each browser is several processes,
  // and four of them on two cores spend the time waiting for each other. In the headless shell
  // (scripts/test/chromium.mjs) three took the same 3.2 min as two for the first phase.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL,
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, "--autoplay-policy=no-user-gesture-required"],
    },
  },
  projects: [
    // The development server's tests (one serial file) start it on a copy of the site: first,
    // beside the other tests, since theirs is the longest chain of one worker's tests.
    { name: "development", testMatch: DEVELOPMENT, use: DESKTOP },
    {
      name: "desktop",
      testIgnore: [/\.mobile\.spec\.ts$/, SPLASH_TIMING, EDITOR, DEVELOPMENT],
      use: DESKTOP,
    },
    {
      name: "mobile",
      testMatch: /\.(mobile|both)\.spec\.ts$/,
      use: { viewport: { width: 375, height: 812 }, hasTouch: true },
    },
    // What is timed runs once the others are done (project dependencies run as phases), so that
    // no other browser or server delays it: the splash's timeline, two tests at a time, then the
    // editor's session alone (a change on its page within 5 s of saving). `--no-deps` runs one
    // of them without the projects before it.
    {
      name: "splash timing",
      testMatch: SPLASH_TIMING,
      dependencies: ["development"],
      workers: 2,
      use: DESKTOP,
    },
    { name: "editor", testMatch: EDITOR, dependencies: ["splash timing"], use: DESKTOP },
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
