/**
 * Conformance vectors of the wall queries, built in raw Q16.16 units (exact as
 * doubles too) and answered by the oracle. The edge cases come first — exact
 * grazes of a face, an edge and a vertex, contact exactly at a segment end or
 * a triangle corner, motion parallel to the wall, a start exactly on the wall,
 * degenerate walls, `r = 0` — each also one raw unit of radius either side;
 * then deterministic random cases (irrational `t*`) and huge coordinates.
 */
import { circleSegmentOverlapExact } from '../overlap/circle-segment.ts';
import { sphereTriangleOverlapExact } from '../overlap/sphere-triangle.ts';
import { mulberry32 } from '../random.ts';
import { circlePolylineTimeOfImpactExact } from '../time-of-impact/circle-polyline.ts';
import { surdBracket, surdFloor16, wallContact } from '../time-of-impact/wall-contact.ts';
import { vecFromRaw } from '../vec.ts';
import { circleSegmentCase, sphereTriangleCase } from '../walls/wall-case.ts';
import {
  type AnyVec,
  DENOM,
  ids,
  type Random,
  rawRat,
  scaleVec,
  surdString,
  timeExpect,
  withNeighbours,
} from './build.ts';
import type {
  CirclePolylineInput,
  CirclePolylineVector,
  CircleSegmentInput,
  CircleSegmentVector,
  SphereTriangleInput,
  SphereTriangleVector,
  Vec2Json,
  Vec3Json,
} from './types.ts';

const U = DENOM;

const scale = <V extends AnyVec>(v: V): V => scaleVec(v);

const v2 = (x: number, y: number): Vec2Json => ({ x: x * U, y: y * U });
const v3 = (x: number, y: number, z: number): Vec3Json => ({ x: x * U, y: y * U, z: z * U });

function segmentVector(id: string, tags: string[], raw: CircleSegmentInput): CircleSegmentVector {
  const { c0, c1, r, s0, s1 } = raw;
  const hit = wallContact(circleSegmentCase(c0, c1, r, s0, s1, 'raw'));
  return {
    id,
    tags,
    float: { c0: scale(c0), c1: scale(c1), r: r / U, s0: scale(s0), s1: scale(s1) },
    raw,
    expect: {
      ...timeExpect(hit),
      overlap: circleSegmentOverlapExact(vecFromRaw(c0), rawRat(r), vecFromRaw(s0), vecFromRaw(s1)),
      u: hit ? surdString(hit.u) : null,
      uFloor: hit ? surdFloor16(hit.u) : null,
      uBracket: hit ? surdBracket(hit.u) : null,
    },
  };
}

function triangleVector(
  id: string,
  tags: string[],
  raw: SphereTriangleInput,
): SphereTriangleVector {
  const { c0, c1, r, p0, p1, p2 } = raw;
  const hit = wallContact(sphereTriangleCase(c0, c1, r, p0, p1, p2, 'raw'));
  return {
    id,
    tags,
    float: { c0: scale(c0), c1: scale(c1), r: r / U, p0: scale(p0), p1: scale(p1), p2: scale(p2) },
    raw,
    expect: {
      ...timeExpect(hit),
      overlap: sphereTriangleOverlapExact(
        vecFromRaw(c0),
        rawRat(r),
        vecFromRaw(p0),
        vecFromRaw(p1),
        vecFromRaw(p2),
      ),
    },
  };
}

function polylineVector(
  id: string,
  tags: string[],
  raw: CirclePolylineInput,
): CirclePolylineVector {
  const { c0, c1, r, points, closed } = raw;
  const hit = circlePolylineTimeOfImpactExact(
    vecFromRaw(c0),
    vecFromRaw(c1),
    rawRat(r),
    points.map(vecFromRaw),
    closed,
  );
  return {
    id,
    tags,
    float: { c0: scale(c0), c1: scale(c1), r: r / U, points: points.map(scale), closed },
    raw,
    expect: {
      ...timeExpect(hit),
      segment: hit?.segment ?? null,
    },
  };
}

/** Segment cases (inputs in units of 1.0 = 65536 raw). */
function segmentCases(rnd: Random): [string[], CircleSegmentInput][] {
  const floor = { s0: v2(-10, 0), s1: v2(10, 0) };
  const cases: [string[], CircleSegmentInput][] = [
    ...withNeighbours(['face', 'drop'], { c0: v2(0, 5), c1: v2(0, -5), r: U, ...floor }),
    ...withNeighbours(['face', 'graze', 'parallel'], {
      c0: v2(-5, 1),
      c1: v2(5, 1),
      r: U,
      ...floor,
    }),
    ...withNeighbours(['face', 'start-on-wall', 'approach'], {
      c0: v2(0, 1),
      c1: v2(0, -1),
      r: U,
      ...floor,
    }),
    ...withNeighbours(['face', 'start-on-wall', 'recede'], {
      c0: v2(0, 1),
      c1: v2(0, 3),
      r: U,
      ...floor,
    }),
    ...withNeighbours(['face', 'start-overlap'], { c0: v2(0, 0.5), c1: v2(3, 4), r: U, ...floor }),
    ...withNeighbours(['end', 'contact-at-end'], { c0: v2(10, 5), c1: v2(10, -5), r: U, ...floor }),
    ...withNeighbours(['vertex', 'graze'], {
      c0: v2(-5, 1),
      c1: v2(5, 1),
      r: U,
      s0: v2(0, -10),
      s1: v2(0, 0),
    }),
    ...withNeighbours(['vertex', 'pythagorean'], {
      c0: v2(13, 3),
      c1: v2(0, 3),
      r: 5 * U,
      s0: v2(0, 0),
      s1: v2(-10, 0),
    }),
    ...withNeighbours(['vertex', 'irrational'], {
      c0: v2(-2, 0.5),
      c1: v2(2, 0.5),
      r: U,
      s0: v2(0, 0),
      s1: v2(0, -5),
    }),
    ...withNeighbours(['tunnel'], {
      c0: v2(-100, 0.25),
      c1: v2(100, 0.5),
      r: U / 16,
      s0: v2(0, -1),
      s1: v2(0, 1),
    }),
    ...withNeighbours(['parallel', 'collinear'], {
      c0: v2(-20, 0),
      c1: v2(-5, 0),
      r: 4 * U,
      ...floor,
    }),
    ...withNeighbours(['degenerate-segment'], {
      c0: v2(-5, 0),
      c1: v2(5, 0),
      r: U,
      s0: v2(2, 0),
      s1: v2(2, 0),
    }),
    ...withNeighbours(['degenerate-segment', 'graze'], {
      c0: v2(-5, 1),
      c1: v2(5, 1),
      r: U,
      s0: v2(2, 0),
      s1: v2(2, 0),
    }),
    ...withNeighbours(['degenerate-motion'], { c0: v2(3, 0.75), c1: v2(3, 0.75), r: U, ...floor }),
    [['r=0', 'crossing'], { c0: v2(0, 0), c1: v2(10, 0), r: 0, s0: v2(4, -5), s1: v2(4, 5) }],
    [['r=0', 'through-end'], { c0: v2(0, 0), c1: v2(10, 0), r: 0, s0: v2(4, 0), s1: v2(4, 5) }],
    [
      ['r=0', 'through-end', '+1'],
      { c0: v2(0, 0), c1: v2(10, 0), r: 0, s0: { x: 4 * U, y: 1 }, s1: v2(4, 5) },
    ],
    [['r=0', 'collinear'], { c0: v2(-5, 0), c1: v2(5, 0), r: 0, s0: v2(1, 0), s1: v2(3, 0) }],
    [['r=0', 'parallel'], { c0: v2(-5, 1), c1: v2(5, 1), r: 0, s0: v2(1, 0), s1: v2(3, 0) }],
    [['r=0', 'start-on-wall'], { c0: v2(2, 0), c1: v2(2, 5), r: 0, s0: v2(1, 0), s1: v2(3, 0) }],
    [
      ['r=0', 'degenerate-segment'],
      { c0: v2(0, 0), c1: v2(4, 4), r: 0, s0: v2(1, 1), s1: v2(1, 1) },
    ],
  ];
  for (let k = 0; k < 40; k++) {
    const q = (): number => Math.round((rnd() * 16 - 8) * 16) * (U / 16);
    cases.push([
      ['random'],
      {
        c0: { x: q(), y: q() },
        c1: { x: q(), y: q() },
        r: Math.round(rnd() * 48) * (U / 16),
        s0: { x: q(), y: q() },
        s1: { x: q(), y: q() },
      },
    ]);
  }
  const big = 2 ** 14;
  cases.push(
    [
      ['huge', 'face', 'drop'],
      {
        c0: v2(big - 1, big - 1),
        c1: v2(big - 1, -big + 1),
        r: U,
        s0: v2(-big + 1, 0),
        s1: v2(big - 1, 0),
      },
    ],
    [
      ['tiny', 'face', 'drop'],
      { c0: { x: 0, y: 5 }, c1: { x: 0, y: -5 }, r: 1, s0: { x: -10, y: 0 }, s1: { x: 10, y: 0 } },
    ],
  );
  return cases;
}

function triangleCases(rnd: Random): [string[], SphereTriangleInput][] {
  const floor = { p0: v3(0, 0, 0), p1: v3(10, 0, 0), p2: v3(0, 10, 0) };
  const cases: [string[], SphereTriangleInput][] = [
    ...withNeighbours(['face', 'drop'], { c0: v3(1, 1, 5), c1: v3(1, 1, -5), r: U, ...floor }),
    ...withNeighbours(['face', 'graze', 'parallel'], {
      c0: v3(1, 1, 1),
      c1: v3(3, 2, 1),
      r: U,
      ...floor,
    }),
    ...withNeighbours(['face', 'start-on-wall', 'approach'], {
      c0: v3(1, 1, 1),
      c1: v3(1, 1, -1),
      r: U,
      ...floor,
    }),
    ...withNeighbours(['face', 'start-overlap'], {
      c0: v3(1, 1, 0.5),
      c1: v3(2, 2, 3),
      r: U,
      ...floor,
    }),
    ...withNeighbours(['edge', 'pythagorean'], {
      c0: v3(2, -3, 14),
      c1: v3(2, -3, -6),
      r: 5 * U,
      ...floor,
    }),
    ...withNeighbours(['edge', 'graze'], {
      c0: v3(2, -5, 10),
      c1: v3(2, -5, -10),
      r: 5 * U,
      ...floor,
    }),
    ...withNeighbours(['vertex', 'graze'], { c0: v3(-1, -5, 0), c1: v3(-1, 5, 0), r: U, ...floor }),
    ...withNeighbours(['corner', 'contact-at-corner'], {
      c0: v3(0, 0, 5),
      c1: v3(0, 0, -5),
      r: U,
      ...floor,
    }),
    ...withNeighbours(['edge', 'contact-on-edge'], {
      c0: v3(5, 0, 5),
      c1: v3(5, 0, -5),
      r: U,
      ...floor,
    }),
    ...withNeighbours(['tunnel'], { c0: v3(1, 1, 100), c1: v3(1, 1.5, -100), r: U / 16, ...floor }),
    ...withNeighbours(['degenerate-triangle', 'collinear'], {
      c0: v3(5, 5, 0),
      c1: v3(5, -5, 0),
      r: U,
      p0: v3(0, 0, 0),
      p1: v3(4, 0, 0),
      p2: v3(8, 0, 0),
    }),
    ...withNeighbours(['degenerate-triangle', 'point'], {
      c0: v3(-5, 0, 1),
      c1: v3(5, 0, 1),
      r: U,
      p0: v3(0, 0, 0),
      p1: v3(0, 0, 0),
      p2: v3(0, 0, 0),
    }),
    [['r=0', 'face'], { c0: v3(1, 1, 5), c1: v3(1, 1, -5), r: 0, ...floor }],
    [['r=0', 'edge'], { c0: v3(5, 0, 5), c1: v3(5, 0, -5), r: 0, ...floor }],
    [['r=0', 'corner'], { c0: v3(0, 0, 5), c1: v3(0, 0, -5), r: 0, ...floor }],
    [['r=0', 'in-plane'], { c0: v3(-5, 1, 0), c1: v3(5, 1, 0), r: 0, ...floor }],
    [['r=0', 'miss'], { c0: v3(11, 11, 5), c1: v3(11, 11, -5), r: 0, ...floor }],
  ];
  for (let k = 0; k < 40; k++) {
    const q = (): number => Math.round((rnd() * 16 - 8) * 16) * (U / 16);
    const p = (): Vec3Json => ({ x: q(), y: q(), z: q() });
    cases.push([
      ['random'],
      { c0: p(), c1: p(), r: Math.round(rnd() * 48) * (U / 16), p0: p(), p1: p(), p2: p() },
    ]);
  }
  return cases;
}

function polylineCases(rnd: Random): [string[], CirclePolylineInput][] {
  const box = [v2(0, 10), v2(0, 0), v2(10, 0), v2(10, 10)];
  const cases: [string[], CirclePolylineInput][] = [
    [['box', 'wall'], { c0: v2(5, 2), c1: v2(15, 2), r: U, points: box, closed: false }],
    [['box', 'corner', 'tie'], { c0: v2(5, 5), c1: v2(13, -3), r: U, points: box, closed: false }],
    [['box', 'closed', 'inside'], { c0: v2(5, 5), c1: v2(5, 5), r: U, points: box, closed: true }],
    [
      ['box', 'closed', 'tunnel'],
      { c0: v2(-50, 5), c1: v2(50, 5.5), r: U / 4, points: box, closed: true },
    ],
    [['single-point'], { c0: v2(-5, 0), c1: v2(5, 0), r: U, points: [v2(0, 0)], closed: false }],
    [
      ['two-points', 'closed'],
      { c0: v2(0, 5), c1: v2(0, -5), r: U, points: [v2(-1, 0), v2(1, 0)], closed: true },
    ],
    [
      ['r=0', 'through-shared-corner'],
      {
        c0: v2(-5, -5),
        c1: v2(5, 5),
        r: 0,
        points: [v2(-1, 1), v2(0, 0), v2(1, 1)],
        closed: false,
      },
    ],
  ];
  for (let k = 0; k < 60; k++) {
    const q = (): number => Math.round((rnd() * 16 - 8) * 8) * (U / 8);
    const n = 2 + Math.floor(rnd() * 5);
    const points = Array.from({ length: n }, () => ({ x: q(), y: q() }));
    cases.push([
      ['random'],
      {
        c0: { x: q(), y: q() },
        c1: { x: q(), y: q() },
        r: Math.round(rnd() * 24) * (U / 8),
        points,
        closed: rnd() < 0.5,
      },
    ]);
  }
  return cases;
}

export function circleSegmentVectors(seed: number): CircleSegmentVector[] {
  return ids('cs', segmentCases(mulberry32(seed))).map(([id, tags, raw]) =>
    segmentVector(id, tags, raw),
  );
}

export function sphereTriangleVectors(seed: number): SphereTriangleVector[] {
  return ids('st', triangleCases(mulberry32(seed))).map(([id, tags, raw]) =>
    triangleVector(id, tags, raw),
  );
}

export function circlePolylineVectors(seed: number): CirclePolylineVector[] {
  return ids('cp', polylineCases(mulberry32(seed))).map(([id, tags, raw]) =>
    polylineVector(id, tags, raw),
  );
}
