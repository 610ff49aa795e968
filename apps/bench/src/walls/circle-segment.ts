/**
 * Seeded moving circles against segments, in metres (planck.js's units: a
 * ball of 5 cm to 1 m, walls of 0.5 to 10 m, up to 40 m per frame for a
 * bullet), after `@swept/oracle`'s committed vectors:
 *
 * - `random`: a segment and a motion anywhere (mostly misses);
 * - `graze`: the closest approach is exactly `r` — along the flat side
 *   (motion parallel to the segment, `r` away) or past a round end (the
 *   segment pointing away from the path). Built on Pythagorean directions
 *   (`p² + q² = h²`) so that the normal times `r = h·m·2^-16` is on the grid;
 * - `near miss`: the same with the radius one grid step smaller (misses by 2^-16);
 * - `end cap`: the path passes a segment end at less than `0.9 r`, the
 *   segment pointing away from it (the round end is hit);
 * - `near parallel`: motion along the segment at about `r`, drifting inwards
 *   or outwards by a few percent of `r` over the frame;
 * - `bullet`: `r` of 5 to 50 mm, 4 to 40 m per frame, aimed at the segment
 *   (or up to 20 % of its length past an end) of a thin wall 0.5 to 4 m long.
 */
import { PYTHAGOREAN_2D } from '@swept/oracle';
import { GRID, type Rng, snap } from '../rng.ts';
import { add, box, scale, snapV, sub, unit, type V } from './grid.ts';
import { seededWalls, type WallInput, type WallKind, type WallSet } from './workload.ts';

const MIX: ReadonlyArray<readonly [WallKind, number]> = [
  ['random', 25],
  ['graze', 10],
  ['near miss', 10],
  ['end cap', 15],
  ['near parallel', 15],
  ['bullet', 25],
];

/** A Pythagorean direction `(p, q)`, `|(p, q)| = h`, in a random orientation. */
function direction(rng: Rng): [number, number, number] {
  const [p0, q0, h] = PYTHAGOREAN_2D[rng.int(0, PYTHAGOREAN_2D.length - 1)]!;
  return rng.next() < 0.5 ? [p0 * rng.sign(), q0 * rng.sign(), h] : [q0, p0 * rng.sign(), h];
}

/** `graze`, `near miss` and `end cap`: see the module comment. */
function touching(rng: Rng, kind: 'graze' | 'near miss' | 'end cap'): WallInput {
  const [p, q, h] = direction(rng);
  // r = h·m·2^-16 in [0.05, 1]; rn = (−q, p)·m·2^-16 is the path's normal of length exactly r.
  const m = rng.int(Math.ceil(0.05 / (h * GRID)), Math.floor(1 / (h * GRID)));
  let r = h * m * GRID;
  const side = rng.sign();
  const rn = [-q * m * GRID * side, p * m * GRID * side];
  const along = (k: number): V => [(p * k) / 256, (q * k) / 256];
  let c0: V;
  let c1: V;
  let wall: V[];
  if (kind !== 'end cap' && rng.next() < 0.5) {
    // Flat side: the path runs parallel to the segment, exactly r from it, and comes in past s0.
    const n = rng.int(Math.ceil(128 / h), Math.floor(2048 / h));
    const s0 = box(rng, 2, 8);
    wall = [s0, add(s0, along(n))];
    c0 = add(add(s0, rn), along(rng.int(-2 * n, -1)));
    c1 = add(c0, along(rng.int(2 * n, 4 * n)));
    if (rng.next() < 0.5) [c0, c1] = [c1, c0];
  } else {
    // Round end: the path passes s1 at distance r (or less, for an end-cap hit) at tc; the
    // segment leaves s1 away from the path (tilted along it for grazes: that keeps every
    // other point of the segment farther than r from the path).
    const s1 = box(rng, 2, 8);
    const k = rng.int(Math.ceil(128 / h), Math.floor(2048 / h));
    const tilt = kind === 'end cap' ? 0 : rng.int(-k, k);
    const away = [(q * k * side) / 256, (-p * k * side) / 256];
    wall = [add(add(s1, away), along(tilt)), s1];
    const d = along(rng.int(Math.ceil(128 / h), Math.floor(6144 / h)));
    const offset = kind === 'end cap' ? snapV(scale(rn, rng.range(0, 0.9))) : rn;
    c0 = add(add(s1, offset), scale(d, -rng.int(1, 63) / 64));
    c1 = add(c0, d);
  }
  if (kind === 'near miss') r -= GRID;
  return { c0, c1, r, wall, kind };
}

function nearParallel(rng: Rng): WallInput {
  const s0 = box(rng, 2, 8);
  const e = unit(rng, 2);
  const length = rng.range(1, 10);
  const s1 = snapV(add(s0, scale(e, length)));
  const n = scale([-e[1]!, e[0]!], rng.sign());
  const r = snap(rng.range(0.05, 1));
  const start = r * (1 + rng.range(0, 0.05));
  const drift = r * rng.range(-0.1, 0.02);
  const c0 = snapV(add(add(s0, scale(e, length * rng.range(-0.5, 0.3))), scale(n, start)));
  const c1 = snapV(add(add(c0, scale(e, length * rng.range(0.5, 1.5))), scale(n, drift)));
  return { c0, c1, r, wall: [s0, s1], kind: 'near parallel' };
}

function bullet(rng: Rng): WallInput {
  const s0 = box(rng, 2, 8);
  const s1 = snapV(add(s0, scale(unit(rng, 2), rng.range(0.5, 4))));
  const aim = add(s0, scale(sub(s1, s0), rng.range(-0.2, 1.2)));
  const dir = unit(rng, 2);
  const c0 = snapV(add(aim, scale(dir, -rng.range(2, 20))));
  const c1 = snapV(add(aim, scale(dir, rng.range(2, 20))));
  return { c0, c1, r: snap(rng.range(0.005, 0.05)), wall: [s0, s1], kind: 'bullet' };
}

function random(rng: Rng): WallInput {
  const s0 = box(rng, 2, 8);
  const s1 = snapV(add(s0, scale(unit(rng, 2), rng.range(0.5, 10))));
  const c0 = box(rng, 2, 12);
  const c1 = snapV(add(c0, scale(unit(rng, 2), rng.range(0, 16))));
  return { c0, c1, r: snap(rng.range(0.05, 1)), wall: [s0, s1], kind: 'random' };
}

/** The oracle's circle–segment vectors, then `count` seeded cases of the mix above. */
export function segmentCases(seed: number, count: number): WallSet {
  return seededWalls(2, seed, count, MIX, {
    random,
    graze: (rng) => touching(rng, 'graze'),
    'near miss': (rng) => touching(rng, 'near miss'),
    'end cap': (rng) => touching(rng, 'end cap'),
    'near parallel': nearParallel,
    bullet,
  });
}
