/**
 * moveCircles of @swept/fixed: body by body the same bits as moveCircle with the same
 * options (centre, clipped displacement, flags from its result), the count of bodies
 * with a contact, nothing written as −0, and the batch's bad input named.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelArbitrary, motionArbitrary } from '../../../core/test/level-cases.ts';
import {
  createLevel2,
  MOVE_BLOCKED,
  MOVE_CEILING,
  MOVE_CONTACT,
  MOVE_FLOOR,
  MOVE_WALL,
  type MoveOptions2,
  moveCircle,
  moveCircles,
} from '../../src/index.ts';
import { moveFlags, negativeZeros, ONE } from './move-cases.ts';

describe('fixed moveCircles', () => {
  it('the flags are distinct bits', () => {
    expect([MOVE_FLOOR, MOVE_WALL, MOVE_CEILING, MOVE_BLOCKED, MOVE_CONTACT]).toEqual([
      1, 2, 4, 8, 16,
    ]);
  });

  it('body by body the bits of moveCircle, the same options for all', () => {
    fc.assert(
      fc.property(
        levelArbitrary(2, ONE, 12),
        fc.array(motionArbitrary(2, ONE), { minLength: 0, maxLength: 12 }),
        fc.record({
          response: fc.constantFrom('slide' as const, 'stop' as const, 'bounce' as const),
          maxLegs: fc.integer({ min: 1, max: 6 }),
        }),
        (walls, motions, options: MoveOptions2) => {
          const level = createLevel2({ segments: Float64Array.from(walls, (v) => v + 0) });
          const n = motions.length;
          const at = (axis: number) => Float64Array.from(motions, (m) => m.c[axis]! + 0);
          const by = (axis: number) => Float64Array.from(motions, (m) => m.d[axis]! + 0);
          const bodies = { x: at(0), y: at(1), r: Float64Array.from(motions, (m) => m.r) };
          const step = { x: by(0), y: by(1) };
          const out = {
            x: new Float64Array(n),
            y: new Float64Array(n),
            clippedX: new Float64Array(n),
            clippedY: new Float64Array(n),
            flags: new Uint8Array(n),
          };
          const touched = moveCircles(level, bodies, step, out, options);
          let contacts = 0;
          for (let i = 0; i < n; i++) {
            const c = { x: bodies.x[i]!, y: bodies.y[i]! };
            const d = { x: step.x[i]!, y: step.y[i]! };
            const m = moveCircle(level, c, bodies.r[i]!, d, options);
            expect(Object.is(out.x[i], m.c.x) && Object.is(out.y[i], m.c.y)).toBe(true);
            expect([out.clippedX[i], out.clippedY[i]]).toEqual([m.clipped.x, m.clipped.y]);
            expect(out.flags[i]).toBe(moveFlags(m));
            if (m.contacts.length > 0) contacts++;
          }
          expect(touched).toBe(contacts);
          expect(negativeZeros(out)).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a body falling onto the floor, one sliding along it, one in the air', () => {
    // Floor y = 0; r = 1: (0, 2) by (3, −4) lands at t = 1/4 and slides to (3, 1);
    // (5, 1) by (1, 0) grazes along it, no contact; (0, 9) by (0, −1) touches nothing.
    const level = createLevel2({ segments: Float64Array.of(-10 * ONE, 0, 10 * ONE, 0) });
    const bodies = {
      x: Float64Array.of(0, 5 * ONE, 0),
      y: Float64Array.of(2 * ONE, ONE, 9 * ONE),
      r: Float64Array.of(ONE, ONE, ONE),
    };
    const step = { x: Float64Array.of(3 * ONE, ONE, 0), y: Float64Array.of(-4 * ONE, 0, -ONE) };
    const out = { x: new Float64Array(3), y: new Float64Array(3), flags: new Uint8Array(3) };
    expect(moveCircles(level, bodies, step, out)).toBe(1);
    expect(Array.from(out.x)).toEqual([3 * ONE, 6 * ONE, 0]);
    expect(Array.from(out.y)).toEqual([ONE, ONE, 8 * ONE]);
    expect(Array.from(out.flags)).toEqual([MOVE_FLOOR | MOVE_CONTACT, 0, 0]);
  });

  it('bad input: a RangeError naming the array or the body', () => {
    const level = createLevel2({ segments: Float64Array.of(-10 * ONE, 0, 10 * ONE, 0) });
    const bodies = {
      x: Float64Array.of(0, 0),
      y: Float64Array.of(2 * ONE, 2 * ONE),
      r: Float64Array.of(ONE, 0.5),
    };
    const step = { x: new Float64Array(2), y: new Float64Array(2) };
    const out = { x: new Float64Array(2), y: new Float64Array(2) };
    expect(() => moveCircles(level, bodies, step, out)).toThrow(
      /^bodies\[1\]: r must be an integer raw value/,
    );
    bodies.r[1] = ONE;
    expect(() =>
      moveCircles(level, { ...bodies, x: [0, 0] as unknown as Float64Array }, step, out),
    ).toThrow(/^bodies.x must be a Float64Array/);
    expect(() => moveCircles(level, bodies, step, { ...out, flags: new Uint8Array(1) })).toThrow(
      'out.flags.length must be >= 2 (the number of bodies) (got 1)',
    );
    expect(() => moveCircles(level, bodies, step, out, { restitution: 2 * ONE })).toThrow(
      /^options.restitution must be an integer in \[0, 65536\]/,
    );
  });
});
