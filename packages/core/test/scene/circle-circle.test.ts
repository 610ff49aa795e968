/**
 * findCircleContacts against the brute-force loop over circlesTimeOfImpact:
 * the same set, the same t, status and normal bit for bit, in (t, i, j)
 * order; with against, masks, counts; invariant under input permutation;
 * exact grids, huge and tiny scales, far from the origin.
 */
import { sweptBallsExact, sweptCaseFromDoubles } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circlesTimeOfImpact,
  createContactList2,
  createSceneStats,
  findCircleContacts,
  type MovingCircles,
  type Vec2,
} from '../../src/index.ts';
import {
  bruteForce,
  canonical,
  expectedPlan,
  filterBits,
  gridScene,
  lopsidedScene,
  type PairQuery,
  permuted,
  rowsOf,
  shooter,
  splitScene,
  toBodies,
} from './brute-force.ts';

const toi = circlesTimeOfImpact as PairQuery<Vec2>;
const circles = (s: Parameters<typeof toBodies>[0], scale = (v: number) => v) =>
  toBodies(s, scale) as MovingCircles;

/** Scales every grid value by one power of two (exact) and optionally shifts far from the origin (rounds). */
const mapping = fc.record({
  k: fc.integer({ min: -150, max: 150 }),
  offset: fc.constantFrom(0, 0, 1e6, -3.7e9, 123456.789),
});

describe('findCircleContacts', () => {
  it('is the brute-force set over circlesTimeOfImpact, bit for bit, in (t, i, j) order', () => {
    fc.assert(
      fc.property(gridScene(2, 120), mapping, (scene, { k, offset }) => {
        const s = 2 ** k;
        const bodies = circles(scene, (v) => v * s + (scene.r.length && offset ? offset * s : 0));
        // Radii are not shifted: rebuild them scaled only.
        bodies.r = Float64Array.from(scene.r, (r) => r * s);
        const list = createContactList2(4);
        const n = findCircleContacts(bodies, list);
        expect(n).toBe(list.count);
        expect(rowsOf(list)).toEqual(bruteForce(bodies, toi));
      }),
      { numRuns: 300 },
    );
  });

  it('takes only cross pairs with against, and honours count and againstCount', () => {
    fc.assert(
      fc.property(
        gridScene(2, 150),
        fc.nat(150),
        fc.nat(5),
        fc.nat(5),
        (scene, at, dropA, dropB) => {
          const [a, b] = splitScene(scene, at);
          const bodies = circles(a);
          const against = circles(b);
          const options = {
            against,
            count: Math.max(0, a.r.length - dropA),
            againstCount: Math.max(0, b.r.length - dropB),
          };
          const list = createContactList2(0);
          findCircleContacts(bodies, list, options);
          expect(rowsOf(list)).toEqual(bruteForce(bodies, toi, options));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('takes many bodies against a few, and a few against many', () => {
    fc.assert(
      fc.property(
        gridScene(2, 400),
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
        (scene, few, flip) => {
          const [many, some] = splitScene(scene, Math.max(0, scene.r.length - few));
          const [a, b] = flip ? [some, many] : [many, some];
          const options = { against: circles(b) };
          const list = createContactList2();
          findCircleContacts(circles(a), list, options);
          expect(rowsOf(list)).toEqual(bruteForce(circles(a), toi, options));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('indexes the smaller set of a lopsided against scene, bit for bit as brute force', () => {
    fc.assert(
      fc.property(
        lopsidedScene(2, 1500),
        fc.integer({ min: 0, max: 7 }),
        mapping,
        ([a, b], seed, { k, offset }) => {
          const s = 2 ** k;
          const map = (v: number) => v * s + offset * s;
          const bodies = toBodies(a, map) as MovingCircles;
          bodies.r = Float64Array.from(a.r, (r) => r * s);
          const against = toBodies(b, map) as MovingCircles;
          against.r = Float64Array.from(b.r, (r) => r * s);
          const filter = filterBits(a.r.length + b.r.length, seed);
          const options = {
            against,
            stats: createSceneStats(),
            ...(seed === 0
              ? {}
              : {
                  category: filter.category.subarray(0, a.r.length),
                  mask: filter.mask.subarray(0, a.r.length),
                  againstCategory: filter.category.subarray(a.r.length),
                  againstMask: filter.mask.subarray(a.r.length),
                }),
          };
          const list = createContactList2();
          findCircleContacts(bodies, list, options);
          expect(options.stats.plan).toBe(expectedPlan(a.r.length, b.r.length));
          expect(rowsOf(list)).toEqual(bruteForce(bodies, toi, options));
        },
      ),
      { numRuns: 80 },
    );
  });

  it.each([
    [10000, 200, 'index-against'],
    [200, 10000, 'index-bodies'],
    [5000, 1, 'index-against'],
    [1, 5000, 'index-bodies'],
    [1200, 1200, 'sweep'],
  ] as const)(
    'runs the planned broad phase on %i bullets against %i enemies: %s, bit for bit',
    (n, m, plan) => {
      // A lone enemy is a big one, so that some bullets hit it.
      const reach = Math.min(n, m) === 1 ? 150 : 10;
      const [bullets, enemies] = shooter(2, Math.max(n, m), Math.min(n, m), n + m, reach);
      const [a, b] = n >= m ? [bullets, enemies] : [enemies, bullets];
      const bodies = circles(a);
      const options = { against: circles(b), stats: createSceneStats() };
      const list = createContactList2();
      findCircleContacts(bodies, list, options);
      expect(options.stats.plan).toBe(plan);
      expect(options.stats.tested).toBeGreaterThanOrEqual(list.count);
      expect(list.count).toBeGreaterThan(0);
      expect(rowsOf(list)).toEqual(bruteForce(bodies, toi, options));
    },
    60000,
  );

  it('filters pairs with category and mask the Box2D way', () => {
    fc.assert(
      fc.property(
        gridScene(2, 100),
        fc.integer({ min: 1, max: 7 }),
        fc.boolean(),
        (scene, seed, split) => {
          const n = scene.r.length;
          const bits = (k: number, s: number) => 1 << ((k * s) % 3);
          const category = Uint32Array.from({ length: n }, (_, k) => bits(k, seed));
          const mask = Uint32Array.from({ length: n }, (_, k) => 0b111 ^ bits(k + 1, seed));
          if (split) {
            const [a, b] = splitScene(scene, n >> 1);
            const options = {
              against: circles(b),
              category: category.subarray(0, a.r.length),
              againstMask: mask.subarray(0, b.r.length),
            };
            const list = createContactList2();
            findCircleContacts(circles(a), list, options);
            expect(rowsOf(list)).toEqual(bruteForce(circles(a), toi, options));
          } else {
            const list = createContactList2();
            findCircleContacts(circles(scene), list, { category, mask });
            expect(rowsOf(list)).toEqual(bruteForce(circles(scene), toi, { category, mask }));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('finds the same contacts whatever the order of the bodies', () => {
    fc.assert(
      fc.property(
        gridScene(2, 100).chain((scene) =>
          fc.tuple(
            fc.constant(scene),
            fc.shuffledSubarray(
              scene.r.map((_, k) => k),
              { minLength: scene.r.length },
            ),
          ),
        ),
        ([scene, order]) => {
          const list = createContactList2();
          findCircleContacts(circles(scene), list);
          const before = canonical(rowsOf(list), (k) => k);
          findCircleContacts(circles(permuted(scene, order)), list);
          expect(canonical(rowsOf(list), (k) => order[k]!)).toEqual(before);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('returns the same list, bit for bit, on a repeated call', () => {
    fc.assert(
      fc.property(gridScene(2, 120), (scene) => {
        const bodies = circles(scene, (v) => v * 0.1 + 0.05);
        const a = createContactList2();
        const b = createContactList2(1);
        findCircleContacts(bodies, a);
        findCircleContacts(bodies, b);
        expect(rowsOf(b)).toEqual(rowsOf(a));
      }),
      { numRuns: 100 },
    );
  });

  it('reports its broad phase through options.stats, and the list stays the same', () => {
    fc.assert(
      fc.property(gridScene(2, 150), fc.nat(150), fc.boolean(), (scene, at, cross) => {
        const [a, b] = cross ? splitScene(scene, at) : [scene, null];
        const bodies = circles(a);
        const options = b === null ? {} : { against: circles(b) };
        const plain = createContactList2();
        findCircleContacts(bodies, plain, options);
        const list = createContactList2();
        const stats = createSceneStats();
        findCircleContacts(bodies, list, { ...options, stats });
        expect(rowsOf(list)).toEqual(rowsOf(plain));
        const n = a.r.length;
        const m = b?.r.length ?? 0;
        // Every pair of the scene, counted by hand; each contact was a tested pair.
        expect(stats.pairs).toBe(b === null ? (n * (n - 1)) / 2 : n * m);
        expect(stats.tested).toBeGreaterThanOrEqual(list.count);
        expect(stats.tested).toBeLessThanOrEqual(stats.pairs);
        if (stats.plan === 'pair-loop') {
          expect(stats.sweepAxis).toBe(-1);
          expect(stats.cuts).toEqual([]);
          return;
        }
        const indexed = stats.plan === 'index-against' || stats.plan === 'index-bodies';
        if (b === null) expect(stats.plan).toBe('sweep');
        if (indexed) {
          // An index plan sweeps nothing and cuts both axes, over the indexed set's boxes.
          expect(stats.sweepAxis).toBe(-1);
          expect(stats.cuts.map((c) => c.axis)).toEqual([0, 1]);
        } else {
          // A 2D sweep cuts the other axis into strips that cover every box.
          expect([0, 1]).toContain(stats.sweepAxis);
          expect(stats.cuts.map((c) => c.axis)).toEqual([1 - stats.sweepAxis]);
        }
        const sets =
          stats.plan === 'index-against'
            ? [options.against!]
            : stats.plan === 'index-bodies' || b === null
              ? [bodies]
              : [bodies, options.against!];
        for (const cut of stats.cuts) {
          expect(cut.cells).toBeGreaterThanOrEqual(1);
          const [v0, v1] = cut.axis === 0 ? (['x0', 'x1'] as const) : (['y0', 'y1'] as const);
          for (const set of sets) {
            for (let k = 0; k < set.r.length; k++) {
              const lo = Math.min(set[v0][k]!, set[v1][k]!) - set.r[k]!;
              const hi = Math.max(set[v0][k]!, set[v1][k]!) + set.r[k]!;
              expect(cut.origin).toBeLessThanOrEqual(lo);
              const end = cut.origin + cut.cells * cut.size;
              expect(end).toBeGreaterThanOrEqual(hi - 1e-9 * Math.max(1, Math.abs(hi)));
            }
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('uses the plain pair loop for a tiny scene and a sweep for a large one', () => {
    const line = (n: number) =>
      ({
        x0: Float64Array.from({ length: n }, (_, k) => 3 * k),
        y0: new Float64Array(n),
        x1: Float64Array.from({ length: n }, (_, k) => 3 * k + 1),
        y1: new Float64Array(n),
        r: new Float64Array(n).fill(1),
      }) as MovingCircles;
    const stats = createSceneStats();
    findCircleContacts(line(10), createContactList2(), { stats });
    expect(stats).toEqual({
      plan: 'pair-loop',
      pairs: 45,
      tested: 9,
      sweepAxis: -1,
      cuts: [],
      wallPairs: 0,
      wallTested: 0,
    });
    // 1000 circles of radius 1 on the x axis, 3 apart, each moving 1 along x: each box
    // [3k − 1, 3k + 2] meets only its neighbours' (closed intervals: [3k + 2, 3k + 5]
    // touches at 3k + 2), so 999 pairs are tested of 1000·999/2, swept along x.
    findCircleContacts(line(1000), createContactList2(), { stats });
    expect(stats.plan).toBe('sweep');
    expect(stats.pairs).toBe(499500);
    expect(stats.sweepAxis).toBe(0);
    expect(stats.tested).toBe(999);
    expect(stats.cuts.map((c) => c.axis)).toEqual([1]);
  });

  it('keeps a pair the rounded query reports though the exact gap separates their boxes (the margin)', () => {
    // A falls along x = 72.15…, B stands at x = 74.60…: the exact distance of the paths
    // exceeds ra + rb by 8.5e-12 (the oracle: no touch), but circlesTimeOfImpact, rounding
    // |d|² − R² near y² ≈ 5.8e5, reports a touch (within its band, §2). Their boxes on x,
    // ax + ra and bx − rb, are 8.5e-12 apart: the sweep keeps the pair only because each
    // box grows by the share of the query's band (CORE_MARGIN). 1000 far circles make it
    // a sweep along x.
    const a0 = { x: 72.15055810736986, y: -761.1926219883695 };
    const a1 = { x: 72.15055810736986, y: 667.4073593278057 };
    const b = { x: 74.60185829185173, y: 0 };
    const [ra, rb] = [0.9131339526802756, 1.5381662317930718];
    expect(a0.x + ra).toBeLessThan(b.x - rb);
    expect(sweptBallsExact(sweptCaseFromDoubles(a0, a1, ra, b, b, rb))).toBe(false);
    const hit = circlesTimeOfImpact(a0, a1, ra, b, b, rb);
    expect(hit).not.toBeNull();
    const n = 1002;
    const far = (k: number) => 1000 + 3 * (k - 2);
    const bodies: MovingCircles = {
      x0: Float64Array.from({ length: n }, (_, k) => (k === 0 ? a0.x : k === 1 ? b.x : far(k))),
      y0: Float64Array.from({ length: n }, (_, k) => (k === 0 ? a0.y : 0)),
      x1: Float64Array.from({ length: n }, (_, k) => (k === 0 ? a1.x : k === 1 ? b.x : far(k))),
      y1: Float64Array.from({ length: n }, (_, k) => (k === 0 ? a1.y : 0)),
      r: Float64Array.from({ length: n }, (_, k) => (k === 0 ? ra : k === 1 ? rb : 1)),
    };
    const stats = createSceneStats();
    const list = createContactList2();
    expect(findCircleContacts(bodies, list, { stats })).toBe(1);
    expect(stats.plan).toBe('sweep');
    expect(stats.sweepAxis).toBe(0);
    expect([list.i[0], list.j[0], list.t[0]]).toEqual([0, 1, hit!.t]);
  });

  it('sweeps the axis most bodies spread along, not the one a far body stretches', () => {
    // 200 circles along x in [0, 995] and y in [0, 9], and one more at y = 5000: the
    // extent is widest along y, the middle 90 % of the centres along x.
    const n = 201;
    const bodies: MovingCircles = {
      x0: Float64Array.from({ length: n }, (_, k) => (k < 200 ? 5 * k : 0)),
      y0: Float64Array.from({ length: n }, (_, k) => (k < 200 ? k % 10 : 5000)),
      x1: Float64Array.from({ length: n }, (_, k) => (k < 200 ? 5 * k : 0)),
      y1: Float64Array.from({ length: n }, (_, k) => (k < 200 ? k % 10 : 5000)),
      r: new Float64Array(n).fill(1),
    };
    const stats = createSceneStats();
    findCircleContacts(bodies, createContactList2(), { stats });
    expect(stats.plan).toBe('sweep');
    expect(stats.sweepAxis).toBe(0);
  });

  it('refuses stats that are not an object, leaving count = 0', () => {
    const list = createContactList2();
    list.count = 5;
    const bodies = circles({ dim: 2, p0: [[0, 0]], p1: [[1, 0]], r: [1] });
    expect(() =>
      findCircleContacts(bodies, list, {
        stats: 3 as unknown as ReturnType<typeof createSceneStats>,
      }),
    ).toThrow(/^options\.stats must be an object/);
    expect(list.count).toBe(0);
  });

  it('handles N = 0, 1, 2 and all bodies identical', () => {
    const list = createContactList2();
    const one = { x0: [0], y0: [0], x1: [1], y1: [0], r: [1] };
    const make = (o: Record<string, number[]>) =>
      Object.fromEntries(
        Object.entries(o).map(([k, v]) => [k, Float64Array.from(v)]),
      ) as unknown as MovingCircles;
    expect(findCircleContacts(make({ x0: [], y0: [], x1: [], y1: [], r: [] }), list)).toBe(0);
    expect(findCircleContacts(make(one), list)).toBe(0);
    // Two circles 10 apart closing at 10 per step with radii 1 (gap 8): touch at t = 0.8.
    const two = make({ x0: [0, 10], y0: [0, 0], x1: [5, 5], y1: [0, 0], r: [1, 1] });
    expect(findCircleContacts(two, list)).toBe(1);
    expect(rowsOf(list)).toEqual([{ i: 0, j: 1, wall: 0, t: 0.8, status: 'impact', n: [1, 0] }]);
    // 60 identical circles: every pair overlaps from the start, normal (1, 0).
    const same = make({
      x0: Array(60).fill(3),
      y0: Array(60).fill(3),
      x1: Array(60).fill(4),
      y1: Array(60).fill(3),
      r: Array(60).fill(2),
    });
    expect(findCircleContacts(same, list)).toBe((60 * 59) / 2);
    expect(rowsOf(list).every((r) => r.t === 0 && r.status === 'overlap' && r.n[0] === 1)).toBe(
      true,
    );
    expect(rowsOf(list)[0]).toMatchObject({ i: 0, j: 1 });
    expect(rowsOf(list)[list.count - 1]).toMatchObject({ i: 58, j: 59 });
  });

  it('finds every contact of an exactly touching lattice, at any power-of-two scale', () => {
    for (const k of [-200, -60, 0, 40, 190]) {
      const s = 2 ** k;
      const side = 20;
      const at = (c: number) => 2 * c * s;
      const xs = Array.from({ length: side * side }, (_, n) => at(n % side));
      const ys = Array.from({ length: side * side }, (_, n) => at(Math.floor(n / side)));
      const bodies = {
        x0: Float64Array.from(xs),
        y0: Float64Array.from(ys),
        x1: Float64Array.from(xs),
        y1: Float64Array.from(ys),
        r: new Float64Array(side * side).fill(s),
      };
      const list = createContactList2();
      // Neighbours along both axes touch exactly (distance 2s = r + r): 2·side·(side − 1) pairs.
      expect(findCircleContacts(bodies, list)).toBe(2 * side * (side - 1));
      expect(rowsOf(list).every((r) => r.t === 0 && r.status === 'separating')).toBe(true);
    }
  });
});
