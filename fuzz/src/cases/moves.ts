/**
 * Moves through levels, in the variant's units: the levels of the casts (`levels.ts`:
 * generated around a wall case's motion, or hand-built — corridors, a floor of
 * collinear segments or coplanar triangles, a staircase, corners and creases, a sliver,
 * the body touching or inside a wall; 2D tile maps), with the mover's options drawn at random:
 * response, restitution, maxLegs, up, floorCos and filter bits.
 */
import { PYTHAGOREAN_2D, PYTHAGOREAN_3D } from '@swept/oracle';
import fc from 'fast-check';
import type { Units } from '../oracle/exact.ts';
import type { LevelArgs, MoveArgs, MoveBatchArgs, MoveOptionArgs, Vec } from '../types.ts';
import { filterBits, generatedLevel, handBuiltLevel, tileMapLevel } from './levels.ts';
import { numbersOf, reachable, vec } from './units.ts';

/**
 * A unit vector in the variant's units (raw: length 65536 within rounding): a
 * Pythagorean direction, its axes permuted and signed.
 */
function unitVector(units: Units, dim: 2 | 3): fc.Arbitrary<Vec> {
  const one = units === 'raw' ? 65536 : 1;
  return fc
    .record({
      u: fc.constantFrom<readonly number[]>(...(dim === 2 ? PYTHAGOREAN_2D : PYTHAGOREAN_3D)),
      order: fc.shuffledSubarray([0, 1, 2].slice(0, dim), { minLength: dim }),
      signs: fc.array(fc.boolean(), { minLength: dim, maxLength: dim }),
    })
    .map(({ u, order, signs }) => {
      const length = u[dim]!;
      return vec(
        order.map((k, i) => {
          const x = units === 'raw' ? Math.round((u[k]! * one) / length) : u[k]! / length;
          return signs[i] ? -x : x;
        }),
      );
    });
}

/** A share in `[0, 1]` in the variant's units: the ends and a half often. */
function share(units: Units): fc.Arbitrary<number> {
  const one = units === 'raw' ? 65536 : 1;
  return fc.oneof(
    fc.constantFrom(0, one / 2, one),
    units === 'raw'
      ? fc.integer({ min: 0, max: one })
      : fc.double({ min: 0, max: 1, noNaN: true }).map((x) => (x < 2 ** -100 ? 0 : x)),
  );
}

/** A mover's options (`null`: none); `slide` the most often, as games use it. */
export function moveOptions(units: Units, dim: 2 | 3): fc.Arbitrary<MoveOptionArgs | null> {
  return fc.option(
    fc.record(
      {
        response: fc.constantFrom<MoveOptionArgs['response']>('slide', 'slide', 'stop', 'bounce'),
        restitution: share(units),
        maxLegs: fc.oneof(fc.constantFrom(1, 2, 4, 8, 64), fc.integer({ min: 1, max: 64 })),
        up: unitVector(units, dim),
        floorCos: share(units),
        category: filterBits,
        mask: filterBits,
      },
      { requiredKeys: [] },
    ),
    { nil: null, freq: 4 },
  );
}

/**
 * The level, body and displacement of a move (2D or 3D): generated or hand-built, and in
 * 2D a tile map when the variant has them (`maps`).
 */
function moveLevel(units: Units, dim: 2 | 3, maps: boolean): fc.Arbitrary<LevelArgs> {
  return fc.oneof(
    { weight: 3, arbitrary: generatedLevel(units, dim) },
    { weight: 2, arbitrary: handBuiltLevel(units, dim) },
    ...(dim === 2 && maps ? [{ weight: 2, arbitrary: tileMapLevel(units) }] : []),
  );
}

/** The cases of `moveCircle` (2D) and `moveSphere` (3D): a level's filter bits merged into the mover's options. */
export function moveArgs(units: Units, dim: 2 | 3, maps: boolean): fc.Arbitrary<MoveArgs> {
  return fc
    .record({ level: moveLevel(units, dim, maps), options: moveOptions(units, dim) })
    .map(({ level, options }) => ({
      ...level,
      options: level.options === null && options === null ? null : { ...options, ...level.options },
    }))
    .filter((a) => reachable(units, a.c, a.r, a.d));
}

/**
 * The cases of `moveCircles` / `moveSpheres`: the case's body, then up to five more
 * through the same level: the same body again, its displacement reversed or halved,
 * starting where its motion would end, or on a corner of a wall (when there is one).
 */
export function moveBatchArgs(
  units: Units,
  dim: 2 | 3,
  maps: boolean,
): fc.Arbitrary<MoveBatchArgs> {
  return fc
    .record({
      a: moveArgs(units, dim, maps),
      more: fc.array(fc.tuple(fc.nat(4), fc.nat()), { maxLength: 5 }),
    })
    .map(({ a, more }) => {
      const half = (x: number) => (units === 'raw' ? Math.trunc(x / 2) : x / 2);
      const c = numbersOf(a.c);
      const d = numbersOf(a.d);
      const bodies = more.map(([how, k]) => {
        switch (how) {
          case 0:
            return { c: a.c, r: a.r, d: a.d };
          case 1:
            return { c: a.c, r: a.r, d: vec(d.map((x) => -x)) };
          case 2:
            return { c: a.c, r: a.r, d: vec(d.map(half)) };
          case 3:
            return { c: vec(c.map((x, i) => x + d[i]!)), r: a.r, d: a.d };
          default: {
            // A tile map of empty tiles has no wall: the body as it is.
            const wall = a.walls[k % a.walls.length];
            return { c: wall === undefined ? a.c : wall[k % wall.length]!, r: a.r, d: a.d };
          }
        }
      });
      return { ...a, more: bodies.filter((b) => reachable(units, b.c, b.r, b.d)) };
    });
}
