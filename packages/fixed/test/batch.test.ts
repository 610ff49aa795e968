/**
 * The batch forms of `swept/` and `time-of-impact/` against their scalar
 * forms, element by element, on raw Q16.16 scenes at sceneUnit sizes from 1 to
 * 2^20; and their argument checks (all before the pass).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gridScene } from '../../core/test/scene/brute-force.ts';
import {
  boxesTimeOfImpact,
  boxesTimeOfImpactBatch,
  circlesTimeOfImpact,
  circlesTimeOfImpactBatch,
  cuboidsTimeOfImpact,
  cuboidsTimeOfImpactBatch,
  type MovingCircles,
  type MovingSpheres,
  spheresTimeOfImpact,
  spheresTimeOfImpactBatch,
  sweptBoxes,
  sweptBoxesBatch,
  sweptCircles,
  sweptCirclesBatch,
  sweptCuboids,
  sweptCuboidsBatch,
  sweptSpheres,
  sweptSpheresBatch,
} from '../src/index.ts';
import { type RawBoxes, rawBoxes } from './box-cases.ts';
import { rawScene, sceneUnit } from './helpers.ts';

describe('@swept/fixed batch forms', () => {
  it('equal the scalar queries element-wise', () => {
    fc.assert(
      fc.property(gridScene(2, 60), gridScene(3, 40), sceneUnit, (s2, s3, u) => {
        const b2 = rawScene(s2, u) as MovingCircles;
        const n2 = b2.x0.length;
        /** Body `k`'s arguments: its start, its end, its radius. */
        const body = (k: number) =>
          [{ x: b2.x0[k]!, y: b2.y0[k]! }, { x: b2.x1[k]!, y: b2.y1[k]! }, b2.r[k]!] as const;
        const a0 = { x: 3 * u, y: -2 * u };
        const a1 = { x: -5 * u, y: 9 * u };
        const hits = new Uint8Array(n2);
        const t = new Float64Array(n2).fill(-1);
        const swept = sweptCirclesBatch(a0, a1, 2 * u, b2, hits);
        const expected = Array.from({ length: n2 }, (_, k) =>
          circlesTimeOfImpact(a0, a1, 2 * u, ...body(k)),
        );
        expect(Array.from(hits)).toEqual(expected.map((h) => (h ? 1 : 0)));
        expect(Array.from(hits)).toEqual(
          expected.map((_, k) => (sweptCircles(a0, a1, 2 * u, ...body(k)) ? 1 : 0)),
        );
        expect(circlesTimeOfImpactBatch(a0, a1, 2 * u, b2, hits, t)).toBe(swept);
        expect(Array.from(t)).toEqual(expected.map((h) => (h ? h.t : -1)));
        const b3 = rawScene(s3, u) as MovingSpheres;
        const n3 = b3.x0.length;
        const c0 = { x: u, y: 2 * u, z: -u };
        const c1 = { x: -7 * u, y: 0, z: 5 * u };
        const hits3 = new Uint8Array(n3);
        const t3 = new Float64Array(n3).fill(-1);
        const expected3 = Array.from({ length: n3 }, (_, k) => {
          const p0 = { x: b3.x0[k]!, y: b3.y0[k]!, z: b3.z0[k]! };
          const p1 = { x: b3.x1[k]!, y: b3.y1[k]!, z: b3.z1[k]! };
          return [
            sweptSpheres(c0, c1, u, p0, p1, b3.r[k]!),
            spheresTimeOfImpact(c0, c1, u, p0, p1, b3.r[k]!),
          ] as const;
        });
        sweptSpheresBatch(c0, c1, u, b3, hits3);
        expect(Array.from(hits3)).toEqual(expected3.map(([h]) => (h ? 1 : 0)));
        spheresTimeOfImpactBatch(c0, c1, u, b3, hits3, t3);
        expect(Array.from(t3)).toEqual(expected3.map(([, h]) => (h ? h.t : -1)));
      }),
      { numRuns: 100 },
    );
  });

  it('check count and values before the pass', () => {
    const b = rawScene({ dim: 2, p0: [[0, 0]], p1: [[1, 1]], r: [1] }, 65536) as MovingCircles;
    const o = { x: 0, y: 0 };
    expect(() => sweptCirclesBatch(o, o, 1, b, new Uint8Array(1), 2)).toThrow(
      /^count must be an integer in \[0, /,
    );
    b.x0[0] = Number.NaN;
    const hits = new Uint8Array([7]);
    expect(() => sweptCirclesBatch(o, o, 1, b, hits)).toThrow(
      /^bodies\.x0\[0\] must be an integer raw value/,
    );
    expect(hits[0]).toBe(7);
  });

  it('name a non-number in a plain body array (a BigInt once threw a TypeError)', () => {
    const o = { x: 0, y: 0 };
    for (const [bad, got] of [
      [1n, '1n'],
      ['1', '"1"'],
    ] as const) {
      const b = rawScene({ dim: 2, p0: [[0, 0]], p1: [[1, 1]], r: [1] }, 65536) as MovingCircles;
      const plain = { ...b, y1: [bad] } as unknown as MovingCircles;
      expect(() => sweptCirclesBatch(o, o, 1, plain, new Uint8Array(1))).toThrow(
        new RangeError(`bodies.y1[0] must be an integer raw value within ±2147483647 (got ${got})`),
      );
    }
  });
});

describe.each([2, 3] as const)('the box batch forms in %iD', (dim) => {
  const AXES = dim === 2 ? (['x', 'y'] as const) : (['x', 'y', 'z'] as const);
  const swept = (dim === 2 ? sweptBoxes : sweptCuboids) as (...a: unknown[]) => boolean;
  const toi = (dim === 2 ? boxesTimeOfImpact : cuboidsTimeOfImpact) as (
    ...a: unknown[]
  ) => { t: number } | null;
  const sweptBatch = (dim === 2 ? sweptBoxesBatch : sweptCuboidsBatch) as (
    ...a: unknown[]
  ) => number;
  const toiBatch = (dim === 2 ? boxesTimeOfImpactBatch : cuboidsTimeOfImpactBatch) as (
    ...a: unknown[]
  ) => number;
  /** Every case's B as arrays (A is the first case's). */
  const bodiesOf = (cases: RawBoxes[]) => {
    const out: Record<string, Float64Array> = {};
    for (const k of AXES) {
      out[`${k}0`] = Float64Array.from(cases, (c) => c.b0[k]!);
      out[`${k}1`] = Float64Array.from(cases, (c) => c.b1[k]!);
      out[`h${k}`] = Float64Array.from(cases, (c) => c.hb[k]!);
    }
    return out;
  };

  it('equal the scalar queries element-wise, and count the hits', () => {
    fc.assert(
      fc.property(fc.array(rawBoxes(dim), { minLength: 1, maxLength: 30 }), (cases) => {
        const { a0, a1, ha } = cases[0]!;
        const bodies = bodiesOf(cases);
        const hits = new Uint8Array(cases.length);
        const t = new Float64Array(cases.length).fill(-1);
        const n = sweptBatch(a0, a1, ha, bodies, hits);
        const want = cases.map((c) => swept(a0, a1, ha, c.b0, c.b1, c.hb));
        expect(Array.from(hits)).toEqual(want.map((h) => (h ? 1 : 0)));
        expect(n).toBe(want.filter(Boolean).length);
        expect(toiBatch(a0, a1, ha, bodies, hits, t)).toBe(n);
        expect(Array.from(t)).toEqual(cases.map((c) => toi(a0, a1, ha, c.b0, c.b1, c.hb)?.t ?? -1));
      }),
      { numRuns: 200 },
    );
  });

  it('check the mover, count and every value before the pass', () => {
    const o = dim === 2 ? { x: 0, y: 0 } : { x: 0, y: 0, z: 0 };
    const bodies = bodiesOf([{ a0: o, a1: o, ha: o, b0: o, b1: o, hb: o }]);
    const hits = new Uint8Array(1).fill(7);
    bodies.hy![0] = -1;
    expect(() => sweptBatch(o, o, o, bodies, hits)).toThrow(
      new RangeError('bodies.hy[0] must be >= 0 (got -1)'),
    );
    expect(hits[0]).toBe(7);
    expect(() => sweptBatch(o, o, { ...o, x: -1 }, bodies, hits)).toThrow(/^ha\.x must be >= 0/);
    expect(() => sweptBatch(o, o, o, bodies, hits, 2)).toThrow(
      /^count must be an integer in \[0, /,
    );
  });
});
