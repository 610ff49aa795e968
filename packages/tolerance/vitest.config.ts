import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Property runs with BigInt oracles take seconds on a busy machine.
  test: { include: ['test/**/*.test.ts'], testTimeout: 60_000 },
});
