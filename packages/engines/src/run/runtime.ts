/**
 * Node, Deno and Bun: the bundle is written to a temporary `.mjs` file and
 * run by the runtime's own executable (Node: this one; Deno and Bun: see
 * {@link runtimeExecutable}). The result comes back as JSON on stdout.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { firstExecutable, pathFolders } from '../executable.ts';
import type { Bundle } from './bundle.ts';
import { EngineUnavailableError } from './engine.ts';

const exec = promisify(execFile);

/** A runtime that runs a script file. */
export type Runtime = 'node' | 'deno' | 'bun';

/** `node_modules/.bin` of `dir` and of every folder above it, nearest first. */
function binDirsUp(dir: string): string[] {
  const dirs: string[] = [];
  for (let d = dir; ; d = dirname(d)) {
    dirs.push(join(d, 'node_modules', '.bin'));
    if (dirname(d) === d) return dirs;
  }
}

/**
 * The runtime's executable: this Node; for Deno and Bun, the binary of the
 * npm package `deno` or `bun` installed in `project` (or a folder above it),
 * else the one this package was installed with (this repository's
 * development install), else the first on `PATH`.
 * @throws EngineUnavailableError naming what to install when there is none.
 */
export function runtimeExecutable(runtime: Runtime, project: string = process.cwd()): string {
  if (runtime === 'node') return process.execPath;
  const own = fileURLToPath(new URL('../../node_modules/.bin', import.meta.url));
  const found = firstExecutable([runtime], [...binDirsUp(project), own, ...pathFolders()]);
  if (found !== null) return found;
  throw new EngineUnavailableError(
    `${runtime} is not installed: add the npm package \`${runtime}\` to the project ` +
      `(npm install --save-dev ${runtime}) or put the \`${runtime}\` executable on PATH`,
  );
}

/** The arguments that run a script file in each runtime (after its executable). */
const ARGUMENTS: Readonly<Record<Runtime, (file: string) => string[]>> = {
  node: (file) => [file],
  deno: (file) => ['run', '--no-remote', '--no-prompt', '--no-config', '--no-lock', file],
  bun: (file) => ['--no-install', file],
};

/**
 * Runs the bundle in `runtime` and returns the JSON text of its result;
 * `project` is where Deno and Bun are looked up first.
 */
export async function runInRuntime(
  runtime: Runtime,
  bundle: Bundle,
  project?: string,
): Promise<string> {
  const executable = runtimeExecutable(runtime, project);
  const dir = await mkdtemp(join(tmpdir(), `swept-${runtime}-`));
  try {
    const file = join(dir, 'entry.mjs');
    await writeFile(
      file,
      `${bundle.script}\n${bundle.resultExpression}.then((json) => console.log(json));\n`,
    );
    const { stdout } = await exec(executable, ARGUMENTS[runtime](file), {
      env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1', DO_NOT_TRACK: '1' },
      maxBuffer: 1 << 30,
    });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
