/**
 * Seeded moving spheres against triangles, in metres, after `@swept/oracle`'s
 * committed vectors; the kinds as in 2D (`circle-segment.ts`):
 *
 * - `random`: a triangle and a motion anywhere;
 * - `graze`: the closest approach is exactly `r`, to the face (motion
 *   parallel to the plane over the face), to an edge (the path crosses over
 *   the edge, the triangle folded away from it) or to a corner. Built on
 *   Pythagorean quadruples `w0` (`|w0| = h` an integer) and integer vectors
 *   perpendicular to `w0`, so the offset `w0·m·2^-16` of length
 *   `r = h·m·2^-16` is on the grid;
 * - `near miss`: the same with the radius one grid step smaller;
 * - `edge or corner`: the path passes an edge point or a corner at less than
 *   `0.9 r`, the triangle folded away from it;
 * - `near parallel`: motion along the plane at about `r`, drifting by a few
 *   percent of `r`;
 * - `bullet`: `r` of 5 to 50 mm, 4 to 40 m per frame, aimed at the triangle
 *   (or up to 20 % past its edges), edges of 0.5 to 4 m.
 */
import { PYTHAGOREAN_3D } from '@swept/oracle';
import { GRID, type Rng, snap } from '../rng.ts';
import { add, box, norm, scale, snapV, sub, unit, type V } from './grid.ts';
import { seededWalls, type WallInput, type WallKind, type WallSet } from './workload.ts';

const MIX: ReadonlyArray<readonly [WallKind, number]> = [
  ['random', 25],
  ['graze', 10],
  ['near miss', 10],
  ['edge or corner', 15],
  ['near parallel', 15],
  ['bullet', 25],
];

const PERMUTATIONS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
] as const;

const cross = (a: V, b: V): V => [
  a[1]! * b[2]! - a[2]! * b[1]!,
  a[2]! * b[0]! - a[0]! * b[2]!,
  a[0]! * b[1]! - a[1]! * b[0]!,
];

/** A Pythagorean direction in a random orientation, its length, and two integer vectors perpendicular to it. */
function frame(rng: Rng): { w: V; h: number; u1: V; u2: V } {
  const [a0, b0, c0, h] = PYTHAGOREAN_3D[rng.int(0, PYTHAGOREAN_3D.length - 1)]!;
  const order = PERMUTATIONS[rng.int(0, PERMUTATIONS.length - 1)]!;
  const w = order.map((k) => [a0, b0, c0][k]! * rng.sign());
  const [a, b, c] = w as [number, number, number];
  const candidates = [
    [b, -a, 0],
    [c, 0, -a],
    [0, c, -b],
  ].filter((u) => norm(u) > 0);
  const u1 = candidates[0]!;
  const u2 = candidates.find((u) => norm(cross(u1, u)) > 0)!;
  return { w, h, u1, u2 };
}

/** A random multiple `k` of `u/256` whose length lies in `[lo, hi]` metres. */
function along(rng: Rng, u: V, lo: number, hi: number): V {
  const n = norm(u);
  return scale(u, rng.int(Math.ceil((256 * lo) / n), Math.floor((256 * hi) / n)) / 256);
}

/** `graze`, `near miss` and `edge or corner`: see the module comment. */
function touching(rng: Rng, kind: 'graze' | 'near miss' | 'edge or corner'): WallInput {
  const { w, h, u1, u2 } = frame(rng);
  const m = rng.int(Math.ceil(0.05 / (h * GRID)), Math.floor(1 / (h * GRID)));
  let r = h * m * GRID;
  // The path runs in the plane `offset` away from the touched feature, which is
  // the only point of the triangle that close: the rest lies behind it (−w side).
  const offset = scale(w, m * GRID);
  const p0 = box(rng, 3, 8);
  const e1 = along(rng, u1, 1, 8);
  const e2 = along(rng, u2, 1, 8);
  const back = (): V => scale(w, -rng.int(Math.ceil(128 / h), Math.floor(1024 / h)) / 256);
  const feature = kind === 'edge or corner' ? rng.int(1, 2) : rng.int(0, 2);
  let wall: V[];
  let at: V;
  if (feature === 0) {
    // Face: the path passes over an interior point, parallel to the plane.
    wall = [p0, add(p0, e1), add(p0, e2)];
    at = add(p0, add(snapV(scale(e1, 0.25)), snapV(scale(e2, 0.25))));
  } else if (feature === 1) {
    // Edge p0–p1: the path crosses over its midpoint, the third corner folded back.
    wall = [p0, add(p0, e1), add(add(p0, e2), back())];
    at = add(p0, snapV(scale(e1, 0.5)));
  } else {
    wall = [p0, add(add(p0, e1), back()), add(add(p0, e2), back())];
    at = p0;
  }
  // The motion: in the plane perpendicular to w, across the edge for an edge contact.
  const i = rng.int(-4, 4);
  const j = feature === 1 ? rng.int(1, 4) * rng.sign() : rng.int(-4, 4);
  const d = add(scale(e1, i / 2), scale(e2, (i === 0 && j === 0 ? 1 : j) / 2));
  const near = kind === 'edge or corner' ? snapV(scale(offset, rng.range(0, 0.9))) : offset;
  const c0 = add(add(at, near), scale(d, -rng.int(1, 63) / 64));
  if (kind === 'near miss') r -= GRID;
  return { c0, c1: add(c0, d), r, wall, kind };
}

function triangle(rng: Rng, spread: number, lo: number, hi: number): V[] {
  const p0 = box(rng, 3, spread);
  return [
    p0,
    snapV(add(p0, scale(unit(rng, 3), rng.range(lo, hi)))),
    snapV(add(p0, scale(unit(rng, 3), rng.range(lo, hi)))),
  ];
}

/** A point of the triangle's plane at barycentric-like weights `(a, b)` on its edges from p0. */
function onPlane(wall: V[], a: number, b: number): V {
  const [p0, p1, p2] = wall as [V, V, V];
  return add(p0, add(scale(sub(p1, p0), a), scale(sub(p2, p0), b)));
}

function nearParallel(rng: Rng): WallInput {
  const wall = triangle(rng, 8, 1, 8);
  const [p0, p1, p2] = wall as [V, V, V];
  const n0 = cross(sub(p1, p0), sub(p2, p0));
  const n = scale(n0, rng.sign() / norm(n0));
  const e = sub(p1, p0);
  const f = sub(p2, p0);
  const v = add(scale(e, rng.range(-1, 1)), scale(f, rng.range(-1, 1)));
  const r = snap(rng.range(0.05, 1));
  const at = onPlane(wall, rng.range(0, 0.5), rng.range(0, 0.5));
  const c0 = snapV(add(add(at, scale(v, -0.5)), scale(n, r * (1 + rng.range(0, 0.05)))));
  const c1 = snapV(add(add(c0, v), scale(n, r * rng.range(-0.1, 0.02))));
  return { c0, c1, r, wall, kind: 'near parallel' };
}

function bullet(rng: Rng): WallInput {
  const wall = triangle(rng, 8, 0.5, 4);
  const aim = onPlane(wall, rng.range(-0.2, 1.2), rng.range(-0.2, 1.2));
  const dir = unit(rng, 3);
  const c0 = snapV(add(aim, scale(dir, -rng.range(2, 20))));
  const c1 = snapV(add(aim, scale(dir, rng.range(2, 20))));
  return { c0, c1, r: snap(rng.range(0.005, 0.05)), wall, kind: 'bullet' };
}

function random(rng: Rng): WallInput {
  const wall = triangle(rng, 6, 0.5, 8);
  const c0 = box(rng, 3, 10);
  const c1 = snapV(add(c0, scale(unit(rng, 3), rng.range(0, 16))));
  return { c0, c1, r: snap(rng.range(0.05, 1)), wall, kind: 'random' };
}

/** The oracle's sphere–triangle vectors, then `count` seeded cases of the mix above. */
export function triangleCases(seed: number, count: number): WallSet {
  return seededWalls(3, seed, count, MIX, {
    random,
    graze: (rng) => touching(rng, 'graze'),
    'near miss': (rng) => touching(rng, 'near miss'),
    'edge or corner': (rng) => touching(rng, 'edge or corner'),
    'near parallel': nearParallel,
    bullet,
  });
}
