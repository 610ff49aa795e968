/**
 * JSR publishes from deno.json, npm from package.json. These tests keep the
 * two manifests of every published package from drifting (name, version,
 * entry points).
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

for (const name of ['core', 'fixed', 'tolerance', 'pool', 'deno']) {
  Deno.test(`${name}: deno.json agrees with package.json`, async () => {
    const deno = await readJson(`${name}/deno.json`);
    const npm = await readJson(`${name}/package.json`);
    assertEquals(deno.name, name === 'deno' ? '@swept/deno' : npm.name);
    assertEquals(deno.version, npm.version);
    assertEquals(sourceExports(deno.exports), sourceExports(npm.exports));
  });
}
