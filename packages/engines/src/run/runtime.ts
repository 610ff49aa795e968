/**
 * Node, Deno and Bun: the bundle is written to a temporary `.mjs` file and
 * run by the runtime's own executable (Node: this one; Deno and Bun: the
 * binaries inside their npm packages, dependencies of this package). The
 * result comes back as JSON on stdout.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Bundle } from './bundle.ts';

const exec = promisify(execFile);
const packageBin = (name: string) =>
  fileURLToPath(new URL(`../../node_modules/.bin/${name}`, import.meta.url));

/** A runtime that runs a script file. */
export type Runtime = 'node' | 'deno' | 'bun';

/**
 * The runtime's executable: this Node, or the Deno or Bun binary inside its
 * npm package (dependencies of this package, so every clone has them).
 */
export function runtimeExecutable(runtime: Runtime): string {
  return runtime === 'node' ? process.execPath : packageBin(runtime);
}

/** The command line that runs a script file in each runtime. */
const COMMANDS: Readonly<Record<Runtime, (file: string) => string[]>> = {
  node: (file) => [runtimeExecutable('node'), file],
  deno: (file) => [
    runtimeExecutable('deno'),
    'run',
    '--no-remote',
    '--no-prompt',
    '--no-config',
    '--no-lock',
    file,
  ],
  bun: (file) => [runtimeExecutable('bun'), '--no-install', file],
};

/** Runs the bundle in `runtime` and returns the JSON text of its result. */
export async function runInRuntime(runtime: Runtime, bundle: Bundle): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `swept-${runtime}-`));
  try {
    const file = join(dir, 'entry.mjs');
    await writeFile(
      file,
      `${bundle.script}\n${bundle.resultExpression}.then((json) => console.log(json));\n`,
    );
    const [command, ...args] = COMMANDS[runtime](file);
    const { stdout } = await exec(command!, args, {
      env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1', DO_NOT_TRACK: '1' },
      maxBuffer: 1 << 30,
    });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
