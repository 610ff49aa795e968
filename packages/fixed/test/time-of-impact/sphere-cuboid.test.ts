/**
 * sphereCuboidTimeOfImpact and sweptSphereCuboid (Q16.16): hand cases
 * derived from the contract (faces, edges, corners, exact grazes, start
 * contacts, zero radius and extents), and the exact oracle on raw inputs —
 * small grids where every region is hit, and the whole raw range where the
 * exact integers run long: `t` is `floor(65536·t*)`, the status is exact,
 * the centres and point are the exact ones at `t` rounded to the nearest raw
 * value, the normal within 2 raw units of the exact unit direction; and the
 * answers are bit-identical under the cuboid's symmetries.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ONE,
  sphereCuboidTimeOfImpact,
  spheresTimeOfImpact,
  sweptSphereCuboid,
  type Vec3,
} from '../../src/index.ts';
import { checkBallBoxTimeOfImpact } from '../ball-box.ts';

const v = (x: number, y: number, z: number): Vec3 => ({ x: x * ONE, y: y * ONE, z: z * ONE });
const O = v(0, 0, 0);
type Args = [Vec3, Vec3, number, Vec3, Vec3, Vec3];

/** Judges one call against the oracle (`../ball-box.ts`). */
const check = (args: Args) =>
  checkBallBoxTimeOfImpact(sphereCuboidTimeOfImpact, sweptSphereCuboid, args);

/** A vector's components reordered by `p` (`p[i]` the source axis of axis `i`) and negated where `m` says. */
function map(u: Vec3, p: readonly number[], m: readonly number[]): Vec3 {
  const c = [u.x, u.y, u.z];
  return { x: m[0]! * c[p[0]!]!, y: m[1]! * c[p[1]!]!, z: m[2]! * c[p[2]!]! };
}

/** `0 − x` and `+0`: a mirrored raw value, never −0 (as the package's own results). */
const clean = (u: Vec3): Vec3 => ({ x: u.x + 0, y: u.y + 0, z: u.z + 0 });

describe('sphereCuboidTimeOfImpact (fixed): worked examples', () => {
  it('a ball dropping onto a cuboid top: t = floor(0.3·65536), the normal down, the point on the top', () => {
    expect(sphereCuboidTimeOfImpact(v(0, 0, 10), v(0, 0, -10), ONE, O, O, v(2, 2, 3))).toEqual({
      t: Math.floor(0.3 * 65536),
      status: 'impact',
      point: v(0, 0, 3),
      normal: { x: 0, y: 0, z: -65536 },
      // z(t) = 10 − 20·19660/65536 rounded to the nearest raw value.
      a: { x: 0, y: 0, z: 10 * ONE - Math.round((20 * ONE * 19660) / 65536) },
      b: O,
    });
  });

  it('a 3-4-5 edge: the cylinder around the z edge at (1, 1), t = 1/2 exactly', () => {
    // W(t) = (4, 15 − 20t, 0): at t = 1/2, (4, 5) − (1, 1) = (3, 4), length 5; before, farther.
    const hit = sphereCuboidTimeOfImpact(v(4, 15, 0), v(4, -5, 0), 5 * ONE, O, O, v(1, 1, 3))!;
    expect(hit.t).toBe(32768);
    expect(hit.normal).toEqual({
      x: Math.round(-0.6 * 65536),
      y: Math.round(-0.8 * 65536),
      z: 0,
    });
    expect(hit.point).toEqual(v(1, 1, 0));
  });

  it('a 2-3-6-7 corner: the ball around (1, 1, 1), t = 1/2 exactly', () => {
    // W(t) = (3, 4, 17 − 20t): the distance² to the cuboid is 4 + 9 + (16 − 20t)², 49 first at t = 1/2.
    const hit = sphereCuboidTimeOfImpact(v(3, 4, 17), v(3, 4, -3), 7 * ONE, O, O, v(1, 1, 1))!;
    expect(hit.t).toBe(32768);
    expect(hit.normal).toEqual({
      x: Math.round((-2 / 7) * 65536),
      y: Math.round((-3 / 7) * 65536),
      z: Math.round((-6 / 7) * 65536),
    });
    expect(hit.point).toEqual(v(1, 1, 1));
    expect(hit.a).toEqual(v(3, 4, 7));
  });

  it('exact grazes of a face, an edge and a corner touch; one raw unit farther misses', () => {
    const hb = v(2, 2, 2);
    // Face: the centre stays exactly r = 1 beyond x = 2.
    expect(sweptSphereCuboid(v(3, 9, 0), v(3, -9, 0), ONE, O, O, hb)).toBe(true);
    const far = { x: 3 * ONE + 1, y: 9 * ONE, z: 0 };
    expect(sweptSphereCuboid(far, { ...far, y: -9 * ONE }, ONE, O, O, hb)).toBe(false);
    // Edge: parallel to the z edge at (2, 2), offset (3, 4), r = 5.
    expect(sweptSphereCuboid(v(5, 6, 9), v(5, 6, -9), 5 * ONE, O, O, hb)).toBe(true);
    const edgeFar = { x: 5 * ONE, y: 6 * ONE + 1, z: 9 * ONE };
    expect(sweptSphereCuboid(edgeFar, { ...edgeFar, z: -9 * ONE }, 5 * ONE, O, O, hb)).toBe(false);
    // Corner: the tangent line through (2, 2, 2) + (2, 3, 6) along (3, −2, 0) ⟂ (2, 3, 6), r = 7.
    const graze = sphereCuboidTimeOfImpact(v(1, 7, 8), v(7, 3, 8), 7 * ONE, O, O, hb)!;
    expect(graze.t).toBe(32768);
    expect(graze.point).toEqual(hb);
    expect(
      sweptSphereCuboid(
        { ...v(1, 7, 8), z: 8 * ONE + 1 },
        { ...v(7, 3, 8), z: 8 * ONE + 1 },
        7 * ONE,
        O,
        O,
        hb,
      ),
    ).toBe(false);
  });

  it('starting in contact: separating, impact or overlap at t = 0, decided exactly', () => {
    const hb = v(2, 2, 2);
    // Touching the +x face and leaving, sliding along it, or pressing in.
    expect(sphereCuboidTimeOfImpact(v(3, 0, 0), v(9, 0, 0), ONE, O, O, hb)?.status).toBe(
      'separating',
    );
    expect(sphereCuboidTimeOfImpact(v(3, 0, 0), v(3, 0, 1), ONE, O, O, hb)?.status).toBe(
      'separating',
    );
    const press = sphereCuboidTimeOfImpact(v(3, 0, 0), v(0, 0, 0), ONE, O, O, hb)!;
    expect([press.t, press.status]).toEqual([0, 'impact']);
    // Touching the z edge at (2, 2) from (5, 6) (r = 5): moving along the edge, then towards it.
    expect(sphereCuboidTimeOfImpact(v(5, 6, 0), v(5, 6, 9), 5 * ONE, O, O, hb)?.status).toBe(
      'separating',
    );
    expect(sphereCuboidTimeOfImpact(v(5, 6, 0), v(4, 6, 9), 5 * ONE, O, O, hb)?.status).toBe(
      'impact',
    );
    // Overlapping: the face of least penetration, ties x then y then z; the centre at the origin leaves by −x.
    const deep = sphereCuboidTimeOfImpact(O, v(1, 1, 1), ONE, O, O, hb)!;
    expect(deep).toMatchObject({ t: 0, status: 'overlap', normal: { x: 65536, y: 0, z: 0 } });
    expect(deep.point).toEqual(v(-2, 0, 0));
    const nearZ = sphereCuboidTimeOfImpact(v(1, 1, 1.5), O, ONE, O, O, hb)!;
    expect(nearZ.normal).toEqual({ x: 0, y: 0, z: -65536 });
    expect(nearZ.point).toEqual(v(1, 1, 2));
  });

  it('a point (r = 0): the slab entry; on a face it enters only by approaching every face it stands on', () => {
    const hb = v(2, 2, 2);
    // From x = 10 to x = −10: the face x = 2 at t = 8/20.
    expect(sphereCuboidTimeOfImpact(v(10, 1, 1), v(-10, 1, 1), 0, O, O, hb)?.t).toBe(
      Math.floor((8 / 20) * 65536),
    );
    expect(sphereCuboidTimeOfImpact(v(2, 0, 0), v(2, 5, 0), 0, O, O, hb)?.status).toBe(
      'separating',
    );
    expect(sphereCuboidTimeOfImpact(v(2, 0, 0), v(-2, 0, 0), 0, O, O, hb)?.status).toBe('impact');
    // On the edge x = y = 2: approaching only the x face is not entering.
    expect(sphereCuboidTimeOfImpact(v(2, 2, 0), v(0, 2, 0), 0, O, O, hb)?.status).toBe(
      'separating',
    );
    expect(sphereCuboidTimeOfImpact(v(2, 2, 0), v(0, 0, 0), 0, O, O, hb)?.status).toBe('impact');
    // Strictly inside: overlapping.
    expect(sphereCuboidTimeOfImpact(v(1, 1, 1), v(9, 9, 9), 0, O, O, hb)?.status).toBe('overlap');
  });

  it('both bodies moving: only the relative motion matters', () => {
    // The cuboid moves towards the ball as fast as the ball moved onto it in the first case.
    const hit = sphereCuboidTimeOfImpact(
      v(0, 0, 10),
      v(0, 0, 10),
      ONE,
      O,
      v(0, 0, 20),
      v(2, 2, 3),
    )!;
    expect(hit.t).toBe(Math.floor(0.3 * 65536));
    expect(hit.normal).toEqual({ x: 0, y: 0, z: -65536 });
    expect(hit.b.z).toBe(Math.round((20 * ONE * 19660) / 65536));
  });

  it('a cuboid of zero extents is a point: the spheres with rb = 0', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -(2 ** 20), max: 2 ** 20 }), { minLength: 13, maxLength: 13 }),
        ([a, b, c, d, e, f, g, h, i, j, k, l, r]) => {
          const args = [
            { x: a!, y: b!, z: c! },
            { x: d!, y: e!, z: f! },
            Math.abs(r!),
            { x: g!, y: h!, z: i! },
            { x: j!, y: k!, z: l! },
          ] as const;
          const box = sphereCuboidTimeOfImpact(...args, O);
          const spheres = spheresTimeOfImpact(...args, 0);
          expect(box?.t ?? null).toBe(spheres?.t ?? null);
          expect(box?.status ?? null).toBe(spheres?.status ?? null);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('sphereCuboidTimeOfImpact (fixed) against the exact oracle', () => {
  const small = fc.integer({ min: -12, max: 12 }).map((k) => k * 16384);
  const p = fc.record({ x: small, y: small, z: small });
  const extent = fc.integer({ min: 0, max: 4 }).map((k) => k * 16384);
  const ext = fc.record({ x: extent, y: extent, z: extent });

  it('small grids: faces, edges, corners, grazes, zero extents, both bodies moving', () => {
    fc.assert(
      fc.property(
        p,
        p,
        fc.integer({ min: 0, max: 6 }),
        p,
        p,
        ext,
        fc.nat(3),
        (c0, c1, r, b0, b1, hb, still) =>
          check([c0, still === 0 ? c0 : c1, r * 16384, b0, still === 1 ? b0 : b1, hb]),
      ),
      { numRuns: 1000 },
    );
  });

  it('thin cuboids under large spheres: a corner region first touched at a far end ball', () => {
    // From beyond the corner (0, −6144, 2048) the path crosses the thin z slab and first
    // touches the ball at (0, −6144, −2048), the far end of that corner's z edge.
    check([
      { x: 14336, y: -36864, z: 4096 },
      { x: 0, y: -6144, z: -61440 },
      30720,
      O,
      O,
      { x: 0, y: 6144, z: 2048 },
    ]);
    const s = fc.integer({ min: -40, max: 40 }).map((k) => k * 2048);
    const q = fc.record({ x: s, y: s, z: s });
    const long = fc.integer({ min: 0, max: 30 }).map((k) => k * 2048);
    const thin = fc.integer({ min: 0, max: 3 }).map((k) => k * 2048);
    fc.assert(
      fc.property(q, q, fc.integer({ min: 1, max: 40 }), long, thin, thin, (c0, c1, r, x, y, z) =>
        check([c0, c1, r * 1024, O, O, { x, y, z }]),
      ),
      { numRuns: 1000 },
    );
  });

  it('the whole raw range: products far beyond 2^53', () => {
    const raw = fc.integer({ min: -(2 ** 31 - 1), max: 2 ** 31 - 1 });
    const q = fc.record({ x: raw, y: raw, z: raw });
    const size = fc.integer({ min: 0, max: 2 ** 31 - 1 });
    fc.assert(
      fc.property(q, q, size, q, q, fc.record({ x: size, y: size, z: size }), (...args) =>
        check(args),
      ),
      { numRuns: 300 },
    );
  });

  it('bit-identical under the symmetries: mirrors and permutations of the axes', () => {
    const perm = fc.constantFrom([0, 1, 2], [1, 2, 0], [2, 0, 1], [1, 0, 2], [0, 2, 1], [2, 1, 0]);
    const mirror = fc.tuple(...[0, 1, 2].map(() => fc.constantFrom(1, -1)));
    fc.assert(
      fc.property(
        p,
        p,
        fc.integer({ min: 0, max: 6 }),
        p,
        p,
        ext,
        perm,
        mirror,
        (c0, c1, r, b0, b1, hb, pm, m) => {
          const args: Args = [c0, c1, r * 16384, b0, b1, hb];
          const got = sphereCuboidTimeOfImpact(...args);
          const f = (u: Vec3) => clean(map(u, pm, m));
          const image = sphereCuboidTimeOfImpact(
            f(c0),
            f(c1),
            r * 16384,
            f(b0),
            f(b1),
            map(hb, pm, [1, 1, 1]),
          );
          expect(image === null).toBe(got === null);
          if (got === null || image === null) return;
          expect([image.t, image.status]).toEqual([got.t, got.status]);
          expect([image.a, image.b]).toEqual([f(got.a), f(got.b)]);
          // Outside the cuboid at t (r > 0, not overlapping; inside, the least-penetration
          // ties and the − face at W = 0 are not symmetric) the point is the clamp, per axis,
          // and the normal q − W's: a pure mirror keeps the order of its sum of squares.
          if (r === 0 || got.status === 'overlap') return;
          expect(image.point).toEqual(f(got.point));
          if (pm[0] === 0 && pm[1] === 1) expect(image.normal).toEqual(f(got.normal));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('bad input: a RangeError naming the argument', () => {
    const h = v(1, 1, 1);
    expect(() => sphereCuboidTimeOfImpact(O, O, 1, O, O, { x: 1, y: 1, z: -1 })).toThrow(
      /^hb\.z must be >= 0/,
    );
    expect(() => sweptSphereCuboid(O, O, 0.5, O, O, h)).toThrow(/^r must be /);
    expect(() => sweptSphereCuboid(O, O, 1, O, { x: 0, y: 0, z: 2 ** 31 }, h)).toThrow(
      /^b1\.z must be /,
    );
    expect(() => sweptSphereCuboid({ x: 0, y: 0 } as Vec3, O, 1, O, O, h)).toThrow(/^c0/);
    expect(() => sphereCuboidTimeOfImpact(O, O, 1, O, O, null as never)).toThrow(
      /^hb must be an object/,
    );
  });
});
