/**
 * The exact time of impact of a moving circle with a segment: `t*`, `u*` and
 * the status (the contract's "Walls" section). `t*` is a quadratic surd; round
 * it with `surdFloor16` (fixed) or `surdBracket` (tolerance `exact`).
 */
import type { WallCase } from '../walls/wall-pieces.ts';
import { type WallContact, wallContact } from './wall-contact.ts';

/** `null` iff the circle never touches the segment; else `{ t, u, status }` exactly. */
export function circleSegmentTimeOfImpactExact(c: WallCase): WallContact | null {
  return wallContact(c);
}
