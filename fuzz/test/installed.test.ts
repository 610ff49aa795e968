/**
 * Which @swept packages a run fuzzes, on made-up projects: npm's hoisted
 * layout (found from the project), pnpm's strict one (found through
 * @swept/node's real folder), a project that has none (a message that says
 * what to install), and the entry a package's `exports` names.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotInstalledError, resolveInstalled } from '../src/installed.ts';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'swept-installed-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const EXPORTS = { '.': { types: './dist/index.d.ts', default: './dist/index.js' } };

async function pkg(folder: string, name: string, version: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  await writeFile(
    join(folder, 'package.json'),
    JSON.stringify({ name, version, exports: EXPORTS }),
  );
}

async function project(name: string, dependencies: Record<string, string>): Promise<string> {
  const app = join(dir, name);
  await mkdir(app, { recursive: true });
  await writeFile(join(app, 'package.json'), JSON.stringify({ name, dependencies }));
  return app;
}

describe('resolveInstalled', () => {
  it("npm's hoisted layout: the packages sit next to @swept/node in the project", async () => {
    const app = await project('npm-app', { '@swept/node': '^1.2.0' });
    await pkg(join(app, 'node_modules/@swept/node'), '@swept/node', '1.2.0');
    await pkg(join(app, 'node_modules/@swept/core'), '@swept/core', '1.2.3');
    await pkg(join(app, 'node_modules/@swept/fixed'), '@swept/fixed', '1.1.0');
    await pkg(join(app, 'node_modules/@swept/tolerance'), '@swept/tolerance', '1.0.4');
    const found = resolveInstalled(app);
    expect(found.map((p) => [p.name, p.version, p.via])).toEqual([
      ['@swept/core', '1.2.3', null],
      ['@swept/fixed', '1.1.0', null],
      ['@swept/tolerance', '1.0.4', null],
    ]);
    expect(found[0]!.entry).toBe(join(app, 'node_modules/@swept/core/dist/index.js'));
  });

  it("pnpm's strict layout: reached through @swept/node's real folder", async () => {
    const app = await project('pnpm-app', { '@swept/node': '^1.2.0' });
    const store = join(app, 'node_modules/.pnpm');
    const nodeDeps = join(store, '@swept+node@1.2.0/node_modules');
    await pkg(join(nodeDeps, '@swept/node'), '@swept/node', '1.2.0');
    for (const [name, version] of [
      ['core', '1.2.3'],
      ['fixed', '1.1.0'],
      ['tolerance', '1.0.4'],
    ]) {
      const real = join(store, `@swept+${name}@${version}/node_modules/@swept/${name}`);
      await pkg(real, `@swept/${name}`, version!);
      await symlink(real, join(nodeDeps, '@swept', name!));
    }
    await mkdir(join(app, 'node_modules/@swept'), { recursive: true });
    await symlink(join(nodeDeps, '@swept/node'), join(app, 'node_modules/@swept/node'));
    const found = resolveInstalled(app);
    expect(found.map((p) => [p.name, p.version, p.via])).toEqual([
      ['@swept/core', '1.2.3', '@swept/node'],
      ['@swept/fixed', '1.1.0', '@swept/node'],
      ['@swept/tolerance', '1.0.4', '@swept/node'],
    ]);
    expect(found[2]!.entry).toBe(
      join(store, '@swept+tolerance@1.0.4/node_modules/@swept/tolerance/dist/index.js'),
    );
  });

  it('a project without swept: says what to install', async () => {
    const app = await project('empty-app', {});
    expect(() => resolveInstalled(app)).toThrow(NotInstalledError);
    expect(() => resolveInstalled(app)).toThrow(
      /@swept\/core is not installed in .*npm install @swept\/node/,
    );
  });
});
