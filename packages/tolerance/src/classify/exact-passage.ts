import { record } from '../exact/stats.ts';
import { sweep } from '../exact/sweep.ts';
import type { Passage } from '../passage.ts';

/** The passage of the query loaded into `sweep`, from the exact sign of `min f`. */
export function passage(): Passage {
  const s = sweep.minSign();
  record(sweep.stage);
  return s < 0 ? 'hit' : s === 0 ? 'graze' : 'miss';
}
