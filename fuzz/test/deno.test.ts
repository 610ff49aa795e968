/**
 * The JSR package's entry (`deno run -A jsr:@swept/fuzz`) on this
 * repository's Deno workspace: Deno resolves `@swept/core`, `@swept/fixed`
 * and `@swept/tolerance` to the workspace's members, the run says so, and it
 * passes. (`deno publish --dry-run` of the whole workspace, this package
 * included, runs in @swept/deno's tests.)
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { runtimeExecutable } from '@swept/engines';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const fuzzDir = fileURLToPath(new URL('../', import.meta.url));

describe('deno run of the JSR entry', () => {
  it('fuzzes the workspace members and exits 0', async () => {
    const { stdout } = await run(
      runtimeExecutable('deno'),
      ['run', '-A', 'src/cli.ts', '--seconds', '2', '--no-save', '--check', 'sweptCircles'],
      { cwd: fuzzDir, env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' } },
    );
    for (const name of ['core', 'fixed', 'tolerance']) {
      const manifest = new URL(`../../packages/${name}/deno.json`, import.meta.url);
      const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
      expect(stdout).toContain(`@swept/${name}@${version}`);
    }
    expect(stdout).toMatch(/^fixed +sweptCircles /m);
    expect(stdout).toMatch(/engine deno: \d+ cases .* 0 violation\(s\)/);
  });
});
