/**
 * Conformance vectors of the sphere–cuboid queries (contract §9.2 in 3D), built in raw
 * Q16.16 units (exact as doubles too) and answered by the oracle. The edge cases come
 * first — a drop onto a face, contact exactly at a face's edge, onto an edge (a 3-4-5
 * offset) and onto a corner (2-3-6), exact grazes along a face, along an edge and past a
 * corner, a start on the cuboid (approaching, receding), a start inside it, both bodies
 * moving, a point (`r = 0`) and cuboids of zero extents (a point, a segment, a plate) —
 * each also one raw unit of radius either side; then deterministic random cases
 * (irrational `t*`).
 */
import { mulberry32 } from '../random.ts';
import { DENOM, ids, type Random, withNeighbours } from './build.ts';
import { boxVector } from './circle-box.ts';
import type { CircleBoxInput, SphereCuboidVector, Vec3Json } from './types.ts';

const U = DENOM;
const v3 = (x: number, y: number, z: number): Vec3Json => ({ x: x * U, y: y * U, z: z * U });

type Input = CircleBoxInput<Vec3Json>;

function cuboidCases(rnd: Random): [string[], Input][] {
  const o = v3(0, 0, 0);
  const still = { b0: o, b1: o, hb: v3(2, 3, 4) };
  const cases: [string[], Input][] = [
    // z(t) = 10 − 20t reaches hb.z + r = 5 at t* = 1/4.
    ...withNeighbours(['face', 'drop'], { c0: v3(1, -1, 10), c1: v3(1, -1, -10), r: U, ...still }),
    ...withNeighbours(['face', 'contact-at-face-edge'], {
      c0: v3(2, 1, 10),
      c1: v3(2, 1, -10),
      r: U,
      ...still,
    }),
    ...withNeighbours(['face', 'graze', 'parallel'], {
      c0: v3(-10, 0, 5),
      c1: v3(10, 0, 5),
      r: U,
      ...still,
    }),
    // The centre (5, 1, 8) is 5 from the edge point (2, 1, 4): offset (3, 0, 4), t* = 1/2.
    ...withNeighbours(['edge', 'pythagorean'], {
      c0: v3(5, 1, 18),
      c1: v3(5, 1, -2),
      r: 5 * U,
      ...still,
    }),
    // The centre (5, y, 8) is 5 from the edge x = 2, z = 4 all along it.
    ...withNeighbours(['edge', 'graze', 'parallel'], {
      c0: v3(5, -10, 8),
      c1: v3(5, 10, 8),
      r: 5 * U,
      ...still,
    }),
    // The centre (4, 6, 10) is 7 from the corner (2, 3, 4): offset (2, 3, 6), t* = 1/2.
    ...withNeighbours(['corner', 'pythagorean'], {
      c0: v3(4, 6, 20),
      c1: v3(4, 6, 0),
      r: 7 * U,
      ...still,
    }),
    // (4, 6, 10) + s·(3, −2, 0), s ∈ [−3, 3]: the motion is square to the offset (2, 3, 6),
    // so the path is closest to the cuboid, at 7, at its middle.
    ...withNeighbours(['corner', 'graze'], {
      c0: v3(-5, 12, 10),
      c1: v3(13, 0, 10),
      r: 7 * U,
      ...still,
    }),
    ...withNeighbours(['face', 'start-on-cuboid', 'approach'], {
      c0: v3(0, 0, 5),
      c1: v3(0, 0, 2),
      r: U,
      ...still,
    }),
    ...withNeighbours(['face', 'start-on-cuboid', 'recede'], {
      c0: v3(0, 0, 5),
      c1: v3(1, 0, 7),
      r: U,
      ...still,
    }),
    ...withNeighbours(['start-overlap', 'inside'], {
      c0: v3(0.5, 0, 0),
      c1: v3(9, 9, 9),
      r: U,
      ...still,
    }),
    ...withNeighbours(['both-moving', 'face'], {
      c0: v3(-10, 0, 0),
      c1: v3(0, 0, 0),
      r: U,
      b0: v3(10, 0, 0),
      b1: v3(0, 0, 0),
      hb: v3(2, 3, 4),
    }),
    ...withNeighbours(['degenerate-cuboid', 'point'], {
      c0: v3(-5, 1, 0),
      c1: v3(5, 1, 0),
      r: U,
      b0: o,
      b1: o,
      hb: o,
    }),
    ...withNeighbours(['degenerate-cuboid', 'segment'], {
      c0: v3(0, 0, 5),
      c1: v3(0, 0, -5),
      r: U,
      b0: o,
      b1: o,
      hb: v3(2, 0, 0),
    }),
    ...withNeighbours(['degenerate-cuboid', 'plate'], {
      c0: v3(1, 1, 5),
      c1: v3(1, 1, -5),
      r: U,
      b0: o,
      b1: o,
      hb: v3(2, 3, 0),
    }),
    [['r=0', 'face'], { c0: v3(0, 0, 10), c1: v3(0, 0, -10), r: 0, ...still }],
    [['r=0', 'edge'], { c0: v3(4, 0, 6), c1: v3(0, 0, 2), r: 0, ...still }],
    [['r=0', 'corner'], { c0: v3(4, 5, 6), c1: v3(0, 1, 2), r: 0, ...still }],
    [['r=0', 'along-face'], { c0: v3(-5, 0, 4), c1: v3(5, 0, 4), r: 0, ...still }],
    [['r=0', 'along-edge'], { c0: v3(2, -5, 4), c1: v3(2, 5, 4), r: 0, ...still }],
    [['r=0', 'on-face', 'into'], { c0: v3(0, 0, 4), c1: v3(0, 0, 0), r: 0, ...still }],
    [['r=0', 'on-face', 'along'], { c0: v3(0, 0, 4), c1: v3(1, 0, 4), r: 0, ...still }],
    [['r=0', 'inside'], { c0: v3(1, 1, 1), c1: v3(1, 1, 1), r: 0, ...still }],
  ];
  for (let k = 0; k < 40; k++) {
    const q = (): number => Math.round((rnd() * 16 - 8) * 16) * (U / 16);
    const h = (): number => Math.round(rnd() * 64) * (U / 16);
    const p = (): Vec3Json => ({ x: q(), y: q(), z: q() });
    cases.push([
      ['random'],
      {
        c0: p(),
        c1: p(),
        r: Math.round(rnd() * 48) * (U / 16),
        b0: p(),
        b1: p(),
        hb: { x: h(), y: h(), z: h() },
      },
    ]);
  }
  return cases;
}

/** The sphere–cuboid vectors, deterministic from `seed`. */
export function sphereCuboidVectors(seed: number): SphereCuboidVector[] {
  return ids('sc', cuboidCases(mulberry32(seed))).map(([id, tags, raw]) =>
    boxVector(id, tags, raw),
  );
}
