/**
 * Bad input: a RangeError whose message starts with the parameter's name as
 * written in the signature, for every parameter of every query; inputs never
 * mutated; never a NaN or Infinity in a result.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as core from '../src/index.ts';
import { dyadicSwept2, dyadicSwept3, wideSwept2, wideSwept3 } from './arbitraries.ts';

type Kind = 'vec2' | 'vec3' | 'radius' | 'mass' | 'extents2' | 'extents3';
type Query = { name: string; call: (...args: never[]) => unknown; params: [string, Kind][] };

const swept = (v: Kind): [string, Kind][] => [
  ['a0', v],
  ['a1', v],
  ['ra', 'radius'],
  ['b0', v],
  ['b1', v],
  ['rb', 'radius'],
];
const separation = (v: Kind): [string, Kind][] => [
  ['a', v],
  ['ra', 'radius'],
  ['ma', 'mass'],
  ['b', v],
  ['rb', 'radius'],
  ['mb', 'mass'],
];
const overlap = (v: Kind): [string, Kind][] => [
  ['a', v],
  ['ra', 'radius'],
  ['b', v],
  ['rb', 'radius'],
];
/** The boxes' queries: half extents where the circles take a radius. */
const boxes = (v: Kind, h: Kind): [string, Kind][] => [
  ['a0', v],
  ['a1', v],
  ['ha', h],
  ['b0', v],
  ['b1', v],
  ['hb', h],
];
const boxOverlap = (v: Kind, h: Kind): [string, Kind][] => [
  ['a', v],
  ['ha', h],
  ['b', v],
  ['hb', h],
];
const boxSeparation = (v: Kind, h: Kind): [string, Kind][] => [
  ['a', v],
  ['ha', h],
  ['ma', 'mass'],
  ['b', v],
  ['hb', h],
  ['mb', 'mass'],
];
const withOut = (make: () => unknown, call: (...a: never[]) => unknown) =>
  ((...a: never[]) => call(make() as never, ...a)) as (...args: never[]) => unknown;

const QUERIES: Query[] = [
  { name: 'sweptCircles', call: core.sweptCircles, params: swept('vec2') },
  { name: 'sweptSpheres', call: core.sweptSpheres, params: swept('vec3') },
  { name: 'circlesTimeOfImpact', call: core.circlesTimeOfImpact, params: swept('vec2') },
  { name: 'spheresTimeOfImpact', call: core.spheresTimeOfImpact, params: swept('vec3') },
  {
    name: 'circlesTimeOfImpactInto',
    call: withOut(core.createTimeOfImpact2, core.circlesTimeOfImpactInto),
    params: swept('vec2'),
  },
  {
    name: 'spheresTimeOfImpactInto',
    call: withOut(core.createTimeOfImpact3, core.spheresTimeOfImpactInto),
    params: swept('vec3'),
  },
  {
    name: 'raySegment',
    call: core.raySegment,
    params: [
      ['p0', 'vec2'],
      ['p1', 'vec2'],
      ['s0', 'vec2'],
      ['s1', 'vec2'],
    ],
  },
  { name: 'circlesOverlap', call: core.circlesOverlap, params: overlap('vec2') },
  { name: 'spheresOverlap', call: core.spheresOverlap, params: overlap('vec3') },
  { name: 'separateCircles', call: core.separateCircles, params: separation('vec2') },
  { name: 'separateSpheres', call: core.separateSpheres, params: separation('vec3') },
  ...wallQueries(),
  ...castQueries(),
  { name: 'sweptBoxes', call: core.sweptBoxes, params: boxes('vec2', 'extents2') },
  { name: 'sweptCuboids', call: core.sweptCuboids, params: boxes('vec3', 'extents3') },
  { name: 'boxesTimeOfImpact', call: core.boxesTimeOfImpact, params: boxes('vec2', 'extents2') },
  {
    name: 'cuboidsTimeOfImpact',
    call: core.cuboidsTimeOfImpact,
    params: boxes('vec3', 'extents3'),
  },
  {
    name: 'boxesTimeOfImpactInto',
    call: withOut(core.createTimeOfImpact2, core.boxesTimeOfImpactInto),
    params: boxes('vec2', 'extents2'),
  },
  {
    name: 'cuboidsTimeOfImpactInto',
    call: withOut(core.createTimeOfImpact3, core.cuboidsTimeOfImpactInto),
    params: boxes('vec3', 'extents3'),
  },
  { name: 'boxesOverlap', call: core.boxesOverlap, params: boxOverlap('vec2', 'extents2') },
  { name: 'cuboidsOverlap', call: core.cuboidsOverlap, params: boxOverlap('vec3', 'extents3') },
  { name: 'separateBoxes', call: core.separateBoxes, params: boxSeparation('vec2', 'extents2') },
  {
    name: 'separateCuboids',
    call: core.separateCuboids,
    params: boxSeparation('vec3', 'extents3'),
  },
];

/** The casts against a level (the level bound first; `level` itself in test/level/level.test.ts). */
function castQueries(): Query[] {
  const level2 = core.createLevel2({ segments: Float64Array.of(-10, 0, 10, 0) });
  const level3 = core.createLevel3({
    triangles: Float64Array.of(-10, 0, -10, 10, 0, -10, 0, 0, 10),
  });
  const on = (level: unknown, call: (...a: never[]) => unknown) =>
    ((...a: never[]) => call(level as never, ...a)) as (...args: never[]) => unknown;
  return [
    {
      name: 'castCircle',
      call: on(level2, core.castCircle),
      params: [
        ['c', 'vec2'],
        ['r', 'radius'],
        ['d', 'vec2'],
      ],
    },
    {
      name: 'castSphere',
      call: on(level3, core.castSphere),
      params: [
        ['c', 'vec3'],
        ['r', 'radius'],
        ['d', 'vec3'],
      ],
    },
    {
      name: 'castRay (2D)',
      call: on(level2, core.castRay),
      params: [
        ['p', 'vec2'],
        ['d', 'vec2'],
      ],
    },
    {
      name: 'castRay (3D)',
      call: on(level3, core.castRay),
      params: [
        ['p', 'vec3'],
        ['d', 'vec3'],
      ],
    },
  ];
}

describe('the casts: c + d must stay in range, and the error names d', () => {
  it('names d.<axis> when the end leaves the input range', () => {
    const level = core.createLevel2({ segments: Float64Array.of(-10, 0, 10, 0) });
    expect(() => core.castCircle(level, { x: 2 ** 200, y: 0 }, 1, { x: 2 ** 200, y: 0 })).toThrow(
      /^d\.x must keep c\.x \+ d\.x/,
    );
    expect(() => core.castRay(level, { x: 0, y: 1 + 2 ** -52 }, { x: 0, y: -1 })).not.toThrow();
    const l3 = core.createLevel3({ triangles: new Float64Array(9) });
    expect(() =>
      core.castRay(l3, { x: 0, y: 0, z: -(2 ** 200) }, { x: 0, y: 0, z: -(2 ** 200) }),
    ).toThrow(/^d\.z must keep p\.z \+ d\.z/);
  });
});

/** The wall queries (moving `c0, c1, r` or still `c, r`, then the wall's corners). */
function wallQueries(): Query[] {
  const moving: [string, Kind][] = [
    ['c0', 'vec2'],
    ['c1', 'vec2'],
    ['r', 'radius'],
  ];
  const segment: [string, Kind][] = [...moving, ['s0', 'vec2'], ['s1', 'vec2']];
  const still2: [string, Kind][] = [
    ['c', 'vec2'],
    ['r', 'radius'],
    ['s0', 'vec2'],
    ['s1', 'vec2'],
  ];
  const corners: [string, Kind][] = [
    ['p0', 'vec3'],
    ['p1', 'vec3'],
    ['p2', 'vec3'],
  ];
  const triangle: [string, Kind][] = [['c0', 'vec3'], ['c1', 'vec3'], ['r', 'radius'], ...corners];
  const still3: [string, Kind][] = [['c', 'vec3'], ['r', 'radius'], ...corners];
  const polyline = (call: (...a: never[]) => unknown) =>
    ((...a: never[]) =>
      call(
        ...a,
        [
          { x: 0, y: 0 },
          { x: 1, y: 1 },
        ] as never,
        false as never,
      )) as (...args: never[]) => unknown;
  const box: [string, Kind][] = [...moving, ['b0', 'vec2'], ['b1', 'vec2'], ['hb', 'extents2']];
  const stillBox: [string, Kind][] = [
    ['c', 'vec2'],
    ['r', 'radius'],
    ['b', 'vec2'],
    ['hb', 'extents2'],
  ];
  const separateBox: [string, Kind][] = [
    ['c', 'vec2'],
    ['r', 'radius'],
    ['mc', 'mass'],
    ['b', 'vec2'],
    ['hb', 'extents2'],
    ['mb', 'mass'],
  ];
  // The 3D pair: every 2D vector a vec3, the extents three.
  const in3 = (params: [string, Kind][]): [string, Kind][] =>
    params.map(([name, kind]) => [
      name,
      kind === 'vec2' ? 'vec3' : kind === 'extents2' ? 'extents3' : kind,
    ]);
  return [
    { name: 'sweptCircleBox', call: core.sweptCircleBox, params: box },
    { name: 'sweptSphereCuboid', call: core.sweptSphereCuboid, params: in3(box) },
    { name: 'sphereCuboidTimeOfImpact', call: core.sphereCuboidTimeOfImpact, params: in3(box) },
    { name: 'sphereCuboidOverlap', call: core.sphereCuboidOverlap, params: in3(stillBox) },
    { name: 'separateSphereCuboid', call: core.separateSphereCuboid, params: in3(separateBox) },
    { name: 'circleBoxTimeOfImpact', call: core.circleBoxTimeOfImpact, params: box },
    { name: 'circleBoxOverlap', call: core.circleBoxOverlap, params: stillBox },
    { name: 'separateCircleBox', call: core.separateCircleBox, params: separateBox },
    { name: 'sweptCircleSegment', call: core.sweptCircleSegment, params: segment },
    { name: 'circleSegmentTimeOfImpact', call: core.circleSegmentTimeOfImpact, params: segment },
    {
      name: 'circleSegmentTimeOfImpactInto',
      call: withOut(core.createSegmentContact, core.circleSegmentTimeOfImpactInto),
      params: segment,
    },
    {
      name: 'circlePolylineTimeOfImpact',
      call: polyline(core.circlePolylineTimeOfImpact),
      params: moving,
    },
    {
      name: 'circlePolylineTimeOfImpactInto',
      call: withOut(core.createPolylineContact, polyline(core.circlePolylineTimeOfImpactInto)),
      params: moving,
    },
    { name: 'circleSegmentOverlap', call: core.circleSegmentOverlap, params: still2 },
    { name: 'separateCircleSegment', call: core.separateCircleSegment, params: still2 },
    { name: 'sweptSphereTriangle', call: core.sweptSphereTriangle, params: triangle },
    { name: 'sphereTriangleTimeOfImpact', call: core.sphereTriangleTimeOfImpact, params: triangle },
    {
      name: 'sphereTriangleTimeOfImpactInto',
      call: withOut(core.createTriangleContact, core.sphereTriangleTimeOfImpactInto),
      params: triangle,
    },
    { name: 'sphereTriangleOverlap', call: core.sphereTriangleOverlap, params: still3 },
    { name: 'separateSphereTriangle', call: core.separateSphereTriangle, params: still3 },
  ];
}

function valid(kind: Kind, k: number): unknown {
  if (kind === 'vec2') return { x: k, y: -k };
  if (kind === 'vec3') return { x: k, y: -k, z: 2 * k };
  if (kind === 'extents2') return { x: k, y: 2 * k };
  if (kind === 'extents3') return { x: k, y: 2 * k, z: 3 * k };
  return kind === 'mass' ? 1 : 1;
}

const NOT_FINITE = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
const OUT_OF_RANGE = [2 ** 201, -(2 ** 201), 2 ** -201, -(2 ** -1074), 1e300];

describe.each(QUERIES)('$name rejects bad input', ({ call, params }) => {
  const good = () => params.map(([, kind], k) => valid(kind, k + 1));
  const callWith = (index: number, value: unknown) => {
    const args = good();
    args[index] = value;
    return () => call(...(args as never[]));
  };

  it('accepts the valid baseline', () => {
    expect(callWith(0, good()[0])).not.toThrow();
  });

  params.forEach(([name, kind], index) => {
    if (kind === 'vec2' || kind === 'vec3') {
      const axes = kind === 'vec2' ? ['x', 'y'] : ['x', 'y', 'z'];
      it.each(axes)(`${name}.%s: non-finite and out-of-range components`, (axis) => {
        for (const bad of [...NOT_FINITE, ...OUT_OF_RANGE]) {
          const v = { ...(valid(kind, 1) as object), [axis]: bad };
          expect(callWith(index, v)).toThrow(RangeError);
          expect(callWith(index, v)).toThrow(new RegExp(`^${name}\\.${axis} must be `));
        }
      });
      it(`${name}: components that are not numbers`, () => {
        // Coordinates only meet subtraction, which reads a numeric string as its
        // number; whatever it reads as NaN is refused, naming the component.
        for (const axis of axes) {
          for (const bad of ['five', undefined, {}]) {
            const v = { ...(valid(kind, 1) as object), [axis]: bad };
            expect(callWith(index, v)).toThrow(RangeError);
            expect(callWith(index, v)).toThrow(
              new RegExp(`^${name}\\.${axis} must be a finite number`),
            );
          }
        }
      });
      it(`${name}: not an object`, () => {
        for (const bad of [null, undefined, 3]) {
          expect(callWith(index, bad)).toThrow(new RegExp(`^${name}`));
        }
      });
    } else if (kind === 'extents2' || kind === 'extents3') {
      const axes = kind === 'extents2' ? ['x', 'y'] : ['x', 'y', 'z'];
      it.each(axes)(
        `${name}.%s: negative, non-finite, out-of-range and non-number extents`,
        (axis) => {
          const at = (bad: unknown) =>
            callWith(index, { ...(valid(kind, 1) as object), [axis]: bad });
          for (const bad of [
            -1,
            -(2 ** -1074),
            ...NOT_FINITE,
            2 ** 201,
            2 ** -201,
            '1',
            1n,
            null,
          ]) {
            expect(at(bad)).toThrow(RangeError);
            expect(at(bad)).toThrow(new RegExp(`^${name}\\.${axis} must be `));
          }
          expect(at(-1)).toThrow(`${name}.${axis} must be >= 0 (got -1)`);
          expect(at(0)).not.toThrow();
        },
      );
      it(`${name}: not an object`, () => {
        for (const bad of [null, undefined, 3]) {
          expect(callWith(index, bad)).toThrow(new RegExp(`^${name} must be an object`));
        }
      });
    } else if (kind === 'radius') {
      it(`${name}: negative, non-finite and out-of-range radii`, () => {
        for (const bad of [
          -1,
          -(2 ** -1074),
          ...NOT_FINITE,
          ...OUT_OF_RANGE.filter((x) => x > 0),
        ]) {
          expect(callWith(index, bad)).toThrow(RangeError);
          expect(callWith(index, bad)).toThrow(new RegExp(`^${name} must be `));
        }
        // A radius meets `ra + rb`, where a string would concatenate: only numbers pass.
        for (const bad of ['1', true, null, 1n]) {
          expect(callWith(index, bad)).toThrow(RangeError);
          expect(callWith(index, bad)).toThrow(new RegExp(`^${name} must be a finite number`));
        }
        expect(callWith(index, -1)).toThrow(`${name} must be >= 0 (got -1)`);
        expect(callWith(index, Number.NaN)).toThrow(`${name} must be a finite number (got NaN)`);
        expect(callWith(index, 0)).not.toThrow();
        expect(callWith(index, -0)).not.toThrow();
      });
    } else {
      it(`${name}: masses that are not > 0; Infinity is allowed`, () => {
        for (const bad of [0, -0, -1, Number.NaN, Number.NEGATIVE_INFINITY]) {
          expect(callWith(index, bad)).toThrow(RangeError);
          expect(callWith(index, bad)).toThrow(new RegExp(`^${name} must be > 0 `));
        }
        expect(callWith(index, 0)).toThrow(`${name} must be > 0 (got 0)`);
        expect(callWith(index, -0)).toThrow(`${name} must be > 0 (got -0)`);
        expect(callWith(index, Number.POSITIVE_INFINITY)).not.toThrow();
        expect(callWith(index, 1e-300)).not.toThrow();
      });
    }
  });
});

describe('the input range', () => {
  it('accepts exactly 0 and magnitudes in [INPUT_MIN, INPUT_MAX] = [2^-200, 2^200]', () => {
    expect(core.INPUT_MIN).toBe(2 ** -200);
    expect(core.INPUT_MAX).toBe(2 ** 200);
    const at = (x: number) => () => core.circlesOverlap({ x, y: 0 }, 1, { x: 0, y: 0 }, 1);
    for (const ok of [0, -0, core.INPUT_MIN, -core.INPUT_MIN, core.INPUT_MAX, -core.INPUT_MAX]) {
      expect(at(ok)).not.toThrow();
    }
    const [below, above] = [core.INPUT_MIN * (1 - 2 ** -53), core.INPUT_MAX * (1 + 2 ** -52)];
    for (const bad of [below, -below, above, -above]) expect(at(bad)).toThrow(/^a\.x must be 0 or/);
  });
});

describe('the 3D flat checks (swept: 14 values, v === t - (t - v) with t = 2^-147; still: 8 values, |v| against both ends)', () => {
  // The rule, from the contract: a number that is 0 or of magnitude in [2^-200, 2^200]; a radius also >= 0.
  const allowed = (v: unknown, radius: boolean) =>
    typeof v === 'number' &&
    (v === 0 || (Math.abs(v) >= 2 ** -200 && Math.abs(v) <= 2 ** 200)) &&
    !(radius && v < 0);
  const ulp = 2 ** -52;
  // Valid values: both range ends and one ulp inside, t = 2^-147 and its neighbours, zeros, and
  // the band where the fast test refuses valid values (|v| < 2^-93) and the named checks accept.
  const good = fc.oneof(
    fc.constantFrom(
      0,
      -0,
      2 ** -200,
      2 ** -200 * (1 + ulp),
      2 ** 200,
      2 ** 200 * (1 - ulp / 2),
      2 ** -147,
      2 ** -147 * (1 + ulp),
      2 ** -147 * (1 - ulp / 2),
    ),
    fc.double({ min: 2 ** -200, max: 2 ** -90, noNaN: true }),
    fc.double({ min: 1, max: 1000, noNaN: true }),
  );
  // Bad values: one ulp outside either end, below 2^-200 down to the subnormals, non-numbers.
  const bad = fc.oneof(
    fc.constantFrom(2 ** -200 * (1 - ulp / 2), 2 ** 200 * (1 + ulp), 2 ** -201, 2 ** -1074),
    fc.double({ min: 2 ** -1074, max: 2 ** -200, maxExcluded: true, noNaN: true }),
    fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, '1', 1n, true, null),
  );
  const sign = (v: unknown, negate: boolean) => (negate && typeof v === 'number' ? -v : v);
  const names = ['a0.x', 'a0.y', 'a0.z', 'a1.x', 'a1.y', 'a1.z', 'ra'].concat([
    'b0.x',
    'b0.y',
    'b0.z',
    'b1.x',
    'b1.y',
    'b1.z',
    'rb',
  ]);
  for (const [name, call] of [
    ['sweptSpheres', core.sweptSpheres],
    ['spheresTimeOfImpact', core.spheresTimeOfImpact],
  ] as const) {
    it(`${name} throws exactly when some value breaks the rule, naming the first`, () => {
      const values = fc.array(fc.tuple(good, fc.boolean()), { minLength: 14, maxLength: 14 });
      const spoil = fc.option(fc.tuple(fc.nat(13), fc.oneof(bad, good), fc.boolean()));
      fc.assert(
        fc.property(values, spoil, (pairs, spoiled) => {
          const v = pairs.map(([x, negate], k) => sign(x, negate && k !== 6 && k !== 13));
          if (spoiled !== null) v[spoiled[0]] = sign(spoiled[1], spoiled[2]);
          const vec = (k: number) => ({ x: v[k], y: v[k + 1], z: v[k + 2] });
          const args = [vec(0), vec(3), v[6], vec(7), vec(10), v[13]];
          const first = v.findIndex((x, k) => !allowed(x, k === 6 || k === 13));
          const thrown = thrownBy(() => (call as (...a: unknown[]) => unknown)(...args));
          if (first < 0) expect(thrown).toBeUndefined();
          else {
            expect(thrown).toBeInstanceOf(RangeError);
            expect((thrown as RangeError).message.startsWith(`${names[first]} must be `)).toBe(
              true,
            );
          }
        }),
        { numRuns: 1000 },
      );
    });
  }

  // The still-sphere block (`checkOverlap3`: eight values, |v| against both ends) draws from the
  // same values: the fast test must accept and refuse exactly what the rule does.
  const overlapNames = ['a.x', 'a.y', 'a.z', 'ra', 'b.x', 'b.y', 'b.z', 'rb'];
  const separate = (a: unknown, ra: unknown, b: unknown, rb: unknown) =>
    core.separateSpheres(a as never, ra as never, 1, b as never, rb as never, 1);
  for (const [name, call] of [
    ['spheresOverlap', core.spheresOverlap],
    ['separateSpheres', separate],
  ] as const) {
    it(`${name} throws exactly when some value breaks the rule, naming the first`, () => {
      const values = fc.array(fc.tuple(good, fc.boolean()), { minLength: 8, maxLength: 8 });
      const spoil = fc.option(fc.tuple(fc.nat(7), fc.oneof(bad, good), fc.boolean()));
      fc.assert(
        fc.property(values, spoil, (pairs, spoiled) => {
          const v = pairs.map(([x, negate], k) => sign(x, negate && k !== 3 && k !== 7));
          if (spoiled !== null) v[spoiled[0]] = sign(spoiled[1], spoiled[2]);
          const args = [{ x: v[0], y: v[1], z: v[2] }, v[3], { x: v[4], y: v[5], z: v[6] }, v[7]];
          const first = v.findIndex((x, k) => !allowed(x, k === 3 || k === 7));
          const thrown = thrownBy(() => (call as (...a: unknown[]) => unknown)(...args));
          if (first < 0) expect(thrown).toBeUndefined();
          else {
            expect(thrown).toBeInstanceOf(RangeError);
            expect(
              (thrown as RangeError).message.startsWith(`${overlapNames[first]} must be `),
            ).toBe(true);
          }
        }),
        { numRuns: 1000 },
      );
    });
  }

  it('an object with a valueOf is refused, whatever number it gives', () => {
    const o = { x: 0, y: 0, z: 0 };
    const sly = { valueOf: () => 1 };
    expect(() => core.sweptSpheres({ ...o, y: sly as never }, o, 1, o, o, 1)).toThrow(
      /^a0\.y must be a finite number/,
    );
  });
});

describe('two immovable bodies', () => {
  it('are a RangeError naming mb', () => {
    const inf = Number.POSITIVE_INFINITY;
    expect(() => core.separateCircles({ x: 0, y: 0 }, 1, inf, { x: 1, y: 0 }, 1, inf)).toThrow(
      /^mb must be finite when ma is Infinity/,
    );
    const o = { x: 0, y: 0, z: 0 };
    expect(() => core.separateSpheres(o, 1, inf, o, 1, inf)).toThrow(RangeError);
    const h = { x: 1, y: 1 };
    expect(() => core.separateCircleBox({ x: 0, y: 0 }, 1, inf, { x: 1, y: 0 }, h, inf)).toThrow(
      /^mb must be finite when mc is Infinity/,
    );
    expect(() => core.separateSphereCuboid(o, 1, inf, o, { ...o, z: 1 }, inf)).toThrow(
      /^mb must be finite when mc is Infinity/,
    );
  });
});

/** Deep-freezes a value: any write by the code under test then throws (ESM is strict). */
function freeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) freeze(v);
    Object.freeze(value);
  }
  return value;
}

function numbers(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(numbers);
  return [];
}

/** The components of every `{x, y(, z)}` inside a result (positions and normals). */
function vectors(value: unknown): number[] {
  if (typeof value !== 'object' || value === null) return [];
  if ('x' in value) return numbers(value);
  return Object.values(value).flatMap(vectors);
}

describe('inputs and results', () => {
  const inputs2 = fc.oneof(dyadicSwept2, wideSwept2);
  const inputs3 = fc.oneof(dyadicSwept3, wideSwept3);

  it('inputs are never mutated; results are finite, and every returned position is a valid input', () => {
    fc.assert(
      fc.property(inputs2, inputs3, fc.double({ min: 1e-3, max: 1e3, noNaN: true }), (i, j, m) => {
        const { a0, a1, ra, b0, b1, rb } = freeze(structuredClone(i));
        const s = freeze(structuredClone(j));
        const results: unknown[] = [
          core.sweptCircles(a0, a1, ra, b0, b1, rb),
          core.circlesTimeOfImpact(a0, a1, ra, b0, b1, rb),
          core.circlesTimeOfImpactInto(core.createTimeOfImpact2(), a0, a1, ra, b0, b1, rb),
          core.raySegment(a0, a1, b0, b1),
          core.circlesOverlap(a0, ra, b0, rb),
          core.separateCircles(a0, ra, m, b0, rb, 1),
          core.sweptSpheres(s.a0, s.a1, s.ra, s.b0, s.b1, s.rb),
          core.spheresTimeOfImpact(s.a0, s.a1, s.ra, s.b0, s.b1, s.rb),
          core.spheresOverlap(s.a0, s.ra, s.b0, s.rb),
          core.separateSpheres(s.a0, s.ra, 1, s.b0, s.rb, m),
          // The wall queries on the same values (b0 → b1 as the wall).
          core.sweptCircleSegment(a0, a1, ra, b0, b1),
          core.circleSegmentTimeOfImpact(a0, a1, ra, b0, b1),
          core.circlePolylineTimeOfImpact(a0, a1, ra, [b0, b1, a1], true),
          core.circleSegmentOverlap(a0, ra + m, b0, b1),
          core.separateCircleSegment(a0, ra + m, b0, b1),
          core.sweptSphereTriangle(s.a0, s.a1, s.ra, s.b0, s.b1, s.a1),
          core.sphereTriangleTimeOfImpact(s.a0, s.a1, s.ra, s.b0, s.b1, s.a1),
          core.sphereTriangleOverlap(s.a0, s.ra + m, s.b0, s.b1, s.a1),
          core.separateSphereTriangle(s.a0, s.ra + m, s.b0, s.b1, s.a1),
        ];
        expect(i).toEqual({ a0, a1, ra, b0, b1, rb });
        for (const x of numbers(results)) expect(Number.isFinite(x)).toBe(true);
        for (const x of vectors(results)) {
          // A valid input again: 0 or a magnitude in [2^-200, 2^200].
          expect(x === 0 || (Math.abs(x) >= core.INPUT_MIN && Math.abs(x) <= core.INPUT_MAX)).toBe(
            true,
          );
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the exported input predicates', () => {
  const { coordinateInRange, radiusInRange, vec2InRange, vec3InRange, INPUT_MAX, INPUT_MIN } = core;

  it('accept exactly what the documented range accepts', () => {
    // The range from the docs: 0, or a magnitude in [2^-200, 2^200]; radii also >= 0.
    for (const x of [0, -0, 1, -1, 2 ** 200, -(2 ** 200), 2 ** -200, -(2 ** -200)]) {
      expect(coordinateInRange(x)).toBe(true);
    }
    for (const x of [2 ** 201, 2 ** -201, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(coordinateInRange(x)).toBe(false);
    }
    expect(radiusInRange(1)).toBe(true);
    expect(radiusInRange(-1)).toBe(false);
    expect(radiusInRange('1' as unknown as number)).toBe(false);
    expect(vec2InRange({ x: 1, y: 2 ** 201 })).toBe(false);
    expect(vec3InRange({ x: 1, y: 2, z: 3 })).toBe(true);
    expect(vec2InRange(null as unknown as core.Vec2)).toBe(false);
  });

  it('agree with the queries: in range never throws, out of range always does', () => {
    const doubles = fc.oneof(
      fc.double({ noNaN: false }),
      fc.constantFrom(0, INPUT_MAX, INPUT_MIN, INPUT_MAX * 2, INPUT_MIN / 2),
    );
    fc.assert(
      fc.property(doubles, doubles, fc.double({ min: -2, max: 2 ** 210 }), (x, y, r) => {
        const a = { x, y };
        const call = () => core.circlesOverlap(a, r, { x: 0, y: 0 }, 1);
        if (vec2InRange(a) && radiusInRange(r)) expect(call).not.toThrow();
        else expect(call).toThrow(RangeError);
      }),
    );
  });
});

/*
 * The holes issue 13 closed, and every bad-input class, at every argument
 * position of every query: a numeric string coordinate (once read as its
 * number), a BigInt (once a TypeError from deep inside), a subnormal or a
 * magnitude just outside [2^-200, 2^200]. The expected message is derived
 * from the contract's wording, never from the code.
 */
/** What `call` throws (undefined when it returns). */
function thrownBy(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('bad values at every argument position', () => {
  const coordinateBad = fc.oneof(
    fc.constantFrom('1', '0', ' 2 ', 1n, 0n, -3n, Number.NaN, Number.POSITIVE_INFINITY),
    fc.constantFrom(undefined, null, true, {}, [1]),
    // Subnormals and magnitudes below 2^-200, any sign.
    fc.double({ min: 2 ** -1074, max: 2 ** -200, maxExcluded: true, noNaN: true }),
    fc.double({ min: -(2 ** -200), max: -(2 ** -1074), minExcluded: true, noNaN: true }),
    // Above 2^200, including values whose squares overflow.
    fc.double({ min: 2 ** 200, minExcluded: true, noDefaultInfinity: true, noNaN: true }),
    fc.double({ max: -(2 ** 200), maxExcluded: true, noDefaultInfinity: true, noNaN: true }),
  );
  /** What the contract says about a bad value, as the start of its message. */
  const rule = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value)
      ? 'must be 0 or have a magnitude in [2^-200, 2^200]'
      : 'must be a finite number';

  it.each(QUERIES)(
    '$name: a RangeError naming the component, nothing returned',
    ({ call, params }) => {
      fc.assert(
        fc.property(fc.nat(), fc.nat(2), coordinateBad, (pick, axisPick, bad) => {
          const positions = params.filter(([, kind]) => kind === 'vec2' || kind === 'vec3');
          const [name, kind] = positions[pick % positions.length]!;
          const index = params.findIndex(([n]) => n === name);
          const axes = kind === 'vec2' ? ['x', 'y'] : ['x', 'y', 'z'];
          const axis = axes[axisPick % axes.length]!;
          const args = params.map(([, k], j) => valid(k, j + 1));
          args[index] = { ...(args[index] as object), [axis]: bad };
          const thrown = thrownBy(() => call(...(args as never[])));
          expect(thrown).toBeInstanceOf(RangeError);
          expect(
            (thrown as RangeError).message.startsWith(`${name}.${axis} ${rule(bad)} (got `),
          ).toBe(true);
        }),
        { numRuns: 300 },
      );
    },
  );

  it.each(QUERIES.filter((q) => q.params.some(([, k]) => k === 'radius')))(
    '$name: bad radii and masses name the parameter',
    ({ call, params }) => {
      const radiusBad = fc.oneof(coordinateBad, fc.constantFrom(-1, -(2 ** -1074), -(2 ** 200)));
      fc.assert(
        fc.property(fc.nat(), radiusBad, (pick, bad) => {
          const numbers = params.filter(([, kind]) => kind === 'radius' || kind === 'mass');
          const [name, kind] = numbers[pick % numbers.length]!;
          const index = params.findIndex(([n]) => n === name);
          const args = params.map(([, k], j) => valid(k, j + 1));
          args[index] = bad;
          const isMassOk = kind === 'mass' && typeof bad === 'number' && bad > 0;
          if (isMassOk) return; // a tiny or huge mass is a valid mass
          const thrown = thrownBy(() => call(...(args as never[])));
          expect(thrown).toBeInstanceOf(RangeError);
          const message = (thrown as RangeError).message;
          expect(message.startsWith(`${name} must be `)).toBe(true);
        }),
        { numRuns: 300 },
      );
    },
  );

  it('the three holes read as the contract says', () => {
    const o = { x: 0, y: 0 };
    expect(() => core.sweptCircles({ x: '1' as never, y: 0 }, o, 1, o, o, 1)).toThrow(
      new RangeError('a0.x must be a finite number (got "1")'),
    );
    expect(() => core.circlesOverlap(o, 1, { x: 0, y: 2n as never }, 1)).toThrow(
      new RangeError('b.y must be a finite number (got 2n)'),
    );
    expect(() => core.raySegment(o, o, o, { x: 2 ** -1074, y: 0 })).toThrow(
      new RangeError('s1.x must be 0 or have a magnitude in [2^-200, 2^200] (got 5e-324)'),
    );
  });

  it('valid inputs never throw (random values anywhere in the declared range)', () => {
    const coordinate = fc.oneof(
      fc.constant(0),
      fc.constant(-0),
      fc.double({ min: 2 ** -200, max: 2 ** 200, noNaN: true }),
      fc.double({ min: -(2 ** 200), max: -(2 ** -200), noNaN: true }),
    );
    const radius = fc.oneof(
      fc.constant(0),
      fc.double({ min: 2 ** -200, max: 2 ** 200, noNaN: true }),
    );
    const mass = fc.oneof(
      fc.constant(Number.POSITIVE_INFINITY),
      fc.double({ min: 2 ** -1074, noNaN: true, noDefaultInfinity: true }),
    );
    const vec2 = fc.record({ x: coordinate, y: coordinate });
    const vec3 = fc.record({ x: coordinate, y: coordinate, z: coordinate });
    const extents2 = fc.record({ x: radius, y: radius });
    const extents3 = fc.record({ x: radius, y: radius, z: radius });
    const arb: Record<Kind, fc.Arbitrary<unknown>> = {
      vec2,
      vec3,
      radius,
      mass,
      extents2,
      extents3,
    };
    // A cast also refuses valid `c` and `d` whose sum leaves the range (its own test above).
    for (const { call, params } of QUERIES.filter((q) => !q.name.startsWith('cast'))) {
      fc.assert(
        fc.property(fc.tuple(...params.map(([, kind]) => arb[kind])), (args) => {
          // Two immovable bodies are the one refusal of valid values.
          if (args[2] === Number.POSITIVE_INFINITY && args[5] === Number.POSITIVE_INFINITY) return;
          call(...(args as never[]));
        }),
        { numRuns: 200 },
      );
    }
  });
});
