import { defineConfig } from 'vitest/config';

// Only the Node-side tests; test/deno/ is Deno's own suite (`deno test`).
export default defineConfig({
  test: { include: ['test/node/**/*.test.ts'], testTimeout: 300_000 },
});
