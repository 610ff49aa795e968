/**
 * The plain CPU-time harness of the check and hard-mix benches (core's
 * `bench/checks.ts`, fixed's `bench/checks.ts` and `bench/cpu.ts`): every
 * task timed in each round, in an order rotated by one per round so that no
 * task always runs first, in **process CPU time** (the machine is shared:
 * wall time would count other jobs), the first rounds discarded as warm-up.
 * Tables then take the median of the per-round ratios, so that a noisy
 * round moves both sides of a ratio together.
 */

/** A task runs `perCall` calls and returns a number that depends on them (so none is dead code). */
export type Task = () => number;

export interface RoundsOptions {
  /** Rounds in all, warm-up included. */
  rounds: number;
  /** Task runs per round (timed together). */
  reps: number;
  /** Calls per task run: the times are per call. */
  perCall: number;
  /** Rounds discarded first (default 3). */
  warmup?: number;
}

/** Per kept round, the task names' CPU times in ns per call; `sink` keeps results live. */
export interface Rounds {
  perRound: Map<string, number>[];
  sink: number;
}

/** Times every task of `tasks` in interleaved rounds (see the module comment). */
export function timeInRounds(tasks: Record<string, Task>, options: RoundsOptions): Rounds {
  const { rounds, reps, perCall, warmup = 3 } = options;
  const names = Object.keys(tasks);
  const perRound: Map<string, number>[] = [];
  let sink = 0;
  for (let round = 0; round < rounds; round++) {
    const times = new Map<string, number>();
    for (let k = 0; k < names.length; k++) {
      const name = names[(k + round) % names.length]!;
      const task = tasks[name]!;
      const start = process.cpuUsage();
      for (let rep = 0; rep < reps; rep++) sink += task();
      const used = process.cpuUsage(start);
      times.set(name, ((used.user + used.system) * 1000) / (reps * perCall));
    }
    if (round >= warmup) perRound.push(times);
  }
  return { perRound, sink };
}

/** The median (the upper one for an even count). */
export const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/** The median over the rounds of one task's time, ns per call. */
export const medianTime = (rounds: Rounds, name: string): number =>
  median(rounds.perRound.map((r) => r.get(name)!));

/** The median over the rounds of `time(numerator) / time(denominator)`. */
export const medianRatio = (rounds: Rounds, numerator: string, denominator: string): number =>
  median(rounds.perRound.map((r) => r.get(numerator)! / r.get(denominator)!));
