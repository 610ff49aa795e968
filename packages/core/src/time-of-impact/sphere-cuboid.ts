import type { ContactStatus, TimeOfImpact3, Vec3 } from '../types.ts';
import { checkSphereCuboid } from '../validate/shapes.ts';
import { flushTiny, setUnit3 } from '../vec.ts';
import { roundedBoxFirstTouch3, roundedBoxStatus3 } from '../walls/rounded-box.ts';
import { copyTimeOfImpact3, createTimeOfImpact3 } from './contact.ts';

/**
 * Time of impact of a moving sphere and a moving cuboid (`docs/contract.md`, "9.2
 * Circle against box", in 3D): `null` iff they never touch during the step, else the
 * first touch `{ t, status, point, normal, a, b }` — the spheres' result, with the
 * sphere as `a`, as {@link circleBoxTimeOfImpact}'s: the normal from the sphere towards
 * the cuboid (an axis at a face, the direction to the nearest point of an edge or a
 * corner; on or inside the cuboid, towards the nearest face's inside, ties x, then y,
 * then z), `point` the cuboid's point nearest the sphere's centre.
 *
 * Decided in the cuboid's frame on the rounded cuboid (`walls/rounded-box.ts`: the
 * earliest touch over its three widened boxes, twelve edge cylinders and eight corner
 * balls). A cuboid of zero extents is a point: the answer is `spheresTimeOfImpact(c0,
 * c1, r, b0, b1, 0)`'s.
 *
 * @example
 * // A ball (r = 1) falls from z = 10 to z = −10 onto a still cuboid 4 × 4 × 6:
 * const o = { x: 0, y: 0, z: 0 };
 * const hit = sphereCuboidTimeOfImpact({ x: 0, y: 0, z: 10 }, { x: 0, y: 0, z: -10 }, 1, o, o, { x: 2, y: 2, z: 3 });
 * // hit.t === 0.3, hit.normal → { x: 0, y: 0, z: -1 }, hit.point → { x: 0, y: 0, z: 3 }
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
  return sphereCuboidFirstContact(scratch, c0, c1, r, b0, b1, hb)
    ? copyTimeOfImpact3(scratch)
    : null;
}

const scratch: TimeOfImpact3 = createTimeOfImpact3();

/**
 * {@link sphereCuboidTimeOfImpact} on checked input, into `out` (nothing
 * allocated): `false` iff it is `null`, else `out` holds its answer, as
 * {@link circleBoxFirstContact} for the 3D scenes (`scene/sphere-cuboid.ts`).
 */
export function sphereCuboidFirstContact(
  out: TimeOfImpact3,
  c0: Vec3,
  c1: Vec3,
  r: number,
  b0: Vec3,
  b1: Vec3,
  hb: Vec3,
): boolean {
  const w0x = c0.x - b0.x;
  const w0y = c0.y - b0.y;
  const w0z = c0.z - b0.z;
  const w1x = c1.x - b1.x;
  const w1y = c1.y - b1.y;
  const w1z = c1.z - b1.z;
  const t = roundedBoxFirstTouch3(w0x, w0y, w0z, w1x, w1y, w1z, hb.x, hb.y, hb.z, r);
  if (t < 0) return false;
  const status = roundedBoxStatus3(w0x, w0y, w0z, w1x, w1y, w1z, hb.x, hb.y, hb.z, r);
  sphereCuboidContactInto(out, t, status, c0, c1, b0, b1, hb);
  return true;
}

const W = [0, 0, 0];
const Q = [0, 0, 0];
const N = [0, 0, 0];

/**
 * The result at a given `t`, as {@link circleBoxContactAt} in 3D: the nearest point `q`
 * of the cuboid to `W = C(t) − B(t)`; outside, the normal along `q − W`; on or inside,
 * the face of least penetration (ties x, then y, then z), the normal `−sign(Wᵢ)·eᵢ`
 * (`+eᵢ` for `Wᵢ = 0`) and the point `W` moved onto that face.
 */
export function sphereCuboidContactAt(
  t: number,
  status: ContactStatus,
  c0: Vec3,
  c1: Vec3,
  b0: Vec3,
  b1: Vec3,
  hb: Vec3,
): TimeOfImpact3 {
  return copyTimeOfImpact3(sphereCuboidContactInto(scratch, t, status, c0, c1, b0, b1, hb));
}

/** {@link sphereCuboidContactAt} into `out` (nothing allocated); returns `out`. */
function sphereCuboidContactInto(
  out: TimeOfImpact3,
  t: number,
  status: ContactStatus,
  c0: Vec3,
  c1: Vec3,
  b0: Vec3,
  b1: Vec3,
  hb: Vec3,
): TimeOfImpact3 {
  const a = out.a;
  const b = out.b;
  a.x = flushTiny(c0.x + t * (c1.x - c0.x));
  a.y = flushTiny(c0.y + t * (c1.y - c0.y));
  a.z = flushTiny(c0.z + t * (c1.z - c0.z));
  b.x = flushTiny(b0.x + t * (b1.x - b0.x));
  b.y = flushTiny(b0.y + t * (b1.y - b0.y));
  b.z = flushTiny(b0.z + t * (b1.z - b0.z));
  const h = [hb.x, hb.y, hb.z];
  const w0 = [c0.x - b0.x, c0.y - b0.y, c0.z - b0.z];
  const w1 = [c1.x - b1.x, c1.y - b1.y, c1.z - b1.z];
  let inside = true;
  for (let i = 0; i < 3; i += 1) {
    W[i] = w0[i]! + t * (w1[i]! - w0[i]!);
    Q[i] = Math.max(-h[i]!, Math.min(h[i]!, W[i]!));
    N[i] = Q[i]! - W[i]!;
    if (Q[i] !== W[i]) inside = false;
  }
  if (inside) {
    // On or inside: out through the face of least penetration (ties x, then y, then z).
    let k = 0;
    for (let i = 1; i < 3; i += 1) {
      if (h[i]! - Math.abs(W[i]!) < h[k]! - Math.abs(W[k]!)) k = i;
    }
    N[0] = 0;
    N[1] = 0;
    N[2] = 0;
    // Wₖ = 0 leaves by the − face: the normal is then +eₖ, as for coincident spheres.
    N[k] = W[k]! > 0 ? -1 : 1;
    Q[k] = W[k]! > 0 ? h[k]! : -h[k]!;
  }
  setUnit3(out.normal, N[0]!, N[1]!, N[2]!);
  out.t = t;
  out.status = status;
  out.point.x = flushTiny(b.x + Q[0]!);
  out.point.y = flushTiny(b.y + Q[1]!);
  out.point.z = flushTiny(b.z + Q[2]!);
  return out;
}
