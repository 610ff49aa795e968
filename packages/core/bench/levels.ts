/**
 * @swept/core levels and casts (`pnpm --filter @swept/core bench:levels`): the level
 * index chosen by measurement. Two levels:
 * - a cave: 10 000 segments in a 1000 × 1000 square (random-walk tunnels of short
 *   segments, 1–10 units, plus 200 long walls of 50–300 units: mixed sizes), and
 *   10 000 casts of circles r 1–5 moving 0–10 units;
 * - a terrain: 20 000 triangles (a 100 × 100 height field of unit-10 quads, two
 *   triangles each), and 10 000 sphere casts (r 1–5, 0–10 units, mostly downwards,
 *   starting a few units above the ground).
 * Candidates: the packed Morton-sorted tree (`src/level/tree.ts`, what `castCircle`
 * uses), a uniform grid (cells about the mean wall's size; written here, over the same
 * pair queries), and the brute loop over every wall. Each answers the same casts
 * (checked before timing). Plus the build time of each index. CPU time, interleaved
 * rounds, medians (`cpu-rounds.ts`).
 */
import { mulberry32 } from '@swept/oracle';
import {
  castCircle,
  castSphere,
  circleSegmentTimeOfImpact,
  createLevel2,
  createLevel3,
  type SegmentContact,
  sphereTriangleTimeOfImpact,
  type TriangleContact,
  type Vec2,
  type Vec3,
} from '../src/index.ts';
import { medianRatio, medianTime, type Task, timeInRounds } from './cpu-rounds.ts';

const random = mulberry32(2026);
const CASTS = 10_000;

/** The cave: tunnels of short segments and a few long walls. */
function cave(): Float64Array {
  const out: number[] = [];
  while (out.length < 4 * 9_800) {
    let x = random() * 1000;
    let y = random() * 1000;
    let heading = random() * 2 * Math.PI;
    for (let k = 0; k < 100 && out.length < 4 * 9_800; k++) {
      heading += (random() - 0.5) * 1.2;
      const len = 1 + random() * 9;
      const nx = Math.min(1000, Math.max(0, x + len * Math.cos(heading)));
      const ny = Math.min(1000, Math.max(0, y + len * Math.sin(heading)));
      out.push(x, y, nx, ny);
      x = nx;
      y = ny;
    }
  }
  for (let k = 0; k < 200; k++) {
    const x = random() * 1000;
    const y = random() * 1000;
    const a = random() * 2 * Math.PI;
    const len = 50 + random() * 250;
    out.push(x, y, x + len * Math.cos(a), y + len * Math.sin(a));
  }
  return Float64Array.from(out);
}

/** The terrain: a 100 × 100 height field of quads of side 10, two triangles each. */
const height = (i: number, j: number) =>
  20 * Math.sin(i / 7) * Math.cos(j / 11) + 3 * Math.sin(i + j);

function terrain(): Float64Array {
  const n = 100;
  const h = height;
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const p = [10 * i, h(i, j), 10 * j];
      const q = [10 * (i + 1), h(i + 1, j), 10 * j];
      const r = [10 * i, h(i, j + 1), 10 * (j + 1)];
      const s = [10 * (i + 1), h(i + 1, j + 1), 10 * (j + 1)];
      out.push(...p, ...q, ...s, ...p, ...s, ...r);
    }
  }
  return Float64Array.from(out);
}

const segments = cave();
const triangles = terrain();
const motion = () => {
  const len = random() * 10;
  const a = random() * 2 * Math.PI;
  return [len * Math.cos(a), len * Math.sin(a)] as const;
};
const circles = Array.from({ length: CASTS }, () => {
  const [dx, dy] = motion();
  return {
    c: { x: random() * 1000, y: random() * 1000 },
    r: 1 + random() * 4,
    d: { x: dx, y: dy },
  };
});
const spheres = Array.from({ length: CASTS }, () => {
  const len = random() * 10;
  const x = random() * 1000;
  const z = random() * 1000;
  const r = 1 + random() * 4;
  // Near the ground (within 8 units above the grid's height there): ground probes and falls.
  return {
    c: { x, y: height(x / 10, z / 10) + 3 + r + random() * 8, z },
    r,
    d: { x: (random() - 0.5) * len, y: -len, z: (random() - 0.5) * len },
  };
});

/** A uniform grid over the walls' boxes (x and y in 2D; x and z, the ground plane, in 3D). */
interface Grid {
  min0: number;
  min1: number;
  size: number;
  cols: number;
  rows: number;
  start: Int32Array;
  walls: Int32Array;
  lo: Float64Array;
  hi: Float64Array;
  stamp: Int32Array;
  frame: number;
}

function buildGrid(flat: Float64Array, per: number, dim: 2 | 3): Grid {
  const n = flat.length / per;
  const axes = dim === 2 ? [0, 1] : [0, 2];
  const lo = new Float64Array(2 * n);
  const hi = new Float64Array(2 * n);
  let min0 = Infinity;
  let min1 = Infinity;
  let max0 = -Infinity;
  let max1 = -Infinity;
  let extent = 0;
  for (let k = 0; k < n; k++) {
    for (let a = 0; a < 2; a++) {
      let l = Infinity;
      let h = -Infinity;
      for (let q = axes[a]!; q < per; q += dim) {
        l = Math.min(l, flat[k * per + q]!);
        h = Math.max(h, flat[k * per + q]!);
      }
      // A generous margin: the bench compares answers, the library's boxes carry the exact one.
      lo[2 * k + a] = l - 1e-6 * (1 + Math.abs(l));
      hi[2 * k + a] = h + 1e-6 * (1 + Math.abs(h));
      extent += h - l;
    }
    min0 = Math.min(min0, lo[2 * k]!);
    min1 = Math.min(min1, lo[2 * k + 1]!);
    max0 = Math.max(max0, hi[2 * k]!);
    max1 = Math.max(max1, hi[2 * k + 1]!);
  }
  const size = Math.max(extent / (2 * n), 1e-9) * 2;
  const cols = Math.max(1, Math.ceil((max0 - min0) / size));
  const rows = Math.max(1, Math.ceil((max1 - min1) / size));
  const cell = (v: number, min: number, count: number) =>
    Math.min(count - 1, Math.max(0, Math.floor((v - min) / size)));
  const counts = new Int32Array(cols * rows + 1);
  const each = (k: number, f: (c: number) => void) => {
    const c0 = cell(lo[2 * k]!, min0, cols);
    const c1 = cell(hi[2 * k]!, min0, cols);
    const r0 = cell(lo[2 * k + 1]!, min1, rows);
    const r1 = cell(hi[2 * k + 1]!, min1, rows);
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) f(c + cols * r);
  };
  for (let k = 0; k < n; k++) each(k, (c) => counts[c + 1]!++);
  for (let c = 0; c < cols * rows; c++) counts[c + 1]! += counts[c]!;
  const fill = counts.slice();
  const walls = new Int32Array(counts[cols * rows]!);
  for (let k = 0; k < n; k++) each(k, (c) => (walls[fill[c]!++] = k));
  return {
    min0,
    min1,
    size,
    cols,
    rows,
    start: counts,
    walls,
    lo,
    hi,
    stamp: new Int32Array(n),
    frame: 0,
  };
}

/** Calls `visit(k)` once per wall whose grid box meets `[l0, h0] × [l1, h1]`. */
function searchGrid(
  g: Grid,
  l0: number,
  h0: number,
  l1: number,
  h1: number,
  visit: (k: number) => void,
): void {
  const frame = ++g.frame;
  const cell = (v: number, min: number, count: number) =>
    Math.min(count - 1, Math.max(0, Math.floor((v - min) / g.size)));
  const c0 = cell(l0, g.min0, g.cols);
  const c1 = cell(h0, g.min0, g.cols);
  const r0 = cell(l1, g.min1, g.rows);
  const r1 = cell(h1, g.min1, g.rows);
  for (let r = r0; r <= r1; r++) {
    for (let c = c0; c <= c1; c++) {
      const cellIndex = c + g.cols * r;
      for (let e = g.start[cellIndex]!; e < g.start[cellIndex + 1]!; e++) {
        const k = g.walls[e]!;
        if (g.stamp[k] === frame) continue;
        g.stamp[k] = frame;
        if (
          g.lo[2 * k]! > h0 ||
          l0 > g.hi[2 * k]! ||
          g.lo[2 * k + 1]! > h1 ||
          l1 > g.hi[2 * k + 1]!
        )
          continue;
        visit(k);
      }
    }
  }
}

type Hit = (SegmentContact | TriangleContact) & { wall: number };
const seg = (k: number): [Vec2, Vec2] => [
  { x: segments[4 * k]!, y: segments[4 * k + 1]! },
  { x: segments[4 * k + 2]!, y: segments[4 * k + 3]! },
];
const tri = (k: number): [Vec3, Vec3, Vec3] => [
  { x: triangles[9 * k]!, y: triangles[9 * k + 1]!, z: triangles[9 * k + 2]! },
  { x: triangles[9 * k + 3]!, y: triangles[9 * k + 4]!, z: triangles[9 * k + 5]! },
  { x: triangles[9 * k + 6]!, y: triangles[9 * k + 7]!, z: triangles[9 * k + 8]! },
];

function gridCircle(g: Grid, c: Vec2, r: number, d: Vec2): Hit | null {
  const c1 = { x: c.x + d.x, y: c.y + d.y };
  let best: Hit | null = null;
  const e = r * (1 + 1e-9) + 1e-9;
  searchGrid(
    g,
    Math.min(c.x, c1.x) - e,
    Math.max(c.x, c1.x) + e,
    Math.min(c.y, c1.y) - e,
    Math.max(c.y, c1.y) + e,
    (k) => {
      const hit = circleSegmentTimeOfImpact(c, c1, r, ...seg(k));
      if (hit !== null && (best === null || hit.t < best.t || (hit.t === best.t && k < best.wall)))
        best = { ...hit, wall: k };
    },
  );
  return best;
}

function gridSphere(g: Grid, c: Vec3, r: number, d: Vec3): Hit | null {
  const c1 = { x: c.x + d.x, y: c.y + d.y, z: c.z + d.z };
  let best: Hit | null = null;
  const e = r * (1 + 1e-9) + 1e-9;
  searchGrid(
    g,
    Math.min(c.x, c1.x) - e,
    Math.max(c.x, c1.x) + e,
    Math.min(c.z, c1.z) - e,
    Math.max(c.z, c1.z) + e,
    (k) => {
      const hit = sphereTriangleTimeOfImpact(c, c1, r, ...tri(k));
      if (hit !== null && (best === null || hit.t < best.t || (hit.t === best.t && k < best.wall)))
        best = { ...hit, wall: k };
    },
  );
  return best;
}

function bruteCircle(c: Vec2, r: number, d: Vec2): Hit | null {
  const c1 = { x: c.x + d.x, y: c.y + d.y };
  let best: Hit | null = null;
  for (let k = 0; k < segments.length / 4; k++) {
    const hit = circleSegmentTimeOfImpact(c, c1, r, ...seg(k));
    if (hit !== null && (best === null || hit.t < best.t)) best = { ...hit, wall: k };
  }
  return best;
}

const level2 = createLevel2({ segments });
const level3 = createLevel3({ triangles });
const grid2 = buildGrid(segments, 4, 2);
const grid3 = buildGrid(triangles, 9, 3);

// The same answers first (the brute loop on a tenth of the casts: it is slow).
let hits2 = 0;
let hits3 = 0;
for (const [i, { c, r, d }] of circles.entries()) {
  const a = castCircle(level2, c, r, d);
  const b = gridCircle(grid2, c, r, d);
  if (JSON.stringify(a) !== JSON.stringify(b))
    throw new Error(`cave cast ${i}: tree and grid differ`);
  if (i % 10 === 0 && JSON.stringify(a) !== JSON.stringify(bruteCircle(c, r, d))) {
    throw new Error(`cave cast ${i}: tree and brute force differ`);
  }
  if (a !== null) hits2++;
}
for (const [i, { c, r, d }] of spheres.entries()) {
  const a = castSphere(level3, c, r, d);
  if (JSON.stringify(a) !== JSON.stringify(gridSphere(grid3, c, r, d)))
    throw new Error(`terrain cast ${i}: tree and grid differ`);
  if (a !== null) hits3++;
}

const sum = (h: Hit | null) => (h === null ? 0 : h.t + h.wall);
const tasks: Record<string, Task> = {
  'cave: tree (castCircle)': () =>
    circles.reduce((s, { c, r, d }) => s + sum(castCircle(level2, c, r, d)), 0),
  'cave: grid': () => circles.reduce((s, { c, r, d }) => s + sum(gridCircle(grid2, c, r, d)), 0),
  'terrain: tree (castSphere)': () =>
    spheres.reduce((s, { c, r, d }) => s + sum(castSphere(level3, c, r, d)), 0),
  'terrain: grid': () => spheres.reduce((s, { c, r, d }) => s + sum(gridSphere(grid3, c, r, d)), 0),
};
const rounds = timeInRounds(tasks, { rounds: 8, reps: 1, perCall: CASTS });
const brute = timeInRounds(
  {
    'cave: tree (castCircle)': () =>
      circles.slice(0, 500).reduce((s, { c, r, d }) => s + sum(castCircle(level2, c, r, d)), 0),
    'cave: brute loop': () =>
      circles.slice(0, 500).reduce((s, { c, r, d }) => s + sum(bruteCircle(c, r, d)), 0),
  },
  { rounds: 4, reps: 1, perCall: 500, warmup: 1 },
);
const builds = timeInRounds(
  {
    'cave: build tree (createLevel2)': () => createLevel2({ segments }).count,
    'cave: build grid': () => buildGrid(segments, 4, 2).cols,
    'terrain: build tree (createLevel3)': () => createLevel3({ triangles }).count,
    'terrain: build grid': () => buildGrid(triangles, 9, 3).cols,
  },
  { rounds: 8, reps: 1, perCall: 1 },
);

const us = (ns: number) => `${(ns / 1000).toFixed(2)} µs`;
const ms = (ns: number) => `${(ns / 1e6).toFixed(2)} ms`;
console.log(
  `cave: ${segments.length / 4} segments, ${CASTS} circle casts (${hits2} hit); terrain: ${triangles.length / 9} triangles, ${CASTS} sphere casts (${hits3} hit)`,
);
console.log('| task | per cast (median) |');
console.log('| --- | --: |');
for (const name of Object.keys(tasks)) console.log(`| ${name} | ${us(medianTime(rounds, name))} |`);
console.log(`| cave: brute loop (500 casts) | ${us(medianTime(brute, 'cave: brute loop'))} |`);
console.log('');
console.log(
  `grid / tree: cave ${medianRatio(rounds, 'cave: grid', 'cave: tree (castCircle)').toFixed(2)}×, terrain ${medianRatio(rounds, 'terrain: grid', 'terrain: tree (castSphere)').toFixed(2)}×`,
);
console.log(
  `brute loop / castCircle (cave): ${medianRatio(brute, 'cave: brute loop', 'cave: tree (castCircle)').toFixed(0)}×`,
);
console.log('');
console.log('| build | time (median) |');
console.log('| --- | --: |');
for (const name of builds.perRound[0]!.keys())
  console.log(`| ${name} | ${ms(medianTime(builds, name))} |`);
// Two rooms far apart: the cave and a copy of it 100 000 units away on both axes. The
// tree's size depends on the walls only; a uniform grid's on the extent (cells of the
// same size): counted here, not built.
const rooms = Float64Array.from([...segments, ...segments.map((v) => v + 100_000)]);
const t0 = process.cpuUsage();
const roomsLevel = createLevel2({ segments: rooms });
const t1 = process.cpuUsage(t0);
const cellsNeeded = ((100_000 + 1000) / grid2.size) ** 2;
console.log('');
console.log(
  `two rooms 10^5 apart (${roomsLevel.count} walls): tree built in ${((t1.user + t1.system) / 1000).toFixed(2)} ms; a uniform grid of the cave's cell size (${grid2.size.toFixed(2)}) would need ${cellsNeeded.toExponential(1)} cells`,
);
console.log(`(sink ${rounds.sink + brute.sink + builds.sink})`);
