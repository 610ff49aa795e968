/**
 * What the throughput benches (`bench/run.ts`, `bench/walls.ts`) share: the seeded
 * scene's fields, and the tinybench harness — rounds of short tinybench runs in rotating
 * order. On a shared machine the load drifts over seconds, so each ratio is taken within
 * one round (a task and its reference measured back to back, fastest sample of each),
 * and the tables report the median over rounds.
 */
import { mulberry32 } from '@swept/oracle';
import { Bench } from 'tinybench';
import { median } from './cpu-rounds.ts';

/**
 * The seeded scene (every run measures the same one): `n` start coordinates per axis in
 * 200…300 (`x0`, `y0`, `z0`, drawn in that order); then `step(from)` moves each by up to
 * ±40 and `random` draws on, in the order the bench calls them.
 */
export function seededScene(seed: number, n: number) {
  const random = mulberry32(seed);
  const field = () => Float64Array.from({ length: n }, () => 200 + random() * 100);
  const x0 = field();
  const y0 = field();
  const z0 = field();
  const step = (from: Float64Array) => from.map((x) => x + (random() - 0.5) * 80);
  return { random, step, x0, y0, z0 };
}

/** Rounds in all. */
export const ROUNDS = 9;

export interface TinybenchRoundsOptions {
  /** The bench's name. */
  name: string;
  /** Calls per task run: the rates are calls per second. */
  calls: number;
  /** How far the order rotates from one round to the next. */
  rotate: number;
}

/** The medians over the rounds. */
export interface TinybenchRates {
  /** A task's calls per second. */
  rate(name: string): number;
  /** The per-round ratio `rate(numerator) / rate(denominator)`. */
  ratio(numerator: string, denominator: string): number;
}

/** Runs {@link ROUNDS} rounds; every task's calls per second is its fastest sample's. */
export async function tinybenchRounds(
  tasks: Record<string, () => void>,
  options: TinybenchRoundsOptions,
): Promise<TinybenchRates> {
  const { name, calls, rotate } = options;
  const names = Object.keys(tasks);
  const rounds: Map<string, number>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const bench = new Bench({ name, time: 100, warmup: true, warmupTime: 20 });
    const order = names.map((_, k) => names[(k + round * rotate) % names.length]!);
    for (const task of order) bench.add(task, tasks[task]!);
    await bench.run();
    const perSecond = new Map<string, number>();
    for (const task of bench.tasks) {
      const result = task.result;
      if (result.state !== 'completed') throw new Error(`${task.name}: ${result.state}`);
      perSecond.set(task.name, (calls / result.latency.min) * 1000);
    }
    rounds.push(perSecond);
  }
  return {
    rate: (task) => median(rounds.map((r) => r.get(task)!)),
    ratio: (numerator, denominator) =>
      median(rounds.map((r) => r.get(numerator)! / r.get(denominator)!)),
  };
}
