/** Small helpers shared by the checks. */
import { nextUp, type Rat, ratFromDouble, ratToNumber, sign } from '@swept/oracle';
import { exactNumber } from '../oracle/exact.ts';
import type { Vec } from '../types.ts';
import type { Band, Variant } from '../variants/types.ts';

/**
 * The declared band a banded variant (the core, or a band policy decided by it) may
 * disagree with the exact answer in, for one kind of query; `null` for an exact variant.
 * (Band policies delegate point vs segment to the core, so both judge it by its band.)
 */
export function declaredBand(variant: Variant, query: keyof Band): number | null {
  const s = variant.semantics;
  return s.kind === 'banded' || s.kind === 'policy' ? s.band[query] : null;
}

/** `|q| / scale` as a double (for margins and messages); `0` when both are zero. */
export function relative(q: Rat, scale: Rat): number {
  if (scale.n === 0n) return q.n === 0n ? 0 : Number.POSITIVE_INFINITY;
  const n = q.n < 0n ? -q.n : q.n;
  return ratToNumber({ n: n * scale.d, d: q.d * scale.n });
}

/** Every number in a (nested) result is finite. */
export function allFinite(x: unknown): boolean {
  if (typeof x === 'number') return Number.isFinite(x);
  if (typeof x === 'object' && x !== null) return Object.values(x).every(allFinite);
  return true;
}

/** The numbers in a (nested) value, depth first. */
export function numbersIn(x: unknown): number[] {
  if (typeof x === 'number') return [x];
  if (typeof x === 'object' && x !== null) return Object.values(x).flatMap(numbersIn);
  return [];
}

function trailingZeros(n: bigint): number {
  let z = 0;
  let m = n < 0n ? -n : n;
  while (m !== 0n && (m & 1n) === 0n) {
    m >>= 1n;
    z++;
  }
  return z;
}

/**
 * True when every value is a small integer (|k| ≤ 1024) times one common power
 * of two within a sane exponent range: then no intermediate of the contract's
 * formulas rounds in double precision, and core promises exact answers.
 */
export function nothingRounds(values: number[]): boolean {
  let minExp = Number.POSITIVE_INFINITY;
  for (const v of values) {
    if (!Number.isFinite(v)) return false;
    if (v === 0) continue;
    const q = ratFromDouble(v);
    const e = trailingZeros(q.n) - (q.d.toString(2).length - 1);
    minExp = Math.min(minExp, e);
  }
  if (minExp === Number.POSITIVE_INFINITY) return true;
  if (minExp < -200 || minExp > 200) return false;
  return values.every((v) => Math.abs(v) * 2 ** -minExp <= 1024);
}

/** `c + d` per axis as the variant adds it (doubles, or raw integers: both JS sums). */
export function endOf(c: Vec, d: Vec): Vec {
  return 'z' in c && c.z !== undefined
    ? { x: c.x + d.x, y: c.y + d.y, z: c.z + (d as { z: number }).z }
    : { x: c.x + d.x, y: c.y + d.y };
}

/** Same shape, every number the same double (`Object.is`), every string equal. */
export function identical(x: unknown, y: unknown): boolean {
  if (typeof x === 'number' || typeof y === 'number') return Object.is(x, y);
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return x === y;
  const kx = Object.keys(x).sort();
  const ky = Object.keys(y).sort();
  return (
    kx.length === ky.length &&
    kx.every((k, i) => k === ky[i] && identical((x as never)[k], (y as never)[k]))
  );
}

export function fmt(x: unknown): string {
  return JSON.stringify(x, (_k, v) =>
    typeof v === 'number' && !Number.isFinite(v) ? String(v) : Object.is(v, -0) ? '-0' : v,
  );
}

export function signWord(q: Rat): string {
  const s = sign(q);
  return s < 0 ? '< 0' : s > 0 ? '> 0' : '= 0';
}

/**
 * How far past the touching distance a push may land in the variant's own numbers:
 * 16 units in the last place of the largest magnitude among the inputs and the result
 * (floats), 4 raw units (fixed, which rounds each coordinate to a raw value).
 */
export function slackOf(variant: Variant, numbers: number[]): Rat {
  if (variant.units === 'raw') return exactNumber('raw', 4);
  const m = Math.max(1e-300, ...numbers.map(Math.abs));
  return ratFromDouble(16 * (nextUp(m) - m));
}
