/**
 * `pnpm --filter @swept/tolerance bench`: the cost of the `exact` policy
 * against the core it wraps, per input class — random game-like pairs,
 * near-tangent (exact tangencies nudged by one ulp), exactly tangent, and a
 * hard mix like a game's (grazes, one grid step either side of a graze,
 * exact touches at t = 0, start overlaps, head-on contacts at t = k/16) —
 * for circles and spheres, and which stage of the exact policy settled its
 * queries. With `BEFORE=<dir>` (a copy of an earlier `src/`), that version's
 * `exact` is timed in the same rounds and its stages counted on the same
 * inputs, so before and after are one run. `raySegment`'s random class is
 * also timed split into the core's hits and misses. `ONLY=<query>,…` times
 * only the named queries (and the hits/misses and band rows only when
 * `raySegment` / `sweptCircles` is among them).
 * Prints markdown for BENCHMARKS.md. Ratios are from one run on one machine.
 */

import type { Vec2, Vec3 } from '@swept/core';
import * as core from '@swept/core';
import { mulberry32 } from '@swept/oracle';
import { Bench } from 'tinybench';
import {
  absolute,
  exact,
  exactStageStats,
  type PolicyQueries,
  resetExactStats,
  slop,
  withPolicy,
} from '../src/index.ts';

// A seeded generator, so every run measures the same inputs.
const rand = mulberry32(2026);
const uniform = (lo: number, hi: number): number => lo + (hi - lo) * rand();
const N = 4096;

type Case = [Vec2, Vec2, number, Vec2, Vec2, number];
type Case3 = [Vec3, Vec3, number, Vec3, Vec3, number];

/** Bodies in a 2000×2000 arena moving up to 60 units a frame, radii 1–20. */
function randomCase(): Case {
  const a0 = { x: uniform(-1000, 1000), y: uniform(-1000, 1000) };
  const b0 = { x: a0.x + uniform(-100, 100), y: a0.y + uniform(-100, 100) };
  return [
    a0,
    { x: a0.x + uniform(-60, 60), y: a0.y + uniform(-60, 60) },
    uniform(1, 20),
    b0,
    { x: b0.x + uniform(-60, 60), y: b0.y + uniform(-60, 60) },
    uniform(1, 20),
  ];
}

/**
 * An exact touch on a grid: 3-4-5 contact offset `K` (|K| = 5k = ra + rb),
 * first touch at `t = n/16`, grazing (D ⟂ K) or head-on (D along −K).
 */
function tangentCase(grazing: boolean, n = Math.floor(rand() * 17)): Case {
  const k = 1 + Math.floor(rand() * 100);
  const s = 1 + Math.floor(rand() * 20);
  const K = { x: 3 * k, y: 4 * k };
  const D = grazing ? { x: -4 * s * 16, y: 3 * s * 16 } : { x: -3 * s * 16, y: -4 * s * 16 };
  const c0 = { x: K.x - (n / 16) * D.x, y: K.y - (n / 16) * D.y };
  const a0 = { x: Math.floor(uniform(-1000, 1000)), y: Math.floor(uniform(-1000, 1000)) };
  const a1 = { x: a0.x + 7, y: a0.y - 3 };
  const b1 = { x: a1.x + c0.x + D.x, y: a1.y + c0.y + D.y };
  return [a0, a1, 2 * k, { x: a0.x + c0.x, y: a0.y + c0.y }, b1, 3 * k];
}

/** An exact tangency with one end coordinate nudged by ±1 ulp. */
function nearCase(): Case {
  const c = tangentCase(rand() < 0.5);
  const b1 = c[4];
  if (rand() < 0.5) b1.x += b1.x * 2 ** -52;
  else b1.y -= b1.y * 2 ** -53;
  return c;
}

/**
 * The hard mix: exact grazes; grazes moved one grid step (1/64) either side;
 * exact touches at t = 0; start overlaps; head-on contacts at t = k/16.
 */
function hardCase(): Case {
  const kind = Math.floor(rand() * 5);
  if (kind === 0) return tangentCase(true);
  if (kind === 1) {
    const c = tangentCase(true);
    c[4].x += rand() < 0.5 ? 1 / 64 : -1 / 64;
    return c;
  }
  if (kind === 2) return tangentCase(rand() < 0.5, 0);
  if (kind === 3) {
    const c = tangentCase(false);
    c[3] = { x: (c[0].x + c[3].x) / 2, y: (c[0].y + c[3].y) / 2 };
    return c;
  }
  return tangentCase(false);
}

/** The same pair in 3D, in the plane z = 7 (every distance unchanged). */
const lift = ([a0, a1, ra, b0, b1, rb]: Case): Case3 => {
  const z = (v: Vec2): Vec3 => ({ x: v.x, y: v.y, z: 7 });
  return [z(a0), z(a1), ra, z(b0), z(b1), rb];
};

const classes: { name: string; cases: Case[]; cases3: Case3[] }[] = [
  { name: 'random', cases: Array.from({ length: N }, randomCase) },
  { name: 'near', cases: Array.from({ length: N }, nearCase) },
  { name: 'tangent', cases: Array.from({ length: N }, () => tangentCase(rand() < 0.5)) },
  { name: 'hard mix', cases: Array.from({ length: N }, hardCase) },
].map((c: { name: string; cases: Case[] }) => ({ ...c, cases3: c.cases.map(lift) }));

const after = withPolicy(exact);
const beforeDir = process.env.BEFORE;
const beforeModule = beforeDir ? await import(`${beforeDir}/index.ts`) : null;
const before: PolicyQueries | null = beforeModule
  ? beforeModule.withPolicy(beforeModule.exact)
  : null;

/** A version's stage counters (this one's, or the `BEFORE=` copy's). */
interface StageModule {
  exactStageStats: typeof exactStageStats;
  resetExactStats: typeof resetExactStats;
}

interface Query {
  name: string;
  three: boolean;
  run: (q: PolicyQueries | typeof core, c: Case | Case3) => unknown;
}

// biome-ignore lint/suspicious/noExplicitAny: one call shape for 2D and 3D tuples.
type Any = any;
const queries: Query[] = [
  { name: 'sweptCircles', three: false, run: (q, c) => q.sweptCircles(...(c as Case)) },
  {
    name: 'circlesTimeOfImpact',
    three: false,
    run: (q, c) => q.circlesTimeOfImpact(...(c as Case)),
  },
  {
    name: 'raySegment',
    three: false,
    run: (q, [p0, p1, , s0, s1]: Any) => q.raySegment(p0, p1, s0, s1),
  },
  {
    name: 'circlesOverlap',
    three: false,
    run: (q, [a, , ra, b, , rb]: Any) => q.circlesOverlap(a, ra, b, rb),
  },
  {
    name: 'separateCircles',
    three: false,
    run: (q, [a, , ra, b, , rb]: Any) => q.separateCircles(a, ra, 1, b, rb, 4),
  },
  { name: 'sweptSpheres', three: true, run: (q, c) => q.sweptSpheres(...(c as Case3)) },
  {
    name: 'spheresTimeOfImpact',
    three: true,
    run: (q, c) => q.spheresTimeOfImpact(...(c as Case3)),
  },
  {
    name: 'spheresOverlap',
    three: true,
    run: (q, [a, , ra, b, , rb]: Any) => q.spheresOverlap(a, ra, b, rb),
  },
  {
    name: 'separateSpheres',
    three: true,
    run: (q, [a, , ra, b, , rb]: Any) => q.separateSpheres(a, ra, 1, b, rb, 4),
  },
];

/**
 * The machine is shared, so wall-clock time mostly measures the neighbours:
 * tasks are timed in this process's user CPU time (`process.cpuUsage`,
 * microsecond resolution; a task runs the whole 4096-pair set), and the
 * tasks of one comparison (core, after, before) are measured in ROUNDS
 * short tinybench runs, interleaved; the table reports each task's median
 * time and the median per-round ratio to the first task.
 */
const cpuNow = (): number => process.cpuUsage().user / 1000;
const ROUNDS = 5;

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

async function measure(
  tasks: (() => void)[],
  calls = N,
): Promise<{ ns: number[]; ratio: number[] }> {
  const times: number[][] = tasks.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    const bench = new Bench({ time: 40, warmup: round === 0, now: cpuNow });
    for (const [i, task] of tasks.entries()) bench.add(String(i), task);
    await bench.run();
    bench.tasks.forEach((task, i) => {
      const result = task.result;
      if (!result || !('latency' in result)) throw new Error(`no result for ${task.name}`);
      times[i]!.push((result.latency.mean * 1e6) / calls);
    });
  }
  return {
    ns: times.map(median),
    ratio: times.map((t) => median(t.map((x, r) => x / times[0]![r]!))),
  };
}

let sink = 0;
const consume = (x: unknown): void => {
  if (x) sink++;
};

const percent = (x: number, total: number): string => `${((100 * x) / total).toFixed(1)}`;

console.log(`Inputs: ${N} pairs per class; spheres are the same pairs in the plane z = 7.`);
console.log('Time per query: core ns, and exact / core (median per-round ratio):\n');
console.log(
  `| query | class | core ns | exact / core |${before ? ' before / core |' : ''} stages: filter / double-double / expansion % |${before ? ' before: stages % |' : ''}`,
);
console.log(`|---|---|---:|---:|${before ? '---:|' : ''}---|${before ? '---|' : ''}`);
const only = process.env.ONLY?.split(',');
const wanted = (name: string): boolean => !only || only.includes(name);
for (const query of queries.filter((q) => wanted(q.name))) {
  for (const cls of classes) {
    const cases: (Case | Case3)[] = query.three ? cls.cases3 : cls.cases;
    const over = (q: PolicyQueries | typeof core) => () => {
      for (const c of cases) consume(query.run(q, c));
    };
    const tasks = [over(core), over(after)];
    if (before) tasks.push(over(before));
    const m = await measure(tasks);
    const stages = (module: StageModule, q: PolicyQueries): string => {
      module.resetExactStats();
      for (const c of cases) query.run(q, c);
      const st = module.exactStageStats();
      const total = st.filter + st.doubleDouble + st.expansion;
      return `${percent(st.filter, total)} / ${percent(st.doubleDouble, total)} / ${percent(st.expansion, total)}`;
    };
    const b = before ? ` ${m.ratio[2]!.toFixed(2)} |` : '';
    const bs = beforeModule && before ? ` ${stages(beforeModule, before)} |` : '';
    console.log(
      `| ${query.name} | ${cls.name} | ${m.ns[0]!.toFixed(1)} | ${m.ratio[1]!.toFixed(2)} |${b} ${stages({ exactStageStats, resetExactStats }, after)} |${bs}`,
    );
  }
}

// `raySegment` on the random class, split by outcome: a miss costs the
// filter alone, a hit also the rounding of `t` and `u`.
const rayPairs = classes[0]!.cases.map(([p0, p1, , s0, s1]) => [p0, p1, s0, s1] as const);
if (wanted('raySegment'))
  console.log(
    `\n| raySegment, random | pairs | core ns | exact / core |${before ? ' before / core |' : ''}`,
  );
if (wanted('raySegment')) console.log(`|---|---:|---:|---:|${before ? '---:|' : ''}`);
for (const hits of wanted('raySegment') ? [true, false] : []) {
  const subset = rayPairs.filter((c) => (core.raySegment(...c) !== null) === hits);
  const over = (q: PolicyQueries | typeof core) => () => {
    for (const c of subset) consume(q.raySegment(...c));
  };
  const tasks = [over(core), over(after)];
  if (before) tasks.push(over(before));
  const m = await measure(tasks, subset.length);
  const b = before ? ` ${m.ratio[2]!.toFixed(2)} |` : '';
  console.log(
    `| ${hits ? 'hits' : 'misses'} | ${subset.length} | ${m.ns[0]!.toFixed(1)} | ${m.ratio[1]!.toFixed(2)} |${b}`,
  );
}

// Two band policies, to show what a thin wrapper costs.
const band = wanted('sweptCircles') ? [withPolicy(absolute(1e-6)), withPolicy(slop(0.005))] : [];
const randomCases = classes[0]!.cases;
if (band.length > 0) {
  console.log('\n| band policy | sweptCircles ns | / core (random) |');
  console.log('|---|---:|---:|');
}
for (const p of band) {
  const m = await measure([
    () => {
      for (const c of randomCases) consume(core.sweptCircles(...c));
    },
    () => {
      for (const c of randomCases) consume(p.sweptCircles(...c));
    },
  ]);
  console.log(`| ${p.policy.name} | ${m.ns[1]!.toFixed(1)} | ${m.ratio[1]!.toFixed(2)} |`);
}
if (sink < 0) console.log(sink);
