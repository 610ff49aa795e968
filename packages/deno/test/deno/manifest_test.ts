/**
 * JSR publishes from deno.json, npm from package.json. These tests keep the
 * two manifests of every published package from drifting (name, version,
 * entry points), and the pool files copied from @swept/node in step with their source.
 */
import { deepStrictEqual as assertEquals } from 'node:assert/strict';

const packages = new URL('../../../', import.meta.url);

async function readJson(path: string): Promise<Record<string, unknown>> {
  return JSON.parse(await Deno.readTextFile(new URL(path, packages)));
}

/** `exports` as a map from subpath to source file, from either manifest. */
function sourceExports(exports: unknown): Record<string, string> {
  if (typeof exports === 'string') return { '.': exports };
  const map = exports as Record<string, string>;
  return Object.fromEntries(Object.entries(map).filter(([, file]) => file.endsWith('.ts')));
}

for (const name of ['core', 'fixed', 'tolerance', 'deno']) {
  Deno.test(`${name}: deno.json agrees with package.json`, async () => {
    const deno = await readJson(`${name}/deno.json`);
    const npm = await readJson(`${name}/package.json`);
    assertEquals(deno.name, name === 'deno' ? '@swept/deno' : npm.name);
    assertEquals(deno.version, npm.version);
    assertEquals(sourceExports(deno.exports), sourceExports(npm.exports));
  });
}
Deno.test('the pool files copied from @swept/node are up to date', async () => {
  for (const file of ['batch-pool.ts', 'describe.ts', 'job.ts', 'shared.ts']) {
    const source = await Deno.readTextFile(new URL(`node/src/pool/${file}`, packages));
    const copy = await Deno.readTextFile(new URL(`deno/src/pool/${file}`, packages));
    assertEquals(
      copy.slice(copy.indexOf('\n') + 1),
      source,
      `src/pool/${file}: run scripts/sync-pool.mjs`,
    );
  }
});
