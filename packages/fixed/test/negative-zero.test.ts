/**
 * The contract's "never −0" rule: a raw Q16.16 value is an integer, so every
 * number a query returns or writes is `+0` where the answer is zero (hashing
 * a state's bits, `Object.is` and Float64 serialisation all tell −0 apart).
 * Inputs sit on small grids at several raw units, where exact touches,
 * parallel motion and points on segments are common, mixed with arbitrary
 * raw values anywhere in range.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boxesOverlap,
  boxesTimeOfImpact,
  boxesTimeOfImpactBatch,
  circleBoxOverlap,
  circleBoxTimeOfImpact,
  circlePolylineTimeOfImpact,
  circlePolylineTimeOfImpactBatch,
  circleSegmentOverlap,
  circleSegmentTimeOfImpact,
  circlesOverlap,
  circlesTimeOfImpact,
  circlesTimeOfImpactBatch,
  createContactList2,
  createContactList3,
  createLevel2,
  createLevel3,
  createTileMap2,
  cuboidsOverlap,
  cuboidsTimeOfImpact,
  div,
  findBoxContacts,
  findCircleContacts,
  findCuboidContacts,
  findSphereContacts,
  isqrt,
  type MovingCircles,
  type MovingSpheres,
  moveBox,
  moveCircle,
  moveSphere,
  mul,
  raySegment,
  separateBoxes,
  separateCircleBox,
  separateCircleSegment,
  separateCircles,
  separateCuboids,
  separateSphereCuboid,
  separateSpheres,
  separateSphereTriangle,
  sphereCuboidOverlap,
  sphereCuboidTimeOfImpact,
  spheresOverlap,
  spheresTimeOfImpact,
  spheresTimeOfImpactBatch,
  sphereTriangleOverlap,
  sphereTriangleTimeOfImpact,
  sqrt,
  sweptBoxes,
  sweptCircleBox,
  sweptCircleSegment,
  sweptCircles,
  sweptCirclesBatch,
  sweptCuboids,
  sweptSphereCuboid,
  sweptSpheres,
  sweptSpheresBatch,
  sweptSphereTriangle,
  toFixed,
  type Vec2,
  type Vec3,
} from '../src/index.ts';
import { MAX } from './helpers.ts';

/** Paths of every −0 in a result: numbers, objects, arrays and typed arrays. */
function negativeZeros(value: unknown, path = 'result'): string[] {
  if (typeof value === 'number') return Object.is(value, -0) ? [path] : [];
  if (ArrayBuffer.isView(value)) {
    const found: string[] = [];
    Array.from(value as unknown as ArrayLike<number>).forEach((x, i) => {
      if (Object.is(x, -0)) found.push(`${path}[${i}]`);
    });
    return found;
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => negativeZeros(v, `${path}.${k}`));
  }
  return [];
}

const expectNoNegativeZero = (value: unknown, args: unknown): void => {
  expect(negativeZeros(value), JSON.stringify(args)).toEqual([]);
};

const clamp = (v: number): number => Math.max(-MAX, Math.min(MAX, v));

/** The values with every zero read as −0 when `flip`: the results must still never hold one. */
const signed = (vs: number[], flip: boolean): number[] => vs.map((v) => (v === 0 && flip ? -0 : v));

/**
 * `n` raw values: mostly grid values −4…4 times one raw unit per case (so
 * shapes touch, move in parallel and lie on each other exactly), sometimes
 * any raw value.
 */
const values = (n: number): fc.Arbitrary<number[]> =>
  fc
    .tuple(
      fc.constantFrom(1, 3, 16384, 32768, 65536, 1 << 22, 1 << 29),
      fc.array(
        fc.oneof(
          { weight: 8, arbitrary: fc.integer({ min: -4, max: 4 }).map((grid) => ({ grid })) },
          { weight: 1, arbitrary: fc.integer({ min: -MAX, max: MAX }).map((raw) => ({ raw })) },
        ),
        { minLength: n, maxLength: n },
      ),
    )
    .map(([u, vs]) => vs.map((v) => ('grid' in v ? clamp(v.grid * u) : v.raw)));

/** Reads values in order as vectors and radii (radii: magnitudes). */
class Reader {
  private k = 0;
  constructor(private readonly v: number[]) {}
  next(): number {
    return this.v[this.k++]!;
  }
  r(): number {
    return Math.abs(this.next());
  }
  v2(): Vec2 {
    return { x: this.next(), y: this.next() };
  }
  v3(): Vec3 {
    return { x: this.next(), y: this.next(), z: this.next() };
  }
}

const mass = fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constant(Number.POSITIVE_INFINITY));

/** The answer, or `undefined` when it would leave the Q16.16 range (a RangeError by contract). */
function inRange<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch (e) {
    if (e instanceof RangeError && /cannot be separated|outside the Q16.16 range/.test(e.message)) {
      return undefined;
    }
    throw e;
  }
}

const RUNS = { numRuns: 300 };

describe('@swept/fixed never returns or writes −0', () => {
  it('raySegment: a point starting on a vertical segment (t = 0, normal (−1, 0))', () => {
    // p0 = (−0.5, 1) lies on the segment x = −0.5, y ∈ [0.75, 1.5]: t = 0,
    // u = (1.5 − 1)/0.75 = 2/3 (floor(65536·2/3) = 43690), point = p0, and
    // the normal faces against the motion d = (2.5, −1.75): (−1, 0).
    const hit = raySegment(
      { x: -32768, y: 65536 },
      { x: 131072, y: -49152 },
      { x: -32768, y: 98304 },
      { x: -32768, y: 49152 },
    );
    expect(hit).toEqual({
      t: 0,
      u: 43690,
      point: { x: -32768, y: 65536 },
      normal: { x: -65536, y: 0 },
    });
    expect(negativeZeros(hit)).toEqual([]);
  });

  it('pair queries: overlaps, sweeps, ray and times of impact (2D and 3D, circles, walls, triangles, circle–box), inputs holding −0 included', () => {
    fc.assert(
      fc.property(values(24), fc.boolean(), (raw, flip) => {
        const vs = signed(raw, flip);
        const g = new Reader(vs);
        const [a0, a1, ra, b0, b1, rb] = [g.v2(), g.v2(), g.r(), g.v2(), g.v2(), g.r()];
        expectNoNegativeZero(
          [
            circlesOverlap(a0, ra, b0, rb),
            circleSegmentOverlap(a0, ra, b0, b1),
            sweptCircles(a0, a1, ra, b0, b1, rb),
            sweptCircleSegment(a0, a1, ra, b0, b1),
            raySegment(a0, a1, b0, b1),
            circlesTimeOfImpact(a0, a1, ra, b0, b1, rb),
            circleSegmentTimeOfImpact(a0, a1, ra, b0, b1),
            circlePolylineTimeOfImpact(a0, a1, ra, [b0, b1, g.v2()], vs[0]! > 0),
            sweptCircleBox(a0, a1, ra, b0, b1, { x: rb, y: g.r() }),
            circleBoxTimeOfImpact(a0, a1, ra, b0, b1, { x: rb, y: g.r() }),
            circleBoxOverlap(a0, ra, b0, { x: rb, y: g.r() }),
          ],
          vs,
        );
        const h = new Reader(vs);
        const [c0, c1, rc, d0, d1, rd, p2] = [h.v3(), h.v3(), h.r(), h.v3(), h.v3(), h.r(), h.v3()];
        expectNoNegativeZero(
          [
            spheresOverlap(c0, rc, d0, rd),
            sphereTriangleOverlap(c0, rc, d0, d1, p2),
            sweptSpheres(c0, c1, rc, d0, d1, rd),
            sweptSphereTriangle(c0, c1, rc, d0, d1, p2),
            spheresTimeOfImpact(c0, c1, rc, d0, d1, rd),
            sphereTriangleTimeOfImpact(c0, c1, rc, d0, d1, p2),
          ],
          vs,
        );
      }),
      RUNS,
    );
  });

  it('boxes and cuboids: every query and its batch forms, inputs holding −0 included', () => {
    // Zeros read as −0 half the time.
    fc.assert(
      fc.property(values(27), fc.boolean(), mass, mass, (raw, flip, ma, mb) => {
        const vs = signed(raw, flip);
        const g = new Reader(vs);
        const half2 = (): Vec2 => ({ x: g.r(), y: g.r() });
        const [a0, a1, ha, b0, b1, hb] = [g.v2(), g.v2(), half2(), g.v2(), g.v2(), half2()];
        const boxes = {
          x0: Float64Array.of(b0.x),
          y0: Float64Array.of(b0.y),
          x1: Float64Array.of(b1.x),
        };
        const body2 = {
          ...boxes,
          y1: Float64Array.of(b1.y),
          hx: Float64Array.of(hb.x),
          hy: Float64Array.of(hb.y),
        };
        const t2 = new Float64Array(1);
        expectNoNegativeZero(
          [
            boxesOverlap(a0, ha, b0, hb),
            sweptBoxes(a0, a1, ha, b0, b1, hb),
            boxesTimeOfImpact(a0, a1, ha, b0, b1, hb),
            ma === mb && ma === Number.POSITIVE_INFINITY
              ? null
              : inRange(() => separateBoxes(a0, ha, ma, b0, hb, mb)),
            boxesTimeOfImpactBatch(a0, a1, ha, body2, new Uint8Array(1), t2),
            t2,
          ],
          [vs, ma, mb],
        );
        const h = new Reader(vs);
        const half3 = (): Vec3 => ({ x: h.r(), y: h.r(), z: h.r() });
        const [c0, c1, hc, d0, d1, hd] = [h.v3(), h.v3(), half3(), h.v3(), h.v3(), half3()];
        expectNoNegativeZero(
          [
            cuboidsOverlap(c0, hc, d0, hd),
            sweptCuboids(c0, c1, hc, d0, d1, hd),
            cuboidsTimeOfImpact(c0, c1, hc, d0, d1, hd),
            ma === mb && ma === Number.POSITIVE_INFINITY
              ? null
              : inRange(() => separateCuboids(c0, hc, ma, d0, hd, mb)),
          ],
          [vs, ma, mb],
        );
      }),
      RUNS,
    );
  });

  it('a sphere against a cuboid: every query, inputs holding −0 included', () => {
    fc.assert(
      fc.property(
        values(16),
        fc.boolean(),
        fc.tuple(mass, mass).filter(([mc, mb]) => mc !== mb || mc !== Number.POSITIVE_INFINITY),
        (raw, flip, [mc, mb]) => {
          const vs = signed(raw, flip);
          const g = new Reader(vs);
          const [c0, c1, r, b0, b1] = [g.v3(), g.v3(), g.r(), g.v3(), g.v3()];
          const hb = { x: g.r(), y: g.r(), z: g.r() };
          expectNoNegativeZero(
            [
              sweptSphereCuboid(c0, c1, r, b0, b1, hb),
              sphereCuboidTimeOfImpact(c0, c1, r, b0, b1, hb),
              sphereCuboidOverlap(c0, r, b0, hb),
              inRange(() => separateSphereCuboid(c0, r, mc, b0, hb, mb)),
            ],
            [vs, mc, mb],
          );
        },
      ),
      RUNS,
    );
  });

  it('separations: unchanged copies keep no −0 of their input', () => {
    // Apart (a copy) and overlapping (a push along y only, x unchanged): the −0 stays put.
    const ONE = 65536;
    const box = { x: ONE, y: ONE };
    const results = [
      separateCircles({ x: -0, y: 9 * ONE }, ONE, 1, { x: 0, y: 0 }, ONE, 1),
      separateCircles({ x: -0, y: ONE }, ONE, 1, { x: -0, y: 0 }, ONE, 1),
      separateCircleBox({ x: -0, y: 9 * ONE }, ONE, 1, { x: 0, y: 0 }, box, 1),
      separateCircleBox({ x: 0, y: ONE }, ONE, 1, { x: -0, y: 0 }, box, 1),
      separateSpheres({ x: -0, y: 9 * ONE, z: -0 }, ONE, 1, { x: 0, y: 0, z: 0 }, ONE, 1),
      separateSpheres({ x: -0, y: ONE, z: -0 }, ONE, 1, { x: -0, y: 0, z: -0 }, ONE, 1),
      separateCircleSegment({ x: -0, y: 9 * ONE }, ONE, { x: -ONE, y: 0 }, { x: ONE, y: 0 }),
      separateCircleSegment({ x: -0, y: ONE / 2 }, ONE, { x: -ONE, y: 0 }, { x: ONE, y: 0 }),
      separateSphereTriangle(
        { x: -0, y: 9 * ONE, z: -0 },
        ONE,
        { x: -ONE, y: 0, z: -ONE },
        { x: ONE, y: 0, z: -ONE },
        { x: 0, y: 0, z: ONE },
      ),
    ];
    expect(results.flatMap((r, k) => negativeZeros(r, `result ${k}`))).toEqual([]);
  });

  it('movers: moveCircle, moveSphere and moveBox (on a level and a tile map) keep no −0 of their input', () => {
    // Still (d = −0) and moving straight down onto a floor (x unchanged): the −0 in x stays put
    // in the centre, every leg, the contacts' points, clipped and remaining.
    const ONE = 65536;
    const floor = createLevel2({
      segments: Float64Array.of(-10 * ONE, -5 * ONE, 10 * ONE, -5 * ONE),
    });
    const ground = createLevel3({
      triangles: Float64Array.of(
        -10 * ONE,
        -5 * ONE,
        -10 * ONE,
        10 * ONE,
        -5 * ONE,
        -10 * ONE,
        0,
        -5 * ONE,
        10 * ONE,
      ),
    });
    const map = createTileMap2({
      columns: 2,
      rows: 1,
      tileSize: ONE,
      origin: { x: -ONE, y: -2 * ONE },
      tiles: Uint8Array.of(1, 1),
    });
    const results = [
      moveCircle(floor, { x: -0, y: -0 }, ONE / 2, { x: -0, y: -0 }),
      moveCircle(floor, { x: -0, y: 0 }, ONE / 2, { x: -0, y: -9 * ONE }),
      moveSphere(ground, { x: -0, y: 0, z: -0 }, ONE / 2, { x: -0, y: -9 * ONE, z: -0 }),
      moveBox(map, { x: -0, y: ONE / 2 }, { x: ONE / 4, y: ONE / 4 }, { x: -0, y: -2 * ONE }),
      moveBox(map, { x: -0, y: ONE / 2 }, { x: ONE / 4, y: ONE / 4 }, { x: -0, y: -0 }),
    ];
    expect(results.slice(1, 4).every((r) => r.contacts.length > 0)).toBe(true); // they landed
    expect(results.flatMap((r, k) => negativeZeros(r, `result ${k}`))).toEqual([]);
  });

  it('separations (circles, spheres, circle–box, walls, triangles), inputs holding −0 included', () => {
    fc.assert(
      fc.property(
        values(16),
        fc.boolean(),
        fc.tuple(mass, mass).filter(([ma, mb]) => ma !== mb || ma !== Number.POSITIVE_INFINITY),
        (raw, flip, [ma, mb]) => {
          const vs = signed(raw, flip);
          const g = new Reader(vs);
          const [a, ra, b, rb, s1] = [g.v2(), g.r(), g.v2(), g.r(), g.v2()];
          const hb = { x: g.r(), y: g.r() };
          expectNoNegativeZero(
            [
              inRange(() => separateCircles(a, ra, ma, b, rb, mb)),
              inRange(() => separateCircleSegment(a, ra, b, s1)),
              inRange(() => separateCircleBox(a, ra, ma, b, hb, mb)),
            ],
            [vs, ma, mb],
          );
          const h = new Reader(vs);
          const [c, rc, d, rd, p1, p2] = [h.v3(), h.r(), h.v3(), h.r(), h.v3(), h.v3()];
          expectNoNegativeZero(
            [
              inRange(() => separateSpheres(c, rc, ma, d, rd, mb)),
              inRange(() => separateSphereTriangle(c, rc, d, p1, p2)),
            ],
            [vs, ma, mb],
          );
        },
      ),
      RUNS,
    );
  });

  it('batch forms and scenes (every written entry and contact), inputs holding −0 included', () => {
    const n = 6;
    fc.assert(
      fc.property(values(6 + 7 * n + 6), fc.boolean(), (raw, flip) => {
        const vs = signed(raw, flip);
        const g = new Reader(vs);
        const a0 = g.v3();
        const a1 = g.v3();
        const f = (): Float64Array => new Float64Array(n);
        const circles: MovingCircles = { x0: f(), y0: f(), x1: f(), y1: f(), r: f() };
        const spheres: MovingSpheres = {
          x0: f(),
          y0: f(),
          z0: f(),
          x1: f(),
          y1: f(),
          z1: f(),
          r: f(),
        };
        for (let i = 0; i < n; i += 1) {
          for (const k of ['x0', 'y0', 'z0', 'x1', 'y1', 'z1'] as const) spheres[k][i] = g.next();
          spheres.r[i] = g.r();
          for (const k of ['x0', 'y0', 'x1', 'y1', 'r'] as const) circles[k][i] = spheres[k][i]!;
        }
        const polyline = [g.v2(), g.v2(), g.v2()];
        const hits = new Uint8Array(n);
        const t = new Float64Array(n).fill(-1);
        const segment = new Uint32Array(n);
        const written: unknown[] = [];
        const a2 = { x: a0.x, y: a0.y };
        const b2 = { x: a1.x, y: a1.y };
        written.push(sweptCirclesBatch(a2, b2, 0, circles, hits), hits.slice());
        written.push(circlesTimeOfImpactBatch(a2, b2, Math.abs(a0.z), circles, hits, t), t.slice());
        t.fill(-1);
        written.push(sweptSpheresBatch(a0, a1, 0, spheres, hits), hits.slice());
        written.push(spheresTimeOfImpactBatch(a0, a1, 3, spheres, hits, t), t.slice());
        t.fill(-1);
        written.push(
          circlePolylineTimeOfImpactBatch(circles, polyline, true, hits, t, segment),
          t.slice(),
          segment.slice(),
        );
        const list2 = createContactList2(1);
        const list3 = createContactList3(1);
        written.push(findCircleContacts(circles, list2), list2);
        written.push(findSphereContacts(spheres, list3), list3);
        // The same bodies as boxes (half extents the radius; a flat box among them).
        const { x0, y0, x1, y1, r } = circles;
        written.push(findBoxContacts({ x0, y0, x1, y1, hx: r, hy: f() }, list2), list2);
        const { r: rs, ...motion } = spheres;
        const cuboids = { ...motion, hx: rs, hy: rs, hz: rs };
        written.push(findCuboidContacts(cuboids, list3), list3);
        // Circles against those boxes, spheres against those cuboids.
        const boxes = { x0, y0, x1, y1, hx: r, hy: r };
        written.push(findCircleContacts(circles, list2, { against: boxes }), list2);
        written.push(findSphereContacts(spheres, list3, { against: cuboids }), list3);
        expectNoNegativeZero(written, vs);
      }),
      RUNS,
    );
  });

  it('Q16.16 arithmetic: toFixed, mul, div, sqrt, isqrt', () => {
    fc.assert(
      fc.property(values(2), fc.double({ min: -1, max: 1, noNaN: true }), ([a, b], x) => {
        expectNoNegativeZero(
          [
            toFixed(x),
            toFixed(-0),
            inRange(() => mul(a!, b!)),
            inRange(() => (b !== 0 ? div(a!, b!) : 0)),
            sqrt(Math.abs(a!)),
            isqrt(Math.abs(a!)),
          ],
          [a, b, x],
        );
      }),
      RUNS,
    );
  });
});
