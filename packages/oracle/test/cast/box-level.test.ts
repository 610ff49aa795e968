import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abs,
  add,
  castBoxExact,
  cmp,
  type LevelExact,
  levelExact,
  mul,
  type Rat,
  type RVec,
  rat,
  sub,
  vecFromDoubles,
} from '../../src/index.ts';

const v = (x: number, y: number) => vecFromDoubles({ x, y });
const coord = fc.integer({ min: -8, max: 8 });
const half = fc.integer({ min: 0, max: 3 });

/** Axis-aligned walls on a small grid: horizontal, vertical and points, some one-way. */
const level = fc
  .array(fc.tuple(coord, coord, fc.integer({ min: 0, max: 6 }), fc.nat(2), fc.boolean()), {
    minLength: 1,
    maxLength: 10,
  })
  .map((walls) => {
    const segments = walls.flatMap(([x, y, len, dir]) =>
      dir === 0 ? [x, y, x + len, y] : dir === 1 ? [x, y, x, y + len] : [x, y, x, y],
    );
    const lv = levelExact(segments, 2);
    return { ...lv, oneWay: walls.map(([, , , dir, one]) => one && dir === 0) };
  });

/** Closed touch of the box `p ± h` with the wall (textbook interval test). */
function touches(p: RVec, h: RVec, wall: readonly RVec[]): boolean {
  return [0, 1].every((i) => {
    const lo = cmp(wall[0]![i]!, wall[1]![i]!) <= 0 ? wall[0]![i]! : wall[1]![i]!;
    const hi = cmp(wall[0]![i]!, wall[1]![i]!) <= 0 ? wall[1]![i]! : wall[0]![i]!;
    return cmp(sub(p[i]!, h[i]!), hi) <= 0 && cmp(add(p[i]!, h[i]!), lo) >= 0;
  });
}

const at = (b: RVec, d: RVec, t: Rat) => b.map((x, i) => add(x, mul(t, d[i]!)));

/**
 * A touch the cast reports: any closed touch of a solid wall; of a one-way wall only one
 * on its top — the box's bottom on its line, the x-ranges overlapping strictly (§10).
 */
function meets(lv: LevelExact, k: number, p: RVec, h: RVec): boolean {
  const wall = lv.walls[k]!;
  if (!touches(p, h, wall)) return false;
  if (lv.oneWay?.[k] !== true) return true;
  const lo = cmp(wall[0]![0]!, wall[1]![0]!) <= 0 ? wall[0]![0]! : wall[1]![0]!;
  const hi = cmp(wall[0]![0]!, wall[1]![0]!) <= 0 ? wall[1]![0]! : wall[0]![0]!;
  return (
    cmp(sub(p[1]!, h[1]!), wall[0]![1]!) === 0 &&
    cmp(sub(p[0]!, h[0]!), hi) < 0 &&
    cmp(add(p[0]!, h[0]!), lo) > 0
  );
}

/** The walls a box moving by `d` from `b` may meet, by the contract's one-way rule read directly. */
function considered(lv: LevelExact, b: RVec, hb: RVec, d: RVec): number[] {
  return lv.walls.flatMap((w, k) => {
    if (lv.oneWay?.[k] !== true) return [k];
    const down = cmp(d[1]!, rat(0)) < 0;
    const above = cmp(sub(b[1]!, hb[1]!), w[0]![1]!) >= 0;
    return down && above ? [k] : [];
  });
}

describe('castBoxExact', () => {
  it('is the earliest touch over the considered walls (sampled times, textbook intervals)', () => {
    fc.assert(
      fc.property(level, coord, coord, half, half, coord, coord, (lv, bx, by, hx, hy, dx, dy) => {
        const b = v(bx, by);
        const hb = v(hx, hy);
        const d = v(dx, dy);
        const hit = castBoxExact(lv, b, hb, d);
        const walls = considered(lv, b, hb, d);
        const touchedAt = (t: Rat) => walls.some((k) => meets(lv, k, at(b, d, t), hb));
        for (let i = 0; i <= 64; i++) {
          const t = rat(i, 64);
          if (hit === null || cmp(t, hit.t) < 0) expect(touchedAt(t)).toBe(false);
        }
        if (hit === null) return;
        expect(walls).toContain(hit.wall);
        expect(meets(lv, hit.wall, at(b, d, hit.t), hb)).toBe(true);
        // No smaller wall touches at t* (ties to the smallest index).
        for (const k of walls) {
          if (k < hit.wall) expect(meets(lv, k, at(b, d, hit.t), hb)).toBe(false);
        }
        // The normal faces the box: the wall lies on the far side of the box's centre.
        const c = hit.c;
        const w = lv.walls[hit.wall]!;
        const side = sub(c[hit.axis]!, w[0]![hit.axis]!);
        if (cmp(w[0]![hit.axis]!, w[1]![hit.axis]!) === 0 && cmp(abs(side), rat(0)) > 0) {
          expect(cmp(side, rat(0))).toBe(hit.sign);
        }
      }),
    );
  });

  it('lands on a floor with the floor’s normal, and slides along it without a hit', () => {
    const lv = levelExact([-10, 0, 10, 0], 2);
    const hit = castBoxExact(lv, v(0, 5), v(1, 1), v(0, -10))!;
    expect(hit.t).toEqual(rat(2, 5)); // the gap of 4 closes at 10 per step
    expect([hit.axis, hit.sign, hit.status]).toEqual([1, 1, 'impact']);
    expect(hit.point).toEqual(v(0, 0));
    // Resting on it and moving along it: a 'separating' touch at 0; pressing into it: an impact at 0.
    expect(castBoxExact(lv, v(0, 1), v(1, 1), v(3, 0))!.status).toBe('separating');
    const press = castBoxExact(lv, v(0, 1), v(1, 1), v(3, -1))!;
    expect([press.t, press.status]).toEqual([rat(0), 'impact']);
  });

  it('applies the one-way rule: down from above stops, up from below or inside passes', () => {
    const lv: LevelExact = { ...levelExact([-10, 0, 10, 0], 2), oneWay: [true] };
    expect(castBoxExact(lv, v(0, 5), v(1, 1), v(0, -10))?.t).toEqual(rat(2, 5));
    expect(castBoxExact(lv, v(0, -5), v(1, 1), v(0, 10))).toBeNull();
    expect(castBoxExact(lv, v(0, 0.5), v(1, 1), v(0, -10))).toBeNull();
    // Exactly on the line at the start counts as above.
    expect(castBoxExact(lv, v(0, 1), v(1, 1), v(0, -1))?.t).toEqual(rat(0));
  });

  it('refuses a level with a slanted wall, naming level', () => {
    expect(() => castBoxExact(levelExact([0, 0, 1, 1], 2), v(0, 5), v(1, 1), v(0, -1))).toThrow(
      /level must be a level whose walls are all axis-aligned \(wall 0 is not\)/,
    );
  });
});
