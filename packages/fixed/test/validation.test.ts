import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boxesOverlap,
  boxesTimeOfImpact,
  castCircle,
  castRay,
  castSphere,
  circleBoxOverlap,
  circleBoxTimeOfImpact,
  circlesOverlap,
  circlesTimeOfImpact,
  createLevel2,
  createLevel3,
  cuboidsOverlap,
  cuboidsTimeOfImpact,
  raySegment,
  separateBoxes,
  separateCircleBox,
  separateCircles,
  separateCuboids,
  separateSphereCuboid,
  separateSpheres,
  sphereCuboidOverlap,
  sphereCuboidTimeOfImpact,
  spheresOverlap,
  spheresTimeOfImpact,
  sweptBoxes,
  sweptCircleBox,
  sweptCircles,
  sweptCuboids,
  sweptSphereCuboid,
  sweptSpheres,
  type Vec2,
} from '../src/index.ts';

const o = { x: 0, y: 0 };
const o3 = { x: 0, y: 0, z: 0 };

describe('bad input', () => {
  it('names the argument for fractional, unsafe, out-of-range and NaN raw values', () => {
    expect(() => sweptCircles({ x: 1.5, y: 0 }, o, 1, o, o, 1)).toThrow(
      /^a0\.x must be an integer raw value within ±2147483647 \(got 1\.5\)$/,
    );
    expect(() => sweptCircles(o, { x: 0, y: Number.NaN }, 1, o, o, 1)).toThrow(
      /^a1\.y .*\(got NaN\)/,
    );
    expect(() => sweptCircles(o, o, 2 ** 31, o, o, 1)).toThrow(/^ra must be .*\(got 2147483648\)/);
    expect(() => sweptCircles(o, o, 1, { x: 2 ** 53, y: 0 }, o, 1)).toThrow(/^b0\.x /);
    expect(() => sweptCircles(o, o, 1, o, { x: 0, y: -(2 ** 31) }, 1)).toThrow(/^b1\.y /);
    expect(() => sweptCircles(o, o, 1, o, o, -1)).toThrow(/^rb must be >= 0 \(got -1\)/);
    expect(() => sweptCircles(o, o, 1, o, o, Number.POSITIVE_INFINITY)).toThrow(/^rb /);
    expect(() => sweptCircles(null as unknown as Vec2, o, 1, o, o, 1)).toThrow(
      /^a0 must be an object/,
    );
    expect(() => sweptSpheres(o3, o3, 1, o3, { x: 0, y: 0, z: 0.25 }, 1)).toThrow(/^b1\.z /);
    expect(() => circlesTimeOfImpact(o, o, 0.5, o, o, 1)).toThrow(/^ra /);
    expect(() => spheresTimeOfImpact(o3, o3, 1, o3, o3, -0.5)).toThrow(/^rb /);
    expect(() => raySegment(o, o, o, { x: '1' as unknown as number, y: 0 })).toThrow(
      /^s1\.x .*\(got "1"\)/,
    );
    expect(() => circlesOverlap(o, 1, { x: Number.NEGATIVE_INFINITY, y: 0 }, 1)).toThrow(/^b\.x /);
    expect(() => spheresOverlap({ x: 0, y: 3e9, z: 0 }, 1, o3, 1)).toThrow(/^a\.y /);
  });

  it('masses are positive safe integers or Infinity, never both Infinity', () => {
    expect(() => separateCircles(o, 1, 0, o, 1, 1)).toThrow(/^ma must be > 0 \(got 0\)/);
    expect(() => separateCircles(o, 1, 1, o, 1, -0)).toThrow(/^mb must be > 0 \(got -0\)/);
    expect(() => separateCircles(o, 1, Number.NaN, o, 1, 1)).toThrow(/^ma must be > 0 \(got NaN\)/);
    expect(() => separateCircles(o, 1, 1.5, o, 1, 1)).toThrow(
      /^ma must be a safe integer or Infinity \(got 1\.5\)/,
    );
    expect(() => separateCircles(o, 1, 2 ** 53, o, 1, 1)).toThrow(/^ma must be a safe integer/);
    const inf = Number.POSITIVE_INFINITY;
    expect(() => separateSpheres(o3, 1, inf, o3, 1, inf)).toThrow(
      /^mb must be finite when ma is Infinity/,
    );
    expect(separateCircles(o, 1, inf, { x: 1, y: 0 }, 1, 1).a).toEqual({ x: 0, y: 0 });
    expect(() => separateCircleBox(o, 1, inf, o, o, inf)).toThrow(
      /^mb must be finite when mc is Infinity/,
    );
  });

  it("a box's half extents are raw values >= 0, named per component", () => {
    expect(() => sweptCircleBox(o, o, 1, o, o, { x: 1, y: -1 })).toThrow(
      /^hb\.y must be >= 0 \(got -1\)$/,
    );
    expect(() => circleBoxOverlap(o, 1, o, { x: -0.5, y: 1 })).toThrow(/^hb\.x must be an integer/);
    expect(() => circleBoxTimeOfImpact(o, o, 1, o, o, null as unknown as Vec2)).toThrow(
      /^hb must be an object with raw x and y \(got null\)$/,
    );
    expect(circleBoxOverlap(o, 0, o, o)).toBe(false);
  });

  it('never mutates its inputs', () => {
    const a0 = Object.freeze({ x: 0, y: 0 });
    const a1 = Object.freeze({ x: 10, y: 0 });
    const b = Object.freeze({ x: 5, y: 1 });
    circlesTimeOfImpact(a0, a1, 3, b, b, 3);
    separateCircles(a0, 3, 1, b, 3, 1);
    raySegment(a0, a1, b, a1);
    expect([a0, a1, b]).toEqual([
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 5, y: 1 },
    ]);
  });
});

describe('the fast argument predicates', () => {
  it('accept exactly the values the named checks accept', () => {
    const odd = [
      0,
      -0,
      1,
      -1,
      2147483647,
      -2147483647,
      -2147483648,
      2147483648,
      0.5,
      -1e-300,
      1e300,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      Number.MAX_SAFE_INTEGER,
      '5',
      '',
      null,
      undefined,
      true,
      false,
      {},
      [],
      [3],
      5n,
    ] as unknown as number[];
    const o = { x: 0, y: 0 };
    for (const x of odd) {
      const viaChecks = typeof x === 'number' && Number.isInteger(x) && Math.abs(x) <= 2147483647;
      const vec = { x, y: 0 };
      expect(() => circlesOverlap(vec, 0, o, 0), String(x)).toSatisfy((f: () => unknown) => {
        try {
          f();
          return viaChecks;
        } catch (e) {
          return !viaChecks && e instanceof RangeError && /^a\.x /.test(e.message);
        }
      });
      const radiusOk = viaChecks && x >= 0;
      expect(() => sweptCircles(o, o, x, o, o, 0), String(x)).toSatisfy((f: () => unknown) => {
        try {
          f();
          return radiusOk;
        } catch (e) {
          return !radiusOk && e instanceof RangeError && /^ra /.test(e.message);
        }
      });
    }
  });
});

/*
 * Every query, every argument position: the holes issue 13 closed (a numeric
 * string, a BigInt) and the raw-value rules (integers within ±(2^31 − 1)),
 * each a RangeError starting with the component's name; raw values in range
 * never throw.
 */
describe('bad values at every argument position', () => {
  type Kind = 'vec2' | 'vec3' | 'radius' | 'mass' | 'extents2' | 'extents3';
  const swept = (v: Kind): Kind[] => [v, v, 'radius', v, v, 'radius'];
  const sweptQuery = (name: string, call: (...a: never[]) => unknown, v: Kind) => ({
    name,
    call,
    params: ['a0', 'a1', 'ra', 'b0', 'b1', 'rb'],
    kinds: swept(v),
  });
  const QUERIES: {
    name: string;
    call: (...a: never[]) => unknown;
    params: string[];
    kinds: Kind[];
  }[] = [
    sweptQuery('sweptCircles', sweptCircles, 'vec2'),
    sweptQuery('sweptSpheres', sweptSpheres, 'vec3'),
    sweptQuery('circlesTimeOfImpact', circlesTimeOfImpact, 'vec2'),
    sweptQuery('spheresTimeOfImpact', spheresTimeOfImpact, 'vec3'),
    {
      name: 'raySegment',
      call: raySegment,
      params: ['p0', 'p1', 's0', 's1'],
      kinds: ['vec2', 'vec2', 'vec2', 'vec2'],
    },
    {
      name: 'circlesOverlap',
      call: circlesOverlap,
      params: ['a', 'ra', 'b', 'rb'],
      kinds: ['vec2', 'radius', 'vec2', 'radius'],
    },
    {
      name: 'spheresOverlap',
      call: spheresOverlap,
      params: ['a', 'ra', 'b', 'rb'],
      kinds: ['vec3', 'radius', 'vec3', 'radius'],
    },
    {
      name: 'separateCircles',
      call: separateCircles,
      params: ['a', 'ra', 'ma', 'b', 'rb', 'mb'],
      kinds: ['vec2', 'radius', 'mass', 'vec2', 'radius', 'mass'],
    },
    {
      name: 'separateSpheres',
      call: separateSpheres,
      params: ['a', 'ra', 'ma', 'b', 'rb', 'mb'],
      kinds: ['vec3', 'radius', 'mass', 'vec3', 'radius', 'mass'],
    },
    ...circleBoxQueries(),
    ...castQueries(),
    ...boxQueries(),
  ];
  /** The circle against a box (`docs/contract.md` §9.2): half extents named per component. */
  function circleBoxQueries() {
    const moving = {
      params: ['c0', 'c1', 'r', 'b0', 'b1', 'hb'],
      kinds: ['vec2', 'vec2', 'radius', 'vec2', 'vec2', 'extents2'] as Kind[],
    };
    return [
      { name: 'sweptCircleBox', call: sweptCircleBox, ...moving },
      { name: 'circleBoxTimeOfImpact', call: circleBoxTimeOfImpact, ...moving },
      {
        name: 'circleBoxOverlap',
        call: circleBoxOverlap,
        params: ['c', 'r', 'b', 'hb'],
        kinds: ['vec2', 'radius', 'vec2', 'extents2'] as Kind[],
      },
      {
        name: 'separateCircleBox',
        call: separateCircleBox,
        params: ['c', 'r', 'mc', 'b', 'hb', 'mb'],
        kinds: ['vec2', 'radius', 'mass', 'vec2', 'extents2', 'mass'] as Kind[],
      },
      ...sphereCuboidQueries(),
    ];
  }
  /** The sphere against a cuboid (§9.2 in 3D): the same parameters, three components. */
  function sphereCuboidQueries() {
    const moving = {
      params: ['c0', 'c1', 'r', 'b0', 'b1', 'hb'],
      kinds: ['vec3', 'vec3', 'radius', 'vec3', 'vec3', 'extents3'] as Kind[],
    };
    return [
      { name: 'sweptSphereCuboid', call: sweptSphereCuboid, ...moving },
      { name: 'sphereCuboidTimeOfImpact', call: sphereCuboidTimeOfImpact, ...moving },
      {
        name: 'sphereCuboidOverlap',
        call: sphereCuboidOverlap,
        params: ['c', 'r', 'b', 'hb'],
        kinds: ['vec3', 'radius', 'vec3', 'extents3'] as Kind[],
      },
      {
        name: 'separateSphereCuboid',
        call: separateSphereCuboid,
        params: ['c', 'r', 'mc', 'b', 'hb', 'mb'],
        kinds: ['vec3', 'radius', 'mass', 'vec3', 'extents3', 'mass'] as Kind[],
      },
    ];
  }
  /** The boxes' queries: half extents `{x, y[, z]}` where the circles take a radius. */
  function boxQueries() {
    const moving = ['a0', 'a1', 'ha', 'b0', 'b1', 'hb'];
    const still = ['a', 'ha', 'b', 'hb'];
    const parted = ['a', 'ha', 'ma', 'b', 'hb', 'mb'];
    const k2: Kind[] = ['vec2', 'vec2', 'extents2', 'vec2', 'vec2', 'extents2'];
    const k3: Kind[] = ['vec3', 'vec3', 'extents3', 'vec3', 'vec3', 'extents3'];
    const q = (
      name: string,
      call: (...a: never[]) => unknown,
      params: string[],
      kinds: Kind[],
    ) => ({
      name,
      call,
      params,
      kinds,
    });
    return [
      q('sweptBoxes', sweptBoxes, moving, k2),
      q('sweptCuboids', sweptCuboids, moving, k3),
      q('boxesTimeOfImpact', boxesTimeOfImpact, moving, k2),
      q('cuboidsTimeOfImpact', cuboidsTimeOfImpact, moving, k3),
      q('boxesOverlap', boxesOverlap, still, ['vec2', 'extents2', 'vec2', 'extents2']),
      q('cuboidsOverlap', cuboidsOverlap, still, ['vec3', 'extents3', 'vec3', 'extents3']),
      q('separateBoxes', separateBoxes, parted, [
        'vec2',
        'extents2',
        'mass',
        'vec2',
        'extents2',
        'mass',
      ]),
      q('separateCuboids', separateCuboids, parted, [
        'vec3',
        'extents3',
        'mass',
        'vec3',
        'extents3',
        'mass',
      ]),
    ];
  }
  /** The casts, on a level bound first (`level` itself: test/level/level.test.ts). */
  function castQueries() {
    const level2 = createLevel2({ segments: Float64Array.of(-10, 0, 10, 0) });
    const level3 = createLevel3({ triangles: new Float64Array(9) });
    const on =
      (level: unknown, call: (...a: never[]) => unknown) =>
      (...a: never[]) =>
        call(level as never, ...a);
    return [
      {
        name: 'castCircle',
        call: on(level2, castCircle),
        params: ['c', 'r', 'd'],
        kinds: ['vec2', 'radius', 'vec2'] as Kind[],
      },
      {
        name: 'castSphere',
        call: on(level3, castSphere),
        params: ['c', 'r', 'd'],
        kinds: ['vec3', 'radius', 'vec3'] as Kind[],
      },
      {
        name: 'castRay (2D)',
        call: on(level2, castRay),
        params: ['p', 'd'],
        kinds: ['vec2', 'vec2'] as Kind[],
      },
      {
        name: 'castRay (3D)',
        call: on(level3, castRay),
        params: ['p', 'd'],
        kinds: ['vec3', 'vec3'] as Kind[],
      },
    ];
  }
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
  const isVector = (kind: Kind) => kind !== 'radius' && kind !== 'mass';
  const axesOf = (kind: Kind) =>
    kind === 'vec2' || kind === 'extents2' ? ['x', 'y'] : ['x', 'y', 'z'];
  const bad = fc.oneof(
    fc.constantFrom('1', '65536', 1n, -2n, Number.NaN, Number.NEGATIVE_INFINITY, undefined, null),
    fc.double({ noNaN: true, noInteger: true, min: -(2 ** 31), max: 2 ** 31 }),
    fc.integer({ min: 2 ** 31, max: 2 ** 52 }),
    fc.integer({ min: -(2 ** 52), max: -(2 ** 31) }),
  );

  it.each(QUERIES)('$name: a RangeError naming the argument', ({ call, params, kinds }) => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(2), bad, (pick, axisPick, value) => {
        const index = pick % params.length;
        const kind = kinds[index]!;
        const args = kinds.map((k, j) => valid(k, j + 1));
        let name = params[index]!;
        if (isVector(kind)) {
          const axes = axesOf(kind);
          const axis = axes[axisPick % axes.length]!;
          args[index] = { ...(args[index] as object), [axis]: value };
          name = `${name}.${axis}`;
        } else {
          args[index] = value;
          // Masses are weights, not raw values: a huge safe integer is a valid mass.
          if (kind === 'mass' && Number.isSafeInteger(value) && (value as number) > 0) return;
        }
        expect(() => call(...(args as never[]))).toThrow(RangeError);
        expect(() => call(...(args as never[]))).toThrow(
          new RegExp(`^${name.replace('.', '\\.')} must be `),
        );
      }),
      { numRuns: 300 },
    );
  });

  // A cast also refuses raw `c` and `d` whose sum leaves ±(2^31 − 1) (test/level/level.test.ts).
  it.each(QUERIES.filter((q) => !q.name.startsWith('cast')))(
    '$name: raw values in range never throw',
    ({ call, kinds }) => {
      const raw = fc.integer({ min: -(2 ** 31 - 1), max: 2 ** 31 - 1 });
      const radius = fc.integer({ min: 0, max: 2 ** 31 - 1 });
      const arb: Record<Kind, fc.Arbitrary<unknown>> = {
        vec2: fc.record({ x: raw, y: raw }),
        vec3: fc.record({ x: raw, y: raw, z: raw }),
        radius,
        mass: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        extents2: fc.record({ x: radius, y: radius }),
        extents3: fc.record({ x: radius, y: radius, z: radius }),
      };
      fc.assert(
        fc.property(fc.tuple(...kinds.map((k) => arb[k])), (args) => {
          call(...(args as never[]));
        }),
        { numRuns: 100 },
      );
    },
  );
});
