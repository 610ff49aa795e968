/**
 * `pnpm --filter @swept/tolerance bench`: the cost of the `exact` policy
 * against the core it wraps, on one set of random game-like inputs, and how
 * often the exact fallback runs — on those random inputs and on adversarial
 * ones (exact tangencies, and the same nudged by one ulp). Prints markdown
 * for BENCHMARKS.md. Ratios are from one run on one machine.
 */

import type { Vec2 } from '@swept/core';
import * as core from '@swept/core';
import { mulberry32 } from '@swept/oracle';
import { Bench } from 'tinybench';
import { absolute, exact, exactStats, resetExactStats, slop, withPolicy } from '../src/index.ts';

// A seeded generator, so every run measures the same inputs.
const rand = mulberry32(2026);
const uniform = (lo: number, hi: number): number => lo + (hi - lo) * rand();
const N = 4096;

type Case = [Vec2, Vec2, number, Vec2, Vec2, number];

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
 * An exact tangency (3-4-5 contact offset, grazing or head-on, first touch at
 * t = n/16), then with probability 2/3 one coordinate nudged by ±1 ulp.
 */
function nearTangentCase(): Case {
  const k = 1 + Math.floor(rand() * 100);
  const n = Math.floor(rand() * 17);
  const s = 1 + Math.floor(rand() * 20);
  const grazing = rand() < 0.5;
  const K = { x: 3 * k, y: 4 * k };
  const D = grazing ? { x: -4 * s * 16, y: 3 * s * 16 } : { x: -3 * s * 16, y: -4 * s * 16 };
  const c0 = { x: K.x - (n / 16) * D.x, y: K.y - (n / 16) * D.y };
  const a0 = { x: Math.floor(uniform(-1000, 1000)), y: Math.floor(uniform(-1000, 1000)) };
  const a1 = { x: a0.x + 7, y: a0.y - 3 };
  const b1 = { x: a1.x + c0.x + D.x, y: a1.y + c0.y + D.y };
  const r = rand();
  if (r < 1 / 3) b1.x += b1.x * 2 ** -52;
  else if (r < 2 / 3) b1.y -= b1.y * 2 ** -53;
  return [a0, a1, 2 * k, { x: a0.x + c0.x, y: a0.y + c0.y }, b1, 3 * k];
}

const randomCases = Array.from({ length: N }, randomCase);
const tangentCases = Array.from({ length: N }, nearTangentCase);
const q = withPolicy(exact);

interface Query {
  name: string;
  core: (c: Case) => unknown;
  exact: (c: Case) => unknown;
}

const queries: Query[] = [
  {
    name: 'sweptCircles',
    core: (c) => core.sweptCircles(...c),
    exact: (c) => q.sweptCircles(...c),
  },
  {
    name: 'circlesTimeOfImpact',
    core: (c) => core.circlesTimeOfImpact(...c),
    exact: (c) => q.circlesTimeOfImpact(...c),
  },
  {
    name: 'circlesOverlap',
    core: ([a, , ra, b, , rb]) => core.circlesOverlap(a, ra, b, rb),
    exact: ([a, , ra, b, , rb]) => q.circlesOverlap(a, ra, b, rb),
  },
  {
    name: 'raySegment',
    core: ([p0, p1, , s0, s1]) => core.raySegment(p0, p1, s0, s1),
    exact: ([p0, p1, , s0, s1]) => q.raySegment(p0, p1, s0, s1),
  },
  {
    name: 'separateCircles',
    core: ([a, , ra, b, , rb]) => core.separateCircles(a, ra, 1, b, rb, 4),
    exact: ([a, , ra, b, , rb]) => q.separateCircles(a, ra, 1, b, rb, 4),
  },
];

// Two band policies, to show what a thin wrapper costs.
const band = [withPolicy(absolute(1e-6)), withPolicy(slop(0.005))] as const;

let sink = 0;
const consume = (x: unknown): void => {
  if (x) sink++;
};

/**
 * The machine is shared, so wall-clock time mostly measures the neighbours:
 * tasks are timed in this process's user CPU time (`process.cpuUsage`,
 * microsecond resolution; a task runs the whole 4096-pair set), and each
 * pair (core, candidate) is measured in ROUNDS short tinybench runs back to
 * back; the table reports the median time of each and the median per-round
 * ratio.
 */
const cpuNow = (): number => process.cpuUsage().user / 1000;
const ROUNDS = 7;

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

async function measure(
  base: () => void,
  candidate: () => void,
): Promise<{ base: number; candidate: number; ratio: number }> {
  const bases: number[] = [];
  const candidates: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const bench = new Bench({ time: 60, warmup: round === 0, now: cpuNow });
    bench.add('base', base).add('candidate', candidate);
    await bench.run();
    const [b, c] = bench.tasks.map((task) => {
      const result = task.result;
      if (!result || !('latency' in result)) throw new Error(`no result for ${task.name}`);
      return (result.latency.mean * 1e6) / N;
    });
    bases.push(b!);
    candidates.push(c!);
  }
  return {
    base: median(bases),
    candidate: median(candidates),
    ratio: median(candidates.map((c, i) => c / bases[i]!)),
  };
}

const overSet =
  (f: (c: Case) => unknown): (() => void) =>
  () => {
    for (const c of randomCases) consume(f(c));
  };

function fallbackRate(query: Query, cases: Case[]): string {
  resetExactStats();
  for (const c of cases) query.exact(c);
  const { filter, fallback } = exactStats();
  return `${((100 * fallback) / (filter + fallback)).toFixed(2)} %`;
}

console.log(`Inputs: ${N} random pairs (arena ±1000, moves ≤ 60, radii 1–20); ${N} near-tangent.`);
console.log('Time per query (median of rounds), exact vs core, and exact fallback rates:\n');
console.log(
  '| query | core ns | exact ns | exact / core | fallback, random | fallback, near-tangent |',
);
console.log('|---|---:|---:|---:|---:|---:|');
for (const query of queries) {
  const m = await measure(overSet(query.core), overSet(query.exact));
  const random = fallbackRate(query, randomCases);
  const tangent = fallbackRate(query, tangentCases);
  const ns = `${m.base.toFixed(1)} | ${m.candidate.toFixed(1)} | ${m.ratio.toFixed(2)}`;
  console.log(`| ${query.name} | ${ns} | ${random} | ${tangent} |`);
}
console.log('\n| band policy | sweptCircles ns | / core |');
console.log('|---|---:|---:|');
for (const p of band) {
  const m = await measure(
    overSet((c) => core.sweptCircles(...c)),
    overSet((c) => p.sweptCircles(...c)),
  );
  console.log(`| ${p.policy.name} | ${m.candidate.toFixed(1)} | ${m.ratio.toFixed(2)} |`);
}
if (sink < 0) console.log(sink);
