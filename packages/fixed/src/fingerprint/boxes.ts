/**
 * The boxes' part of the golden transcript, appended after every other part (the
 * movers' included; only the tile maps' part, `tiles.ts`, comes after) and drawn from
 * its own seed, so that every line before it reads as it did before the boxes came. Boxes and cuboids through all four pair queries —
 * `sweptBoxes` / `boxesTimeOfImpact` and `boxesOverlap` / `separateBoxes` at the
 * start, the cuboid forms alike — on a small grid (exact ties of two or three axes'
 * entries, exact grazes along a face, touches at the start), anywhere in the raw
 * range (products past 2^53), boxes exactly as wide as the gap to the other and one
 * raw unit either side, separations under every kind of mass and at the range's edge
 * (the edge a wall; an immovable partner refusing), and the batch forms. Every number
 * of every result is written.
 */
import type { TimeOfImpact, Vec2, Vec3 } from '@swept/core';
import { boxesOverlap } from '../overlap/box-box.ts';
import { cuboidsOverlap } from '../overlap/cuboid-cuboid.ts';
import { separateBoxes } from '../separate/box-box.ts';
import { separateCuboids } from '../separate/cuboid-cuboid.ts';
import { sweptBoxes } from '../swept/box-box.ts';
import { sweptBoxesBatch } from '../swept/box-box-batch.ts';
import { sweptCuboids } from '../swept/cuboid-cuboid.ts';
import { sweptCuboidsBatch } from '../swept/cuboid-cuboid-batch.ts';
import { boxesTimeOfImpact } from '../time-of-impact/box-box.ts';
import { boxesTimeOfImpactBatch } from '../time-of-impact/box-box-batch.ts';
import { cuboidsTimeOfImpact } from '../time-of-impact/cuboid-cuboid.ts';
import { cuboidsTimeOfImpactBatch } from '../time-of-impact/cuboid-cuboid-batch.ts';
import { orRefusal, v2, v3 } from './lines.ts';
import type { Draws } from './scenario.ts';

const ONE = 65536;
const MAX = 2147483647;
const INF = Number.POSITIVE_INFINITY;

/** The masses a separation is asked with: equal, unequal (shares that round), huge, immovable. */
const MASSES: readonly (readonly [number, number])[] = [
  [1, 1],
  [1, 3],
  [2 ** 40, 1],
  [INF, 1],
  [1, INF],
];

/** What differs between boxes and cuboids: the queries, the tags, the axes. */
interface Space<V> {
  /** The pair queries' tag, then the still queries', then the batches'. */
  tags: readonly [string, string, string];
  axes: readonly ('x' | 'y' | 'z')[];
  text: (v: V) => string;
  swept: (a0: V, a1: V, ha: V, b0: V, b1: V, hb: V) => boolean;
  toi: (a0: V, a1: V, ha: V, b0: V, b1: V, hb: V) => TimeOfImpact<V> | null;
  overlap: (a: V, ha: V, b: V, hb: V) => boolean;
  separate: (a: V, ha: V, ma: number, b: V, hb: V, mb: number) => { a: V; b: V };
  /** The batch forms (their bodies `MovingBoxes` or `MovingCuboids`, as `batch` builds them). */
  sweptBatch: (a0: V, a1: V, ha: V, bodies: never, hits: Uint8Array) => number;
  toiBatch: (a0: V, a1: V, ha: V, bodies: never, hits: Uint8Array, t: Float64Array) => number;
}

const BOXES: Space<Vec2> = {
  tags: ['x', 'X', 'xb'],
  axes: ['x', 'y'],
  text: v2,
  swept: sweptBoxes,
  toi: boxesTimeOfImpact,
  overlap: boxesOverlap,
  separate: separateBoxes,
  sweptBatch: sweptBoxesBatch,
  toiBatch: boxesTimeOfImpactBatch,
};

const CUBOIDS: Space<Vec3> = {
  tags: ['k', 'K', 'kb'],
  axes: ['x', 'y', 'z'],
  text: v3,
  swept: sweptCuboids,
  toi: cuboidsTimeOfImpact,
  overlap: cuboidsOverlap,
  separate: separateCuboids,
  sweptBatch: sweptCuboidsBatch,
  toiBatch: cuboidsTimeOfImpactBatch,
};

/** A box pair: `(a0, a1, ha, b0, b1, hb)`. */
type Pair<V> = readonly [V, V, V, V, V, V];

/** One pair through all four queries: the swept test and time of impact, then the still ones at the start. */
function pair<V>(out: string[], s: Space<V>, p: Pair<V>, masses: readonly [number, number]): void {
  const [a0, , ha, b0, , hb] = p;
  const hit = s.toi(...p);
  const toi =
    hit === null
      ? '-'
      : `${hit.t} ${hit.status} ${s.text(hit.point)} ${s.text(hit.normal)} ${s.text(hit.a)} ${s.text(hit.b)}`;
  out.push(`${s.tags[0]} ${s.swept(...p) ? 1 : 0} ${toi}`);
  const [ma, mb] = masses;
  const apart = orRefusal(
    () => s.separate(a0, ha, ma, b0, hb, mb),
    (r) => `${s.text(r.a)} ${s.text(r.b)}`,
  );
  out.push(`${s.tags[1]} ${s.overlap(a0, ha, b0, hb) ? 1 : 0} ${apart}`);
}

/** A vector of `s`'s dimension from one draw per axis. */
function vec<V>(s: Space<V>, f: () => number): V {
  return Object.fromEntries(s.axes.map((k) => [k, f()])) as V;
}

/** The batch forms over the bodies of `pairs`, against the first pair's A. */
function batch<V>(out: string[], s: Space<V>, pairs: readonly Pair<V>[]): void {
  const n = pairs.length;
  const columns: Record<string, Float64Array> = {};
  for (const k of s.axes) {
    columns[`${k}0`] = Float64Array.from(pairs, (p) => (p[3] as Record<string, number>)[k]!);
    columns[`${k}1`] = Float64Array.from(pairs, (p) => (p[4] as Record<string, number>)[k]!);
    columns[`h${k}`] = Float64Array.from(pairs, (p) => (p[5] as Record<string, number>)[k]!);
  }
  const [a0, a1, ha] = pairs[0]!;
  const hits = new Uint8Array(n);
  const found = s.sweptBatch(a0, a1, ha, columns as never, hits);
  const hits2 = new Uint8Array(n);
  const t = new Float64Array(n).fill(-1);
  const found2 = s.toiBatch(a0, a1, ha, columns as never, hits2, t);
  out.push(`${s.tags[2]} ${found} ${hits.join('')} ${found2} ${hits2.join('')} ${t.join(',')}`);
}

function part<V>(out: string[], s: Space<V>, d: Draws): void {
  const { next, within, any } = d;
  const mass = () => MASSES[next() % MASSES.length]!;
  const extent = (m: number) => vec(s, () => next() % (m + 1));
  // A small grid (quarters of a unit): exact ties, grazes and touches at the start are common.
  const grid: Pair<V>[] = [];
  for (let i = 0; i < 400; i += 1) {
    const p = () => vec(s, () => within(16) * (ONE / 4));
    const h = () => vec(s, () => (next() % 9) * (ONE / 4));
    grid.push([p(), p(), h(), p(), p(), h()]);
  }
  for (const p of grid) pair(out, s, p, mass());
  // Anywhere in range: the slab's products pass 2^53.
  for (let i = 0; i < 150; i += 1) {
    const p = () => vec(s, any);
    pair(out, s, [p(), p(), extent(MAX), p(), p(), extent(MAX)], mass());
  }
  // A box exactly as wide as the gap to the other on each axis, and one raw unit either side:
  // A slides along B's face (a graze), or meets it exactly at the step's end.
  for (const k of s.axes) {
    for (const scale of [1, 4099, ONE]) {
      const m = 1 + (next() % 300000);
      const h = vec(s, () => scale * (1 + (next() % 8))) as Record<string, number>;
      const gap = 2 * h[k]!;
      const o = vec(s, () => 0);
      // A vector `along` on every axis but k, `c` on k.
      const at = (c: number, along: number) =>
        Object.fromEntries(s.axes.map((j) => [j, j === k ? c : along])) as V;
      for (const dh of [-1, 0, 1]) {
        const hb = Object.fromEntries(s.axes.map((j) => [j, h[j]! + dh])) as V;
        // Grazing along the face at distance exactly ha + hb on axis k.
        pair(out, s, [o, o, h as V, at(gap, -m), at(gap, m), hb], [1, 1]);
        // Arriving on it exactly at t = 1 along axis k.
        pair(out, s, [at(-gap - m, 0), at(-gap, 0), h as V, o, o, hb], [1, 3]);
      }
    }
  }
  // Separations at the range's edge: a body that would be pushed past it stops on it.
  for (let i = 0; i < 40; i += 1) {
    const side = vec(s, () => (next() % 2 === 0 ? 1 : -1)) as Record<string, number>;
    const inward = (k: string, m: number) => side[k]! * (MAX - (next() % m));
    const edge = Object.fromEntries(s.axes.map((k) => [k, inward(k, 1 << 10)])) as V;
    const near = Object.fromEntries(s.axes.map((k) => [k, inward(k, 1 << 20)])) as V;
    const h = extent(1 << 22);
    pair(out, s, [edge, edge, h, near, near, h], mass());
  }
  // The batch forms over the grid's bodies, in groups against each group's first A.
  for (let i = 0; i < grid.length; i += 20) batch(out, s, grid.slice(i, i + 20));
}

/** The boxes' part of the transcript: boxes first, then cuboids. */
export function boxes(out: string[], d: Draws): void {
  part(out, BOXES, d);
  part(out, CUBOIDS, d);
}
