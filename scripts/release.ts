/**
 * The release path. `pnpm release` versions the packages from the waiting
 * changesets (by the version rule in CONTRIBUTING.md), commits and tags the
 * versions, packs every npm package (its `prepack` builds `dist/`), checks
 * each tarball, uploads the checked tarballs to npm and publishes the JSR
 * workspace. `pnpm release:dry` (`--dry`) does all of it in a scratch copy of
 * the working tree, with `--dry-run` uploads, and leaves the repository as it
 * was: it runs in `pnpm test`, so a changeset that does not parse, a package
 * that would ship without its build or a JSR slow type fails CI, not the release.
 */
import { execFileSync, type StdioOptions } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTarball } from './release/tarball.ts';
import { applyVersionRule, bumpsOf, nextVersion } from './release/version-rule.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const dry = process.argv.includes('--dry');

interface WorkspacePackage {
  name: string;
  version: string;
  path: string;
  private: boolean;
}

/** A package that leaves the repository: to npm unless private, to JSR when it is a Deno workspace member. */
interface Published extends WorkspacePackage {
  npm: boolean;
  jsr: boolean;
}

function run(cmd: string, args: readonly string[], cwd: string, stdio: StdioOptions = 'inherit') {
  return execFileSync(cmd, args, {
    cwd,
    stdio,
    encoding: 'utf8',
    env: { ...process.env, DENO_NO_UPDATE_CHECK: '1' },
  });
}

/** pnpm as this script was started (`pnpm release`), else the one on PATH. */
function pnpm(args: readonly string[], cwd: string, stdio: StdioOptions = 'inherit'): string {
  const execPath = process.env.npm_execpath;
  if (execPath && /\.c?js$/.test(execPath))
    return run(process.execPath, [execPath, ...args], cwd, stdio);
  return run(execPath?.includes('pnpm') ? execPath : 'pnpm', args, cwd, stdio);
}

function step(title: string): void {
  console.log(`\n=== ${title}`);
}

function workspace(dir: string): WorkspacePackage[] {
  const all = JSON.parse(
    pnpm(['ls', '-r', '--depth', '-1', '--json'], dir, 'pipe'),
  ) as WorkspacePackage[];
  return all.filter((p) => p.path !== dir.replace(/\/$/, ''));
}

/** The members of the Deno workspace (`deno.jsonc`), as folders relative to `dir`. */
function denoMembers(dir: string): string[] {
  const text = readFileSync(join(dir, 'deno.jsonc'), 'utf8').replace(/^\s*\/\/.*$/gm, '');
  const { workspace: members } = JSON.parse(text) as { workspace: string[] };
  return members.map((m) => m.replace(/^\.\//, '').replace(/\/$/, ''));
}

function published(dir: string): Published[] {
  const members = new Set(denoMembers(dir));
  return workspace(dir)
    .map((p) => ({ ...p, npm: !p.private, jsr: members.has(relative(dir, p.path)) }))
    .filter((p) => p.npm || p.jsr);
}

/** The tracked and untracked-but-not-ignored files of the working tree, copied to a fresh folder. */
function scratchCopy(): string {
  const scratch = mkdtempSync(join(tmpdir(), 'swept-release-'));
  const files = run(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    root,
    'pipe',
  )
    .split('\0')
    .filter((f) => f !== '' && existsSync(join(root, f)));
  for (const file of files) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    cpSync(join(root, file), join(scratch, file));
  }
  return scratch;
}

/**
 * `changeset version` (changelogs, changesets consumed), then the version rule
 * on top of it, then every `deno.json` set to its `package.json`'s version.
 * Returns each published package's version before and after.
 */
function versionPackages(dir: string): Map<string, { from: string; to: string }> {
  const before = new Map(workspace(dir).map((p) => [p.name, p.version]));
  const bumps = bumpsOf(join(dir, '.changeset'));
  pnpm(['exec', 'changeset', 'version'], dir);
  const versions = new Map<string, { from: string; to: string }>();
  for (const p of published(dir)) {
    const from = before.get(p.name)!;
    if (p.version === from && !bumps.has(p.name)) continue;
    const to = nextVersion(from, bumps.get(p.name) ?? 'patch');
    applyVersionRule(p.path, p.version, to);
    versions.set(p.name, { from, to });
  }
  for (const p of published(dir).filter((q) => q.jsr)) {
    const file = join(p.path, 'deno.json');
    const text = readFileSync(file, 'utf8');
    const synced = text.replace(/("version":\s*)"[^"]*"/, `$1"${p.version}"`);
    if (synced === text && !text.includes(`"version": "${p.version}"`)) {
      throw new Error(`${relative(dir, file)} has no "version" field to set to ${p.version}`);
    }
    writeFileSync(file, synced);
  }
  return versions;
}

/** The deno binary of the `deno` npm package (a devDependency of the Deno members). */
function denoBinary(dir: string): string {
  for (const p of workspace(dir)) {
    const bin = join(p.path, 'node_modules', '.bin', 'deno');
    if (existsSync(bin)) return bin;
  }
  throw new Error('no node_modules/.bin/deno in any workspace package: run pnpm install');
}

function main(): void {
  const started = Date.now();
  let dir = root;
  if (dry) {
    step('scratch copy of the working tree (the repository is not modified)');
    dir = scratchCopy();
    console.log(dir);
    pnpm(['install', '--offline', '--frozen-lockfile', '--reporter=silent'], dir);
  } else {
    const dirty = run('git', ['status', '--porcelain'], root, 'pipe');
    if (dirty.trim() !== '') throw new Error(`the working tree is not clean:\n${dirty}`);
  }
  try {
    step('versions from the changesets');
    const versions = versionPackages(dir);
    // Right after a release there is nothing to version; the dry run still checks what is there.
    if (versions.size === 0 && !dry) throw new Error('no changesets: nothing to release');
    for (const p of published(dir)) {
      const v = versions.get(p.name);
      const where = [p.npm && 'npm', p.jsr && 'JSR'].filter(Boolean).join(' + ');
      console.log(
        `${p.name.padEnd(18)} ${v ? `${v.from} -> ${v.to}` : `${p.version} (unchanged)`}  ${where}`,
      );
    }
    if (!dry) {
      run('git', ['add', '-A'], root);
      run(
        'git',
        ['commit', '-m', `release: ${[...versions].map(([n, v]) => `${n}@${v.to}`).join(', ')}`],
        root,
      );
    }

    step('pack every npm package (prepack builds dist/) and check each tarball');
    const tarballs = mkdtempSync(join(tmpdir(), 'swept-tarballs-'));
    const toUpload: string[] = [];
    const releasing = (q: Published) => versions.has(q.name) || versions.size === 0;
    for (const p of published(dir).filter((q) => q.npm && releasing(q))) {
      const out = pnpm(['pack', '--json', '--pack-destination', tarballs], p.path, [
        'ignore',
        'pipe',
        'inherit',
      ]);
      const tarball = checkTarball(p.path, out);
      console.log(`${p.name}: ${relative(tarballs, tarball)} ok`);
      toUpload.push(tarball);
    }

    step(dry ? 'npm publish, dry run' : 'npm publish');
    for (const tarball of toUpload) {
      pnpm(
        [
          'publish',
          tarball,
          '--access',
          'public',
          '--no-git-checks',
          ...(dry ? ['--dry-run'] : []),
        ],
        dir,
      );
    }

    step(dry ? 'JSR publish, dry run' : 'JSR publish');
    run(denoBinary(dir), ['publish', ...(dry ? ['--dry-run', '--allow-dirty'] : [])], dir);

    if (!dry) {
      for (const [name, v] of versions) run('git', ['tag', `${name}@${v.to}`], root);
      console.log('\nReleased. Push the release commit and its tags: git push --follow-tags');
    }
    rmSync(tarballs, { recursive: true, force: true });
  } finally {
    if (dry) rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `\n${dry ? 'release:dry' : 'release'} done in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main();
