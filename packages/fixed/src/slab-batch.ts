/**
 * The pass over many boxes (or cuboids) that both batch forms share, as the
 * core's `slab-batch.ts`: body `i` through the scalar time of impact's raw
 * kernel (`boxesRawTime` / `cuboidsRawTime`), so a batch reports exactly the
 * scalar answers. `t` is the time of impact's array, `null` for the swept form.
 */
import type { MovingBoxes, MovingCuboids, Vec2, Vec3 } from '@swept/core';
import { boxesRawTime } from './time-of-impact/box-box.ts';
import { cuboidsRawTime } from './time-of-impact/cuboid-cuboid.ts';

/** Writes `hits` (and `t` for the hits, when given) for the first `count` bodies; returns the hits. */
export function boxesPass(
  dim: 2 | 3,
  a0: Vec2 | Vec3,
  a1: Vec2 | Vec3,
  ha: Vec2 | Vec3,
  bodies: MovingBoxes | MovingCuboids,
  hits: Uint8Array,
  t: Float64Array | null,
  count: number,
): number {
  let found = 0;
  for (let i = 0; i < count; i++) {
    let ti: number;
    if (dim === 2) {
      loadBox2(bodies as MovingBoxes, i);
      ti = boxesRawTime(a0 as Vec2, a1 as Vec2, ha as Vec2, box2.b0, box2.b1, box2.hb);
    } else {
      loadBox3(bodies as MovingCuboids, i);
      ti = cuboidsRawTime(a0 as Vec3, a1 as Vec3, ha as Vec3, box3.b0, box3.b1, box3.hb);
    }
    if (ti < 0) {
      hits[i] = 0;
    } else {
      hits[i] = 1;
      if (t !== null) t[i] = ti;
      found++;
    }
  }
  return found;
}

/** Body B of a 2D box batch's pass, loaded by {@link loadBox2}: scratch vectors, no allocation. */
export const box2: { b0: Vec2; b1: Vec2; hb: Vec2 } = {
  b0: { x: 0, y: 0 },
  b1: { x: 0, y: 0 },
  hb: { x: 0, y: 0 },
};

/** Box `i` of `bodies` into {@link box2}. */
export function loadBox2(bodies: MovingBoxes, i: number): void {
  box2.b0.x = bodies.x0[i]!;
  box2.b0.y = bodies.y0[i]!;
  box2.b1.x = bodies.x1[i]!;
  box2.b1.y = bodies.y1[i]!;
  box2.hb.x = bodies.hx[i]!;
  box2.hb.y = bodies.hy[i]!;
}

/** Body B of a 3D cuboid batch's pass, loaded by {@link loadBox3}. */
export const box3: { b0: Vec3; b1: Vec3; hb: Vec3 } = {
  b0: { x: 0, y: 0, z: 0 },
  b1: { x: 0, y: 0, z: 0 },
  hb: { x: 0, y: 0, z: 0 },
};

/** Cuboid `i` of `bodies` into {@link box3}. */
export function loadBox3(bodies: MovingCuboids, i: number): void {
  box3.b0.x = bodies.x0[i]!;
  box3.b0.y = bodies.y0[i]!;
  box3.b0.z = bodies.z0[i]!;
  box3.b1.x = bodies.x1[i]!;
  box3.b1.y = bodies.y1[i]!;
  box3.b1.z = bodies.z1[i]!;
  box3.hb.x = bodies.hx[i]!;
  box3.hb.y = bodies.hy[i]!;
  box3.hb.z = bodies.hz[i]!;
}
