/**
 * The exact answers the wall rows are judged against: `@swept/oracle` decides
 * every case in BigInt rationals on the very doubles the contenders read —
 * whether the circle or sphere touches the wall during the frame, and the
 * first touch `t*` (a quadratic surd) — and then counts each contender's
 * missed contacts, false hits and late times, a time being late "beyond the
 * band" when it is later than the contender's own declared tolerance allows.
 */
import {
  centreAt,
  circleSegmentCase,
  cmp,
  compareAt,
  distanceSquared,
  gAt,
  mul,
  neg,
  ratFromDouble,
  sphereTriangleCase,
  sub,
  surdBracket,
  type WallCase,
  type WallContact,
  wallContact,
  wallScale,
} from '@swept/oracle';
import { caseAt, type WallKind, type WallSet } from './workload.ts';

export interface WallTruth {
  /** Every case, exactly. */
  cases: WallCase[];
  /** The exact first touch of each case (`null`: never touches during the frame). */
  contact: (WallContact | null)[];
  /** `hits[i]` is 1 when case `i` touches (closed: a graze counts). */
  hits: Uint8Array;
  hitCount: number;
  /** For touching cases, the doubles around `t*`: `toiLo[i] ≤ t* ≤ toiHi[i]`. */
  toiLo: Float64Array;
  toiHi: Float64Array;
}

export function wallTruth(set: WallSet): WallTruth {
  const truth: WallTruth = {
    cases: [],
    contact: [],
    hits: new Uint8Array(set.count),
    hitCount: 0,
    toiLo: new Float64Array(set.count),
    toiHi: new Float64Array(set.count),
  };
  for (let i = 0; i < set.count; i++) {
    const { c0, c1, r, wall } = caseAt(set, i);
    const c =
      set.dim === 2
        ? circleSegmentCase(c0, c1, r, wall[0]!, wall[1]!)
        : sphereTriangleCase(c0, c1, r, wall[0]!, wall[1]!, wall[2]!);
    const contact = wallContact(c);
    truth.cases.push(c);
    truth.contact.push(contact);
    if (contact !== null) {
      truth.hits[i] = 1;
      truth.hitCount++;
      [truth.toiLo[i], truth.toiHi[i]] = surdBracket(contact.t);
    }
  }
  return truth;
}

/**
 * How much later than `t*` a contender says it may report, in its own terms:
 * - `time`: `t − t* ≤ time` (fixed and tolerance `exact` round down: 0;
 *   sub-stepping: one step);
 * - `rounding`: `g(t) = distance(C(t), wall)² − r² ≥ −relative·S`, the
 *   core's declared rounding band (`ROUNDING_BAND.wall`, `S` its scale);
 * - `distance`: `distance(C(t), wall) ≥ min(r)` (planck.js: its target
 *   separation minus its tolerance).
 */
export type Band =
  | { kind: 'time'; time: number }
  | { kind: 'rounding'; relative: number }
  | { kind: 'distance'; min: (r: number) => number };

/** How a contender's answers compare with the exact ones. */
export interface WallVerdict {
  /** Touching cases the contender reported as misses (tunnelling, in a game). */
  missed: number;
  /** Cases that never touch, reported as hits. */
  falseHits: number;
  /** Shared hits whose reported `t` is after `t*`; `null` without times. */
  late: number | null;
  /** Of those, the ones later than the contender's band allows. */
  beyondBand: number | null;
  /** The largest `t − t*` over the late hits (to within one ulp of `t*`; 0 when none). */
  worstLate: number | null;
  /** The largest `t* − t` over the early hits (to within one ulp of `t*`; 0 when none). */
  worstEarly: number | null;
  /** Missed contacts by kind of case. */
  missedByKind: Map<WallKind, number>;
  /** False hits by kind of case. */
  falseByKind: Map<WallKind, number>;
}

/** Whether the reported `t` of a late hit lies beyond the band. */
export function beyondBand(c: WallCase, contact: WallContact, t: number, band: Band): boolean {
  switch (band.kind) {
    case 'time':
      return compareAt(sub(ratFromDouble(t), ratFromDouble(band.time)), contact.t) > 0;
    case 'rounding': {
      const g = gAt(c, ratFromDouble(t));
      return cmp(g, neg(mul(ratFromDouble(band.relative), wallScale(c)))) < 0;
    }
    case 'distance': {
      const min = band.min(Number(c.r.n) / Number(c.r.d));
      if (!(min > 0)) return false;
      const m = ratFromDouble(min);
      return cmp(distanceSquared(centreAt(c, ratFromDouble(t)), c.wall), mul(m, m)) < 0;
    }
  }
}

/**
 * Counts the disagreements. `t[i]` (when given) is the contender's time of
 * impact for a case it reported as a hit.
 */
export function judgeWalls(
  truth: WallTruth,
  kinds: readonly WallKind[],
  hits: Uint8Array,
  t: Float64Array | null,
  band: Band,
): WallVerdict {
  const v: WallVerdict = {
    missed: 0,
    falseHits: 0,
    late: t === null ? null : 0,
    beyondBand: t === null ? null : 0,
    worstLate: t === null ? null : 0,
    worstEarly: t === null ? null : 0,
    missedByKind: new Map(),
    falseByKind: new Map(),
  };
  const count = (m: Map<WallKind, number>, i: number): void => {
    m.set(kinds[i]!, (m.get(kinds[i]!) ?? 0) + 1);
  };
  for (let i = 0; i < truth.hits.length; i++) {
    const exact = truth.hits[i] === 1;
    const said = hits[i] === 1;
    if (exact && !said) {
      v.missed++;
      count(v.missedByKind, i);
    } else if (!exact && said) {
      v.falseHits++;
      count(v.falseByKind, i);
    } else if (exact && said && t !== null) {
      const ti = t[i]!;
      if (!Number.isFinite(ti)) throw new RangeError(`t[${i}] is ${ti}: a hit needs a time`);
      const contact = truth.contact[i]!;
      if (compareAt(ratFromDouble(ti), contact.t) > 0) {
        v.late! += 1;
        v.worstLate = Math.max(v.worstLate!, ti - truth.toiLo[i]!);
        if (beyondBand(truth.cases[i]!, contact, ti, band)) v.beyondBand! += 1;
      } else {
        v.worstEarly = Math.max(v.worstEarly!, truth.toiLo[i]! - ti);
      }
    }
  }
  return v;
}
