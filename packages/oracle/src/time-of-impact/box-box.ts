/**
 * The time of impact of two boxes (2D boxes, 3D cuboids), exactly
 * (`docs/contract.md`, "9.1 Box against box"): `t*` is a ratio of the
 * inputs' differences, so it is a rational here, never rounded.
 */
import { ratBracket } from '../double.ts';
import { abs, add, cmp, floorDiv, max, min, mul, type Rat, rat, sign, sub } from '../rat.ts';
import { type BoxCase, boxesFirstTouch, slabs } from '../slab.ts';
import type { RVec } from '../vec.ts';
import type { ContactStatus } from './status.ts';

/** The exact first contact of two boxes. */
export interface BoxContactExact {
  /** `t*`, the first touching time. */
  t: Rat;
  status: ContactStatus;
  /** The normal's axis (0 = x, 1 = y, 2 = z). */
  axis: number;
  /** The normal's direction along `axis`, from `a` to `b`. */
  sign: 1 | -1;
  /** The centres at `t*`. */
  a: RVec;
  b: RVec;
  /** The centre of the contact region at `t*`. */
  point: RVec;
}

/**
 * `null` iff the boxes never touch on `[0, 1]`; else the contract's answer
 * at `t*`: the status from the gap `g(t) = maxᵢ(|C(t)ᵢ| − Hᵢ)` at the start,
 * the normal's axis (the last to start touching, ties to the lowest axis;
 * at `t* = 0` the least penetration) and the contact point.
 */
export function boxesTimeOfImpactExact(c: BoxCase): BoxContactExact | null {
  const first = boxesFirstTouch(c);
  if (first === null) return null;
  const axes = slabs(c);
  let axis = first.axis;
  let direction: 1 | -1;
  if (axis >= 0) {
    direction = sign(axes[axis]!.d) > 0 ? -1 : 1;
  } else {
    // Touching or overlapping at the start: the least penetration, the largest |c0| − h.
    let best: Rat | null = null;
    for (const [i, s] of axes.entries()) {
      const gap = sub(abs(s.c0), s.h);
      if (best === null || cmp(gap, best) > 0) {
        best = gap;
        axis = i;
      }
    }
    direction = sign(axes[axis]!.c0) < 0 ? -1 : 1;
  }
  return {
    t: first.t,
    status: statusAtStart(c),
    axis,
    sign: direction,
    ...boxesContactAt(c, first.t, axis, direction),
  };
}

/**
 * The status of two boxes that touch during the step: `'overlap'` when
 * `g(0) < 0`; `'separating'` when `g(0) = 0` and some axis touching at the
 * start (`|C0ᵢ| = Hᵢ`) does not approach (`C0ᵢ·Dᵢ ≥ 0`); else `'impact'`.
 */
function statusAtStart(c: BoxCase): ContactStatus {
  const axes = slabs(c);
  if (axes.every((s) => cmp(abs(s.c0), s.h) < 0)) return 'overlap';
  const touching = axes.every((s) => cmp(abs(s.c0), s.h) <= 0);
  if (!touching) return 'impact';
  const resting = axes.some((s) => cmp(abs(s.c0), s.h) === 0 && sign(mul(s.c0, s.d)) >= 0);
  return resting ? 'separating' : 'impact';
}

/**
 * The contact geometry at any `t` (the exact answer's at `t*`; at a
 * variant's own `t` to judge its rounding): the centres, and the point —
 * A's face `aᵢ + sign·haᵢ` on the normal's axis, the midpoint of the two
 * boxes' intervals on every other axis.
 */
export function boxesContactAt(
  c: BoxCase,
  t: Rat,
  axis: number,
  direction: 1 | -1,
): { a: RVec; b: RVec; point: RVec } {
  const at = (p0: RVec, p1: RVec) => p0.map((p, i) => add(p, mul(t, sub(p1[i]!, p))));
  const a = at(c.a0, c.a1);
  const b = at(c.b0, c.b1);
  const half = rat(1n, 2n);
  const point = a.map((ai, i) => {
    const ha = c.ha[i]!;
    const hb = c.hb[i]!;
    if (i === axis) return direction > 0 ? add(ai, ha) : sub(ai, ha);
    const lo = max(sub(ai, ha), sub(b[i]!, hb));
    const hi = min(add(ai, ha), add(b[i]!, hb));
    return mul(add(lo, hi), half);
  });
  return { a, b, point };
}

/** `floor(t*·denom)`: @swept/fixed's `t` with `denom = 65536`. Throws when they never touch. */
export function boxesTimeOfImpactFloor(c: BoxCase, denom: bigint): bigint {
  const first = requireTouch(c);
  if (denom <= 0n) throw new RangeError(`denom must be > 0 (got ${denom})`);
  return floorDiv(first.t.n * denom, first.t.d);
}

/** `[lo, hi]`: the largest double `≤ t*` and the smallest `≥ t*`; tolerance `exact` returns `lo`. */
export function boxesTimeOfImpactBracket(c: BoxCase): [number, number] {
  return ratBracket(requireTouch(c).t);
}

function requireTouch(c: BoxCase): { t: Rat; axis: number } {
  const first = boxesFirstTouch(c);
  if (first === null)
    throw new RangeError('c: the boxes never touch, so there is no time of impact');
  return first;
}
