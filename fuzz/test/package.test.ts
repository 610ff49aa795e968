/**
 * @swept/fuzz as a user runs it: the tarballs of @swept/node (with the
 * packages it brings) and of @swept/fuzz (with @swept/oracle and
 * @swept/engines) installed offline into an empty project with pnpm, whose
 * strict layout hides @swept/core, @swept/fixed and @swept/tolerance behind
 * @swept/node (the harder of the two layouts; installed.test.ts covers npm's
 * hoisted one), then `npx swept-fuzz` there: a quick run, a run on Bun and
 * QuickJS, on the two browsers, and on a deliberately broken @swept/core.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { runtimeExecutable } from '@swept/engines';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installProject, packTarballs } from '../../scripts/test/tarballs.ts';
import { VARIANTS } from '../src/variants/index.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
/** What @swept/node and @swept/fuzz bring: packed so that nothing comes from a registry. */
const BROUGHT = ['core', 'fixed', 'tolerance', 'pool', 'oracle', 'engines'] as const;
const FOLDERS = [...BROUGHT.map((name) => `packages/${name}`), 'packages/node', 'fuzz'];
const FUZZED = ['core', 'fixed', 'tolerance'] as const;

let dir = '';
let good = '';
let broken = '';

/** `@swept/core`'s tarball with the shoot-em-up article's `<` where the contract says `<=`. */
async function breakCore(tarball: string): Promise<string> {
  const unpacked = join(dir, 'broken-core');
  await run('mkdir', ['-p', unpacked]);
  await run('tar', ['-xzf', tarball, '-C', unpacked]);
  const file = join(unpacked, 'package', 'dist', 'quadratic.js');
  const source = await readFile(file, 'utf8');
  const strict = source
    .replace('if (R <= 0)\n        return true;', 'if (R < 0)\n        return true;')
    .replace('if (f1 <= 0)\n        return true;', 'if (f1 < 0)\n        return true;')
    .replace('return Q * Q >= P * R;', 'return Q * Q > P * R;');
  // Each of the three edits must have applied: a silent no-op would test nothing.
  expect(strict.match(/R < 0\)|f1 < 0\)|Q \* Q > P \* R/g)).toHaveLength(3);
  await writeFile(file, strict);
  const out = join(dir, 'swept-core-broken.tgz');
  await run('tar', ['-czf', out, '-C', unpacked, 'package']);
  return out;
}

/** Runs a command to its end; resolves with its exit status and output, whatever the status. */
async function exit(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
) {
  return run(command, args, { ...options, maxBuffer: 1 << 26 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({
      code: e.code,
      stdout: e.stdout,
      stderr: e.stderr,
    }),
  );
}

/** The installed command, run in `app`. */
function fuzz(app: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return exit('npx', ['--no-install', 'swept-fuzz', ...args], { cwd: app, env });
}

async function version(name: string): Promise<string> {
  const manifest = join(root, 'packages', name, 'package.json');
  return (JSON.parse(await readFile(manifest, 'utf8')) as { version: string }).version;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'swept-fuzz-pack-'));
  const tarballs = await packTarballs(FOLDERS, dir);
  const overrides = Object.fromEntries(
    BROUGHT.map((name) => [`@swept/${name}`, tarballs[`packages/${name}`]!]),
  );
  const dependencies = {
    '@swept/node': tarballs['packages/node']!,
    '@swept/fuzz': tarballs.fuzz!,
  };
  good = join(dir, 'app');
  broken = join(dir, 'broken-app');
  await installProject(good, dependencies, 'pnpm', overrides);
  const brokenCore = await breakCore(tarballs['packages/core']!);
  await installProject(broken, dependencies, 'pnpm', { ...overrides, '@swept/core': brokenCore });
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('npx swept-fuzz in a project that installed @swept/node', () => {
  it('fuzzes the installed versions, every variant, writes JUnit, exits 0', async () => {
    const { code, stdout } = await fuzz(good, ['--seconds', '5', '--junit', 'junit.xml']);
    expect(code, stdout).toBe(0);
    // pnpm's strict layout: the variants' packages are reached through @swept/node.
    for (const name of FUZZED) {
      expect(stdout).toContain(`@swept/${name}@${await version(name)} (through @swept/node)`);
    }
    const rows = stdout.split('\n');
    for (const variant of VARIANTS) {
      expect(rows.some((row) => row.startsWith(`${variant.name} `))).toBe(true);
    }
    const xml = await readFile(join(good, 'junit.xml'), 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      isArray: (n) => n === 'testcase',
    }).parse(xml);
    const cases = parsed.testsuites.testsuite.testcase as Record<string, string>[];
    // One test case per slot: as many as the summary's rows that name a variant.
    const slotRows = rows.filter((row) => VARIANTS.some((v) => row.startsWith(`${v.name} `)));
    expect(cases.length).toBe(slotRows.length);
    expect(new Set(cases.map((c) => c['@_classname']))).toEqual(
      new Set(VARIANTS.map((v) => `swept-fuzz.node.${v.name}`)),
    );
    expect(cases.every((c) => !('failure' in c))).toBe(true);
  });

  it('runs the same slots in Bun and QuickJS and finds their fixed-point answers identical', async () => {
    // Bun from PATH, as a user without the npm package `bun` in the project would have it.
    const bun = dirname(runtimeExecutable('bun'));
    const env = { ...process.env, PATH: `${bun}:${process.env.PATH}` };
    const { code, stdout } = await fuzz(
      good,
      ['--engine', 'bun', '--engine', 'quickjs', '--seconds', '4'],
      env,
    );
    expect(code, stdout).toBe(0);
    expect(stdout).toMatch(/^bun +core +sweptCircles /m);
    expect(stdout).toMatch(/^quickjs +fixed +sweptCircles /m);
    expect(stdout).toMatch(
      /fixed-point answers to \d+ cases identical, bit for bit, in bun, quickjs/,
    );
  });

  it('runs in Chromium and Firefox ESR', async () => {
    const { code, stdout } = await fuzz(good, [
      '--engine',
      'chromium',
      '--engine',
      'firefox',
      '--seconds',
      '4',
    ]);
    expect(code, stdout).toBe(0);
    expect(stdout).toMatch(/^chromium +tolerance:exact +classify /m);
    expect(stdout).toMatch(/^firefox +fixed +fingerprint /m);
    expect(stdout).toMatch(/identical, bit for bit, in chromium, firefox/);
  });

  it('exits 2 with what to install when an engine is missing, and on a usage error', async () => {
    // No deno in the project and none on PATH (an empty folder).
    const env = { ...process.env, PATH: join(dir, 'empty-path') };
    const bin = join(good, 'node_modules', '@swept', 'fuzz', 'dist', 'cli.js');
    const missing = await exit(process.execPath, [bin, '--engine', 'deno', '--seconds', '1'], {
      cwd: good,
      env,
    });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('deno is not installed: add the npm package `deno`');
    const usage = await fuzz(good, ['--engine', 'rhino']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--engine must be one of');
  });
});

describe('npx swept-fuzz against a broken @swept/core', () => {
  it('exits 1 with a reproduction that fails again', async () => {
    const { code, stdout } = await fuzz(broken, [
      '--seconds',
      '3',
      '--seed',
      '7',
      '--variant',
      'core',
      '--check',
      'sweptCircles',
      '--no-save',
      '--junit',
      'broken.xml',
    ]);
    expect(code, stdout).toBe(1);
    // JUnit counts failing test cases (the one slot), not the violations inside it.
    const xml = new XMLParser({ ignoreAttributes: false, isArray: (n) => n === 'testcase' }).parse(
      await readFile(join(broken, 'broken.xml'), 'utf8'),
    );
    const cases = xml.testsuites.testsuite.testcase as Record<string, unknown>[];
    const failing = cases.filter((c) => 'failure' in c).length;
    expect(failing).toBe(1);
    expect(Number(xml.testsuites['@_failures'])).toBe(failing);
    expect(Number(xml.testsuites['@_tests'])).toBe(cases.length);
    const repro = stdout.split('\n').find((line) => line.startsWith('  reproduce: '));
    expect(repro, stdout).toBeDefined();
    const command = repro!.slice('  reproduce: '.length);
    expect(command).toMatch(
      /^npx swept-fuzz --engine node --versions @swept\/core@[^ ]+ .* --case '/,
    );
    // The command, as printed, run by a shell in the project.
    const again = await exit('sh', ['-c', command], { cwd: broken });
    expect(again.code, again.stdout).toBe(1);
    expect(again.stdout).toMatch(/--case: .+/);
    expect(again.stdout).toContain('VIOLATION node core sweptCircles');
  });
});
