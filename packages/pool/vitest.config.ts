import { defineConfig } from 'vitest/config';

// Property runs take seconds when turbo runs suites side by side on a busy machine: allow
// far more than vitest's default 5 s (speed is measured in benchmarks, not here).
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], testTimeout: 120_000 },
});
