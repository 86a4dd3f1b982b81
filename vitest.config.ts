import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  test: {
    // Vitest's defaults (5 s a test, 10 s a hook) hold on a quiet machine. On two cores shared
    // with a build or a browser, tests that read the whole catalog, parse Markdown or start a
    // process ran 5 to 10 times slower (9 s measured for a 1 s test at a load average of 17):
    // the limits leave them that room. Slower tests still set their own, with the reason.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "app",
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
          environment: "jsdom",
          setupFiles: ["./app/test/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          include: ["server/**/*.test.mjs"],
          environment: "node",
        },
      },
    ],
  },
});
