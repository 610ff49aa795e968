/**
 * @swept/fixed scenes against the brute-force loop over this package's own
 * pair queries (raw t, status and normal bit for bit, (t, i, j) order), at
 * raw scales from single units to the edge of the range; the batch forms
 * element-wise against the scalar queries; errors in raw terms.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bruteForce,
  canonical,
  type GridScene,
  gridScene,
  type PairQuery,
  permuted,
  rowsOf,
  splitScene,
  toBodies,
} from '../../../core/test/scene/brute-force.ts';
import {
  circlesTimeOfImpact,
  circlesTimeOfImpactBatch,
  createContactList2,
  createContactList3,
  findCircleContacts,
  findSphereContacts,
  type MovingCircles,
  type MovingSpheres,
  spheresTimeOfImpact,
  spheresTimeOfImpactBatch,
  sweptCircles,
  sweptCirclesBatch,
  sweptSpheres,
  sweptSpheresBatch,
  type Vec2,
  type Vec3,
} from '../../src/index.ts';

const toi2 = circlesTimeOfImpact as PairQuery<Vec2>;
const toi3 = spheresTimeOfImpact as PairQuery<Vec3>;

/** Grid values times a raw unit size, kept within ±(2^31 − 1). */
const unit = fc.constantFrom(1, 7, 4096, 65536, 1 << 20);
function raw(scene: GridScene, u: number) {
  const limit = 2147483647;
  return toBodies(scene, (v) => Math.max(-limit, Math.min(limit, v * u)));
}

describe('@swept/fixed findCircleContacts / findSphereContacts', () => {
  it('are the brute-force sets over the raw pair queries, bit for bit, in (t, i, j) order', () => {
    fc.assert(
      fc.property(gridScene(2, 100), gridScene(3, 60), unit, (s2, s3, u) => {
        const b2 = raw(s2, u) as MovingCircles;
        const list2 = createContactList2(1);
        findCircleContacts(b2, list2);
        expect(rowsOf(list2)).toEqual(bruteForce(b2, toi2));
        const b3 = raw(s3, u) as MovingSpheres;
        const list3 = createContactList3(1);
        findSphereContacts(b3, list3);
        expect(rowsOf(list3)).toEqual(bruteForce(b3, toi3));
      }),
      { numRuns: 120 },
    );
  });

  it('take cross pairs with against and masks, whatever the input order', () => {
    fc.assert(
      fc.property(
        gridScene(2, 100).chain((scene) =>
          fc.tuple(
            fc.constant(scene),
            fc.shuffledSubarray(
              scene.r.map((_, k) => k),
              { minLength: scene.r.length },
            ),
            fc.nat(100),
          ),
        ),
        unit,
        ([scene, order, at], u) => {
          const [a, b] = splitScene(scene, at);
          const options = {
            against: raw(b, u) as MovingCircles,
            category: Uint32Array.from(a.r, (_, k) => 1 << (k % 2)),
            againstMask: Uint32Array.from(b.r, (_, k) => 1 + (k % 3)),
          };
          const list = createContactList2();
          findCircleContacts(raw(a, u) as MovingCircles, list, options);
          expect(rowsOf(list)).toEqual(bruteForce(raw(a, u), toi2, options));
          findCircleContacts(raw(scene, u) as MovingCircles, list);
          const before = canonical(rowsOf(list), (k) => k);
          findCircleContacts(raw(permuted(scene, order), u) as MovingCircles, list);
          expect(canonical(rowsOf(list), (k) => order[k]!)).toEqual(before);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('find grazes at the edge of the raw range', () => {
    // Two circles passing at exactly r apart, far out: (3, 4, 5) scaled so that values reach 2^30.
    const s = 1 << 26;
    const bodies = {
      x0: Float64Array.from([-16 * s, 16 * s, 0]),
      y0: Float64Array.from([0, 0, 5 * s]),
      x1: Float64Array.from([16 * s, 16 * s, 0]),
      y1: Float64Array.from([0, 0, 5 * s]),
      r: Float64Array.from([2 * s, 0, 3 * s]),
    };
    const list = createContactList2();
    findCircleContacts(bodies, list);
    expect(rowsOf(list)).toEqual(bruteForce(bodies, toi2));
    // Body 0 grazes body 2 at x = 0 (distance 5s = 2s + 3s), t = 1/2.
    expect(rowsOf(list).map((r) => [r.i, r.j, r.t, r.status])).toContainEqual([
      0,
      2,
      32768,
      'impact',
    ]);
  });

  it('refuse values that are not raw integers, naming array and index', () => {
    const list = createContactList2();
    const bodies = raw(
      {
        dim: 2,
        p0: [
          [0, 0],
          [1, 1],
        ],
        p1: [
          [0, 0],
          [1, 1],
        ],
        r: [1, 1],
      },
      65536,
    ) as MovingCircles;
    findCircleContacts(bodies, list);
    bodies.y1[1] = 0.5;
    expect(() => findCircleContacts(bodies, list)).toThrow(
      /^bodies\.y1\[1\] must be an integer raw value within ±2147483647 \(got 0\.5\)$/,
    );
    expect(list.count).toBe(0);
    bodies.y1[1] = 0;
    bodies.r[0] = -65536;
    expect(() => findCircleContacts(bodies, list)).toThrow(/^bodies\.r\[0\] must be >= 0/);
  });
});

describe('@swept/fixed batch forms', () => {
  it('equal the scalar queries element-wise', () => {
    fc.assert(
      fc.property(gridScene(2, 60), gridScene(3, 40), unit, (s2, s3, u) => {
        const b2 = raw(s2, u) as MovingCircles;
        const n2 = b2.x0.length;
        const a0 = { x: 3 * u, y: -2 * u };
        const a1 = { x: -5 * u, y: 9 * u };
        const hits = new Uint8Array(n2);
        const t = new Float64Array(n2).fill(-1);
        const swept = sweptCirclesBatch(a0, a1, 2 * u, b2, hits);
        const expected = Array.from({ length: n2 }, (_, k) =>
          circlesTimeOfImpact(
            a0,
            a1,
            2 * u,
            { x: b2.x0[k]!, y: b2.y0[k]! },
            { x: b2.x1[k]!, y: b2.y1[k]! },
            b2.r[k]!,
          ),
        );
        expect(Array.from(hits)).toEqual(expected.map((h) => (h ? 1 : 0)));
        expect(Array.from(hits)).toEqual(
          expected.map((_, k) =>
            sweptCircles(
              a0,
              a1,
              2 * u,
              { x: b2.x0[k]!, y: b2.y0[k]! },
              { x: b2.x1[k]!, y: b2.y1[k]! },
              b2.r[k]!,
            )
              ? 1
              : 0,
          ),
        );
        expect(circlesTimeOfImpactBatch(a0, a1, 2 * u, b2, hits, t)).toBe(swept);
        expect(Array.from(t)).toEqual(expected.map((h) => (h ? h.t : -1)));
        const b3 = raw(s3, u) as MovingSpheres;
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
    const b = raw({ dim: 2, p0: [[0, 0]], p1: [[1, 1]], r: [1] }, 65536) as MovingCircles;
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
});
