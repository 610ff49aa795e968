/**
 * The references: the same formulas as the core, written by hand the way a
 * game programmer would inline them into one structure-of-arrays loop — no
 * validation, no function boundaries, no result objects. What the core is
 * measured against.
 */
import type { MovingCircles, MovingSpheres, TimeOfImpact3, Vec2, Vec3 } from '../src/index.ts';
import { firstTouchTime, touchesDuringStep } from '../src/quadratic.ts';
import { contactStatus } from '../src/time-of-impact/status.ts';
import { flushTiny, setUnit3 } from '../src/vec.ts';

/**
 * `sweptCircles` without its argument checks: the query's code, line for
 * line, on the same objects (the reference of the check's cost).
 */
export function sweptObjects(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
  rb: number,
): boolean {
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const c1x = b1.x - a1.x;
  const c1y = b1.y - a1.y;
  const dx = c1x - c0x;
  const dy = c1y - c0y;
  const r = ra + rb;
  const rr = r * r;
  return touchesDuringStep(
    dx * dx + dy * dy,
    c0x * dx + c0y * dy,
    c0x * c0x + c0y * c0y - rr,
    c1x * c1x + c1y * c1y - rr,
  );
}

/** `sweptSpheres` without its argument checks: the query's code, line for line. */
export function sweptSpheresObjects(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  rb: number,
): boolean {
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const c0z = b0.z - a0.z;
  const c1x = b1.x - a1.x;
  const c1y = b1.y - a1.y;
  const c1z = b1.z - a1.z;
  const dx = c1x - c0x;
  const dy = c1y - c0y;
  const dz = c1z - c0z;
  const r = ra + rb;
  const rr = r * r;
  return touchesDuringStep(
    dx * dx + dy * dy + dz * dz,
    c0x * dx + c0y * dy + c0z * dz,
    c0x * c0x + c0y * c0y + c0z * c0z - rr,
    c1x * c1x + c1y * c1y + c1z * c1z - rr,
  );
}

/**
 * `spheresTimeOfImpactInto` without its argument checks: the query's solve,
 * line for line.
 */
export function spheresTimeOfImpactObjects(
  out: TimeOfImpact3,
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  rb: number,
): boolean {
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const c0z = b0.z - a0.z;
  const c1x = b1.x - a1.x;
  const c1y = b1.y - a1.y;
  const c1z = b1.z - a1.z;
  const dx = c1x - c0x;
  const dy = c1y - c0y;
  const dz = c1z - c0z;
  const r = ra + rb;
  const rr = r * r;
  const Q = c0x * dx + c0y * dy + c0z * dz;
  const R = c0x * c0x + c0y * c0y + c0z * c0z - rr;
  const t = firstTouchTime(
    dx * dx + dy * dy + dz * dz,
    Q,
    R,
    c1x * c1x + c1y * c1y + c1z * c1z - rr,
  );
  if (t < 0) return false;
  out.t = t;
  out.status = contactStatus(Q, R);
  const ax = flushTiny(a0.x + t * (a1.x - a0.x));
  const ay = flushTiny(a0.y + t * (a1.y - a0.y));
  const az = flushTiny(a0.z + t * (a1.z - a0.z));
  const normal = setUnit3(out.normal, c0x + t * dx, c0y + t * dy, c0z + t * dz);
  out.a.x = ax;
  out.a.y = ay;
  out.a.z = az;
  out.b.x = flushTiny(b0.x + t * (b1.x - b0.x));
  out.b.y = flushTiny(b0.y + t * (b1.y - b0.y));
  out.b.z = flushTiny(b0.z + t * (b1.z - b0.z));
  out.point.x = flushTiny(ax + normal.x * ra);
  out.point.y = flushTiny(ay + normal.y * ra);
  out.point.z = flushTiny(az + normal.z * ra);
  return true;
}

export function sweptLoop(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b: MovingCircles,
  hits: Uint8Array,
  n: number,
): number {
  const { x0, y0, x1, y1, r } = b;
  let found = 0;
  for (let i = 0; i < n; i++) {
    const c0x = x0[i]! - a0.x;
    const c0y = y0[i]! - a0.y;
    const c1x = x1[i]! - a1.x;
    const c1y = y1[i]! - a1.y;
    const dx = c1x - c0x;
    const dy = c1y - c0y;
    const rs = ra + r[i]!;
    const rr = rs * rs;
    const P = dx * dx + dy * dy;
    const Q = c0x * dx + c0y * dy;
    const R = c0x * c0x + c0y * c0y - rr;
    const hit =
      R <= 0 || (Q < 0 && (c1x * c1x + c1y * c1y - rr <= 0 || (P + Q > 0 && Q * Q >= P * R)));
    hits[i] = hit ? 1 : 0;
    found += hits[i]!;
  }
  return found;
}

export function sweptLoop3(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b: MovingSpheres,
  hits: Uint8Array,
  n: number,
): number {
  const { x0, y0, z0, x1, y1, z1, r } = b;
  let found = 0;
  for (let i = 0; i < n; i++) {
    const c0x = x0[i]! - a0.x;
    const c0y = y0[i]! - a0.y;
    const c0z = z0[i]! - a0.z;
    const c1x = x1[i]! - a1.x;
    const c1y = y1[i]! - a1.y;
    const c1z = z1[i]! - a1.z;
    const dx = c1x - c0x;
    const dy = c1y - c0y;
    const dz = c1z - c0z;
    const rs = ra + r[i]!;
    const rr = rs * rs;
    const P = dx * dx + dy * dy + dz * dz;
    const Q = c0x * dx + c0y * dy + c0z * dz;
    const R = c0x * c0x + c0y * c0y + c0z * c0z - rr;
    const f1 = c1x * c1x + c1y * c1y + c1z * c1z - rr;
    const hit = R <= 0 || (Q < 0 && (f1 <= 0 || (P + Q > 0 && Q * Q >= P * R)));
    hits[i] = hit ? 1 : 0;
    found += hits[i]!;
  }
  return found;
}

/** First touch time of the quadratic, inlined by hand: −1 for a miss. */
export function toiLoop(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b: MovingCircles,
  hits: Uint8Array,
  t: Float64Array,
  n: number,
): number {
  const { x0, y0, x1, y1, r } = b;
  let found = 0;
  for (let i = 0; i < n; i++) {
    const c0x = x0[i]! - a0.x;
    const c0y = y0[i]! - a0.y;
    const c1x = x1[i]! - a1.x;
    const c1y = y1[i]! - a1.y;
    const dx = c1x - c0x;
    const dy = c1y - c0y;
    const rs = ra + r[i]!;
    const rr = rs * rs;
    const P = dx * dx + dy * dy;
    const Q = c0x * dx + c0y * dy;
    const R = c0x * c0x + c0y * c0y - rr;
    const f1 = c1x * c1x + c1y * c1y - rr;
    let ti = -1;
    if (R <= 0) ti = 0;
    else if (Q < 0) {
      const disc = Q * Q - P * R;
      if (f1 <= 0 || (P + Q > 0 && disc >= 0)) {
        ti = Math.min(R / (-Q + Math.sqrt(Math.max(disc, 0))), 1);
      }
    }
    if (ti >= 0) {
      hits[i] = 1;
      t[i] = ti;
      found++;
    } else hits[i] = 0;
  }
  return found;
}

export function toiLoop3(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b: MovingSpheres,
  hits: Uint8Array,
  t: Float64Array,
  n: number,
): number {
  const { x0, y0, z0, x1, y1, z1, r } = b;
  let found = 0;
  for (let i = 0; i < n; i++) {
    const c0x = x0[i]! - a0.x;
    const c0y = y0[i]! - a0.y;
    const c0z = z0[i]! - a0.z;
    const c1x = x1[i]! - a1.x;
    const c1y = y1[i]! - a1.y;
    const c1z = z1[i]! - a1.z;
    const dx = c1x - c0x;
    const dy = c1y - c0y;
    const dz = c1z - c0z;
    const rs = ra + r[i]!;
    const rr = rs * rs;
    const P = dx * dx + dy * dy + dz * dz;
    const Q = c0x * dx + c0y * dy + c0z * dz;
    const R = c0x * c0x + c0y * c0y + c0z * c0z - rr;
    const f1 = c1x * c1x + c1y * c1y + c1z * c1z - rr;
    let ti = -1;
    if (R <= 0) ti = 0;
    else if (Q < 0) {
      const disc = Q * Q - P * R;
      if (f1 <= 0 || (P + Q > 0 && disc >= 0)) {
        ti = Math.min(R / (-Q + Math.sqrt(Math.max(disc, 0))), 1);
      }
    }
    if (ti >= 0) {
      hits[i] = 1;
      t[i] = ti;
      found++;
    } else hits[i] = 0;
  }
  return found;
}

/** Structure-of-arrays contact records: what a hand-written loop would fill. */
export interface Contacts {
  t: Float64Array;
  u: Float64Array;
  ax: Float64Array;
  ay: Float64Array;
  bx: Float64Array;
  by: Float64Array;
  nx: Float64Array;
  ny: Float64Array;
  px: Float64Array;
  py: Float64Array;
}

export function createContacts(n: number): Contacts {
  const f = () => new Float64Array(n);
  return { t: f(), u: f(), ax: f(), ay: f(), bx: f(), by: f(), nx: f(), ny: f(), px: f(), py: f() };
}

/** Time of impact plus the full contact (centres, normal, point), like `circlesTimeOfImpact`. */
export function toiContactLoop(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b: MovingCircles,
  c: Contacts,
  n: number,
): number {
  const { x0, y0, x1, y1, r } = b;
  let found = 0;
  for (let i = 0; i < n; i++) {
    const c0x = x0[i]! - a0.x;
    const c0y = y0[i]! - a0.y;
    const c1x = x1[i]! - a1.x;
    const c1y = y1[i]! - a1.y;
    const dx = c1x - c0x;
    const dy = c1y - c0y;
    const rs = ra + r[i]!;
    const rr = rs * rs;
    const P = dx * dx + dy * dy;
    const Q = c0x * dx + c0y * dy;
    const R = c0x * c0x + c0y * c0y - rr;
    const f1 = c1x * c1x + c1y * c1y - rr;
    let ti = -1;
    if (R <= 0) ti = 0;
    else if (Q < 0) {
      const disc = Q * Q - P * R;
      if (f1 <= 0 || (P + Q > 0 && disc >= 0)) {
        ti = Math.min(R / (-Q + Math.sqrt(Math.max(disc, 0))), 1);
      }
    }
    if (ti < 0) continue;
    const ax = a0.x + ti * (a1.x - a0.x);
    const ay = a0.y + ti * (a1.y - a0.y);
    const gx = c0x + ti * dx;
    const gy = c0y + ti * dy;
    const len = Math.sqrt(gx * gx + gy * gy);
    const nx = len > 0 ? gx / len : 1;
    const ny = len > 0 ? gy / len : 0;
    c.t[i] = ti;
    c.ax[i] = ax;
    c.ay[i] = ay;
    c.bx[i] = x0[i]! + ti * (x1[i]! - x0[i]!);
    c.by[i] = y0[i]! + ti * (y1[i]! - y0[i]!);
    c.nx[i] = nx;
    c.ny[i] = ny;
    c.px[i] = ax + nx * ra;
    c.py[i] = ay + ny * ra;
    found++;
  }
  return found;
}

/** Each body's motion against one segment: Cramer's rule, contact and facing normal. */
export function raySegmentLoop(
  b: MovingCircles,
  s0: Vec2,
  s1: Vec2,
  c: Contacts,
  n: number,
): number {
  const { x0, y0, x1, y1 } = b;
  const ex = s1.x - s0.x;
  const ey = s1.y - s0.y;
  const elen = Math.sqrt(ex * ex + ey * ey);
  let found = 0;
  for (let i = 0; i < n; i++) {
    const px = x0[i]!;
    const py = y0[i]!;
    const dx = x1[i]! - px;
    const dy = y1[i]! - py;
    const wx = s0.x - px;
    const wy = s0.y - py;
    let den = dx * ey - dy * ex;
    let tn = wx * ey - wy * ex;
    let un = wx * dy - wy * dx;
    if (den === 0) continue; // parallel: a miss in this reference
    if (den < 0) {
      den = -den;
      tn = -tn;
      un = -un;
    }
    if (tn < 0 || tn > den || un < 0 || un > den) continue;
    const ti = tn / den;
    const side = ey * wx - ex * wy;
    const flip = side < 0 || (side === 0 && ey * dx - ex * dy < 0);
    c.t[i] = ti;
    c.u[i] = un / den;
    c.px[i] = px + ti * dx;
    c.py[i] = py + ti * dy;
    c.nx[i] = (flip ? ey : -ey) / elen;
    c.ny[i] = (flip ? -ex : ex) / elen;
    found++;
  }
  return found;
}
