import { sweptBallsExact, sweptCaseFromRaw } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circlesTimeOfImpact,
  exactStats,
  resetExactStats,
  spheresTimeOfImpact,
  sweptCircles,
  sweptSpheres,
  type Vec2,
  type Vec3,
} from '../src/index.ts';
import {
  expectToi,
  MAX,
  QUADRUPLES,
  type SweptArgs,
  scales,
  swept2,
  swept3,
  TRIPLES,
} from './helpers.ts';

const exact = (args: SweptArgs<Vec2> | SweptArgs<Vec3>): boolean =>
  sweptBallsExact(sweptCaseFromRaw(...(args as SweptArgs<Vec2>)));

function check2(args: SweptArgs<Vec2>): void {
  expect(sweptCircles(...args), JSON.stringify(args)).toBe(exact(args));
  expectToi(args, circlesTimeOfImpact(...args));
}

function check3(args: SweptArgs<Vec3>): void {
  expect(sweptSpheres(...args), JSON.stringify(args)).toBe(exact(args));
  expectToi(args, spheresTimeOfImpact(...args));
}

describe('swept queries against the exact oracle', () => {
  it('agree on every input in a small box (exhaustive grid)', () => {
    const g = [-1, 0, 1];
    const pts = g.flatMap((x) => g.map((y) => ({ x, y })));
    for (const a0 of pts)
      for (const a1 of pts)
        for (const b0 of pts)
          for (const b1 of [pts[0]!, pts[4]!, pts[5]!, pts[8]!])
            for (const [ra, rb] of [
              [0, 0],
              [0, 1],
              [1, 1],
            ] as const)
              check2([a0, a1, ra, b0, b1, rb]);
  });

  it('agree on random pairs at every magnitude (2D and 3D)', () => {
    for (const m of scales) {
      fc.assert(
        fc.property(swept2(m), (args) => check2(args)),
        { numRuns: 300 },
      );
      fc.assert(
        fc.property(swept3(m), (args) => check3(args)),
        { numRuns: 150 },
      );
    }
  });

  it('agree on exact grazes from Pythagorean triples and one raw unit either side', () => {
    for (const [p, q, h] of TRIPLES) {
      for (const s of [1, 3, 4097, 65536, 3000000]) {
        if (s * h > MAX) continue;
        // Line through the foot s·(q, −p) with direction (p, q): distance s·h from the origin.
        const foot = { x: s * q, y: -s * p };
        const m = Math.min(200000, Math.floor((MAX - s * h) / h));
        const a0 = { x: foot.x - m * p, y: foot.y - m * q };
        const b = { x: 0, y: 0 };
        for (const end of [m, 2 * m, 0]) {
          const a1 = { x: foot.x + end * p, y: foot.y + end * q };
          for (const dr of [-1, 0, 1]) {
            check2([a0, a1, s * h + dr, b, b, 0]);
            check2([b, b, 0, a0, a1, s * h + dr]);
          }
        }
        // A head-on touch at t = 1/2 with a Pythagorean contact offset.
        const c = { x: s * p, y: s * q };
        const c2 = { x: 3 * c.x, y: 3 * c.y };
        if (Math.abs(c2.x) <= MAX && Math.abs(c2.y) <= MAX) {
          for (const dr of [-1, 0, 1]) check2([c2, { x: -c.x, y: -c.y }, s * h + dr, b, b, 0]);
        }
      }
    }
    for (const [p, q, w, h] of QUADRUPLES) {
      for (const s of [1, 65536, 5000000]) {
        const c = { x: s * p, y: s * q, z: s * w };
        const o = { x: 0, y: 0, z: 0 };
        const far = { x: 3 * c.x, y: 3 * c.y, z: 3 * c.z };
        for (const dr of [-1, 0, 1]) {
          check3([far, { x: -c.x, y: -c.y, z: -c.z }, 0, o, o, s * h + dr]);
          // Touching at the start: towards, away, and sliding along the tangent.
          for (const v of [o, far, { x: c.y, y: -c.x, z: 0 }]) check3([o, o, s * h + dr, c, v, 0]);
        }
      }
    }
  });

  it('agree on the ties of the residue stages (touches at t = i/64, k/16), ±1 raw unit', () => {
    // The bench's hard cases: a graze at t = i/64 along a Pythagorean direction and a
    // head-on touch at t = k/16, placed anywhere, at game magnitudes (both ties settled
    // by residues mod 2^32) and scaled up until they are not (Dekker terms, expansions).
    for (const [p, q, h] of TRIPLES.slice(0, 6)) {
      for (const s of [1, 2, 37, 512, 9001]) {
        for (const [i, n, m] of [
          [1, 1, 1],
          [17, 3, 2],
          [40, 2, 5],
          [63, 1, 3],
        ] as const) {
          const r = s * h * m;
          const d = { x: 64 * p * n * s, y: 64 * q * n * s };
          const c0 = { x: -q * m * s - i * p * n * s, y: p * m * s - i * q * n * s };
          const a0 = { x: 12345 * i - 7, y: -54321 + n };
          const a1 = { x: a0.x + 3 * p * s, y: a0.y - 5 * q };
          const b0 = { x: a0.x + c0.x, y: a0.y + c0.y };
          const b1 = { x: a1.x + c0.x + d.x, y: a1.y + c0.y + d.y };
          const ra = Math.floor(r / 3);
          for (const dr of [-1, 0, 1]) check2([a0, a1, ra, b0, b1, r - ra + dr]);
        }
        for (const k of [1, 5, 16]) {
          const c0 = { x: p * (h + k * 3) * s, y: q * (h + k * 3) * s };
          const d = { x: -16 * p * 3 * s, y: -16 * q * 3 * s };
          const a0 = { x: -1000 * k, y: 2000 };
          const b0 = { x: a0.x + c0.x, y: a0.y + c0.y };
          const b1 = { x: a0.x + c0.x + d.x, y: a0.y + c0.y + d.y };
          for (const dr of [-1, 0, 1]) check2([a0, a0, 0, b0, b1, h * h * s + dr]);
        }
      }
    }
  });

  it('agree with equal velocities (P = 0) and coincident centres', () => {
    fc.assert(
      fc.property(swept2(1 << 26), fc.integer({ min: -(1 << 26), max: 1 << 26 }), (args, v) => {
        const [a0, , ra, b0, , rb] = args;
        const move = (p: Vec2): Vec2 => ({ x: p.x + v, y: p.y - v });
        check2([a0, move(a0), ra, b0, move(b0), rb]);
        check2([a0, args[1], ra, a0, args[4], rb]);
        check2([a0, args[1], ra, b0, args[1], rb]);
      }),
      { numRuns: 300 },
    );
  });

  it('agree at the range extremes ±(2^31 − 1)', () => {
    const e = [-MAX, -1, 0, 1, MAX];
    for (const x0 of e)
      for (const x1 of e)
        for (const r of [0, 1, MAX]) {
          check2([
            { x: x0, y: -MAX },
            { x: x1, y: MAX },
            r,
            { x: -x0, y: MAX },
            { x: -x1, y: -MAX },
            r,
          ]);
          check2([
            { x: x0, y: x1 },
            { x: x1, y: x0 },
            r,
            { x: MAX, y: MAX },
            { x: -MAX, y: -MAX },
            0,
          ]);
          check3([
            { x: x0, y: -MAX, z: x1 },
            { x: x1, y: MAX, z: -x0 },
            r,
            { x: -x0, y: MAX, z: MAX },
            { x: -x1, y: -MAX, z: -MAX },
            MAX - r,
          ]);
        }
  });

  it('give the same answers on the exact double path and on the filter/limb path (scaling)', () => {
    // Scaling every coordinate by 2^k leaves the geometry, the boolean and t unchanged.
    fc.assert(
      fc.property(swept2(1 << 14), fc.integer({ min: 1, max: 16 }), (args, k) => {
        const f = 2 ** k;
        const s = (p: Vec2): Vec2 => ({ x: p.x * f, y: p.y * f });
        const [a0, a1, ra, b0, b1, rb] = args;
        const big: SweptArgs<Vec2> = [s(a0), s(a1), ra * f, s(b0), s(b1), rb * f];
        expect(sweptCircles(...big)).toBe(sweptCircles(...args));
        const small = circlesTimeOfImpact(...args);
        const large = circlesTimeOfImpact(...big);
        expect(large?.t).toBe(small?.t);
        expect(large?.status).toBe(small?.status);
        expect(large?.normal).toEqual(small?.normal);
      }),
      { numRuns: 500 },
    );
  });

  it('give the same answers when the small case is exact in doubles and the large one needs the limbs', () => {
    // Exact grazes and start contacts: the booleans are exact doubles at s = 1, and at
    // s·2^22 (s·2^24) only the limbs can tell f = 0 from a rounding error.
    for (const [p, q, h] of TRIPLES) {
      const at = (s: number): SweptArgs<Vec2> => {
        const foot = { x: s * q, y: -s * p };
        return [
          { x: foot.x - 4 * s * p, y: foot.y - 4 * s * q },
          { x: foot.x + 4 * s * p, y: foot.y + 4 * s * q },
          s * h,
          { x: 0, y: 0 },
          { x: 0, y: 0 },
          0,
        ];
      };
      const startTouch = (s: number): SweptArgs<Vec2> => {
        const c = { x: s * p, y: s * q };
        return [{ x: 0, y: 0 }, { x: -c.y, y: c.x }, s * h, c, c, 0];
      };
      for (const [make, big] of [
        [at, 1 << 22],
        [startTouch, 1 << 24],
      ] as const) {
        resetExactStats();
        const small = [sweptCircles(...make(1)), circlesTimeOfImpact(...make(1))] as const;
        expect(exactStats().filter).toBeGreaterThanOrEqual(1);
        resetExactStats();
        const large = [sweptCircles(...make(big)), circlesTimeOfImpact(...make(big))] as const;
        expect(exactStats()).toEqual({ filter: 0, fallback: 2 });
        expect(large[0]).toBe(small[0]);
        expect(large[1]?.t).toBe(small[1]?.t);
        expect(large[1]?.status).toBe(small[1]?.status);
        expect(large[1]?.normal).toEqual(small[1]?.normal);
      }
    }
  });

  it('settle near pairs in doubles and need the limbs only near a contact', () => {
    resetExactStats();
    const o = { x: 0, y: 0 };
    sweptCircles(o, { x: 1 << 20, y: 0 }, 1 << 10, { x: 1 << 19, y: 1 << 12 }, o, 1 << 10);
    expect(exactStats()).toEqual({ filter: 1, fallback: 0 });
    // Wide but clearly separated: the semi-static filter decides.
    sweptCircles(
      { x: -MAX, y: -MAX },
      { x: MAX, y: -MAX },
      5,
      { x: -MAX, y: MAX },
      { x: 0, y: 1 << 30 },
      5,
    );
    expect(exactStats()).toEqual({ filter: 2, fallback: 0 });
    // A wide exact graze (|C0|² − r² = 0 for |C0| = 5·2^28): only the limbs can tell.
    const far = { x: 3 << 28, y: 4 << 28 };
    sweptCircles(o, o, 5 << 28, far, far, 0);
    expect(exactStats()).toEqual({ filter: 2, fallback: 1 });
  });
});

describe('raw results', () => {
  it('are integers and never −0', () => {
    const clean = (x: unknown): boolean =>
      typeof x === 'number'
        ? Number.isSafeInteger(x) && !Object.is(x, -0)
        : typeof x === 'string' || Object.values(x as object).every(clean);
    fc.assert(
      fc.property(swept2(1 << 8, 1 << 8), (args) => {
        const hit = circlesTimeOfImpact(...args);
        expect(hit === null || clean(hit), JSON.stringify(hit)).toBe(true);
      }),
      { numRuns: 2000 },
    );
    // Nearly axis-aligned contacts: a normal component rounds to zero from below.
    fc.assert(
      fc.property(
        fc.integer({ min: 1 << 18, max: 1 << 22 }),
        fc.integer({ min: -3, max: -1 }),
        (r, y) => {
          const b = { x: 2 * r, y };
          const hit = circlesTimeOfImpact({ x: 0, y: 0 }, { x: 4 * r, y: 0 }, r, b, b, r);
          expect(hit).not.toBeNull();
          expect(clean(hit), JSON.stringify(hit)).toBe(true);
        },
      ),
    );
  });
});
