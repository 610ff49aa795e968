/**
 * The boxes' seeded workload: movers, each swept against its own group of
 * boxes, with a controlled mix of hits, misses, grazes along a face, corner
 * grazes (both axes touch at one instant), near misses (one grid step off a
 * graze) and start overlaps. Built in the relative frame of contract §9.1
 * (`C(t) = C0 + t·D`, `H = ha + hb`): pick the touching `C(t*)` and `D`, then
 * `C0 = C(t*) − t*·D`. `t*` is a multiple of 2^-8 and `D` of 2^-8, so `t*·D`
 * and every coordinate and half extent is a multiple of 2^-16 within ±2^15:
 * the doubles the float variants read and the raw Q16.16 values @swept/fixed
 * reads are the same numbers, and the exact oracle judges them all alike.
 */
import { createRng, pickKind, type Rng, snap } from '../rng.ts';

/** Moving boxes, structure of arrays (the shape of @swept/core's `MovingBoxes`). */
export interface Boxes {
  x0: Float64Array;
  y0: Float64Array;
  x1: Float64Array;
  y1: Float64Array;
  hx: Float64Array;
  hy: Float64Array;
}

export const BOX_KINDS = [
  'hit',
  'miss',
  'face graze',
  'corner graze',
  'near miss',
  'start overlap',
] as const;
export type BoxKind = (typeof BOX_KINDS)[number];

/** `groups` movers, each against its own `perGroup` boxes: pair `i = g·perGroup + j`. */
export interface BoxPairSet {
  movers: Boxes;
  bodies: Boxes;
  groups: number;
  perGroup: number;
  count: number;
  /** The kind each pair was built as (the oracle, not this, is the truth). */
  kind: BoxKind[];
}

export function createBoxes(n: number): Boxes {
  return {
    x0: new Float64Array(n),
    y0: new Float64Array(n),
    x1: new Float64Array(n),
    y1: new Float64Array(n),
    hx: new Float64Array(n),
    hy: new Float64Array(n),
  };
}

/** Share of each kind in the mix, in percent. */
const MIX: ReadonlyArray<readonly [BoxKind, number]> = [
  ['hit', 30],
  ['miss', 30],
  ['face graze', 10],
  ['corner graze', 10],
  ['near miss', 10],
  ['start overlap', 10],
];

const STEP = 2 ** -16;
/** A multiple of 2^-8 in `[lo, hi]`. */
const coarse = (rng: Rng, lo: number, hi: number): number =>
  Math.round(rng.range(lo, hi) * 256) / 256;

/** The relative start `C0` and motion `D` of one pair of kind `k`, for `H = ha + hb`. */
function relative(rng: Rng, k: BoxKind, H: readonly [number, number]): [number[], number[]] {
  const h = (axis: number): number => H[axis as 0 | 1];
  const t = coarse(rng, 1 / 256, 255 / 256);
  const D = [coarse(rng, -24, 24), coarse(rng, -24, 24)];
  const axis = rng.int(0, 1);
  const other = 1 - axis;
  const s = rng.sign();
  const C = [0, 0];
  switch (k) {
    case 'hit': {
      // At t*, face `axis` touches (C = s·H there) while the other axis is well inside.
      D[axis] = -s * Math.max(Math.abs(D[axis]!), 1 / 256);
      C[axis] = s * h(axis);
      C[other] = snap(rng.range(-0.9, 0.9) * h(other));
      break;
    }
    case 'face graze':
    case 'near miss': {
      // Sliding along a face: the gap on `axis` stays exactly 0 (or one grid step).
      D[axis] = 0;
      C[axis] = s * (h(axis) + (k === 'near miss' ? STEP : 0));
      C[other] = snap(rng.range(-0.9, 0.9) * h(other));
      break;
    }
    case 'corner graze': {
      // At t*, corner to corner: `axis` enters while the other leaves, for one instant.
      const o = rng.sign();
      D[axis] = -s * Math.max(Math.abs(D[axis]!), 1 / 256);
      D[other] = o * Math.max(Math.abs(D[other]!), 1 / 256);
      C[axis] = s * h(axis);
      C[other] = o * h(other);
      break;
    }
    case 'start overlap': {
      const C0 = [snap(rng.range(-0.95, 0.95) * H[0]), snap(rng.range(-0.95, 0.95) * H[1])];
      return [C0, D];
    }
    case 'miss': {
      const far = H[0] + H[1] + 48;
      const C0 = [snap(rng.range(-far, far)), snap(rng.range(-far, far))];
      return [C0, D];
    }
  }
  return [[C[0]! - t * D[0]!, C[1]! - t * D[1]!], D];
}

export function generateBoxPairs(seed: number, groups: number, perGroup: number): BoxPairSet {
  const rng = createRng(seed);
  const count = groups * perGroup;
  const movers = createBoxes(groups);
  const bodies = createBoxes(count);
  const kind: BoxKind[] = [];
  for (let g = 0; g < groups; g++) {
    const ax0 = snap(rng.range(-32, 32));
    const ay0 = snap(rng.range(-32, 32));
    const ax1 = ax0 + coarse(rng, -16, 16);
    const ay1 = ay0 + coarse(rng, -16, 16);
    const ha = [snap(rng.range(0.125, 2)), snap(rng.range(0.125, 2))] as const;
    movers.x0[g] = ax0;
    movers.y0[g] = ay0;
    movers.x1[g] = ax1;
    movers.y1[g] = ay1;
    movers.hx[g] = ha[0];
    movers.hy[g] = ha[1];
    for (let j = 0; j < perGroup; j++) {
      const i = g * perGroup + j;
      const k = pickKind(rng, MIX);
      const hb = [snap(rng.range(0.125, 2)), snap(rng.range(0.125, 2))] as const;
      const [C0, D] = relative(rng, k, [ha[0] + hb[0], ha[1] + hb[1]]);
      // b0 = a0 + C0; b1 = a1 + C0 + D (C1 − C0 = D).
      bodies.x0[i] = ax0 + C0[0]!;
      bodies.y0[i] = ay0 + C0[1]!;
      bodies.x1[i] = ax1 + C0[0]! + D[0]!;
      bodies.y1[i] = ay1 + C0[1]! + D[1]!;
      bodies.hx[i] = hb[0];
      bodies.hy[i] = hb[1];
      kind.push(k);
    }
  }
  return { movers, bodies, groups, perGroup, count, kind };
}
