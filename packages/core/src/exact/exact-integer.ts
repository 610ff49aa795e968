/**
 * `exact/`: exact integers of any size in doubles, without BigInt: the arithmetic
 * of the movers' exact leg clearance (`walls/leg-clearance.ts`) and of
 * `@swept/tolerance`'s wall queries' exact last resort (its `walls/wall-rational.ts`),
 * which needs integers of a few thousand bits at most (degree-48 products of inputs
 * that span up to 2^2098 after scaling to integers).
 *
 * An {@link ExactInteger} is either
 *
 * - a **number**: a safe integer, `|x| < 2^53` — the common case at game
 *   scales, where `+ − ×` are one double operation each. An operation whose
 *   exact result would reach `2^53` is detected from its rounded result
 *   (rounding is monotone: a true `|s| < 2^53` is representable, hence
 *   exact; a true `|s| ≥ 2^53` rounds to at least `2^53`) and redone in limbs;
 * - or **limbs**: a plain array, little-endian in base `2^24`,
 *
 *     value = l[0] + l[1]·2^24 + … + l[n−1]·2^(24(n−1)),   n ≥ 3,
 *
 *   in **normal form**: limbs `0 … n−2` are integers in `[0, 2^24)`, the top
 *   limb `l[n−1]` a non-zero integer in `[−2^24, 2^24)`, never `−1` (it is
 *   folded into the limb below: `x − 2^24`). The sign of the value is the
 *   top limb's: the limbs below add up to less than `2^(24(n−1))`, so a top
 *   limb `≥ 1` makes the value positive and one `≤ −1` makes it at most
 *   `−2^(24(n−1)) + (2^(24(n−1)) − 1) < 0`. A result of fewer than three
 *   limbs (below `2^48`) is returned as a number.
 *
 * **Why every step is exact in doubles.** Only `+ − ×` on integers below
 * 2^53 in magnitude, and `Math.floor(x · 2^-24)`: scaling by a power of two
 * is exact (no underflow: `x` is an integer), so the floor sees the exact
 * quotient. The bound of each limb operation is proven next to its code.
 *
 * Results are new values; operands are never changed. Only what the last
 * resort needs is here: loading a double as `m·2^e`, shifting by a power of
 * two, `+`, `−`, `×`, the sign, and a rough double approximation.
 */

/** An exact integer: a safe integer, or limbs (see the module comment); read-only once made. */
export type ExactInteger = number | readonly number[];

const BASE = 16777216; // 2^24
const INV_BASE = 1 / 16777216; // exact: a power of two
const LIMB_BITS = 24;
const SAFE = 9007199254740992; // 2^53

const word = new Float64Array(1);
const halves = new Uint32Array(word.buffer);
// The platform's order of the two 32-bit halves of a double (little-endian
// on every engine in use, but read rather than assumed).
word[0] = 1; // pattern 0x3ff00000_00000000: only the high word is non-zero
const HIGH_WORD = halves[1] === 0x3ff00000 ? 1 : 0;
const LOW_WORD = 1 - HIGH_WORD;

/**
 * The accumulator every limb operation works in (grown on demand; a result
 * is copied out at its final length, the only allocation of an operation),
 * and the limbs of a number operand: per operand position, scratches of one,
 * two and three limbs (a number takes as few as its magnitude needs).
 */
let acc = new Float64Array(64);
const scratch = (): [number[], number[], number[]] => [[0], [0, 0], [0, 0, 0]];
const numberLimbs = [scratch(), scratch()] as const; // small integers, like results

/** `acc[0, n)` zeroed, with room for the carries {@link settle} may add. */
function accumulator(n: number): Float64Array {
  if (acc.length < n + 4) acc = new Float64Array(2 * n + 4);
  for (let i = 0; i < n; i += 1) acc[i] = 0;
  return acc;
}

/**
 * The limbs of `a`: its own, or for a number up to three signed limbs (each
 * below `2^24` in magnitude, not normalised: the remainders keep `a`'s sign)
 * in a scratch of operand position `k`.
 */
function limbsOf(a: ExactInteger, k: 0 | 1): readonly number[] {
  if (typeof a !== 'number') return a;
  const m = a < 0 ? -a : a;
  const low = (a % BASE) + 0; // exact, with a's sign (+ 0: no −0)
  if (m < BASE) {
    const out = numberLimbs[k][0];
    out[0] = low;
    return out;
  }
  const rest = (a - low) * INV_BASE;
  const mid = rest % BASE;
  if (m < BASE * BASE) {
    const out = numberLimbs[k][1];
    out[0] = low;
    out[1] = rest;
    return out;
  }
  const out = numberLimbs[k][2];
  out[0] = low;
  out[1] = mid;
  out[2] = (rest - mid) * INV_BASE;
  return out;
}

const pow2Word = new Float64Array(1);
const pow2Halves = new Uint32Array(pow2Word.buffer);

/** `2^k` for an integer `k` in `[−1022, 1023]`, exactly, from its bit pattern (cheaper than `2 ** k`). */
function pow2(k: number): number {
  pow2Halves[LOW_WORD] = 0;
  pow2Halves[HIGH_WORD] = (k + 1023) << 20;
  return pow2Word[0]!;
}

/**
 * Carries `acc[0, n)` into normal form and returns the value: a number below
 * `2^48` when at most two limbs remain, else a copy of the limbs.
 * Precondition: every limb is an integer of magnitude at most `2^52 + 2^24`.
 * Then every carry is at most `2^28 + 2` in magnitude (`|x| ≤ 2^52 + 2^24 +
 * 2^28 + 2` divided by `2^24`, plus one for the floor), so every `x` below
 * stays under 2^53; the carry out of the last limb becomes at most two new top limbs (it
 * shrinks by `2^24` per limb until it fits in `[−2^24, 2^24)`), zero top
 * limbs are dropped, and a top `−1` is folded.
 */
function settle(n: number): ExactInteger {
  const a = acc;
  let carry = 0;
  for (let i = 0; i < n; i += 1) {
    const x = a[i]! + carry;
    carry = Math.floor(x * INV_BASE);
    a[i] = x - carry * BASE;
  }
  while (carry < -BASE || carry >= BASE) {
    const next = Math.floor(carry * INV_BASE);
    a[n++] = carry - next * BASE;
    carry = next;
  }
  if (carry !== 0) a[n++] = carry;
  else while (n > 0 && a[n - 1] === 0) n -= 1;
  // Without the fold, products of negative values grow chains of 2^24 − 1 limbs.
  while (n > 1 && a[n - 1] === -1) {
    n -= 1;
    a[n - 1] = a[n - 1]! - BASE;
  }
  if (n > 2) {
    const out: number[] = [];
    for (let i = 0; i < n; i += 1) out.push(a[i]!);
    return out;
  }
  return n === 0 ? 0 : n === 1 ? a[0]! : a[0]! + a[1]! * BASE;
}

/**
 * The exponent `e` of a finite non-zero double's lowest set bit: `x = m·2^e`
 * with an odd integer `m` (`|m| < 2^53`). Scaling a call's inputs by the
 * smallest such exponent keeps their integers as short as they can be (a
 * double on a 1/1024 grid is a small integer, not a 53-bit significand).
 */
export function exponentOf(x: number): number {
  word[0] = x;
  const high = halves[HIGH_WORD]!;
  const low = halves[LOW_WORD]!;
  const biased = (high >>> 20) & 0x7ff;
  const e = (biased === 0 ? 1 : biased) - 1075;
  // The significand's trailing zeros: in the low word, or past it in the high one.
  if (low !== 0) return e + 31 - Math.clz32(low & -low);
  const top = (high & 0xfffff) + (biased === 0 ? 0 : 0x100000);
  return e + 63 - Math.clz32(top & -top);
}

/**
 * The exact integer `x·2^-low` for a finite double `x` and `low ≤
 * exponentOf(x)` (so the result is an integer): the odd `m` of `x = m·2^e`
 * shifted left by `e − low`.
 */
export function scaledDouble(x: number, low: number): ExactInteger {
  if (x === 0) return 0;
  const e = exponentOf(x);
  // m = x·2^-e in two steps (2^1074 itself would overflow). Both are exact:
  // the middle value m·2^(e + half) has |e + half| ≤ 537 and 1 ≤ |m| < 2^53,
  // so it is a normal finite double.
  const half = Math.ceil(-e / 2);
  return shiftLeft(x * pow2(half) * pow2(-e - half), e - low);
}

/**
 * `a·2^bits` for `bits ≥ 0`. A number stays a number when the product is
 * below 2^53 (scaling by a power of two is exact); else whole limbs of zeros
 * below, then each limb times `2^(bits mod 24)` (below `2^24·2^23 = 2^47`:
 * exact), settled.
 */
export function shiftLeft(a: ExactInteger, bits: number): ExactInteger {
  if (typeof a === 'number' && bits < 53) {
    const p = a * pow2(bits);
    if (p < SAFE && p > -SAFE) return p;
  }
  const l = limbsOf(a, 0);
  const whole = Math.floor(bits / LIMB_BITS);
  const scale = pow2(bits - whole * LIMB_BITS);
  const out = accumulator(whole + l.length);
  for (let i = 0; i < l.length; i += 1) out[whole + i] = l[i]! * scale;
  return settle(whole + l.length);
}

/** `a + b`: one addition for safe integers whose sum stays below 2^53; else limb sums (below `2^25`), settled. */
export function add(a: ExactInteger, b: ExactInteger): ExactInteger {
  if (typeof a === 'number' && typeof b === 'number') {
    const s = a + b;
    if (s < SAFE && s > -SAFE) return s;
  }
  return combine(limbsOf(a, 0), limbsOf(b, 1), 1);
}

/** `a − b` (as {@link add}). */
export function sub(a: ExactInteger, b: ExactInteger): ExactInteger {
  if (typeof a === 'number' && typeof b === 'number') {
    const s = a - b;
    if (s < SAFE && s > -SAFE) return s;
  }
  return combine(limbsOf(a, 0), limbsOf(b, 1), -1);
}

/** `a + sign·b` limb by limb (`sign` = ±1): each sum below `2^25` in magnitude, settled. */
function combine(a: readonly number[], b: readonly number[], sign: number): ExactInteger {
  const n = Math.max(a.length, b.length);
  const out = accumulator(n);
  for (let i = 0; i < a.length; i += 1) out[i] = a[i]!;
  for (let i = 0; i < b.length; i += 1) out[i] = out[i]! + sign * b[i]!;
  return settle(n);
}

/** `−a`. */
export function neg(a: ExactInteger): ExactInteger {
  if (typeof a === 'number') return -a;
  const out = accumulator(a.length);
  for (let i = 0; i < a.length; i += 1) out[i] = -a[i]!;
  return settle(a.length);
}

/**
 * `a·b`: one multiplication for safe integers whose product stays below
 * 2^53; else schoolbook on limbs, summing each column's products without
 * carrying (independent additions, which pipeline; a carry chain per product
 * would serialise them) and carrying every {@link ROWS} rows:
 *
 * every limb of either operand has magnitude at most `2^24` (a number's
 * three limbs included), so a limb product at most `2^48`. Between carry
 * passes a column receives at most 16 products onto a limb of magnitude at
 * most `2^24` (a carried limb in `[0, 2^24)`, or the top limb, see below):
 * at most `16·2^48 + 2^24 = 2^52 + 2^24`, exact in doubles. A carry pass
 * leaves limbs `0 … n−2` in `[0, 2^24)` and adds the last carry to the top
 * limb `n − 1`: every partial sum is a product `a'·b` of a truncation of `a`,
 * below `2^(24·na)·2^(24·nb)` in magnitude, so the top limb stays at most
 * `2^24` in magnitude. {@link settle}'s precondition holds.
 */
export function mul(a: ExactInteger, b: ExactInteger): ExactInteger {
  if (typeof a === 'number' && typeof b === 'number') {
    const p = a * b;
    if (p < SAFE && p > -SAFE) return p + 0; // + 0: no −0
  }
  const x = limbsOf(a, 0);
  const y = limbsOf(b, 1);
  const na = x.length;
  const nb = y.length;
  const n = na + nb;
  const out = accumulator(n);
  for (let i = 0; i < na; i += 1) {
    const xi = x[i]!;
    if (xi !== 0) for (let j = 0; j < nb; j += 1) out[i + j] = out[i + j]! + xi * y[j]!;
    if (i % ROWS === ROWS - 1 && i < na - 1) carry(out, n);
  }
  return settle(n);
}

/** Rows of a product between carry passes (see {@link mul}). */
const ROWS = 16;

/**
 * Carries `a[0, n − 1)` into `[0, 2^24)`, the last carry onto `a[n − 1]`.
 * Limbs up to `2^52 + 2^24` in magnitude give carries below `2^28 + 2`, so
 * every sum stays below 2^53.
 */
function carry(a: Float64Array, n: number): void {
  let c = 0;
  for (let i = 0; i < n - 1; i += 1) {
    const x = a[i]! + c;
    c = Math.floor(x * INV_BASE);
    a[i] = x - c * BASE;
  }
  a[n - 1] = a[n - 1]! + c;
}

/** The sign of `a` (−1, 0 or 1): a limb value's top limb's (see the module comment). */
export function sign(a: ExactInteger): number {
  const top = typeof a === 'number' ? a : a[a.length - 1]!;
  return top > 0 ? 1 : top < 0 ? -1 : 0;
}

/** `sign(a − b)`. */
export function compare(a: ExactInteger, b: ExactInteger): number {
  if (typeof a === 'number' && typeof b === 'number') return a > b ? 1 : a < b ? -1 : 0;
  return sign(sub(a, b));
}

/** The size of `a` in 24-bit limbs (0 for zero, at most 3 for a number). */
export function limbCount(a: ExactInteger): number {
  if (typeof a !== 'number') return a.length;
  const m = a < 0 ? -a : a;
  return m === 0 ? 0 : m < BASE ? 1 : m < BASE * BASE ? 2 : 3;
}

/**
 * `a·2^(−24·drop)` rounded roughly to a double (only estimates use it; no
 * scaling for `drop ≤ 0`): the limbs from `drop` up, summed from the top,
 * each step one rounding, so within a relative `2^-50` or so of the
 * truncated value. The caller keeps the kept part below `2^1000`.
 */
export function approximate(a: ExactInteger, drop: number): number {
  if (typeof a === 'number') {
    // Below 2^-1022 the scaled number (under 2^53) is negligible for an estimate.
    const k = -LIMB_BITS * drop;
    return drop <= 0 ? a : k >= -1022 ? a * pow2(k) : 0;
  }
  let x = 0;
  for (let i = a.length - 1; i >= drop && i >= 0; i -= 1) x = x * BASE + a[i]!;
  return x;
}
