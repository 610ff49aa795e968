/** swept/: do two moving bodies touch during the step? A file per pair of shapes, each batch form beside its pair (`-batch`). */
import type { Vec2 } from '@swept/core';
import { exactCoefficients2 } from '../coefficients.ts';
import { counter } from '../exact/stats.ts';
import {
  EXACT_SCALE,
  HIT,
  sweptDecisionExactDoubles,
  sweptDecisionLimbs,
  sweptFiltered,
  UNDECIDED,
} from '../quadratic.ts';
import { checkSwept2 } from '../validate.ts';

/**
 * Whether two moving circles touch at some `t ∈ [0, 1]` (grazing counts),
 * exactly: `f(t) = |C0 + t·D|² − r² ≤ 0` somewhere on `[0, 1]` for the given
 * raw values, decided without sqrt or division (the square-root-free article, with the corrected
 * vertex test). No band, no epsilon.
 *
 * @example sweptCircles({ x: 0, y: 0 }, { x: 10 * ONE, y: 0 }, ONE, { x: 5 * ONE, y: 2 * ONE }, { x: 5 * ONE, y: 2 * ONE }, ONE) // true (touches at t = 0.5)
 */
export function sweptCircles(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
  rb: number,
): boolean {
  checkSwept2(a0, a1, ra, b0, b1, rb);
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const c1x = b1.x - a1.x;
  const c1y = b1.y - a1.y;
  const dx = c1x - c0x;
  const dy = c1y - c0y;
  const r = ra + rb;
  const rr = r * r;
  const c0sq = c0x * c0x + c0y * c0y;
  const c1sq = c1x * c1x + c1y * c1y;
  const P = dx * dx + dy * dy;
  const Q = c0x * dx + c0y * dy;
  const scale = c0sq + c1sq + P + rr;
  // The hot path, inlined: near pairs have exact coefficients (see `quadratic.ts`).
  if (scale < EXACT_SCALE) {
    counter.count(false);
    return sweptDecisionExactDoubles(P, Q, c0sq - rr, c1sq - rr);
  }
  return sweptWide2(a0, a1, b0, b1, r);
}

/**
 * The rest of the swept test, beyond the exact-double regime: the
 * semi-static filter, then the limbs. Out of line so that its bytecode stays
 * out of the query's (V8 inlines a query into the caller's loop only while
 * the query and all it inlines stay small; BENCHMARKS.md, "@swept/fixed",
 * issue 13). The five values and the scale are formed again here from the
 * same loads by the same operations, so they are the same doubles; passing
 * them would lengthen the query's call, and going through `coefficients2`'s
 * shared record measured ~10 ns more per wide call than locals.
 */
function sweptWide2(a0: Vec2, a1: Vec2, b0: Vec2, b1: Vec2, r: number): boolean {
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const c1x = b1.x - a1.x;
  const c1y = b1.y - a1.y;
  const dx = c1x - c0x;
  const dy = c1y - c0y;
  const rr = r * r;
  const c0sq = c0x * c0x + c0y * c0y;
  const c1sq = c1x * c1x + c1y * c1y;
  const P = dx * dx + dy * dy;
  const d = sweptFiltered(
    P,
    c0x * dx + c0y * dy,
    c0sq - rr,
    c1sq - rr,
    c1x * dx + c1y * dy,
    c0sq + c1sq + P + rr,
  );
  if (d !== UNDECIDED) {
    counter.count(false);
    return d === HIT;
  }
  counter.count(true);
  exactCoefficients2(a0, a1, b0, b1, r);
  return sweptDecisionLimbs();
}
