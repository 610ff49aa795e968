/**
 * Batch forms: element-wise equal to the scalar queries, count and views,
 * errors naming the bad array element.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
  type Vec3,
} from '../src/index.ts';
import {
  dyadicSwept2,
  dyadicSwept3,
  type Swept2,
  type Swept3,
  wideSwept2,
  wideSwept3,
} from './arbitraries.ts';
import { type BoxInput, dyadicBoxes, wideBoxes } from './box-oracle.ts';

/** One mover (the first case's A) against every case's B, as arrays. */
function circles(cases: Swept2[]): MovingCircles {
  const f = (g: (c: Swept2) => number) => Float64Array.from(cases, g);
  return {
    x0: f((c) => c.b0.x),
    y0: f((c) => c.b0.y),
    x1: f((c) => c.b1.x),
    y1: f((c) => c.b1.y),
    r: f((c) => c.rb),
  };
}

function spheres(cases: Swept3[]): MovingSpheres {
  const f = (g: (c: Swept3) => number) => Float64Array.from(cases, g);
  return {
    x0: f((c) => c.b0.x),
    y0: f((c) => c.b0.y),
    z0: f((c) => c.b0.z),
    x1: f((c) => c.b1.x),
    y1: f((c) => c.b1.y),
    z1: f((c) => c.b1.z),
    r: f((c) => c.rb),
  };
}

/** Cases sharing one mover: A from the first case, B from each. */
const group2 = fc.array(fc.oneof(dyadicSwept2, wideSwept2), { minLength: 1, maxLength: 40 });
const group3 = fc.array(fc.oneof(dyadicSwept3, wideSwept3), { minLength: 1, maxLength: 40 });

describe('sweptCirclesBatch / circlesTimeOfImpactBatch', () => {
  it('equal the scalar queries element-wise, and count the hits', () => {
    fc.assert(
      fc.property(group2, (cases) => {
        const { a0, a1, ra } = cases[0]!;
        const bodies = circles(cases);
        const hits = new Uint8Array(cases.length);
        const t = new Float64Array(cases.length).fill(7);
        const n = sweptCirclesBatch(a0, a1, ra, bodies, hits);
        const want = cases.map((c) => sweptCircles(a0, a1, ra, c.b0, c.b1, c.rb));
        expect([...hits]).toEqual(want.map((h) => (h ? 1 : 0)));
        expect(n).toBe(want.filter(Boolean).length);
        const hits2 = new Uint8Array(cases.length);
        expect(circlesTimeOfImpactBatch(a0, a1, ra, bodies, hits2, t)).toBe(n);
        expect(hits2).toEqual(hits);
        cases.forEach((c, i) => {
          const toi = circlesTimeOfImpact(a0, a1, ra, c.b0, c.b1, c.rb);
          // Misses leave t[i] as it was.
          expect(t[i]).toBe(toi === null ? 7 : toi.t);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('test only the first count bodies, and work on subarray views', () => {
    const bodies: MovingCircles = {
      x0: Float64Array.of(5, 100, 5, 5),
      y0: Float64Array.of(0, 0, 0, 0),
      x1: Float64Array.of(5, 100, 5, 5),
      y1: Float64Array.of(0, 0, 0, 0),
      r: Float64Array.of(1, 1, 1, 1),
    };
    const hits = new Uint8Array(4).fill(9);
    const a0 = { x: 0, y: 0 };
    const a1 = { x: 10, y: 0 };
    expect(sweptCirclesBatch(a0, a1, 1, bodies, hits, 2)).toBe(1);
    expect([...hits]).toEqual([1, 0, 9, 9]);
    const view = (a: Float64Array) => a.subarray(2);
    const tail = {
      x0: view(bodies.x0),
      y0: view(bodies.y0),
      x1: view(bodies.x1),
      y1: view(bodies.y1),
      r: view(bodies.r),
    };
    expect(sweptCirclesBatch(a0, a1, 1, tail, hits.subarray(2))).toBe(2);
    expect([...hits]).toEqual([1, 0, 1, 1]);
  });

  it('refuse a count beyond any array, naming the shortest', () => {
    const bodies: MovingCircles = {
      x0: new Float64Array(4),
      y0: new Float64Array(4),
      x1: new Float64Array(3),
      y1: new Float64Array(4),
      r: new Float64Array(4),
    };
    const o = { x: 0, y: 0 };
    expect(() => sweptCirclesBatch(o, o, 1, bodies, new Uint8Array(4), 4)).toThrow(
      /^count must be <= bodies\.x1\.length = 3 \(got 4\)/,
    );
    expect(() => sweptCirclesBatch(o, o, 1, bodies, new Uint8Array(2), 3)).toThrow(
      /^count must be <= hits\.length = 2/,
    );
    expect(() =>
      circlesTimeOfImpactBatch(o, o, 1, bodies, new Uint8Array(4), new Float64Array(1), 3),
    ).toThrow(/^count must be <= t\.length = 1/);
    expect(() => sweptCirclesBatch(o, o, 1, bodies, new Uint8Array(4), -1)).toThrow(
      /^count must be a non-negative integer/,
    );
    expect(() => sweptCirclesBatch(o, o, 1, bodies, new Uint8Array(4), 1.5)).toThrow(RangeError);
    // The default count is bodies.x0.length, so a short x1 is caught too.
    expect(() => sweptCirclesBatch(o, o, 1, bodies, new Uint8Array(4))).toThrow(
      /^count must be <= bodies\.x1/,
    );
  });

  it('refuse bad target arguments before touching the arrays', () => {
    const bodies: MovingCircles = {
      x0: new Float64Array(1),
      y0: new Float64Array(1),
      x1: new Float64Array(1),
      y1: new Float64Array(1),
      r: new Float64Array(1),
    };
    const hits = new Uint8Array(1).fill(5);
    expect(() =>
      sweptCirclesBatch({ x: Number.NaN, y: 0 }, { x: 0, y: 0 }, 1, bodies, hits),
    ).toThrow(/^a0\.x must be a finite number/);
    expect(() => sweptCirclesBatch({ x: 0, y: 0 }, { x: 0, y: 0 }, -2, bodies, hits)).toThrow(
      /^ra must be >= 0/,
    );
    expect(hits[0]).toBe(5);
  });

  it.each([
    ['x0', Number.NaN, 'bodies.x0[2] must be a finite number (got NaN)'],
    ['y1', Number.POSITIVE_INFINITY, 'bodies.y1[2] must be a finite number (got Infinity)'],
    ['x1', 1e300, 'bodies.x1[2] must be 0 or have a magnitude in [2^-200, 2^200] (got 1e+300)'],
    ['r', -1, 'bodies.r[2] must be >= 0 (got -1)'],
    ['r', Number.NaN, 'bodies.r[2] must be a finite number (got NaN)'],
  ] as const)('refuse bodies.%s[i] = %s, naming the element', (field, value, message) => {
    const bodies: MovingCircles = {
      x0: Float64Array.of(1, 2, 3, 4),
      y0: Float64Array.of(1, 2, 3, 4),
      x1: Float64Array.of(1, 2, 3, 4),
      y1: Float64Array.of(1, 2, 3, 4),
      r: Float64Array.of(1, 1, 1, 1),
    };
    bodies[field][2] = value;
    const o = { x: 0, y: 0 };
    expect(() => sweptCirclesBatch(o, o, 1, bodies, new Uint8Array(4))).toThrow(message);
    expect(() =>
      circlesTimeOfImpactBatch(o, o, 1, bodies, new Uint8Array(4), new Float64Array(4)),
    ).toThrow(message);
  });
});

describe('sweptSpheresBatch / spheresTimeOfImpactBatch', () => {
  it('equal the scalar queries element-wise, and count the hits', () => {
    fc.assert(
      fc.property(group3, (cases) => {
        const { a0, a1, ra } = cases[0]!;
        const bodies = spheres(cases);
        const hits = new Uint8Array(cases.length);
        const t = new Float64Array(cases.length).fill(7);
        const n = sweptSpheresBatch(a0, a1, ra, bodies, hits);
        const want = cases.map((c) => sweptSpheres(a0, a1, ra, c.b0, c.b1, c.rb));
        expect([...hits]).toEqual(want.map((h) => (h ? 1 : 0)));
        expect(n).toBe(want.filter(Boolean).length);
        expect(spheresTimeOfImpactBatch(a0, a1, ra, bodies, new Uint8Array(cases.length), t)).toBe(
          n,
        );
        cases.forEach((c, i) => {
          const toi = spheresTimeOfImpact(a0, a1, ra, c.b0, c.b1, c.rb);
          expect(t[i]).toBe(toi === null ? 7 : toi.t);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('name the bad element and the short array', () => {
    const f = () => Float64Array.of(1, 2, 3);
    const bodies: MovingSpheres = { x0: f(), y0: f(), z0: f(), x1: f(), y1: f(), z1: f(), r: f() };
    const o: Vec3 = { x: 0, y: 0, z: 0 };
    bodies.z1[1] = Number.NaN;
    expect(() => sweptSpheresBatch(o, o, 1, bodies, new Uint8Array(3))).toThrow(
      'bodies.z1[1] must be a finite number (got NaN)',
    );
    expect(() =>
      spheresTimeOfImpactBatch(o, o, 1, bodies, new Uint8Array(3), new Float64Array(2)),
    ).toThrow(/^count must be <= t\.length = 2/);
  });
});

/*
 * A batch refuses exactly what its scalar form refuses, naming the element
 * (`bodies.x0[17]`), in all four batch forms: a subnormal and a magnitude
 * beyond 2^200 that does not overflow were accepted before issue 13. Body
 * arrays must be Float64Arrays (a plain array could hold a numeric string or
 * a BigInt); the target's holes are the scalar ones.
 */
describe.each([2, 3] as const)('the box batch forms in %iD', (dim) => {
  const AXES = dim === 2 ? (['x', 'y'] as const) : (['x', 'y', 'z'] as const);
  const group = fc.array(fc.oneof(dyadicBoxes(dim), wideBoxes(dim)), {
    minLength: 1,
    maxLength: 40,
  });
  /** One mover (the first case's A) against every case's B, as arrays. */
  const boxes = (cases: BoxInput[]) => {
    const f = (g: (c: BoxInput) => number) => Float64Array.from(cases, g);
    const out: Record<string, Float64Array> = {};
    for (const k of AXES) {
      out[`${k}0`] = f((c) => c.b0[k]!);
      out[`${k}1`] = f((c) => c.b1[k]!);
      out[`h${k}`] = f((c) => c.hb[k]!);
    }
    return out;
  };
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

  it('equal the scalar queries element-wise, bit for bit, and count the hits', () => {
    fc.assert(
      fc.property(group, (cases) => {
        const { a0, a1, ha } = cases[0]!;
        const bodies = boxes(cases);
        const hits = new Uint8Array(cases.length);
        const t = new Float64Array(cases.length).fill(7);
        const n = sweptBatch(a0, a1, ha, bodies, hits);
        const want = cases.map((c) => swept(a0, a1, ha, c.b0, c.b1, c.hb));
        expect([...hits]).toEqual(want.map((h) => (h ? 1 : 0)));
        expect(n).toBe(want.filter(Boolean).length);
        const hits2 = new Uint8Array(cases.length);
        expect(toiBatch(a0, a1, ha, bodies, hits2, t)).toBe(n);
        expect(hits2).toEqual(hits);
        cases.forEach((c, i) => {
          const hit = toi(a0, a1, ha, c.b0, c.b1, c.hb);
          expect(Object.is(t[i], hit === null ? 7 : hit.t)).toBe(true);
        });
        // Only the first `count` bodies are touched.
        const few = new Uint8Array(cases.length).fill(9);
        const half = cases.length >> 1;
        sweptBatch(a0, a1, ha, bodies, few, half);
        expect([...few.subarray(0, half)]).toEqual([...hits.subarray(0, half)]);
        expect([...few.subarray(half)].every((h) => h === 9)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('refuse a count beyond any array, naming the shortest', () => {
    const o = dim === 2 ? { x: 0, y: 0 } : { x: 0, y: 0, z: 0 };
    const bodies = boxes([{ a0: o, a1: o, ha: o, b0: o, b1: o, hb: o }]);
    bodies.hy = new Float64Array(0);
    expect(() => sweptBatch(o, o, o, bodies, new Uint8Array(1), 1)).toThrow(
      new RangeError('count must be <= bodies.hy.length = 0 (got 1)'),
    );
    expect(() => sweptBatch(o, o, { ...o, y: -1 }, bodies, new Uint8Array(1), 0)).toThrow(
      new RangeError('ha.y must be >= 0 (got -1)'),
    );
  });
});

describe('every batch form refuses what the scalar form refuses', () => {
  const o3: Vec3 = { x: 0, y: 0, z: 0 };
  type Batch = {
    name: string;
    fields: readonly string[];
    target: Record<string, number>;
    call: (a0: unknown, bodies: Record<string, unknown>, n: number) => number;
  };
  const BATCHES: Batch[] = [
    {
      name: 'sweptCirclesBatch',
      fields: ['x0', 'y0', 'x1', 'y1', 'r'],
      target: { x: 0, y: 0 },
      call: (a0, b, n) =>
        sweptCirclesBatch(a0 as never, { x: 0, y: 0 }, 1, b as never, new Uint8Array(n)),
    },
    {
      name: 'circlesTimeOfImpactBatch',
      fields: ['x0', 'y0', 'x1', 'y1', 'r'],
      target: { x: 0, y: 0 },
      call: (a0, b, n) =>
        circlesTimeOfImpactBatch(
          a0 as never,
          { x: 0, y: 0 },
          1,
          b as never,
          new Uint8Array(n),
          new Float64Array(n),
        ),
    },
    {
      name: 'sweptSpheresBatch',
      fields: ['x0', 'y0', 'z0', 'x1', 'y1', 'z1', 'r'],
      target: { ...o3 },
      call: (a0, b, n) => sweptSpheresBatch(a0 as never, o3, 1, b as never, new Uint8Array(n)),
    },
    {
      name: 'spheresTimeOfImpactBatch',
      fields: ['x0', 'y0', 'z0', 'x1', 'y1', 'z1', 'r'],
      target: { ...o3 },
      call: (a0, b, n) =>
        spheresTimeOfImpactBatch(
          a0 as never,
          o3,
          1,
          b as never,
          new Uint8Array(n),
          new Float64Array(n),
        ),
    },
    ...boxBatches(),
  ];
  const N = 8;
  /** The fields that must be `>= 0`: a radius, a half extent. */
  const extent = (field: string) => field === 'r' || field.startsWith('h');
  const bodiesOf = (fields: readonly string[]) =>
    Object.fromEntries(
      fields.map((f) => [f, Float64Array.from({ length: N }, (_, i) => (extent(f) ? 1 : i + 1))]),
    );
  const badNumber = fc.oneof(
    fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
    fc.double({ min: 2 ** -1074, max: 2 ** -200, maxExcluded: true, noNaN: true }),
    fc.double({ min: 2 ** 200, minExcluded: true, noDefaultInfinity: true, noNaN: true }),
    fc.double({ max: -(2 ** 200), maxExcluded: true, noDefaultInfinity: true, noNaN: true }),
  );
  const rule = (value: number) =>
    Number.isFinite(value)
      ? 'must be 0 or have a magnitude in [2^-200, 2^200]'
      : 'must be a finite number';

  it.each(BATCHES)(
    '$name: a bad body value anywhere is named, first one first',
    ({ fields, target, call }) => {
      fc.assert(
        fc.property(fc.nat(), fc.nat(N - 1), badNumber, fc.boolean(), (f, i, bad, negate) => {
          const bodies = bodiesOf(fields);
          const field = fields[f % fields.length]!;
          const value = negate && !extent(field) ? -bad : bad;
          (bodies[field] as Float64Array)[i] = value;
          // A radius's (an extent's) sign is checked first, as the scalar forms do.
          const expected = extent(field) && value < 0 ? 'must be >= 0' : rule(value);
          expect(() => call(target, bodies, N)).toThrow(
            new RangeError(`bodies.${field}[${i}] ${expected} (got ${value})`),
          );
        }),
        { numRuns: 200 },
      );
    },
  );

  it.each(BATCHES)(
    '$name: negative radii, plain arrays and target holes',
    ({ fields, target, call }) => {
      for (const field of fields.filter(extent)) {
        const bodies = bodiesOf(fields);
        (bodies[field] as Float64Array)[3] = -(2 ** -1074);
        expect(() => call(target, bodies, N)).toThrow(
          new RangeError(`bodies.${field}[3] must be >= 0 (got -5e-324)`),
        );
      }
      for (const field of fields) {
        const plain = { ...bodiesOf(fields), [field]: Array.from({ length: N }, () => '1') };
        expect(() => call(target, plain, N)).toThrow(
          new RangeError(`bodies.${field} must be a Float64Array (got Array)`),
        );
      }
      for (const [bad, got] of [
        ['1', '"1"'],
        [1n, '1n'],
        [2 ** -1074, '5e-324'],
      ] as const) {
        const rule =
          typeof bad === 'number'
            ? 'must be 0 or have a magnitude in [2^-200, 2^200]'
            : 'must be a finite number';
        expect(() => call({ ...target, x: bad }, bodiesOf(fields), N)).toThrow(
          new RangeError(`a0.x ${rule} (got ${got})`),
        );
      }
    },
  );

  it.each(BATCHES)(
    '$name: one ulp inside either range end passes, one ulp outside is named',
    ({ fields, target, call }) => {
      const ulp = 2 ** -52;
      const inside = [2 ** -200 * (1 + ulp), 2 ** 200 * (1 - ulp / 2)];
      const outside = [2 ** -200 * (1 - ulp / 2), 2 ** 200 * (1 + ulp)];
      for (const field of fields) {
        for (const [k, value] of [...inside, ...outside].entries()) {
          const bodies = bodiesOf(fields);
          (bodies[field] as Float64Array)[5] = value;
          if (k < inside.length) call(target, bodies, N);
          else {
            expect(() => call(target, bodies, N)).toThrow(
              new RangeError(`bodies.${field}[5] ${rule(value)} (got ${value})`),
            );
          }
        }
      }
    },
  );

  it.each(BATCHES)(
    '$name: zeros filling whole fields pass, and a bad value among them is still named',
    ({ fields, target, call }) => {
      fc.assert(
        fc.property(
          fc.subarray([...fields]),
          fc.nat(),
          fc.nat(N - 1),
          fc.option(badNumber),
          (zeroed, f, i, bad) => {
            const bodies = bodiesOf(fields);
            // Negative coordinates next to the zeros: only a radius must be >= 0.
            for (const field of fields) {
              const values = bodies[field] as Float64Array;
              if (!extent(field)) values.set(values.map((v) => -v));
            }
            for (const field of zeroed) (bodies[field] as Float64Array).fill(0);
            if (bad === null) return void call(target, bodies, N);
            const field = fields[f % fields.length]!;
            (bodies[field] as Float64Array)[i] = bad;
            const expected = extent(field) && bad < 0 ? 'must be >= 0' : rule(bad);
            expect(() => call(target, bodies, N)).toThrow(
              new RangeError(`bodies.${field}[${i}] ${expected} (got ${bad})`),
            );
          },
        ),
        { numRuns: 200 },
      );
    },
  );

  it.each(BATCHES)(
    '$name: every valid body value passes (0 and the range ends included)',
    ({ fields, target, call }) => {
      const edges = [0, -0, 2 ** -200, -(2 ** -200), 2 ** 200, -(2 ** 200)];
      fc.assert(
        fc.property(fc.nat(), fc.nat(N - 1), fc.constantFrom(...edges), (f, i, value) => {
          const bodies = bodiesOf(fields);
          const field = fields[f % fields.length]!;
          (bodies[field] as Float64Array)[i] = extent(field) ? Math.abs(value) : value;
          call(target, bodies, N);
        }),
        { numRuns: 100 },
      );
    },
  );
});

/** The box and cuboid batch forms, in the shape of the table above. */
function boxBatches() {
  const o2 = { x: 0, y: 0 };
  const o3 = { x: 0, y: 0, z: 0 };
  const h2 = { x: 1, y: 1 };
  const h3 = { x: 1, y: 1, z: 1 };
  const f2 = ['x0', 'y0', 'x1', 'y1', 'hx', 'hy'] as const;
  const f3 = ['x0', 'y0', 'z0', 'x1', 'y1', 'z1', 'hx', 'hy', 'hz'] as const;
  return [
    {
      name: 'sweptBoxesBatch',
      fields: f2,
      target: { ...o2 },
      call: (a0: unknown, b: Record<string, unknown>, n: number) =>
        sweptBoxesBatch(a0 as never, o2, h2, b as never, new Uint8Array(n)),
    },
    {
      name: 'boxesTimeOfImpactBatch',
      fields: f2,
      target: { ...o2 },
      call: (a0: unknown, b: Record<string, unknown>, n: number) =>
        boxesTimeOfImpactBatch(
          a0 as never,
          o2,
          h2,
          b as never,
          new Uint8Array(n),
          new Float64Array(n),
        ),
    },
    {
      name: 'sweptCuboidsBatch',
      fields: f3,
      target: { ...o3 },
      call: (a0: unknown, b: Record<string, unknown>, n: number) =>
        sweptCuboidsBatch(a0 as never, o3, h3, b as never, new Uint8Array(n)),
    },
    {
      name: 'cuboidsTimeOfImpactBatch',
      fields: f3,
      target: { ...o3 },
      call: (a0: unknown, b: Record<string, unknown>, n: number) =>
        cuboidsTimeOfImpactBatch(
          a0 as never,
          o3,
          h3,
          b as never,
          new Uint8Array(n),
          new Float64Array(n),
        ),
    },
  ];
}
