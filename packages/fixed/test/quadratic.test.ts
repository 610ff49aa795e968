import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactCoefficients2, exactCoefficients3 } from '../src/coefficients.ts';
import {
  EXACT_SCALE,
  sweptDecision,
  sweptDecisionLimbs,
  TOI_MISS,
  TOI_OVERLAP,
  TOI_SEPARATING,
  TOI_UNDECIDED,
  toiCode,
  toiCodeLimbs,
  UNDECIDED,
} from '../src/quadratic.ts';

/*
 * The reference, in BigInt and from the math alone: f(t) = P t² + 2Q t + R
 * touches zero on [0, 1] iff R ≤ 0, or F1 ≤ 0, or the vertex −Q/P lies inside
 * (Q < 0 < S) with Q² ≥ PR; the first touch of a hit with R > 0 is the
 * smaller root, and floor(t*·65536) = floor((−2^16 Q − √(2^32 (Q² − PR))) / P)
 * with the root rounded UP (it is subtracted), by Newton from above.
 */
function isqrtCeil(n: bigint): bigint {
  if (n < 2n) return n;
  let x = 1n << BigInt((n.toString(2).length >> 1) + 1);
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) break;
    x = y;
  }
  return x * x === n ? x : x + 1n;
}

type Five = readonly [bigint, bigint, bigint, bigint, bigint];

function sweptRef([P, Q, R, F1, S]: Five): boolean {
  if (R <= 0n || F1 <= 0n) return true;
  if (Q >= 0n || S <= 0n) return false;
  return Q * Q >= P * R;
}

function toiRef(c: Five): number {
  const [P, Q, R] = c;
  if (!sweptRef(c)) return TOI_MISS;
  if (R < 0n) return TOI_OVERLAP;
  if (R === 0n) return Q >= 0n ? TOI_SEPARATING : 0;
  return Number((-(Q << 16n) - isqrtCeil((Q * Q - P * R) << 32n)) / P);
}

/** The five values from the components of C0, C1 and r, in doubles (rounded) and BigInt. */
function values(c0: number[], c1: number[], r: number) {
  const d = c1.map((v, i) => v - c0[i]!);
  const dot = (u: number[], v: number[]) => u.reduce((s, x, i) => s + x * v[i]!, 0);
  const big = (u: number[], v: number[]) =>
    u.reduce((s, x, i) => s + BigInt(x) * BigInt(v[i]!), 0n);
  const rr = r * r;
  const R2 = BigInt(r) * BigInt(r);
  return {
    doubles: [dot(d, d), dot(c0, d), dot(c0, c0) - rr, dot(c1, c1) - rr, dot(c1, d)] as const,
    scale: dot(c0, c0) + dot(c1, c1) + dot(d, d) + rr,
    exact: [big(d, d), big(c0, d), big(c0, c0) - R2, big(c1, c1) - R2, big(c1, d)] as const,
  };
}

/** Loads the limb stage's values from C0 = b0 − a0, C1 = b1 − a1 (a0 = a1 = 0). */
function loadLimbs(c0: number[], c1: number[], r: number): void {
  const v = (c: number[]) => ({ x: c[0]!, y: c[1]!, z: c[2] ?? 0 });
  const o = { x: 0, y: 0, z: 0 };
  if (c0.length === 2) exactCoefficients2(o, o, v(c0), v(c1), r);
  else exactCoefficients3(o, o, v(c0), v(c1), r);
}

const M = 2147483647;
/** Differences of raw values: |C| ≤ 2^32 − 2, r ≤ 2^32 − 2. */
const comps = (m: number, n: number) =>
  fc.array(fc.integer({ min: -m, max: m }), { minLength: n, maxLength: n });
const triple = (m: number, n: number) =>
  fc.tuple(comps(m, n), comps(m, n), fc.integer({ min: 0, max: Math.min(m, 2 * M) }));

describe('the quadratic, stage by stage, against the BigInt reference', () => {
  it('stage 1 (exact doubles): always decides below EXACT_SCALE, and is right', () => {
    fc.assert(
      fc.property(triple(1 << 12, 2), ([c0, c1, r]) => {
        const { doubles, scale, exact } = values(c0, c1, r);
        expect(scale).toBeLessThan(EXACT_SCALE);
        expect(sweptDecision(...doubles, scale)).toBe(sweptRef(exact) ? 1 : 0);
        expect(toiCode(...doubles, scale)).toBe(toiRef(exact));
      }),
      { numRuns: 3000 },
    );
  });

  it('stage 2 (filter): whenever it decides, it is right (wide inputs to ±(2^32 − 2))', () => {
    let decided = 0;
    for (const n of [2, 3]) {
      fc.assert(
        fc.property(triple(2 * M, n), ([c0, c1, r]) => {
          const { doubles, scale, exact } = values(c0, c1, r);
          if (scale < EXACT_SCALE) return;
          const hit = sweptDecision(...doubles, scale);
          const code = toiCode(...doubles, scale);
          if (hit !== UNDECIDED) expect(hit).toBe(sweptRef(exact) ? 1 : 0);
          if (code !== TOI_UNDECIDED) {
            decided += 1;
            expect(code).toBe(toiRef(exact));
          }
        }),
        { numRuns: 3000 },
      );
    }
    expect(decided).toBeGreaterThan(0);
  });

  it('stage 3 (limbs): always right, at every scale and at the range limits', () => {
    for (const n of [2, 3]) {
      for (const m of [1 << 8, 1 << 20, 2 * M]) {
        fc.assert(
          fc.property(triple(m, n), ([c0, c1, r]) => {
            const { exact } = values(c0, c1, r);
            loadLimbs(c0, c1, r);
            expect(sweptDecisionLimbs()).toBe(sweptRef(exact));
            expect(toiCodeLimbs()).toBe(toiRef(exact));
          }),
          { numRuns: 1500 },
        );
      }
    }
    // Every component at ±(2^32 − 2) (|C0|, |C1| at the range's ends), r at its maximum.
    const E = 2 * M - 1;
    for (const s0 of [-1, 1])
      for (const s1 of [-1, 1])
        for (const r of [0, 1, E, 2 * M]) {
          const c0 = [s0 * E, E, -E];
          const c1 = [s1 * E, -E, E];
          loadLimbs(c0, c1, r);
          const { exact } = values(c0, c1, r);
          expect(sweptDecisionLimbs()).toBe(sweptRef(exact));
          expect(toiCodeLimbs()).toBe(toiRef(exact));
        }
  });

  it('stage 3 (limbs): ±1 raw unit around exact grazes and exact contacts at a grid time', () => {
    // A graze: C0 = (−v·T, h), D = (v, 0), r = h: f(T') = 0 only at the vertex t = T'.
    // A head-on contact at t = k/16: C0 = (x0, 0), D = (−16·s, 0), r = x0 − k·s.
    const cases: [number[], number[], number][] = [];
    for (const scale of [1, 1 << 10, 1 << 20, 1 << 28]) {
      for (const k of [1, 5, 8, 15, 16]) {
        const s = 3 * scale;
        const x0 = 40 * scale + 7;
        for (const dr of [-1, 0, 1]) {
          cases.push([[x0, 0], [x0 - 16 * s, 0], x0 - k * s + dr]);
          cases.push([[x0, 0, 0], [x0 - 16 * s, 0, 0], x0 - k * s + dr]);
        }
        const h = 5 * scale + 3;
        const v = 16 * scale;
        for (const dh of [-1, 0, 1])
          cases.push([[(-v * k) / 16, h], [v - (v * k) / 16, h], h + dh]);
      }
    }
    for (const [c0, c1, r] of cases) {
      loadLimbs(c0, c1, r);
      const { doubles, scale, exact } = values(c0, c1, r);
      expect(sweptDecisionLimbs()).toBe(sweptRef(exact));
      expect(toiCodeLimbs()).toBe(toiRef(exact));
      // And the double stages, wherever they decide.
      const code = toiCode(...doubles, scale);
      if (code !== TOI_UNDECIDED) expect(code).toBe(toiRef(exact));
      if (scale < EXACT_SCALE) expect(code).not.toBe(TOI_UNDECIDED);
    }
  });

  it('stage 1 on ties: residues mod 2^32 below their limits, Dekker terms and expansions above', () => {
    // Exact grazes (f = 0 only at the vertex, t = k/16) and head-on contacts at
    // t = k/16, ±1 raw unit, at every scale up to the edge of the exact-double
    // regime. At a tie the rounded products (Q² against P·R) and the rounded g
    // (f at the grid time t = k/16) say nothing; the residue stage settles
    // them while Q² < 2^83 and |g| + its bound < 2^31, the Dekker terms and
    // the expansion beyond. Each side of both thresholds is reached below.
    let vertexResidue = 0;
    let vertexDekker = 0;
    let floorResidue = 0;
    let floorExpansion = 0;
    for (let e = 0; e <= 22; e += 1) {
      const scale = 2 ** e;
      for (const k of [1, 3, 8, 13, 16]) {
        const cases: [number[], number[], number][] = [];
        const h = 5 * scale + 3;
        const v = 16 * scale;
        for (const dh of [-1, 0, 1]) {
          cases.push([[(-v * k) / 16, h], [v - (v * k) / 16, h], h + dh]);
          cases.push([[(-v * k) / 16, 0, h], [v - (v * k) / 16, 0, h], h + dh]);
        }
        const s = 3 * scale;
        const x0 = 40 * scale + 7;
        for (const dr of [-1, 0, 1]) cases.push([[x0, 0], [x0 - 16 * s, 0], x0 - k * s + dr]);
        for (const [c0, c1, r] of cases) {
          const { doubles, scale: sc, exact } = values(c0, c1, r);
          if (sc >= EXACT_SCALE) continue;
          expect(sweptDecision(...doubles, sc)).toBe(sweptRef(exact) ? 1 : 0);
          expect(toiCode(...doubles, sc)).toBe(toiRef(exact));
          const [P, Q, R] = exact;
          const [Pd, Qd, Rd] = doubles;
          // Which stage the vertex tie takes (the rounded products equal, so a tie).
          if (R > 0n && Q < 0n && Qd * Qd === Pd * Rd) {
            if (Qd * Qd < 2 ** 83) vertexResidue += 1;
            else vertexDekker += 1;
          }
          // Which stage the floor's tie takes: g = 0 at j = 65536·k/16 (a touch on the grid).
          const j = 4096 * k;
          if (R > 0n && (R << 32n) + ((BigInt(j) * Q) << 17n) + BigInt(j * j) * P === 0n) {
            const sum = Math.abs(2 ** 32 * Rd) + Math.abs(131072 * j * Qd) + Math.abs(j * j * Pd);
            if (sum * 2 ** -50 < 2 ** 30) floorResidue += 1;
            else floorExpansion += 1;
          }
        }
      }
    }
    expect(vertexResidue).toBeGreaterThan(0);
    expect(vertexDekker).toBeGreaterThan(0);
    expect(floorResidue).toBeGreaterThan(0);
    expect(floorExpansion).toBeGreaterThan(0);
  });

  it('the search starts anywhere: a far-off estimate (small D, large C0) is still corrected', () => {
    // |D| = 1..3 raw units against |C0| ~ 2^32: the double estimate of t* can be
    // many steps off; the exact search must still land on floor(t*·65536).
    fc.assert(
      fc.property(
        fc.integer({ min: 1 << 30, max: 2 * M }),
        fc.integer({ min: -3, max: -1 }),
        fc.integer({ min: 0, max: 3 }),
        (x, dx, dr) => {
          const c0 = [x, 0];
          const c1 = [x + dx, 0];
          const r = x + dx + dr;
          const { doubles, scale, exact } = values(c0, c1, r);
          loadLimbs(c0, c1, r);
          expect(toiCodeLimbs()).toBe(toiRef(exact));
          const code = toiCode(...doubles, scale);
          if (code !== TOI_UNDECIDED) expect(code).toBe(toiRef(exact));
        },
      ),
      { numRuns: 500 },
    );
  });
});
