import type { Separation3, Vec3 } from '../types.ts';
import { checkSeparateSphereCuboid } from '../validate/shapes.ts';
import { flushTiny, maxAbs3 } from '../vec.ts';
import { roundedBoxSide3 } from '../walls/rounded-box.ts';
import { leastPush } from './least-push.ts';
import { pushShare, ULP_FACTOR } from './push-share.ts';

/**
 * Pushes a sphere and a cuboid apart so that they no longer overlap, as
 * {@link separateCircleBox} in 3D: returns their new centres `{ a, b }` (`a` the
 * sphere; fresh objects), with `separateSpheres`' masses and rules — outside the
 * cuboid along `(c − q)/d` by `r − d` (`q` its nearest point); on or inside it, out
 * through the face of least penetration (ties x, then y, then z; the − face from the
 * centre plane). Post-condition: `sphereCuboidOverlap(result.a, r, result.b, hb)` is
 * `false`, always (the push verified with that predicate, grown by ulps while rounding
 * leaves an overlap, then bisected back to the least it accepts: `least-push.ts`).
 *
 * @example
 * // A ball (r = 1) sunk 0.5 into a still cube's top face is pushed out to rest on it:
 * const o = { x: 0, y: 0, z: 0 };
 * separateSphereCuboid({ x: 0, y: 0, z: 2.5 }, 1, 1, o, { x: 2, y: 2, z: 2 }, Infinity);
 * // → { a: { x: 0, y: 0, z: 3 }, b: { x: 0, y: 0, z: 0 } }
 */
export function separateSphereCuboid(
  c: Vec3,
  r: number,
  mc: number,
  b: Vec3,
  hb: Vec3,
  mb: number,
): Separation3 {
  checkSeparateSphereCuboid(c, r, mc, b, hb, mb);
  const w = [c.x - b.x, c.y - b.y, c.z - b.z];
  const h = [hb.x, hb.y, hb.z];
  if (roundedBoxSide3(w[0]!, w[1]!, w[2]!, h[0]!, h[1]!, h[2]!, r) >= 0) {
    return { a: { x: c.x, y: c.y, z: c.z }, b: { x: b.x, y: b.y, z: b.z } };
  }
  const v = w.map((x, i) => x - Math.max(-h[i]!, Math.min(h[i]!, x)));
  const n = [0, 0, 0];
  let depth: number;
  if (v[0] !== 0 || v[1] !== 0 || v[2] !== 0) {
    const d = Math.sqrt(v[0]! * v[0]! + v[1]! * v[1]! + v[2]! * v[2]!);
    for (let i = 0; i < 3; i += 1) n[i] = v[i]! / d;
    depth = r - d;
  } else {
    let k = 0;
    for (let i = 1; i < 3; i += 1) {
      if (h[i]! - Math.abs(w[i]!) < h[k]! - Math.abs(w[k]!)) k = i;
    }
    n[k] = w[k]! > 0 ? 1 : -1;
    depth = r + h[k]! - Math.abs(w[k]!);
  }
  const shareC = pushShare(mc, mb);
  const shareB = pushShare(mb, mc);
  const m = Math.max(maxAbs3(c), maxAbs3(b), maxAbs3(hb), r);
  const at = (push: number): Separation3 => {
    const pc = push * shareC;
    const pb = push * shareB;
    return {
      a: {
        x: flushTiny(c.x + n[0]! * pc),
        y: flushTiny(c.y + n[1]! * pc),
        z: flushTiny(c.z + n[2]! * pc),
      },
      b: {
        x: flushTiny(b.x - n[0]! * pb),
        y: flushTiny(b.y - n[1]! * pb),
        z: flushTiny(b.z - n[2]! * pb),
      },
    };
  };
  const push = leastPush(depth, m * ULP_FACTOR, (p) => {
    const { a, b: moved } = at(p);
    return (
      roundedBoxSide3(a.x - moved.x, a.y - moved.y, a.z - moved.z, h[0]!, h[1]!, h[2]!, r) >= 0
    );
  });
  return at(push);
}
