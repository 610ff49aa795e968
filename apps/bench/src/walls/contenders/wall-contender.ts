/** What every wall row is: a contender on a {@link WallSet} that states its own band. */
import type { Contender } from '../../contender.ts';
import type { Band } from '../truth.ts';
import type { WallSet } from '../workload.ts';

export interface WallContender extends Contender<WallSet> {
  /** How much later than the exact first touch the contender says it may report. */
  band: Band;
  /** The band in a few words, for the table. */
  bandText: string;
}

/** The answer arrays of one pass over `set`. */
export function wallPass(set: WallSet): { hits: Uint8Array; t: Float64Array } {
  return { hits: new Uint8Array(set.count), t: new Float64Array(set.count) };
}
