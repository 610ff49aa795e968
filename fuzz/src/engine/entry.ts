/**
 * The fuzz run as one engine performs it: the module the command bundles
 * (with the user's installed @swept packages in place of `@swept/core`,
 * `@swept/fixed` and `@swept/tolerance`) and evaluates in this process or
 * runs in another engine. Runtime-neutral: no Node APIs, no console, no
 * timers, so QuickJS and a browser page run it as they are.
 */
import fc from 'fast-check';
import { arbitraryFor, judge } from '../checks/index.ts';
import { decode, encode } from '../codec.ts';
import { type RunResult, runAll, type Slot } from '../run.ts';
import { findVariant, VARIANTS } from '../variants/index.ts';
import { fixedAnswers } from './answers.ts';
import { type CaseOutcome, JOB_GLOBAL, type Job, type JobCase, type Outcome } from './job.ts';

function judgeCase(c: JobCase): CaseOutcome {
  const variant = findVariant(c.variant);
  const violations = variant
    ? judge(variant, c.check, decode(c.input)).violations
    : [`variant ${c.variant} is not among ${VARIANTS.map((v) => v.name).join(', ')}`];
  return { label: c.label, variant: c.variant, check: c.check, violations, input: c.input };
}

function counterexample(job: Job): CaseOutcome {
  const { variant: name, check, seed, path } = job.counterexample!;
  const variant = findVariant(name);
  if (!variant) return judgeCase({ label: '--slot-seed', variant: name, check, input: null });
  const details = fc.check(
    fc.property(
      arbitraryFor(variant, check),
      (input) => judge(variant, check, input).violations.length === 0,
    ),
    { seed, ...(path ? { path } : {}), endOnFailure: true },
  );
  const input = details.failed ? details.counterexample?.[0] : null;
  return {
    label: `--slot-seed ${seed}${path ? ` --path ${path}` : ''}`,
    variant: name,
    check,
    violations: details.failed ? judge(variant, check, input).violations : [],
    input: encode(input),
  };
}

/** Violations' inputs encoded, so the result survives JSON on its way back. */
function encoded(run: RunResult): RunResult {
  return {
    ...run,
    slots: run.slots.map((s) => ({
      ...s,
      violations: s.violations.map((v) => ({ ...v, input: encode(v.input) })),
    })),
  };
}

/**
 * Runs `job` (or the one left in `globalThis.__sweptFuzzJob`): its cases,
 * then its slots, then the fixed-point answers when asked.
 */
export default function fuzz(
  job: Job = (globalThis as Record<string, unknown>)[JOB_GLOBAL] as Job,
  onProgress?: (done: number, total: number, slot: Slot, cases: number) => void,
): Outcome {
  const variants = VARIANTS.filter(
    (v) => job.variants.length === 0 || job.variants.includes(v.name),
  );
  const cases = job.counterexample ? [counterexample(job)] : job.cases.map(judgeCase);
  const run =
    job.budgetMs > 0 && !job.counterexample
      ? runAll(variants, {
          seed: job.seed,
          budgetMs: job.budgetMs,
          maxViolationsPerSlot: job.maxViolationsPerSlot,
          shard: job.shard,
          ...(job.checks.length > 0 ? { checks: job.checks } : {}),
          ...(onProgress ? { onProgress } : {}),
        })
      : { slots: [], stats: {} };
  const fixed = findVariant('fixed');
  return {
    variants: VARIANTS.map((v) => v.name),
    run: encoded(run),
    cases,
    fixedAnswers:
      job.fixedAnswers > 0 && fixed ? fixedAnswers(fixed, job.seed, job.fixedAnswers) : null,
  };
}
