/**
 * Conformance vectors of box against box (2D boxes, 3D cuboids), built in raw
 * Q16.16 units (exact as doubles too) and answered by the oracle. The edge
 * cases come first — a face landing, an edge (2D: a corner) and a corner
 * where two or three axes start touching at the same exact time, an exact
 * graze along a face, a box exactly as wide as the gap it passes, a start
 * touching (approaching, resting, leaving), a start overlapping, a miss
 * beside, a touch exactly at `t = 1`, degenerate (zero) extents — each also
 * with B's half extents one raw unit smaller and larger on every axis; then
 * deterministic random cases and huge coordinates.
 */

import { ratBracket } from '../double.ts';
import { boxesOverlapExact } from '../overlap/box-box.ts';
import { mulberry32 } from '../random.ts';
import { separateBoxesExact } from '../separate/box-box.ts';
import { boxCaseFromRaw } from '../slab.ts';
import { boxesTimeOfImpactExact } from '../time-of-impact/box-box.ts';
import {
  type AnyVec,
  DENOM,
  floorTimesDenom,
  fractionString,
  inRange,
  type Random,
  scaleVec,
} from './build.ts';
import type { BoxesInput, BoxesVector } from './types.ts';

const U = DENOM;

/** A vector in whole units (1.0 = 65536 raw): 2 or 3 components. */
const v = (...c: number[]): AnyVec =>
  c.length === 3 ? { x: c[0]! * U, y: c[1]! * U, z: c[2]! * U } : { x: c[0]! * U, y: c[1]! * U };

const values = (i: BoxesInput<AnyVec>): number[] =>
  [i.a0, i.a1, i.ha, i.b0, i.b1, i.hb].flatMap((p) => Object.values(p));

function boxesVector(id: string, tags: string[], raw: BoxesInput<AnyVec>): BoxesVector {
  const c = boxCaseFromRaw(raw.a0, raw.a1, raw.ha, raw.b0, raw.b1, raw.hb);
  const dim = c.a0.length as 2 | 3;
  const hit = boxesTimeOfImpactExact(c);
  const normal = hit ? c.a0.map((_, i) => (i === hit.axis ? hit.sign : 0)) : null;
  return {
    id,
    tags,
    dim,
    float: {
      a0: scaleVec(raw.a0),
      a1: scaleVec(raw.a1),
      ha: scaleVec(raw.ha),
      b0: scaleVec(raw.b0),
      b1: scaleVec(raw.b1),
      hb: scaleVec(raw.hb),
    },
    raw,
    expect: {
      swept: hit !== null,
      status: hit?.status ?? null,
      t: hit ? fractionString(hit.t) : null,
      tFloor: hit ? floorTimesDenom(hit.t) : null,
      tBracket: hit ? ratBracket(hit.t) : null,
      normal,
      overlap: boxesOverlapExact(c.a0, c.ha, c.b0, c.hb),
      separateAxis: separateBoxesExact(c.a0, c.ha, 1, c.b0, c.hb, 1).axis,
    },
  };
}

/** B's half extents one raw unit smaller (when every one is > 0) and larger: `hb-1`, `hb+1`. */
function withNeighbours(tags: string[], raw: BoxesInput<AnyVec>): [string[], BoxesInput<AnyVec>][] {
  const by = (d: number) =>
    Object.fromEntries(Object.entries(raw.hb).map(([k, h]) => [k, h + d])) as AnyVec;
  const out: [string[], BoxesInput<AnyVec>][] = [[tags, raw]];
  if (Object.values(raw.hb).every((h) => h > 0))
    out.push([[...tags, 'hb-1'], { ...raw, hb: by(-1) }]);
  out.push([[...tags, 'hb+1'], { ...raw, hb: by(1) }]);
  return out;
}

/** The hand-made cases of one dimension (inputs in units of 1.0 = 65536 raw). */
function handCases(dim: 2 | 3): [string[], BoxesInput<AnyVec>][] {
  // p(x, y, z) drops z in 2D: every case reads the same in both dimensions.
  const p = (x: number, y: number, z = 0) => (dim === 2 ? v(x, y) : v(x, y, z));
  const one = p(1, 1, 1);
  const zero = p(0, 0, 0);
  const at = (b: AnyVec, hb: AnyVec) => ({ b0: b, b1: b, hb });
  return [
    // The contract's example: a 2×2 box falls from y = 5 to −5 onto a 20×2 floor: t* = 3/10.
    ...withNeighbours(['face', 'drop'], {
      a0: p(0, 5),
      a1: p(0, -5),
      ha: one,
      ...at(zero, p(10, 1, 10)),
    }),
    // B slides along A's top face, exactly touching all the way: an exact graze.
    ...withNeighbours(['face', 'graze'], {
      a0: zero,
      a1: zero,
      ha: one,
      b0: p(-6, 2),
      b1: p(6, 2),
      hb: one,
    }),
    // Diagonally onto B's corner: every axis starts touching at t* = 1/2 (ties: x wins).
    ...withNeighbours(['corner', 'tie'], { a0: p(-4, 4, -4), a1: zero, ha: one, ...at(zero, one) }),
    // Touching at the start and approaching, sliding along the face, and leaving.
    ...withNeighbours(['start-touching', 'approach'], {
      a0: zero,
      a1: p(2, 0),
      ha: one,
      ...at(p(2, 0), one),
    }),
    ...withNeighbours(['start-touching', 'slide'], {
      a0: zero,
      a1: p(0, 3),
      ha: one,
      ...at(p(2, 0), one),
    }),
    ...withNeighbours(['start-touching', 'leave'], {
      a0: zero,
      a1: p(-3, 1),
      ha: one,
      ...at(p(2, 0), one),
    }),
    // The contract's separation: sunk 0.25 into the floor, pushed out along y.
    ...withNeighbours(['start-overlap', 'sunk'], {
      a0: p(0, 1.75),
      a1: p(0, 1.75),
      ha: one,
      ...at(zero, p(10, 1, 10)),
    }),
    ...withNeighbours(['start-overlap'], {
      a0: p(0.5, 0.25),
      a1: p(3, 4),
      ha: one,
      ...at(p(1, 0), one),
    }),
    // Passing beside, and meeting exactly at the step's end.
    ...withNeighbours(['miss'], { a0: p(-6, 3), a1: p(6, 3), ha: one, ...at(zero, p(1, 0.5, 1)) }),
    ...withNeighbours(['t=1'], { a0: p(-6, 0), a1: p(-2, 0), ha: one, ...at(zero, one) }),
    // Both moving, head on: the relative motion closes the gap of 6 at speed 16: t* = 3/8.
    ...withNeighbours(['both-moving'], {
      a0: p(-4, 0),
      a1: p(4, 0),
      ha: one,
      b0: p(4, 0.5),
      b1: p(-4, 0.5),
      hb: one,
    }),
    // A thin fast box through a thin wall: t* well inside the step.
    ...withNeighbours(['tunnel'], {
      a0: p(-100, 0.25),
      a1: p(100, 0.5),
      ha: p(1 / 16, 1 / 16, 1 / 16),
      ...at(zero, p(1 / 16, 1, 1)),
    }),
    // Zero extents: a point into a box, two points meeting exactly, and passing one raw unit apart.
    [['point', 'face'], { a0: p(-5, 0.5), a1: p(5, 0.5), ha: zero, ...at(zero, one) }],
    [['point', 'point'], { a0: p(-5, 0), a1: p(5, 0), ha: zero, ...at(p(1, 0), zero) }],
    [
      ['point', 'miss', '+1'],
      { a0: p(-5, 0), a1: p(5, 0), ha: zero, ...at({ ...p(1, 0), y: 1 }, zero) },
    ],
  ];
}

export function boxesVectors(seed: number): BoxesVector[] {
  const rnd: Random = mulberry32(seed);
  const out: BoxesVector[] = [];
  const push = (tags: string[], raw: BoxesInput<AnyVec>) => {
    if (!inRange(values(raw))) throw new RangeError('boxes: generated input out of range');
    out.push(boxesVector(`boxes-${String(out.length + 1).padStart(3, '0')}`, tags, raw));
  };
  for (const dim of [2, 3] as const) {
    for (const [tags, raw] of handCases(dim)) push([`${dim}d`, ...tags], raw);
    const q = (): number => Math.round((rnd() * 16 - 8) * 16) * (U / 16);
    const h = (): number => Math.round(rnd() * 48) * (U / 16);
    const vec = (f: () => number): AnyVec =>
      dim === 2 ? { x: f(), y: f() } : { x: f(), y: f(), z: f() };
    for (let k = 0; k < 30; k++) {
      push([`${dim}d`, 'random'], {
        a0: vec(q),
        a1: vec(q),
        ha: vec(h),
        b0: vec(q),
        b1: vec(q),
        hb: vec(h),
      });
    }
    const big = 2 ** 14;
    push([`${dim}d`, 'huge', 'face'], {
      a0: dim === 2 ? v(-big + 2, big - 2) : v(-big + 2, big - 2, 0),
      a1: dim === 2 ? v(big - 2, -big + 2) : v(big - 2, -big + 2, 0),
      ha: dim === 2 ? v(1, 1) : v(1, 1, 1),
      b0: dim === 2 ? v(0, 0) : v(0, 0, 0),
      b1: dim === 2 ? v(0, 0) : v(0, 0, 0),
      hb: dim === 2 ? v(big - 4, 1) : v(big - 4, 1, big - 4),
    });
  }
  return out;
}
