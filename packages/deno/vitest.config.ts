import { defineConfig } from 'vitest/config';

// Only the Node-side tests; test/deno/ is Deno's own suite (`deno test`). The
// determinism test starts six engines in its `beforeAll` (seconds alone, far
// more on a machine busy with other suites): hooks get the tests' time limit.
export default defineConfig({
  test: { include: ['test/node/**/*.test.ts'], testTimeout: 300_000, hookTimeout: 300_000 },
});
