/**
 * The exact answers the correctness columns compare against: @swept/oracle
 * decides every pair in BigInt rationals, on the very doubles the contenders
 * read, with no tolerance anywhere.
 */
import {
  ballsTimeOfImpactBracket,
  compareBallsTimeOfImpact,
  ratFromDouble,
  type SweptCase,
  sweptBallsExact,
  sweptCaseFromDoubles,
} from '@swept/oracle';
import type { PairSet } from './pairs.ts';

export interface Truth {
  /** `hits[i]` is 1 when pair `i` touches during the frame (closed: grazing counts). */
  hits: Uint8Array;
  /** The exact case of every touching pair (undefined for the others), for time-of-impact checks. */
  cases: (SweptCase | undefined)[];
  /** Number of pairs that touch. */
  hitCount: number;
  /**
   * For touching pairs, the two doubles around the exact first touch `t*`:
   * `toiLo[i] ≤ t* ≤ toiHi[i]` (equal when `t*` is a double).
   */
  toiLo: Float64Array;
  toiHi: Float64Array;
}

/** The exact case of pair `i`, in `sweptCircles` argument order. */
export function pairCase(pairs: PairSet, i: number): SweptCase {
  const g = Math.floor(i / pairs.perGroup);
  const b = g * pairs.bodyStride + (i - g * pairs.perGroup);
  const { movers: m, bodies: s } = pairs;
  return sweptCaseFromDoubles(
    { x: m.x0[g]!, y: m.y0[g]! },
    { x: m.x1[g]!, y: m.y1[g]! },
    m.r[g]!,
    { x: s.x0[b]!, y: s.y0[b]! },
    { x: s.x1[b]!, y: s.y1[b]! },
    s.r[b]!,
  );
}

/**
 * True when the boxes around the two swept discs are disjoint, so the pair
 * cannot touch. Sound and exact for the grid inputs of this bench: sums of
 * multiples of 2^-16 below 2^16 are exact doubles, and min/max do not round.
 * It only spares the oracle the obvious misses of the 400 000-pair scene.
 */
function boxesApart(pairs: PairSet, g: number, b: number): boolean {
  const { movers: m, bodies: s } = pairs;
  const ra = m.r[g]!;
  const rb = s.r[b]!;
  const ax0 = m.x0[g]!;
  const ax1 = m.x1[g]!;
  const ay0 = m.y0[g]!;
  const ay1 = m.y1[g]!;
  const bx0 = s.x0[b]!;
  const bx1 = s.x1[b]!;
  const by0 = s.y0[b]!;
  const by1 = s.y1[b]!;
  return (
    Math.max(ax0, ax1) + ra < Math.min(bx0, bx1) - rb ||
    Math.max(bx0, bx1) + rb < Math.min(ax0, ax1) - ra ||
    Math.max(ay0, ay1) + ra < Math.min(by0, by1) - rb ||
    Math.max(by0, by1) + rb < Math.min(ay0, ay1) - ra
  );
}

export function exactTruth(pairs: PairSet): Truth {
  const hits = new Uint8Array(pairs.count);
  const cases: (SweptCase | undefined)[] = new Array(pairs.count);
  const toiLo = new Float64Array(pairs.count);
  const toiHi = new Float64Array(pairs.count);
  let hitCount = 0;
  for (let i = 0; i < pairs.count; i++) {
    const g = Math.floor(i / pairs.perGroup);
    if (boxesApart(pairs, g, g * pairs.bodyStride + (i - g * pairs.perGroup))) continue;
    const c = pairCase(pairs, i);
    if (sweptBallsExact(c)) {
      hits[i] = 1;
      cases[i] = c;
      [toiLo[i], toiHi[i]] = ballsTimeOfImpactBracket(c);
      hitCount++;
    }
  }
  return { hits, cases, hitCount, toiLo, toiHi };
}

/** How a contender's answers compare with the exact ones. */
export interface Verdict {
  /** Exact hits the contender reported as misses (tunnelling, if it were a game). */
  missed: number;
  /** Exact misses the contender reported as hits. */
  falseHits: number;
  /** Shared hits whose reported time of impact lies after the exact first touch; `null` without times. */
  late: number | null;
  /**
   * The largest distance from a reported time of impact to the doubles next
   * to the exact `t*` (0 when every `t` is one of the two doubles around `t*`);
   * `null` without times.
   */
  worstToiError: number | null;
}

/**
 * Counts the disagreements. `t[i]` (when given) is the contender's time of
 * impact for a pair it reported as a hit, in `[0, 1]`.
 */
export function judge(truth: Truth, hits: Uint8Array, t: Float64Array | null): Verdict {
  let missed = 0;
  let falseHits = 0;
  let late = 0;
  let worst = 0;
  for (let i = 0; i < truth.hits.length; i++) {
    const exact = truth.hits[i] === 1;
    const said = hits[i] === 1;
    if (exact && !said) missed++;
    else if (!exact && said) falseHits++;
    else if (exact && said && t !== null) {
      const ti = t[i]!;
      if (compareBallsTimeOfImpact(truth.cases[i]!, ratFromDouble(ti)) > 0) late++;
      const error = Math.max(truth.toiLo[i]! - ti, ti - truth.toiHi[i]!, 0);
      if (error > worst) worst = error;
    }
  }
  return t === null
    ? { missed, falseHits, late: null, worstToiError: null }
    : { missed, falseHits, late, worstToiError: worst };
}
