/**
 * `run.ts`'s comparison in a plain harness: fixed against the core on one
 * class of pairs (`CLASS`, default the hard mix), each query in its own
 * indexed loop, timed in process CPU time (the machine is shared) over
 * interleaved rounds; ns per call and the median of the per-round ratios.
 * `FIXED_BEFORE=<dir>` (a directory whose `src/index.ts` is another version,
 * e.g. main's) adds that version to every round.
 *
 *   pnpm --filter @swept/fixed bench:cpu
 */
import * as core from '@swept/core';
import { medianRatio, medianTime, timeInRounds } from '../../core/bench/cpu-rounds.ts';
import type * as Package from '../src/index.ts';
import * as fixed from '../src/index.ts';
import { type Kind, N, sets, toFloat } from './pairs.ts';

const kind = (process.env.CLASS ?? 'mix') as Kind;
const raw = sets[kind];
const flt = raw.map(toFloat);
const beforeDir = process.env.FIXED_BEFORE;
const before = beforeDir
  ? ((await import(`${beforeDir}/src/index.ts`)) as typeof Package)
  : undefined;

// One function literal per variant and query (a shared call site would turn polymorphic).
const tasks: [string, () => number][] = [
  [
    'swept core',
    () => {
      let h = 0;
      for (let i = 0; i < N; i++) {
        const p = flt[i]!;
        if (core.sweptCircles(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)) h++;
      }
      return h;
    },
  ],
  [
    'swept fixed',
    () => {
      let h = 0;
      for (let i = 0; i < N; i++) {
        const p = raw[i]!;
        if (fixed.sweptCircles(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)) h++;
      }
      return h;
    },
  ],
  [
    'toi core',
    () => {
      let t = 0;
      for (let i = 0; i < N; i++) {
        const p = flt[i]!;
        t += core.circlesTimeOfImpact(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)?.t ?? 0;
      }
      return t;
    },
  ],
  [
    'toi fixed',
    () => {
      let t = 0;
      for (let i = 0; i < N; i++) {
        const p = raw[i]!;
        t += fixed.circlesTimeOfImpact(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)?.t ?? 0;
      }
      return t;
    },
  ],
];
if (before) {
  tasks.push(
    [
      'swept before',
      () => {
        let h = 0;
        for (let i = 0; i < N; i++) {
          const p = raw[i]!;
          if (before.sweptCircles(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)) h++;
        }
        return h;
      },
    ],
    [
      'toi before',
      () => {
        let t = 0;
        for (let i = 0; i < N; i++) {
          const p = raw[i]!;
          t += before.circlesTimeOfImpact(p.a0, p.a1, p.ra, p.b0, p.b1, p.rb)?.t ?? 0;
        }
        return t;
      },
    ],
  );
}

const ROUNDS = Number(process.env.ROUNDS) || 15;
const rounds = timeInRounds(Object.fromEntries(tasks), { rounds: ROUNDS, reps: 30, perCall: N });
const { sink } = rounds;
console.log(`${process.version}, ${kind}, N = ${N}, ${ROUNDS - 3} rounds, sink ${sink % 7}`);
console.log('| query | variant | ns/call | time / core (median of per-round ratios) |');
console.log('| --- | --- | ---: | ---: |');
for (const q of ['swept', 'toi']) {
  for (const v of ['core', 'fixed', 'before']) {
    const name = `${q} ${v}`;
    if (!rounds.perRound[0]!.has(name)) continue;
    const ratio = medianRatio(rounds, name, `${q} core`);
    console.log(`| ${q} | ${v} | ${medianTime(rounds, name).toFixed(1)} | ${ratio.toFixed(2)}× |`);
  }
}
