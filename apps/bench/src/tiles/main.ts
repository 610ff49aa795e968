/**
 * `pnpm bench:tiles`: box characters moved over a tile map, frame after
 * frame — swept's `moveBox` in each variant beside voxel-aabb-sweep (a box
 * through a voxel grid) — timed in one process (a plain harness: interleaved
 * rounds, the median), and judged: frames ending inside a solid tile (exact),
 * stops on hidden edges between tiles (seam contacts). Then `moveBox` on a
 * 10 × 10 map against the same map inside a 1000 × 1000 one. Prints the
 * tables and rewrites its section of BENCHMARKS.md (`--no-write`: print only).
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { fmtInt, fmtRatio, table, writeSection } from '../report.ts';
import { createRng } from '../rng.ts';
import { coreMover, fixedMover, toleranceMover } from './contenders/swept.ts';
import { voxelMover } from './contenders/voxel.ts';
import { judging } from './judge.ts';
import { embed, generateRoom, solidAt, type TileGrid } from './map.ts';
import type { TileMover } from './mover.ts';

const BENCHMARKS = fileURLToPath(new URL('../../../../BENCHMARKS.md', import.meta.url));
const START = '<!-- bench:tiles:start -->';
const END = '<!-- bench:tiles:end -->';
const HALF = { x: 0.375, y: 0.4375 };
const ROUNDS = 5;

const load = loadavg()[0]!.toFixed(1);
const log = (line: string): void => {
  process.stderr.write(`${line}\n`);
};

/** `n` bodies, each centred in an empty tile of the map's first `columns × rows`, seeded. */
function starts(
  grid: TileGrid,
  n: number,
  seed: number,
  columns: number,
  rows: number,
): Float64Array {
  const rng = createRng(seed);
  const out = new Float64Array(2 * n);
  for (let i = 0; i < n; ) {
    const c = rng.int(1, columns - 2);
    const row = rng.int(1, rows - 2);
    if (solidAt(grid, c, row)) continue;
    out[2 * i] = c + 0.5;
    out[2 * i + 1] = row + 0.5;
    i++;
  }
  return out;
}

/** Median milliseconds per frame of each (mover, map) over `frames` frames, rounds interleaved. */
function time(
  rows: readonly (readonly [TileMover, TileGrid])[],
  at: Float64Array,
  frames: number,
): number[] {
  const times = rows.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round++) {
    rows.forEach(([m, grid], k) => {
      const run = m.start(grid, at, HALF);
      const t0 = performance.now();
      for (let f = 0; f < frames; f++) run.frame(f, null);
      times[k]!.push((performance.now() - t0) / frames);
    });
  }
  return times.map((t) => t.sort((a, b) => a - b)[t.length >> 1]!);
}

// Part 1: a room full of seams.
const room = generateRoom(0x711e, 64, 36);
const bodies = 200;
const frames = 300;
const at = starts(room, bodies, 0x711f, room.columns, room.rows);
const movers = [coreMover, fixedMover, toleranceMover, voxelMover];
log(`room ${room.columns} × ${room.rows}, ${bodies} boxes, ${frames} frames: judging…`);
const verdicts = movers.map((m) => {
  const judge = judging(room, HALF);
  const run = m.start(room, at, HALF);
  for (let f = 0; f < frames; f++) run.frame(f, judge);
  return judge.verdict;
});
log('timing…');
const ms = time(
  movers.map((m) => [m, room] as const),
  at,
  frames,
);
const coreMs = ms[0]!;
const roomTable = table(
  ['row', 'ms / frame', '× core', 'frames ending inside', 'stops', 'seam stops'],
  [false, true, true, true, true, true],
  movers.map((m, k) => [
    m.name,
    ms[k]!.toFixed(3),
    fmtRatio(ms[k]! / coreMs),
    `${fmtInt(verdicts[k]!.inside)} of ${fmtInt(verdicts[k]!.frames)}`,
    fmtInt(verdicts[k]!.contacts),
    fmtInt(verdicts[k]!.seams),
  ]),
);

// Part 2: the same neighbourhood in a small and in a huge map.
const small = generateRoom(0x5a11, 10, 10);
const huge = embed(small, generateRoom(0xb16, 1000, 1000));
const few = starts(small, 20, 0x5a12, 10, 10);
log('10 × 10 against 1000 × 1000…');
// Each mover on both maps in the same rounds, interleaved.
const scaleMs = time(
  [coreMover, fixedMover].flatMap((m) => [[m, small] as const, [m, huge] as const]),
  few,
  3000,
);
const smallMs = [scaleMs[0]!, scaleMs[2]!];
const hugeMs = [scaleMs[1]!, scaleMs[3]!];
const scaleTable = table(
  ['row', '10 × 10 map, ms / frame', '1000 × 1000 map, ms / frame', 'ratio'],
  [false, true, true, true],
  [coreMover, fixedMover].map((m, k) => [
    m.name,
    smallMs[k]!.toFixed(4),
    hugeMs[k]!.toFixed(4),
    fmtRatio(hugeMs[k]! / smallMs[k]!),
  ]),
);

const met = (ok: boolean): string => (ok ? 'met' : '**missed**');
const sweptRows = verdicts.slice(0, 3);
const inside = sweptRows.reduce((n, v) => n + v.inside, 0);
const seams = sweptRows.reduce((n, v) => n + v.seams, 0);
const fixedRatio = ms[1]! / coreMs;
const scale = hugeMs[0]! / smallMs[0]!;
const cpu = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`;
const body = `
Measured by \`pnpm --filter @swept/bench bench:tiles\` (\`apps/bench/src/tiles\`), all rows in one run on ${cpu}
(load average ${load} at the start), Node ${process.version}. A ${room.columns} × ${room.rows} room of unit tiles (y up,
border walls, a ground, seeded platforms and pillars: every floor, ceiling and wall is a run of tiles with seams),
${bodies} boxes of half extents (${HALF.x}, ${HALF.y}), each frame running left or right (0.125), falling (gravity
0.03125 a frame, at most 0.75) and jumping (0.5) from a floor on its own beat, moved by each row's slide for
${frames} frames; each row keeps its own bodies. Times: the median of ${ROUNDS} interleaved runs of every frame.
"Frames ending inside": a box strictly overlapping a solid tile at the end of a frame, decided exactly.
"Seam stops": a stop on an axis with no solid tile ahead within the box's open span (a hidden edge between tiles).

${roomTable}

The same 20 boxes for 3000 frames (each mover on both maps in the same interleaved rounds) on a 10 × 10 room, and on that room copied into the corner of a
1000 × 1000 map (its own platforms and pillars, ${fmtInt(huge.tiles.reduce((n, t) => n + t, 0))} solid tiles):

${scaleTable}

- 0 frames ending inside and 0 seam stops in every variant of swept: ${met(inside === 0 && seams === 0)} (${inside} inside, ${seams} seam stops).
- \`moveBox\` on a 1000 × 1000 map within ±20 % of its time on a 10 × 10 map: ${fmtRatio(scale)}× (${met(Math.abs(scale - 1) <= 0.2)}).
- @swept/fixed ≤ 1.3× core: ${fmtRatio(fixedRatio)}× (${met(fixedRatio <= 1.3)}).
`;

process.stdout.write(`${body}\n`);
if (!process.argv.includes('--no-write')) {
  writeSection(BENCHMARKS, '## Tile maps against peers (issue 25)', body, START, END);
  log(`wrote ${BENCHMARKS}`);
}
