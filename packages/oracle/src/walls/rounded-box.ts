// walls/: the oracle's wall machinery — the capsule and rounded-slab pieces, wall cases from the variants' inputs, the surds of first touches.
/**
 * A circle (or sphere) against a moving axis-aligned box, exactly, in the
 * box's frame (`docs/contract.md`, "9.2 Circle against box"): the centre
 * relative to the box's centre moves `W0 → W1` and the box stands still
 * around the origin. The set of centres touching the box is the box grown by
 * `r`; its boundary lies in the capsules (2D) or rounded slabs (3D) of the
 * box's faces, so the first touch from outside is the earliest first touch
 * of those walls (`wall-pieces.ts`), an independent route from the variants'
 * region method. Any dimension: a 2D box's faces are its four edges, a 3D
 * box's each two triangles.
 */
import { add, cmp, div, max, min, mul, neg, ONE, type Rat, rat, sign, sub, ZERO } from '../rat.ts';
import { dot, type RVec, vadd, vscale, vsub } from '../vec.ts';
import { compareSurd, type Surd, surdFromRat } from './surd.ts';
import { firstTouch, wallGMin } from './wall-pieces.ts';

/** A moving circle or sphere (`c0 → c1`, radius `r`) and a moving box (`b0 → b1`, half extents `hb`). */
export interface CircleBoxCase {
  c0: RVec;
  c1: RVec;
  r: Rat;
  b0: RVec;
  b1: RVec;
  hb: RVec;
}

/** The centre relative to the box at the step's ends: `W0 = c0 − b0`, `W1 = c1 − b1`. */
export function relativeMotion(c: CircleBoxCase): { w0: RVec; w1: RVec } {
  return { w0: vsub(c.c0, c.b0), w1: vsub(c.c1, c.b1) };
}

/**
 * The sphere–cuboid queries' guard: they are the circle–box code in three dimensions, so
 * each named vector must have three components (a `RangeError` naming the first that
 * does not).
 */
export function requireThreeDimensions(vectors: Record<string, RVec>): void {
  for (const [name, v] of Object.entries(vectors)) {
    if (v.length !== 3) throw new RangeError(`${name} must have 3 components (got ${v.length})`);
  }
}

/** `W(t) = W0 + t·(W1 − W0)`. */
export function relativeAt(c: CircleBoxCase, t: Rat): RVec {
  const { w0, w1 } = relativeMotion(c);
  return vadd(w0, vscale(vsub(w1, w0), t));
}

/** `q(W)`: the box's point nearest to `W` (each component clamped to `[−hbᵢ, hbᵢ]`). */
export function nearestOnBox(w: RVec, hb: RVec): RVec {
  return w.map((x, i) => max(neg(hb[i]!), min(hb[i]!, x)));
}

/**
 * The face a centre on or inside the box is nearest: the axis of least
 * penetration `hbᵢ − |Wᵢ|` (ties: the lower axis) and the side `±1` it
 * leaves by (`−1` when `Wᵢ = 0`: the normal is then `+eᵢ`, as two circles'
 * with coincident centres), with that depth.
 */
export function nearestFace(w: RVec, hb: RVec): { axis: number; side: 1 | -1; depth: Rat } {
  let axis = 0;
  let depth: Rat | null = null;
  w.forEach((x, i) => {
    const d = sub(hb[i]!, sign(x) < 0 ? neg(x) : x);
    if (depth === null || cmp(d, depth) < 0) {
      depth = d;
      axis = i;
    }
  });
  return { axis, side: sign(w[axis]!) > 0 ? 1 : -1, depth: depth! };
}

/** Whether `W` lies on or inside the box (`|Wᵢ| ≤ hbᵢ` on every axis). */
export function onOrInsideBox(w: RVec, hb: RVec): boolean {
  return w.every((x, i) => cmp(sign(x) < 0 ? neg(x) : x, hb[i]!) <= 0);
}

/**
 * The signed gap: `d(W)² − r²` outside the box, `−m² − r²` on or inside it
 * (`m` the depth below the nearest face). Negative iff they overlap, zero iff
 * they touch without overlapping.
 */
export function circleBoxGap(w: RVec, r: Rat, hb: RVec): Rat {
  const rr = mul(r, r);
  if (onOrInsideBox(w, hb)) {
    const { depth } = nearestFace(w, hb);
    return neg(add(mul(depth, depth), rr));
  }
  const v = vsub(w, nearestOnBox(w, hb));
  return sub(dot(v, v), rr);
}

/** The corners `(±hb₀, ±hb₁[, ±hb₂])`, corner `k`'s axis `i` negative when bit `i` of `k` is set. */
export function boxCorners(hb: RVec): RVec[] {
  return Array.from({ length: 1 << hb.length }, (_, k) =>
    hb.map((h, i) => ((k >> i) & 1 ? neg(h) : h)),
  );
}

/** The box's faces as walls: four segments in 2D, twelve triangles (two per face) in 3D. */
export function boxFaces(hb: RVec): RVec[][] {
  const k = boxCorners(hb);
  if (hb.length === 2) {
    // Corners 0 (+,+), 1 (−,+), 2 (+,−), 3 (−,−): the square 0 → 1 → 3 → 2.
    return [
      [k[0]!, k[1]!],
      [k[1]!, k[3]!],
      [k[3]!, k[2]!],
      [k[2]!, k[0]!],
    ];
  }
  const faces: RVec[][] = [];
  for (let axis = 0; axis < 3; axis += 1) {
    const [u, v] = [0, 1, 2].filter((i) => i !== axis) as [number, number];
    for (const side of [0, 1]) {
      // The face's four corners in cyclic order over the other two axes' bits.
      const c = [0, 1, 3, 2].map((m) => {
        const bits = (side << axis) | ((m & 1) << u) | ((m >> 1) << v);
        return k[bits]!;
      });
      faces.push([c[0]!, c[1]!, c[2]!], [c[0]!, c[2]!, c[3]!]);
    }
  }
  return faces;
}

/** The first touching time `t*`, or `null` when they never touch on `[0, 1]`. */
export function circleBoxFirstTouch(c: CircleBoxCase): Surd | null {
  const { w0, w1 } = relativeMotion(c);
  if (sign(circleBoxGap(w0, c.r, c.hb)) <= 0) return surdFromRat(ZERO);
  let best: Surd | null = null;
  for (const wall of boxFaces(c.hb)) {
    const first = firstTouch({ c0: w0, c1: w1, r: c.r, wall });
    if (first !== null && (best === null || compareSurd(first.t, best) < 0)) best = first.t;
  }
  return best;
}

/** The contract's status (called for a pair that touches during the step). */
export function circleBoxStatus(c: CircleBoxCase): 'impact' | 'overlap' | 'separating' {
  const { w0, w1 } = relativeMotion(c);
  const g = sign(circleBoxGap(w0, c.r, c.hb));
  if (g < 0) return 'overlap';
  if (g > 0) return 'impact';
  const d = vsub(w1, w0);
  if (sign(c.r) > 0) {
    return sign(dot(vsub(w0, nearestOnBox(w0, c.hb)), d)) >= 0 ? 'separating' : 'impact';
  }
  // A point on the box's surface moves into its interior iff every axis it stands on a
  // face of approaches that face (a zero extent never has an interior).
  const enters = w0.every((x, i) => {
    const h = c.hb[i]!;
    if (sign(h) === 0) return false;
    const onFace = cmp(sign(x) < 0 ? neg(x) : x, h) === 0;
    return !onFace || sign(mul(x, d[i]!)) < 0;
  });
  return enters ? 'impact' : 'separating';
}

/**
 * The contact at a rational `t`: the centres `a` (circle) and `b` (box), the
 * contact point on the box and the normal's direction `n` from the circle
 * towards the box (not normalised: `q − W` outside the box, the face's axis
 * inside), as the contract defines them.
 */
export function circleBoxContactAt(
  c: CircleBoxCase,
  t: Rat,
): { a: RVec; b: RVec; point: RVec; direction: RVec } {
  const a = vadd(c.c0, vscale(vsub(c.c1, c.c0), t));
  const b = vadd(c.b0, vscale(vsub(c.b1, c.b0), t));
  const w = vsub(a, b);
  if (!onOrInsideBox(w, c.hb)) {
    const q = nearestOnBox(w, c.hb);
    return { a, b, point: vadd(b, q), direction: vsub(q, w) };
  }
  const { axis, side } = nearestFace(w, c.hb);
  const q = w.map((x, i) => (i === axis ? mul(rat(side), c.hb[i]!) : x));
  const direction = w.map((_, i) => (i === axis ? rat(-side) : ZERO));
  return { a, b, point: vadd(b, q), direction };
}

/**
 * The smallest signed gap over the step (`≤ 0` iff they touch), for the core's
 * band on the swept test. Outside the box the gap is the distance to its
 * faces, whose minimum `wallGMin` finds; a path into the box's interior is at
 * its deepest at an end of its stay there or where the nearest face changes
 * (the depth `minᵢ (hbᵢ − |Wᵢ|)` is concave and piecewise linear in `t`).
 */
export function circleBoxGapMin(c: CircleBoxCase): Rat {
  const { w0, w1 } = relativeMotion(c);
  let best: Rat | null = null;
  for (const wall of boxFaces(c.hb)) {
    const g = wallGMin({ c0: w0, c1: w1, r: c.r, wall });
    if (best === null || cmp(g, best) < 0) best = g;
  }
  const d = vsub(w1, w0);
  const times: Rat[] = [ZERO, ONE];
  const n = w0.length;
  for (let i = 0; i < n; i += 1) {
    // Where Wᵢ = 0, where |Wᵢ| = hbᵢ, and where two axes' depths cross.
    if (sign(d[i]!) === 0) continue;
    for (const target of [ZERO, c.hb[i]!, neg(c.hb[i]!)]) {
      times.push(div(sub(target, w0[i]!), d[i]!));
    }
    for (let j = i + 1; j < n; j += 1) {
      for (const si of [1, -1]) {
        for (const sj of [1, -1]) {
          // hbᵢ − si·Wᵢ(t) = hbⱼ − sj·Wⱼ(t), linear in t.
          const rate = sub(mul(rat(sj), d[j]!), mul(rat(si), d[i]!));
          if (sign(rate) === 0) continue;
          const at0 = sub(sub(c.hb[i]!, mul(rat(si), w0[i]!)), sub(c.hb[j]!, mul(rat(sj), w0[j]!)));
          times.push(div(neg(at0), rate));
        }
      }
    }
  }
  for (const t of times) {
    if (sign(t) < 0 || cmp(t, ONE) > 0) continue;
    const g = circleBoxGap(vadd(w0, vscale(d, t)), c.r, c.hb);
    if (best === null || cmp(g, best) < 0) best = g;
  }
  return best!;
}

/** The scale of the core's band for the pair: `|W0|² + |W1|² + |hb|² + r²`. */
export function circleBoxScale(c: CircleBoxCase): Rat {
  const { w0, w1 } = relativeMotion(c);
  return add(add(add(dot(w0, w0), dot(w1, w1)), dot(c.hb, c.hb)), mul(c.r, c.r));
}
