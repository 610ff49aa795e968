/**
 * How the last wall decision was settled, shared by every wall query (a
 * capsule, a rounded slab, a ball at rest against a wall): whether some part
 * needed the limb stage, and its one count in `exactStats()`.
 */
import { counter } from '../exact/stats.ts';

/**
 * How the last decision was settled (capsule or slab): `limbs` is `true`
 * when some part needed the limb stage (a limb piece, an end's limb
 * coefficients), `false` when doubles settled every part.
 */
export const settled = { limbs: false };

/** Counts the last decision in `exactStats()`: `filter` (doubles) or `fallback` (the limb stage). */
export function countSettled(): void {
  counter.count(settled.limbs);
}
