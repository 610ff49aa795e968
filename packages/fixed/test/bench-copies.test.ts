/**
 * The benchmarks' copies of query code answer as the source does, bit for
 * bit, so that a timing never measures code that has drifted from the
 * package: the unchecked copy `bench/checks.ts` times (`bench/unchecked.ts`,
 * the source with the swept checks emptied) on valid inputs, and the batch
 * loop by hand `bench/walls.ts` times (`bench/hand-loop.ts`) against the
 * batch itself. Inputs: the benches' own seeded pair sets and seeded draws
 * (`mulberry32`) at every magnitude.
 */
import { mulberry32 } from '@swept/oracle';
import { beforeAll, describe, expect, it } from 'vitest';
import { handLoop } from '../bench/hand-loop.ts';
import { type Kind, lift3, type Pair, sets, type V2, type V3 } from '../bench/pairs.ts';
import { type Fixed, uncheckedCopy } from '../bench/unchecked.ts';
import * as fixed from '../src/index.ts';
import { polylineCode } from '../src/time-of-impact/circle-polyline.ts';

const MAX = 2147483647;

/** An integer in `[−m, m]` from a uniform draw. */
const within = (next: () => number, m: number): number => Math.floor(next() * (2 * m + 1)) - m;

/** Pairs at every magnitude: each component within ±2^k raw for a drawn `k` (up to the range). */
function anyMagnitude(seed: number, n: number): Pair<V3>[] {
  const next = mulberry32(seed);
  const v = (): V3 => {
    const m = Math.min(2 ** Math.floor(next() * 32), MAX);
    return { x: within(next, m), y: within(next, m), z: within(next, m) };
  };
  const r = (): number => Math.abs(within(next, Math.min(2 ** Math.floor(next() * 32), MAX)));
  return Array.from({ length: n }, () => ({
    a0: v(),
    a1: v(),
    ra: r(),
    b0: v(),
    b1: v(),
    rb: r(),
  }));
}

const flat = (v: V3): V2 => ({ x: v.x, y: v.y });
// The benches' 2D sets, and the same pairs lifted to 3D (as checks.ts lifts them).
const benchPairs: Pair<V2>[] = (Object.keys(sets) as Kind[]).flatMap((k) => sets[k]);
const pairs3: Pair<V3>[] = [...anyMagnitude(0x636f7079, 4096), ...benchPairs.map(lift3)];
const pairs2: Pair<V2>[] = [
  ...pairs3.map((p) => ({ ...p, a0: flat(p.a0), a1: flat(p.a1), b0: flat(p.b0), b1: flat(p.b1) })),
  ...benchPairs,
];

describe('the unchecked copy of bench/checks.ts', () => {
  let unchecked: Fixed;
  beforeAll(async () => {
    unchecked = await uncheckedCopy();
  });

  it('answers every swept and time-of-impact pair as the source does', () => {
    for (const p of pairs2) {
      const args = [p.a0, p.a1, p.ra, p.b0, p.b1, p.rb] as const;
      expect(unchecked.sweptCircles(...args)).toBe(fixed.sweptCircles(...args));
      expect(unchecked.circlesTimeOfImpact(...args)).toStrictEqual(
        fixed.circlesTimeOfImpact(...args),
      );
    }
    for (const p of pairs3) {
      const args = [p.a0, p.a1, p.ra, p.b0, p.b1, p.rb] as const;
      expect(unchecked.sweptSpheres(...args)).toBe(fixed.sweptSpheres(...args));
      expect(unchecked.spheresTimeOfImpact(...args)).toStrictEqual(
        fixed.spheresTimeOfImpact(...args),
      );
    }
  });

  it('is the source without the swept checks: bad input throws in the source only', () => {
    const p = benchPairs[0]!;
    const half = { x: p.a0.x + 0.5, y: p.a0.y };
    expect(() => fixed.sweptCircles(half, p.a1, p.ra, p.b0, p.b1, p.rb)).toThrow(RangeError);
    expect(() => unchecked.sweptCircles(half, p.a1, p.ra, p.b0, p.b1, p.rb)).not.toThrow();
  });
});

describe('the hand loop of bench/walls.ts', () => {
  // A closed box with walls at ±reach; half the bodies slide along a wall at distance r or
  // touch it at the start (walls.ts's hard class), half move anywhere inside.
  const level: V2[] = [
    { x: -40 * 65536, y: -40 * 65536 },
    { x: 40 * 65536, y: -40 * 65536 },
    { x: 40 * 65536, y: 40 * 65536 },
    { x: -40 * 65536, y: 40 * 65536 },
  ];
  const n = 4096;
  const next = mulberry32(0x68616e64);
  const bodies = {
    x0: new Float64Array(n),
    y0: new Float64Array(n),
    x1: new Float64Array(n),
    y1: new Float64Array(n),
    r: new Float64Array(n),
  };
  const reach = 40 * 65536;
  const step = 8 * 65536;
  for (let i = 0; i < n; i += 1) {
    const r = Math.abs(within(next, 65536));
    const side = reach - r;
    const s = within(next, side);
    const [x0, y0] = i % 4 === 0 ? [s, side] : i % 4 === 1 ? [side, side] : [s, within(next, side)];
    bodies.x0[i] = x0;
    bodies.y0[i] = y0;
    bodies.x1[i] = x0 + within(next, step);
    bodies.y1[i] = i % 4 === 0 ? y0 : y0 + within(next, step);
    bodies.r[i] = r;
  }

  it('writes the hits and times the batch writes, and counts the same hits', () => {
    const hits = new Uint8Array(n);
    const times = new Float64Array(n);
    const batchHits = new Uint8Array(n);
    const batchTimes = new Float64Array(n);
    const segment = new Uint32Array(n);
    const found = handLoop(bodies, level, polylineCode, hits, times, n);
    expect(found).toBe(
      fixed.circlePolylineTimeOfImpactBatch(bodies, level, true, batchHits, batchTimes, segment, n),
    );
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(n);
    expect(hits).toStrictEqual(batchHits);
    for (let i = 0; i < n; i += 1) if (hits[i]) expect(times[i]).toBe(batchTimes[i]);
  });
});
