/** Bad policy parameters and bad query arguments: RangeErrors naming the parameter. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  absolute,
  createLevel2,
  createLevel3,
  relative,
  rounded,
  slop,
  ulps,
  withPolicy,
} from '../src/index.ts';
import { swept2 } from './arbitraries.ts';
import { POLICIES } from './policies.ts';

describe('policy parameters', () => {
  it('are validated with the parameter named first', () => {
    expect(() => absolute(-1)).toThrow(/^eps must be a finite number >= 0 \(got -1\)$/);
    expect(() => absolute(Number.NaN)).toThrow(/^eps must be/);
    expect(() => absolute(Number.POSITIVE_INFINITY)).toThrow(/^eps must be/);
    expect(() => relative(1)).toThrow(/^eps must be a number in \[0, 1\) \(got 1\)$/);
    expect(() => relative(-0.5)).toThrow(/^eps must be/);
    expect(() => ulps(1.5)).toThrow(/^n must be a non-negative safe integer \(got 1.5\)$/);
    expect(() => ulps(-1)).toThrow(/^n must be/);
    expect(() => rounded(16)).toThrow(/^digits must be an integer in \[-15, 15\] \(got 16\)$/);
    expect(() => rounded(0.5)).toThrow(/^digits must be/);
    expect(() => slop(0)).toThrow(/^s must be a finite number > 0 \(got 0\)$/);
    expect(() => slop(-0)).toThrow(/^s must be a finite number > 0 \(got -0\)$/);
    expect(() => withPolicy(null as never)).toThrow(/^policy must be/);
  });

  it('name the policy and its band', () => {
    expect(absolute(0.001).name).toBe('absolute(0.001)');
    expect(rounded(0).size).toBe(0.5);
    expect(rounded(2).size).toBe(0.005);
    expect(rounded(-1).size).toBe(5);
    expect(slop(0.005)).toEqual({ kind: 'slop', name: 'slop(0.005)', size: 0.005 });
    expect(Object.isFrozen(ulps(3))).toBe(true);
  });
});

describe.each(POLICIES.map((p) => [p.name, p] as const))(
  'query arguments under %s',
  (_n, policy) => {
    const q = withPolicy(policy);
    const o = { x: 0, y: 0 };
    const o3 = { x: 0, y: 0, z: 0 };

    it('bad radii, coordinates and masses throw RangeErrors naming the parameter', () => {
      expect(() => q.sweptCircles(o, o, -1, o, o, 1)).toThrow(/^ra must be/);
      expect(() => q.sweptCircles(o, o, 1, o, o, Number.NaN)).toThrow(/^rb must be/);
      expect(() => q.sweptCircles(o, { x: 0, y: Number.NaN }, 1, o, o, 1)).toThrow(
        /^a1\.y must be/,
      );
      expect(() => q.circlesTimeOfImpact(o, o, 1, o, o, 1e-70)).toThrow(/^rb must be/);
      expect(() =>
        q.spheresTimeOfImpact(o3, o3, 1, { ...o3, z: Number.POSITIVE_INFINITY }, o3, 1),
      ).toThrow(/^b0\.z must be/);
      expect(() => q.sweptSpheres(o3, o3, 1, o3, o3, -2)).toThrow(/^rb must be/);
      expect(() => q.circlesOverlap(o, Number.NaN, o, 1)).toThrow(/^ra must be/);
      expect(() => q.spheresOverlap(o3, 1, o3, -1)).toThrow(/^rb must be/);
      expect(() => q.separateCircles(o, 1, 0, o, 1, 1)).toThrow(/^ma must be > 0 \(got 0\)/);
      expect(() => q.separateCircles({ x: 5, y: 5 }, 1, 1, o, 1, -0)).toThrow(/^mb must be > 0/);
      expect(() =>
        q.separateSpheres(o3, 1, Number.POSITIVE_INFINITY, o3, 1, Number.POSITIVE_INFINITY),
      ).toThrow(/^mb must be/);
      expect(() => q.separateSpheres(o3, -1, 1, o3, 1, 1)).toThrow(/^ra must be/);
      expect(() => q.raySegment(o, o, { x: Number.NaN, y: 0 }, o)).toThrow(/^s0\.x must be/);
      expect(() => q.classifyCircles(o, o, 1, o, o, -3)).toThrow(/^rb must be/);
      expect(() => q.classifySpheres(o3, o3, 1, o3, { ...o3, x: 2 ** 210 }, 1)).toThrow(
        /^b1\.x must be/,
      );
    });

    it('bad wall arguments throw RangeErrors naming the parameter', () => {
      const s1 = { x: 1, y: 0 };
      const p1 = { x: 1, y: 0, z: 0 };
      const p2 = { x: 0, y: 1, z: 0 };
      expect(() => q.sweptCircleSegment(o, o, -1, o, s1)).toThrow(/^r must be/);
      expect(() => q.circleSegmentTimeOfImpact(o, { x: Number.NaN, y: 0 }, 1, o, s1)).toThrow(
        /^c1\.x must be/,
      );
      expect(() => q.circleSegmentTimeOfImpact(o, o, 1e-70, o, s1)).toThrow(/^r must be/);
      expect(() => q.circleSegmentOverlap(o, 1, o, { x: 0, y: 2 ** 210 })).toThrow(
        /^s1\.y must be/,
      );
      expect(() => q.separateCircleSegment(o, Number.NaN, o, s1)).toThrow(/^r must be/);
      expect(() => q.sweptSphereTriangle(o3, o3, 1, o3, p1, { ...p2, z: Infinity })).toThrow(
        /^p2\.z must be/,
      );
      expect(() => q.sphereTriangleTimeOfImpact(o3, o3, -2, o3, p1, p2)).toThrow(/^r must be/);
      expect(() => q.sphereTriangleOverlap({ ...o3, y: Number.NaN }, 1, o3, p1, p2)).toThrow(
        /^c\.y must be/,
      );
      expect(() => q.separateSphereTriangle(o3, 1, o3, p1, null as never)).toThrow(/^p2 must be/);
      expect(() => q.circlePolylineTimeOfImpact(o, o, 1, [], false)).toThrow(/^points must be/);
      expect(() =>
        q.circlePolylineTimeOfImpact(o, o, 1, [o, { x: 0, y: Number.NaN }], false),
      ).toThrow(/^points\[1\]\.y must be/);
      expect(() => q.circlePolylineTimeOfImpact(o, o, -1, [o], false)).toThrow(/^r must be/);
      expect(() => q.circlePolylineTimeOfImpact(o, o, 1, [o], 'no' as never)).toThrow(
        /^closed must be/,
      );
    });

    it('bad circle–box arguments throw RangeErrors naming the parameter', () => {
      const h = { x: 1, y: 2 };
      expect(() => q.sweptCircleBox(o, o, 1, o, o, { x: -1, y: 1 })).toThrow(
        /^hb\.x must be >= 0 \(got -1\)$/,
      );
      expect(() => q.circleBoxTimeOfImpact(o, o, -1, o, o, h)).toThrow(/^r must be/);
      expect(() => q.circleBoxTimeOfImpact(o, o, 1, o, o, null as never)).toThrow(/^hb must be/);
      expect(() => q.circleBoxOverlap(o, 1e-70, o, h)).toThrow(/^r must be/);
      expect(() => q.circleBoxOverlap(o, 1, o, { x: 1, y: 2 ** 210 })).toThrow(/^hb\.y must be/);
      expect(() => q.separateCircleBox(o, 1, 0, o, h, 1)).toThrow(/^mc must be > 0 \(got 0\)/);
      const inf = Number.POSITIVE_INFINITY;
      expect(() => q.separateCircleBox(o, 1, inf, o, h, inf)).toThrow(
        /^mb must be finite when mc is Infinity/,
      );
    });

    it('never mutates its inputs', () => {
      fc.assert(
        fc.property(swept2, ([a0, a1, ra, b0, b1, rb]) => {
          const frozen = [a0, a1, b0, b1].map((v) => Object.freeze({ ...v }));
          const [fa0, fa1, fb0, fb1] = frozen as [typeof a0, typeof a0, typeof a0, typeof a0];
          q.sweptCircles(fa0, fa1, ra, fb0, fb1, rb);
          q.circlesTimeOfImpact(fa0, fa1, ra, fb0, fb1, rb);
          q.classifyCircles(fa0, fa1, ra, fb0, fb1, rb);
          q.separateCircles(fa0, ra, 1, fb0, rb, 2);
          q.raySegment(fa0, fa1, fb0, fb1);
          q.circleSegmentTimeOfImpact(fa0, fa1, ra, fb0, fb1);
          q.circlePolylineTimeOfImpact(fa0, fa1, ra, [fb0, fb1, fa0], true);
          q.separateCircleSegment(fa0, ra, fb0, fb1);
          const hb = Object.freeze({ x: Math.abs(a0.x), y: Math.abs(b0.y) });
          q.circleBoxTimeOfImpact(fa0, fa1, ra, fb0, fb1, hb);
          q.separateCircleBox(fa0, ra, 1, fb0, hb, 2);
          expect(hb).toEqual({ x: Math.abs(a0.x), y: Math.abs(b0.y) });
          expect([fa0, fa1, fb0, fb1]).toEqual([a0, a1, b0, b1]);
        }),
        { numRuns: 200 },
      );
    });
  },
);

/*
 * Every query under every policy, every argument position: the holes issue 13
 * closed (a numeric string, a BigInt, a subnormal) and the core's range,
 * each a RangeError starting with the component's name (the core's checks,
 * shared through `@swept/core/internal`).
 */
const level2 = createLevel2({ segments: Float64Array.of(-10, 0, 10, 0) });
const level3 = createLevel3({ triangles: Float64Array.of(-10, 0, -10, 10, 0, -10, 0, 0, 10) });
const on =
  (level: unknown, call: (...a: never[]) => unknown) =>
  (...a: never[]) =>
    call(level as never, ...a);

describe.each(POLICIES.map((p) => [p.name, p] as const))('bad values under %s', (_n, policy) => {
  type Kind = 'vec2' | 'vec3' | 'radius' | 'mass' | 'extents2' | 'extents3';
  const q = withPolicy(policy);
  const CIRCLE_BOX: Kind[] = ['vec2', 'vec2', 'radius', 'vec2', 'vec2', 'extents2'];
  const SPHERE_CUBOID: Kind[] = ['vec3', 'vec3', 'radius', 'vec3', 'vec3', 'extents3'];
  const SWEPT = ['a0', 'a1', 'ra', 'b0', 'b1', 'rb'];
  const swept = (v: Kind): Kind[] => [v, v, 'radius', v, v, 'radius'];
  const BOXES = ['a0', 'a1', 'ha', 'b0', 'b1', 'hb'];
  const PARTED = ['a', 'ha', 'ma', 'b', 'hb', 'mb'];
  const boxes = (v: Kind, h: Kind): Kind[] => [v, v, h, v, v, h];
  const QUERIES: [string, (...a: never[]) => unknown, string[], Kind[]][] = [
    ['sweptCircles', q.sweptCircles, SWEPT, swept('vec2')],
    ['sweptSpheres', q.sweptSpheres, SWEPT, swept('vec3')],
    ['circlesTimeOfImpact', q.circlesTimeOfImpact, SWEPT, swept('vec2')],
    ['spheresTimeOfImpact', q.spheresTimeOfImpact, SWEPT, swept('vec3')],
    ['classifyCircles', q.classifyCircles, SWEPT, swept('vec2')],
    ['classifySpheres', q.classifySpheres, SWEPT, swept('vec3')],
    ['raySegment', q.raySegment, ['p0', 'p1', 's0', 's1'], ['vec2', 'vec2', 'vec2', 'vec2']],
    [
      'circlesOverlap',
      q.circlesOverlap,
      ['a', 'ra', 'b', 'rb'],
      ['vec2', 'radius', 'vec2', 'radius'],
    ],
    [
      'spheresOverlap',
      q.spheresOverlap,
      ['a', 'ra', 'b', 'rb'],
      ['vec3', 'radius', 'vec3', 'radius'],
    ],
    [
      'separateCircles',
      q.separateCircles,
      ['a', 'ra', 'ma', 'b', 'rb', 'mb'],
      ['vec2', 'radius', 'mass', 'vec2', 'radius', 'mass'],
    ],
    [
      'separateSpheres',
      q.separateSpheres,
      ['a', 'ra', 'ma', 'b', 'rb', 'mb'],
      ['vec3', 'radius', 'mass', 'vec3', 'radius', 'mass'],
    ],
    ['sweptCircleBox', q.sweptCircleBox, ['c0', 'c1', 'r', 'b0', 'b1', 'hb'], CIRCLE_BOX],
    [
      'circleBoxTimeOfImpact',
      q.circleBoxTimeOfImpact,
      ['c0', 'c1', 'r', 'b0', 'b1', 'hb'],
      CIRCLE_BOX,
    ],
    [
      'circleBoxOverlap',
      q.circleBoxOverlap,
      ['c', 'r', 'b', 'hb'],
      ['vec2', 'radius', 'vec2', 'extents2'],
    ],
    [
      'separateCircleBox',
      q.separateCircleBox,
      ['c', 'r', 'mc', 'b', 'hb', 'mb'],
      ['vec2', 'radius', 'mass', 'vec2', 'extents2', 'mass'],
    ],
    ['sweptSphereCuboid', q.sweptSphereCuboid, ['c0', 'c1', 'r', 'b0', 'b1', 'hb'], SPHERE_CUBOID],
    [
      'sphereCuboidTimeOfImpact',
      q.sphereCuboidTimeOfImpact,
      ['c0', 'c1', 'r', 'b0', 'b1', 'hb'],
      SPHERE_CUBOID,
    ],
    [
      'sphereCuboidOverlap',
      q.sphereCuboidOverlap,
      ['c', 'r', 'b', 'hb'],
      ['vec3', 'radius', 'vec3', 'extents3'],
    ],
    [
      'separateSphereCuboid',
      q.separateSphereCuboid,
      ['c', 'r', 'mc', 'b', 'hb', 'mb'],
      ['vec3', 'radius', 'mass', 'vec3', 'extents3', 'mass'],
    ],
    // The casts, on a level bound first (`level` itself: test/level/level.test.ts).
    ['castCircle', on(level2, q.castCircle), ['c', 'r', 'd'], ['vec2', 'radius', 'vec2']],
    ['castSphere', on(level3, q.castSphere), ['c', 'r', 'd'], ['vec3', 'radius', 'vec3']],
    ['castRay (2D)', on(level2, q.castRay), ['p', 'd'], ['vec2', 'vec2']],
    ['castRay (3D)', on(level3, q.castRay), ['p', 'd'], ['vec3', 'vec3']],
    // The boxes: half extents, each component checked like a radius.
    ['sweptBoxes', q.sweptBoxes, BOXES, boxes('vec2', 'extents2')],
    ['sweptCuboids', q.sweptCuboids, BOXES, boxes('vec3', 'extents3')],
    ['boxesTimeOfImpact', q.boxesTimeOfImpact, BOXES, boxes('vec2', 'extents2')],
    ['cuboidsTimeOfImpact', q.cuboidsTimeOfImpact, BOXES, boxes('vec3', 'extents3')],
    [
      'boxesOverlap',
      q.boxesOverlap,
      ['a', 'ha', 'b', 'hb'],
      ['vec2', 'extents2', 'vec2', 'extents2'],
    ],
    [
      'cuboidsOverlap',
      q.cuboidsOverlap,
      ['a', 'ha', 'b', 'hb'],
      ['vec3', 'extents3', 'vec3', 'extents3'],
    ],
    [
      'separateBoxes',
      q.separateBoxes,
      PARTED,
      ['vec2', 'extents2', 'mass', 'vec2', 'extents2', 'mass'],
    ],
    [
      'separateCuboids',
      q.separateCuboids,
      PARTED,
      ['vec3', 'extents3', 'mass', 'vec3', 'extents3', 'mass'],
    ],
  ];
  const valid = (kind: Kind, k: number): unknown =>
    kind === 'vec2'
      ? { x: k, y: -k }
      : kind === 'vec3'
        ? { x: k, y: -k, z: 2 * k }
        : kind === 'extents2'
          ? { x: k, y: 2 * k }
          : kind === 'extents3'
            ? { x: k, y: 2 * k, z: 3 * k }
            : 1;
  const bad = fc.oneof(
    fc.constantFrom('1', '0', 1n, 0n, Number.NaN, Number.POSITIVE_INFINITY, undefined),
    fc.double({ min: 2 ** -1074, max: 2 ** -200, maxExcluded: true, noNaN: true }),
    fc.double({ min: 2 ** 200, minExcluded: true, noDefaultInfinity: true, noNaN: true }),
  );

  it.each(QUERIES)('%s: a RangeError naming the argument', (_name, call, params, kinds) => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(2), bad, fc.boolean(), (pick, axisPick, value, negate) => {
        const index = pick % params.length;
        const kind = kinds[index]!;
        const v = negate && typeof value === 'number' ? -value : value;
        const args = kinds.map((k, j) => valid(k, j + 1));
        let name = params[index]!;
        if (kind !== 'radius' && kind !== 'mass') {
          const axes = kind === 'vec2' || kind === 'extents2' ? ['x', 'y'] : ['x', 'y', 'z'];
          const axis = axes[axisPick % axes.length]!;
          args[index] = { ...(args[index] as object), [axis]: v };
          name = `${name}.${axis}`;
        } else {
          args[index] = v;
          // A tiny or huge positive mass is a valid mass.
          if (kind === 'mass' && typeof v === 'number' && v > 0) return;
        }
        expect(() => call(...(args as never[]))).toThrow(RangeError);
        expect(() => call(...(args as never[]))).toThrow(
          new RegExp(`^${name.replace('.', '\\.')} must be `),
        );
      }),
      { numRuns: 150 },
    );
  });
});
