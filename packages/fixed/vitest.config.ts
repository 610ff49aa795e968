import { defineConfig } from 'vitest/config';

// The exhaustive grids run thousands of BigInt-rational oracle checks: on a loaded
// machine they take several seconds, so allow more than vitest's default 5 s.
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], testTimeout: 120_000 },
});
