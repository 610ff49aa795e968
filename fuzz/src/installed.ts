/**
 * Which @swept packages a run fuzzes: the ones the user's project resolves
 * (the versions in its lockfile), never copies inside the fuzz package.
 *
 * Under Node and Bun a package is looked up as Node looks up a bare import,
 * folder by folder up from the project: `node_modules/@swept/core`, …
 *
 * - npm (and pnpm with `node-linker=hoisted`, Yarn's node_modules linker)
 *   hoists `@swept/node`'s dependencies next to it, so `@swept/core`,
 *   `@swept/fixed` and `@swept/tolerance` are found from the project itself;
 * - pnpm's strict layout links only the project's direct dependencies into
 *   its `node_modules`: a package the project does not depend on directly is
 *   looked up from the real folder of each @swept package it does depend on
 *   (`@swept/node` first), where pnpm links that package's dependencies
 *   (`node_modules/.pnpm/@swept+node@…/node_modules/@swept/core`). That is
 *   the copy the user's code gets through `@swept/node`.
 *
 * Under Deno the packages are those the fuzz module's own imports resolve to
 * (`import.meta.resolve`), with the project's `deno.json` and `deno.lock`
 * (a workspace member, or the locked `jsr:` version when it satisfies the
 * fuzz's range); the summary prints them.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The packages whose variants are fuzzed. */
export const FUZZED = ['@swept/core', '@swept/fixed', '@swept/tolerance'] as const;
export type Fuzzed = (typeof FUZZED)[number];

/** One package as the project resolves it. */
export interface InstalledPackage {
  name: Fuzzed;
  version: string;
  /** The module a bare import of the package loads (a file path, or a URL under Deno). */
  entry: string;
  /** How it was found: `null` from the project itself, else the @swept package it came through. */
  via: string | null;
}

/** The project lacks what the run needs: the message says what to install. */
export class NotInstalledError extends Error {
  override name = 'NotInstalledError';
}

/** `node_modules/<name>` in `dir` or the nearest folder above it, as a real path; `null` if none. */
function findPackageDir(name: string, dir: string): string | null {
  for (let d = dir; ; d = dirname(d)) {
    const candidate = join(d, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(d) === d) return null;
  }
}

interface Manifest {
  name?: string;
  version?: string;
  exports?: unknown;
  main?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
}

/** The target of an `exports` entry for an ESM import (`import`, `default` or `node` conditions). */
function exportTarget(entry: unknown): string | null {
  if (typeof entry === 'string') return entry;
  if (typeof entry !== 'object' || entry === null) return null;
  const conditions = entry as Record<string, unknown>;
  for (const key of ['import', 'node', 'default']) {
    const found = key in conditions ? exportTarget(conditions[key]) : null;
    if (found !== null) return found;
  }
  return null;
}

function mainEntry(dir: string, manifest: Manifest): string {
  const exports = manifest.exports;
  const root =
    typeof exports === 'object' && exports !== null && '.' in exports
      ? (exports as Record<string, unknown>)['.']
      : exports;
  const target = exportTarget(root) ?? manifest.main ?? 'index.js';
  return join(dir, target);
}

/**
 * The fuzzed packages as the project at `project` resolves them (Node and
 * Bun; see the module's comment for the npm and pnpm layouts).
 * @throws NotInstalledError naming what to install when one is missing.
 */
export function resolveInstalled(project: string): InstalledPackage[] {
  let own: Manifest = {};
  try {
    own = readManifest(project);
  } catch {
    // A folder without package.json: look up from it all the same.
  }
  const direct = Object.keys({ ...own.dependencies, ...own.devDependencies });
  const carriers = ['@swept/node', ...direct.filter((d) => d.startsWith('@swept/'))]
    .filter(
      (name, i, all) => all.indexOf(name) === i && !(FUZZED as readonly string[]).includes(name),
    )
    .map((name) => ({ name, dir: findPackageDir(name, project) }))
    .filter((c): c is { name: string; dir: string } => c.dir !== null);
  return FUZZED.map((name) => {
    let dir = findPackageDir(name, project);
    let via: string | null = null;
    for (const carrier of carriers) {
      if (dir !== null) break;
      dir = findPackageDir(name, carrier.dir);
      via = carrier.name;
    }
    if (dir === null) {
      throw new NotInstalledError(
        `${name} is not installed in ${project}: install @swept/node (npm install @swept/node), ` +
          `which brings @swept/core, @swept/fixed and @swept/tolerance, or run from your project's folder (--project DIR)`,
      );
    }
    const manifest = readManifest(dir);
    return { name, version: manifest.version ?? 'unknown', entry: mainEntry(dir, manifest), via };
  });
}

/** The version in the nearest `deno.json` or `package.json` above a local file. */
function localVersion(file: string): string {
  for (let d = dirname(file); dirname(d) !== d; d = dirname(d)) {
    for (const manifest of ['deno.json', 'package.json']) {
      if (existsSync(join(d, manifest)))
        return (
          (JSON.parse(readFileSync(join(d, manifest), 'utf8')) as Manifest).version ?? 'unknown'
        );
    }
  }
  return 'unknown';
}

/**
 * Under Deno: the fuzzed packages as this module's imports resolve them
 * (`resolve` is `import.meta.resolve` of a module that imports them).
 */
export function resolveInDeno(resolve: (specifier: string) => string): InstalledPackage[] {
  return FUZZED.map((name) => {
    const entry = resolve(name);
    const jsr = /\/(@swept\/[a-z-]+)\/([^/]+)\//.exec(entry);
    const version = entry.startsWith('file:')
      ? localVersion(fileURLToPath(entry))
      : (jsr?.[2] ?? 'unknown');
    return { name, version, entry, via: null };
  });
}
