/**
 * The boxes' motion model, exactly (`docs/contract.md`, "9. Boxes"): two
 * axis-aligned boxes (any number of axes: 2D boxes, 3D cuboids) move
 * linearly; with `C(t) = C0 + t·D` (`C0 = b0 − a0`, `D = (b1 − a1) − C0`)
 * and `H = ha + hb` they touch at `t` iff `|C(t)ᵢ| ≤ Hᵢ` on every axis.
 * Each axis touches on one interval of times (its slab): this file is the
 * kernel every box question is answered from.
 */
import { ratFromDouble } from './double.ts';
import { abs, add, cmp, div, mul, neg, type Rat, rat, sign, sub, ZERO } from './rat.ts';
import { type RVec, type VecLike, vecFromDoubles, vecFromRaw, vsub } from './vec.ts';

/** Two moving boxes, exactly: centres `a0 → a1` and `b0 → b1`, half extents `ha`, `hb`. */
export interface BoxCase {
  a0: RVec;
  a1: RVec;
  ha: RVec;
  b0: RVec;
  b1: RVec;
  hb: RVec;
}

/** A case from double inputs, in the argument order of `sweptBoxes` / `sweptCuboids`. */
export function boxCaseFromDoubles(...input: BoxInput): BoxCase {
  return boxCaseOf(vecFromDoubles, input);
}

/** A case from Q16.16 raw inputs (as taken by @swept/fixed). */
export function boxCaseFromRaw(...input: BoxInput): BoxCase {
  return boxCaseOf(vecFromRaw, input);
}

/** The arguments `(a0, a1, ha, b0, b1, hb)` of the box queries. */
export type BoxInput = [
  a0: VecLike,
  a1: VecLike,
  ha: VecLike,
  b0: VecLike,
  b1: VecLike,
  hb: VecLike,
];

function boxCaseOf(read: (v: VecLike) => RVec, [a0, a1, ha, b0, b1, hb]: BoxInput): BoxCase {
  return { a0: read(a0), a1: read(a1), ha: read(ha), b0: read(b0), b1: read(b1), hb: read(hb) };
}

/**
 * One axis of a case: `c0 = C0ᵢ`, `d = Dᵢ`, `h = Hᵢ`, and the interval of
 * times at which that axis touches: `[entry, exit]`, `null` for an unbounded
 * end (`d = 0` and `|c0| ≤ h`: always), or `never` (`d = 0` and `|c0| > h`).
 */
export interface Slab {
  c0: Rat;
  d: Rat;
  h: Rat;
  entry: Rat | null;
  exit: Rat | null;
  never: boolean;
}

/** The slab of every axis of a case. */
export function slabs(c: BoxCase): Slab[] {
  const C0 = vsub(c.b0, c.a0);
  const D = vsub(vsub(c.b1, c.a1), C0);
  return C0.map((c0, i) => {
    const d = D[i]!;
    const h = add(c.ha[i]!, c.hb[i]!);
    const s = sign(d);
    if (s === 0) return { c0, d, h, entry: null, exit: null, never: cmp(abs(c0), h) > 0 };
    // C(t) = c0 + t·d crosses −h and h at (∓h − c0)/d; the smaller is the entry.
    const low = div(sub(neg(h), c0), d);
    const high = div(sub(h, c0), d);
    return s > 0
      ? { c0, d, h, entry: low, exit: high, never: false }
      : { c0, d, h, entry: high, exit: low, never: false };
  });
}

/** The first touch of a case: `t*` and the axis that starts touching last (`-1` when `t* = 0`). */
export interface BoxesFirstTouch {
  t: Rat;
  axis: number;
}

/**
 * `t* = max(0, entries)` and the axis of the largest entry after 0 (ties: the
 * lowest axis), or `null` when `t* > min(1, exits)` (they never touch).
 */
export function boxesFirstTouch(c: BoxCase): BoxesFirstTouch | null {
  let t = ZERO;
  let axis = -1;
  let exit: Rat = { n: 1n, d: 1n };
  for (const [i, s] of slabs(c).entries()) {
    if (s.never) return null;
    if (s.entry !== null && cmp(s.entry, t) > 0) {
      t = s.entry;
      axis = i;
    }
    if (s.exit !== null && cmp(s.exit, exit) < 0) exit = s.exit;
  }
  return cmp(t, exit) <= 0 ? { t, axis } : null;
}

/**
 * Each axis's scale `Sᵢ = |a0ᵢ| + |a1ᵢ| + |b0ᵢ| + |b1ᵢ| + haᵢ + hbᵢ`, what the
 * float core's band is relative to (`docs/contract.md`, "9.1", "Accuracy").
 */
export function boxScale(c: BoxCase): Rat[] {
  return c.a0.map((_, i) =>
    [c.a0, c.a1, c.b0, c.b1, c.ha, c.hb].reduce((s, v) => add(s, abs(v[i]!)), ZERO),
  );
}

/**
 * The case with `hb` changed by `grow[i]` on each axis (so `H` is), for the
 * float core's band: its answers are exact for some `Hᵢ` within `box·Sᵢ`.
 * `hb` may become negative here: `H` is what the questions read.
 */
export function boxCaseGrown(c: BoxCase, grow: readonly Rat[]): BoxCase {
  return { ...c, hb: c.hb.map((h, i) => add(h, grow[i]!)) };
}

/**
 * The case with every `Hᵢ` grown (`by = 1`) or shrunk (`by = −1`) by `band·Sᵢ`:
 * the float core's answers are exact for some extents between the two
 * (`docs/contract.md`, "9.1", "Accuracy"; `band` is `ROUNDING_BAND.box`).
 */
export function boxCaseBanded(c: BoxCase, band: number, by: 1 | -1): BoxCase {
  const b = ratFromDouble(band * by);
  return boxCaseGrown(
    c,
    boxScale(c).map((s) => mul(s, b)),
  );
}

/**
 * Whether `axis` with `direction` may be the float core's normal: some
 * change of each `Hᵢ` within `band·Sᵢ` makes it the exact answer's. After a
 * later start (`entered`) it must be able to enter last — its latest entry
 * not before any other axis's earliest — and its direction may differ only
 * where the exact motion on it is within the band of 0; touching at the
 * start it must be able to be the least penetration.
 */
export function boxesNormalWithinBand(
  c: BoxCase,
  band: number,
  entered: boolean,
  axis: number,
  direction: number,
): boolean {
  const grown = slabs(boxCaseBanded(c, band, 1));
  const shrunk = slabs(boxCaseBanded(c, band, -1));
  const widths = boxScale(c).map((s) => mul(s, ratFromDouble(band)));
  const exact = slabs(c);
  const own = exact[axis];
  if (own === undefined) return false;
  if (entered) {
    const latest = shrunk[axis]!.entry;
    if (latest === null) return false;
    const last = grown.every((s, j) => j === axis || s.entry === null || cmp(latest, s.entry) >= 0);
    const flat = cmp(abs(own.d), mul(widths[axis]!, rat(4))) <= 0;
    return last && (flat || direction === (sign(own.d) > 0 ? -1 : 1));
  }
  // The gap |c0| − h with h shrunk (largest) for this axis, grown (smallest) for the others.
  const gap = (s: Slab, j: number, by: 1 | -1) =>
    sub(sub(abs(s.c0), s.h), by > 0 ? widths[j]! : neg(widths[j]!));
  const mine = gap(own, axis, -1);
  const least = exact.every((s, j) => j === axis || cmp(mine, gap(s, j, 1)) >= 0);
  const centred = cmp(abs(own.c0), widths[axis]!) <= 0;
  return least && (centred || direction === (sign(own.c0) < 0 ? -1 : 1));
}
