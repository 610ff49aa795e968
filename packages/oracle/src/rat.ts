/**
 * Exact rational arithmetic on BigInt. Every `Rat` is kept in lowest terms
 * with a positive denominator, so equal values have equal representations and
 * `cmp` is a single cross-multiplication.
 */

/** A rational number `n / d` in lowest terms, `d > 0`. */
export interface Rat {
  readonly n: bigint;
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) {
    const r = x % y;
    x = y;
    y = r;
  }
  return x;
}

function toBigInt(name: string, v: bigint | number): bigint {
  if (typeof v === 'bigint') return v;
  if (!Number.isSafeInteger(v)) throw new RangeError(`${name} must be a safe integer (got ${v})`);
  return BigInt(v);
}

/** `n / d` in lowest terms; `d` defaults to 1 and must not be 0. */
export function rat(n: bigint | number, d: bigint | number = 1n): Rat {
  let num = toBigInt('n', n);
  let den = toBigInt('d', d);
  if (den === 0n) throw new RangeError('d must not be 0');
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  if (den === 1n) return { n: num, d: 1n };
  const g = gcd(num, den);
  return g === 1n ? { n: num, d: den } : { n: num / g, d: den / g };
}

export const ZERO: Rat = { n: 0n, d: 1n };
export const ONE: Rat = { n: 1n, d: 1n };

export function add(a: Rat, b: Rat): Rat {
  if (a.d === b.d) return rat(a.n + b.n, a.d);
  return rat(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function sub(a: Rat, b: Rat): Rat {
  if (a.d === b.d) return rat(a.n - b.n, a.d);
  return rat(a.n * b.d - b.n * a.d, a.d * b.d);
}

export function mul(a: Rat, b: Rat): Rat {
  return rat(a.n * b.n, a.d * b.d);
}

/** `a / b`; throws a `RangeError` when `b` is zero. */
export function div(a: Rat, b: Rat): Rat {
  if (b.n === 0n) throw new RangeError('b must not be 0 (division by zero)');
  return rat(a.n * b.d, a.d * b.n);
}

export function neg(a: Rat): Rat {
  return { n: -a.n, d: a.d };
}

/** The sign of `a − b`: -1, 0 or 1. */
export function cmp(a: Rat, b: Rat): -1 | 0 | 1 {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
}

/** `|a|`. */
export function abs(a: Rat): Rat {
  return a.n < 0n ? { n: -a.n, d: a.d } : a;
}

export function sign(a: Rat): -1 | 0 | 1 {
  return a.n < 0n ? -1 : a.n > 0n ? 1 : 0;
}

export function isZero(a: Rat): boolean {
  return a.n === 0n;
}

export function min(a: Rat, b: Rat): Rat {
  return cmp(a, b) <= 0 ? a : b;
}

export function max(a: Rat, b: Rat): Rat {
  return cmp(a, b) >= 0 ? a : b;
}

/** `floor(a / b)` for BigInts, `b > 0` (BigInt division truncates towards zero). */
export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a < 0n && q * b !== a ? q - 1n : q;
}

/** `floor(a)` as a BigInt. */
export function floorRat(a: Rat): bigint {
  return floorDiv(a.n, a.d);
}

/** `floor(sqrt(n))` for `n ≥ 0`, exact: Newton's iteration on BigInt. */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError(`n must be >= 0 (got ${n})`);
  if (n < 2n) return n;
  // Start above the root (2^ceil(bits/2)); Newton then decreases monotonically to floor(sqrt n).
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}
