import type { Passage } from '../passage.ts';
import { counter } from '../stats.ts';
import { sweep } from '../sweep.ts';

/** The passage of the query loaded into `sweep`, from the exact sign of `min f`. */
export function passage(): Passage {
  const s = sweep.minSign();
  counter.count(sweep.usedFallback);
  return s < 0 ? 'hit' : s === 0 ? 'graze' : 'miss';
}
