/**
 * The frame the 3D wall queries compute in: every position relative to the
 * triangle's first corner `p0`, scaled by a power of two (exact: only the
 * exponent changes) so that the largest relative coordinate or radius lies
 * in `[2^-40, 2^40]`. The edge test multiplies eight coordinate differences
 * (`|e|²·(r²|d × e|² − (w·(d × e))²)`) and the face test six; across the
 * whole input range (`2^±200`) those would overflow or underflow, in this
 * frame they cannot (`2^(8·41)` is far below the double range), and where
 * nothing rounds before, nothing rounds after.
 */
import type { Vec3 } from '../types.ts';

/** The scaled relative inputs: `p0` is the origin; `scale` the power of two applied. */
export interface WallFrame {
  c0: Vec3;
  c1: Vec3;
  r: number;
  p0: Vec3;
  p1: Vec3;
  p2: Vec3;
  scale: number;
}

const frame: WallFrame = {
  c0: { x: 0, y: 0, z: 0 },
  c1: { x: 0, y: 0, z: 0 },
  r: 0,
  p0: { x: 0, y: 0, z: 0 },
  p1: { x: 0, y: 0, z: 0 },
  p2: { x: 0, y: 0, z: 0 },
  scale: 1,
};

const HIGH = 2 ** 40;
const LOW = 2 ** -40;

/**
 * Fills and returns the module's frame for `(c0, c1, r, p0, p1, p2)`. The
 * frame is reused by the next call: read it before calling again.
 */
export function toWallFrame(
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
): WallFrame {
  const { x, y, z } = p0;
  const ax = c0.x - x;
  const ay = c0.y - y;
  const az = c0.z - z;
  const bx = c1.x - x;
  const by = c1.y - y;
  const bz = c1.z - z;
  const ux = p1.x - x;
  const uy = p1.y - y;
  const uz = p1.z - z;
  const vx = p2.x - x;
  const vy = p2.y - y;
  const vz = p2.z - z;
  // When every value is at most 2^40 and one is at least 2^-40 (the usual
  // case, decided by a few comparisons) the largest already lies in the
  // window and nothing is scaled; otherwise it is found and moved there.
  let s = 1;
  if (
    !(
      small(ax) &&
      small(ay) &&
      small(az) &&
      small(bx) &&
      small(by) &&
      small(bz) &&
      small(ux) &&
      small(uy) &&
      small(uz) &&
      small(vx) &&
      small(vy) &&
      small(vz) &&
      small(r)
    ) ||
    !(
      large(ux) ||
      large(uy) ||
      large(uz) ||
      large(vx) ||
      large(vy) ||
      large(vz) ||
      large(ax) ||
      large(ay) ||
      large(az) ||
      large(bx) ||
      large(by) ||
      large(bz) ||
      large(r)
    )
  ) {
    const m = Math.max(
      Math.abs(ax),
      Math.abs(ay),
      Math.abs(az),
      Math.abs(bx),
      Math.abs(by),
      Math.abs(bz),
      Math.abs(ux),
      Math.abs(uy),
      Math.abs(uz),
      Math.abs(vx),
      Math.abs(vy),
      Math.abs(vz),
      r,
    );
    if (m > HIGH) for (let k = m; k > HIGH; k *= LOW) s *= LOW;
    else if (m < LOW && m > 0) for (let k = m; k < LOW; k *= HIGH) s *= HIGH;
  }
  frame.scale = s;
  set(frame.c0, ax * s, ay * s, az * s);
  set(frame.c1, bx * s, by * s, bz * s);
  frame.r = r * s;
  set(frame.p1, ux * s, uy * s, uz * s);
  set(frame.p2, vx * s, vy * s, vz * s);
  return frame;
}

/** `|x| ≤ 2^40`. */
function small(x: number): boolean {
  return x <= HIGH && x >= -HIGH;
}

/** `|x| ≥ 2^-40`. */
function large(x: number): boolean {
  return x >= LOW || x <= -LOW;
}

function set(v: Vec3, x: number, y: number, z: number): void {
  v.x = x;
  v.y = y;
  v.z = z;
}
