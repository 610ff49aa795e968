/**
 * Runs every entry on one pair set in one process, one after the other:
 * an untimed first pass gives the answers the oracle judges, then tinybench
 * times the pass. The figure kept is the median pass time.
 */
import { Bench } from 'tinybench';
import type { Contender } from './contender.ts';
import type { PairSet } from './pairs.ts';
import type { Row } from './report.ts';
import { judge, type Truth } from './truth.ts';

export interface MeasureOptions {
  /** Milliseconds tinybench spends per entry (at least `iterations` passes). */
  time: number;
  iterations: number;
}

export async function measure(
  pairs: PairSet,
  truth: Truth,
  list: readonly Contender[],
  options: MeasureOptions,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const entry of list) {
    const pass = entry.prepare(pairs);
    pass.run();
    const verdict = judge(truth, pass.hits, pass.t);
    const bench = new Bench({
      time: options.time,
      iterations: options.iterations,
      warmupTime: Math.min(100, options.time / 4),
    });
    bench.add(entry.name, () => pass.run());
    await bench.run();
    const result = bench.tasks[0]?.result;
    if (result === undefined || !('latency' in result)) {
      throw new Error(`${entry.name}: tinybench returned no timing`);
    }
    rows.push({ name: entry.name, msPerPass: result.latency.p50, verdict });
    process.stderr.write(`  ${entry.name}: ${result.latency.p50.toFixed(3)} ms per pass\n`);
  }
  return rows;
}
