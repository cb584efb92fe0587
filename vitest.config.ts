import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    setupFiles: ["test/support/fail-on-console.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: end-to-end files start servers, so keep the pool small and predictable.
    maxWorkers: 2,
  },
});
