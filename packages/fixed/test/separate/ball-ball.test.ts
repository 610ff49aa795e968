import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circlesOverlap,
  separateCircles,
  separateSpheres,
  type Vec2,
  type Vec3,
} from '../../src/index.ts';
import { exactOverlap, radius, vec2, vec3 } from '../helpers.ts';

const mass = fc.oneof(
  fc.integer({ min: 1, max: 1000 }),
  fc.constant(Number.MAX_SAFE_INTEGER),
  fc.constant(Number.POSITIVE_INFINITY),
);

const norm2 = (v: bigint[]): bigint => v.reduce((s, x) => s + x * x, 0n);
const diff = (a: Vec2 | Vec3, b: Vec2 | Vec3): bigint[] => {
  const out = [BigInt(b.x - a.x), BigInt(b.y - a.y)];
  if ('z' in a && 'z' in b) out.push(BigInt(b.z - a.z));
  return out;
};

/** The contract's separation, checked in BigInt: post-condition, minimality, mass split. */
function expectSeparation<V extends Vec2 | Vec3>(
  a: V,
  ra: number,
  ma: number,
  b: V,
  rb: number,
  mb: number,
  got: { a: V; b: V },
): void {
  const label = JSON.stringify([a, ra, ma, b, rb, mb]);
  if (!exactOverlap(a, ra, b, rb)) {
    expect(got, label).toEqual({ a, b });
    return;
  }
  // Post-condition, exactly: no overlap left.
  expect(exactOverlap(got.a, ra, got.b, rb), label).toBe(false);
  const r = BigInt(ra + rb);
  const t = diff(got.a, got.b);
  // Minimal up to rounding: |b' − a'| < r + 2 raw.
  expect(norm2(t) < (r + 2n) * (r + 2n), label).toBe(true);
  // Along the line of centres: |t × d|² = |t|²|d|² − (t·d)² ≤ (4 raw · |d|)², the
  // rounding of t; coincident centres separate along +x.
  const d = diff(a, b);
  const dd = norm2(d);
  if (dd === 0n) expect(t.slice(1).every((x) => x === 0n) && t[0]! >= 0n, label).toBe(true);
  const td = t.reduce((sum, x, i) => sum + x * d[i]!, 0n);
  expect(norm2(t) * dd - td * td <= 16n * dd, label).toBe(true);
  expect(td >= 0n, label).toBe(true);
  const moveA = diff(got.a, a); // a − a'
  const moveB = diff(b, got.b); // b' − b
  for (let i = 0; i < d.length; i += 1) {
    const e = moveA[i]! + moveB[i]!;
    // The shares: a takes e·mb/(ma + mb), rounded to within one raw unit.
    if (ma === Number.POSITIVE_INFINITY) expect(moveA[i]).toBe(0n);
    else if (mb === Number.POSITIVE_INFINITY) expect(moveB[i]).toBe(0n);
    else {
      const total = BigInt(ma) + BigInt(mb);
      const err = moveA[i]! * total - e * BigInt(mb);
      expect(err <= total && err >= -total, label).toBe(true);
    }
  }
}

describe('separation', () => {
  it('leaves no overlap, moves minimally along the centres, split by mass (2D and 3D)', () => {
    for (const m of [1 << 8, 1 << 20, 1 << 29]) {
      fc.assert(
        fc.property(vec2(m), radius(m), mass, vec2(m), radius(m), mass, (a, ra, ma, b, rb, mb) => {
          fc.pre(!(ma === Number.POSITIVE_INFINITY && mb === Number.POSITIVE_INFINITY));
          expectSeparation(a, ra, ma, b, rb, mb, separateCircles(a, ra, ma, b, rb, mb));
        }),
        { numRuns: 400 },
      );
      fc.assert(
        fc.property(vec3(m), radius(m), mass, vec3(m), radius(m), mass, (a, ra, ma, b, rb, mb) => {
          fc.pre(!(ma === Number.POSITIVE_INFINITY && mb === Number.POSITIVE_INFINITY));
          expectSeparation(a, ra, ma, b, rb, mb, separateSpheres(a, ra, ma, b, rb, mb));
        }),
        { numRuns: 300 },
      );
    }
  });

  it('follows the push-apart article: masses 4 and 1, 50 units of overlap → a moves 10, b moves 40', () => {
    const u = 65536;
    const got = separateCircles(
      { x: 300 * u, y: 150 * u },
      125 * u,
      4,
      { x: 500 * u, y: 150 * u },
      125 * u,
      1,
    );
    expect(got).toEqual({ a: { x: 290 * u, y: 150 * u }, b: { x: 540 * u, y: 150 * u } });
    expect(circlesOverlap(got.a, 125 * u, got.b, 125 * u)).toBe(false);
  });

  it('separates coincident centres along +x and keeps touching pairs unchanged', () => {
    const c = { x: 7, y: -3 };
    expect(separateCircles(c, 10, 1, c, 6, 1)).toEqual({
      a: { x: -1, y: -3 },
      b: { x: 15, y: -3 },
    });
    const c3 = { x: 1, y: 2, z: 3 };
    expect(separateSpheres(c3, 3, Number.POSITIVE_INFINITY, c3, 2, 5)).toEqual({
      a: c3,
      b: { x: 6, y: 2, z: 3 },
    });
    const touching = separateCircles({ x: 0, y: 0 }, 3, 1, { x: 3, y: 4 }, 2, 1);
    expect(touching).toEqual({ a: { x: 0, y: 0 }, b: { x: 3, y: 4 } });
  });

  it('needs the rounding correction on near-diagonal overlaps (no residual overlap)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1 << 20 }),
        fc.integer({ min: 1, max: 1 << 20 }),
        fc.integer({ min: 1, max: 1 << 24 }),
        (x, y, r) => {
          const a = { x: 0, y: 0 };
          const b = { x, y };
          const got = separateCircles(a, r, 1, b, r, 1);
          expectSeparation(a, r, 1, b, r, 1, got);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
