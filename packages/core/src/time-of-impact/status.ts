import type { ContactStatus } from '../types.ts';

/**
 * The contract's contact status from `R = f(0)` and the approach rate `Q`
 * at `t = 0` (see {@link ContactStatus}): overlapping at the start, touching
 * at the start without approaching, or a first touch while approaching.
 */
export function contactStatus(Q: number, R: number): ContactStatus {
  if (R < 0) return 'overlap';
  if (R === 0 && Q >= 0) return 'separating';
  return 'impact';
}
