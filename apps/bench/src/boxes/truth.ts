/**
 * The exact answers the boxes' correctness columns compare against:
 * @swept/oracle's first touch of every pair (`boxesFirstTouch`, BigInt
 * rationals on the very doubles the contenders read), with the two doubles
 * around each `t*`.
 */
import {
  type BoxCase,
  boxCaseFromDoubles,
  boxesFirstTouch,
  cmp,
  type Rat,
  ratBracket,
  ratFromDouble,
} from '@swept/oracle';
import type { Verdict } from '../truth.ts';
import type { BoxPairSet } from './workload.ts';

export interface BoxTruth {
  /** `hits[i]` is 1 when pair `i` touches during the frame (closed: a graze counts). */
  hits: Uint8Array;
  /** `t*` of each touching pair (undefined for the others). */
  t: (Rat | undefined)[];
  hitCount: number;
  /** The two doubles around `t*` of each touching pair. */
  toiLo: Float64Array;
  toiHi: Float64Array;
}

/** Pair `i` as the oracle's case, in `boxesTimeOfImpact` argument order. */
export function boxPairCase(pairs: BoxPairSet, i: number): BoxCase {
  const g = Math.floor(i / pairs.perGroup);
  const { movers: m, bodies: b } = pairs;
  return boxCaseFromDoubles(
    { x: m.x0[g]!, y: m.y0[g]! },
    { x: m.x1[g]!, y: m.y1[g]! },
    { x: m.hx[g]!, y: m.hy[g]! },
    { x: b.x0[i]!, y: b.y0[i]! },
    { x: b.x1[i]!, y: b.y1[i]! },
    { x: b.hx[i]!, y: b.hy[i]! },
  );
}

export function exactBoxTruth(pairs: BoxPairSet): BoxTruth {
  const hits = new Uint8Array(pairs.count);
  const t: (Rat | undefined)[] = new Array(pairs.count);
  const toiLo = new Float64Array(pairs.count);
  const toiHi = new Float64Array(pairs.count);
  let hitCount = 0;
  for (let i = 0; i < pairs.count; i++) {
    const first = boxesFirstTouch(boxPairCase(pairs, i));
    if (first === null) continue;
    hits[i] = 1;
    t[i] = first.t;
    [toiLo[i], toiHi[i]] = ratBracket(first.t);
    hitCount++;
  }
  return { hits, t, hitCount, toiLo, toiHi };
}

/** Counts a contender's disagreements with the exact answers (as the circles' `judge`). */
export function judgeBoxes(truth: BoxTruth, hits: Uint8Array, t: Float64Array | null): Verdict {
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
      if (cmp(ratFromDouble(ti), truth.t[i]!) > 0) late++;
      worst = Math.max(worst, truth.toiLo[i]! - ti, ti - truth.toiHi[i]!);
    }
  }
  return t === null
    ? { missed, falseHits, late: null, worstToiError: null }
    : { missed, falseHits, late, worstToiError: worst };
}
