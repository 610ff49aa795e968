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
