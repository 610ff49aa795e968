/**
 * Generates the conformance vectors: deterministic (a fixed-seed PRNG), biased
 * to the edge cases where variants go wrong — exact tangents from Pythagorean
 * triples touching at t = 0, t = 1 and inside, one raw unit either side of
 * them, equal velocities (P = 0), coincident centres, start overlap, zero
 * radii, huge and tiny coordinates; for point vs segment, crossings through
 * endpoints, parallel, collinear and degenerate cases. Answers come from the
 * oracle. Everything is built in raw Q16.16 units, so each input is exact as a
 * double and as a raw integer.
 */
import { PYTHAGOREAN_2D, PYTHAGOREAN_3D, type TangentSpec, tangentCase } from '../construct.ts';
import { ratBracket } from '../double.ts';
import { overlapExact } from '../overlap.ts';
import { floorRat, mul, type Rat, rat } from '../rat.ts';
import { raySegmentExact } from '../raySegment.ts';
import { statusExact } from '../status.ts';
import { sweptCaseFromRaw, sweptExact } from '../swept.ts';
import { toiBracket, toiFloor } from '../toi.ts';
import { vecFromRaw } from '../vec.ts';
import type {
  OverlapFile,
  OverlapInput,
  OverlapVector,
  RaySegmentFile,
  RaySegmentInput,
  RaySegmentVector,
  SweptInput,
  SweptVector,
  Vec2Json,
  Vec3Json,
  VectorFiles,
} from './types.ts';
import { circlePolylineVectors, circleSegmentVectors, sphereTriangleVectors } from './walls.ts';

const DENOM = 65536;
const RAW_MAX = 2 ** 31 - 1;

/** mulberry32: a tiny deterministic PRNG, so a fresh generation equals the committed files. */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const int = (rnd: Random, lo: number, hi: number): number => lo + Math.floor(rnd() * (hi - lo + 1));

type Num = number[];
type AnyVec = Vec2Json | Vec3Json;

function toVec(c: Num): AnyVec {
  const [x = 0, y = 0, z] = c;
  return z === undefined ? { x, y } : { x, y, z };
}

function scaleVec<V extends AnyVec>(v: V): V {
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x / DENOM])) as unknown as V;
}

function inRange(values: number[]): boolean {
  return values.every((v) => Number.isSafeInteger(v) && Math.abs(v) <= RAW_MAX);
}

function fractionString(q: Rat): string {
  return `${q.n}/${q.d}`;
}

function floorTimesDenom(q: Rat): number {
  return Number(floorRat(mul(q, rat(DENOM))));
}

// ---------------------------------------------------------------- swept

function sweptVector<V extends AnyVec>(
  id: string,
  tags: string[],
  raw: SweptInput<V>,
): SweptVector<V> {
  const c = sweptCaseFromRaw(raw.a0, raw.a1, raw.ra, raw.b0, raw.b1, raw.rb);
  const hit = sweptExact(c);
  return {
    id,
    tags,
    float: {
      a0: scaleVec(raw.a0),
      a1: scaleVec(raw.a1),
      ra: raw.ra / DENOM,
      b0: scaleVec(raw.b0),
      b1: scaleVec(raw.b1),
      rb: raw.rb / DENOM,
    },
    raw,
    expect: {
      swept: hit,
      status: statusExact(c),
      toiFloor: hit ? Number(toiFloor(c, BigInt(DENOM))) : null,
      toiBracket: hit ? toiBracket(c) : null,
    },
  };
}

function sweptValues(s: SweptInput<AnyVec>): number[] {
  return [
    ...Object.values(s.a0),
    ...Object.values(s.a1),
    s.ra,
    ...Object.values(s.b0),
    ...Object.values(s.b1),
    s.rb,
  ];
}

function crossInt(a: Num, b: Num): Num {
  const [ax = 0, ay = 0, az = 0] = a;
  const [bx = 0, by = 0, bz = 0] = b;
  return [ay * bz - az * by, az * bx - ax * bz, ax * by - ay * bx];
}

const dotInt = (a: Num, b: Num): number => a.reduce((s, x, i) => s + x * (b[i] ?? 0), 0);

/** A tangent spec (see `tangentCase`) for one triple, placement and kind, at a random scale. */
function tangentSpec(
  rnd: Random,
  dim: 2 | 3,
  legs: Num,
  place: 't0' | 't1' | 'inside',
  graze: boolean,
): TangentSpec {
  const scales = [1, 3, 97, 4096, 65536, 65536 * 13, 2 ** 20];
  const scale = scales[int(rnd, 0, scales.length - 1)]!;
  const signs = legs.map(() => (rnd() < 0.5 ? -1 : 1));
  const contact = legs.map((l, i) => l * scale * signs[i]!);
  const [tNumerator, tShift] =
    place === 't0' ? [0, 0] : place === 't1' ? [1, 0] : [int(rnd, 1, 15), 4];
  const unit = 2 ** tShift;
  const h = Math.sqrt(dotInt(contact, contact));
  // Relative motion comparable to the contact distance, in multiples of 2^tShift.
  const size = Math.max(1, Math.round((h * (0.5 + 3 * rnd())) / unit));
  let motion: Num;
  do {
    if (graze) {
      const dir =
        dim === 2
          ? [-contact[1]!, contact[0]!]
          : crossInt(contact, [int(rnd, -3, 3), int(rnd, -3, 3), int(rnd, -3, 3)]);
      const len = Math.sqrt(dotInt(dir, dir)) || 1;
      const k = Math.max(1, Math.round(size / len));
      motion = dir.map((d) => d * k * unit);
    } else {
      motion = legs.map(() => int(rnd, -size, size) * unit);
      if (dotInt(contact, motion) > 0) motion = motion.map((m) => -m);
    }
  } while (motion.every((m) => m === 0) || (!graze && dotInt(contact, motion) === 0));
  const spread = 2 ** int(rnd, 0, 26);
  const a0 = legs.map(() => int(rnd, -spread, spread));
  const a1 = legs.map(() => int(rnd, -spread, spread));
  const r = Math.round(h);
  return { contact, tNumerator, tShift, motion, a0, a1, ra: int(rnd, 0, r) };
}

function withRadius<V extends AnyVec>(s: SweptInput<V>, delta: number): SweptInput<V> {
  return s.ra + delta >= 0 ? { ...s, ra: s.ra + delta } : { ...s, rb: s.rb + delta };
}

function sweptVectors(dim: 2 | 3, seed: number): SweptVector<AnyVec>[] {
  const rnd = prng(seed);
  const out: SweptVector<AnyVec>[] = [];
  const name = `swept${dim}`;
  const push = (tags: string[], raw: SweptInput<AnyVec>) => {
    if (!inRange(sweptValues(raw))) throw new RangeError(`${name}: generated input out of range`);
    out.push(sweptVector(`${name}-${String(out.length + 1).padStart(3, '0')}`, tags, raw));
  };
  const triples =
    dim === 2 ? PYTHAGOREAN_2D.map((t) => t.slice(0, 2)) : PYTHAGOREAN_3D.map((t) => t.slice(0, 3));
  for (const legs of triples) {
    for (const place of ['t0', 't1', 'inside'] as const) {
      for (const graze of [false, true]) {
        let spec: TangentSpec;
        let input: SweptInput<AnyVec>;
        do {
          spec = tangentSpec(rnd, dim, legs, place, graze);
          input = tangentCase(spec).input as SweptInput<AnyVec>;
        } while (!inRange(sweptValues(input)));
        const kind = graze ? 'graze' : 'crossing';
        push(['tangent', kind, place], input);
        // One raw unit of radius either side: a graze flips between hit and miss.
        push(['tangent', kind, place, 'radius-1'], withRadius(input, -1));
        push(['tangent', kind, place, 'radius+1'], withRadius(input, 1));
      }
    }
  }
  const v = (...c: number[]) => toVec(c.slice(0, dim));
  const U = DENOM;
  // Equal velocities (P = 0): far apart, resting contact (a 3-4-5 touch), overlapping.
  push(['P=0', 'miss'], {
    a0: v(0, 0, 0),
    a1: v(7 * U, 1 * U, 2 * U),
    ra: U,
    b0: v(10 * U, 0, 0),
    b1: v(17 * U, 1 * U, 2 * U),
    rb: U,
  });
  push(['P=0', 'resting', 'separating'], {
    a0: v(0, 0, 0),
    a1: v(U, -U, U),
    ra: 2 * U,
    b0: v(3 * U, 4 * U, 0),
    b1: v(4 * U, 3 * U, U),
    rb: 3 * U,
  });
  push(['P=0', 'overlap'], {
    a0: v(0, 0, 0),
    a1: v(5 * U, 5 * U, 5 * U),
    ra: 2 * U,
    b0: v(U, U, 0),
    b1: v(6 * U, 6 * U, 5 * U),
    rb: 2 * U,
  });
  push(['P=0', 'still', 'miss'], {
    a0: v(0, 0, 0),
    a1: v(0, 0, 0),
    ra: U,
    b0: v(3 * U, 0, 0),
    b1: v(3 * U, 0, 0),
    rb: U,
  });
  // Coincident centres at the start, moving apart or together.
  push(['coincident', 'overlap'], {
    a0: v(U, U, U),
    a1: v(0, 0, 0),
    ra: U / 2,
    b0: v(U, U, U),
    b1: v(3 * U, 0, U),
    rb: U / 4,
  });
  push(['coincident', 'radius0', 'separating'], {
    a0: v(U, U, U),
    a1: v(0, 0, 0),
    ra: 0,
    b0: v(U, U, U),
    b1: v(3 * U, 0, U),
    rb: 0,
  });
  // Points (radius 0) passing through each other at t = 1/2, and missing by one raw unit.
  push(['radius0', 'point-hit'], {
    a0: v(-2 * U, -2 * U, -2 * U),
    a1: v(2 * U, 2 * U, 2 * U),
    ra: 0,
    b0: v(0, 0, 0),
    b1: v(0, 0, 0),
    rb: 0,
  });
  push(['radius0', 'point-miss', '+1'], {
    a0: v(-2 * U, -2 * U, -2 * U),
    a1: v(2 * U, 2 * U, 2 * U),
    ra: 0,
    b0: v(1, 0, 0),
    b1: v(1, 0, 0),
    rb: 0,
  });
  // A bullet tunnelling through a thin body in one step (seed 001), and stopping one unit short.
  push(['tunnel'], {
    a0: v(-1000 * U, 0, 0),
    a1: v(1000 * U, 0, 0),
    ra: U / 8,
    b0: v(0, 3 * U, 0),
    b1: v(0, 3 * U, 0),
    rb: 3 * U - U / 8,
  });
  push(['touch-at-1', 'end'], {
    a0: v(0, 0, 0),
    a1: v(0, 0, 0),
    ra: U / 2,
    b0: v(3 * U, 0, 0),
    b1: v(2 * U, 0, 0),
    rb: (3 * U) / 2,
  });
  push(['touch-at-1', 'end', 'short+1'], {
    a0: v(0, 0, 0),
    a1: v(0, 0, 0),
    ra: U / 2,
    b0: v(3 * U, 0, 0),
    b1: v(2 * U + 1, 0, 0),
    rb: (3 * U) / 2,
  });
  // Huge: coordinates at the edge of the range; tiny: a few raw units.
  push(['huge'], {
    a0: v(-RAW_MAX, -RAW_MAX, RAW_MAX),
    a1: v(RAW_MAX, RAW_MAX, -RAW_MAX),
    ra: 2 ** 30,
    b0: v(RAW_MAX, -RAW_MAX, 0),
    b1: v(-RAW_MAX, RAW_MAX, 0),
    rb: 2 ** 30,
  });
  push(['huge', 'miss'], {
    a0: v(-RAW_MAX, -RAW_MAX, -RAW_MAX),
    a1: v(-RAW_MAX + U, -RAW_MAX, -RAW_MAX),
    ra: U,
    b0: v(RAW_MAX, RAW_MAX, RAW_MAX),
    b1: v(RAW_MAX - U, RAW_MAX, RAW_MAX),
    rb: U,
  });
  for (let i = 0; i < 6; i++) {
    const r = () => v(int(rnd, -8, 8), int(rnd, -8, 8), int(rnd, -8, 8));
    push(['tiny', 'random'], {
      a0: r(),
      a1: r(),
      ra: int(rnd, 0, 3),
      b0: r(),
      b1: r(),
      rb: int(rnd, 0, 3),
    });
  }
  for (let i = 0; i < 12; i++) {
    const span = 2 ** int(rnd, 16, 26);
    const r = () => v(int(rnd, -span, span), int(rnd, -span, span), int(rnd, -span, span));
    push(['random'], {
      a0: r(),
      a1: r(),
      ra: int(rnd, 0, span / 2),
      b0: r(),
      b1: r(),
      rb: int(rnd, 0, span / 2),
    });
  }
  return out;
}

// ---------------------------------------------------------------- point vs segment

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

function raySegmentVectors(seed: number): RaySegmentVector[] {
  const rnd = prng(seed);
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
  // Seed 002's wall: a point crossing a vertical segment at its middle.
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

// ---------------------------------------------------------------- overlap

function overlapVector(
  id: string,
  tags: string[],
  dim: 2 | 3,
  raw: OverlapInput<AnyVec>,
): OverlapVector {
  return {
    id,
    tags,
    dim,
    float: { a: scaleVec(raw.a), ra: raw.ra / DENOM, b: scaleVec(raw.b), rb: raw.rb / DENOM },
    raw,
    expect: {
      overlap: overlapExact(
        vecFromRaw(raw.a),
        rat(raw.ra, DENOM),
        vecFromRaw(raw.b),
        rat(raw.rb, DENOM),
      ),
    },
  };
}

function overlapVectors(seed: number): OverlapVector[] {
  const rnd = prng(seed);
  const out: OverlapVector[] = [];
  const push = (tags: string[], dim: 2 | 3, a: Num, ra: number, b: Num, rb: number) => {
    if (!inRange([...a, ...b, ra, rb]))
      throw new RangeError('overlap: generated input out of range');
    out.push(
      overlapVector(`overlap-${String(out.length + 1).padStart(3, '0')}`, tags, dim, {
        a: toVec(a),
        ra,
        b: toVec(b),
        rb,
      }),
    );
  };
  for (const dim of [2, 3] as const) {
    const triples = dim === 2 ? PYTHAGOREAN_2D : PYTHAGOREAN_3D;
    for (const triple of triples) {
      const legs = triple.slice(0, dim);
      const h = triple[dim]!;
      const scale = [1, 5, 4096, 65536, 2 ** 20][int(rnd, 0, 4)]!;
      const a = legs.map(() => int(rnd, -(2 ** 24), 2 ** 24));
      const b = a.map((x, i) => x + legs[i]! * scale * (rnd() < 0.5 ? -1 : 1));
      const r = h * scale;
      const ra = int(rnd, 0, r);
      // Exactly touching is not overlapping; one raw unit more radius is.
      push(['tangent'], dim, a, ra, b, r - ra);
      push(['tangent', 'radius+1'], dim, a, ra, b, r - ra + 1);
      push(['tangent', 'radius-1'], dim, a, ra, b, Math.max(0, r - ra - 1));
    }
    const o = [0, 0, 0].slice(0, dim);
    const p = [65536, -65536, 12345].slice(0, dim);
    push(['coincident'], dim, p, 1, p, 0);
    push(['coincident', 'radius0'], dim, p, 0, p, 0);
    push(['radius0', 'apart'], dim, o, 0, [1, 0, 0].slice(0, dim), 0);
    push(
      ['huge'],
      dim,
      o.map(() => -RAW_MAX),
      RAW_MAX,
      o.map(() => RAW_MAX),
      RAW_MAX,
    );
    for (let i = 0; i < 8; i++) {
      const span = 2 ** int(rnd, 2, 24);
      const r = () => o.map(() => int(rnd, -span, span));
      push(['random'], dim, r(), int(rnd, 0, span), r(), int(rnd, 0, span));
    }
  }
  return out;
}

/** All four vector files, freshly generated (deterministic). */
export function generateVectors(): VectorFiles {
  const denom = DENOM;
  const note =
    'Inputs are multiples of 2^-16 within ±2^15: `float` is the double, `raw` the Q16.16 integer (float · 65536). Answers from @swept/oracle (exact BigInt rationals); floors use denom.';
  return {
    swept2: {
      description: `sweptCircles / circlesTimeOfImpact. ${note}`,
      denom,
      cases: sweptVectors(2, 0x5eed2) as SweptVector<Vec2Json>[],
    },
    swept3: {
      description: `sweptSpheres / spheresTimeOfImpact. ${note}`,
      denom,
      cases: sweptVectors(3, 0x5eed3) as SweptVector<Vec3Json>[],
    },
    raySegment: {
      description: `raySegment. ${note}`,
      denom,
      cases: raySegmentVectors(0x5eed4),
    } satisfies RaySegmentFile,
    overlap: {
      description: `circlesOverlap (dim 2) / spheresOverlap (dim 3). ${note}`,
      denom,
      cases: overlapVectors(0x5eed5),
    } satisfies OverlapFile,
    circleSegment: {
      description: `sweptCircleSegment / circleSegmentTimeOfImpact / circleSegmentOverlap (at c0). ${note}`,
      denom,
      cases: circleSegmentVectors(prng(0x5eed6)),
    },
    sphereTriangle: {
      description: `sweptSphereTriangle / sphereTriangleTimeOfImpact / sphereTriangleOverlap (at c0). ${note}`,
      denom,
      cases: sphereTriangleVectors(prng(0x5eed7)),
    },
    circlePolyline: {
      description: `circlePolylineTimeOfImpact. ${note}`,
      denom,
      cases: circlePolylineVectors(prng(0x5eed8)),
    },
  };
}
