/**
 * What the command sends to the engine that fuzzes, and what comes back:
 * plain JSON both ways (cases encoded by codec.ts), so the same run can go to
 * this process, another runtime, a browser page or QuickJS.
 */
import type { EngineReport } from '@swept/engines/report';
import type { RunResult } from '../run.ts';
import type { CheckName } from '../types.ts';

/** Where a job is left for an engine that calls the entry without arguments. */
export const JOB_GLOBAL = '__sweptFuzzJob';

/** One case to judge, as given: a corpus entry or `--case`. */
export interface JobCase {
  /** Names it in the output (a corpus file, or `--case`). */
  label: string;
  variant: string;
  check: CheckName;
  /** Encoded (codec.ts). */
  input: unknown;
}

export interface Job {
  seed: number;
  /** Wall-clock budget of the generated cases, in milliseconds (0: none run). */
  budgetMs: number;
  shard: [number, number];
  /** Only these variants and checks (empty: all). */
  variants: string[];
  checks: string[];
  maxViolationsPerSlot: number;
  /** Judged before the slots run: the corpus and `--case`. */
  cases: JobCase[];
  /** Replays one fast-check counterexample (`--slot-seed`, `--path`) instead of a run. */
  counterexample: { variant: string; check: CheckName; seed: number; path: string | null } | null;
  /** Cases per query whose fixed-point answers are returned, for comparing engines (0: none). */
  fixedAnswers: number;
}

/** A judged case: what was wrong with it (nothing when it passes). */
export interface CaseOutcome {
  label: string;
  variant: string;
  check: string;
  violations: string[];
  /** The input as judged (encoded), for the reproduction. */
  input: unknown;
}

export interface Outcome {
  /** The variants the installed packages provide, by name. */
  variants: string[];
  /** The slots' results; violations' inputs are encoded (codec.ts). */
  run: RunResult;
  cases: CaseOutcome[];
  /** The fixed-point answers to the same generated cases (when asked). */
  fixedAnswers: EngineReport | null;
}
