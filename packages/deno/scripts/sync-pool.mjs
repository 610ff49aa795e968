#!/usr/bin/env node
// The batch pool's runtime-neutral half is written once, in
// packages/node/src/pool/, and copied here for JSR (a JSR package publishes
// only its own files). Run after editing those files:
//   node packages/deno/scripts/sync-pool.mjs
// test/deno/pool_sync_test.ts fails when the copies drift.
import { readFileSync, writeFileSync } from 'node:fs';

export const SHARED_POOL_FILES = ['batch-pool.ts', 'describe.ts', 'job.ts', 'shared.ts'];

const from = new URL('../../node/src/pool/', import.meta.url);
const to = new URL('../src/pool/', import.meta.url);

export function header(file) {
  return `// Generated from packages/node/src/pool/${file} by packages/deno/scripts/sync-pool.mjs; edit that file.\n`;
}

for (const file of SHARED_POOL_FILES) {
  writeFileSync(new URL(file, to), header(file) + readFileSync(new URL(file, from), 'utf8'));
}
