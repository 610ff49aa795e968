/**
 * How the scene benchmarks time a frame: the rows of a scene run in turn
 * over several rounds (so a load drift hits all rows alike), each round's
 * figure the median of its frames, each row's figure the median of its
 * round medians.
 */

/** One way to run a frame of a scene, by name. */
export interface TimedRow {
  name: string;
  /** Runs one frame; returns the number of contacts found. */
  frame(): number;
}

export function median(samples: number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[s.length >> 1]!;
}

/** Median milliseconds of the frames of one round: at least `frames`, and 150 ms. */
function round(row: TimedRow, frames: number): number {
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < frames || (performance.now() - start < 150 && samples.length < 100)) {
    const t0 = performance.now();
    row.frame();
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

/**
 * Milliseconds per frame of each row over `rounds` rounds, rows interleaved;
 * rows named `brute…` run one frame a round (they are slow), others five.
 */
export function time(rows: TimedRow[], rounds: number): number[] {
  for (const row of rows) for (let k = 0; k < 3; k++) row.frame();
  const figures: number[][] = rows.map(() => []);
  for (let r = 0; r < rounds; r++) {
    rows.forEach((row, k) => {
      figures[k]!.push(round(row, row.name.startsWith('brute') ? 1 : 5));
    });
  }
  return figures.map(median);
}

/** Milliseconds as the tables print them: three significant digits or so. */
export const fmt = (ms: number): string =>
  ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms >= 1 ? ms.toFixed(2) : ms.toFixed(3);
