/**
 * The judges shared by the ball–box tests in 2D (circle–box) and 3D (sphere–cuboid):
 * the same questions with vectors of their dimension, answered by the oracle's
 * dimension-generic circle–box code.
 */
import {
  circleBoxCase,
  circleBoxContactAt,
  circleBoxSeparationVerdict,
  circleBoxTimeOfImpactExact,
  rat,
  ratFromRaw,
  ratToNumber,
  surdFloor16,
  vecFromRaw,
} from '@swept/oracle';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { TimeOfImpact, Vec2, Vec3 } from '../src/index.ts';

type Args<V> = [V, V, number, V, V, V];
const AXES = ['x', 'y', 'z'] as const;
const MAX = 2 ** 31 - 1;
const INF = Number.POSITIVE_INFINITY;

/**
 * Judges one call of a ball–box time of impact (and its swept test) against the
 * oracle: `t` is `floor(65536·t*)`, the status is exact, the centres and point are the
 * exact ones at `t` rounded to the nearest raw value, the normal within 2 raw units of
 * the exact unit direction.
 */
export function checkBallBoxTimeOfImpact<V extends Vec2 | Vec3>(
  toi: (...a: Args<V>) => TimeOfImpact<V> | null,
  swept: (...a: Args<V>) => boolean,
  args: Args<V>,
): void {
  const [c0, c1, r, b0, b1, hb] = args;
  const label = JSON.stringify(args);
  const got = toi(...args);
  const c = circleBoxCase(c0, c1, r, b0, b1, hb, 'raw');
  const exact = circleBoxTimeOfImpactExact(c);
  expect(swept(...args), label).toBe(exact !== null);
  expect(got === null, label).toBe(exact === null);
  if (got === null || exact === null) return;
  expect(got.t, label).toBe(surdFloor16(exact.t));
  expect(got.status, label).toBe(exact.status);
  const at = circleBoxContactAt(c, rat(got.t, 65536));
  const raw = (q: Parameters<typeof ratToNumber>[0]) => ratToNumber(q) * 65536;
  const axes = AXES.slice(0, at.direction.length);
  for (const [k, axis] of axes.entries()) {
    const of = (p: V) => (p as unknown as Record<string, number>)[axis]!;
    expect(Math.abs(of(got.a) - raw(at.a[k]!)), label).toBeLessThanOrEqual(0.5);
    expect(Math.abs(of(got.b) - raw(at.b[k]!)), label).toBeLessThanOrEqual(0.5);
    expect(Math.abs(of(got.point) - raw(at.point[k]!)), label).toBeLessThanOrEqual(0.5);
  }
  const direction = at.direction.map(ratToNumber);
  const len = Math.hypot(...direction);
  for (const [k, axis] of axes.entries()) {
    const n = (got.normal as unknown as Record<string, number>)[axis]!;
    expect(Math.abs(n - (65536 * direction[k]!) / len), label).toBeLessThanOrEqual(2);
  }
}

/**
 * The separation's post-condition over raw inputs up to `2^30`, judged exactly: never
 * overlapping afterwards, no further than 2 raw units beyond touching, unchanged when
 * clear, always in range; refused only when an immovable body's partner cannot stay in
 * range.
 */
export function checkBallBoxSeparation<V extends Vec2 | Vec3>(
  dim: 2 | 3,
  separate: (c: V, r: number, mc: number, b: V, hb: V, mb: number) => { a: V; b: V },
  overlap: (c: V, r: number, b: V, hb: V) => boolean,
): void {
  const keys = AXES.slice(0, dim);
  const vec = (a: fc.Arbitrary<number>) =>
    fc
      .tuple(...keys.map(() => a))
      .map((xs) => Object.fromEntries(keys.map((k, i) => [k, xs[i]!])) as unknown as V);
  const inRange = (p: V) =>
    keys.every((k) => Math.abs((p as unknown as Record<string, number>)[k]!) <= MAX);
  for (const max of [8 * 65536, 2 ** 30]) {
    const raw = fc.integer({ min: -max, max });
    const size = fc.integer({ min: 0, max });
    const masses = fc.constantFrom<[number, number]>([1, 1], [1, INF], [INF, 1], [3, 7]);
    fc.assert(
      fc.property(vec(raw), size, vec(raw), vec(size), masses, (c, r, b, hb, [mc, mb]) => {
        let out: { a: V; b: V };
        try {
          out = separate(c, r, mc, b, hb, mb);
        } catch (error) {
          expect(mc === INF || mb === INF).toBe(true);
          expect(String(error)).toMatch(/^RangeError: [bc] cannot be separated from [bc]/);
          return;
        }
        expect(overlap(out.a, r, out.b, hb)).toBe(false);
        expect(inRange(out.a) && inRange(out.b)).toBe(true);
        const verdict = circleBoxSeparationVerdict(
          { c: vecFromRaw(c), b: vecFromRaw(b) },
          { c: vecFromRaw(out.a), b: vecFromRaw(out.b) },
          ratFromRaw(r),
          vecFromRaw(hb),
          rat(2, 65536),
        );
        expect(verdict).toEqual({ ok: true });
      }),
      { numRuns: 1000 },
    );
  }
}
