/**
 * RAW_ARITHMETIC, the raw Q16.16 arithmetic of @swept/fixed's movers: each step against
 * its definition, checked exactly in BigInt at the bounds its proofs assume
 * (coordinates within ±(2^31 − 1), displacements' components below 2^32, raw normals
 * within two raw units of 65536 times a unit vector), and never a −0.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RAW_ARITHMETIC as A } from '../../src/level/move.ts';
import { MAX } from '../helpers.ts';

const ONE = 65536;
const V_MAX = 2 ** 32 - 1;

const component = (m: number) => fc.integer({ min: -m, max: m });
const displacement = (dim: 2 | 3, m = V_MAX) =>
  fc.array(component(m), { minLength: dim, maxLength: dim });

/**
 * A raw normal: `65536·w/|w|` rounded (as this package's pair queries round theirs),
 * then each component moved by up to two raw units (their bound).
 */
const normal = (dim: 2 | 3) =>
  fc
    .tuple(
      fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: dim, maxLength: dim }),
      fc.array(fc.integer({ min: -2, max: 2 }), { minLength: dim, maxLength: dim }),
    )
    .filter(([w]) => w.some((x) => x !== 0))
    .map(([w, off]) => {
      const len = Math.sqrt(w.reduce((s, x) => s + x * x, 0));
      return w.map((x, a) => Math.round((ONE * x) / len) + off[a]! + 0);
    });

/** A dimension with a displacement and a normal of it. */
const vn = fc
  .constantFrom(2 as const, 3 as const)
  .chain((dim) => fc.record({ dim: fc.constant(dim), v: displacement(dim), n: normal(dim) }));

const f64 = (v: readonly number[]) => Float64Array.of(v[0]!, v[1]!, v[2] ?? 0);
const big = (v: ArrayLike<number>, dim: 2 | 3) =>
  Array.from({ length: dim }, (_, a) => BigInt(v[a]!));
const bdot = (u: bigint[], v: bigint[]) => u.reduce((s, x, a) => s + x * v[a]!, 0n);
const isNegZero = (v: ArrayLike<number>) => Array.from(v).some((x) => Object.is(x, -0));

describe('RAW_ARITHMETIC', () => {
  it('units: raw, integers; 17 steps back, the last reaching t = 0', () => {
    expect(A.units).toEqual({ one: 65536, integers: true });
    expect(A.steps).toBe(17);
    // t − 2^k: 65536 − 1, 65536 − 2, …; step 16 subtracts 65536 ≥ t.
    expect(A.earlier(65536, 0)).toBe(65535);
    expect(A.earlier(65536, 3)).toBe(65528);
    expect(A.earlier(100, 6)).toBe(36);
    expect(A.earlier(100, 7)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: ONE }), (t) => {
        expect(Object.is(A.earlier(t, A.steps - 1), 0)).toBe(true);
        for (let k = 1; k < A.steps; k++)
          expect(A.earlier(t, k)).toBeLessThanOrEqual(A.earlier(t, k - 1));
      }),
    );
  });

  it('along: p + trunc(t·u/65536), exactly, on p’s side; t = 65536 is p + u', () => {
    // t·u/65536 = 3·(−7)/4 = −5.25 → −5; 32768·5/65536 = 2.5 → 2.
    expect(A.along(10, -7, 3 * 16384)).toBe(5);
    expect(A.along(-10, 5, 32768)).toBe(-8);
    fc.assert(
      fc.property(component(MAX), component(V_MAX), fc.integer({ min: 0, max: ONE }), (p, u, t) => {
        const end = A.along(p, u, t);
        expect(Object.is(end, -0)).toBe(false);
        // 65536·(end − p) = t·u − f, |f| < 65536 with t·u's sign (or 0): towards p.
        const f = BigInt(t) * BigInt(u) - 65536n * (BigInt(end) - BigInt(p));
        const tu = BigInt(t) * BigInt(u);
        expect(f === 0n || (tu > 0n ? f > 0n && f < 65536n : f < 0n && f > -65536n)).toBe(true);
        if (t === ONE) expect(end).toBe(p + u);
      }),
    );
  });

  it('minus and dot: exact integers, +0', () => {
    expect(Object.is(A.minus(-0, 0), 0)).toBe(true);
    expect(Object.is(A.dot(f64([0, 5]), f64([-3, 0]), 2), 0)).toBe(true);
    fc.assert(
      fc.property(vn, ({ dim, v, n }) => {
        expect(BigInt(A.dot(f64(v), f64(n), dim))).toBe(bdot(big(v, dim), big(n, dim)));
      }),
    );
  });

  it('removeInto: v − (1 + e/65536)(v·n)·n/|n|², each component rounded towards zero', () => {
    // n = (0, 65536), v = (3, −10): v·n < 0, the clip is (3, 0), a full bounce (3, 10).
    const v = f64([3, -10]);
    A.removeInto(v, f64([0, ONE]), 0, 2);
    expect(Array.from(v)).toEqual([3, 0, 0]);
    const w = f64([3, -10]);
    A.removeInto(w, f64([0, ONE]), ONE, 2);
    expect(Array.from(w)).toEqual([3, 10, 0]);
    // Half the restitution: the reflected normal part halves (−10 → 5).
    const h = f64([3, -10]);
    A.removeInto(h, f64([0, ONE]), 32768, 2);
    expect(Array.from(h)).toEqual([3, 5, 0]);
    // n = (65536, 65536)/√2 rounded (46341 each), v = (0, −3): the exact clip is
    // (1.5, −1.5)·(1 − 2^-32…), towards zero (1, −1).
    const s = f64([0, -3]);
    A.removeInto(s, f64([46341, 46341]), 0, 2);
    expect(Array.from(s)).toEqual([1, -1, 0]);
    fc.assert(
      fc.property(vn, fc.integer({ min: 0, max: ONE }), ({ dim, v: v0, n }, e) => {
        const v = f64(v0);
        A.removeInto(v, f64(n), e, dim);
        expect(isNegZero(v)).toBe(false);
        const bv = big(v0, dim);
        const bn = big(n, dim);
        const k = bdot(bv, bn);
        if (k >= 0n) {
          expect(big(v, dim)).toEqual(bv);
          return;
        }
        const N = bdot(bn, bn);
        const E = BigInt(ONE + e);
        const den = 65536n * N;
        for (let a = 0; a < dim; a++) {
          // X = den·exactₐ, exactₐ = vₐ − k·E·nₐ/den; den·v'ₐ − X within one den, towards zero.
          const X = den * bv[a]! - k * E * bn[a]!;
          const D = den * BigInt(v[a]!) - X;
          if (X >= 0n) expect(D <= 0n && D > -den).toBe(true);
          else expect(D >= 0n && D < den).toBe(true);
        }
        const got = big(v, dim);
        // Never longer than v.
        expect(bdot(got, got) <= bdot(bv, bv)).toBe(true);
        // Into the plane by the rounding at most: 65536·v'·n > −k·e − 65536·|n|₁.
        const l1 = bn.reduce((t, x) => t + (x < 0n ? -x : x), 0n);
        expect(65536n * bdot(got, bn) > -k * BigInt(e) - 65536n * l1).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('lift along an axis normal (exact): the part along it removed, nothing added', () => {
    // v = (7, −3), n = (0, 65536): (7, 0), v·n = 0 exactly.
    const v = f64([7, -3]);
    A.lift(v, f64([0, ONE]), 2);
    expect(Array.from(v)).toEqual([7, 0, 0]);
    fc.assert(
      fc.property(vn, fc.nat(2), fc.boolean(), ({ dim, v: v0 }, axis, up) => {
        const n = [0, 0, 0];
        n[axis % dim] = up ? ONE : -ONE;
        const v = f64(v0);
        A.lift(v, f64(n), dim);
        const removed = f64(v0);
        A.removeInto(removed, f64(n), 0, dim);
        // Removal leaves v·n ≥ 0 already when v·n < 0; else nothing is removed either.
        expect(Array.from(v)).toEqual(
          bdot(big(v0, dim), big(n, dim)) < 0n
            ? Array.from(removed)
            : Array.from(f64(v0)).map((x, a) => (a === axis % dim ? 0 : x) + 0),
        );
        expect(isNegZero(v)).toBe(false);
      }),
    );
  });

  it('lift along any other normal: v·n ≥ 2·|v|₁ (so v·n̂ ≥ 0 for the exact n̂ it rounds), with the fewest units', () => {
    // v = (0, −3), n = (46341, 46341): the removal gives (1, −1), v·n = 0, 2·|v|₁ = 4;
    // u units along x: 46341·u ≥ 2·(2 + u) needs u = 1: (2, −1).
    const s = f64([0, -3]);
    A.lift(s, f64([46341, 46341]), 2);
    expect(Array.from(s)).toEqual([2, -1, 0]);
    // v = (3, −5), n = (46342, 46340): the exact clip (3.99993…, −4.00011…) rounds
    // towards zero to (3, −4), v·n = −46334, 2·|v|₁ = 14; u units along x:
    // −46334 + 46342·u ≥ 2·(7 + u) needs u = 2: (5, −4).
    const t = f64([3, -5]);
    A.lift(t, f64([46342, 46340]), 2);
    expect(Array.from(t)).toEqual([5, -4, 0]);
    // n = (−65535, −1) is not an axis though |n|₁ = 65536 (found by this property):
    // v = (0, 21846) loses its part along n, (0, 21845), v·n = −21845; u units along −x:
    // 65535·u − 21845 ≥ 2·(21845 + u) needs u = 2: (−2, 21845).
    const w = f64([0, 21846]);
    A.lift(w, f64([-65535, -1]), 2);
    expect(Array.from(w)).toEqual([-2, 21845, 0]);
    fc.assert(
      fc.property(vn, ({ dim, v: v0, n }) => {
        fc.pre(n.filter((x) => x !== 0).length > 1);
        const v = f64(v0);
        A.lift(v, f64(n), dim);
        expect(isNegZero(v)).toBe(false);
        const bn = big(n, dim);
        const l1 = (w: Float64Array) => w.reduce((t, x) => t + BigInt(Math.abs(x)), 0n);
        expect(bdot(big(v, dim), bn) >= 2n * l1(v)).toBe(true);
        // The fewest units: one fewer along n's largest component falls short.
        const a = n.reduce((best, x, i) => (Math.abs(x) > Math.abs(n[best]!) ? i : best), 0);
        const less = f64(Array.from(v));
        less[a] = less[a]! - Math.sign(n[a]!);
        const removed = f64(v0);
        A.removeInto(removed, f64(n), 0, dim);
        if (less[a] !== removed[a]) expect(bdot(big(less, dim), bn) < 2n * l1(less)).toBe(true);
      }),
    );
  });

  it('alongCrease: the projection onto n1 × n2, rounded towards zero; false when parallel', () => {
    const out = new Float64Array(3);
    // n1 = x, n2 = y: the crease is z; v = (5, 7, −9) keeps only −9.
    expect(A.alongCrease(f64([5, 7, -9]), f64([ONE, 0, 0]), f64([0, ONE, 0]), out)).toBe(true);
    expect(Array.from(out)).toEqual([0, 0, -9]);
    // Floor (0, 1, 0) and the wall (−1, 1, 0)/√2 rounded: the crease is z again.
    expect(A.alongCrease(f64([3, -4, 11]), f64([0, ONE, 0]), f64([-46341, 46341, 0]), out)).toBe(
      true,
    );
    expect(Array.from(out)).toEqual([0, 0, 11]);
    // The same plane, two roundings of its normal: no crease.
    expect(A.alongCrease(f64([1, 2, 3]), f64([0, ONE, 0]), f64([1, 65535, -2]), out)).toBe(false);
    expect(A.alongCrease(f64([1, 2, 3]), f64([0, ONE, 0]), f64([0, -ONE, 0]), out)).toBe(false);
    fc.assert(
      fc.property(displacement(3), normal(3), normal(3), (v, n1, n2) => {
        const got = new Float64Array(3);
        const bn1 = big(n1, 3);
        const bn2 = big(n2, 3);
        const c = [
          bn1[1]! * bn2[2]! - bn1[2]! * bn2[1]!,
          bn1[2]! * bn2[0]! - bn1[0]! * bn2[2]!,
          bn1[0]! * bn2[1]! - bn1[1]! * bn2[0]!,
        ];
        const wide = c.some((x) => (x < 0n ? -x : x) >= 1n << 20n);
        const ok = A.alongCrease(f64(v), f64(n1), f64(n2), got);
        expect(ok).toBe(wide);
        if (!ok) return;
        expect(isNegZero(got)).toBe(false);
        const g = big(got, 3);
        const bv = big(v, 3);
        const vv = bdot(bv, bv);
        // Never longer than v.
        expect(bdot(g, g) <= vv).toBe(true);
        // Near the exact projection P = c·(v·c)/|c|²: the crease keeps 16 bits (its
        // direction within √3·2^-16 of c's) and rounds each component by less than one,
        // so |g − P| < √3 + √3·2^-16·|v|, |g − P|² < 6 + 6·|v|²/2^32.
        const cc = bdot(c, c);
        const vc = bdot(bv, c);
        const y = g.map((ga, a) => cc * ga - c[a]! * vc);
        expect(bdot(y, y) * (1n << 32n) < cc * cc * (6n * (1n << 32n) + 6n * vv)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('against: v·d < 0 for two displacements, exactly (the products reach 2^64)', () => {
    expect(A.against(f64([3, -2]), f64([2, 3]), 2)).toBe(false); // 6 − 6 = 0
    expect(A.against(f64([3, -3]), f64([2, 3]), 2)).toBe(true); // 6 − 9
    // (2^32 − 1)·2^30 − (2^32 − 1)·(2^30 − 1) = 2^32 − 1 > 0, far below the products' rounding.
    const v = f64([V_MAX, -V_MAX]);
    expect(A.against(v, f64([2 ** 30, 2 ** 30 - 1]), 2)).toBe(false);
    expect(A.against(v, f64([2 ** 30 - 1, 2 ** 30]), 2)).toBe(true);
    fc.assert(
      fc.property(
        fc
          .constantFrom(2 as const, 3 as const)
          .chain((dim) => fc.tuple(fc.constant(dim), displacement(dim), displacement(dim))),
        ([dim, v, d]) => {
          expect(A.against(f64(v), f64(d), dim)).toBe(bdot(big(v, dim), big(d, dim)) < 0n);
          // Nearly perpendicular: d turned a quarter, plus a little.
          const q = dim === 2 ? [-v[1]!, v[0]!] : [-v[1]!, v[0]!, 0];
          const e = q.map((x, a) => x + (a === 0 ? 1 : 0));
          expect(A.against(f64(v), f64(e), dim)).toBe(bdot(big(v, dim), big(e, dim)) < 0n);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('slack: 4·|v|₁ + 2^17', () => {
    expect(A.slack(f64([3, -4, 100]), 2)).toBe(4 * 7 + 131072);
    expect(A.slack(f64([3, -4, 100]), 3)).toBe(4 * 107 + 131072);
  });

  it('nudge: 2^k raw units along n, at least one in n’s largest component', () => {
    // n = (−46341, 46341)/65536 ≈ (−0.7071, 0.7071): k = 0 rounds to (−1, 1), k = 10 to ±724.
    expect([A.nudge(5, -46341, 0, 0), A.nudge(5, 46341, 0, 0)]).toEqual([4, 6]);
    expect([A.nudge(0, -46341, 10, 0), A.nudge(0, 46341, 10, 0)]).toEqual([-724, 724]);
    // A small component rounds to nothing at k = 0, and never to −0.
    expect(Object.is(A.nudge(0, -3000, 0, 0), 0)).toBe(true);
    fc.assert(
      fc.property(vn, ({ n }) => {
        const a = n.reduce((best, x, i) => (Math.abs(x) > Math.abs(n[best]!) ? i : best), 0);
        expect(A.nudge(0, n[a]!, 0, 0)).toBe(Math.sign(n[a]!));
      }),
    );
  });

  it('widen: r + 2^k raw units, never past 2^31 − 1', () => {
    expect(A.widen(5, 0)).toBe(6);
    expect(A.widen(5, 10)).toBe(1029);
    expect(A.widen(MAX - 1, 3)).toBe(MAX);
    expect(A.widen(0, 63)).toBe(MAX);
  });

  it('inRange: an integer within ±(2^31 − 1)', () => {
    expect(A.inRange(MAX)).toBe(true);
    expect(A.inRange(-MAX)).toBe(true);
    expect(A.inRange(MAX + 1)).toBe(false);
    expect(A.inRange(-MAX - 1)).toBe(false);
    expect(A.inRange(0.5)).toBe(false);
    expect(A.inRange(Number.NaN)).toBe(false);
  });
});
