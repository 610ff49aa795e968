/**
 * The exact separation of two overlapping boxes (`docs/contract.md`, "9.1
 * Box against box", "Separation"): along the axis of least penetration,
 * split by the other body's mass, to exactly touching.
 */
import { ratFromDouble } from '../double.ts';
import { boxesPenetration } from '../overlap/box-box.ts';
import { add, cmp, div, mul, neg, ONE, type Rat, sign, sub, ZERO } from '../rat.ts';
import type { RVec } from '../vec.ts';

/** Where the exact separation puts the boxes, and along which axis (`-1`: they did not overlap). */
export interface BoxSeparationExact {
  a: RVec;
  b: RVec;
  axis: number;
}

/**
 * The contract's `separateBoxes` / `separateCuboids`, exactly: unchanged when
 * they do not overlap; else the axis of least penetration `p` (ties: the
 * lowest axis), `a` moved by `−n·p·mb/(ma + mb)` and `b` by `+n·p·ma/(ma +
 * mb)`, `n = sign(Δᵢ)` (`+` when `Δᵢ = 0`). Masses are positive numbers or
 * `Infinity` (immovable).
 */
export function separateBoxesExact(
  a: RVec,
  ha: RVec,
  ma: number,
  b: RVec,
  hb: RVec,
  mb: number,
): BoxSeparationExact {
  const depth = boxesPenetration(a, ha, b, hb);
  if (depth.some((p) => sign(p) <= 0)) return { a, b, axis: -1 };
  let axis = 0;
  for (let i = 1; i < depth.length; i++) if (cmp(depth[i]!, depth[axis]!) < 0) axis = i;
  const p = sign(sub(b[axis]!, a[axis]!)) < 0 ? neg(depth[axis]!) : depth[axis]!;
  const shareA = share(ma, mb);
  const moved = (v: RVec, by: Rat) => v.map((c, i) => (i === axis ? add(c, by) : c));
  return {
    a: moved(a, neg(mul(p, shareA))),
    b: moved(b, mul(p, sub(ONE, shareA))),
    axis,
  };
}

/** The share of the push the body of mass `m` takes: `other / (m + other)`; `Infinity` is immovable. */
function share(m: number, other: number): Rat {
  if (m === Number.POSITIVE_INFINITY) return ZERO;
  if (other === Number.POSITIVE_INFINITY) return ONE;
  const qm = ratFromDouble(m);
  const qo = ratFromDouble(other);
  return div(qo, add(qm, qo));
}
