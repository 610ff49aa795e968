/**
 * The movers' seeded levels and moves. 2D: a cave — a closed polyline tunnel with
 * noise walls, and in its middle the features every mover is tested on: slopes, a
 * step with a corner at each foot, a shaft exactly `2r` wide and one a hair (2^-16)
 * narrower, a V valley, a staircase, a thin wall (a lone segment) over a floor of
 * collinear segments. 3D: a terrain — a height field of triangles, flat in the middle
 * (coplanar triangles), with walls standing on it: a thin fence, a corner of two
 * fences, two pairs of fences exactly `2r` and a hair narrower apart, and four walls
 * around it. Then the bodies, in three kinds: characters pressed by gravity plus a
 * walk (the same `d` every frame; response slide), balls (a new `d` every frame;
 * bounce) and bullets (fast, the same `d`; stop) — seeded ones anywhere, and probes
 * aimed at each feature.
 *
 * Every coordinate is a multiple of 2^-16 within ±2^15 (Q16.16 holds it exactly), and
 * of 2^-8 beyond ±128 (f32, Rapier's and Jolt's precision, holds it exactly too).
 */
import { createRng, type Rng } from '../rng.ts';
import { nearestOnWall } from './nearest.ts';
import { buildGrid, type FlatWalls, queryGrid, type WallGrid } from './wall-grid.ts';

/** The kinds of bodies, in the order they are stored. */
export const CHARACTER = 0;
export const BALL = 1;
export const BULLET = 2;
export type Kind = typeof CHARACTER | typeof BALL | typeof BULLET;
export const KINDS: readonly Kind[] = [CHARACTER, BALL, BULLET];
/** Each kind's response in swept's movers. */
export const RESPONSE = ['slide', 'bounce', 'stop'] as const;
export const KIND_NAME = ['characters (slide)', 'balls (bounce)', 'bullets (stop)'] as const;

/** A level with its bodies and their displacements, frame by frame. */
export interface MoverWorkload extends FlatWalls {
  name: string;
  /** The number of bodies. */
  n: number;
  r: Float64Array;
  /** The start centres, `dim` numbers per body. */
  start: Float64Array;
  /** Bodies of kind `k` are `kinds[k] ≤ i < kinds[k + 1]`. */
  kinds: Int32Array;
  frames: number;
  /** The displacement of body `i` in frame `f` at `(f·n + i)·dim`. */
  d: Float64Array;
  grid: WallGrid;
}

/** The radius the shafts and fence gaps are cut for. */
export const GAP_RADIUS = 1.5;
/** A hair: one step of the 2^-16 grid. */
export const HAIR = 2 ** -16;

const snap8 = (x: number) => Math.round(x * 256) / 256;
const snap16 = (x: number) => Math.round(x * 65536) / 65536;

/** A body before the workload is packed. */
export interface Body {
  kind: Kind;
  r: number;
  c: number[];
  /** The same `d` every frame (characters, bullets), or `null`: a new random one each frame. */
  d: number[] | null;
}

// ---------------------------------------------------------------- the cave (2D)

interface Cave {
  segments: number[];
  /** The floor's points, `x` non-decreasing (the placement reads heights from them). */
  floor: number[];
  ceiling: number[];
  probes: Body[];
}

/** Noise from `(x, y)` rightwards: `count` steps of 2–6, slopes within ±1.2, ending at height 0. */
function noiseWalk(rng: Rng, points: number[], count: number, x: number, y: number): void {
  for (let i = 0; i < count; i++) {
    const dx = snap8(rng.range(2, 6));
    x += dx;
    // The bound shrinks towards the end (steps are at least 2 long, slopes up to 1.2),
    // so the walk lands on 0 without a cliff.
    const bound = Math.min(20, 2.4 * (count - 1 - i));
    y = snap8(Math.max(-bound, Math.min(bound, y + dx * rng.range(-1.2, 1.2))));
    if (i === count - 1) y = 0;
    points.push(x, y);
  }
}

/** The features' stretch of floor, from `(-64, 0)` to `(64, 0)`, and the probes aimed at them. */
function features(rng: Rng, floor: number[], segments: number[], probes: Body[]): void {
  const to = (x: number, y: number) => floor.push(x, y);
  const g = GAP_RADIUS;
  const character = (r: number, x: number, y: number, dx: number, dy: number) =>
    probes.push({ kind: CHARACTER, r, c: [x, y], d: [dx, dy] });
  to(-56, 0);
  // A slope up (1 in 2), a plateau, a 45° slope down.
  to(-50, 3);
  to(-46, 3);
  to(-42, -1);
  to(-38, -1);
  // A step 12 high: a corner at each foot.
  to(-38, 11);
  to(-32, 11);
  to(-32, -1);
  for (const r of [0.5, 1, 2.5]) {
    character(r, -40 - r, 2 + r, 1, -2);
    character(r, -30 + r, 2 + r, -1, -2);
  }
  // A shaft exactly 2g wide, then one a hair narrower: a body of radius g drops
  // through the first (touching both sides) and rests on the second's edges.
  for (const [x0, width] of [
    [-26, 2 * g],
    [-18, 2 * g - HAIR],
  ] as const) {
    to(x0, -1);
    to(x0, -9);
    to(x0 + width, -9);
    to(x0 + width, -1);
    // Centred on the raw grid, so fixed's movers take the same start.
    const mid = snap16(x0 + width / 2);
    character(g, mid, 4, 0, -1.5);
    character(g, mid, 6, 0.25, -1.5);
    probes.push({ kind: BALL, r: g, c: [mid, 8], d: null });
  }
  to(-10, -1);
  // A V: 45° down, about 60° up.
  to(-5, -6);
  to(-2, -0.75);
  to(4, -0.75);
  for (const dx of [-0.5, 0.5]) character(1, -4.5 + dx, 2, dx, -2);
  // A staircase of six steps (rise 0.75, run 2) up and six down.
  let x = 4;
  let y = -0.75;
  for (let s = 0; s < 12; s++) {
    const rise = s < 6 ? 0.75 : -0.75;
    if (rise > 0) {
      to(x, y + rise);
      to(x + 2, y + rise);
    } else {
      to(x + 2, y);
      to(x + 2, y + rise);
    }
    x += 2;
    y += rise;
  }
  for (const r of [0.5, 1, 2]) character(r, 5, y + 2 + r, 1, -1);
  // A floor of 1-unit collinear segments under a thin wall (a lone segment 12 high).
  to(x + 2, 0);
  const flat = x + 2;
  for (let k = 1; k <= 30; k++) to(flat + k, 0);
  const wallX = flat + 20;
  segments.push(wallX, 4, wallX, 16);
  for (const r of [0.5, 1, 2]) character(r, flat + 2, r, 1.5, -1);
  for (let k = 0; k < 8; k++) {
    const r = snap16(rng.range(0.1, 1));
    const y0 = snap16(rng.range(5, 15));
    probes.push({
      kind: BULLET,
      r,
      c: [snap16(wallX - 10 - rng.range(0, 8)), y0],
      d: [snap16(rng.range(10, 40)), snap16(rng.range(-0.5, 0.5))],
    });
  }
  to(64, 0);
}

/** A cave of exactly `count` segments (at least about 200). */
function cave(rng: Rng, count: number): Cave {
  const floor: number[] = [];
  const segments: number[] = [];
  const probes: Body[] = [];
  // The floor: noise, the features, noise; about half the segments.
  const noise = Math.max(8, Math.floor((count - 200) / 4));
  const left: number[] = [];
  noiseWalk(rng, left, noise, 0, 0);
  const shift = -64 - left[left.length - 2]!;
  floor.push(shift, 0);
  for (let i = 0; i < left.length; i += 2) floor.push(left[i]! + shift, left[i + 1]!);
  features(rng, floor, segments, probes);
  noiseWalk(rng, floor, noise, 64, 0);
  const floorSegments = floor.length / 2 - 1;
  // The ceiling, right to left: 22 above the highest floor within 12, plus noise.
  const xmin = floor[0]!;
  const xmax = floor[floor.length - 2]!;
  const ceilingSegments = count - floorSegments - 2 - segments.length / 4;
  const ceiling: number[] = [];
  for (let k = 0; k <= ceilingSegments; k++) {
    const x =
      k === 0
        ? xmax
        : k === ceilingSegments
          ? xmin
          : snap8(xmax - ((xmax - xmin) * k) / ceilingSegments);
    ceiling.push(x, snap8(highestFloor(floor, x - 12, x + 12) + 22 + rng.range(0, 4)));
  }
  // The closed polyline: floor, right end, ceiling, left end.
  const ring = [...floor, ...ceiling];
  for (let i = 0; i < ring.length; i += 2) {
    const j = (i + 2) % ring.length;
    segments.push(ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!);
  }
  return { segments, floor, ceiling, probes };
}

function highestFloor(floor: number[], lo: number, hi: number): number {
  let top = -Infinity;
  for (let i = 0; i < floor.length; i += 2) {
    if (floor[i]! >= lo && floor[i]! <= hi) top = Math.max(top, floor[i + 1]!);
  }
  return top;
}

/** The height of a polyline (points with `x` monotone) at `x`: the segment spanning it. */
function heightAt(points: number[], x: number): number {
  const n = points.length / 2;
  const increasing = points[0]! < points[2 * n - 2]!;
  let lo = 0;
  let hi = n - 1;
  // The last point at or before x (in the polyline's own direction).
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (increasing ? points[2 * mid]! <= x : points[2 * mid]! >= x) lo = mid;
    else hi = mid;
  }
  const x0 = points[2 * lo]!;
  const x1 = points[2 * hi]!;
  const f = x1 === x0 ? 0 : (x - x0) / (x1 - x0);
  return points[2 * lo + 1]! + f * (points[2 * hi + 1]! - points[2 * lo + 1]!);
}

// ---------------------------------------------------------------- the terrain (3D)

interface Terrain {
  triangles: number[];
  /** The ground's height at `(x, z)`. */
  height: (x: number, z: number) => number;
  half: number;
  probes: Body[];
}

const CELL = 4;
/** The flat middle, `|x|, |z| ≤ FLAT`, where the fences stand. */
const FLAT = 44;

/** A vertical quad from `a` to `b` (`[x, z]`), between heights `y0` and `y1`: two triangles. */
function fence(tris: number[], a: number[], b: number[], y0: number, y1: number): void {
  const [ax, az] = a as [number, number];
  const [bx, bz] = b as [number, number];
  tris.push(ax, y0, az, bx, y0, bz, bx, y1, bz);
  tris.push(ax, y0, az, bx, y1, bz, ax, y1, az);
}

/** A terrain of `cells × cells` cells (two triangles each) with its fences and walls. */
function terrain(rng: Rng, cells: number): Terrain {
  const half = (cells * CELL) / 2;
  // Value noise: random heights every 3 cells, bilinear between them; slopes up to ~63°.
  const coarse = Math.ceil(cells / 3) + 2;
  const knots = Array.from({ length: coarse * coarse }, () => rng.range(-12, 12));
  const knot = (i: number, j: number) => knots[i * coarse + j]!;
  const lattice = (i: number, j: number): number => {
    const x = -half + i * CELL;
    const z = -half + j * CELL;
    if (Math.abs(x) <= FLAT && Math.abs(z) <= FLAT) return 0;
    const u = i / 3;
    const v = j / 3;
    const i0 = Math.floor(u);
    const j0 = Math.floor(v);
    const fu = u - i0;
    const fv = v - j0;
    const h =
      knot(i0, j0) * (1 - fu) * (1 - fv) +
      knot(i0 + 1, j0) * fu * (1 - fv) +
      knot(i0, j0 + 1) * (1 - fu) * fv +
      knot(i0 + 1, j0 + 1) * fu * fv;
    return snap8(h);
  };
  const heights = new Float64Array((cells + 1) * (cells + 1));
  for (let i = 0; i <= cells; i++) {
    for (let j = 0; j <= cells; j++) heights[i * (cells + 1) + j] = lattice(i, j);
  }
  const at = (i: number, j: number) => heights[i * (cells + 1) + j]!;
  const triangles: number[] = [];
  for (let i = 0; i < cells; i++) {
    for (let j = 0; j < cells; j++) {
      const x0 = -half + i * CELL;
      const z0 = -half + j * CELL;
      const x1 = x0 + CELL;
      const z1 = z0 + CELL;
      triangles.push(x0, at(i, j), z0, x0, at(i, j + 1), z1, x1, at(i + 1, j + 1), z1);
      triangles.push(x0, at(i, j), z0, x1, at(i + 1, j + 1), z1, x1, at(i + 1, j), z0);
    }
  }
  const height = (x: number, z: number): number => {
    const u = Math.min(cells - 1e-9, Math.max(0, (x + half) / CELL));
    const v = Math.min(cells - 1e-9, Math.max(0, (z + half) / CELL));
    const i = Math.floor(u);
    const j = Math.floor(v);
    const fu = u - i;
    const fv = v - j;
    // The cell's two triangles split along its diagonal fu = fv.
    if (fv >= fu) {
      return at(i, j) + fv * (at(i, j + 1) - at(i, j)) + fu * (at(i + 1, j + 1) - at(i, j + 1));
    }
    return at(i, j) + fu * (at(i + 1, j) - at(i, j)) + fv * (at(i + 1, j + 1) - at(i + 1, j));
  };
  const probes: Body[] = [];
  const g = GAP_RADIUS;
  const character = (r: number, c: number[], d: number[]) =>
    probes.push({ kind: CHARACTER, r, c, d });
  // A thin fence, and bullets at it.
  fence(triangles, [-30, 10], [-10, 10], 0, 12);
  for (let k = 0; k < 8; k++) {
    probes.push({
      kind: BULLET,
      r: snap16(rng.range(0.1, 1)),
      c: [snap16(rng.range(-28, -12)), snap16(rng.range(1, 11)), snap16(-rng.range(0, 8))],
      d: [snap16(rng.range(-0.5, 0.5)), 0, snap16(rng.range(10, 40))],
    });
  }
  // A corner of two fences, characters pressed into it along the ground.
  fence(triangles, [10, -20], [30, -20], 0, 10);
  fence(triangles, [10, -20], [10, 0], 0, 10);
  for (const r of [0.5, 1, 2.5]) character(r, [16, r + 1, -14], [-1, -2, -1]);
  // Two fences exactly 2g apart, two a hair closer: a ball of radius g drops through, rests on top.
  for (const [x0, width] of [
    [20, 2 * g],
    [30, 2 * g - HAIR],
  ] as const) {
    fence(triangles, [x0, 10], [x0, 30], 0, 10);
    fence(triangles, [x0 + width, 10], [x0 + width, 30], 0, 10);
    const mid = snap16(x0 + width / 2); // on the raw grid: fixed takes the same start
    character(g, [mid, 14, 20], [0, -1.5, 0]);
    character(g, [mid, 16, 24], [0, -1.5, 0.25]);
    probes.push({ kind: BALL, r: g, c: [mid, 18, 16], d: null });
  }
  // Walkers on the flat middle: the seams of coplanar triangles under them.
  for (const r of [0.5, 1, 2]) character(r, [-40, r, -40 + 4 * r], [2, -1, 1]);
  // Walls around the terrain.
  const h = half;
  fence(triangles, [-h, -h], [h, -h], -40, 60);
  fence(triangles, [h, -h], [h, h], -40, 60);
  fence(triangles, [h, h], [-h, h], -40, 60);
  fence(triangles, [-h, h], [-h, -h], -40, 60);
  return { triangles, height, half, probes };
}

// ---------------------------------------------------------------- bodies and moves

/** `true` when a body of radius `r` at `c` keeps `r + margin` from every wall (doubles). */
function clearOfWalls(grid: WallGrid, c: number[], r: number, margin: number): boolean {
  const reach = r + margin;
  const n = queryGrid(
    grid,
    c[0]! - reach,
    c[grid.level.dim === 2 ? 1 : 2]! - reach,
    c[0]! + reach,
    c[grid.level.dim === 2 ? 1 : 2]! + reach,
  );
  const near = new Float64Array(3);
  for (let i = 0; i < n; i++) {
    if (nearestOnWall(grid.level, grid.found[i]!, c, 0, near) < reach * reach) return false;
  }
  return true;
}

/** The shares of the seeded bodies: characters, balls, bullets. */
const MIX = [0.6, 0.25, 0.15];

/** A seeded body of `kind`, radius `rLo…rHi`, moving up to `reach` a frame. */
function seededMotion(rng: Rng, kind: Kind, dim: 2 | 3, reach: number): number[] | null {
  if (kind === BALL) return null;
  if (kind === BULLET) {
    const speed = rng.range(0.5 * reach, reach);
    const a = rng.range(0, 2 * Math.PI);
    const tilt = rng.range(-0.3, 0.3);
    return dim === 2
      ? [snap16(speed * Math.cos(a)), snap16(speed * Math.sin(a) * 0.3)]
      : [snap16(speed * Math.cos(a)), snap16(speed * tilt), snap16(speed * Math.sin(a))];
  }
  // A character: a walk up to 0.8 of the reach and gravity from 0.1 to 0.6 of it,
  // shortened to the reach.
  const walk = rng.range(0, 0.8 * reach);
  const gravity = rng.range(0.1 * reach, 0.6 * reach);
  const a = rng.range(0, 2 * Math.PI);
  const shorten = Math.min(1, reach / Math.hypot(walk, gravity));
  const w = walk * shorten;
  const g = gravity * shorten;
  return dim === 2
    ? [snap16(w * (Math.cos(a) < 0 ? -1 : 1)), snap16(-g)]
    : [snap16(w * Math.cos(a)), snap16(-g), snap16(w * Math.sin(a))];
}

/** Packs the bodies (kinds in order) and their frames' displacements (balls' drawn from `rng`, up to `reach`). */
export function pack(
  name: string,
  level: FlatWalls,
  grid: WallGrid,
  bodies: Body[],
  frames: number,
  rng: Rng,
  reach: number,
): MoverWorkload {
  const dim = level.dim;
  const sorted = [...bodies].sort((a, b) => a.kind - b.kind);
  const n = sorted.length;
  const kinds = new Int32Array(4);
  for (const kind of KINDS)
    kinds[kind + 1] = kinds[kind]! + sorted.filter((b) => b.kind === kind).length;
  const r = Float64Array.from(sorted, (b) => b.r);
  const start = new Float64Array(n * dim);
  sorted.forEach((b, i) => {
    for (let a = 0; a < dim; a++) start[i * dim + a] = b.c[a]!;
  });
  const d = new Float64Array(frames * n * dim);
  for (let f = 0; f < frames; f++) {
    sorted.forEach((b, i) => {
      const at = (f * n + i) * dim;
      if (b.d !== null) {
        for (let a = 0; a < dim; a++) d[at + a] = b.d[a]!;
        return;
      }
      // A ball: a new direction and length (up to the reach) each frame.
      let len = 0;
      const v: number[] = [];
      do {
        v.length = 0;
        for (let a = 0; a < dim; a++) v.push(rng.range(-1, 1));
        len = Math.hypot(...v);
      } while (len < 0.1 || len > 1);
      const speed = rng.range(0, reach);
      for (let a = 0; a < dim; a++) d[at + a] = snap16((v[a]! / len) * speed);
    });
  }
  return { ...level, name, n, r, start, kinds, frames, d, grid };
}

export interface WorkloadOptions {
  /** Walls: the cave's segments, or about the terrain's triangles. */
  walls: number;
  /** Seeded bodies (the probes come on top unless `probes` is false). */
  bodies: number;
  /** `true`: every seeded body a character (the sliding workload); else the mix 60/25/15 %. */
  charactersOnly: boolean;
  frames: number;
  seed: number;
  probes: boolean;
  /** Radii of the seeded bodies. */
  rLo: number;
  rHi: number;
  /** The longest displacement a frame of a seeded body. */
  reach: number;
}

/** The 2D workload: the cave and its bodies. */
export function caveWorkload(name: string, o: WorkloadOptions): MoverWorkload {
  const rng = createRng(o.seed);
  const shape = cave(rng, o.walls);
  const level: FlatWalls = { dim: 2, walls: Float64Array.from(shape.segments) };
  const grid = buildGrid(level, 8);
  const bodies: Body[] = o.probes ? [...shape.probes] : [];
  const xmin = shape.floor[0]! + 8;
  const xmax = shape.floor[shape.floor.length - 2]! - 8;
  for (let placed = 0; placed < o.bodies; ) {
    const kind = o.charactersOnly ? CHARACTER : pickKind(rng);
    const r = snap8(rng.range(o.rLo, o.rHi));
    const x = snap8(rng.range(xmin, xmax));
    const lo = heightAt(shape.floor, x) + r;
    const hi = heightAt(shape.ceiling, x) - r;
    if (!(hi > lo)) continue;
    const c = [x, snap8(rng.range(lo, hi))];
    if (!clearOfWalls(grid, c, r, 2 ** -6)) continue;
    bodies.push({ kind, r, c, d: seededMotion(rng, kind, 2, o.reach) });
    placed++;
  }
  return pack(name, level, grid, bodies, o.frames, rng, o.reach);
}

/** The 3D workload: the terrain and its bodies (`walls` ≈ the triangles wanted). */
export function terrainWorkload(name: string, o: WorkloadOptions): MoverWorkload {
  const rng = createRng(o.seed);
  const cells = Math.max(24, Math.round(Math.sqrt(o.walls / 2)));
  const shape = terrain(rng, cells);
  const level: FlatWalls = { dim: 3, walls: Float64Array.from(shape.triangles) };
  const grid = buildGrid(level, 8);
  const bodies: Body[] = o.probes ? [...shape.probes] : [];
  const h = shape.half - 4;
  for (let placed = 0; placed < o.bodies; ) {
    const kind = o.charactersOnly ? CHARACTER : pickKind(rng);
    const r = snap8(rng.range(o.rLo, o.rHi));
    const x = snap8(rng.range(-h, h));
    const z = snap8(rng.range(-h, h));
    const c = [x, snap8(shape.height(x, z) + r + rng.range(0.5, 8)), z];
    if (!clearOfWalls(grid, c, r, 2 ** -6)) continue;
    bodies.push({ kind, r, c, d: seededMotion(rng, kind, 3, o.reach) });
    placed++;
  }
  return pack(name, level, grid, bodies, o.frames, rng, o.reach);
}

function pickKind(rng: Rng): Kind {
  const roll = rng.next();
  return roll < MIX[0]! ? CHARACTER : roll < MIX[0]! + MIX[1]! ? BALL : BULLET;
}
