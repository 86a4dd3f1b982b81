import { defineConfig } from "vitest/config";

// `npm run test:hosts` only: the static hosts' contract (scripts/hosts/static-hosts.contract.mjs), run
// by scripts/hosts/test-hosts.mjs against each host it starts. vitest.config.ts never picks it up.
export default defineConfig({
  test: {
    include: ["scripts/hosts/static-hosts.contract.mjs"],
    environment: "node",
  },
});
