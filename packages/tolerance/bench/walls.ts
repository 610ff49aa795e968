/**
 * `pnpm --filter @swept/tolerance bench:walls`: the cost of the `exact`
 * policy's wall queries against the core's on the same calls, against the
 * same policy's `raySegment` on the same motions (issue 11's targets:
 * `circleSegmentTimeOfImpact` ≤ 2×, `sphereTriangleTimeOfImpact` ≤ 4×), and
 * which stage settled them (the box or double filter, the double-double
 * stage, expansions, and the cases that reached the exact last resort), per
 * input class: the core's wall scene (bodies r = 2…6 moving up to 40 units a
 * frame in a 200…300 square or cube, a segment and a triangle across it) and
 * a hard mix on a 1/1024 grid (exact grazes along a floor and past its end,
 * one grid step either side of them, exact touches at t = 0, start overlaps,
 * head-on contacts at t = k/16), and a 3D hard mix against a triangle
 * (`hardTriangle`: exact face, edge and corner grazes, one grid step off a
 * graze, r = 0 through the face, a miss within r of an edge's line). With
 * `BEFORE=<dir>` (a copy of an earlier `src/`), that version's `exact` is
 * timed in the same rounds, so before and after are one run, and the share
 * of its calls that reached its last resort is counted. Timed in user CPU
 * time (the machine is shared), medians of per-round ratios.
 */

import type { Vec2, Vec3 } from '@swept/core';
import * as core from '@swept/core';
import { mulberry32 } from '@swept/oracle';
import { Bench } from 'tinybench';
import {
  exact,
  exactStageStats,
  type PolicyQueries,
  resetExactStats,
  withPolicy,
} from '../src/index.ts';
import { lastResort } from '../src/walls/wall-case.ts';

const N = 4096;
const rand = mulberry32(2024);
const at = () => 200 + rand() * 100;
const step = (x: number) => x + (rand() - 0.5) * 80;
const c0s: Vec3[] = Array.from({ length: N }, () => ({ x: at(), y: at(), z: at() }));
const c1s: Vec3[] = c0s.map((c) => ({ x: step(c.x), y: step(c.y), z: step(c.z) }));
const flat = (v: Vec3): Vec2 => ({ x: v.x, y: v.y });
const radii = Array.from({ length: N }, () => 2 + rand() * 4);
const s0 = { x: 230, y: 180 };
const s1 = { x: 270, y: 320 };
const p0 = { x: 230, y: 180, z: 200 };
const p1 = { x: 270, y: 320, z: 250 };
const p2 = { x: 300, y: 200, z: 300 };

type Seg = [Vec2, Vec2, number, Vec2, Vec2];
const scene: Seg[] = c0s.map((c, i) => [flat(c), flat(c1s[i]!), radii[i]!, s0, s1]);

/** The hard mix against a floor (200, 250)–(300, 250), on a 1/1024 grid. */
function hardCase(i: number): Seg {
  const grid = (x: number) => Math.round(x * 1024) / 1024;
  const r = (1 + Math.floor(rand() * 40)) / 8;
  const x = grid(210 + rand() * 80);
  const f0 = { x: 200, y: 250 };
  const f1 = { x: 300, y: 250 };
  const side = rand() < 0.5 ? 1 : -1;
  const dx = grid((rand() - 0.5) * 30);
  switch (i % 6) {
    case 0: // an exact graze along the floor
      return [{ x, y: 250 + side * r }, { x: x + dx, y: 250 + side * r }, r, f0, f1];
    case 1: {
      // one grid step either side of a graze
      const y = 250 + side * r + (rand() < 0.5 ? 1 : -1) / 1024;
      return [{ x, y }, { x: x + dx, y }, r, f0, f1];
    }
    case 2: // an exact touch at t = 0, moving in or away
      return [{ x, y: 250 + r }, { x: x + dx, y: 250 + r + grid((rand() - 0.5) * 10) }, r, f0, f1];
    case 3: // a start overlap
      return [{ x, y: 250 + r / 2 }, { x: x + dx, y: 260 }, r, f0, f1];
    case 4: {
      // head-on at t = k/16
      const k = 1 + Math.floor(rand() * 15);
      const s = 1 + Math.floor(rand() * 4);
      const y0 = 250 + r + k * s;
      return [{ x, y: y0 }, { x, y: y0 - 16 * s }, r, f0, f1];
    }
    default: {
      // an exact graze past the floor's end
      const ex = 300 + r;
      return [{ x: ex, y: 240 }, { x: ex, y: 260 }, r, f0, f1];
    }
  }
}
const hard: Seg[] = Array.from({ length: N }, (_, i) => hardCase(i));

type Tri = [Vec3, Vec3, number, Vec3, Vec3, Vec3];
/**
 * The 3D hard mix against a triangle (200, 200, h), (240, 200, h),
 * (200, 240, h) on a 1/1024 grid: exact grazes sliding at height r into the
 * face, parallel to an edge at distance r along a (3, 4, 5) offset, and
 * past a corner at r along (3, 4, 5); one grid step off a face graze; a
 * point (r = 0) through the face at t = 1/2; a miss beside a corner within r
 * of an edge's line.
 */
function hardTriangle(i: number): Tri {
  const grid = (x: number) => Math.round(x * 1024) / 1024;
  const h = grid(200 + rand() * 50);
  const k = 1 + Math.floor(rand() * 16);
  const r = k / 8;
  const u = k / 16;
  const y = grid(205 + rand() * 20);
  const w0 = { x: 200, y: 200, z: h };
  const w1 = { x: 240, y: 200, z: h };
  const w2 = { x: 200, y: 240, z: h };
  const slide = (y0: number, z0: number): [Vec3, Vec3] => [
    { x: 180, y: y0, z: z0 },
    { x: 220, y: y0, z: z0 },
  ];
  switch (i % 6) {
    case 0:
      return [...slide(y, h + r), r, w0, w1, w2];
    case 1:
      return [...slide(200 - 3 * u, h + 4 * u), 5 * u, w0, w1, { x: 210, y: 230, z: h - 20 }];
    case 2: {
      const p = (z: number): Vec3 => ({ x: 200 - 3 * u, y: 200 - 4 * u, z });
      return [p(h + 5), p(h - 5), 5 * u, w0, w1, w2];
    }
    case 3:
      return [...slide(y, h + r + (rand() < 0.5 ? 1 : -1) / 1024), r, w0, w1, w2];
    case 4:
      return [{ x: 201, y, z: h + 5 }, { x: 202, y, z: h - 5 }, 0, w0, w1, w2];
    default: {
      const p = (z: number): Vec3 => ({ x: 200 - r, y: 199, z });
      return [p(h + 5), p(h - 5), r, w0, w1, w2];
    }
  }
}
const hard3: Tri[] = Array.from({ length: N }, (_, i) => hardTriangle(i));

const q = withPolicy(exact);
/** The earlier version's own `withPolicy(exact)` (its dispatch, its implementations). */
/** The earlier version's count of last-resort cases (its own `walls/wall-case.ts`), when it has one. */
const beforeLastResort: { cases: number } | null = process.env.BEFORE
  ? await import(`${process.env.BEFORE}/walls/wall-case.ts`).then(
      (m: { lastResort?: { cases: number } }) => m.lastResort ?? null,
      () => null,
    )
  : null;
const before: PolicyQueries | null = process.env.BEFORE
  ? await import(`${process.env.BEFORE}/index.ts`).then(
      (m: { withPolicy: typeof withPolicy; exact: typeof exact }) => m.withPolicy(m.exact),
    )
  : null;

let sink = 0;
const segmentTasks = (name: string, cases: Seg[], p: PolicyQueries | typeof core) => ({
  [`${name} circleSegmentTimeOfImpact`]: () => {
    for (const c of cases) sink += p.circleSegmentTimeOfImpact(...c)?.t ?? 0;
  },
  [`${name} sweptCircleSegment`]: () => {
    for (const c of cases) sink += p.sweptCircleSegment(...c) ? 1 : 0;
  },
  [`${name} circleSegmentOverlap`]: () => {
    for (const c of cases) sink += p.circleSegmentOverlap(c[0], c[2], c[3], c[4]) ? 1 : 0;
  },
  [`${name} separateCircleSegment`]: () => {
    for (const c of cases) sink += p.separateCircleSegment(c[0], c[2], c[3], c[4]).x;
  },
  [`${name} raySegment`]: () => {
    for (const c of cases) sink += p.raySegment(c[0], c[1], c[3], c[4])?.t ?? 0;
  },
});
const triangleTask = (p: PolicyQueries | typeof core) => () => {
  for (let i = 0; i < N; i++) {
    sink += p.sphereTriangleTimeOfImpact(c0s[i]!, c1s[i]!, radii[i]!, p0, p1, p2)?.t ?? 0;
  }
};
const hardTriangleTask = (p: PolicyQueries | typeof core) => () => {
  for (const c of hard3) sink += p.sphereTriangleTimeOfImpact(...c)?.t ?? 0;
};
const variants: [string, PolicyQueries | typeof core][] = [
  ['core', core],
  ['exact', q],
  ...(before ? ([['before', before]] as [string, PolicyQueries][]) : []),
];
const tasks: Record<string, () => void> = {};
for (const [v, p] of variants) {
  Object.assign(tasks, segmentTasks(`scene ${v}`, scene, p), segmentTasks(`hard ${v}`, hard, p));
  tasks[`scene ${v} sphereTriangleTimeOfImpact`] = triangleTask(p);
  tasks[`hard ${v} sphereTriangleTimeOfImpact`] = hardTriangleTask(p);
}

const cpuNow = (): number => process.cpuUsage().user / 1000;
const ROUNDS = 7;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const perCall = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round++) {
  const bench = new Bench({
    time: 60,
    iterations: 3,
    warmup: round === 0,
    warmupIterations: 2,
    warmupTime: 20,
    now: cpuNow,
  });
  for (const [name, task] of Object.entries(tasks)) bench.add(name, task);
  await bench.run();
  for (const task of bench.tasks) {
    const result = task.result;
    if (!result || !('latency' in result)) throw new Error(`no result for ${task.name}`);
    perCall.set(task.name, [...(perCall.get(task.name) ?? []), (result.latency.mean * 1e6) / N]);
  }
}

/** How each stage settled one pass of a task: percentages of its calls. */
function stages(run: () => void): string {
  resetExactStats();
  lastResort.cases = 0;
  run();
  const { filter, doubleDouble, expansion } = exactStageStats();
  const all = filter + doubleDouble + expansion;
  const pc = (x: number) => `${((x / all) * 100).toFixed(1)}`;
  return `${pc(filter)} / ${pc(doubleDouble)} / ${pc(expansion)} / ${pc(lastResort.cases)}`;
}

/** The share of the earlier version's calls (one pass) that reached its last resort. */
function beforeShare(run: () => void): string {
  if (!beforeLastResort) return '';
  beforeLastResort.cases = 0;
  run();
  return ` ${((beforeLastResort.cases / N) * 100).toFixed(1)} |`;
}

const ratio = (a: string, b: string) => {
  const x = perCall.get(a)!;
  const y = perCall.get(b)!;
  return median(x.map((v, i) => v / y[i]!));
};

console.log(
  `N = ${N} calls per task, ${process.version}; medians over ${ROUNDS} rounds (user CPU time)\n`,
);
console.log(
  `| class | query | core (ns/call) | exact (ns/call) | exact / core |${before ? ' before / core |' : ''} exact / exact raySegment | stages: filter / double-double / expansions / last resort (% of calls) |${beforeLastResort ? ' before: last resort (%) |' : ''}`,
);
console.log(
  `|---|---|---:|---:|---:|${before ? '---:|' : ''}---:|---|${beforeLastResort ? '---:|' : ''}`,
);
const queries = [
  'circleSegmentTimeOfImpact',
  'sweptCircleSegment',
  'circleSegmentOverlap',
  'separateCircleSegment',
  'raySegment',
  'sphereTriangleTimeOfImpact',
];
for (const cls of ['scene', 'hard']) {
  for (const query of queries) {
    const base = `${cls} core ${query}`;
    if (!perCall.has(base)) continue;
    const ours = `${cls} exact ${query}`;
    const old = before ? ` ${ratio(`${cls} before ${query}`, base).toFixed(2)}× |` : '';
    console.log(
      `| ${cls} | \`${query}\` | ${median(perCall.get(base)!).toFixed(0)} | ${median(perCall.get(ours)!).toFixed(0)} | ${ratio(ours, base).toFixed(2)}× |${old} ${ratio(ours, `${cls} exact raySegment`).toFixed(2)}× | ${stages(tasks[ours]!)} |${before ? beforeShare(tasks[`${cls} before ${query}`]!) : ''}`,
    );
  }
}
if (sink === Number.NEGATIVE_INFINITY) console.log('');
