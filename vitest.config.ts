import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  test: {
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
