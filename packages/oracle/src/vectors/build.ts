/** What the vector generators share: raw Q16.16 units, ranges, and exact fractions. */
import { floorRat, mul, type Rat, rat } from '../rat.ts';
import type { Vec2Json, Vec3Json } from './types.ts';

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
