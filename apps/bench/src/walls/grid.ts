/**
 * What the wall case generators share: coordinate lists, snapping to the
 * 2^-16 grid, random points and directions.
 */
import { type Rng, snap } from '../rng.ts';

/** A point or vector as a coordinate list (2 or 3 entries). */
export type V = number[];

export const add = (a: V, b: V): V => a.map((x, k) => x + b[k]!);
export const sub = (a: V, b: V): V => a.map((x, k) => x - b[k]!);
export const scale = (a: V, s: number): V => a.map((x) => x * s);
export const snapV = (a: V): V => a.map(snap);
export const norm = (a: V): number => Math.sqrt(a.reduce((s, x) => s + x * x, 0));

/** A point uniform in the cube `[−h, h]^dim`, on the grid. */
export function box(rng: Rng, dim: number, h: number): V {
  return Array.from({ length: dim }, () => snap(rng.range(-h, h)));
}

/** A random unit vector (not on the grid: snap what is built from it). */
export function unit(rng: Rng, dim: number): V {
  for (;;) {
    const v = Array.from({ length: dim }, () => rng.range(-1, 1));
    const n = norm(v);
    if (n > 0.1 && n <= 1) return scale(v, 1 / n);
  }
}
