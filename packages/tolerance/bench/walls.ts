/**
 * `pnpm --filter @swept/tolerance bench:walls`: the cost of the `exact`
 * policy's wall times of impact against the core's on the same calls, and
 * how often the exact last resort ran. The scene is the core's wall
 * benchmark's (`packages/core/bench/walls.ts`): bodies (r = 2…6) moving up to
 * 40 units a frame in a 200…300 square, a segment and a triangle across it.
 * Timed in user CPU time (the machine is shared), medians of per-round ratios.
 */

import type { Vec2, Vec3 } from '@swept/core';
import * as core from '@swept/core';
import { mulberry32 } from '@swept/oracle';
import { Bench } from 'tinybench';
import { exact, exactStats, resetExactStats, withPolicy } from '../src/index.ts';

const N = 4096;
const rand = mulberry32(2024);
const at = () => 200 + rand() * 100;
const step = (x: number) => x + (rand() - 0.5) * 80;
const c0s: Vec3[] = Array.from({ length: N }, () => ({ x: at(), y: at(), z: at() }));
const c1s: Vec3[] = c0s.map((c) => ({ x: step(c.x), y: step(c.y), z: step(c.z) }));
const flat = (v: Vec3): Vec2 => ({ x: v.x, y: v.y });
const a0s = c0s.map(flat);
const a1s = c1s.map(flat);
const radii = Array.from({ length: N }, () => 2 + rand() * 4);
const s0 = { x: 230, y: 180 };
const s1 = { x: 270, y: 320 };
const p0 = { x: 230, y: 180, z: 200 };
const p1 = { x: 270, y: 320, z: 250 };
const p2 = { x: 300, y: 200, z: 300 };
const q = withPolicy(exact);

let sink = 0;
const tasks = {
  'core circleSegmentTimeOfImpact': () => {
    for (let i = 0; i < N; i++)
      sink += core.circleSegmentTimeOfImpact(a0s[i]!, a1s[i]!, radii[i]!, s0, s1)?.t ?? 0;
  },
  'exact circleSegmentTimeOfImpact': () => {
    for (let i = 0; i < N; i++)
      sink += q.circleSegmentTimeOfImpact(a0s[i]!, a1s[i]!, radii[i]!, s0, s1)?.t ?? 0;
  },
  'core sphereTriangleTimeOfImpact': () => {
    for (let i = 0; i < N; i++) {
      sink += core.sphereTriangleTimeOfImpact(c0s[i]!, c1s[i]!, radii[i]!, p0, p1, p2)?.t ?? 0;
    }
  },
  'exact sphereTriangleTimeOfImpact': () => {
    for (let i = 0; i < N; i++) {
      sink += q.sphereTriangleTimeOfImpact(c0s[i]!, c1s[i]!, radii[i]!, p0, p1, p2)?.t ?? 0;
    }
  },
};

const cpuNow = (): number => process.cpuUsage().user / 1000;
const ROUNDS = 7;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const perCall = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round++) {
  const bench = new Bench({ time: 100, warmup: round === 0, now: cpuNow });
  for (const [name, task] of Object.entries(tasks)) bench.add(name, task);
  await bench.run();
  for (const task of bench.tasks) {
    const result = task.result;
    if (!result || !('latency' in result)) throw new Error(`no result for ${task.name}`);
    perCall.set(task.name, [...(perCall.get(task.name) ?? []), (result.latency.mean * 1e6) / N]);
  }
}

function fallbackShare(run: () => void): string {
  resetExactStats();
  run();
  const { filter, fallback } = exactStats();
  return `${((fallback / (filter + fallback)) * 100).toFixed(1)} %`;
}

console.log(
  `N = ${N} calls per task, ${process.version}; medians over ${ROUNDS} rounds (user CPU time)\n`,
);
console.log(
  '| query | core (ns/call) | tolerance `exact` (ns/call) | cost vs core | exact last resort |',
);
console.log('|---|---:|---:|---:|---:|');
for (const query of ['circleSegmentTimeOfImpact', 'sphereTriangleTimeOfImpact'] as const) {
  const base = perCall.get(`core ${query}`)!;
  const ours = perCall.get(`exact ${query}`)!;
  const ratio = median(ours.map((x, i) => x / base[i]!));
  console.log(
    `| \`${query}\` | ${median(base).toFixed(0)} | ${median(ours).toFixed(0)} | ${ratio.toFixed(1)}× | ${fallbackShare(tasks[`exact ${query}`])} of calls |`,
  );
}
if (sink === Number.NEGATIVE_INFINITY) console.log('');
