/**
 * The casts' independent check: brute sampling with the textbook distances of
 * `independent.ts` (not the oracle's pieces) along the motion. Before the
 * cast's `t*` no considered wall is touched at any sampled time; just after
 * it (at `t*` when it is rational) the returned wall is; a `null` cast
 * touches nothing at any sampled time, nor at the end.
 */
import { expect } from 'vitest';
import {
  type CastFilter,
  compareAt,
  floorSurd,
  type LevelExact,
  type Rat,
  type RVec,
  rat,
  type Surd,
  sign,
  surdNormalize,
  vadd,
  wallConsidered,
} from '../../src/index.ts';
import { at, gIndependent } from '../independent.ts';

const GRID = 1n << 40n;
const SAMPLES = 64n;

export function checkByBrute(
  level: LevelExact,
  c: RVec,
  r: Rat,
  d: RVec,
  options: CastFilter,
  hit: { t: Surd; wall: number } | null,
): void {
  const c1 = vadd(c, d);
  const considered = level.walls.flatMap((wall, k) =>
    wallConsidered(level, k, options) ? [wall] : [],
  );
  const touchedAt = (t: Rat) =>
    considered.some((wall) => sign(gIndependent(at(c, c1, t), r, wall)) <= 0);
  if (hit === null) {
    for (let i = 0n; i <= SAMPLES; i++) expect(touchedAt(rat(i, SAMPLES))).toBe(false);
    return;
  }
  for (let i = 0n; i <= SAMPLES; i++) {
    const t = rat(i, SAMPLES);
    if (compareAt(t, hit.t) < 0) expect(touchedAt(t)).toBe(false);
  }
  // A rational t* (every graze, every ray's touch of a point) is checked at t* itself; an
  // irrational one is a transversal entry, touched just after it and not just before.
  const t = surdNormalize(hit.t);
  if (sign(t.w) === 0) {
    expect(sign(gIndependent(at(c, c1, t.s), r, level.walls[hit.wall]!))).toBeLessThanOrEqual(0);
    return;
  }
  const lo = floorSurd(t, GRID);
  expect(
    sign(gIndependent(at(c, c1, rat(lo + 1n, GRID)), r, level.walls[hit.wall]!)),
  ).toBeLessThanOrEqual(0);
  expect(touchedAt(rat(lo, GRID))).toBe(false);
}
