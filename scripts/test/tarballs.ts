/**
 * The packages as users get them, for the tests that install them: `pnpm
 * pack` a workspace package (pack rewrites `workspace:^` ranges to versions
 * and applies `publishConfig`, so the tarballs install together) and install
 * tarballs into an empty project without the network. Shared by
 * `@swept/node`'s and `@swept/fuzz`'s tarball tests.
 */
import { execFile } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Runs pnpm: the one on `PATH` (under `pnpm test` there always is one), else
 * the repository's own version through `npx` (`packageManager` in the root
 * `package.json`), so a test file run alone with `npx vitest run` works too.
 */
function pnpm(args: readonly string[], cwd: string): Promise<{ stdout: string }> {
  return onPath('pnpm')
    ? run('pnpm', args, { cwd })
    : run('npx', ['--yes', pinnedPnpm(), ...args], { cwd });
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

function pinnedPnpm(): string {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    packageManager?: string;
  };
  if (!manifest.packageManager?.startsWith('pnpm@')) {
    throw new Error(`the root package.json names no pnpm version in "packageManager"`);
  }
  return manifest.packageManager;
}

/**
 * Packs each workspace package (its folder relative to the repository root:
 * `packages/core`, `fuzz`) into `dir`; returns each folder's tarball path.
 * Without the `prepack` build: the test's turbo task has built `dist/` before
 * it (`^build`), and a second build here could rewrite a `dist/` another
 * test is packing at the same moment.
 */
export async function packTarballs(
  folders: readonly string[],
  dir: string,
): Promise<Record<string, string>> {
  const tarballs: Record<string, string> = {};
  for (const folder of folders) {
    const { stdout } = await pnpm(
      ['pack', '--ignore-scripts', '--pack-destination', dir],
      join(root, folder),
    );
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
  await pnpm(
    ['install', '--offline', '--ignore-scripts', '--config.confirmModulesPurge=false'],
    app,
  );
}
