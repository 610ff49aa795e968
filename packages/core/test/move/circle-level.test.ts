/**
 * moveCircle and moveCircleInto: the movers' suite (`test/move-suites.ts`) on the core's
 * movers — hand-built levels answered bit for bit, random moves judged exactly.
 */
import { describe, expect, it } from 'vitest';
import { createLevel2, moveCircle } from '../../src/index.ts';
import { CORE_MOVERS } from '../move-cases.ts';
import { circleMoveSuite } from '../move-suites.ts';

describe('moveCircle', () => circleMoveSuite({ movers: CORE_MOVERS, w: () => 0, push: () => 0 }));

describe('moveCircle: a tiny radius stopped a hair short of a wall its cast missed', () => {
  it('reports that wall as the contact (found by the fuzz app, seed 314)', () => {
    // The path from (−156, −0.7) to (0, 0) crosses the segment from (128, −929) to
    // (−2^-15, 0.0001373291015625) (wall 2) at x ≈ −1.16e-5: the circle (r ≈ 7.9e-31) must
    // stop there. The rounded cast missed it and the exact clearance stopped the leg a hair
    // short (2^-52 of the leg); the contact's search widened the radius by its own ulps
    // only (to 2^12·r ≈ 3e-27), never reaching that hair, so the legs ended with no contact
    // and the rest of `d` — `c ≠ c0 + d` with no contact, which §8 forbids.
    const level = createLevel2({
      segments: Float64Array.of(
        128,
        -929,
        0,
        1,
        -(2 ** -15),
        0.0001373291015625,
        -(2 ** -15),
        0.0001373291015625,
        128,
        -929,
        -(2 ** -15),
        0.0001373291015625,
      ),
    });
    const m = moveCircle(level, { x: -156, y: -0.7 }, 7.888609052210118e-31, { x: 156, y: 0.7 });
    expect(m.contacts.map((c) => c.wall)).toContain(2);
  });
});
