/** Exact values of doubles for the tests of `src/exact/`, independent of the code under test. */

/** The integer `k` with `x = k · 2^-1074` (every finite double is one). */
export function exactValue(x: number): bigint {
  if (x === 0) return 0n;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const exp = Number((bits >> 52n) & 0x7ffn);
  const mant = (bits & ((1n << 52n) - 1n)) | (exp === 0 ? 0n : 1n << 52n);
  const k = mant << BigInt(Math.max(exp, 1) - 1);
  return x < 0 ? -k : k;
}
