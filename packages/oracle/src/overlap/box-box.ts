/** Static overlap of two boxes, exactly: `|b − a|ᵢ < haᵢ + hbᵢ` on every axis (strict: touching is not overlapping). */
import { abs, add, cmp, type Rat, sub } from '../rat.ts';
import type { RVec } from '../vec.ts';

/** `true` iff the boxes overlap on every axis. */
export function boxesOverlapExact(a: RVec, ha: RVec, b: RVec, hb: RVec): boolean {
  return a.every((ai, i) => cmp(abs(sub(b[i]!, ai)), add(ha[i]!, hb[i]!)) < 0);
}

/** Each axis's penetration `Hᵢ − |Δᵢ|` (`Δ = b − a`): positive on every axis iff they overlap. */
export function boxesPenetration(a: RVec, ha: RVec, b: RVec, hb: RVec): Rat[] {
  return a.map((ai, i) => sub(add(ha[i]!, hb[i]!), abs(sub(b[i]!, ai))));
}
