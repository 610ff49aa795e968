/**
 * What a packed tarball must hold before it is uploaded: every entry point its
 * manifest names (`exports` after `publishConfig`, `main`, `types`, `bin`),
 * no `dist/` file left over from a source file that is gone, and no
 * `workspace:` range (pnpm rewrites them when it packs).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

interface PackOutput {
  name: string;
  filename: string;
  files: { path: string }[];
}

interface Manifest {
  exports?: unknown;
  main?: string;
  types?: string;
  bin?: string | Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** Every path an `exports` map can resolve to (conditions and subpaths alike). */
function targets(exports: unknown): string[] {
  if (typeof exports === 'string') return [exports];
  if (exports === null || typeof exports !== 'object') return [];
  return Object.values(exports).flatMap(targets);
}

/** The source file a built file comes from: `dist/a/b.js` or `.d.ts` from `src/a/b.ts`. */
function sourceOf(built: string): string {
  return built.replace(/^dist\//, 'src/').replace(/(\.d)?\.(js|ts)(\.map)?$/, '.ts');
}

/**
 * Checks the tarball `pnpm pack --json` made of the package in `folder`
 * (`packOutput`: what it printed); throws naming every problem, else returns
 * the tarball's path.
 */
export function checkTarball(folder: string, packOutput: string): string {
  const pack = JSON.parse(packOutput) as PackOutput;
  const files = new Set(pack.files.map((f) => f.path));
  const manifest = JSON.parse(
    execFileSync('tar', ['-xzOf', pack.filename, 'package/package.json'], { encoding: 'utf8' }),
  ) as Manifest;
  const bins =
    typeof manifest.bin === 'string' ? [manifest.bin] : Object.values(manifest.bin ?? {});
  const entries = [...targets(manifest.exports), manifest.main, manifest.types, ...bins]
    .filter((p): p is string => p !== undefined && !p.includes('*'))
    .map((p) => p.replace(/^\.\//, ''));
  const problems = [
    ...entries
      .filter((p) => !files.has(p))
      .map((p) => `names ${p}, which is not in the tarball (built?)`),
    ...[...files]
      .filter((p) => p.startsWith('dist/') && !existsSync(join(folder, sourceOf(p))))
      .map((p) => `holds ${p}, but ${sourceOf(p)} does not exist (a stale build: delete dist/)`),
    ...Object.entries({
      ...manifest.dependencies,
      ...manifest.peerDependencies,
      ...manifest.optionalDependencies,
    })
      .filter(([, range]) => range.startsWith('workspace:'))
      .map(([name, range]) => `depends on ${name}@${range}`),
  ];
  if (problems.length > 0) {
    throw new Error(`${pack.name}'s tarball ${pack.filename}:\n  ${problems.join('\n  ')}`);
  }
  return pack.filename;
}
