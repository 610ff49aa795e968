/**
 * `pnpm fuzz`: every wired variant against the analytic and sampled oracles.
 * Exits non-zero on any violation; each violation is saved to fuzz/corpus
 * with a one-line reproduction command.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { type Options, parseArgs } from './args.ts';
import { arbitraryFor, judge } from './checks/index.ts';
import { decode, encode, readEntry, saveEntry } from './corpus.ts';
import { buildReport, renderMarkdown, renderTerminal } from './report.ts';
import { runAll } from './run.ts';
import type { CheckName } from './types.ts';
import { findVariant, NOT_WIRED, VARIANTS } from './variants/index.ts';

/** Paths are relative to where `pnpm fuzz` was typed (pnpm runs the script in fuzz/). */
function fromUser(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

function replay(files: string[]): number {
  let failed = 0;
  for (const file of files) {
    const entry = readEntry(fromUser(file));
    const variant = findVariant(entry.variant);
    if (!variant) {
      console.log(`${file}: variant ${entry.variant} is not wired`);
      failed++;
      continue;
    }
    const r = judge(variant, entry.check, decode(entry.input));
    console.log(
      r.violations.length === 0 ? `${file}: ok` : `${file}: VIOLATION ${r.violations.join('; ')}`,
    );
    if (r.violations.length > 0) failed++;
  }
  return failed === 0 ? 0 : 1;
}

function replayPath(o: Options): number {
  const variant = findVariant(o.variants[0] ?? '');
  const check = o.checks[0] as CheckName | undefined;
  if (!variant || !check) throw new RangeError('--slot-seed needs --variant and --check');
  const details = fc.check(
    fc.property(
      arbitraryFor(variant, check),
      (input) => judge(variant, check, input).violations.length === 0,
    ),
    { seed: o.slotSeed!, ...(o.path ? { path: o.path } : {}), endOnFailure: true },
  );
  if (!details.failed) {
    console.log('ok: no violation on that path');
    return 0;
  }
  const input = details.counterexample?.[0];
  console.log(
    `VIOLATION ${judge(variant, check, input).violations.join('; ')}\ninput: ${JSON.stringify(input)}`,
  );
  return 1;
}

function judgeOne(o: Options): number {
  const variant = findVariant(o.variants[0] ?? '');
  const check = o.checks[0] as CheckName | undefined;
  if (!variant || !check) throw new RangeError('--case needs --variant and --check');
  const r = judge(variant, check, decode(JSON.parse(o.case!)));
  console.log(r.violations.length === 0 ? 'ok' : `VIOLATION ${r.violations.join('; ')}`);
  return r.violations.length === 0 ? 0 : 1;
}

function main(argv: string[]): number {
  const o = parseArgs(argv);
  if (o.replay.length > 0) return replay(o.replay);
  if (o.case !== null) return judgeOne(o);
  if (o.slotSeed !== null) return replayPath(o);
  const variants = VARIANTS.filter((v) => o.variants.length === 0 || o.variants.includes(v.name));
  const tty = process.stderr.isTTY === true;
  const startedAt = new Date().toISOString();
  const start = performance.now();
  console.error(
    `swept fuzz: seed ${o.seed}, shard ${o.shard.join('/')}, budget ${o.seconds} s, variants ${variants.map((v) => v.name).join(', ')}` +
      (Object.keys(NOT_WIRED).length > 0
        ? `; not wired: ${Object.keys(NOT_WIRED).join(', ')}`
        : ''),
  );
  let lastDraw = 0;
  let lastSlot = -1;
  const run = runAll(variants, {
    seed: o.seed,
    budgetMs: o.seconds * 1000,
    maxViolationsPerSlot: o.nightly ? 10 : 3,
    shard: o.shard,
    ...(o.checks.length > 0 ? { checks: o.checks } : {}),
    onProgress: (done, total, slot, cases) => {
      const now = performance.now();
      if (tty && now - lastDraw > 100) {
        lastDraw = now;
        const elapsed = ((now - start) / 1000).toFixed(0);
        process.stderr.write(
          `\r\x1b[K[${done + 1}/${total}] ${elapsed}s ${slot.variant.name} ${slot.check}: ${cases} cases`,
        );
      } else if (!tty && done !== lastSlot && done % 10 === 0) {
        console.error(`[${done + 1}/${total}] ${slot.variant.name} ${slot.check}`);
      }
      lastSlot = done;
    },
  });
  if (tty) process.stderr.write('\r\x1b[K');
  const paths = new Map<object, string>();
  if (o.save) {
    for (const s of run.slots) {
      for (const v of s.violations) {
        paths.set(
          v,
          saveEntry({
            variant: v.variant,
            check: v.check,
            input: encode(v.input),
            message: v.message,
            found: `seed ${v.seed} path ${v.path}`,
          }),
        );
      }
    }
  }
  const report = buildReport(
    run,
    {
      seed: o.seed,
      shard: o.shard.join('/'),
      budgetSeconds: o.seconds,
      seconds: (performance.now() - start) / 1000,
      startedAt,
      variants: variants.map((v) => v.name),
    },
    paths,
  );
  console.log(renderTerminal(report));
  if (o.report) {
    writeFileSync(fromUser(o.report), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(fromUser(`${o.report.replace(/\.json$/, '')}.md`), renderMarkdown(report));
  }
  if (o.markdown) writeFileSync(fromUser(o.markdown), renderMarkdown(report));
  return report.totals.violations === 0 ? 0 : 1;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof RangeError ? error.message : error);
  process.exitCode = 2;
}
