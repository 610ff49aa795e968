/** `boxesTimeOfImpact` and `cuboidsTimeOfImpact` (one suite for both): exact, against the oracle. */
import {
  boxesContactAt,
  boxesTimeOfImpactExact,
  boxesTimeOfImpactFloor,
  type Rat,
  rat,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxesTimeOfImpact, cuboidsTimeOfImpact, ONE } from '../../src/index.ts';
import { args, exactOf, rawBoxes } from '../box-cases.ts';

const AXES = ['x', 'y', 'z'] as const;

/** The raw value nearest to `q` (`q·65536` rounded, ties away from zero), from the definition. */
function nearestRaw(q: Rat): number {
  const twice = (2n * q.n * 65536n) / q.d; // truncated toward zero: 2·|q·65536| floored, signed
  const away = twice + (twice < 0n ? -1n : 1n); // 2v ± 1, then halve toward zero: ties go away
  return Number(away / 2n) + 0;
}

describe.each([2, 3] as const)('the time of impact of boxes in %iD', (dim) => {
  const toi = (dim === 2 ? boxesTimeOfImpact : cuboidsTimeOfImpact) as (...a: unknown[]) => {
    t: number;
    status: string;
    normal: Record<string, number>;
    point: Record<string, number>;
    a: Record<string, number>;
    b: Record<string, number>;
  } | null;

  it('t = floor(t*·65536), status and normal exact; a, b, point the exact values at t, rounded', () => {
    fc.assert(
      fc.property(rawBoxes(dim), (i) => {
        const c = exactOf(i);
        const exact = boxesTimeOfImpactExact(c);
        const hit = toi(...args(i));
        expect(hit === null).toBe(exact === null);
        if (hit === null || exact === null) return;
        expect(hit.t).toBe(Number(boxesTimeOfImpactFloor(c, 65536n)));
        expect(hit.status).toBe(exact.status);
        const normal = AXES.slice(0, dim).map((_, j) => (j === exact.axis ? exact.sign * ONE : 0));
        expect(AXES.slice(0, dim).map((k) => hit.normal[k])).toEqual(normal);
        const at = boxesContactAt(c, rat(hit.t, 65536), exact.axis, exact.sign);
        for (let k = 0; k < dim; k++) {
          const key = AXES[k]!;
          expect(hit.a[key]).toBe(nearestRaw(at.a[k]!));
          expect(hit.b[key]).toBe(nearestRaw(at.b[k]!));
          expect(hit.point[key]).toBe(nearestRaw(at.point[k]!));
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('boxesTimeOfImpact: hand cases', () => {
  const h = { x: ONE, y: ONE };
  const o = { x: 0, y: 0 };
  it('the contract example: t = floor(0.3·65536), the normal down, the point on the floor', () => {
    const hit = boxesTimeOfImpact({ x: 0, y: 5 * ONE }, { x: 0, y: -5 * ONE }, h, o, o, {
      x: 10 * ONE,
      y: ONE,
    })!;
    expect(hit).toEqual({
      t: 19660, // 0.3·65536 = 19660.8
      status: 'impact',
      normal: { x: 0, y: -ONE },
      // A at t = 19660/65536: y = 5 − 10·19660/65536 = 2.000122…; its bottom face 1.000122…
      point: { x: 0, y: 65544 },
      a: { x: 0, y: 131080 },
      b: { x: 0, y: 0 },
    });
  });

  it('an exact corner tie reports x; in 3D y before z', () => {
    expect(
      boxesTimeOfImpact(o, o, h, { x: 3 * ONE, y: 3 * ONE }, { x: ONE, y: ONE }, h)!.normal,
    ).toEqual({ x: ONE, y: 0 });
    const h3 = { x: ONE, y: ONE, z: ONE };
    const o3 = { x: 0, y: 0, z: 0 };
    const hit = cuboidsTimeOfImpact(
      o3,
      o3,
      h3,
      { x: 0, y: 3 * ONE, z: -3 * ONE },
      { x: 0, y: ONE, z: -ONE },
      h3,
    )!;
    expect(hit.normal).toEqual({ x: 0, y: ONE, z: 0 });
    expect(hit.t).toBe(32768);
  });
});
