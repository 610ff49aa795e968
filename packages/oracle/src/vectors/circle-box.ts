/**
 * Conformance vectors of the circle–box queries (contract §9.2), built in raw Q16.16
 * units (exact as doubles too) and answered by the oracle. The edge cases come first —
 * a drop onto a face, contact exactly at a face's end, an exact graze along a face and
 * past a corner (a Pythagorean triple), the circle exactly as wide as the gap between
 * two boxes, a start on the box (approaching, receding), a start inside it, both bodies
 * moving, a point (`r = 0`) and boxes of zero extents — each also one raw unit of
 * radius either side; then deterministic random cases (irrational `t*`).
 */
import { circleBoxOverlapExact } from '../overlap/circle-box.ts';
import { mulberry32 } from '../random.ts';
import { circleBoxTimeOfImpactExact } from '../time-of-impact/circle-box.ts';
import { vecFromRaw } from '../vec.ts';
import { circleBoxCase } from '../walls/wall-case.ts';
import { DENOM, ids, type Random, rawRat, scaleVec, timeExpect, withNeighbours } from './build.ts';
import type { CircleBoxInput, CircleBoxVector, Vec2Json, Vec3Json } from './types.ts';

const U = DENOM;
const v2 = (x: number, y: number): Vec2Json => ({ x: x * U, y: y * U });

/** A vector of `raw` answered by the oracle (any dimension: the sphere–cuboid vectors use it too). */
export function boxVector<V extends Vec2Json | Vec3Json>(
  id: string,
  tags: string[],
  raw: CircleBoxInput<V>,
): CircleBoxVector<V> {
  const { c0, c1, r, b0, b1, hb } = raw;
  return {
    id,
    tags,
    float: {
      c0: scaleVec(c0),
      c1: scaleVec(c1),
      r: r / U,
      b0: scaleVec(b0),
      b1: scaleVec(b1),
      hb: scaleVec(hb),
    },
    raw,
    expect: {
      ...timeExpect(circleBoxTimeOfImpactExact(circleBoxCase(c0, c1, r, b0, b1, hb, 'raw'))),
      overlap: circleBoxOverlapExact(vecFromRaw(c0), rawRat(r), vecFromRaw(b0), vecFromRaw(hb)),
    },
  };
}

function boxCases(rnd: Random): [string[], CircleBoxInput][] {
  const o = v2(0, 0);
  const still = { b0: o, b1: o, hb: v2(2, 3) };
  const cases: [string[], CircleBoxInput][] = [
    ...withNeighbours(['face', 'drop'], { c0: v2(0, 10), c1: v2(0, -10), r: U, ...still }),
    ...withNeighbours(['face', 'contact-at-face-end'], {
      c0: v2(2, 10),
      c1: v2(2, -10),
      r: U,
      ...still,
    }),
    ...withNeighbours(['face', 'graze', 'parallel'], {
      c0: v2(-5, 4),
      c1: v2(5, 4),
      r: U,
      ...still,
    }),
    ...withNeighbours(['gap', 'graze', 'parallel'], {
      c0: v2(-10, 0),
      c1: v2(10, 0),
      r: 2 * U,
      b0: v2(0, -5),
      b1: v2(0, -5),
      hb: v2(4, 3),
    }),
    // The path y = 7 meets the corner (2, 3) at x = 5: offset (3, 4), |·| = 5 = r, t* = 1/2.
    ...withNeighbours(['corner', 'pythagorean'], {
      c0: v2(11, 7),
      c1: v2(-1, 7),
      r: 5 * U,
      ...still,
    }),
    ...withNeighbours(['corner', 'graze'], {
      c0: v2(0, 0),
      c1: v2(0, 0),
      r: 5 * U,
      b0: v2(-3, -8),
      b1: v2(-9, 0),
      hb: v2(2, 1),
    }),
    ...withNeighbours(['face', 'start-on-box', 'approach'], {
      c0: v2(0, 4),
      c1: v2(0, 2),
      r: U,
      ...still,
    }),
    ...withNeighbours(['face', 'start-on-box', 'recede'], {
      c0: v2(0, 4),
      c1: v2(1, 6),
      r: U,
      ...still,
    }),
    ...withNeighbours(['start-overlap', 'inside'], {
      c0: v2(0.5, 0),
      c1: v2(9, 9),
      r: U,
      ...still,
    }),
    ...withNeighbours(['both-moving', 'face'], {
      c0: v2(-10, 0),
      c1: v2(0, 0),
      r: U,
      b0: v2(10, 0),
      b1: v2(0, 0),
      hb: v2(2, 3),
    }),
    ...withNeighbours(['degenerate-box', 'point'], {
      c0: v2(-5, 1),
      c1: v2(5, 1),
      r: U,
      b0: o,
      b1: o,
      hb: o,
    }),
    ...withNeighbours(['degenerate-box', 'segment'], {
      c0: v2(0, 5),
      c1: v2(0, -5),
      r: U,
      b0: o,
      b1: o,
      hb: v2(2, 0),
    }),
    [['r=0', 'face'], { c0: v2(0, 10), c1: v2(0, -10), r: 0, ...still }],
    [['r=0', 'corner'], { c0: v2(4, 5), c1: v2(0, 1), r: 0, ...still }],
    [['r=0', 'along-face'], { c0: v2(-5, 3), c1: v2(5, 3), r: 0, ...still }],
    [['r=0', 'on-face', 'into'], { c0: v2(0, 3), c1: v2(0, 0), r: 0, ...still }],
    [['r=0', 'on-face', 'along'], { c0: v2(0, 3), c1: v2(1, 3), r: 0, ...still }],
    [['r=0', 'inside'], { c0: v2(1, 1), c1: v2(1, 1), r: 0, ...still }],
  ];
  for (let k = 0; k < 40; k++) {
    const q = (): number => Math.round((rnd() * 16 - 8) * 16) * (U / 16);
    const h = (): number => Math.round(rnd() * 64) * (U / 16);
    cases.push([
      ['random'],
      {
        c0: { x: q(), y: q() },
        c1: { x: q(), y: q() },
        r: Math.round(rnd() * 48) * (U / 16),
        b0: { x: q(), y: q() },
        b1: { x: q(), y: q() },
        hb: { x: h(), y: h() },
      },
    ]);
  }
  return cases;
}

/** The circle–box vectors, deterministic from `seed`. */
export function circleBoxVectors(seed: number): CircleBoxVector[] {
  return ids('cb', boxCases(mulberry32(seed))).map(([id, tags, raw]) => boxVector(id, tags, raw));
}
