/**
 * The scene benchmark's workloads, seeded and exactly defined. Every value
 * is a multiple of 2^-16 (so the doubles @swept/core reads and the raw
 * Q16.16 integers @swept/fixed reads are the same numbers).
 *
 * - (a) bullet hell: 10 000 bullets (r 2–6; 95 % move 2–12 units a frame,
 *   5 % move 100–400) against 200 enemies (r 10–20, moving 0–3) in a
 *   2000 × 2000 field; bullets against enemies only (`against`).
 * - (b) crowd: 10 000 mutually colliding circles (r 1–5, moving 0–10 units
 *   a frame in a uniform direction) in 1000 × 1000.
 * - (c) the crowd at 100 000 bodies, at the same density (a 3162 × 3162
 *   field), and literally in 1000 × 1000 (ten times denser: every body
 *   overlaps about 30 others).
 * - (d) the 3D crowd: 10 000 spheres (r 1–5, moving 0–10) at the same mean
 *   spacing as (b): a 215 × 215 × 215 box (10 units a body per axis).
 * - (e) boxes: (b) with 10 000 axis-aligned boxes (half extents 1–5 on each
 *   axis, moving 0–10) in 1000 × 1000.
 * - growth table: the crowd at N = 1k … 100k, field side 1000·√(N/10 000).
 */
import type { MovingBoxes, MovingCircles, MovingSpheres } from '@swept/core';
import { createRng, type Rng } from '../rng.ts';

/** The bodies a scene benchmark moves: round ones, or boxes. */
type Bodies = MovingCircles | MovingSpheres | MovingBoxes;
/** A 2D set's motion. */
type Motion2 = Pick<MovingBoxes, 'x0' | 'y0' | 'x1' | 'y1'>;

/** A scene in both representations. */
export interface Workload<B> {
  name: string;
  dim: 2 | 3;
  bodies: B;
  against: B | null;
  /** The same scene in raw Q16.16. */
  raw: B;
  rawAgainst: B | null;
}

const ONE = 65536;
const q = (x: number) => Math.round(x * ONE) / ONE;

function circles(n: number): MovingCircles {
  const f = () => new Float64Array(n);
  return { x0: f(), y0: f(), x1: f(), y1: f(), r: f() };
}

function spheres(n: number): MovingSpheres {
  const f = () => new Float64Array(n);
  return { x0: f(), y0: f(), z0: f(), x1: f(), y1: f(), z1: f(), r: f() };
}

function toRaw<B extends Bodies>(b: B): B {
  const out: Record<string, Float64Array> = {};
  for (const [k, v] of Object.entries(b)) out[k] = (v as Float64Array).map((x) => x * ONE);
  return out as unknown as B;
}

/** Moves body `k` `speed` units in a uniform direction from a uniform start in `[0, side)²`. */
function move2(b: Motion2, k: number, rng: Rng, side: number, speed: number): void {
  const a = rng.range(0, 2 * Math.PI);
  b.x0[k] = q(rng.range(0, side));
  b.y0[k] = q(rng.range(0, side));
  b.x1[k] = q(b.x0[k]! + speed * Math.cos(a));
  b.y1[k] = q(b.y0[k]! + speed * Math.sin(a));
}

/** Fills circle `k` of radius `r` moving as {@link move2} places it. */
function place2(
  b: MovingCircles,
  k: number,
  rng: Rng,
  side: number,
  speed: number,
  r: number,
): void {
  move2(b, k, rng, side, speed);
  b.r[k] = q(r);
}

function workload<B extends Bodies>(
  name: string,
  dim: 2 | 3,
  bodies: B,
  against: B | null,
): Workload<B> {
  return { name, dim, bodies, against, raw: toRaw(bodies), rawAgainst: against && toRaw(against) };
}

export function bulletHell(): Workload<MovingCircles> {
  const rng = createRng(0xb011e7);
  const bullets = circles(10000);
  for (let k = 0; k < 10000; k++) {
    const fast = k % 20 === 0;
    place2(bullets, k, rng, 2000, fast ? rng.range(100, 400) : rng.range(2, 12), rng.range(2, 6));
  }
  const enemies = circles(200);
  for (let k = 0; k < 200; k++) place2(enemies, k, rng, 2000, rng.range(0, 3), rng.range(10, 20));
  return workload('(a) bullet hell: 10 000 bullets × 200 enemies', 2, bullets, enemies);
}

export function crowd(n: number, side: number, name: string): Workload<MovingCircles> {
  const rng = createRng(0xc40d + n);
  const b = circles(n);
  for (let k = 0; k < n; k++) place2(b, k, rng, side, rng.range(0, 10), rng.range(1, 5));
  return workload(name, 2, b, null);
}

export function crowd3(n: number): Workload<MovingSpheres> {
  const rng = createRng(0x3d + n);
  const b = spheres(n);
  const side = 10 * Math.cbrt(n);
  for (let k = 0; k < n; k++) {
    // A uniform direction on the sphere: z uniform in [−1, 1], angle uniform.
    const z = rng.range(-1, 1);
    const a = rng.range(0, 2 * Math.PI);
    const s = rng.range(0, 10);
    const h = Math.sqrt(1 - z * z);
    b.x0[k] = q(rng.range(0, side));
    b.y0[k] = q(rng.range(0, side));
    b.z0[k] = q(rng.range(0, side));
    b.x1[k] = q(b.x0[k]! + s * h * Math.cos(a));
    b.y1[k] = q(b.y0[k]! + s * h * Math.sin(a));
    b.z1[k] = q(b.z0[k]! + s * z);
    b.r[k] = q(rng.range(1, 5));
  }
  return workload(
    `(d) 3D crowd: ${n === 10000 ? '10 000' : n} spheres in ${Math.round(side)}³`,
    3,
    b,
    null,
  );
}

/**
 * (e) boxes: (b) with axis-aligned boxes, 10 000 of them (half extents 1–5 on
 * each axis, moving 0–10 units a frame in a uniform direction) in 1000 × 1000.
 */
export function boxCrowd(n: number): Workload<MovingBoxes> {
  const rng = createRng(0xb0c5 + n);
  const f = () => new Float64Array(n);
  const b: MovingBoxes = { x0: f(), y0: f(), x1: f(), y1: f(), hx: f(), hy: f() };
  for (let k = 0; k < n; k++) {
    const speed = rng.range(0, 10);
    b.hx[k] = q(rng.range(1, 5));
    b.hy[k] = q(rng.range(1, 5));
    move2(b, k, rng, crowdSide(n), speed);
  }
  return workload(`(e) boxes: ${n === 10000 ? '10 000' : n} boxes in 1000 × 1000`, 2, b, null);
}

/** The crowd's field side for `n` bodies at (b)'s density. */
export function crowdSide(n: number): number {
  return 1000 * Math.sqrt(n / 10000);
}

/**
 * A workload whose bodies keep moving: every frame each body starts where it
 * ended (`p0 = p1`) and moves on by its first frame's step times `speed`
 * (rounded to a multiple of 2^-16), reflected off the field's sides (`[0,
 * side]` on each axis), so the scene keeps its density and every body its
 * speed. Both representations stay exactly the same numbers. `advance()`
 * moves `bodies`, `against` and their raw twins one frame on.
 */
export function moving<B extends MovingCircles | MovingSpheres>(
  w: Workload<B>,
  side: number,
  speed = 1,
): Workload<B> & { advance(): void } {
  const axes = w.dim === 2 ? (['x', 'y'] as const) : (['x', 'y', 'z'] as const);
  type Arrays = Record<string, Float64Array>;
  const sets = [w.bodies, w.against, w.raw, w.rawAgainst].filter((s) => s !== null) as B[];
  const units = sets.map((s) => (s === w.raw || s === w.rawAgainst ? ONE : 1));
  const ends = (s: B, a: string) => [
    (s as unknown as Arrays)[`${a}0`]!,
    (s as unknown as Arrays)[`${a}1`]!,
  ];
  const steps = sets.map((s, k) =>
    axes.map((a) => {
      const [p0, p1] = ends(s, a);
      // In world units, on the 2^-16 grid; the first frame's end at this speed.
      const v = p1!.map((x, i) => Math.round(((x - p0![i]!) / units[k]!) * speed * ONE) / ONE);
      for (let i = 0; i < v.length; i++) p1![i] = p0![i]! + v[i]! * units[k]!;
      return v;
    }),
  );
  const advance = (): void => {
    sets.forEach((s, k) => {
      const u = units[k]!;
      axes.forEach((a, d) => {
        const [p0, p1] = ends(s, a);
        const v = steps[k]![d]!;
        for (let i = 0; i < p0!.length; i++) {
          const at = p1![i]! / u;
          let next = at + v[i]!;
          if (next < 0 || next > side) {
            v[i] = -v[i]!;
            next = at + v[i]!;
          }
          p0![i] = p1![i]!;
          p1![i] = next * u;
        }
      });
    });
  };
  return { ...w, advance };
}
