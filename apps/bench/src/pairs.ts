/**
 * The seeded workload: movers, each swept against a group of bodies, with a
 * controlled mix of hits, misses, exact grazes, near misses (one grid step
 * outside a graze) and start-overlaps. Every coordinate and radius is a
 * multiple of 2^-16 within ±2^15, so the doubles the float variants read and
 * the raw Q16.16 values the fixed variant reads are the same numbers, and the
 * exact oracle judges all contenders on identical input.
 *
 * Pairs are built in the relative frame of the contract (C0 = b0 − a0,
 * D = C1 − C0, r = ra + rb): choose D, the time of closest approach tc and the
 * miss distance d, set C0 = d·n⊥ − tc·D, then place B around A's path. Grazes
 * use Pythagorean directions so that d = r holds exactly on the grid.
 */
import { createRng, GRID, pickKind, snap } from './rng.ts';

/** Moving circles, structure of arrays (the shape of @swept/core's `MovingCircles`). */
export interface Circles {
  x0: Float64Array;
  y0: Float64Array;
  x1: Float64Array;
  y1: Float64Array;
  r: Float64Array;
}

export const PAIR_KINDS = ['hit', 'miss', 'graze', 'near miss', 'start overlap'] as const;
export type PairKind = (typeof PAIR_KINDS)[number];

/**
 * `groups` movers, each swept against `perGroup` bodies. Pair `i = g·perGroup + j`
 * is mover `g` against body `g·bodyStride + j`: `bodyStride = perGroup` gives every
 * mover its own bodies (the pair table), `0` lets all movers share one set (a
 * scene: every enemy against the same bullets).
 */
export interface PairSet {
  movers: Circles;
  bodies: Circles;
  groups: number;
  perGroup: number;
  bodyStride: number;
  /** Number of pairs, `groups · perGroup`. */
  count: number;
}

/** The pair table's workload, with the kind each pair was built as (the oracle is the truth). */
export interface SeededPairs extends PairSet {
  kind: PairKind[];
}

export function createCircles(n: number): Circles {
  return {
    x0: new Float64Array(n),
    y0: new Float64Array(n),
    x1: new Float64Array(n),
    y1: new Float64Array(n),
    r: new Float64Array(n),
  };
}

/** Share of each kind in the mix, in percent. */
const MIX: ReadonlyArray<readonly [PairKind, number]> = [
  ['hit', 30],
  ['miss', 35],
  ['graze', 10],
  ['near miss', 10],
  ['start overlap', 15],
];

/** Integer directions (p, q) with p² + q² = h², so a unit normal times h·m·2^-16 stays on the grid. */
const TRIPLES: ReadonlyArray<readonly [number, number, number]> = [
  [1, 0, 1],
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
];

export function generatePairs(seed: number, groups: number, perGroup: number): SeededPairs {
  const rng = createRng(seed);
  const count = groups * perGroup;
  const movers = createCircles(groups);
  const bodies = createCircles(count);
  const kind: PairKind[] = [];

  for (let g = 0; g < groups; g++) {
    const ax0 = snap(rng.range(-32, 32));
    const ay0 = snap(rng.range(-32, 32));
    const speed = rng.range(0, 24);
    const heading = rng.range(0, 2 * Math.PI);
    const ax1 = snap(ax0 + speed * Math.cos(heading));
    const ay1 = snap(ay0 + speed * Math.sin(heading));
    const ra = snap(rng.range(0.0625, 1));
    movers.x0[g] = ax0;
    movers.y0[g] = ay0;
    movers.x1[g] = ax1;
    movers.y1[g] = ay1;
    movers.r[g] = ra;

    for (let j = 0; j < perGroup; j++) {
      const i = g * perGroup + j;
      const k = pickKind(rng, MIX);
      const rTarget = ra + rng.range(0.0625, 1.5);
      let c0x: number;
      let c0y: number;
      let dx: number;
      let dy: number;
      let r: number;
      if (k === 'graze' || k === 'near miss') {
        const [p0, q0, h] = TRIPLES[rng.int(0, TRIPLES.length - 1)]!;
        const [p, q] =
          rng.next() < 0.5 ? [p0 * rng.sign(), q0 * rng.sign()] : [q0, p0 * rng.sign()];
        // |D| = h·n/256 in [0.5, 24]; the normal (−q, p)/h scaled by r = h·m/65536.
        const n = rng.int(Math.ceil(128 / h), Math.floor(6144 / h));
        dx = (p * n) / 256;
        dy = (q * n) / 256;
        const m = Math.round(rTarget / (h * GRID));
        r = h * m * GRID;
        const side = rng.sign();
        const tc = rng.int(1, 63) / 64;
        c0x = side * -q * m * GRID - tc * dx;
        c0y = side * p * m * GRID - tc * dy;
        // One grid step less radius: the closest approach misses by 2^-16.
        if (k === 'near miss') r -= GRID;
      } else {
        r = snap(rTarget);
        const len = rng.range(0.5, 24);
        const dir = rng.range(0, 2 * Math.PI);
        dx = snap(len * Math.cos(dir));
        dy = snap(len * Math.sin(dir));
        if (k === 'start overlap') {
          const rho = r * 0.9 * Math.sqrt(rng.next());
          const phi = rng.range(0, 2 * Math.PI);
          c0x = snap(rho * Math.cos(phi));
          c0y = snap(rho * Math.sin(phi));
        } else {
          const norm = Math.hypot(dx, dy);
          const nx = -dy / norm;
          const ny = dx / norm;
          // Hits pass inside r during the frame; misses pass outside it, or
          // would pass inside only before or after the frame.
          const late = k === 'miss' && rng.next() < 0.4;
          const d =
            k === 'hit'
              ? r * rng.range(0, 0.95)
              : late
                ? r * rng.range(0, 0.9)
                : r * rng.range(1.05, 4);
          const tc = !late
            ? rng.range(0.02, 0.98)
            : rng.next() < 0.5
              ? -rng.range(0.1, 2)
              : 1 + rng.range(0.1, 2);
          c0x = snap(d * nx - tc * dx);
          c0y = snap(d * ny - tc * dy);
        }
      }
      bodies.x0[i] = ax0 + c0x;
      bodies.y0[i] = ay0 + c0y;
      bodies.x1[i] = ax1 + c0x + dx;
      bodies.y1[i] = ay1 + c0y + dy;
      bodies.r[i] = r - ra;
      kind.push(k);
    }
  }
  return { movers, bodies, groups, perGroup, bodyStride: perGroup, count, kind };
}

/** Start and end points as `{x, y}` objects, one per circle: how a game keeps its bodies. */
export function endpoints(c: Circles): {
  p0: { x: number; y: number }[];
  p1: { x: number; y: number }[];
} {
  return {
    p0: Array.from(c.x0, (x, i) => ({ x, y: c.y0[i]! })),
    p1: Array.from(c.x1, (x, i) => ({ x, y: c.y1[i]! })),
  };
}
