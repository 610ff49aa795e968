/**
 * The packages as users get them, for the tests that install them: `pnpm
 * pack` a workspace package (pack rewrites `workspace:^` ranges to versions
 * and applies `publishConfig`, so the tarballs install together) and install
 * tarballs into an empty project without the network. Shared by
 * `@swept/node`'s and `@swept/fuzz`'s tarball tests.
 */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Packs each workspace package (its folder relative to the repository root:
 * `packages/core`, `fuzz`) into `dir`; returns each folder's tarball path.
 */
export async function packTarballs(
  folders: readonly string[],
  dir: string,
): Promise<Record<string, string>> {
  const tarballs: Record<string, string> = {};
  for (const folder of folders) {
    const { stdout } = await run('pnpm', ['pack', '--pack-destination', dir], {
      cwd: join(root, folder),
    });
    tarballs[folder] = stdout.trim().split('\n').at(-1)!;
  }
  return tarballs;
}

/** How a test project installs: npm's hoisted layout, or pnpm's strict one. */
export type Installer = 'npm' | 'pnpm';

/**
 * Creates the project `app` with these dependencies (name → tarball path) and
 * installs them offline: npm from the tarballs alone (for packages without
 * registry dependencies), pnpm from the tarballs and its local store (which
 * this repository's install filled). `overrides` replace a package wherever
 * it is depended on.
 */
export async function installProject(
  app: string,
  dependencies: Record<string, string>,
  installer: Installer,
  overrides: Record<string, string> = {},
): Promise<void> {
  await mkdir(app, { recursive: true });
  const file = (path: string) => `file:${path}`;
  const manifest = {
    name: 'app',
    private: true,
    type: 'module',
    dependencies: Object.fromEntries(Object.entries(dependencies).map(([n, p]) => [n, file(p)])),
    ...(installer === 'npm' && Object.keys(overrides).length > 0
      ? { overrides: Object.fromEntries(Object.entries(overrides).map(([n, p]) => [n, file(p)])) }
      : {}),
  };
  await writeFile(join(app, 'package.json'), JSON.stringify(manifest, null, 2));
  if (installer === 'npm') {
    await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
      cwd: app,
    });
    return;
  }
  const workspace = Object.entries(overrides).map(([n, p]) => `  '${n}': '${file(p)}'`);
  await writeFile(
    join(app, 'pnpm-workspace.yaml'),
    workspace.length > 0 ? `overrides:\n${workspace.join('\n')}\n` : '',
  );
  await run(
    'pnpm',
    ['install', '--offline', '--ignore-scripts', '--config.confirmModulesPurge=false'],
    {
      cwd: app,
    },
  );
}
