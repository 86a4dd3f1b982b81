import { defineConfig } from "vitest/config";

// `npm run test:hosts` only: the static hosts' contract (scripts/static-hosts.contract.mjs), run by
// scripts/test-hosts.mjs against each host it starts. `vitest run` never picks it up.
export default defineConfig({
  test: {
    include: ["scripts/static-hosts.contract.mjs"],
    environment: "node",
  },
});
