/**
 * The point-vs-segment vectors (`raySegment`): crossings through endpoints, parallel,
 * collinear and degenerate cases.
 */
import { ratBracket } from '../double.ts';
import { mulberry32 } from '../random.ts';
import { raySegmentExact } from '../ray/point-segment.ts';
import { vecFromRaw } from '../vec.ts';
import {
  DENOM,
  floorTimesDenom,
  fractionString,
  inRange,
  int,
  type Num,
  RAW_MAX,
  scaleVec,
  toVec,
} from './build.ts';
import type { RaySegmentInput, RaySegmentVector } from './types.ts';

function raySegmentVector(id: string, tags: string[], raw: RaySegmentInput): RaySegmentVector {
  const hit = raySegmentExact(
    vecFromRaw(raw.p0),
    vecFromRaw(raw.p1),
    vecFromRaw(raw.s0),
    vecFromRaw(raw.s1),
  );
  return {
    id,
    tags,
    float: {
      p0: scaleVec(raw.p0),
      p1: scaleVec(raw.p1),
      s0: scaleVec(raw.s0),
      s1: scaleVec(raw.s1),
    },
    raw,
    expect:
      hit === null
        ? null
        : {
            t: fractionString(hit.t),
            u: fractionString(hit.u),
            tFloor: floorTimesDenom(hit.t),
            uFloor: floorTimesDenom(hit.u),
            tBracket: ratBracket(hit.t),
            uBracket: ratBracket(hit.u),
          },
  };
}

export function raySegmentVectors(seed: number): RaySegmentVector[] {
  const rnd = mulberry32(seed);
  const out: RaySegmentVector[] = [];
  const push = (tags: string[], p0: Num, p1: Num, s0: Num, s1: Num) => {
    if (!inRange([...p0, ...p1, ...s0, ...s1]))
      throw new RangeError('raySegment: generated input out of range');
    const raw = { p0: toVec(p0), p1: toVec(p1), s0: toVec(s0), s1: toVec(s1) } as RaySegmentInput;
    out.push(raySegmentVector(`raySegment-${String(out.length + 1).padStart(3, '0')}`, tags, raw));
  };
  const U = DENOM;
  const add2 = (a: Num, b: Num): Num => [a[0]! + b[0]!, a[1]! + b[1]!];
  // Crossings built at a known (t, u) = (i/16, j/16): endpoints of both ranges included.
  const places: [string, number][] = [
    ['0', 0],
    ['1', 16],
    ['inside', -1],
  ];
  for (const [tName, ti] of places) {
    for (const [uName, uj] of places) {
      const span = 2 ** int(rnd, 4, 20);
      const s0 = [int(rnd, -span, span), int(rnd, -span, span)];
      let e: Num;
      let d: Num;
      do {
        e = [int(rnd, -span, span) * 16, int(rnd, -span, span) * 16];
        d = [int(rnd, -span, span) * 16, int(rnd, -span, span) * 16];
      } while (e[0]! * d[1]! - e[1]! * d[0]! === 0);
      const t = ti < 0 ? int(rnd, 1, 15) : ti;
      const u = uj < 0 ? int(rnd, 1, 15) : uj;
      const x = add2(s0, [(e[0]! * u) / 16, (e[1]! * u) / 16]);
      const p0 = add2(x, [(-d[0]! * t) / 16, (-d[1]! * t) / 16]);
      const p1 = add2(p0, d);
      const s1 = add2(s0, e);
      const tags = ['crossing', `t=${tName}`, `u=${uName}`];
      push(tags, p0, p1, s0, s1);
      // Shift the segment one raw unit either way across the path: endpoints flip hit and miss.
      const nx = Math.sign(d[1]!) || 1;
      push([...tags, 'shift+1'], p0, p1, add2(s0, [nx, 0]), add2(s1, [nx, 0]));
      push([...tags, 'shift-1'], p0, p1, add2(s0, [-nx, 0]), add2(s1, [-nx, 0]));
    }
  }
  // Parallel, off the line.
  push(['parallel'], [0, U], [5 * U, U], [0, 0], [4 * U, 0]);
  push(['parallel', '+1'], [0, 1], [5 * U, 1], [0, 0], [4 * U, 0]);
  push(['parallel', 'diagonal'], [0, 1], [7 * U, 7 * U + 1], [U, U], [3 * U, 3 * U]);
  // Collinear: entering through s0, through s1, starting on it, moving away, stopping short, ending on an endpoint.
  push(['collinear', 'enter-s0'], [-U, 0], [7 * U, 0], [U, 0], [3 * U, 0]);
  push(['collinear', 'enter-s1'], [5 * U, 0], [U, 0], [0, 0], [4 * U, 0]);
  push(['collinear', 'start-inside'], [U, U], [9 * U, 9 * U], [0, 0], [4 * U, 4 * U]);
  push(['collinear', 'away'], [-U, 0], [-5 * U, 0], [0, 0], [4 * U, 0]);
  push(['collinear', 'short', '+1'], [-3 * U, 0], [-1, 0], [0, 0], [4 * U, 0]);
  push(['collinear', 'end-on-endpoint'], [-3 * U, 0], [0, 0], [0, 0], [4 * U, 0]);
  push(['collinear', 'through'], [-3 * U, 6 * U], [9 * U, -18 * U], [0, 0], [U, -2 * U]);
  // Degenerate segment (a point), degenerate motion, both.
  push(['degenerate-segment', 'on-path'], [0, 0], [4 * U, 4 * U], [3 * U, 3 * U], [3 * U, 3 * U]);
  push(['degenerate-segment', 'at-t1'], [0, 0], [4 * U, 4 * U], [4 * U, 4 * U], [4 * U, 4 * U]);
  push(
    ['degenerate-segment', 'off', '+1'],
    [0, 0],
    [4 * U, 4 * U],
    [3 * U, 3 * U + 1],
    [3 * U, 3 * U + 1],
  );
  push(['degenerate-motion', 'on-segment'], [U, U], [U, U], [0, 0], [2 * U, 2 * U]);
  push(
    ['degenerate-motion', 'on-endpoint'],
    [2 * U, 2 * U],
    [2 * U, 2 * U],
    [0, 0],
    [2 * U, 2 * U],
  );
  push(['degenerate-motion', 'off', '+1'], [U + 1, U], [U + 1, U], [0, 0], [2 * U, 2 * U]);
  push(
    ['degenerate-both', 'equal'],
    [2 * U, 2 * U],
    [2 * U, 2 * U],
    [2 * U, 2 * U],
    [2 * U, 2 * U],
  );
  push(
    ['degenerate-both', 'apart'],
    [2 * U, 2 * U],
    [2 * U, 2 * U],
    [2 * U, 2 * U + 1],
    [2 * U, 2 * U + 1],
  );
  // The HAKUHIN article's wall: a point crossing a vertical segment at its middle.
  push(['seed-002'], [0, 0], [10 * U, 0], [5 * U, -5 * U], [5 * U, 5 * U]);
  push(
    ['huge'],
    [-RAW_MAX, -RAW_MAX],
    [RAW_MAX, RAW_MAX],
    [-RAW_MAX, RAW_MAX],
    [RAW_MAX, -RAW_MAX],
  );
  for (let i = 0; i < 15; i++) {
    const span = 2 ** int(rnd, 3, 24);
    const r = () => [int(rnd, -span, span), int(rnd, -span, span)];
    push(['random'], r(), r(), r(), r());
  }
  return out;
}
