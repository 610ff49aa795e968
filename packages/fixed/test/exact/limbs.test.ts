import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  addProduct,
  compare,
  dot3,
  type Limbs,
  limbs,
  limbsFor,
  mul,
  mulAdd,
  mulInt,
  negate,
  product,
  setInt,
  sign,
  sub,
  toNumber,
  toNumberRounded,
} from '../../src/exact/limbs.ts';

/** The value of a limb number, in BigInt (the reference). */
function big(a: Limbs): bigint {
  let v = 0n;
  for (let i = a.length - 1; i >= 0; i -= 1) v = (v << 24n) + BigInt(a[i]!);
  return v;
}

/** A limb number of `n` limbs holding `v` (built by BigInt, independent of setInt). */
function from(v: bigint, n: number): Limbs {
  const out = limbs(n);
  let x = v;
  for (let i = 0; i < n - 1; i += 1) {
    const l = ((x % 16777216n) + 16777216n) % 16777216n;
    out[i] = Number(l);
    x = (x - l) >> 24n;
  }
  out[n - 1] = Number(x);
  return out;
}

const sgn = (v: bigint) => (v < 0n ? -1 : v > 0n ? 1 : 0);
/** Integers that fit `bits` signed bits, biased to the edges. */
const int = (bits: number) =>
  fc.oneof(
    fc.bigInt({ min: -(1n << BigInt(bits - 1)), max: (1n << BigInt(bits - 1)) - 1n }),
    fc.constantFrom(0n, 1n, -1n, (1n << BigInt(bits - 1)) - 1n, -(1n << BigInt(bits - 1))),
  );
const safe = fc.oneof(
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  fc.constantFrom(0, 1, -1, 2147483647, -2147483647, 4294967294, -4294967294, 8589934588),
);
/** Is the normal form respected: lower limbs in [0, 2^24), top in [−2^23, 2^23)? */
function normal(a: Limbs): boolean {
  for (let i = 0; i < a.length - 1; i += 1) if (!(a[i]! >= 0 && a[i]! < 16777216)) return false;
  const t = a[a.length - 1]!;
  return Number.isInteger(t) && t >= -8388608 && t < 8388608;
}

describe('limbs: fixed-width integers in doubles, against BigInt', () => {
  it('setInt holds every safe integer in normal form', () => {
    fc.assert(
      fc.property(safe, (v) => {
        const a = setInt(limbs(3), v);
        expect(normal(a)).toBe(true);
        expect(big(a)).toBe(BigInt(v));
        expect(sign(a)).toBe(Math.sign(v) + 0);
      }),
    );
  });

  it('add, sub, negate are exact when the result fits (143 bits in 6 limbs)', () => {
    fc.assert(
      fc.property(int(142), int(142), (x, y) => {
        const a = from(x, 6);
        const b = from(y, 6);
        const s = add(limbs(6), a, b);
        const d = sub(limbs(6), a, b);
        expect(normal(s) && normal(d)).toBe(true);
        expect(big(s)).toBe(x + y);
        expect(big(d)).toBe(x - y);
        expect(big(negate(limbs(6), a))).toBe(-x);
        expect(compare(a, b)).toBe(sgn(x - y));
        expect(sign(d)).toBe(sgn(x - y));
      }),
    );
  });

  it('wraps modulo 2^(24n) like a machine integer, and compare never wraps', () => {
    fc.assert(
      fc.property(int(72), int(72), (x, y) => {
        const a = from(x, 3);
        const b = from(y, 3);
        const m = 1n << 72n;
        const wrap = (v: bigint) => ((((v + m / 2n) % m) + m) % m) - m / 2n;
        expect(big(add(limbs(3), a, b))).toBe(wrap(x + y));
        expect(big(sub(limbs(3), a, b))).toBe(wrap(x - y));
        // a − b may need 73 bits: compare still gives its exact sign.
        expect(compare(a, b)).toBe(sgn(x - y));
      }),
    );
  });

  it('mul is exact for products that fit, including the widest operands (16 limbs)', () => {
    fc.assert(
      fc.property(int(71), int(71), (x, y) => {
        const p = mul(limbs(6), from(x, 3), from(y, 3));
        expect(normal(p)).toBe(true);
        expect(big(p)).toBe(x * y);
      }),
    );
    fc.assert(
      fc.property(int(191), int(191), (x, y) => {
        expect(big(mul(limbs(16), from(x, 16), from(y, 8)))).toBe(x * y);
      }),
      { numRuns: 50 },
    );
    // The largest magnitudes: every limb at its extreme.
    const edge = (1n << 383n) - 1n;
    expect(big(mul(limbs(32), from(edge, 16), from(-edge, 16)))).toBe(-edge * edge);
  });

  it('mulInt, addProduct and product are exact for safe integers', () => {
    fc.assert(
      fc.property(int(110), fc.integer({ min: -(2 ** 28), max: 2 ** 28 }), (x, k) => {
        expect(big(mulInt(limbs(6), from(x, 6), k))).toBe(x * BigInt(k));
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(safe, safe), { maxLength: 8 }), (terms) => {
        const acc = limbs(5);
        let want = 0n;
        for (const [x, y] of terms) {
          addProduct(acc, x, y);
          want += BigInt(x) * BigInt(y);
        }
        expect(normal(acc)).toBe(true);
        expect(big(acc)).toBe(want);
        const [x, y] = terms[0] ?? [0, 0];
        expect(big(product(limbs(5), x, y))).toBe(BigInt(x) * BigInt(y));
      }),
    );
  });

  it('the Q16.16 widths at ±(2^31 − 1): a discriminant Q² − P·R of extreme raw values', () => {
    const M = 2147483647;
    // Differences reach 2^32 − 2 and 2^33 − 4; P, Q, R reach ~2^67; Q² − PR ~2^134.
    for (const [c, d] of [
      [2 * M, 4 * M],
      [-2 * M, 4 * M],
      [2 * M, -4 * M],
    ] as const) {
      const P = limbs(3);
      const Q = limbs(3);
      const R = limbs(3);
      for (let i = 0; i < 3; i += 1) {
        addProduct(P, d, d);
        addProduct(Q, c, d);
        addProduct(R, c, c);
      }
      addProduct(R, -2 * M, 2 * M);
      const det = sub(limbs(6), mul(limbs(6), Q, Q), mul(limbs(6), P, R));
      const bc = BigInt(c);
      const bd = BigInt(d);
      const bP = 3n * bd * bd;
      const bQ = 3n * bc * bd;
      const bR = 3n * bc * bc - 4n * BigInt(M) * BigInt(M);
      expect([big(P), big(Q), big(R)]).toEqual([bP, bQ, bR]);
      expect(big(det)).toBe(bQ * bQ - bP * bR);
    }
  });

  it('toNumber is within n·2^-53 of the value', () => {
    fc.assert(
      fc.property(int(143), (x) => {
        const v = toNumber(from(x, 6));
        const err = BigInt(v) - x;
        const abs = (z: bigint) => (z < 0n ? -z : z);
        // |err| ≤ 6·2^-53·|x|, i.e. 2^53·|err| ≤ 6·|x|.
        expect(abs(err) * (1n << 53n) <= 6n * abs(x)).toBe(true);
      }),
    );
  });

  it('toNumberRounded is Number() of the same integer (nearest, ties to even), up to 480 bits', () => {
    // Ties: a 53-bit odd head followed by exactly one half unit, with and without a lower bit.
    const tie = fc
      .tuple(
        fc.bigInt({ min: 1n << 52n, max: (1n << 53n) - 1n }),
        fc.integer({ min: 1, max: 400 }),
        fc.boolean(),
        fc.boolean(),
      )
      .map(([head, shift, sticky, neg]) => {
        const s = BigInt(shift);
        const v = (head << s) + (1n << (s - 1n)) + (sticky && s > 1n ? 1n : 0n);
        return neg ? -v : v;
      });
    fc.assert(
      fc.property(fc.oneof(int(479), int(100), int(54), tie), (x) => {
        expect(Object.is(toNumberRounded(from(x, 20)), Number(x))).toBe(true);
      }),
      { numRuns: 2000 },
    );
    expect(toNumberRounded(from(0n, 3))).toBe(0);
    expect(toNumberRounded(from((1n << 71n) - 1n, 3))).toBe(2 ** 71);
  });

  it('mulAdd accumulates exact products, dot3 exact dot products; limbsFor holds 2^bits', () => {
    fc.assert(
      fc.property(int(200), int(200), int(200), safe, safe, safe, (x, y, z, u, v, w) => {
        const acc = from(z, 20);
        expect(big(mulAdd(acc, from(x, 9), from(y, 9)))).toBe(z + x * y);
        expect(big(dot3(limbs(5), u, v, w, u, v, w))).toBe(
          BigInt(u) * BigInt(v) + BigInt(w) * BigInt(u) + BigInt(v) * BigInt(w),
        );
      }),
    );
    for (const bits of [1, 23, 24, 47, 65, 132, 467]) {
      const n = limbsFor(bits);
      // 2^bits − 1 and −2^bits fit in n limbs, and n − 1 limbs would not hold 2^bits − 1.
      expect(big(from((1n << BigInt(bits)) - 1n, n))).toBe((1n << BigInt(bits)) - 1n);
      expect(big(from(-(1n << BigInt(bits)), n))).toBe(-(1n << BigInt(bits)));
      expect(24 * (n - 1) - 1 < bits).toBe(true);
    }
  });
});
