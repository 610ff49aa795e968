/**
 * The runner: every wired variant × every check is a slot; each slot runs
 * fast-check for its share of the time budget from its own seed (derived
 * from the run's seed and the slot's name, so a shard or a replay sees the
 * same cases), shrinks each failure, and keeps the figures the report shows.
 */
import fc from 'fast-check';
import { arbitraryFor, checksFor, judge, judgedByOracle } from './checks/index.ts';
import { vectorCases } from './checks/vectors.ts';
import { encode } from './codec.ts';
import {
  BOX_QUERIES,
  type CheckName,
  CIRCLE_BOX_QUERIES,
  SPHERE_CUBOID_QUERIES,
  WALL_QUERIES,
} from './types.ts';
import type { Variant } from './variants/types.ts';

/** Milliseconds from a monotonic clock where the engine has one (QuickJS has only `Date`). */
const now: () => number =
  typeof performance === 'object' ? () => performance.now() : () => Date.now();

export interface Slot {
  variant: Variant;
  check: CheckName;
}

export interface FoundViolation {
  variant: string;
  check: CheckName;
  message: string;
  input: unknown;
  /** fast-check seed and counterexample path that reproduce it. */
  seed: number;
  path: string;
}

export interface SlotResult {
  variant: string;
  check: CheckName;
  cases: number;
  /**
   * Cases that reached a verdict against an oracle (the exact or the sampled one), or
   * null for a check judged by none (forms, scenes, bad input, fingerprint).
   */
  verdicts: number | null;
  seconds: number;
  violations: FoundViolation[];
  /** Cases where a banded variant disagreed with the exact answer (allowed inside its band). */
  disagreements: number;
  /** The largest margin among those disagreements, relative to the query's scale. */
  maxMargin: number;
  /** The declared band the margin is compared with (banded variants), else null. */
  band: number | null;
}

export interface VariantStats {
  filter: number;
  fallback: number;
}

export interface RunOptions {
  seed: number;
  /** Wall-clock budget for all slots together, in milliseconds. */
  budgetMs: number;
  /** Upper bound of generated cases per slot (tests use it for a fixed, fast budget). */
  maxRunsPerSlot?: number;
  /** Violations to collect per slot before moving on. */
  maxViolationsPerSlot?: number;
  /** Only these checks (default: all that apply). */
  checks?: string[];
  /** `[i, n]`: run only slots `k` with `k mod n = i − 1`. */
  shard?: [number, number];
  onProgress?: (done: number, total: number, slot: Slot, cases: number) => void;
}

export function slotsFor(variants: Variant[]): Slot[] {
  return variants.flatMap((variant) => checksFor(variant).map((check) => ({ variant, check })));
}

/** A 32-bit seed per slot: FNV-1a of the slot's name mixed with the run's seed. */
export function slotSeed(
  seed: number,
  slot: { variant: { name: string } | string; check: string },
): number {
  const name = `${typeof slot.variant === 'string' ? slot.variant : slot.variant.name}/${slot.check}`;
  let h = 0x811c9dc5 ^ (seed >>> 0);
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h | 0;
}

function sameCase(a: unknown, b: unknown): boolean {
  return JSON.stringify(encode(a)) === JSON.stringify(encode(b));
}

function bandFor(slot: Slot): number | null {
  const s = slot.variant.semantics;
  if (s.kind !== 'banded' && s.kind !== 'policy') return null;
  // Checks with no rounding band of their own.
  const bandless: readonly CheckName[] = [
    'badInput',
    'forms',
    'moveCircles',
    'moveSpheres',
    'fingerprint',
  ];
  if (bandless.includes(slot.check)) return null;
  if (slot.check === 'raySegment') return s.band.raySegment;
  // The wall queries, the circle–box and sphere–cuboid ones (judged as walls: contract
  // §9.2), and the movers, whose contacts are the wall queries'.
  const walls: readonly string[] = [
    ...WALL_QUERIES,
    ...CIRCLE_BOX_QUERIES,
    ...SPHERE_CUBOID_QUERIES,
  ];
  if (walls.includes(slot.check) || slot.check.startsWith('move')) {
    return s.band.wall;
  }
  // The boxes: a change of each axis's extents, relative to its scale.
  if ((BOX_QUERIES as readonly string[]).includes(slot.check)) return s.band.box;
  if (slot.check.endsWith('Overlap') || slot.check.startsWith('separate')) return s.band.overlap;
  return s.band.swept;
}

export function runSlot(
  slot: Slot,
  seed: number,
  timeMs: number,
  opts: RunOptions,
  onCase?: (n: number) => void,
): SlotResult {
  const result: SlotResult = {
    variant: slot.variant.name,
    check: slot.check,
    cases: 0,
    verdicts: judgedByOracle(slot.check) ? 0 : null,
    seconds: 0,
    violations: [],
    disagreements: 0,
    maxMargin: 0,
    band: bandFor(slot),
  };
  const start = now();
  if (slot.check === 'fingerprint') {
    const r = judge(slot.variant, 'fingerprint', null);
    result.cases = 1;
    for (const message of r.violations)
      result.violations.push({
        variant: slot.variant.name,
        check: slot.check,
        message,
        input: null,
        seed,
        path: '',
      });
    result.seconds = (now() - start) / 1000;
    return result;
  }
  if (slot.check === 'vectors') {
    // A fixed list, every case every run.
    for (const v of vectorCases(slot.variant)) {
      const r = judge(slot.variant, 'vectors', v);
      result.cases++;
      if (r.judged && result.verdicts !== null) result.verdicts++;
      if (r.margin !== undefined) {
        result.disagreements++;
        result.maxMargin = Math.max(result.maxMargin, r.margin);
      }
      if (r.violations.length > 0) {
        result.violations.push({
          variant: slot.variant.name,
          check: slot.check,
          message: r.violations.join('; '),
          input: v,
          seed,
          path: '',
        });
      }
    }
    result.seconds = (now() - start) / 1000;
    return result;
  }
  const arbitrary = arbitraryFor(slot.variant, slot.check);
  const maxViolations = opts.maxViolationsPerSlot ?? 3;
  let runSeed = seed;
  let runsLeft = opts.maxRunsPerSlot ?? Number.MAX_SAFE_INTEGER;
  while (runsLeft > 0 && result.violations.length < maxViolations) {
    const remaining = timeMs - (now() - start);
    if (remaining <= 0) break;
    let generated = 0;
    // Whether each call reached a verdict, in order: the runs first, then any shrinking.
    const judged: boolean[] = [];
    const property = fc.property(arbitrary, (input) => {
      generated++;
      onCase?.(result.cases + generated);
      const r = judge(slot.variant, slot.check, input);
      judged.push(r.judged === true);
      if (r.margin !== undefined) {
        result.disagreements++;
        result.maxMargin = Math.max(result.maxMargin, r.margin);
      }
      return r.violations.length === 0;
    });
    const details = fc.check(property, {
      seed: runSeed,
      numRuns: Math.min(runsLeft, 2 ** 30),
      interruptAfterTimeLimit: Math.max(1, Math.floor(remaining)),
      markInterruptAsFailure: false,
    });
    result.cases += details.numRuns;
    if (result.verdicts !== null)
      result.verdicts += judged.slice(0, details.numRuns).filter(Boolean).length;
    runsLeft -= details.numRuns;
    if (!details.failed || details.counterexample === null) break;
    const input = details.counterexample[0];
    // The same shrunk case again: the slot has nothing new to say.
    if (result.violations.some((v) => sameCase(v.input, input))) break;
    const r = judge(slot.variant, slot.check, input);
    result.violations.push({
      variant: slot.variant.name,
      check: slot.check,
      message: r.violations.join('; ') || String(details.errorInstance ?? 'property failed'),
      input,
      seed: runSeed,
      path: details.counterexamplePath ?? '',
    });
    // Continue the slot from a fresh stream.
    runSeed = slotSeed(runSeed, { variant: slot.variant.name, check: `${slot.check}+` });
  }
  result.seconds = (now() - start) / 1000;
  return result;
}

export interface RunResult {
  slots: SlotResult[];
  stats: Record<string, VariantStats>;
}

/** Runs every slot (of this shard), splitting the budget evenly, and reads each variant's exact-path counters. */
export function runAll(variants: Variant[], opts: RunOptions): RunResult {
  const all = slotsFor(variants).filter((s) => !opts.checks || opts.checks.includes(s.check));
  const slots = opts.shard ? all.filter((_, k) => k % opts.shard![1] === opts.shard![0] - 1) : all;
  const results: SlotResult[] = [];
  const stats: Record<string, VariantStats> = {};
  const start = now();
  let current: Variant | null = null;
  const closeVariant = () => {
    if (current?.stats) {
      const s = current.stats.read();
      const prev = stats[current.name] ?? { filter: 0, fallback: 0 };
      stats[current.name] = {
        filter: prev.filter + s.filter,
        fallback: prev.fallback + s.fallback,
      };
    }
  };
  slots.forEach((slot, i) => {
    if (slot.variant !== current) {
      closeVariant();
      current = slot.variant;
      current.stats?.reset();
    }
    // Each slot gets an equal share of what is left, so a slow slot does not starve the rest.
    const left = opts.budgetMs - (now() - start);
    const share = Math.max(1, left / (slots.length - i));
    const seed = slotSeed(opts.seed, slot);
    opts.onProgress?.(i, slots.length, slot, 0);
    results.push(
      runSlot(slot, seed, share, opts, (n) => opts.onProgress?.(i, slots.length, slot, n)),
    );
  });
  closeVariant();
  return { slots: results, stats };
}
