/**
 * moveSpheres of @swept/fixed: body by body the same bits as moveSphere with the same
 * options (centre, clipped displacement, flags from its result), the count of bodies
 * with a contact, nothing written as −0, and the batch's bad input named.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelArbitrary, motionArbitrary } from '../../../core/test/level-cases.ts';
import {
  createLevel3,
  MOVE_BLOCKED,
  MOVE_CONTACT,
  MOVE_FLOOR,
  type MoveOptions3,
  moveSphere,
  moveSpheres,
} from '../../src/index.ts';
import { moveFlags, negativeZeros, ONE } from './move-cases.ts';

describe('fixed moveSpheres', () => {
  it('body by body the bits of moveSphere, the same options for all', () => {
    fc.assert(
      fc.property(
        levelArbitrary(3, ONE, 12),
        fc.array(motionArbitrary(3, ONE), { minLength: 0, maxLength: 12 }),
        fc.record({
          response: fc.constantFrom('slide' as const, 'stop' as const, 'bounce' as const),
          maxLegs: fc.integer({ min: 1, max: 6 }),
          up: fc.constantFrom({ x: 0, y: ONE, z: 0 }, { x: 0, y: 0, z: ONE }),
        }),
        (walls, motions, options: MoveOptions3) => {
          const level = createLevel3({ triangles: Float64Array.from(walls, (v) => v + 0) });
          const n = motions.length;
          const at = (axis: number) => Float64Array.from(motions, (m) => m.c[axis]! + 0);
          const by = (axis: number) => Float64Array.from(motions, (m) => m.d[axis]! + 0);
          const bodies = {
            x: at(0),
            y: at(1),
            z: at(2),
            r: Float64Array.from(motions, (m) => m.r),
          };
          const step = { x: by(0), y: by(1), z: by(2) };
          const out = {
            x: new Float64Array(n),
            y: new Float64Array(n),
            z: new Float64Array(n),
            clippedX: new Float64Array(n),
            clippedY: new Float64Array(n),
            clippedZ: new Float64Array(n),
            flags: new Uint8Array(n),
          };
          const touched = moveSpheres(level, bodies, step, out, options);
          let contacts = 0;
          for (let i = 0; i < n; i++) {
            const c = { x: bodies.x[i]!, y: bodies.y[i]!, z: bodies.z[i]! };
            const d = { x: step.x[i]!, y: step.y[i]!, z: step.z[i]! };
            const m = moveSphere(level, c, bodies.r[i]!, d, options);
            expect([out.x[i], out.y[i], out.z[i]]).toEqual([m.c.x, m.c.y, m.c.z]);
            expect([out.clippedX[i], out.clippedY[i], out.clippedZ[i]]).toEqual([
              m.clipped.x,
              m.clipped.y,
              m.clipped.z,
            ]);
            expect(out.flags[i]).toBe(moveFlags(m));
            if (m.contacts.length > 0) contacts++;
          }
          expect(touched).toBe(contacts);
          expect(negativeZeros(out)).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('a sphere landing on a floor (the JSDoc example)', () => {
    // Floor y = 0 under (0, 0, 0); r = 1 from (0, 2, 0) by (0, −4, 0): it lands at y = 1,
    // and the floor's clip leaves nothing of d: blocked.
    const level = createLevel3({
      triangles: Float64Array.of(-10 * ONE, 0, -10 * ONE, 10 * ONE, 0, -10 * ONE, 0, 0, 10 * ONE),
    });
    const bodies = {
      x: Float64Array.of(0),
      y: Float64Array.of(2 * ONE),
      z: Float64Array.of(0),
      r: Float64Array.of(ONE),
    };
    const step = { x: Float64Array.of(0), y: Float64Array.of(-4 * ONE), z: Float64Array.of(0) };
    const out = {
      x: new Float64Array(1),
      y: new Float64Array(1),
      z: new Float64Array(1),
      flags: new Uint8Array(1),
    };
    expect(moveSpheres(level, bodies, step, out)).toBe(1);
    expect([out.x[0], out.y[0], out.z[0]]).toEqual([0, ONE, 0]);
    expect(out.flags[0]).toBe(MOVE_FLOOR | MOVE_CONTACT | MOVE_BLOCKED);
  });

  it('bad input: a RangeError naming the array or the body', () => {
    const level = createLevel3({ triangles: Float64Array.of(0, 0, 0, ONE, 0, 0, 0, 0, ONE) });
    const bodies = {
      x: new Float64Array(2),
      y: new Float64Array(2),
      z: Float64Array.of(0, 0.5),
      r: new Float64Array(2),
    };
    const step = { x: new Float64Array(2), y: new Float64Array(2), z: new Float64Array(2) };
    const out = { x: new Float64Array(2), y: new Float64Array(2), z: new Float64Array(2) };
    expect(() => moveSpheres(level, bodies, step, out)).toThrow(
      /^bodies\[1\]: c.z must be an integer raw value/,
    );
    expect(() => moveSpheres(level, bodies, { ...step, z: new Float64Array(1) }, out)).toThrow(
      'displacements.z.length must be >= 2 (the number of bodies) (got 1)',
    );
  });
});
