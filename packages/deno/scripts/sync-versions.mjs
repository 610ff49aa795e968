#!/usr/bin/env node
// JSR reads versions from deno.json, npm from package.json, and changesets
// bumps only package.json. After `changeset version`, run
//   node packages/deno/scripts/sync-versions.mjs
// to copy each workspace member's package.json version into its deno.json
// (test/deno/manifest_test.ts fails while they differ).
import { readFileSync, writeFileSync } from 'node:fs';

const root = new URL('../../../', import.meta.url);
// deno.jsonc holds only `//` comments on their own lines.
const workspace = JSON.parse(
  readFileSync(new URL('deno.jsonc', root), 'utf8').replace(/^\s*\/\/.*$/gm, ''),
).workspace;

for (const member of workspace) {
  const dir = new URL(`${member}/`, root);
  const { version } = JSON.parse(readFileSync(new URL('package.json', dir), 'utf8'));
  const denoJson = JSON.parse(readFileSync(new URL('deno.json', dir), 'utf8'));
  if (denoJson.version === version) continue;
  denoJson.version = version;
  writeFileSync(new URL('deno.json', dir), `${JSON.stringify(denoJson, null, 2)}\n`);
  console.log(`${denoJson.name}: ${version}`);
}
