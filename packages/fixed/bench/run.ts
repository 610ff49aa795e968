/**
 * @swept/fixed beside @swept/core on the same pairs: each pair is drawn as
 * raw Q16.16 integers and handed to the core as the exact doubles
 * `raw / 65536`, so both answer the same geometric question. Prints pairs/s,
 * the ratio fixed/core, how often the two booleans differ (the core's
 * rounding band), and the fixed variant's filter/fallback counts.
 *
 *   pnpm --filter @swept/fixed bench
 */
import * as core from '@swept/core';
import { Bench } from 'tinybench';
import * as fixed from '../src/index.ts';
import { generator } from './generator.ts';

const N = 4096;
const MAX = 2147483647;

interface Pair<V> {
  a0: V;
  a1: V;
  ra: number;
  b0: V;
  b1: V;
  rb: number;
}
type V2 = { x: number; y: number };

/**
 * `near`: centres within ±64 units of each other, steps up to ±32 units,
 * radii up to 16 (relative distances below ~256 units, a broadphase's
 * output; about a third of them touch);
 * `wide`: centres and ends anywhere in range, radii up to 4096 units.
 */
function pairs(kind: 'near' | 'wide', seed: number): Pair<V2>[] {
  const draw = generator(seed);
  const U = 65536;
  const out: Pair<V2>[] = [];
  for (let i = 0; i < N; i += 1) {
    if (kind === 'near') {
      const a0 = { x: draw(1000 * U), y: draw(1000 * U) };
      const b0 = { x: a0.x + draw(64 * U), y: a0.y + draw(64 * U) };
      const step = (p: V2) => ({ x: p.x + draw(32 * U), y: p.y + draw(32 * U) });
      const ra = Math.abs(draw(16 * U));
      out.push({ a0, a1: step(a0), ra, b0, b1: step(b0), rb: Math.abs(draw(16 * U)) });
    } else {
      const p = () => ({ x: draw(MAX), y: draw(MAX) });
      const ra = Math.abs(draw(4096 * U));
      out.push({ a0: p(), a1: p(), ra, b0: p(), b1: p(), rb: Math.abs(draw(4096 * U)) });
    }
  }
  return out;
}

const toFloat = (p: Pair<V2>): Pair<V2> => {
  const f = (v: V2) => ({ x: v.x / 65536, y: v.y / 65536 });
  return { a0: f(p.a0), a1: f(p.a1), ra: p.ra / 65536, b0: f(p.b0), b1: f(p.b1), rb: p.rb / 65536 };
};

const sets = {
  near: pairs('near', 0x6e656172),
  wide: pairs('wide', 0x77696465),
};

let sink = 0;
type Task = [name: string, fn: () => void];
const tasks: Task[] = [];
for (const [name, raw] of Object.entries(sets)) {
  const flt = raw.map(toFloat);
  tasks.push([
    `core  swept ${name}`,
    () => {
      let hits = 0;
      for (const p of flt) if (core.sweptCircles(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)) hits += 1;
      sink += hits;
    },
  ]);
  tasks.push([
    `fixed swept ${name}`,
    () => {
      let hits = 0;
      for (const p of raw) if (fixed.sweptCircles(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)) hits += 1;
      sink += hits;
    },
  ]);
  tasks.push([
    `core  toi   ${name}`,
    () => {
      let t = 0;
      for (const p of flt)
        t += core.circlesTimeOfImpact(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)?.t ?? 0;
      sink += t;
    },
  ]);
  tasks.push([
    `fixed toi   ${name}`,
    () => {
      let t = 0;
      for (const p of raw)
        t += fixed.circlesTimeOfImpact(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)?.t ?? 0;
      sink += t;
    },
  ]);
}

// The machine is shared: run each core/fixed pair back to back in many short rounds
// and keep each round's ratio, so a change of load hits both sides of a ratio alike.
const ROUNDS = 31;
const perRound = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round += 1) {
  for (let i = 0; i < tasks.length; i += 2) {
    const bench = new Bench({ time: 60, warmupTime: round === 0 ? 200 : 10 });
    // Alternate which side goes first.
    const pair = round % 2 === 0 ? [tasks[i]!, tasks[i + 1]!] : [tasks[i + 1]!, tasks[i]!];
    for (const [name, fn] of pair) bench.add(name, fn);
    await bench.run();
    for (const task of bench.tasks) {
      const r = task.result;
      if (r.state !== 'completed') throw new Error(`${task.name}: ${r.state}`);
      const list = perRound.get(task.name) ?? [];
      list.push((N * 1000) / r.period);
      perRound.set(task.name, list);
    }
  }
}
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[(s.length - 1) >> 1]!;
};
const fmt = (x: number) => `${(x / 1e6).toFixed(2)} M`;
console.log(
  `| query | pairs | core pairs/s | fixed pairs/s | fixed/core (median of ${ROUNDS} rounds, min–max) |`,
);
console.log('|---|---|---|---|---|');
for (const name of Object.keys(sets)) {
  for (const q of ['swept', 'toi  ']) {
    const c = perRound.get(`core  ${q} ${name}`)!;
    const f = perRound.get(`fixed ${q} ${name}`)!;
    const ratios = f.map((x, i) => x / c[i]!);
    const lo = Math.min(...ratios).toFixed(2);
    const hi = Math.max(...ratios).toFixed(2);
    console.log(
      `| ${q.trim()} | ${name} | ${fmt(median(c))} | ${fmt(median(f))} | ${median(ratios).toFixed(2)}× (${lo}–${hi}) |`,
    );
  }
}
console.log();
for (const [name, raw] of Object.entries(sets)) {
  let hits = 0;
  let differ = 0;
  fixed.resetExactStats();
  for (const p of raw) {
    const f = fixed.sweptCircles(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb);
    const q = toFloat(p);
    if (f) hits += 1;
    if (f !== core.sweptCircles(q.a0, q.a1, q.ra, q.b0, q.b1, q.rb)) differ += 1;
  }
  const swept = fixed.exactStats();
  fixed.resetExactStats();
  for (const p of raw) fixed.circlesTimeOfImpact(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb);
  const toi = fixed.exactStats();
  console.log(
    `${name}: ${hits}/${N} hits, core differs on ${differ}; swept filter/fallback ${swept.filter}/${swept.fallback}, toi ${toi.filter}/${toi.fallback}`,
  );
}
if (sink === Number.MIN_VALUE) console.log(sink);
