import { record } from '../exact/stats.ts';
import { sweep } from '../exact/sweep.ts';
import type { Passage } from '../passage.ts';

/**
 * The `exact` passage of the query loaded into `sweep` (both pairs of
 * `classify/`), from the exact sign of `min f`; the type {@link Passage}
 * itself is the public API's (`passage.ts`).
 */
export function exactPassage(): Passage {
  const s = sweep.minSign();
  record(sweep.stage);
  return s < 0 ? 'hit' : s === 0 ? 'graze' : 'miss';
}
