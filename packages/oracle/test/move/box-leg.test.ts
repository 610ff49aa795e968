import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  boxLegMeetsWallExact,
  boxLegOverlapsWallExact,
  boxOverlapsLevelExact,
  cmp,
  levelExact,
  mul,
  type Rat,
  type RVec,
  rat,
  sub,
  vecFromDoubles,
} from '../../src/index.ts';

const v = (x: number, y: number) => vecFromDoubles({ x, y });
const coord = fc.integer({ min: -6, max: 6 });

/** Strict overlap of the box `p ± h` with the wall (textbook open intervals). */
function overlaps(p: RVec, h: RVec, wall: readonly RVec[]): boolean {
  return [0, 1].every((i) => {
    const lo = cmp(wall[0]![i]!, wall[1]![i]!) <= 0 ? wall[0]![i]! : wall[1]![i]!;
    const hi = cmp(wall[0]![i]!, wall[1]![i]!) <= 0 ? wall[1]![i]! : wall[0]![i]!;
    return cmp(sub(p[i]!, h[i]!), hi) < 0 && cmp(add(p[i]!, h[i]!), lo) > 0;
  });
}

const at = (p: RVec, q: RVec, t: Rat) => p.map((x, i) => add(x, mul(t, sub(q[i]!, x))));

describe('boxLegOverlapsWallExact', () => {
  it('agrees with sampled times: an overlap at a sample is found; none found means none sampled', () => {
    fc.assert(
      fc.property(
        fc.tuple(coord, coord, coord, coord),
        fc.tuple(fc.nat(3), fc.nat(3)),
        fc.tuple(coord, coord, fc.nat(5), fc.boolean()),
        ([px, py, qx, qy], [hx, hy], [wx, wy, len, horizontal]) => {
          const p = v(px, py);
          const q = v(qx, qy);
          const h = v(hx, hy);
          const wall = [v(wx, wy), horizontal ? v(wx + len, wy) : v(wx, wy + len)];
          const found = boxLegOverlapsWallExact(p, q, h, wall);
          let sampled = false;
          for (let i = 0; i <= 240 && !sampled; i++)
            sampled = overlaps(at(p, q, rat(i, 240)), h, wall);
          if (sampled) expect(found).toBe(true);
          // The open intervals of small integers meet over a span of at least 1/144: 240 samples see it.
          if (found) expect(sampled).toBe(true);
        },
      ),
    );
  });

  it('lets a box exactly as wide as a gap fall through it and stops one a hair wider', () => {
    // Two floors, [−5, 0] and [2, 7] at y = 0: a gap of 2.
    const left = [v(-5, 0), v(0, 0)];
    const right = [v(2, 0), v(7, 0)];
    const fall = (hx: number) =>
      [left, right].some((w) => boxLegOverlapsWallExact(v(1, 3), v(1, -3), v(hx, 1), w));
    expect(fall(1)).toBe(false);
    expect(fall(1 + 2 ** -52)).toBe(true);
  });

  it('finds the smallest wall a box at rest overlaps, never a one-way wall', () => {
    const lv = {
      ...levelExact([-5, 0, 5, 0, -5, 0.5, 5, 0.5, 3, -1, 3, 1], 2),
      oneWay: [true, false, false],
    };
    expect(boxOverlapsLevelExact(lv, v(0, 0.25), v(1, 1))).toBe(1);
    expect(boxOverlapsLevelExact(lv, v(0, 1.5), v(1, 1))).toBe(-1); // touching y = 0.5 only
    expect(boxOverlapsLevelExact(lv, v(3, -0.5), v(0.5, 0.25))).toBe(2); // across the post x = 3 only
  });
});

describe('boxLegMeetsWallExact', () => {
  // Wall 0: a one-way platform from (2, 2) to (4, 2); wall 1: the same segment, solid.
  const lv = { ...levelExact([2, 2, 4, 2, 2, 2, 4, 2], 2), oneWay: [true, false] };
  const h = v(0.5, 0.5);
  const meets = (k: number, p: RVec, q: RVec) => boxLegMeetsWallExact(lv, k, p, q, h);

  it('a one-way wall is met only by landing on it: its bottom crossing the line over it', () => {
    // Bottom 2.5 → 1.5 at x ∈ [2.5, 3.5]: crosses y = 2 at s = 1/2 over the platform.
    expect(meets(0, v(3, 3), v(3, 2))).toBe(true);
    // Falling past the end: the bottom crosses y = 2 at s = 3/8 at x ∈ [4.375, 5.375], beside
    // it; the box's side reaches x = 4 later, below the line. The solid twin is met there.
    expect(meets(0, v(5.25, 3.25), v(4.25, 1.25))).toBe(false);
    expect(meets(1, v(5.25, 3.25), v(4.25, 1.25))).toBe(true);
    // The corner exactly at the end as it crosses (x − 0.5 = 4 at s = 1/2): it slips past.
    expect(meets(0, v(5, 3), v(4, 2))).toBe(false);
    expect(meets(0, v(5 - 2 ** -40, 3), v(4 - 2 ** -40, 2))).toBe(true);
  });

  it('nor by a box rising through it, standing in it or ending on its line', () => {
    expect(meets(0, v(3, 1.5), v(3, 3))).toBe(false);
    expect(meets(0, v(3, 2.25), v(3, 1))).toBe(false); // bottom 1.75: starts below the line
    expect(meets(0, v(3, 3), v(3, 2.5))).toBe(false); // bottom ends exactly on it
    expect(meets(0, v(3, 2.5), v(4, 2.25))).toBe(true); // standing on it, pressed down
  });
});
