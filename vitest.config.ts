import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    setupFiles: ["test/support/fail-on-console.ts", "test/support/stop-groups.ts"],
    // Tools' per-user config (Netlify's emulation writes one) in a folder of the run's own.
    globalSetup: ["test/support/netlify-config-home.ts"],
    // Bounds against a hang, not speed budgets (those are `npm run bench`'s): the suite must
    // pass on 2 cores with both busy elsewhere, so these are far above any normal run.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Two cores: end-to-end files start servers, so keep the pool small and predictable.
    maxWorkers: 2,
  },
});
