import type { ContactStatus } from '@swept/core';
import { sweep } from '../exact/sweep.ts';

/**
 * The contract's status and `t` for a touching query loaded into `sweep`:
 * `f(0) < 0` overlap at 0; `f(0) = 0` separating (Q ≥ 0) or impact at 0;
 * otherwise an impact at the first touch, rounded down.
 */
export function firstTouch(): { t: number; status: ContactStatus } {
  const sR = sweep.signR();
  if (sR < 0) return { t: 0, status: 'overlap' };
  if (sR === 0) return { t: 0, status: sweep.signQ() >= 0 ? 'separating' : 'impact' };
  return { t: sweep.firstTouchFloor(), status: 'impact' };
}
