/**
 * The double-double quotient that rounds `exact` raySegment's `t` and `u`
 * down: when it answers, it is the oracle's largest double not above the
 * exact ratio; it leaves a ratio that is exactly a double to its caller.
 */
import type { Vec2 } from '@swept/core';
import { ratBracket, raySegmentExact, vecFromDoubles } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  floorQuotient,
  loadQuotients,
  QUOTIENT_DOUBT,
  TN_AT,
  UN_AT,
} from '../../src/ray/quotient-filter.ts';
import { vec2 } from '../arbitraries.ts';

/**
 * The oracle's hit, if the point crosses the segment in clearly general
 * position (`d × e` far above its rounding error, so `sigma` is its sign).
 */
function crossing(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2) {
  const [dx, dy, ex, ey] = [p1.x - p0.x, p1.y - p0.y, s1.x - s0.x, s1.y - s0.y];
  const den = dx * ey - dy * ex;
  const scale = dx * dx + dy * dy + ex * ex + ey * ey;
  const hit = raySegmentExact(
    vecFromDoubles(p0),
    vecFromDoubles(p1),
    vecFromDoubles(s0),
    vecFromDoubles(s1),
  );
  return hit === null || Math.abs(den) <= 2 ** -40 * scale
    ? null
    : { hit, sigma: den < 0 ? -1 : 1 };
}

/** The quotients for `t` and `u`, loaded from the four points. */
function quotients(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2, sigma: number): [number, number] {
  loadQuotients(p0, p1, s0, s1);
  return [floorQuotient(TN_AT, sigma), floorQuotient(UN_AT, sigma)];
}

describe('floorQuotient', () => {
  it('answers a generic crossing with the oracle’s rounded-down t and u', () => {
    // Game-like crossings: the segment stands across the motion's middle.
    const arena = fc.double({ min: -1000, max: 1000, noNaN: true });
    const offset = fc.double({ min: 1, max: 60, noNaN: true });
    fc.assert(
      fc.property(
        arena,
        arena,
        offset,
        offset,
        fc.double({ min: 0.1, max: 0.9, noNaN: true }),
        (x, y, a, b, f) => {
          const p0 = { x, y };
          const p1 = { x: x + a, y: y + b };
          const c = { x: x + f * a, y: y + f * b };
          const s0 = { x: c.x - b, y: c.y + a / 3 };
          const s1 = { x: c.x + b / 2, y: c.y - a };
          const found = crossing(p0, p1, s0, s1);
          if (found === null) return;
          const [t, u] = quotients(p0, p1, s0, s1, found.sigma);
          if (t !== QUOTIENT_DOUBT) expect(t).toBe(ratBracket(found.hit.t)[0]);
          if (u !== QUOTIENT_DOUBT) expect(u).toBe(ratBracket(found.hit.u)[0]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers most generic crossings itself (the path the bench measures)', () => {
    let answered = 0;
    for (let k = 1; k <= 100; k++) {
      const p0 = { x: 0.1 * k, y: -0.3 };
      const p1 = { x: 0.1 * k + 0.7, y: 1.9 };
      const s0 = { x: -5, y: 0.77 };
      const s1 = { x: 20, y: 0.71 };
      const found = crossing(p0, p1, s0, s1)!;
      const [t, u] = quotients(p0, p1, s0, s1, found.sigma);
      if (t !== QUOTIENT_DOUBT && u !== QUOTIENT_DOUBT) answered++;
    }
    expect(answered).toBeGreaterThan(95);
  });

  it('answers a ratio that is exactly a double when nothing rounded', () => {
    // t = 3/8 and u = 1/2 exactly, every difference and product exact.
    const p0 = { x: 0, y: 0 };
    const p1 = { x: 8, y: 0 };
    const s0 = { x: 3, y: -1 };
    const s1 = { x: 3, y: 1 };
    expect(quotients(p0, p1, s0, s1, 1)).toEqual([3 / 8, 1 / 2]);
  });

  it('leaves a ratio that is exactly a double to its caller when a difference rounded', () => {
    // t = 3/8 exactly, but s0.y − p0.y = −1 − 2^-60 rounds: R(3/8) = 0 is not certain.
    const p0 = { x: 0, y: 2 ** -60 };
    const p1 = { x: 8, y: 2 ** -60 };
    const s0 = { x: 3, y: -1 };
    const s1 = { x: 3, y: 1 };
    expect(quotients(p0, p1, s0, s1, 1)[0]).toBe(QUOTIENT_DOUBT);
  });

  it('agrees with the oracle on arbitrary crossings', () => {
    fc.assert(
      fc.property(vec2, vec2, vec2, vec2, (p0, p1, s0, s1) => {
        const found = crossing(p0, p1, s0, s1);
        if (found === null) return;
        const ratio = found.hit.t;
        // Only strict interior crossings reach the quotient (the filter's certain hit).
        if (ratBracket(ratio)[0] === 0 || ratBracket(found.hit.u)[0] === 0) return;
        const [t, u] = quotients(p0, p1, s0, s1, found.sigma);
        if (t !== QUOTIENT_DOUBT) expect(t).toBe(ratBracket(found.hit.t)[0]);
        if (u !== QUOTIENT_DOUBT) expect(u).toBe(ratBracket(found.hit.u)[0]);
      }),
      { numRuns: 3000 },
    );
  });
});
