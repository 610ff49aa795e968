/**
 * The pass over many boxes (or cuboids) that both batch forms of the boxes
 * share, `sweptBoxesBatch` and `boxesTimeOfImpactBatch`: one body after the
 * other through the slab kernel (`slab.ts`), the scalar queries' terms
 * exactly, the body values summed and flagged as `batch.ts` describes. The
 * time of impact's form passes its `t` array; the swept form passes `null`
 * (a branch the processor predicts, where two copies of the loop would be
 * the same code twice).
 */
import { slabTime, slabTouch2, slabTouch3 } from './slab.ts';
import type { MovingBoxes, MovingCuboids, Vec2, Vec3 } from './types.ts';

/**
 * The verdict of the last pass on the body values (see `batch.ts`), written
 * once after its loop.
 */
export const pass: { squares: number; suspect: boolean } = { squares: 0, suspect: false };

/**
 * The pass of `sweptBoxesBatch` and `boxesTimeOfImpactBatch` (`t` given):
 * box `i` against the target through the scalar queries' kernel, term for
 * term; leaves its verdict on the body values in {@link pass}.
 */
export function boxesPass(
  a0: Vec2,
  a1: Vec2,
  ha: Vec2,
  bodies: MovingBoxes,
  hits: Uint8Array,
  t: Float64Array | null,
  count: number,
): number {
  const { x0, y0, x1, y1, hx, hy } = bodies;
  const ax0 = a0.x;
  const ay0 = a0.y;
  const ax1 = a1.x;
  const ay1 = a1.y;
  const hax = ha.x;
  const hay = ha.y;
  let found = 0;
  let squares = 0;
  let suspect = false;
  for (let i = 0; i < count; i++) {
    const bx0 = x0[i]!;
    const by0 = y0[i]!;
    const bx1 = x1[i]!;
    const by1 = y1[i]!;
    const hbx = hx[i]!;
    const hby = hy[i]!;
    // The body's values against the scalar range (see `batch.ts`).
    const q0 = bx0 * bx0;
    const q1 = by0 * by0;
    const q2 = bx1 * bx1;
    const q3 = by1 * by1;
    const q4 = hbx * hbx;
    const q5 = hby * hby;
    squares += q0 + q1 + (q2 + q3) + (q4 + q5);
    if (
      !(hbx >= 0 && hby >= 0) ||
      q0 < 3.8725919148493183e-121 ||
      q1 < 3.8725919148493183e-121 ||
      q2 < 3.8725919148493183e-121 ||
      q3 < 3.8725919148493183e-121 ||
      q4 < 3.8725919148493183e-121 ||
      q5 < 3.8725919148493183e-121
    ) {
      suspect = true;
    }
    // The scalar sweptBoxes with B = box i, term for term.
    const c0x = bx0 - ax0;
    const c0y = by0 - ay0;
    const hit = slabTouch2(c0x, c0y, bx1 - ax1 - c0x, by1 - ay1 - c0y, hax + hbx, hay + hby);
    if (hit) {
      hits[i] = 1;
      if (t !== null) t[i] = slabTime();
      found++;
    } else {
      hits[i] = 0;
    }
  }
  // The verdict, written once after the loop (see `batch.ts`).
  pass.squares = squares;
  pass.suspect = suspect;
  return found;
}

/** The 3D {@link boxesPass}: `sweptCuboidsBatch` and `cuboidsTimeOfImpactBatch`. */
export function cuboidsPass(
  a0: Vec3,
  a1: Vec3,
  ha: Vec3,
  bodies: MovingCuboids,
  hits: Uint8Array,
  t: Float64Array | null,
  count: number,
): number {
  const { x0, y0, z0, x1, y1, z1, hx, hy, hz } = bodies;
  const ax0 = a0.x;
  const ay0 = a0.y;
  const az0 = a0.z;
  const ax1 = a1.x;
  const ay1 = a1.y;
  const az1 = a1.z;
  let found = 0;
  let squares = 0;
  let suspect = false;
  for (let i = 0; i < count; i++) {
    const bx0 = x0[i]!;
    const by0 = y0[i]!;
    const bz0 = z0[i]!;
    const bx1 = x1[i]!;
    const by1 = y1[i]!;
    const bz1 = z1[i]!;
    const hbx = hx[i]!;
    const hby = hy[i]!;
    const hbz = hz[i]!;
    // The body's values against the scalar range (see `batch.ts`).
    const q0 = bx0 * bx0;
    const q1 = by0 * by0;
    const q2 = bz0 * bz0;
    const q3 = bx1 * bx1;
    const q4 = by1 * by1;
    const q5 = bz1 * bz1;
    const q6 = hbx * hbx;
    const q7 = hby * hby;
    const q8 = hbz * hbz;
    squares += q0 + q1 + q2 + (q3 + q4 + q5) + (q6 + q7 + q8);
    if (
      !(hbx >= 0 && hby >= 0 && hbz >= 0) ||
      q0 < 3.8725919148493183e-121 ||
      q1 < 3.8725919148493183e-121 ||
      q2 < 3.8725919148493183e-121 ||
      q3 < 3.8725919148493183e-121 ||
      q4 < 3.8725919148493183e-121 ||
      q5 < 3.8725919148493183e-121 ||
      q6 < 3.8725919148493183e-121 ||
      q7 < 3.8725919148493183e-121 ||
      q8 < 3.8725919148493183e-121
    ) {
      suspect = true;
    }
    // The scalar sweptCuboids with B = cuboid i, term for term.
    const c0x = bx0 - ax0;
    const c0y = by0 - ay0;
    const c0z = bz0 - az0;
    const hit = slabTouch3(
      c0x,
      c0y,
      c0z,
      bx1 - ax1 - c0x,
      by1 - ay1 - c0y,
      bz1 - az1 - c0z,
      ha.x + hbx,
      ha.y + hby,
      ha.z + hbz,
    );
    if (hit) {
      hits[i] = 1;
      if (t !== null) t[i] = slabTime();
      found++;
    } else {
      hits[i] = 0;
    }
  }
  // The verdict, written once after the loop (see `batch.ts`).
  pass.squares = squares;
  pass.suspect = suspect;
  return found;
}
