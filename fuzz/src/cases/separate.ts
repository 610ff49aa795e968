/**
 * Separation cases after the push-apart article: two bodies overlapping by a random depth
 * along a random direction (where a naive push leaves them "still
 * overlapping by 3e-14"), plus coincident centres, bodies already apart,
 * and immovable (`Infinity` mass) bodies; raw cases now and then against an edge of
 * the Q16.16 range, where fixed's range rule decides.
 */
import fc from 'fast-check';
import type { Units } from '../oracle/exact.ts';
import type { SeparateArgs } from '../types.ts';
import { edgePlacement, fits, flush, numbersOf, placeAtEdge, vec } from './units.ts';

export function separateArgs(units: Units, dim: 2 | 3): fc.Arbitrary<SeparateArgs> {
  const raw = units === 'raw';
  const mass = fc.oneof(
    {
      weight: 4,
      arbitrary: raw
        ? fc.integer({ min: 1, max: 2 ** 16 })
        : fc.double({ min: 0.01, max: 100, noNaN: true }),
    },
    { weight: 1, arbitrary: fc.constant(Number.POSITIVE_INFINITY) },
  );
  return fc
    .record({
      a: fc.array(
        raw
          ? fc.integer({ min: -(2 ** 24), max: 2 ** 24 })
          : fc.double({ min: -1000, max: 1000, noNaN: true }),
        {
          minLength: dim,
          maxLength: dim,
        },
      ),
      dir: fc.array(fc.double({ min: -1, max: 1, noNaN: true }), {
        minLength: dim,
        maxLength: dim,
      }),
      ra: raw ? fc.integer({ min: 0, max: 2 ** 22 }) : fc.double({ min: 0, max: 50, noNaN: true }),
      rb: raw ? fc.integer({ min: 0, max: 2 ** 22 }) : fc.double({ min: 0, max: 50, noNaN: true }),
      depth: fc.oneof(
        { weight: 6, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) },
        { weight: 1, arbitrary: fc.constantFrom(0, 1, 1.5) },
      ),
      ma: mass,
      mb: mass,
      edge: raw ? edgePlacement : fc.constant(undefined),
    })
    .filter((p) => p.ma !== Number.POSITIVE_INFINITY || p.mb !== Number.POSITIVE_INFINITY)
    .map((p) => {
      const len = Math.sqrt(p.dir.reduce((s, x) => s + x * x, 0)) || 1;
      // Centre distance (r · (1 − depth)): depth 1 is coincident, depth > 1 … < 0 apart.
      const dist = (p.ra + p.rb) * (1 - p.depth);
      const b = p.a.map((x, i) => {
        const off = ((p.dir[i] ?? 0) / len) * dist;
        return raw ? x + Math.round(off) : flush(x + off);
      });
      const [a, b2] = p.edge ? placeAtEdge([p.a, b], p.edge) : [raw ? p.a : p.a.map(flush), b];
      const [ra, rb] = raw ? [p.ra, p.rb] : [flush(p.ra), flush(p.rb)];
      return { a: vec(a!), ra, ma: p.ma, b: vec(b2!), rb, mb: p.mb };
    })
    .filter((s) =>
      fits(
        units,
        numbersOf(s).filter((x) => x !== Number.POSITIVE_INFINITY),
      ),
    );
}
