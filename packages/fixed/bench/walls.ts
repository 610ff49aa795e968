/**
 * The wall queries of @swept/fixed beside its `raySegment` on the same
 * seeded cases: a circle's time of impact against a segment costs how many
 * moving-point-vs-segment calls (target ≤ 2×), a sphere's against a
 * triangle (target ≤ 4×); and the polyline batch against a loop of the
 * scalar polyline query over the same bodies. Each pair of tasks runs back
 * to back in short alternating rounds; the table gives median ratios.
 *
 *   pnpm --filter @swept/fixed bench
 */
import { Bench } from 'tinybench';
import * as fixed from '../src/index.ts';
import { generator } from './generator.ts';

const N = 2048;
const U = 65536;

type V2 = { x: number; y: number };
type V3 = { x: number; y: number; z: number };

/**
 * `near`: a wall (segment up to ±8 units, triangle corners within ±8 units
 * of a point) within ±16 units of the body, a step of up to ±16 units, a
 * radius up to 2 units (about half of them touch); the ray uses the same
 * motion and segment.
 */
const draw = generator(0x77616c6c);
const seg2 = Array.from({ length: N }, () => {
  const c0 = { x: draw(1000 * U), y: draw(1000 * U) };
  const s0 = { x: c0.x + draw(16 * U), y: c0.y + draw(16 * U) };
  return {
    c0,
    c1: { x: c0.x + draw(16 * U), y: c0.y + draw(16 * U) },
    r: Math.abs(draw(2 * U)),
    s0,
    s1: { x: s0.x + draw(8 * U), y: s0.y + draw(8 * U) },
  };
});
const tri3 = Array.from({ length: N }, () => {
  const p = (o: V3, m: number): V3 => ({ x: o.x + draw(m), y: o.y + draw(m), z: o.z + draw(m) });
  const c0 = p({ x: 0, y: 0, z: 0 }, 1000 * U);
  const o = p(c0, 16 * U);
  return {
    c0,
    c1: p(c0, 16 * U),
    r: Math.abs(draw(2 * U)),
    p0: p(o, 8 * U),
    p1: p(o, 8 * U),
    p2: p(o, 8 * U),
  };
});
// A level: a closed 24-gon of walls around the origin (radius 40 units), 2048 balls inside moving.
const level: V2[] = Array.from({ length: 24 }, (_, k) => ({
  x: Math.round(40 * U * Math.cos((2 * Math.PI * k) / 24)),
  y: Math.round(40 * U * Math.sin((2 * Math.PI * k) / 24)),
}));
const bodies = {
  x0: new Float64Array(N),
  y0: new Float64Array(N),
  x1: new Float64Array(N),
  y1: new Float64Array(N),
  r: new Float64Array(N),
};
const balls: { c0: V2; c1: V2; r: number }[] = [];
for (let i = 0; i < N; i += 1) {
  const c0 = { x: draw(36 * U), y: draw(36 * U) };
  const c1 = { x: c0.x + draw(8 * U), y: c0.y + draw(8 * U) };
  const r = Math.abs(draw(U));
  bodies.x0[i] = c0.x;
  bodies.y0[i] = c0.y;
  bodies.x1[i] = c1.x;
  bodies.y1[i] = c1.y;
  bodies.r[i] = r;
  balls.push({ c0, c1, r });
}
const hits = new Uint8Array(N);
const times = new Float64Array(N);
const segment = new Uint32Array(N);

let sink = 0;
type Task = [name: string, fn: () => void];
const pairs: [Task, Task, string][] = [
  [
    [
      'raySegment',
      () => {
        for (const c of seg2) sink += fixed.raySegment(c.c0, c.c1, c.s0, c.s1)?.t ?? 0;
      },
    ],
    [
      'circleSegmentTimeOfImpact',
      () => {
        for (const c of seg2)
          sink += fixed.circleSegmentTimeOfImpact(c.c0, c.c1, c.r, c.s0, c.s1)?.t ?? 0;
      },
    ],
    '≤ 2×',
  ],
  [
    [
      'raySegment',
      () => {
        for (const c of seg2) sink += fixed.raySegment(c.c0, c.c1, c.s0, c.s1)?.t ?? 0;
      },
    ],
    [
      'sphereTriangleTimeOfImpact',
      () => {
        for (const c of tri3)
          sink += fixed.sphereTriangleTimeOfImpact(c.c0, c.c1, c.r, c.p0, c.p1, c.p2)?.t ?? 0;
      },
    ],
    '≤ 4×',
  ],
  [
    [
      'scalar circlePolylineTimeOfImpact loop',
      () => {
        for (const b of balls)
          sink += fixed.circlePolylineTimeOfImpact(b.c0, b.c1, b.r, level, true)?.t ?? 0;
      },
    ],
    [
      'circlePolylineTimeOfImpactBatch',
      () => {
        sink += fixed.circlePolylineTimeOfImpactBatch(bodies, level, true, hits, times, segment, N);
      },
    ],
    '≤ 1.25× (≥ 0.8× speed)',
  ],
];

const ROUNDS = 15;
const ratios: number[][] = pairs.map(() => []);
const rates: [number[], number[]][] = pairs.map(() => [[], []]);
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [i, [base, ours]] of pairs.entries()) {
    const bench = new Bench({ time: 50, warmupTime: round === 0 ? 200 : 10 });
    const order = round % 2 === 0 ? [base, ours] : [ours, base];
    for (const [name, fn] of order) bench.add(name, fn);
    await bench.run();
    const period = (name: string) => {
      const r = bench.tasks.find((t) => t.name === name)!.result;
      if (r.state !== 'completed') throw new Error(`${name}: ${r.state}`);
      return r.period;
    };
    const pb = period(base[0]);
    const po = period(ours[0]);
    ratios[i]!.push(po / pb);
    rates[i]![0].push((N * 1000) / pb);
    rates[i]![1].push((N * 1000) / po);
  }
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1]!;
console.log(
  `| ours | baseline | ours calls/s | baseline calls/s | cost ratio (median of ${ROUNDS}, min–max) | target |`,
);
console.log('|---|---|---|---|---|---|');
for (const [i, [base, ours, target]] of pairs.entries()) {
  const r = ratios[i]!;
  const fmt = (x: number) => `${(x / 1e6).toFixed(2)} M`;
  console.log(
    `| ${ours[0]} | ${base[0]} | ${fmt(median(rates[i]![1]))} | ${fmt(median(rates[i]![0]))} | ${median(r).toFixed(2)}× (${Math.min(...r).toFixed(2)}–${Math.max(...r).toFixed(2)}) | ${target} |`,
  );
}
let touching = 0;
fixed.resetExactStats();
for (const c of seg2)
  if (fixed.circleSegmentTimeOfImpact(c.c0, c.c1, c.r, c.s0, c.s1)) touching += 1;
const s2 = fixed.exactStats();
let touching3 = 0;
fixed.resetExactStats();
for (const c of tri3)
  if (fixed.sphereTriangleTimeOfImpact(c.c0, c.c1, c.r, c.p0, c.p1, c.p2)) touching3 += 1;
const s3 = fixed.exactStats();
console.log(
  `\nsegment cases: ${touching}/${N} touch, filter/fallback ${s2.filter}/${s2.fallback}; triangle cases: ${touching3}/${N} touch, filter/fallback ${s3.filter}/${s3.fallback}`,
);
if (sink === Number.MIN_VALUE) console.log(sink);
