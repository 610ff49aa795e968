/**
 * The first-touch search (`src/walls/touch-search.ts`) on its own, over the
 * sphere–triangle probe: from estimates far off (up to 2^40 ulps either
 * way) or anywhere in the step, it ends at the oracle's first touch rounded
 * down, at "never" for a miss, or (rarely) undecided — never at a wrong
 * double.
 */
import { sphereTriangleCase, sphereTriangleTimeOfImpactExact, surdBracket } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floorFrom, NEVER } from '../../src/walls/touch-search.ts';
import { at3, evaluate3, loadTrianglePoint } from '../../src/walls/triangle-point.ts';
import { triangleProbe } from '../../src/walls/triangle-touch.ts';
import { gameTriangle } from '../arbitraries.ts';

describe('the floor search from poor estimates', () => {
  it('from an estimate up to 2^40 ulps off, or anywhere in (0, 1]: the oracle’s floor, or never', () => {
    let found = 0;
    let undecided = 0;
    fc.assert(
      fc.property(
        gameTriangle,
        fc.integer({ min: -40, max: 40 }),
        fc.double({ min: 2 ** -20, max: 1, noNaN: true }),
        (args, k, anywhere) => {
          loadTrianglePoint(...args);
          evaluate3(0, true);
          if (at3.g <= 0 || at3.slope >= 0) return; // the search needs g(0) > 0, f decreasing
          const want = sphereTriangleTimeOfImpactExact(sphereTriangleCase(...args));
          const t = want === null ? anywhere : surdBracket(want.t)[0];
          const off = Math.sign(k) * 2 ** Math.abs(k) * 2 ** -52;
          for (const guess of [t * (1 + off), anywhere]) {
            const got = floorFrom(triangleProbe, Math.min(guess, 1));
            if (Number.isNaN(got)) {
              if (want !== null) undecided++; // allowed: the signs could not show it
              continue;
            }
            expect(got).toBe(want === null ? NEVER : t);
            if (want !== null) found++;
          }
        },
      ),
      { numRuns: 600 },
    );
    expect(found).toBeGreaterThan(100);
    expect(undecided).toBeLessThan(found / 10);
  });
});
