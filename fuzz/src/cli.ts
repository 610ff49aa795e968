#!/usr/bin/env node
/**
 * `swept-fuzz` (`npx @swept/fuzz`, `deno run -A jsr:@swept/fuzz`, and
 * `pnpm fuzz` in this repository): every variant of the @swept packages the
 * project installed, against the analytic and sampled oracles, in the engines
 * asked for. Exit status: 0 no violation, 1 a violation, 2 a usage or
 * environment error (see the README).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Options, parseArgs, USAGE } from './args.ts';
import { CORPUS_DIR, type CorpusEntry, loadCorpus, readEntry, saveEntry } from './corpus.ts';
import type { CaseOutcome, Job, JobCase, Outcome } from './engine/job.ts';
import { type Engine, EngineFailure, runJob, THIS_ENGINE } from './engines.ts';
import {
  type InstalledPackage,
  NotInstalledError,
  resolveInDeno,
  resolveInstalled,
} from './installed.ts';
import { renderJUnit } from './junit.ts';
import { buildReport, type Report, renderMarkdown, renderTerminal } from './report.ts';
import type { FoundViolation } from './run.ts';
import type { CheckName } from './types.ts';

/** Fixed-point answers per query compared across engines by a run in several. */
const CROSS_ENGINE_CASES = 64;

const here = import.meta.url;
/** This repository's own run (`pnpm fuzz`, `deno run fuzz/src/cli.ts`), not an installed copy. */
const inRepository = here.startsWith('file:') && !fileURLToPath(here).includes('/node_modules/');
const version = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', here)), 'utf8')) as {
    version: string;
  }
).version;

/** Paths are relative to where the command was typed (pnpm runs `pnpm fuzz` in fuzz/). */
function fromUser(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** How to start this command again, as the person would type it. */
function commandName(): string {
  if (THIS_ENGINE === 'deno')
    return inRepository
      ? `deno run -A ${relative(process.cwd(), fileURLToPath(here))}`
      : `deno run -A jsr:@swept/fuzz@${version}`;
  return inRepository ? 'pnpm fuzz' : 'npx swept-fuzz';
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

function installedPackages(o: Options): InstalledPackage[] {
  if (THIS_ENGINE === 'deno') return resolveInDeno((s) => import.meta.resolve(s));
  return resolveInstalled(resolve(o.project ?? process.cwd()));
}

/** `--versions`: the reproduction runs only against the versions it was found with. */
function checkVersions(o: Options, installed: InstalledPackage[]): void {
  if (o.versions === null) return;
  const now = installed.map((p) => `${p.name}@${p.version}`);
  const missing = o.versions.split(',').filter((want) => !now.includes(want));
  if (missing.length > 0) {
    throw new NotInstalledError(
      `this reproduction expects ${missing.join(', ')}; the project has ${now.join(', ')}`,
    );
  }
}

/** Where failures are saved and replayed from: `--corpus`, else this repository's or `./swept-fuzz-corpus`. */
function corpusDir(o: Options): string {
  if (o.corpus !== null) return fromUser(o.corpus);
  return inRepository ? CORPUS_DIR : fromUser('swept-fuzz-corpus');
}

function givenCases(o: Options): JobCase[] {
  const only = (variant: string, check: string) =>
    (o.variants.length === 0 || o.variants.includes(variant)) &&
    (o.checks.length === 0 || o.checks.includes(check));
  const entry = (label: string, e: CorpusEntry): JobCase => ({
    label,
    variant: e.variant,
    check: e.check,
    input: e.input,
  });
  if (o.replay.length > 0) return o.replay.map((file) => entry(file, readEntry(fromUser(file))));
  if (o.case !== null) {
    const [variant, check] = [o.variants[0], o.checks[0] as CheckName | undefined];
    if (!variant || !check) throw new RangeError('--case needs --variant and --check');
    return [{ label: '--case', variant, check, input: JSON.parse(o.case) }];
  }
  const dir = corpusDir(o);
  return loadCorpus(dir)
    .filter(({ entry: e }) => only(e.variant, e.check))
    .map(({ file, entry: e }) => entry(relative(fromUser('.'), resolve(dir, file)), e));
}

function jobFor(o: Options, engines: number): Job {
  const single = o.replay.length > 0 || o.case !== null || o.slotSeed !== null;
  if (o.slotSeed !== null && (!o.variants[0] || !o.checks[0]))
    throw new RangeError('--slot-seed needs --variant and --check');
  return {
    seed: o.seed,
    budgetMs: single ? 0 : (o.seconds * 1000) / engines,
    shard: o.shard,
    variants: o.variants,
    checks: o.checks,
    maxViolationsPerSlot: o.nightly ? 10 : 3,
    cases: o.slotSeed !== null ? [] : givenCases(o),
    counterexample:
      o.slotSeed !== null
        ? {
            variant: o.variants[0]!,
            check: o.checks[0] as CheckName,
            seed: o.slotSeed,
            path: o.path,
          }
        : null,
    fixedAnswers: engines > 1 && !single ? CROSS_ENGINE_CASES : 0,
  };
}

function progress(engines: Engine[]) {
  const tty = process.stderr.isTTY === true;
  const start = performance.now();
  let lastDraw = 0;
  return {
    engine(engine: Engine) {
      if (tty) process.stderr.write(`\r\x1b[K${engine}: starting…`);
    },
    slot(engine: Engine, done: number, total: number, name: string, cases: number) {
      const now = performance.now();
      if (!tty || now - lastDraw < 100) return;
      lastDraw = now;
      const elapsed = ((now - start) / 1000).toFixed(0);
      const prefix = engines.length > 1 ? `${engine} ` : '';
      process.stderr.write(
        `\r\x1b[K${prefix}[${done + 1}/${total}] ${elapsed}s ${name}: ${cases} cases`,
      );
    },
    done() {
      if (tty) process.stderr.write('\r\x1b[K');
    },
  };
}

async function main(argv: string[]): Promise<number> {
  const o = parseArgs(argv);
  if (o.help) {
    console.log(USAGE);
    return 0;
  }
  const engines = o.engines.length > 0 ? o.engines : [THIS_ENGINE];
  const installed = installedPackages(o);
  checkVersions(o, installed);
  const job = jobFor(o, engines.length);
  const startedAt = new Date().toISOString();
  const start = performance.now();
  if (job.budgetMs > 0) {
    console.error(
      `swept fuzz ${version}: seed ${o.seed}, shard ${o.shard.join('/')}, budget ${o.seconds} s, engine ${engines.join(', ')}; ` +
        installed.map((p) => `${p.name}@${p.version}`).join(', '),
    );
  }
  const show = progress(engines);
  const outcomes: { engine: Engine; outcome: Outcome }[] = [];
  for (const engine of engines) {
    show.engine(engine);
    const outcome = await runJob(engine, job, installed, {
      ...(o.project !== null ? { project: resolve(o.project) } : {}),
      onProgress: (done, total, slot, cases) =>
        show.slot(engine, done, total, `${slot.variant.name} ${slot.check}`, cases),
    });
    outcomes.push({ engine, outcome });
  }
  show.done();

  const reference = outcomes[0]!;
  const compared = outcomes.filter((x) => x.outcome.fixedAnswers !== null);
  const { firstDifference } = await import('@swept/engines/report');
  const crossEngine =
    compared.length > 1
      ? {
          engines: compared.map((x) => x.engine),
          cases: reference.outcome.fixedAnswers!.cases.length,
          difference:
            compared
              .slice(1)
              .map((x) =>
                firstDifference(
                  { engine: reference.engine, report: reference.outcome.fixedAnswers! },
                  { engine: x.engine, report: x.outcome.fixedAnswers! },
                ),
              )
              .find((d) => d !== null) ?? null,
        }
      : null;

  const dir = corpusDir(o);
  const versions = installed.map((p) => `${p.name}@${p.version}`).join(',');
  const report: Report = buildReport(
    outcomes,
    {
      fuzz: version,
      seed: o.seed,
      shard: o.shard.join('/'),
      budgetSeconds: o.seconds,
      seconds: (performance.now() - start) / 1000,
      startedAt,
      runtime:
        `${THIS_ENGINE} ${THIS_ENGINE === 'node' ? process.version : (process.versions[THIS_ENGINE] ?? '')}`.trim(),
      installed,
      crossEngine,
    },
    {
      repro: (engine, variant, check, input) => {
        const project = o.project !== null ? ` --project ${quote(resolve(o.project))}` : '';
        const engineFlag = engine === 'all' ? ' --engine all' : ` --engine ${engine}`;
        const what =
          input === null
            ? ` --seed ${o.seed} --seconds ${Math.max(1, Math.ceil(o.seconds))} --variant ${quote(variant)}${check === 'engines' ? '' : ` --check ${check}`}`
            : ` --variant ${quote(variant)} --check ${check} --case ${quote(JSON.stringify(input))}`;
        return `${commandName()}${engineFlag}${project} --versions ${versions}${what}`;
      },
      saved: (v: FoundViolation | CaseOutcome) =>
        !o.save || 'label' in v
          ? null
          : relative(
              fromUser('.'),
              saveEntry(
                {
                  variant: v.variant,
                  check: v.check,
                  input: v.input,
                  message: v.message,
                  found: `seed ${v.seed} path ${v.path}`,
                },
                dir,
              ),
            ),
    },
  );
  console.log(renderTerminal(report));
  if (o.report) {
    const path = fromUser(o.report);
    if (path.endsWith('.md')) writeFileSync(path, renderMarkdown(report));
    else {
      writeFileSync(path, `${JSON.stringify({ ...report }, null, 2)}\n`);
      writeFileSync(`${path.replace(/\.json$/, '')}.md`, renderMarkdown(report));
    }
  }
  if (o.markdown) writeFileSync(fromUser(o.markdown), renderMarkdown(report));
  if (o.junit) writeFileSync(fromUser(o.junit), renderJUnit(report));
  return report.totals.violations === 0 ? 0 : 1;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  const known =
    error instanceof RangeError ||
    error instanceof NotInstalledError ||
    error instanceof EngineFailure;
  console.error(known ? `swept-fuzz: ${error.message}` : error);
  process.exitCode = 2;
}
