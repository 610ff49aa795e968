/**
 * Runs every entry on one workload in one process. An untimed first pass
 * gives the answers the oracle judges; then tinybench times the passes in
 * interleaved rounds (every entry once per round), so a burst of load on a
 * shared machine slows one round of every row rather than all of one row.
 * The figure kept is the median over the rounds of each round's median (or
 * fastest) pass.
 */
import { Bench } from 'tinybench';
import type { Contender, Pass } from './contender.ts';
import type { Row } from './report.ts';

export interface MeasureOptions {
  /** Milliseconds tinybench spends per entry and round (at least `iterations` passes). */
  time: number;
  iterations: number;
  rounds: number;
  /**
   * Which pass of a round stands for it: its `median` (the default), or its
   * `fastest` — the least disturbed by other work on a shared machine, where a
   * long pass is preempted more often than a short one and the median would
   * tilt the ratios towards the short rows.
   */
  pick?: 'median' | 'fastest';
}

async function roundPass(name: string, run: () => void, options: MeasureOptions): Promise<number> {
  const bench = new Bench({
    time: options.time,
    iterations: options.iterations,
    warmupTime: Math.min(50, options.time / 4),
  });
  bench.add(name, run);
  await bench.run();
  const result = bench.tasks[0]?.result;
  if (result === undefined || !('latency' in result)) {
    throw new Error(`${name}: tinybench returned no timing`);
  }
  return options.pick === 'fastest' ? result.latency.min : result.latency.p50;
}

function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Times every entry on `set`; `verdictOf` judges each entry's untimed first
 * pass (against the exact answers the caller holds).
 */
export async function measure<S, C extends Contender<S>, V>(
  set: S,
  list: readonly C[],
  verdictOf: (pass: Pass, entry: C) => V,
  options: MeasureOptions,
): Promise<Row<V>[]> {
  const passes = list.map((entry) => {
    const pass = entry.prepare(set);
    pass.run();
    return { entry, pass, verdict: verdictOf(pass, entry), times: [] as number[] };
  });
  for (let round = 0; round < options.rounds; round++) {
    for (const p of passes) p.times.push(await roundPass(p.entry.name, p.pass.run, options));
  }
  return passes.map(({ entry, verdict, times }) => {
    const msPerPass = median(times);
    process.stderr.write(`  ${entry.name}: ${msPerPass.toFixed(3)} ms per pass\n`);
    return { name: entry.name, msPerPass, verdict };
  });
}
