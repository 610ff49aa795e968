/**
 * Exact integers of any size held as limbs in doubles, without BigInt: the
 * arithmetic of the wall queries' exact last resort (`wall-rational.ts`),
 * which needs integers of a few thousand bits at most (degree-48 products of
 * inputs that span up to 2^2098 after scaling to integers).
 *
 * An integer is a plain array of limbs, little-endian in base `2^24`,
 *
 *   value = l[0] + l[1]·2^24 + … + l[n−1]·2^(24(n−1)),
 *
 * in **normal form**: limbs `0 … n−2` are integers in `[0, 2^24)`, the top
 * limb `l[n−1]` is a non-zero integer in `[−2^24, 2^24)` (either sign), and
 * zero is the empty array. The sign of a value is the sign of its top limb:
 * the limbs below add up to less than `2^(24(n−1))`, so a top limb `≥ 1`
 * makes the value positive and a top limb `≤ −1` makes it at most
 * `−2^(24(n−1)) + (2^(24(n−1)) − 1) < 0`. (The form is not unique — a
 * negative value may carry a top limb of `−1` it could fold — which costs a
 * limb at most and is never compared limb by limb.)
 *
 * **Why every step is exact in doubles.** Only `+ − ×` on integers below
 * 2^53 in magnitude, and `Math.floor(x · 2^-24)`: scaling by a power of two
 * is exact (no underflow: `x` is an integer), so the floor sees the exact
 * quotient. The bound of each operation is proven next to its code.
 *
 * Results are new arrays; operands are never changed. Only what the last
 * resort needs is here: loading a double as `m·2^e`, shifting by a power of
 * two, `+`, `−`, `×`, the sign, and a rough double approximation.
 */

/** An exact integer in limbs (see the module comment); read-only once made. */
export type ExactInteger = readonly number[];

const BASE = 16777216; // 2^24
const INV_BASE = 1 / 16777216; // exact: a power of two
const LIMB_BITS = 24;

/** The integer zero. */
export const ZERO: ExactInteger = [];

/**
 * Carries `a`'s limbs into normal form in place and returns it. Precondition:
 * every limb is an integer of magnitude at most `2^52`. Then every carry is
 * at most `2^28 + 1` in magnitude (`|x| ≤ 2^52 + 2^28 + 1` divided by
 * `2^24`, plus one for the floor), so every `x` below stays under 2^53;
 * the carry out of the last limb becomes new top limbs (it shrinks by
 * `2^24` per limb until it fits in `[−2^24, 2^24)`), and zero top limbs are
 * dropped.
 */
function normalize(a: number[]): number[] {
  let carry = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i]! + carry;
    carry = Math.floor(x * INV_BASE);
    a[i] = x - carry * BASE;
  }
  while (carry < -BASE || carry >= BASE) {
    const next = Math.floor(carry * INV_BASE);
    a.push(carry - next * BASE);
    carry = next;
  }
  if (carry !== 0) a.push(carry);
  else while (a.length > 0 && a[a.length - 1] === 0) a.pop();
  return a;
}

/** A zero-filled limb array of length `n` (packed, so the engine keeps it unboxed). */
function zeros(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i += 1) out.push(0);
  return out;
}

/** A safe integer (`|k| ≤ 2^53 − 1`) as an exact integer. */
export function integerOf(k: number): ExactInteger {
  // Two 24-bit limbs and a signed rest: each below 2^53, normalised exactly.
  const low = k % BASE; // exact, same sign as k
  const rest = (k - low) * INV_BASE;
  const mid = rest % BASE;
  return normalize([low, mid, (rest - mid) * INV_BASE]);
}

const word = new Float64Array(1);
const halves = new Uint32Array(word.buffer);
// The platform's order of the two 32-bit halves of a double (little-endian
// on every engine in use, but read rather than assumed).
word[0] = 1; // pattern 0x3ff00000_00000000: only the high word is non-zero
const HIGH = halves[1] === 0x3ff00000 ? 1 : 0;
const LOW = 1 - HIGH;

/**
 * The exponent `e` of a finite double `x = m·2^e` with an integer `m`,
 * `|m| < 2^53` (its unit in the last place; `−1074` for zero and subnormals).
 */
export function exponentOf(x: number): number {
  word[0] = x;
  const biased = (halves[HIGH]! >>> 20) & 0x7ff;
  return (biased === 0 ? 1 : biased) - 1075;
}

/**
 * The exact integer `x·2^-low` for a finite double `x` and `low ≤
 * exponentOf(x)` (so the result is an integer): `x`'s integer significand
 * `m` (its 52 stored bits plus the hidden bit, split into limbs of 24, 24
 * and 5 bits) shifted left by `exponentOf(x) − low`.
 */
export function scaledDouble(x: number, low: number): ExactInteger {
  if (x === 0) return ZERO;
  word[0] = x;
  const high = halves[HIGH]!;
  const lowWord = halves[LOW]!;
  const biased = (high >>> 20) & 0x7ff;
  // m = top·2^32 + lowWord with top < 2^21 (the hidden bit unless subnormal).
  const top = (high & 0xfffff) + (biased === 0 ? 0 : 0x100000);
  const m0 = lowWord & 0xffffff;
  const m1 = (lowWord >>> 24) + (top & 0xffff) * 256; // bits 24…47
  const m2 = top >>> 16; // bits 48…52
  const limbs = [m0, m1, m2];
  if (x < 0) for (let i = 0; i < 3; i += 1) limbs[i] = -limbs[i]!;
  return shiftLeft(normalize(limbs), (biased === 0 ? 1 : biased) - 1075 - low);
}

/**
 * `a·2^bits` for `bits ≥ 0`: whole limbs of zeros below, then each limb times
 * `2^(bits mod 24)` (below `2^24 · 2^23 = 2^47`: exact), normalised.
 */
export function shiftLeft(a: ExactInteger, bits: number): ExactInteger {
  if (a.length === 0 || bits === 0) return a;
  const whole = Math.floor(bits / LIMB_BITS);
  const scale = 2 ** (bits - whole * LIMB_BITS);
  const out = zeros(whole);
  for (let i = 0; i < a.length; i += 1) out.push(a[i]! * scale);
  return normalize(out);
}

/** `a + b`: limb sums below `2^25` in magnitude, normalised. */
export function add(a: ExactInteger, b: ExactInteger): ExactInteger {
  const n = Math.max(a.length, b.length);
  const out = zeros(n);
  for (let i = 0; i < a.length; i += 1) out[i] = a[i]!;
  for (let i = 0; i < b.length; i += 1) out[i] = out[i]! + b[i]!;
  return normalize(out);
}

/** `a − b`: limb differences below `2^25` in magnitude, normalised. */
export function sub(a: ExactInteger, b: ExactInteger): ExactInteger {
  const n = Math.max(a.length, b.length);
  const out = zeros(n);
  for (let i = 0; i < a.length; i += 1) out[i] = a[i]!;
  for (let i = 0; i < b.length; i += 1) out[i] = out[i]! - b[i]!;
  return normalize(out);
}

/** `−a`. */
export function neg(a: ExactInteger): ExactInteger {
  const out: number[] = [];
  for (let i = 0; i < a.length; i += 1) out.push(-a[i]!);
  return normalize(out);
}

/**
 * `a·b`, schoolbook, one row per limb of `a` with its carries propagated
 * along the row, so no partial sum grows with the operands' length:
 *
 * every limb of either operand has magnitude at most `2^24`, so a limb
 * product at most `2^48`. Claim: every `out` limb read, and every carry, is
 * at most `C = 2^24 + 3` in magnitude. A row adds to `out[i+j]` (a normal
 * limb, or the previous row's final carry: at most `C`) the product and
 * the incoming carry: `|x| ≤ 2^48 + 2C`; its carry `⌊x·2^-24⌋` is at most
 * `2^24 + 2C·2^-24 + 1 < C` in magnitude, and the limb left behind is in
 * `[0, 2^24)`. The row's final carry lands in `out[i + nb]`, still zero
 * before (earlier rows reached `out[i − 1 + nb]` at most). So every `x` is
 * below `2^49` (exact in doubles) and the final normalisation's precondition
 * holds.
 */
export function mul(a: ExactInteger, b: ExactInteger): ExactInteger {
  const na = a.length;
  const nb = b.length;
  if (na === 0 || nb === 0) return ZERO;
  const out = zeros(na + nb);
  for (let i = 0; i < na; i += 1) {
    const ai = a[i]!;
    if (ai === 0) continue;
    let carry = 0;
    for (let j = 0; j < nb; j += 1) {
      const x = out[i + j]! + ai * b[j]! + carry;
      carry = Math.floor(x * INV_BASE);
      out[i + j] = x - carry * BASE;
    }
    out[i + nb] = carry;
  }
  return normalize(out);
}

/** The sign of `a`: its top limb's (see the module comment). */
export function sign(a: ExactInteger): number {
  return a.length === 0 ? 0 : a[a.length - 1]! > 0 ? 1 : -1;
}

/** `sign(a − b)`. */
export function compare(a: ExactInteger, b: ExactInteger): number {
  return sign(sub(a, b));
}

/** The number of limbs of `a` (zero for zero): its size, `24` bits a limb. */
export function limbCount(a: ExactInteger): number {
  return a.length;
}

/**
 * `a·2^(−24·drop)` rounded roughly to a double (only estimates use it): the
 * limbs from `drop` up, summed from the top, each step one rounding, so the
 * result is within a relative `2^-50` or so of the truncated value. The
 * caller keeps the kept part below `2^1000` (a few dozen limbs).
 */
export function approximate(a: ExactInteger, drop: number): number {
  let x = 0;
  for (let i = a.length - 1; i >= drop && i >= 0; i -= 1) x = x * BASE + a[i]!;
  return x;
}
