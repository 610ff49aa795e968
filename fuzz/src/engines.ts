/**
 * Where a job runs. The job's module (engine/entry.ts) is bundled by esbuild
 * with the project's installed @swept packages in place of the fuzz
 * package's imports of them, and then evaluated in this process (the engine
 * the command runs in: the progress line can follow it) or run in another
 * engine through @swept/engines: Node, Deno or Bun as a subprocess, Chromium
 * or Firefox ESR headless, QuickJS in WebAssembly. Under Deno the packages
 * are those the module's imports resolve to, and the job runs in this
 * process (esbuild cannot read modules Deno loaded from JSR).
 */
import type { Engine } from '@swept/engines/engine';
import { JOB_GLOBAL, type Job, type Outcome } from './engine/job.ts';
import type { InstalledPackage } from './installed.ts';
import type { Slot } from './run.ts';

export type { Engine };

/** The engine this command runs in. */
export const THIS_ENGINE: 'node' | 'deno' | 'bun' =
  'Deno' in globalThis ? 'deno' : 'Bun' in globalThis ? 'bun' : 'node';

/** An engine could not run the job (missing, not installable, or it failed): exit status 2. */
export class EngineFailure extends Error {
  override name = 'EngineFailure';
}

export interface JobOptions {
  /** Where Deno and Bun are looked up first (default: the current folder). */
  project?: string;
  /** Progress of a job that runs in this process. */
  onProgress?: (done: number, total: number, slot: Slot, cases: number) => void;
}

/** The job's module next to this one: `.ts` from source (tsx, Deno), `.js` when built. */
const entryUrl = new URL(
  `./engine/entry${import.meta.url.slice(import.meta.url.lastIndexOf('.'))}`,
  import.meta.url,
);

type Entry = (job: Job, onProgress?: JobOptions['onProgress']) => Outcome;

let bundled: Promise<import('@swept/engines').Bundle> | null = null;

async function bundle(installed: InstalledPackage[]) {
  const { bundleEntry } = await import('@swept/engines');
  bundled ??= bundleEntry(entryUrl, {
    packages: Object.fromEntries(installed.map((p) => [p.name, p.entry])),
  });
  return bundled;
}

async function browserReady(browser: 'chromium' | 'firefox'): Promise<void> {
  const { ensureBrowser, findBrowser } = await import('@swept/engines');
  // Found where it is (Debian's /usr/bin, PATH); otherwise the project's provisioning, which
  // installs Debian's package under a lock where it may, and never downloads a browser build.
  if (findBrowser(browser) === null) await ensureBrowser(browser);
}

/**
 * What the bundle is preceded by in another engine: the job, and for QuickJS,
 * which has no timers, a `setTimeout` that throws: fast-check reads the global
 * when it loads, and only calls it for asynchronous properties, which the
 * fuzz never uses.
 */
function jobPrelude(job: Job): string {
  return [
    `globalThis.${JOB_GLOBAL} = ${JSON.stringify(job)};`,
    `if (typeof globalThis.setTimeout !== 'function') {`,
    `  globalThis.setTimeout = () => { throw new Error('no timers in this engine'); };`,
    `  globalThis.clearTimeout = () => {};`,
    `}`,
  ].join('\n');
}

async function run(engine: Engine, job: Job, installed: InstalledPackage[], options: JobOptions) {
  if (THIS_ENGINE === 'deno') {
    if (engine !== 'deno') {
      throw new EngineFailure(
        `under Deno the fuzz runs in Deno only; for --engine ${engine} run npx @swept/fuzz --engine ${engine}`,
      );
    }
    const entry = (await import('./engine/entry.ts')) as { default: Entry };
    return entry.default(job, options.onProgress);
  }
  const script = await bundle(installed);
  if (engine === THIS_ENGINE) {
    const entry = new Function(`${script.script}\nreturn __engineEntry;`)() as { default: Entry };
    return entry.default(job, options.onProgress);
  }
  if (engine === 'chromium' || engine === 'firefox') await browserReady(engine);
  const { runInEngine } = await import('@swept/engines');
  const withJob = { ...script, script: `${jobPrelude(job)}\n${script.script}` };
  return runInEngine<Outcome>(engine, withJob, options.project ? { project: options.project } : {});
}

/** Runs `job` in `engine` on the installed packages. */
export async function runJob(
  engine: Engine,
  job: Job,
  installed: InstalledPackage[],
  options: JobOptions = {},
): Promise<Outcome> {
  try {
    return await run(engine, job, installed, options);
  } catch (error) {
    if (error instanceof EngineFailure) throw error;
    const { EngineUnavailableError, ProvisionError } = await import('@swept/engines');
    if (error instanceof EngineUnavailableError || error instanceof ProvisionError)
      throw new EngineFailure(error.message);
    const stderr = (error as { stderr?: string }).stderr;
    throw new EngineFailure(
      `${engine} failed to run the fuzz job: ${stderr ? stderr.trim().split('\n').slice(-5).join('\n') : String(error)}`,
    );
  }
}
