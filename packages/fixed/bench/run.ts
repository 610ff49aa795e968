/**
 * @swept/fixed beside @swept/core on the same pairs: each pair is drawn as
 * raw Q16.16 integers and handed to the core as the exact doubles
 * `raw / 65536`, so both answer the same geometric question. Prints pairs/s,
 * the ratio fixed/core per input class, how often the two booleans differ
 * (the core's rounding band), and how often each exact stage decides.
 *
 *   pnpm --filter @swept/fixed bench
 *
 * `FIXED_BEFORE=<dir>` (a directory whose `src/index.ts` is another version
 * of this package, e.g. one checked out from main) adds that version to every
 * round, interleaved with the others, for a before/after comparison in one
 * run.
 */
import * as core from '@swept/core';
import { Bench } from 'tinybench';
import * as fixed from '../src/index.ts';
import { N, type Pair, sets, toFloat, type V2 } from './pairs.ts';

type Fixed = typeof fixed;
const beforeDir = process.env.FIXED_BEFORE;
const before: Fixed | undefined = beforeDir
  ? ((await import(`${beforeDir}/src/index.ts`)) as Fixed)
  : undefined;

let sink = 0;
type Query = 'swept' | 'toi';
interface Group {
  name: string;
  tasks: [variant: string, fn: () => void][];
}

/*
 * One function literal per variant and query: closures made from one literal share
 * V8's type feedback, so a shared `impl.sweptCircles(…)` call site would turn
 * polymorphic across the variants and slow all of them alike.
 */
const sweptTasks = {
  core: (set: Pair<V2>[]) => () => {
    let hits = 0;
    for (const p of set) if (core.sweptCircles(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)) hits += 1;
    sink += hits;
  },
  fixed: (set: Pair<V2>[]) => () => {
    let hits = 0;
    for (const p of set) if (fixed.sweptCircles(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)) hits += 1;
    sink += hits;
  },
  before: (set: Pair<V2>[]) => () => {
    let hits = 0;
    for (const p of set) if (before!.sweptCircles(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)) hits += 1;
    sink += hits;
  },
};
const toiTasks = {
  core: (set: Pair<V2>[]) => () => {
    let t = 0;
    for (const p of set) t += core.circlesTimeOfImpact(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)?.t ?? 0;
    sink += t;
  },
  fixed: (set: Pair<V2>[]) => () => {
    let t = 0;
    for (const p of set) t += fixed.circlesTimeOfImpact(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)?.t ?? 0;
    sink += t;
  },
  before: (set: Pair<V2>[]) => () => {
    let t = 0;
    for (const p of set) {
      t += before!.circlesTimeOfImpact(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)?.t ?? 0;
    }
    sink += t;
  },
};

// `CLASSES=mix,tangent` times only those input classes.
const classes = process.env.CLASSES?.split(',');
const chosen = Object.entries(sets).filter(([name]) => !classes || classes.includes(name));
const groups: Group[] = [];
for (const [name, raw] of chosen) {
  const flt = raw.map(toFloat);
  for (const q of ['swept', 'toi'] as Query[]) {
    const task = q === 'swept' ? sweptTasks : toiTasks;
    const tasks: Group['tasks'] = [
      ['core', task.core(flt)],
      ['fixed', task.fixed(raw)],
    ];
    if (before) tasks.push(['before', task.before(raw)]);
    groups.push({ name: `${q} ${name}`, tasks });
  }
}

// The machine is shared: run each group's variants back to back in many short rounds
// (rotating which goes first) and keep each round's ratios, so a change of load hits
// every side of a ratio alike.
const ROUNDS = Number(process.env.ROUNDS) || 31;
const perRound = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round += 1) {
  for (const group of groups) {
    const bench = new Bench({ time: 60, warmupTime: round === 0 ? 200 : 10 });
    const n = group.tasks.length;
    for (let k = 0; k < n; k += 1) {
      const [variant, fn] = group.tasks[(k + round) % n]!;
      bench.add(`${variant} ${group.name}`, fn);
    }
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
/** The median per-round ratio `variant/core` with its range. */
function ratio(variant: string, group: string): string {
  const c = perRound.get(`core ${group}`)!;
  const ratios = perRound.get(`${variant} ${group}`)!.map((x, i) => x / c[i]!);
  const lo = Math.min(...ratios).toFixed(2);
  const hi = Math.max(...ratios).toFixed(2);
  return `${median(ratios).toFixed(2)}× (${lo}–${hi})`;
}
const head = before ? ' before pairs/s | before/core |' : '';
console.log(
  `| query | pairs | core pairs/s | fixed pairs/s | fixed/core (median of ${ROUNDS} rounds, min–max) |${head}`,
);
console.log(`|---|---|---|---|---|${before ? '---|---|' : ''}`);
for (const group of groups) {
  const [q, ...rest] = group.name.split(' ');
  const name = rest.join(' ');
  const cells = [
    q,
    name,
    fmt(median(perRound.get(`core ${group.name}`)!)),
    fmt(median(perRound.get(`fixed ${group.name}`)!)),
    ratio('fixed', group.name),
  ];
  if (before) {
    cells.push(fmt(median(perRound.get(`before ${group.name}`)!)), ratio('before', group.name));
  }
  console.log(`| ${cells.join(' | ')} |`);
}
console.log();

/*
 * Which stage decides: the exact doubles when |C0|² + |C1|² + |D|² + r² < 2^53
 * (the queries' own test, `EXACT_SCALE` in quadratic.ts), else the filter unless
 * `exactStats()` counts a fallback to the limbs.
 */
function exactRegime(p: Pair<V2>): boolean {
  const c0 = { x: p.b0.x - p.a0.x, y: p.b0.y - p.a0.y };
  const c1 = { x: p.b1.x - p.a1.x, y: p.b1.y - p.a1.y };
  const d = { x: c1.x - c0.x, y: c1.y - c0.y };
  const r = p.ra + p.rb;
  const scale = c0.x * c0.x + c0.y * c0.y + c1.x * c1.x + c1.y * c1.y + d.x * d.x + d.y * d.y;
  return scale + r * r < 9007199254740992;
}
console.log(
  '| pairs | touch | core differs | stage (swept) exact / filter / limbs | stage (toi) exact / filter / limbs |',
);
console.log('|---|---|---|---|---|');
for (const [name, raw] of chosen) {
  let hits = 0;
  let differ = 0;
  const exact = raw.filter(exactRegime).length;
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
  const stages = (s: { filter: number; fallback: number }) =>
    `${exact} / ${s.filter - exact} / ${s.fallback}`;
  console.log(`| ${name} | ${hits}/${N} | ${differ} | ${stages(swept)} | ${stages(toi)} |`);
}
if (sink === Number.MIN_VALUE) console.log(sink);
