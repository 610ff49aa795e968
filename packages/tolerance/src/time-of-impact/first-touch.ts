import type { ContactStatus } from '@swept/core';
import { sweep } from '../exact/sweep.ts';

/** The first touch {@link firstTouch} found: its `t` (rounded down) and status. */
export const touch: { t: number; status: ContactStatus } = { t: 0, status: 'impact' };

/**
 * The contract's status and `t` for a touching query loaded into `sweep`,
 * into {@link touch}: `f(0) < 0` overlap at 0; `f(0) = 0` separating (Q ≥ 0)
 * or impact at 0; otherwise an impact at the first touch, rounded down.
 */
export function firstTouch(): void {
  const sR = sweep.signR();
  if (sR < 0) {
    touch.t = 0;
    touch.status = 'overlap';
  } else if (sR === 0) {
    touch.t = 0;
    touch.status = sweep.signQ() >= 0 ? 'separating' : 'impact';
  } else {
    touch.t = sweep.firstTouchFloor();
    touch.status = 'impact';
  }
}
