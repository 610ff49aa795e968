import type { TimeOfImpact3, Vec3 } from '@swept/core';
import { roundShift16 } from '../exact/integer.ts';
import { TOI_MISS } from '../quadratic.ts';
import { checkSphereCuboid } from '../validate.ts';
import { loadCuboidFrame, roundedCuboidCode } from '../walls/rounded-cuboid.ts';
import { countSettled } from '../walls/settled.ts';
import { setNormal3, statusOf } from './contact.ts';

/**
 * The first time a moving sphere and a moving cuboid touch, or `null` when
 * they never do on `[0, 1]` (exactly when {@link sweptSphereCuboid} is
 * `false`); `docs/contract.md`, "9.2 Circle against box", in 3D. The
 * spheres' result with the sphere as `a`: `t` is the raw `floor(65536·t*)`
 * of the exact first touch (never later than the true one; the rounded
 * cuboid's widened boxes, edge cylinders and corner balls, see
 * `walls/rounded-cuboid.ts`), `status` decided exactly; `a`, `b` the centres
 * at `t` and `point` the cuboid's point nearest the sphere's centre there,
 * each rounded to the nearest raw value; `normal` from the sphere towards
 * the cuboid, `round(65536·V/|V|)` as the spheres' normal (an axis at a
 * face, the direction to the edge's nearest point at an edge, the
 * centre-to-corner direction at a corner; with the centre on or inside the
 * cuboid, the face of least penetration, ties x, then y, then z).
 *
 * @example
 * // A ball of radius 1 falls from z = 10 to z = −10 onto a still cuboid 4 × 4 × 6:
 * const o = { x: 0, y: 0, z: 0 };
 * sphereCuboidTimeOfImpact({ x: 0, y: 0, z: 10 * ONE }, { x: 0, y: 0, z: -10 * ONE }, ONE, o, o, { x: 2 * ONE, y: 2 * ONE, z: 3 * ONE })
 * // { t: 19660 (= floor(0.3·65536)), status: 'impact', normal: { x: 0, y: 0, z: -65536 },
 * //   point: { x: 0, y: 0, z: 196608 }, a: { x: 0, y: 0, z: 262160 }, b: o }
 */
export function sphereCuboidTimeOfImpact(
  c0: Vec3,
  c1: Vec3,
  r: number,
  b0: Vec3,
  b1: Vec3,
  hb: Vec3,
): TimeOfImpact3 | null {
  checkSphereCuboid(c0, c1, r, b0, b1, hb);
  loadCuboidFrame(c0, c1, b0, b1, hb);
  const code = roundedCuboidCode(r);
  countSettled();
  return code === TOI_MISS ? null : sphereCuboidContact(c0, c1, b0, b1, hb, code);
}

const normal: Vec3 = { x: 65536, y: 0, z: 0 };
const W = [0, 0, 0];
const H = [0, 0, 0];
const Q = [0, 0, 0];
const N = [0, 0, 0];

/**
 * The result at the raw `t = k`, as the circle–box's: everything from exact
 * integers scaled by 65536 — `W = 65536·(C(t) − B(t))` (below
 * 2^16·2^32 + 2^16·2^33 < 2^50), its clamp `Q` to the cuboid's `±65536·hb`
 * (below 2^47), the point `B(t) + Q/65536` and the centres rounded once
 * (`roundShift16`, operands below 2^49).
 */
function sphereCuboidContact(
  c0: Vec3,
  c1: Vec3,
  b0: Vec3,
  b1: Vec3,
  hb: Vec3,
  code: number,
): TimeOfImpact3 {
  const k = Math.max(code, 0);
  const kcx = k * (c1.x - c0.x);
  const kcy = k * (c1.y - c0.y);
  const kcz = k * (c1.z - c0.z);
  const kbx = k * (b1.x - b0.x);
  const kby = k * (b1.y - b0.y);
  const kbz = k * (b1.z - b0.z);
  W[0] = 65536 * (c0.x - b0.x) + (kcx - kbx);
  W[1] = 65536 * (c0.y - b0.y) + (kcy - kby);
  W[2] = 65536 * (c0.z - b0.z) + (kcz - kbz);
  H[0] = 65536 * hb.x;
  H[1] = 65536 * hb.y;
  H[2] = 65536 * hb.z;
  let inside = true;
  for (let i = 0; i < 3; i += 1) {
    Q[i] = Math.max(-H[i]!, Math.min(H[i]!, W[i]!));
    N[i] = Q[i]! - W[i]!;
    if (N[i] !== 0) inside = false;
  }
  if (inside) {
    // On or inside the cuboid: the face of least penetration (ties x, then y, then z; W = 0 → the − face).
    let a = 0;
    for (let i = 1; i < 3; i += 1) {
      if (H[i]! - Math.abs(W[i]!) < H[a]! - Math.abs(W[a]!)) a = i;
    }
    Q[a] = W[a]! > 0 ? H[a]! : -H[a]!;
    N[a] = W[a]! > 0 ? -1 : 1;
  }
  setNormal3(normal, N[0]!, N[1]!, N[2]!);
  return {
    t: k,
    status: statusOf(code),
    point: {
      x: b0.x + roundShift16(kbx + Q[0]!),
      y: b0.y + roundShift16(kby + Q[1]!),
      z: b0.z + roundShift16(kbz + Q[2]!),
    },
    normal: { x: normal.x, y: normal.y, z: normal.z },
    a: { x: c0.x + roundShift16(kcx), y: c0.y + roundShift16(kcy), z: c0.z + roundShift16(kcz) },
    b: { x: b0.x + roundShift16(kbx), y: b0.y + roundShift16(kby), z: b0.z + roundShift16(kbz) },
  };
}
