import { sphereTriangleCase, sphereTriangleTimeOfImpactExact, surdFloor16 } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circlePolylineTimeOfImpact,
  circleSegmentTimeOfImpact,
  ONE,
  sphereTriangleTimeOfImpact,
  sweptSphereTriangle,
  type TriangleContact,
  type Vec3,
} from '../../src/index.ts';
import { radius, vec2, vec3 } from '../helpers.ts';
import { at, cmpR, pointTriangle, pt } from '../walls-reference.ts';

type Args = [Vec3, Vec3, number, Vec3, Vec3, Vec3];
type P = bigint[];
const sub = (a: P, b: P): P => a.map((x, i) => x - b[i]!);
const dot = (a: P, b: P): bigint => a.reduce((s, x, i) => s + x * b[i]!, 0n);
const cross = (a: P, b: P): P => [
  a[1]! * b[2]! - a[2]! * b[1]!,
  a[2]! * b[0]! - a[0]! * b[2]!,
  a[0]! * b[1]! - a[1]! * b[0]!,
];
const sign = (x: bigint): number => (x > 0n ? 1 : x < 0n ? -1 : 0);
const S = 65536n;

/**
 * Whether the exact first touch lies in `[k, k + 1)/65536`, from the oracle:
 * a graze at a single instant strictly inside a step (small integer inputs
 * produce them, e.g. a corner ball met at t* = 1/3) touches at neither end.
 */
function firstTouchWithinStep(args: Args, k: number): boolean {
  const hit = sphereTriangleTimeOfImpactExact(sphereTriangleCase(...args, 'raw'));
  return hit !== null && surdFloor16(hit.t) === k;
}

/** Exact distance at the raw time `k` against `r`: −1 closer, 0 touching, 1 farther. */
function distAt(args: Args, k: number): number {
  const [c0, c1, r, p0, p1, p2] = args;
  return cmpR(pointTriangle(at(c0, c1, k), pt(p0, S), pt(p1, S), pt(p2, S)), BigInt(r) * S);
}

/**
 * Checks a result with exact point–triangle distances: touching at `t`,
 * `t + 1`, or first touching between them (the oracle's `t*`), not touching at sampled earlier times, the status from the distance at `t = 0`, `c` rounded.
 */
function check(args: Args, got: TriangleContact | null): void {
  const label = JSON.stringify(args);
  const [c0, c1] = args;
  if (got === null) {
    for (let k = 0; k <= 65536; k += 4096) expect(distAt(args, k), label).toBe(1);
    return;
  }
  const t = got.t;
  // A point (r = 0) may pass through the face between two steps: the side of the plane changes.
  const [, , r, p0, p1, p2] = args;
  const n = cross(sub(pt(p1), pt(p0)), sub(pt(p2), pt(p0)));
  const side = (k: number) => sign(dot(n, sub(at(c0, c1, k), pt(p0, S))));
  const through = r === 0 && t < 65536 && side(t) * side(t + 1) < 0;
  const touches =
    distAt(args, t) <= 0 ||
    (t < 65536 && (distAt(args, t + 1) <= 0 || through || firstTouchWithinStep(args, t)));
  expect(touches, label).toBe(true);
  for (const k of [0, t >> 1, t - 1]) if (k < t && k >= 0) expect(distAt(args, k), label).toBe(1);
  const start = distAt(args, 0);
  if (t > 0 || start > 0) expect(got.status, label).toBe('impact');
  else if (start < 0) expect(got.status, label).toBe('overlap');
  else expect(['impact', 'separating'], label).toContain(got.status);
  const C = at(c0, c1, t);
  for (const [i, k] of (['x', 'y', 'z'] as const).entries()) {
    const off = S * BigInt(got.c[k]) - C[i]!;
    expect(off <= 32768n && off >= -32768n, label).toBe(true);
  }
  const n2 = (['x', 'y', 'z'] as const).reduce((s, k) => s + BigInt(got.normal[k]) ** 2n, 0n);
  expect(n2 >= (S - 3n) ** 2n && n2 <= (S + 3n) ** 2n, label).toBe(true);
}

const run = (...args: Args): TriangleContact | null => {
  const got = sphereTriangleTimeOfImpact(...args);
  check(args, got);
  expect(sweptSphereTriangle(...args)).toBe(got !== null);
  return got;
};

const v = (x: number, y: number, z: number): Vec3 => ({ x: x * ONE, y: y * ONE, z: z * ONE });
const floor = [v(-4, -4, 0), v(4, -4, 0), v(0, 4, 0)] as const;

describe('sphereTriangleTimeOfImpact: worked examples', () => {
  it('a ball dropping onto a floor triangle touches the face when r above it', () => {
    expect(run(v(0, 0, 5), v(0, 0, -5), ONE, ...floor)).toMatchObject({
      t: Math.floor(0.4 * 65536),
      status: 'impact',
      point: { x: 0, y: 0, z: 0 },
      normal: { x: 0, y: 0, z: 65536 },
    });
  });

  it('dropping exactly onto an edge, a corner, and one raw unit outside them', () => {
    for (const at of [
      v(0, -4, 0),
      v(4, -4, 0),
      { x: 0, y: -4 * ONE - 1, z: 0 },
      { x: 4 * ONE + 1, y: -4 * ONE, z: 0 },
    ]) {
      const hit = run({ ...at, z: 5 * ONE }, { ...at, z: -5 * ONE }, ONE, ...floor);
      // One raw unit beside the wall the centre is 1 raw from it: it touches when z = √(ONE² − 1) raw.
      const off = at.y === -4 * ONE - 1 || at.x === 4 * ONE + 1;
      const z = off ? Math.sqrt(ONE * ONE - 1) : ONE;
      expect(hit?.t).toBe(Math.floor((5 * ONE - z) / 10));
    }
  });

  it('skimming the face at height exactly r: touching from the start, not approaching', () => {
    expect(run(v(0, 0, 1), v(1, 0, 1), ONE, ...floor)).toMatchObject({
      t: 0,
      status: 'separating',
    });
    expect(run({ x: 0, y: 0, z: ONE + 1 }, { x: ONE, y: 0, z: ONE + 1 }, ONE, ...floor)).toBeNull();
  });

  it('sliding in over an edge at height r first touches when the centre is above the edge', () => {
    // The edge y = −4; coming from y = −8 to y = 0 at height 1: above the edge at t = 1/2.
    const hit = run(v(0, -8, 1), v(0, 0, 1), ONE, ...floor);
    expect(hit).toMatchObject({ t: 32768, status: 'impact', point: v(0, -4, 0) });
  });

  it('grazes a corner exactly (1-2-2-3), one raw unit either side', () => {
    // The corner (4, −4, 0); a pass along x through the point at offset s·(0, 2, 2)... at distance 3s exactly.
    const s = 4096;
    const c = floor[1];
    for (const dr of [-1, 0, 1]) {
      const b0 = { x: c.x + s, y: c.y - 22 * s, z: c.z - 18 * s };
      const b1 = { x: c.x + s, y: c.y + 18 * s, z: c.z + 22 * s };
      // b(t) − corner = (s, −2s, 2s) + (2t − 1)·20s·(0, 1, 1): at t = 1/2 it is (s, −2s, 2s), |·| = 3s,
      // and (0, 1, 1) ⟂ (1, −2, 2): the closest approach; the rest of the triangle stays farther.
      const got = run(b0, b1, 3 * s + dr, ...floor);
      expect(got !== null).toBe(dr >= 0);
      if (dr === 0) expect(got).toMatchObject({ t: 32768, point: c });
    }
  });

  it('grazes an edge exactly (3-4-5 across the edge y = −4), one raw unit either side', () => {
    // Closest approach at (0, −4, 0) + s·(0, −3, −4), distance 5s, moving along (0, 4, −3).
    const s = 4096;
    const mid = { x: 0, y: -4 * ONE - 3 * s, z: -4 * s };
    const a = { x: 0, y: mid.y - 40 * s, z: mid.z + 30 * s };
    const b = { x: 0, y: mid.y + 40 * s, z: mid.z - 30 * s };
    for (const dr of [-1, 0, 1]) {
      const got = run(a, b, 5 * s + dr, ...floor);
      expect(got !== null).toBe(dr >= 0);
      if (dr === 0) expect(got).toMatchObject({ t: 32768, point: { x: 0, y: -4 * ONE, z: 0 } });
    }
  });

  it('degenerate triangles are the segment they are', () => {
    // Collinear corners in z = 0 along x: the same answer as the 2D segment for motion in the plane.
    const tri = [v(-4, 0, 0), v(4, 0, 0), v(1, 0, 0)] as const;
    const got = run(v(0, 5, 0), v(0, -5, 0), ONE, ...tri);
    const flat = circleSegmentTimeOfImpact(
      { x: 0, y: 5 * ONE },
      { x: 0, y: -5 * ONE },
      ONE,
      { x: -4 * ONE, y: 0 },
      { x: 4 * ONE, y: 0 },
    );
    expect(got?.t).toBe(flat?.t);
    expect(run(v(0, 0, 0), v(0, 0, 0), 0, v(0, 0, 0), v(0, 0, 0), v(0, 0, 0))?.normal).toEqual({
      x: 65536,
      y: 0,
      z: 0,
    });
  });

  it('a centre on the face with no direction gets the face normal against the motion', () => {
    expect(run(v(0, 0, 0), v(0, 0, 2), 0, ...floor)?.normal).toEqual({ x: 0, y: 0, z: -65536 });
    expect(run(v(0, 0, 0), v(1, 0, 0), 0, ...floor)?.normal).toEqual({ x: 0, y: 0, z: 65536 });
  });
});

describe('sphereTriangleTimeOfImpact: properties', () => {
  // Radii from a quarter of the scale up (or 0): a touch then lasts many sub-steps of the
  // sampled check, unless it is a near-graze, which random inputs do not produce.
  const cases = (m: number, rm: number) =>
    fc.tuple(
      vec3(m),
      vec3(m),
      fc.oneof(fc.constant(0), fc.integer({ min: rm >> 2, max: rm })),
      vec3(m),
      vec3(m),
      vec3(m),
    );

  it('meets its exact checks at every magnitude', () => {
    for (const [m, rm] of [
      [6, 6],
      [1 << 12, 1 << 12],
      [1 << 20, 1 << 19],
      [1 << 28, 1 << 27],
      [2147483647, 2147483647],
    ] as const) {
      fc.assert(
        fc.property(cases(m, rm), (args) => void run(...args)),
        { numRuns: 150 },
      );
    }
  });

  it('in the plane of the triangle it is the closed polyline of its edges (from outside)', () => {
    fc.assert(
      fc.property(
        vec2(1 << 20),
        vec2(1 << 20),
        radius(1 << 19),
        vec2(1 << 20),
        vec2(1 << 20),
        vec2(1 << 20),
        (a, b, r, p, q, s) => {
          const z = (u: { x: number; y: number }): Vec3 => ({ x: u.x, y: u.y, z: 0 });
          const got = sphereTriangleTimeOfImpact(z(a), z(b), r, z(p), z(q), z(s));
          const flat = circlePolylineTimeOfImpact(a, b, r, [p, q, s], true);
          // Starting inside the triangle overlaps its face; otherwise the edges decide.
          const inside = pointTriangle(pt(z(a)), pt(z(p)), pt(z(q)), pt(z(s))).n === 0n;
          if (!inside) {
            expect(got?.t ?? null).toBe(flat?.t ?? null);
            expect(got?.status ?? null).toBe(flat?.status ?? null);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('is the same for every order of the corners, under translation and scaling', () => {
    fc.assert(
      fc.property(cases(1 << 20, 1 << 19), vec3(1 << 28), (args, o) => {
        const [c0, c1, r, p0, p1, p2] = args;
        const a = sphereTriangleTimeOfImpact(c0, c1, r, p0, p1, p2);
        for (const b of [
          sphereTriangleTimeOfImpact(c0, c1, r, p1, p2, p0),
          sphereTriangleTimeOfImpact(c0, c1, r, p2, p1, p0),
        ]) {
          expect(b?.t).toBe(a?.t);
          expect(b?.status).toBe(a?.status);
        }
        const m = (p: Vec3) => ({ x: p.x + o.x, y: p.y + o.y, z: p.z + o.z });
        const c = sphereTriangleTimeOfImpact(m(c0), m(c1), r, m(p0), m(p1), m(p2));
        expect(c?.t).toBe(a?.t);
        expect(c?.normal).toEqual(a?.normal);
        const k = (p: Vec3) => ({ x: p.x * 64, y: p.y * 64, z: p.z * 64 });
        const d = sphereTriangleTimeOfImpact(k(c0), k(c1), r * 64, k(p0), k(p1), k(p2));
        expect(d?.t).toBe(a?.t);
        expect(d?.status).toBe(a?.status);
      }),
      { numRuns: 200 },
    );
  });
});

describe('sphereTriangleTimeOfImpact: bad input', () => {
  it('names the argument', () => {
    const o = { x: 0, y: 0, z: 0 };
    expect(() => sphereTriangleTimeOfImpact(o, o, 1, o, o, { x: 0, y: 0, z: Number.NaN })).toThrow(
      /^p2\.z must be/,
    );
    expect(() => sweptSphereTriangle(o, o, -2, o, o, o)).toThrow(/^r must be >= 0/);
  });
});
