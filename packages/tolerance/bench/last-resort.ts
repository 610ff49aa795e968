/**
 * `pnpm --filter @swept/tolerance bench:last-resort`: the cost per call of
 * the `exact` wall queries' last resort (`src/walls/wall-rational.ts`: load the
 * case, the earliest touch, its floor to a double, the start status),
 * called directly on: exact grazes in 3D on a grid (a sphere sliding at
 * height r over a triangle's plane, or parallel to an edge at distance r;
 * the queries now settle these before it), r = 0 touches at times that are
 * not doubles (2D and 3D), game-scale cases scaled by 2^150 and 2^-150
 * (which reach it in the queries), and calls mixing 2^200 with 2^-200. (The
 * calls of `bench:walls`'s scene no longer reach it since the graze stage
 * and the wider floor search: none of 4096 in 2D or 3D.)
 * With `BEFORE=<dir>` (a copy of an earlier `src/`), that version's last
 * resort runs in the same rounds on the same cases, and both must give the
 * same answers. User CPU time, medians over rounds.
 */
import { mulberry32 } from '@swept/oracle';
import { Bench } from 'tinybench';
import * as after from '../src/walls/wall-rational.ts';

type LastResort = Pick<typeof after, 'loadWall' | 'wallTouch' | 'floorToDouble' | 'wallStart'>;
type Case = [number[], number[], number, number[][]];

const before: LastResort | null = process.env.BEFORE
  ? await import(`${process.env.BEFORE}/walls/wall-rational.ts`)
  : null;

const N = 256;
const rand = mulberry32(1313);
const grid = (x: number) => Math.round(x * 1024) / 1024;
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

/** A sphere at height exactly r over a triangle in z = h, sliding parallel to it (g ≥ 0, zero rate at the touch). */
function faceGraze(): Case {
  const h = grid(rand() * 50);
  const r = int(1, 40) / 8;
  const p = [
    [0, 0, h],
    [40, 0, h],
    [0, 40, h],
  ];
  const x0 = grid(-20 + rand() * 10);
  const y = grid(5 + rand() * 20);
  return [[x0, y, h + r], [grid(x0 + 20 + rand() * 20), y, h + r], r, p];
}

/** A sphere parallel to the edge p0 → p1 (the x axis) at distance exactly r: (3, 4, 5) triangles on a grid. */
function edgeGraze(): Case {
  const k = int(1, 16) / 16;
  const r = 5 * k;
  const x0 = grid(-10 + rand() * 30);
  const c = (x: number) => [x, -3 * k, 4 * k];
  return [
    c(x0),
    c(grid(x0 + 5 + rand() * 30)),
    r,
    [
      [0, 0, 0],
      [40, 0, 0],
      [10, 30, 20],
    ],
  ];
}

/** A point (r = 0) crossing a segment at t = a/(a + b), not a double for most a, b. */
function pointSegment(): Case {
  const a = int(1, 1000);
  const b = int(1, 1000);
  const x = grid(rand() * 10);
  return [
    [x, a],
    [grid(x + rand() * 5), -b],
    0,
    [
      [-50, 0],
      [50, 0],
    ],
  ];
}

/** A point (r = 0) crossing a triangle's plane inside it at t = a/(a + b). */
function pointTriangle(): Case {
  const a = int(1, 1000);
  const b = int(1, 1000);
  const x = grid(1 + rand() * 5);
  const y = grid(1 + rand() * 5);
  return [
    [x, y, a],
    [x + 1, y + 1, -b],
    0,
    [
      [0, 0, 0],
      [40, 0, 0],
      [0, 40, 0],
    ],
  ];
}

/** A game-scale circle–segment or sphere–triangle case (random motion, touching or not). */
function game(k: 2 | 3): Case {
  const v = () => Array.from({ length: k }, () => 200 + rand() * 100);
  const c0 = v();
  return [
    c0,
    c0.map((x) => x + (rand() - 0.5) * 80),
    2 + rand() * 4,
    k === 2 ? [v(), v()] : [v(), v(), v()],
  ];
}

const scaled = ([c0, c1, r, wall]: Case, s: number): Case => [
  c0.map((x) => x * s),
  c1.map((x) => x * s),
  r * s,
  wall.map((p) => p.map((x) => x * s)),
];

/** 2^200 and 2^-200 in one call: a wall corner offset by 2^-200 from a far one. */
function mixed(k: 2 | 3): Case {
  const [c0, c1, r, wall] = scaled(game(k), 2 ** 190);
  wall[0] = wall[0]!.map((x) => x + 2 ** -200);
  return [c0.map((x, i) => (i === 0 ? 2 ** -200 : x)), c1, r, wall];
}

const classes: [string, Case[]][] = [
  ['3D face grazes', Array.from({ length: N }, faceGraze)],
  ['3D edge grazes', Array.from({ length: N }, edgeGraze)],
  ['2D r = 0 touches', Array.from({ length: N }, pointSegment)],
  ['3D r = 0 touches', Array.from({ length: N }, pointTriangle)],
  ['2D at 2^150', Array.from({ length: N }, () => scaled(game(2), 2 ** 150))],
  ['2D at 2^-150', Array.from({ length: N }, () => scaled(game(2), 2 ** -150))],
  ['3D at 2^150', Array.from({ length: N }, () => scaled(game(3), 2 ** 150))],
  ['3D at 2^-150', Array.from({ length: N }, () => scaled(game(3), 2 ** -150))],
  ['2D 2^200 with 2^-200', Array.from({ length: N }, () => mixed(2))],
  ['3D 2^200 with 2^-200', Array.from({ length: N }, () => mixed(3))],
];

/** The last resort's full answer for one case: `t` (or −1 for never) and the start status. */
function answer(m: LastResort, [c0, c1, r, wall]: Case): string {
  const w = m.loadWall(c0, c1, r, wall);
  const touch = m.wallTouch(w);
  return touch === null ? 'never' : `${m.floorToDouble(touch)} ${m.wallStart(w).status}`;
}

let touched = 0;
for (const [name, cases] of classes) {
  let hits = 0;
  for (const c of cases) {
    const ours = answer(after, c);
    if (ours !== 'never') hits++;
    if (before && answer(before, c) !== ours) throw new Error(`${name}: before and after differ`);
  }
  touched += hits;
  console.log(`${name}: ${hits} of ${cases.length} touch`);
}

let sink = 0;
const run = (m: LastResort, cases: Case[]) => () => {
  for (const c of cases) sink += answer(m, c).length;
};
const cpuNow = (): number => process.cpuUsage().user / 1000;
const ROUNDS = 5;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const perCall = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round++) {
  const bench = new Bench({ time: 80, iterations: 3, warmup: round === 0, now: cpuNow });
  for (const [name, cases] of classes) {
    bench.add(`${name} after`, run(after, cases));
    if (before) bench.add(`${name} before`, run(before, cases));
  }
  await bench.run();
  for (const task of bench.tasks) {
    const result = task.result;
    if (!result || !('latency' in result)) throw new Error(`no result for ${task.name}`);
    const n = classes.find(([name]) => task.name.startsWith(`${name} `))![1].length;
    perCall.set(task.name, [...(perCall.get(task.name) ?? []), (result.latency.mean * 1e6) / n]);
  }
}

console.log(
  `\n${N} cases per class, ${process.version}; medians over ${ROUNDS} rounds (user CPU time)\n`,
);
console.log(`| class | µs/call |${before ? ' BEFORE (µs/call) | this / BEFORE |' : ''}`);
console.log(`|---|---:|${before ? '---:|---:|' : ''}`);
for (const [name] of classes) {
  const ours = perCall.get(`${name} after`)!;
  const old = before ? perCall.get(`${name} before`)! : null;
  const ratio = old ? median(ours.map((v, i) => v / old[i]!)) : 0;
  console.log(
    `| ${name} | ${(median(ours) / 1000).toFixed(1)} |${old ? ` ${(median(old) / 1000).toFixed(1)} | ${ratio.toFixed(2)}× |` : ''}`,
  );
}
if (sink + touched === Number.NEGATIVE_INFINITY) console.log('');
