import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Property runs with BigInt oracles take seconds when turbo runs suites side by side on a
  // busy machine: allow far more than vitest's default 5 s (speed is measured in benchmarks).
  test: { include: ['test/**/*.test.ts'], testTimeout: 120_000 },
});
