import type { PairSet } from './pairs.ts';

/** One pass over a workload, ready to time; its answers land in `hits` (and `t`). */
export interface Pass {
  /** Decides every case; the timed part. */
  run(): void;
  /** `hits[i]` = 1 when the contender reports a touch for case `i`. */
  hits: Uint8Array;
  /** The reported time of impact of each hit, or `null` for a boolean-only contender. */
  t: Float64Array | null;
}

/**
 * A row of a table: something a game could use to decide "did these touch
 * this frame?", on a workload of kind `S` (the pair set, or a set of wall cases).
 */
export interface Contender<S = PairSet> {
  name: string;
  /** Builds the contender's own input form (untimed) and returns the timed pass. */
  prepare(set: S): Pass;
}
