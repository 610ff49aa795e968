/**
 * Inputs for the property tests: doubles inside the core's range, from three
 * mixes — small integers (nothing rounds), game-like coordinates with a few
 * fraction bits, and arbitrary doubles of mixed magnitude — plus near-tangent
 * cases built exactly and nudged by one ulp.
 */
import type { Vec2, Vec3 } from '@swept/core';
import { nextDown, nextUp } from '@swept/oracle';
import fc from 'fast-check';

const integer = fc.integer({ min: -64, max: 64 });
const gameLike = fc.integer({ min: -(2 ** 20), max: 2 ** 20 }).map((n) => n / 1024);
const anyMagnitude = fc
  .tuple(
    fc.double({ min: 1, max: 2, noNaN: true }),
    fc.integer({ min: -30, max: 30 }),
    fc.boolean(),
  )
  .map(([m, e, negative]) => (negative ? -1 : 1) * m * 2 ** e);

/** A coordinate in the core's range. */
export const coordinate: fc.Arbitrary<number> = fc.oneof(integer, gameLike, anyMagnitude);
/** A radius in the core's range. */
export const radius: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: 0, max: 64 }),
  gameLike.map(Math.abs),
  anyMagnitude.map(Math.abs),
);
export const vec2: fc.Arbitrary<Vec2> = fc.record({ x: coordinate, y: coordinate });
export const vec3: fc.Arbitrary<Vec3> = fc.record({ x: coordinate, y: coordinate, z: coordinate });

/** Arguments of a 2D swept query, in the contract's order. */
export type Swept2 = [Vec2, Vec2, number, Vec2, Vec2, number];
export type Swept3 = [Vec3, Vec3, number, Vec3, Vec3, number];

export const swept2: fc.Arbitrary<Swept2> = fc.tuple(vec2, vec2, radius, vec2, vec2, radius);
export const swept3: fc.Arbitrary<Swept3> = fc.tuple(vec3, vec3, radius, vec3, vec3, radius);

/**
 * A 2D case that touches exactly (tangent at its closest approach, or
 * exactly at an end) and then has one input nudged by ±1 ulp or left alone:
 * the filter cannot decide these; the fallback must.
 */
export const nearTangent2: fc.Arbitrary<Swept2> = fc
  .record({
    // A 3-4-5 contact offset scaled by k, touched at t* = n/16 along motion D.
    k: fc.integer({ min: 1, max: 1000 }),
    n: fc.integer({ min: 0, max: 16 }),
    dx: fc.integer({ min: -50, max: 50 }),
    offset: vec2,
    which: fc.integer({ min: 0, max: 12 }),
    up: fc.boolean(),
    grazing: fc.boolean(),
  })
  .map(({ k, n, dx, offset, which, up, grazing }) => {
    // Contact offset K = (3k, 4k), |K| = 5k. Grazing: D ⟂ K, so the contact
    // is the closest approach; otherwise D points along −K (head-on).
    const K = { x: 3 * k, y: 4 * k };
    const D = grazing
      ? { x: -4 * dx * 16, y: 3 * dx * 16 }
      : { x: -3 * 16 * (Math.abs(dx) + 1), y: -4 * 16 * (Math.abs(dx) + 1) };
    const t = n / 16;
    const c0 = { x: K.x - t * D.x, y: K.y - t * D.y };
    const a0 = offset;
    const a1 = { x: offset.x + 7, y: offset.y - 3 };
    const args: Swept2 = [
      a0,
      a1,
      2 * k,
      { x: a0.x + c0.x, y: a0.y + c0.y },
      { x: a1.x + c0.x + D.x, y: a1.y + c0.y + D.y },
      3 * k,
    ];
    return nudge(args, which, up);
  });

function nudge(args: Swept2, which: number, up: boolean): Swept2 {
  // Zero stays zero: its neighbours are subnormals, outside the core's range.
  const step = (x: number): number => (x === 0 ? 0 : up ? nextUp(x) : nextDown(x));
  const [a0, a1, ra, b0, b1, rb] = args;
  const out: Swept2 = [{ ...a0 }, { ...a1 }, ra, { ...b0 }, { ...b1 }, rb];
  const vectors = [out[0], out[1], out[3], out[4]];
  if (which < 8) {
    const v = vectors[which >> 1]!;
    if (which & 1) v.y = step(v.y);
    else v.x = step(v.x);
  } else if (which === 8) out[2] = step(ra);
  else if (which === 9) out[5] = step(rb);
  return out;
}
