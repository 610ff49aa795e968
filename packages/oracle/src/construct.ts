/**
 * Swept cases whose exact answer is known by construction, for tests and
 * conformance vectors. All values are Q16.16 raw integers (`raw / 65536`,
 * exact as doubles too). A Pythagorean triple `(3, 4 | 5)` gives a contact
 * offset `K` with `|K| = r` exactly, so the bodies touch at a rational `t*`
 * chosen in advance:
 *
 *   C(t*) = K, |K| = r, K·D ≤ 0  ⇒  f(t*) = 0 and f'(t*) = 2 K·D ≤ 0,
 *
 * so `t*` is the smaller root of `f`: the first touch. `K·D = 0` is a graze
 * (a double root: the bodies touch at `t*` only).
 */
import { type Rat, rat } from './rat.ts';

/** Integer triples and quadruples `[..., hypotenuse]` with `Σ legs² = hypotenuse²`. */
export const PYTHAGOREAN_2D: readonly (readonly [number, number, number])[] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [1, 0, 1],
];
export const PYTHAGOREAN_3D: readonly (readonly [number, number, number, number])[] = [
  [1, 2, 2, 3],
  [2, 3, 6, 7],
  [1, 4, 8, 9],
  [4, 4, 7, 9],
  [2, 6, 9, 11],
  [0, 0, 1, 1],
];

/** A raw Q16.16 vector; `z` present for 3D. */
export interface RawVec {
  x: number;
  y: number;
  z?: number;
}

/** A swept query's arguments in raw Q16.16 units. */
export interface RawSweptInput {
  a0: RawVec;
  a1: RawVec;
  ra: number;
  b0: RawVec;
  b1: RawVec;
  rb: number;
}

/** How to build a case touching first at `t* = tNumerator / 2^tShift`. */
export interface TangentSpec {
  /** The contact offset `K = C(t*)` in raw units; `|K|` must be an integer (a Pythagorean multiple). */
  contact: readonly number[];
  /** `t* = tNumerator / 2^tShift`, in `[0, 1]`. */
  tNumerator: number;
  tShift: number;
  /** The relative motion `D = C1 − C0` in raw units; multiples of `2^tShift`, with `K·D ≤ 0`. */
  motion: readonly number[];
  /** Where body A starts and ends (raw), and how much of `r` is body A's radius. */
  a0: readonly number[];
  a1: readonly number[];
  ra: number;
}

function toVec(c: readonly number[]): RawVec {
  const [x = 0, y = 0, z] = c;
  return z === undefined ? { x, y } : { x, y, z };
}

function hypotenuse(k: readonly number[]): number {
  const ss = k.reduce((s, x) => s + x * x, 0);
  const h = Math.round(Math.sqrt(ss));
  if (h * h !== ss) throw new RangeError(`contact must have an integer length (got |K|² = ${ss})`);
  return h;
}

/** The case and its exact first touch `t*`. Throws when the spec breaks its preconditions. */
export function tangentCase(spec: TangentSpec): { input: RawSweptInput; t: Rat; r: number } {
  const { contact: K, motion: D, tNumerator, tShift } = spec;
  const r = hypotenuse(K);
  const unit = 2 ** tShift;
  if (tNumerator < 0 || tNumerator > unit)
    throw new RangeError('tNumerator must lie in [0, 2^tShift]');
  if (D.some((d) => d % unit !== 0)) throw new RangeError('motion must be multiples of 2^tShift');
  if (K.reduce((s, k, i) => s + k * (D[i] ?? 0), 0) > 0)
    throw new RangeError('motion must not recede at t*: K·D ≤ 0');
  if (tNumerator > 0 && D.every((d) => d === 0)) {
    throw new RangeError(
      'motion must not be zero unless tNumerator is 0 (resting contact touches at t = 0)',
    );
  }
  if (spec.ra < 0 || spec.ra > r) throw new RangeError('ra must lie in [0, |K|]');
  // C0 = K − t*·D (exact integers), C1 = C0 + D; B = A + C.
  const C0 = K.map((k, i) => k - ((D[i] ?? 0) / unit) * tNumerator);
  const C1 = C0.map((c, i) => c + (D[i] ?? 0));
  const b0 = spec.a0.map((a, i) => a + (C0[i] ?? 0));
  const b1 = spec.a1.map((a, i) => a + (C1[i] ?? 0));
  return {
    input: {
      a0: toVec(spec.a0),
      a1: toVec(spec.a1),
      ra: spec.ra,
      b0: toVec(b0),
      b1: toVec(b1),
      rb: r - spec.ra,
    },
    t: rat(BigInt(tNumerator), BigInt(unit)),
    r,
  };
}
