/**
 * A seeded 32-bit generator (mulberry32) so every run measures the same pairs
 * and scenes; the bench's figures are comparable between commits.
 */
import { mulberry32 } from '@swept/oracle';

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [lo, hi). */
  range(lo: number, hi: number): number;
  /** Uniform integer in [lo, hi]. */
  int(lo: number, hi: number): number;
  /** -1 or 1. */
  sign(): number;
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => lo + Math.floor((hi - lo + 1) * next()),
    sign: () => (next() < 0.5 ? -1 : 1),
  };
}

/** The grid every coordinate lies on: 2^-16, so Q16.16 holds it exactly. */
export const GRID = 1 / 65536;

/** Rounds `x` to the nearest multiple of {@link GRID}. */
export function snap(x: number): number {
  return Math.round(x / GRID) * GRID;
}

/** A kind drawn by its share (in percent, summing to 100) of a mix. */
export function pickKind<K>(rng: Rng, mix: readonly (readonly [K, number])[]): K {
  let roll = rng.range(0, 100);
  for (const [kind, share] of mix) {
    if (roll < share) return kind;
    roll -= share;
  }
  return mix[mix.length - 1]![0];
}
