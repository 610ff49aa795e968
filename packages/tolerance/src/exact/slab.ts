/**
 * `exact/`: the boxes' slab kernel (`docs/contract.md`, "9. Boxes") decided
 * exactly on the given doubles, for the `exact` policy's box and cuboid
 * queries, in two stages:
 *
 * - **filter**: when every term the core's kernel forms on an axis — `c0 =
 *   b0 − a0`, `c1 = b1 − a1`, `d = c1 − c0`, `h = ha + hb`, `c0 + h`,
 *   `c0 − h` — is exact in doubles (the error-free tails are all 0: inputs
 *   on a common grid), the core's kernel itself (`@swept/core/internal`,
 *   `slab.ts`) is exact: it compares times by exact signs of products
 *   (`compareProducts`) and reads the overlaps and the least penetration
 *   from those exact terms;
 * - **exact integers**: otherwise each axis's six inputs are scaled by a
 *   power of two to integers (`exactInteger`, no BigInt) and the same fold
 *   runs on them. A time's ratio does not change when its axis is scaled,
 *   so each axis takes its own scale.
 *
 * Either way the first touching time `t* = n/v` is rounded down to the
 * largest double not after it by exact comparisons `t·v ≤ n`.
 */
import type { ContactStatus, Vec2, Vec3 } from '@swept/core';
import {
  differenceTail,
  type ExactInteger,
  STAGE_EXPANSION,
  STAGE_FILTER,
  type Stage,
  slabContact,
  slabContact2,
  slabContact3,
  slabEntry,
  slabTouch2,
  slabTouch3,
  sumTail,
  exactInteger as X,
} from '@swept/core/internal';
import { largestDoubleAtOrBefore } from '../double.ts';

/** Which stage settled the last {@link exactSlab} call. */
export let slabStage: Stage = STAGE_FILTER;

/**
 * The first touch of the last `true` {@link exactSlab}: `t` (the largest
 * double not after `t*`), the status and the normal's axis and sign, all exact.
 */
export const exactContact: { t: number; status: ContactStatus; axis: number; sign: number } = {
  t: 0,
  status: 'impact',
  axis: 0,
  sign: 1,
};

/** The inputs of one call, per axis `a0, a1, ha, b0, b1, hb` (axis after axis). */
const values = new Float64Array(18);

/** Reads the arguments of a box query (`dim` axes) into the per-axis layout {@link exactSlab} takes. */
export function boxValues(
  dim: 2 | 3,
  a0: Vec2 | Vec3,
  a1: Vec2 | Vec3,
  ha: Vec2 | Vec3,
  b0: Vec2 | Vec3,
  b1: Vec2 | Vec3,
  hb: Vec2 | Vec3,
): Float64Array {
  const keys = ['x', 'y', 'z'] as const;
  for (let i = 0; i < dim; i++) {
    const k = keys[i]!;
    const at = (v: Vec2 | Vec3) => (v as Vec3)[k];
    values.set([at(a0), at(a1), at(ha), at(b0), at(b1), at(hb)], 6 * i);
  }
  return values;
}

/**
 * Whether two boxes (`dim` 2) or cuboids (`dim` 3) touch during the step,
 * exactly; after `true`, {@link exactContact} holds the first touch.
 * `p` holds per axis `a0, a1, ha, b0, b1, hb` ({@link boxValues}).
 */
export function exactSlab(p: Float64Array, dim: 2 | 3): boolean {
  if (termsExact(p, dim)) {
    slabStage = STAGE_FILTER;
    return filtered(dim);
  }
  slabStage = STAGE_EXPANSION;
  return inIntegers(p, dim);
}

/** The per-axis terms of the core's kernel, and whether each is exact in doubles. */
const c0s = new Float64Array(3);
const ds = new Float64Array(3);
const hs = new Float64Array(3);

function termsExact(p: Float64Array, dim: number): boolean {
  for (let i = 0; i < dim; i++) {
    const k = 6 * i;
    const [a0, a1, ha, b0, b1, hb] = [p[k]!, p[k + 1]!, p[k + 2]!, p[k + 3]!, p[k + 4]!, p[k + 5]!];
    const c0 = b0 - a0;
    const c1 = b1 - a1;
    const d = c1 - c0;
    const h = ha + hb;
    const plus = c0 + h;
    const minus = c0 - h;
    if (
      differenceTail(b0, a0, c0) !== 0 ||
      differenceTail(b1, a1, c1) !== 0 ||
      differenceTail(c1, c0, d) !== 0 ||
      sumTail(ha, hb, h) !== 0 ||
      sumTail(c0, h, plus) !== 0 ||
      differenceTail(c0, h, minus) !== 0
    ) {
      return false;
    }
    c0s[i] = c0;
    ds[i] = d;
    hs[i] = h;
  }
  return true;
}

/** The core's kernel on exact terms: every decision exact; `t` rounded down exactly. */
function filtered(dim: number): boolean {
  const [cx, cy, cz] = [c0s[0]!, c0s[1]!, c0s[2]!];
  const [dx, dy, dz] = [ds[0]!, ds[1]!, ds[2]!];
  const [hx, hy, hz] = [hs[0]!, hs[1]!, hs[2]!];
  if (dim === 2) {
    if (!slabTouch2(cx, cy, dx, dy, hx, hy)) return false;
    slabContact2(cx, cy, dx, dy, hx, hy);
  } else {
    if (!slabTouch3(cx, cy, cz, dx, dy, dz, hx, hy, hz)) return false;
    slabContact3(cx, cy, cz, dx, dy, dz, hx, hy, hz);
  }
  exactContact.status = slabContact.status;
  exactContact.axis = slabContact.axis;
  exactContact.sign = slabContact.sign;
  const { n, v, axis } = slabEntry;
  if (axis < 0) {
    exactContact.t = 0;
  } else {
    const low = Math.min(X.exponentOf(n), X.exponentOf(v));
    exactContact.t = ratioDown(X.scaledDouble(n, low), X.scaledDouble(v, low), n / v);
  }
  return true;
}

/** The largest double `t ∈ [0, 1]` with `t·v ≤ n` (integers `0 < n ≤ v`), from the estimate `guess`. */
function ratioDown(n: ExactInteger, v: ExactInteger, guess: number): number {
  return largestDoubleAtOrBefore((t) => {
    if (t === 0) return true;
    const e = X.exponentOf(t);
    const m = X.scaledDouble(t, e);
    return X.compare(X.mul(m, v), X.shiftLeft(n, -e)) <= 0;
  }, guess);
}

/** One axis in exact integers: `c0`, `d`, `h` scaled by the axis's own power of two. */
export interface ExactAxis {
  c0: ExactInteger;
  d: ExactInteger;
  h: ExactInteger;
}

function exactAxis(p: Float64Array, i: number): ExactAxis {
  const k = 6 * i;
  let low = Number.POSITIVE_INFINITY;
  for (let j = k; j < k + 6; j++) if (p[j] !== 0) low = Math.min(low, X.exponentOf(p[j]!));
  if (low === Number.POSITIVE_INFINITY) low = 0;
  const [a0, a1, ha, b0, b1, hb] = Array.from(p.subarray(k, k + 6), (x) => X.scaledDouble(x, low));
  const c0 = X.sub(b0!, a0!);
  return { c0, d: X.sub(X.sub(b1!, a1!), c0), h: X.add(ha!, hb!) };
}

function inIntegers(p: Float64Array, dim: number): boolean {
  const axes: ExactAxis[] = [];
  for (let i = 0; i < dim; i++) axes.push(exactAxis(p, i));
  return foldInIntegers(axes, () => leastPenetration(p, dim));
}

/**
 * The kernel's fold in exact integers over each axis's terms (the same rules as the
 * core's `slab.ts`: a later entry replaces only when strictly later, so ties go to the
 * lower axis; an entry at exactly 0 enters no axis); touching at the start, `least()`
 * is the axis of least penetration (its terms' scales may differ per axis). After
 * `true`, {@link exactContact} holds the first touch. Shared with the box against a
 * segment (`time-of-impact/box-segment.ts`), whose terms no six doubles hold exactly.
 */
export function foldInIntegers(axes: readonly ExactAxis[], least: () => number): boolean {
  let enterN: ExactInteger = 0;
  let enterD: ExactInteger = 1;
  let entered = -1;
  let exitN: ExactInteger = 1;
  let exitD: ExactInteger = 1;
  for (let i = 0; i < axes.length; i++) {
    const { c0, d, h } = axes[i]!;
    const s = X.sign(d);
    if (s === 0) {
      if (X.compare(abs(c0), h) > 0) return false;
      continue;
    }
    const n = s > 0 ? X.sub(X.neg(c0), h) : X.sub(c0, h);
    const m = s > 0 ? X.sub(h, c0) : X.add(c0, h);
    const v = s > 0 ? d : X.neg(d);
    if (X.compare(X.mul(n, enterD), X.mul(enterN, v)) > 0) {
      enterN = n;
      enterD = v;
      entered = i;
    }
    if (X.compare(X.mul(m, exitD), X.mul(exitN, v)) < 0) {
      exitN = m;
      exitD = v;
    }
  }
  if (X.compare(X.mul(enterN, exitD), X.mul(exitN, enterD)) > 0) return false;
  if (entered >= 0) {
    const guess = X.approximate(enterN, 0) / X.approximate(enterD, 0);
    exactContact.t = ratioDown(enterN, enterD, guess);
    exactContact.status = 'impact';
    exactContact.axis = entered;
    exactContact.sign = X.sign(axes[entered]!.d) > 0 ? -1 : 1;
    return true;
  }
  // Touching at the start: the status from the axes at t = 0, the least penetration.
  // Gaps |c0| − h of different axes have different scales: compare them at a common one.
  const gaps = axes.map((a, i) => ({ gap: X.sub(abs(a.c0), a.h), i }));
  const overlap = gaps.every((g) => X.sign(g.gap) < 0);
  const resting = axes.some((a, i) => X.sign(gaps[i]!.gap) >= 0 && X.sign(a.c0) * X.sign(a.d) >= 0);
  const axis = least();
  exactContact.t = 0;
  exactContact.status = overlap ? 'overlap' : resting ? 'separating' : 'impact';
  exactContact.axis = axis;
  exactContact.sign = X.sign(axes[axis]!.c0) < 0 ? -1 : 1;
  return true;
}

function abs(a: ExactInteger): ExactInteger {
  return X.sign(a) < 0 ? X.neg(a) : a;
}

/**
 * The axis of the largest `|b0 − a0| − (ha + hb)` at the start (the least
 * penetration; ties to the lower axis), exactly: every axis's values at one
 * common scale. `p` holds per axis `a0, a1, ha, b0, b1, hb` (only `a0, ha,
 * b0, hb` are read). Shared with the exact separation.
 */
export function leastPenetration(p: Float64Array, dim: number): number {
  let low = Number.POSITIVE_INFINITY;
  for (let i = 0; i < dim; i++) {
    for (const j of [0, 2, 3, 5]) {
      const x = p[6 * i + j]!;
      if (x !== 0) low = Math.min(low, X.exponentOf(x));
    }
  }
  if (low === Number.POSITIVE_INFINITY) low = 0;
  let best = 0;
  let bestGap: ExactInteger = 0;
  for (let i = 0; i < dim; i++) {
    const at = (j: number) => X.scaledDouble(p[6 * i + j]!, low);
    const gap = X.sub(abs(X.sub(at(3), at(0))), X.add(at(2), at(5)));
    if (i === 0 || X.compare(gap, bestGap) > 0) {
      best = i;
      bestGap = gap;
    }
  }
  return best;
}
