/**
 * Levels and casts for the tests of every variant (core, fixed, tolerance): random
 * levels of small integer walls (times `scale`: 1 for doubles, a power of two, or
 * 65536 for raw Q16.16) with the degenerate cases mixed in (zero length, zero area,
 * coincident walls, shared edges, walls far away, dense clusters), random motions
 * (zero displacement, starts inside a wall, exact grazes on the integer grid), and
 * the reference a cast must equal: the earliest over every admitted wall of the
 * variant's own pair query, ties to the smallest index.
 */
import {
  castCircleExact,
  castSphereExact,
  levelExact,
  ratFromDouble,
  ratFromRaw,
  type Surd,
  type Units,
  vecFromDoubles,
  vecFromRaw,
  vsub,
} from '@swept/oracle';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { SegmentContact, TriangleContact, Vec2, Vec3 } from '../src/index.ts';
import type { SegmentQuery } from '../src/scene/circle-segment.ts';
import type { TriangleQuery } from '../src/scene/sphere-triangle.ts';

const small = fc.integer({ min: -6, max: 6 });

/** Corners (`n` points of `dim` coordinates) of one wall, a degenerate one now and then. */
function wallArbitrary(dim: 2 | 3, n: number): fc.Arbitrary<number[]> {
  const size = dim * n;
  const point = fc.array(small, { minLength: dim, maxLength: dim });
  return fc.oneof(
    { weight: 5, arbitrary: fc.array(small, { minLength: size, maxLength: size }) },
    // Every corner the same point: a segment of length 0, a triangle that is a point.
    { weight: 1, arbitrary: point.map((p) => Array.from({ length: n }, () => p).flat()) },
    // Collinear corners: a triangle of zero area (the segment it spans).
    {
      weight: 1,
      arbitrary: fc.tuple(point, point).map(([p, q]) => {
        const corners = [p, q, p.map((v, a) => 2 * q[a]! - v)];
        return corners.slice(0, n).flat();
      }),
    },
    // Far from the rest (a level's other room).
    {
      weight: 1,
      arbitrary: fc
        .array(small, { minLength: size, maxLength: size })
        .map((w) => w.map((v, i) => (i % dim === 0 ? v + 1000 : v))),
    },
  );
}

/** A level's walls as one flat array of integers (times `scale`): `dim·n` per wall. */
export function levelArbitrary(dim: 2 | 3, scale: number, maxWalls = 24): fc.Arbitrary<number[]> {
  const n = dim === 2 ? 2 : 3;
  return fc
    .array(fc.tuple(wallArbitrary(dim, n), fc.constantFrom('own', 'copy', 'joined', 'cluster')), {
      minLength: 0,
      maxLength: maxWalls,
    })
    .map((walls) => {
      const out: number[][] = [];
      for (const [w, how] of walls) {
        const last = out[out.length - 1];
        if (how === 'copy' && last) out.push([...last]);
        else if (how === 'joined' && last) {
          // Shares the previous wall's last corner (an edge of a polyline or a mesh).
          out.push([...last.slice(last.length - dim), ...w.slice(dim)]);
        } else if (how === 'cluster') out.push(w.map((v) => Math.trunc(v / 3)));
        else out.push(w);
      }
      return out.flat().map((v) => v * scale);
    });
}

/** A motion `(c, r, d)` of integers times `scale`, with zero displacements and radii mixed in. */
export function motionArbitrary(dim: 2 | 3, scale: number) {
  const vec = fc.array(fc.integer({ min: -9, max: 9 }), { minLength: dim, maxLength: dim });
  return fc
    .record({
      c: vec,
      r: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 4 })),
      d: fc.oneof(
        { weight: 1, arbitrary: fc.constant(Array<number>(dim).fill(0)) },
        { weight: 4, arbitrary: vec },
      ),
    })
    .map(({ c, r, d }) => ({
      c: c.map((v) => v * scale),
      r: r * scale,
      d: d.map((v) => v * scale),
    }));
}

/** A filter for the level's walls and one for the body, from few bits so that both outcomes occur. */
export const filterArbitrary = fc.record({
  category: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 64, maxLength: 64 }),
  mask: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 64, maxLength: 64 }),
  body: fc.record({
    category: fc.integer({ min: 0, max: 3 }),
    mask: fc.integer({ min: 0, max: 3 }),
  }),
});

export const vec2 = (a: readonly number[], k = 0): Vec2 => ({ x: a[k]!, y: a[k + 1]! });
export const vec3 = (a: readonly number[], k = 0): Vec3 => ({
  x: a[k]!,
  y: a[k + 1]!,
  z: a[k + 2]!,
});

/** Whether wall `k` passes the Box2D filter against the body's bits (missing: all bits). */
export function admitted(
  k: number,
  wallCategory: readonly number[] | undefined,
  wallMask: readonly number[] | undefined,
  body: { category?: number; mask?: number } | undefined,
): boolean {
  const c = body?.category ?? 0xffffffff;
  const m = body?.mask ?? 0xffffffff;
  const wc = wallCategory?.[k] ?? 0xffffffff;
  const wm = wallMask?.[k] ?? 0xffffffff;
  return (c & wm) !== 0 && (wc & m) !== 0;
}

/** The earliest over the admitted walls of `answer(k)`, ties to the smallest index, plus `wall`. */
export function earliest<C extends { t: number }>(
  count: number,
  answer: (k: number) => C | null,
  admit: (k: number) => boolean = () => true,
): (C & { wall: number }) | null {
  let best: (C & { wall: number }) | null = null;
  for (let k = 0; k < count; k++) {
    if (!admit(k)) continue;
    const hit = answer(k);
    if (hit !== null && (best === null || hit.t < best.t)) best = { ...hit, wall: k };
  }
  return best;
}

/** The brute force of a 2D cast: every segment of `walls` (`x0, y0, x1, y1` each). */
export function bruteSegments(
  query: SegmentQuery,
  walls: readonly number[],
  c: Vec2,
  r: number,
  d: Vec2,
  admit?: (k: number) => boolean,
): (SegmentContact & { wall: number }) | null {
  const c1 = { x: c.x + d.x, y: c.y + d.y };
  return earliest(
    walls.length / 4,
    (k) => query(c, c1, r, vec2(walls, 4 * k), vec2(walls, 4 * k + 2)),
    admit,
  );
}

/** The brute force of a 3D cast: every triangle of `walls` (9 numbers each). */
export function bruteTriangles(
  query: TriangleQuery,
  walls: readonly number[],
  c: Vec3,
  r: number,
  d: Vec3,
  admit?: (k: number) => boolean,
): (TriangleContact & { wall: number }) | null {
  const c1 = { x: c.x + d.x, y: c.y + d.y, z: c.z + d.z };
  return earliest(
    walls.length / 9,
    (k) => query(c, c1, r, vec3(walls, 9 * k), vec3(walls, 9 * k + 3), vec3(walls, 9 * k + 6)),
    admit,
  );
}

/** `expect(actual).toEqual(expected)` and every number the same bits (`Object.is`: `-0` is not `0`). */
export function expectSameBits(actual: unknown, expected: unknown): void {
  expect(actual).toEqual(expected);
  const walk = (a: unknown, b: unknown, path: string): void => {
    if (typeof a === 'number') {
      expect(Object.is(a, b), `${path}: ${a} vs ${String(b)}`).toBe(true);
    } else if (typeof a === 'object' && a !== null) {
      for (const key of Object.keys(a)) {
        walk(
          (a as Record<string, unknown>)[key],
          (b as Record<string, unknown>)[key],
          `${path}.${key}`,
        );
      }
    }
  };
  walk(actual, expected, 'cast');
}

/**
 * The oracle's earliest exact first touch `t*` over every wall of a level
 * (`castCircleExact` / `castSphereExact`), for a body of radius `r` moving from `c` to
 * `c1` — `c1` as the variant added `c + d`, so the oracle moves it by exactly the
 * difference the variant cast — or `null` when no wall is touched.
 */
export function earliestExact(
  dim: 2 | 3,
  walls: readonly number[],
  units: Units,
  c: Vec2 | Vec3,
  r: number,
  c1: Vec2 | Vec3,
): Surd | null {
  const vec = units === 'raw' ? vecFromRaw : vecFromDoubles;
  const num = units === 'raw' ? ratFromRaw : ratFromDouble;
  const level = levelExact(walls, dim, units);
  const from = vec(c);
  const cast = dim === 2 ? castCircleExact : castSphereExact;
  return cast(level, from, num(r), vsub(vec(c1), from))?.t ?? null;
}
