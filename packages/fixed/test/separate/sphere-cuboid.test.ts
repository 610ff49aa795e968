/**
 * separateSphereCuboid (Q16.16): exactly touching out of a face, the edge's
 * and the corner's directions, the mass split, the range's edge a wall; and
 * over raw inputs, judged by the oracle: never overlapping afterwards
 * (exactly), no further than 2 raw units beyond touching, unchanged when
 * clear, always in range.
 */
import { circleBoxSeparationVerdict, rat, ratFromRaw, vecFromRaw } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ONE, separateSphereCuboid, sphereCuboidOverlap, type Vec3 } from '../../src/index.ts';

const v = (x: number, y: number, z: number): Vec3 => ({ x: x * ONE, y: y * ONE, z: z * ONE });
const O = v(0, 0, 0);
const INF = Number.POSITIVE_INFINITY;
const MAX = 2 ** 31 - 1;

describe('separateSphereCuboid (fixed)', () => {
  it('out of the nearest face to exactly touching; a still cuboid stays', () => {
    const hb = v(2, 2, 2);
    expect(separateSphereCuboid({ x: 3 * ONE - 100, y: 0, z: 0 }, ONE, 1, O, hb, INF)).toEqual({
      a: v(3, 0, 0),
      b: O,
    });
    // Inside, nearest the top (depth 1/2, against 1 and 1): up to z = 2 + r.
    expect(separateSphereCuboid(v(1, 1, 1.5), ONE, 1, O, hb, INF)).toEqual({ a: v(1, 1, 3), b: O });
    // At the centre every depth ties: x first, out of the − face.
    expect(separateSphereCuboid(O, ONE, 1, O, hb, INF)).toEqual({ a: v(-3, 0, 0), b: O });
    // Equal masses share the push: 1/2 each.
    expect(separateSphereCuboid(v(0, 0, 2), ONE, 1, O, hb, 1)).toEqual({
      a: v(0, 0, 2.5),
      b: v(0, 0, -0.5),
    });
  });

  it('off an edge and a corner along the direction from the nearest point, to touching', () => {
    const hb = v(1, 1, 1);
    // The z edge at (1, 1), offset (3, 4)/2 → (3, 4) with r = 5.
    expect(separateSphereCuboid(v(2.5, 3, 0), 5 * ONE, 1, O, hb, INF)).toEqual({
      a: v(4, 5, 0),
      b: O,
    });
    // The corner (1, 1, 1), offset (2, 3, 6)/2 → (2, 3, 6) with r = 7.
    expect(separateSphereCuboid(v(2, 2.5, 4), 7 * ONE, 1, O, hb, INF)).toEqual({
      a: v(3, 4, 7),
      b: O,
    });
  });

  it('at the range edge the cuboid is a wall for the sphere: the cuboid takes the rest', () => {
    const c = { x: 0, y: 0, z: MAX };
    const b = { x: 0, y: 0, z: MAX - ONE };
    const out = separateSphereCuboid(c, ONE, 1, b, v(1, 1, 1), 1);
    expect(out.a.z).toBe(MAX);
    expect(out.b.z).toBe(MAX - 2 * ONE);
    expect(() => separateSphereCuboid(c, ONE, 1, b, v(1, 1, 1), INF)).toThrow(
      /^c cannot be separated from b \(immovable\)/,
    );
  });

  it('the post-condition over raw inputs, judged exactly', () => {
    for (const max of [8 * ONE, 2 ** 30]) {
      const raw = fc.integer({ min: -max, max });
      const size = fc.integer({ min: 0, max });
      const masses = fc.constantFrom<[number, number]>([1, 1], [1, INF], [INF, 1], [3, 7]);
      fc.assert(
        fc.property(
          fc.record({ x: raw, y: raw, z: raw }),
          size,
          fc.record({ x: raw, y: raw, z: raw }),
          fc.record({ x: size, y: size, z: size }),
          masses,
          (c, r, b, hb, [mc, mb]) => {
            let out: ReturnType<typeof separateSphereCuboid>;
            try {
              out = separateSphereCuboid(c, r, mc, b, hb, mb);
            } catch (error) {
              // Only an immovable body's partner that cannot stay in range is refused.
              expect(mc === INF || mb === INF).toBe(true);
              expect(String(error)).toMatch(/^RangeError: [bc] cannot be separated from [bc]/);
              return;
            }
            expect(sphereCuboidOverlap(out.a, r, out.b, hb)).toBe(false);
            for (const p of [out.a, out.b]) {
              expect(Math.abs(p.x) <= MAX && Math.abs(p.y) <= MAX && Math.abs(p.z) <= MAX).toBe(
                true,
              );
            }
            const verdict = circleBoxSeparationVerdict(
              { c: vecFromRaw(c), b: vecFromRaw(b) },
              { c: vecFromRaw(out.a), b: vecFromRaw(out.b) },
              ratFromRaw(r),
              vecFromRaw(hb),
              rat(2, 65536),
            );
            expect(verdict).toEqual({ ok: true });
          },
        ),
        { numRuns: 1000 },
      );
    }
  });

  it('never returns −0, even for −0 inputs (contract §5)', () => {
    const z = -0;
    const zero = (u: Vec3) => [u.x, u.y, u.z].filter((x) => Object.is(x, -0)).length;
    // Clear (unchanged copies) and overlapping (pushed along y: nothing moves on x or z).
    for (const c of [
      { x: z, y: 9 * ONE, z },
      { x: z, y: ONE, z },
    ]) {
      for (const [mc, mb] of [
        [1, 1],
        [INF, 1],
        [1, INF],
      ]) {
        const out = separateSphereCuboid(c, ONE, mc!, { x: z, y: 0, z }, v(1, 1, 1), mb!);
        expect(zero(out.a) + zero(out.b)).toBe(0);
      }
    }
  });

  it('bad input: a RangeError naming the argument', () => {
    expect(() => separateSphereCuboid(O, 1, 0, O, v(1, 1, 1), 1)).toThrow(/^mc /);
    expect(() => separateSphereCuboid(O, 1, INF, O, v(1, 1, 1), INF)).toThrow(/immovable/);
    expect(() => separateSphereCuboid(O, 1, 1, O, { x: 1, y: -1, z: 1 }, 1)).toThrow(/^hb\.y /);
  });
});
