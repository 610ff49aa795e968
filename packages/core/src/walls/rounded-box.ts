// walls/: the geometry of a swept wall — the capsule, the rounded slab, the rounded box, the wall frame, the root kernel.
/**
 * A box grown by a disc of radius `r`: the rounded box, the set of centres
 * within `r` of an axis-aligned box (`docs/contract.md`, "9.2 Circle against
 * box"), in the box's frame: the centre relative to the box's centre is
 * `W(τ) = W0 + τ·(W1 − W0)` and the box is `±(hx, hy)` around the origin.
 * The circle–box queries of every operation decide on it, and a circle cast
 * against a level's boxes (a tile map) can call it per box.
 *
 * The first touch is Ericson's region method (_Real-Time Collision
 * Detection_ §5.5.7): the first time `te` the centre is inside the box
 * widened by `r` on both axes (a slab test, one division per axis); if it is
 * then within the box's own extent on one axis, it touches a face at `te`;
 * otherwise it is in a corner's square and the first touch is that corner's
 * disc (the two-body quadratic with the corner a point), or none.
 */
import type { ContactStatus } from '../types.ts';
import { entryTime } from './entry-time.ts';

/**
 * The first `τ ∈ [0, 1]` at which the centre is within `r` of the box, or
 * `-1` when it never is.
 */
export function roundedBoxEntry2(
  w0x: number,
  w0y: number,
  w1x: number,
  w1y: number,
  hx: number,
  hy: number,
  r: number,
): number {
  const dx = w1x - w0x;
  const dy = w1y - w0y;
  const gx = hx + r;
  const gy = hy + r;
  let enter = 0;
  let exit = 1;
  if (dx === 0) {
    if (Math.abs(w0x) > gx) return -1;
  } else {
    const a = (-gx - w0x) / dx;
    const b = (gx - w0x) / dx;
    enter = Math.max(enter, Math.min(a, b));
    exit = Math.min(exit, Math.max(a, b));
  }
  if (dy === 0) {
    if (Math.abs(w0y) > gy) return -1;
  } else {
    const a = (-gy - w0y) / dy;
    const b = (gy - w0y) / dy;
    enter = Math.max(enter, Math.min(a, b));
    exit = Math.min(exit, Math.max(a, b));
  }
  if (enter > exit) return -1;
  const px = w0x + enter * dx;
  const py = w0y + enter * dy;
  if (Math.abs(px) <= hx || Math.abs(py) <= hy) return enter;
  // The corner's disc: |W(τ) − k|² = r², with the discriminant by Lagrange's
  // identity, r²|D|² − ((W0 − k) × D)², so that it does not cancel.
  const kx = px > 0 ? hx : -hx;
  const ky = py > 0 ? hy : -hy;
  const cx = w0x - kx;
  const cy = w0y - ky;
  const ex = w1x - kx;
  const ey = w1y - ky;
  const rr = r * r;
  const P = dx * dx + dy * dy;
  const cross = cx * dy - cy * dx;
  return entryTime(
    P,
    cx * dx + cy * dy,
    cx * cx + cy * cy - rr,
    ex * ex + ey * ey - rr,
    rr * P - cross * cross,
  );
}

/**
 * Where a still centre `W` lies against the rounded box: `-1` in its interior
 * (overlapping: strictly within `r` of the box, or for `r = 0` strictly
 * inside it on both axes), `0` on its boundary (touching), `1` outside.
 */
export function roundedBoxSide2(wx: number, wy: number, hx: number, hy: number, r: number): number {
  const ax = Math.abs(wx);
  const ay = Math.abs(wy);
  if (ax <= hx && ay <= hy) return r > 0 || (ax < hx && ay < hy) ? -1 : 0;
  const vx = ax > hx ? ax - hx : 0;
  const vy = ay > hy ? ay - hy : 0;
  const g = vx * vx + vy * vy - r * r;
  return g < 0 ? -1 : g > 0 ? 1 : 0;
}

/** The first touch: `0` when touching or overlapping at the start, else {@link roundedBoxEntry2}. */
export function roundedBoxFirstTouch2(
  w0x: number,
  w0y: number,
  w1x: number,
  w1y: number,
  hx: number,
  hy: number,
  r: number,
): number {
  if (roundedBoxSide2(w0x, w0y, hx, hy, r) <= 0) return 0;
  return roundedBoxEntry2(w0x, w0y, w1x, w1y, hx, hy, r);
}

/**
 * The contract's status for a pair that touches during the step: `'overlap'`
 * when `W0` is in the rounded box's interior, `'separating'` when it is on its
 * boundary and does not move into the interior, else `'impact'`.
 */
export function roundedBoxStatus2(
  w0x: number,
  w0y: number,
  w1x: number,
  w1y: number,
  hx: number,
  hy: number,
  r: number,
): ContactStatus {
  const side = roundedBoxSide2(w0x, w0y, hx, hy, r);
  if (side !== 0) return side < 0 ? 'overlap' : 'impact';
  const dx = w1x - w0x;
  const dy = w1y - w0y;
  const ax = Math.abs(w0x);
  const ay = Math.abs(w0y);
  if (ax <= hx && ay <= hy) {
    // r = 0 on the box's surface: into the interior iff every face it stands on is approached.
    const inX = hx > 0 && (ax < hx || w0x * dx < 0);
    const inY = hy > 0 && (ay < hy || w0y * dy < 0);
    return inX && inY ? 'impact' : 'separating';
  }
  // On the grown boundary outside the box: the sign of (W0 − q(W0))·D.
  const vx = ax > hx ? w0x - (w0x > 0 ? hx : -hx) : 0;
  const vy = ay > hy ? w0y - (w0y > 0 ? hy : -hy) : 0;
  return vx * dx + vy * dy >= 0 ? 'separating' : 'impact';
}

/*
 * The rounded cuboid (3D): the cuboid grown by a ball of radius `r` is the union of
 * three boxes (the cuboid widened by `r` along one axis), twelve cylinders of radius `r`
 * around its edges (each within its edge's extent) and eight balls around its corners.
 * A centre outside it first touches one of those pieces, so the first touch is the
 * earliest over them (entering a cylinder through its end means touching its corner's
 * ball no later). Vectors as `[x, y, z]` in the cuboid's frame (module scratch: a query
 * allocates nothing here).
 */

const W0 = [0, 0, 0];
const DW = [0, 0, 0];
const H = [0, 0, 0];

/** The widened box's slab entry along every axis (`grow` added to axis `a` only), or `-1`. */
function widenedEntry(a: number, r: number): number {
  let enter = 0;
  let exit = 1;
  for (let i = 0; i < 3; i += 1) {
    const g = H[i]! + (i === a ? r : 0);
    const w = W0[i]!;
    const d = DW[i]!;
    if (d === 0) {
      if (Math.abs(w) > g) return -1;
      continue;
    }
    const lo = (-g - w) / d;
    const hi = (g - w) / d;
    enter = Math.max(enter, Math.min(lo, hi));
    exit = Math.min(exit, Math.max(lo, hi));
  }
  return enter <= exit ? enter : -1;
}

/**
 * The first touch of the ball of radius `r` around `corner` in the coordinates `axes`
 * (two: the cylinder around an edge along the third axis; all three: a corner's ball),
 * `-1` when none.
 */
function ballEntry(axes: readonly number[], corner: readonly number[], rr: number): number {
  let P = 0;
  let Q = 0;
  let R = -rr;
  let f1 = -rr;
  for (const i of axes) {
    const c = W0[i]! - corner[i]!;
    const d = DW[i]!;
    P += d * d;
    Q += c * d;
    R += c * c;
    f1 += (c + d) * (c + d);
  }
  // Lagrange's identity: disc = r²|D|² − |C × D|², without cancellation.
  let cross = 0;
  for (let m = 0; m < axes.length; m += 1) {
    for (let n = m + 1; n < axes.length; n += 1) {
      const a = axes[m]!;
      const b = axes[n]!;
      const x = (W0[a]! - corner[a]!) * DW[b]! - (W0[b]! - corner[b]!) * DW[a]!;
      cross += x * x;
    }
  }
  return entryTime(P, Q, R, f1, rr * P - cross);
}

const CORNER = [0, 0, 0];
const ALL = [0, 1, 2] as const;
const PLANES = [
  [1, 2],
  [0, 2],
  [0, 1],
] as const;

/** Loads the frame: `W0`, `D = W1 − W0`, the half extents. */
function load3(
  w0x: number,
  w0y: number,
  w0z: number,
  w1x: number,
  w1y: number,
  w1z: number,
  hx: number,
  hy: number,
  hz: number,
): void {
  W0[0] = w0x;
  W0[1] = w0y;
  W0[2] = w0z;
  DW[0] = w1x - w0x;
  DW[1] = w1y - w0y;
  DW[2] = w1z - w0z;
  H[0] = hx;
  H[1] = hy;
  H[2] = hz;
}

/** The earliest touch of the loaded centre (outside the rounded cuboid at 0) over its pieces, or `-1`. */
function roundedCuboidEntry(r: number): number {
  const rr = r * r;
  let best = -1;
  const take = (t: number): void => {
    if (t >= 0 && (best < 0 || t < best)) best = t;
  };
  for (let a = 0; a < 3; a += 1) take(widenedEntry(a, r));
  for (let k = 0; k < 3; k += 1) {
    const plane = PLANES[k]!;
    for (let s = 0; s < 4; s += 1) {
      CORNER[plane[0]] = s & 1 ? -H[plane[0]]! : H[plane[0]]!;
      CORNER[plane[1]] = s & 2 ? -H[plane[1]]! : H[plane[1]]!;
      const t = ballEntry(plane, CORNER, rr);
      // Within the edge's extent, or its corner's ball was touched no later.
      if (t >= 0 && Math.abs(W0[k]! + t * DW[k]!) <= H[k]!) take(t);
    }
  }
  for (let s = 0; s < 8; s += 1) {
    for (let i = 0; i < 3; i += 1) CORNER[i] = (s >> i) & 1 ? -H[i]! : H[i]!;
    take(ballEntry(ALL, CORNER, rr));
  }
  return best;
}

/**
 * Where a still centre lies against the rounded cuboid: `-1` in its interior, `0` on its
 * boundary, `1` outside (as {@link roundedBoxSide2}).
 */
export function roundedBoxSide3(
  wx: number,
  wy: number,
  wz: number,
  hx: number,
  hy: number,
  hz: number,
  r: number,
): number {
  const ax = Math.abs(wx);
  const ay = Math.abs(wy);
  const az = Math.abs(wz);
  if (ax <= hx && ay <= hy && az <= hz) {
    return r > 0 || (ax < hx && ay < hy && az < hz) ? -1 : 0;
  }
  const vx = ax > hx ? ax - hx : 0;
  const vy = ay > hy ? ay - hy : 0;
  const vz = az > hz ? az - hz : 0;
  const g = vx * vx + vy * vy + vz * vz - r * r;
  return g < 0 ? -1 : g > 0 ? 1 : 0;
}

/** The first touch in 3D: `0` when touching or overlapping at the start, else the earliest over the pieces, or `-1`. */
export function roundedBoxFirstTouch3(
  w0x: number,
  w0y: number,
  w0z: number,
  w1x: number,
  w1y: number,
  w1z: number,
  hx: number,
  hy: number,
  hz: number,
  r: number,
): number {
  if (roundedBoxSide3(w0x, w0y, w0z, hx, hy, hz, r) <= 0) return 0;
  load3(w0x, w0y, w0z, w1x, w1y, w1z, hx, hy, hz);
  return roundedCuboidEntry(r);
}

/** The contract's status in 3D, as {@link roundedBoxStatus2}. */
export function roundedBoxStatus3(
  w0x: number,
  w0y: number,
  w0z: number,
  w1x: number,
  w1y: number,
  w1z: number,
  hx: number,
  hy: number,
  hz: number,
  r: number,
): ContactStatus {
  const side = roundedBoxSide3(w0x, w0y, w0z, hx, hy, hz, r);
  if (side !== 0) return side < 0 ? 'overlap' : 'impact';
  load3(w0x, w0y, w0z, w1x, w1y, w1z, hx, hy, hz);
  let inside = true;
  let rate = 0;
  for (let i = 0; i < 3; i += 1) {
    const w = W0[i]!;
    const h = H[i]!;
    const d = DW[i]!;
    const a = Math.abs(w);
    if (a > h) {
      inside = false;
      rate += (w - (w > 0 ? h : -h)) * d;
    }
  }
  if (inside) {
    // r = 0 on the cuboid's surface: into the interior iff every face it stands on is approached.
    let enters = true;
    for (let i = 0; i < 3; i += 1) {
      const a = Math.abs(W0[i]!);
      enters &&= H[i]! > 0 && (a < H[i]! || W0[i]! * DW[i]! < 0);
    }
    return enters ? 'impact' : 'separating';
  }
  return rate >= 0 ? 'separating' : 'impact';
}
