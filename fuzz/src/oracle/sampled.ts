/**
 * The sampled oracle: dense sampling of `t` (and, for the segment, a direct
 * on-segment test), independent of the quadratic algebra the analytic oracle
 * and the variants use. Positions at `t_k = k/N` are formed directly from
 * the endpoints, over one common integer denominator, and their distance is
 * compared with the contact distance in exact integers.
 *
 * A sampled touch is hard evidence: a variant that calls it a miss, or
 * reports a first impact after it, is wrong (up to its declared band).
 */
import { type Rat, type RVec, rat, type SweptCase } from '@swept/oracle';

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** The values as integer numerators over one common denominator `L`. */
function overCommonDenominator(values: Rat[]): { ints: bigint[]; L: bigint } {
  let L = 1n;
  for (const v of values) L = (L / gcd(L, v.d)) * v.d;
  return { ints: values.map((v) => v.n * (L / v.d)), L };
}

/** Samples of a swept pair at `t_k = k/N`, `k = 0..N`. */
export interface SweptSamples {
  /** The first `k` at which the bodies touch (`|B − A| ≤ r`), or -1. */
  firstTouch: number;
  /** `f(t_k) = |B(t_k) − A(t_k)|² − r²`, exactly. */
  f(k: number): Rat;
  N: number;
}

export function sampleSwept(c: SweptCase, N: number): SweptSamples {
  const dim = c.a0.length;
  const flat = [...c.a0, ...c.a1, ...c.b0, ...c.b1, c.ra, c.rb];
  const { ints, L } = overCommonDenominator(flat);
  const at = (i: number) => ints[i] ?? 0n;
  const n = BigInt(N);
  // N·(B(t_k) − A(t_k)) = (N − k)·(b0 − a0) + k·(b1 − a1), in units of 1/L.
  const c0 = Array.from({ length: dim }, (_, i) => at(2 * dim + i) - at(i));
  const c1 = Array.from({ length: dim }, (_, i) => at(3 * dim + i) - at(dim + i));
  const r = at(4 * dim) + at(4 * dim + 1);
  const rr = n * n * r * r;
  const scaled = (k: number): bigint => {
    const kk = BigInt(k);
    let s = 0n;
    for (let i = 0; i < dim; i++) {
      const d = (n - kk) * (c0[i] ?? 0n) + kk * (c1[i] ?? 0n);
      s += d * d;
    }
    return s - rr;
  };
  let firstTouch = -1;
  for (let k = 0; k <= N; k++) {
    if (scaled(k) <= 0n) {
      firstTouch = k;
      break;
    }
  }
  return { firstTouch, f: (k) => rat(scaled(k), n * n * L * L), N };
}

/** The first `k` with the moving point `P(k/N)` exactly on the segment, or -1. */
export function sampleRaySegment(p0: RVec, p1: RVec, s0: RVec, s1: RVec, N: number): number {
  const { ints } = overCommonDenominator([...p0, ...p1, ...s0, ...s1]);
  const [p0x = 0n, p0y = 0n, p1x = 0n, p1y = 0n, s0x = 0n, s0y = 0n, s1x = 0n, s1y = 0n] = ints;
  const n = BigInt(N);
  const ex = s1x - s0x;
  const ey = s1y - s0y;
  const ee = ex * ex + ey * ey;
  for (let k = 0; k <= N; k++) {
    const kk = BigInt(k);
    // N·(P(t_k) − s0), formed from the endpoints.
    const wx = (n - kk) * p0x + kk * p1x - n * s0x;
    const wy = (n - kk) * p0y + kk * p1y - n * s0y;
    if (ee === 0n) {
      if (wx === 0n && wy === 0n) return k;
      continue;
    }
    if (wx * ey - wy * ex !== 0n) continue;
    const along = wx * ex + wy * ey;
    if (along >= 0n && along <= n * ee) return k;
  }
  return -1;
}
