/**
 * `walls/`: the `exact` wall queries' stages, search and last resort.
 *
 * The `exact` ball–box decisions (`docs/contract.md`, "9.2 Circle against
 * box"; a circle and a box, a sphere and a cuboid), in the box's frame: the
 * centre relative to the box's centre, `W(t) = (c0 − b0) + t·((c1 − b1) −
 * (c0 − b0))`, against the box `±hb`, in the exact integers of scaled cases
 * (`wall-rational.ts`' `loadWall`, the box's centre as the frame: `c − b` need
 * not be a double).
 *
 * - **Still centre** ({@link roundedBoxSide}, {@link roundedBoxStartStatus}):
 *   inside the box or on it, the distance is 0; outside, it is `|W − q|` with
 *   `q` the clamp of `W` to the box — signs of exact integers.
 * - **First touch** ({@link roundedBoxTouch}): for a centre outside the
 *   rounded box at `t = 0`, the distance to the box is the distance to its
 *   outline until the centre reaches it (it crosses the outline, at distance
 *   0, before it can be inside), so the first touch is the earliest over the
 *   outline's pieces: the walls' last resort (`wallTouch`) on the box's four
 *   corners as one closed outline, or on a cuboid's twelve triangles (two per
 *   face), the earliest by `compareTouch`, rounded down to a double by
 *   `floorToDouble`.
 *
 * **Box filter** (in {@link circleBoxCase}): when, on some axis, the circle's
 * swept interval ends before the box's begins, they never touch — each such
 * sign of a sum of four doubles decided exactly by `signOfSum`.
 */
import type { ContactStatus, Vec2, Vec3 } from '@swept/core';
import { type ExactInteger, exactInteger, signOfSum } from '@swept/core/internal';
import { lastResort } from './wall-case.ts';
import { compareTouch, loadWall, type Touch, type WallCase, wallTouch } from './wall-rational.ts';

const { add, compare, mul, neg, sign, sub } = exactInteger;

type Int = ExactInteger;

/**
 * A loaded ball–box case: `frame`, the relative path with the half extents as its one
 * corner (one scaling for the start's side and status), and `outline`, the cases whose
 * earliest touch is the box's (the 2D outline, or a cuboid's twelve triangles).
 */
export interface RoundedBoxCase {
  frame: WallCase;
  outline: WallCase[];
}

const { min, max } = Math;

/** The ball's interval `[min(c0, c1) − r, max(c0, c1) + r]` misses the box's `[min(b0, b1) − h, max(b0, b1) + h]`, exactly. */
function apart(c0: number, c1: number, r: number, b0: number, b1: number, h: number): boolean {
  return (
    signOfSum(min(b0, b1), -h, -max(c0, c1), -r, 0) > 0 ||
    signOfSum(min(c0, c1), -r, -max(b0, b1), -h, 0) > 0
  );
}

const coordinates = (v: Vec2 | Vec3): number[] => ('z' in v ? [v.x, v.y, v.z] : [v.x, v.y]);

/** The walls whose union is the box's surface: its closed outline (2D), or two triangles per face (3D). */
function surface(h: readonly number[]): number[][][] {
  if (h.length === 2) {
    const [x, y] = h as [number, number];
    return [
      [
        [-x, -y],
        [x, -y],
        [x, y],
        [-x, y],
      ],
    ];
  }
  const out: number[][][] = [];
  for (let a = 0; a < 3; a += 1) {
    const i = (a + 1) % 3;
    const j = (a + 2) % 3;
    for (const side of [-1, 1]) {
      const corner = (si: number, sj: number): number[] => {
        const p = [0, 0, 0];
        p[a] = side * h[a]!;
        p[i] = si * h[i]!;
        p[j] = sj * h[j]!;
        return p;
      };
      const q = [corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)];
      out.push([q[0]!, q[1]!, q[2]!], [q[0]!, q[2]!, q[3]!]);
    }
  }
  return out;
}

/**
 * The case of the ball `c0 → c1` (radius `r`) against the box `b0 → b1` (half extents
 * `hb`), or `null` when the box filter shows they never touch.
 */
export function ballBoxCase<V extends Vec2 | Vec3>(
  c0: V,
  c1: V,
  r: number,
  b0: V,
  b1: V,
  hb: V,
): RoundedBoxCase | null {
  const [p0, p1, q0, q1, h] = [c0, c1, b0, b1, hb].map(coordinates) as number[][];
  for (let i = 0; i < h!.length; i += 1) {
    if (apart(p0![i]!, p1![i]!, r, q0![i]!, q1![i]!, h![i]!)) return null;
  }
  lastResort.cases++;
  const frame: [number[], number[]] = [q0!, q1!];
  return {
    frame: loadWall(p0!, p1!, r, [h!], frame),
    outline: surface(h!).map((wall) => loadWall(p0!, p1!, r, wall, frame)),
  };
}

const abs = (x: Int): Int => (sign(x) < 0 ? neg(x) : x);

/**
 * Where the centre at `t = 0` lies against the rounded box: `-1` in its
 * interior (overlapping: strictly within `r` of the box, or for `r = 0`
 * strictly inside it), `0` on its boundary (touching), `1` outside.
 */
export function roundedBoxSide(box: RoundedBoxCase): number {
  const { c0, r, wall } = box.frame;
  const h = wall[0]!;
  let inside = true;
  let strictly = true;
  let gap: Int = 0;
  for (let i = 0; i < h.length; i += 1) {
    const out = compare(abs(c0[i]!), h[i]!);
    if (out > 0) {
      inside = false;
      const v = sub(abs(c0[i]!), h[i]!);
      gap = add(gap, mul(v, v));
    }
    if (out >= 0) strictly = false;
  }
  if (inside) return sign(r) > 0 || strictly ? -1 : 0;
  return compare(gap, mul(r, r));
}

/**
 * The contract's status of a case that touches or overlaps at `t = 0`
 * (`side` from {@link roundedBoxSide}, `≤ 0`): `'overlap'` in the interior;
 * on the boundary `'impact'` when the centre moves into the interior (for
 * `r = 0` on the box, into every face it stands on; outside the box, the sign
 * of `(W0 − q)·D`), else `'separating'`.
 */
export function roundedBoxStartStatus(box: RoundedBoxCase, side: number): ContactStatus {
  if (side < 0) return 'overlap';
  const { c0, d, wall } = box.frame;
  const h = wall[0]!;
  const outs = h.map((hi, i) => compare(abs(c0[i]!), hi));
  let enters: boolean;
  if (outs.every((o) => o <= 0)) {
    enters = h.every((hi, i) => sign(hi) > 0 && (outs[i]! < 0 || sign(c0[i]!) * sign(d[i]!) < 0));
  } else {
    let rate: Int = 0;
    h.forEach((hi, i) => {
      if (outs[i]! > 0) rate = add(rate, mul(sub(c0[i]!, sign(c0[i]!) > 0 ? hi : neg(hi)), d[i]!));
    });
    enters = sign(rate) < 0;
  }
  return enters ? 'impact' : 'separating';
}

/** The first touch of a case outside the rounded box at `t = 0` (module comment), or `null`. */
export function roundedBoxTouch(box: RoundedBoxCase): Touch | null {
  let best: Touch | null = null;
  for (const wall of box.outline) {
    const t = wallTouch(wall);
    if (t !== null && (best === null || compareTouch(t, best) < 0)) best = t;
  }
  return best;
}

/** The standing ball at `c` overlaps the box at `b`, exactly: the filter, else the case's side. */
export function ballBoxOverlaps<V extends Vec2 | Vec3>(c: V, r: number, b: V, hb: V): boolean {
  const box = ballBoxCase(c, c, r, b, b, hb);
  return box !== null && roundedBoxSide(box) < 0;
}
