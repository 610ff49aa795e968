/** What the vector generators share: raw Q16.16 units, ranges, and exact fractions. */
import { floorRat, mul, type Rat, rat } from '../rat.ts';
import { surdBracket, surdFloor16 } from '../time-of-impact/wall-contact.ts';
import type { Surd } from '../walls/surd.ts';
import type { Vec2Json, Vec3Json, WallExpect } from './types.ts';

export const DENOM = 65536;
export const RAW_MAX = 2 ** 31 - 1;

export type Random = () => number;
export const int = (rnd: Random, lo: number, hi: number): number =>
  lo + Math.floor(rnd() * (hi - lo + 1));

export type Num = number[];
export type AnyVec = Vec2Json | Vec3Json;

export function toVec(c: Num): AnyVec {
  const [x = 0, y = 0, z] = c;
  return z === undefined ? { x, y } : { x, y, z };
}

export function scaleVec<V extends AnyVec>(v: V): V {
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x / DENOM])) as unknown as V;
}

export function inRange(values: number[]): boolean {
  return values.every((v) => Number.isSafeInteger(v) && Math.abs(v) <= RAW_MAX);
}

export function fractionString(q: Rat): string {
  return `${q.n}/${q.d}`;
}

export function floorTimesDenom(q: Rat): number {
  return Number(floorRat(mul(q, rat(DENOM))));
}

export const surdString = (x: Surd): string =>
  x.w.n === 0n || x.k.n === 0n
    ? fractionString(x.s)
    : `${fractionString(x.s)} + (${fractionString(x.w)})√(${fractionString(x.k)})`;

/** The answers every wall vector carries: the swept test, the status and `t*` three ways. */
export function timeExpect(
  hit: { t: Surd; status: WallExpect['status'] } | null,
): Omit<WallExpect, 'overlap'> {
  return {
    swept: hit !== null,
    status: hit?.status ?? null,
    t: hit ? surdString(hit.t) : null,
    tFloor: hit ? surdFloor16(hit.t) : null,
    tBracket: hit ? surdBracket(hit.t) : null,
  };
}

/** A raw radius as the exact rational `r / 65536`. */
export function rawRat(r: number): Rat {
  return { n: BigInt(r), d: BigInt(DENOM) };
}

/** The input with the radius one raw unit smaller and larger (tags `r-1`, `r+1`). */
export function withNeighbours<I extends { r: number }>(tags: string[], raw: I): [string[], I][] {
  const out: [string[], I][] = [[tags, raw]];
  if (raw.r > 0) out.push([[...tags, 'r-1'], { ...raw, r: raw.r - 1 }]);
  out.push([[...tags, 'r+1'], { ...raw, r: raw.r + 1 }]);
  return out;
}

/** Every number in a case, nested. */
export function numbers(x: unknown): number[] {
  if (typeof x === 'number') return [x];
  if (typeof x === 'object' && x !== null) return Object.values(x).flatMap(numbers);
  return [];
}

/** The cases within the raw range, each with its id `<prefix>-<k>`. */
export function ids<C>(prefix: string, cases: [string[], C][]): [string, string[], C][] {
  return cases
    .filter(([, raw]) => inRange(numbers(raw)))
    .map(([tags, raw], k) => [`${prefix}-${String(k).padStart(3, '0')}`, tags, raw]);
}
