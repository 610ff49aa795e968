/**
 * moveCircle / moveCircleInto of @swept/fixed: hand-built levels whose answers are
 * derived in the comments (raw Q16.16: 65536 is one unit), the contract's guarantees
 * one by one, and random levels on a raw grid judged leg by leg by the exact oracle.
 */
import * as core from '@swept/core';
import { describe, expect, it } from 'vitest';
import { expectSameBits } from '../../../core/test/level-cases.ts';
import {
  createLevel2,
  createMoveResult2,
  type MoveOptions2,
  type MoveResult2,
  moveCircle,
  moveCircleInto,
  type Vec2,
} from '../../src/index.ts';
import {
  framesChecked as frames,
  judgedProperties,
  moveChecked as move,
  ONE,
} from './move-cases.ts';

const level2 = (units: number[]) =>
  createLevel2({ segments: Float64Array.from(units, (v) => v * ONE) });

/** The walls in raw units. */
const raw = (units: number[]) => units.map((v) => v * ONE);

describe('fixed moveCircle', () => {
  it('nothing in the way: c + d exactly, one leg, no contact', () => {
    const walls = raw([100, 100, 110, 100]);
    const m = move(walls, { x: 123, y: -456 }, ONE, { x: 7, y: 9 });
    expect(m.c).toEqual({ x: 130, y: -447 });
    expect(m.legs).toEqual([{ x: 130, y: -447 }]);
    expect(m.contacts).toEqual([]);
    expect(m.remaining).toEqual({ x: 0, y: 0 });
    expect(m.clipped).toEqual({ x: 7, y: 9 });
    expect(m.blocked).toBe(false);
    // No displacement: no leg.
    expect(move(walls, { x: 5, y: 5 }, ONE, { x: 0, y: 0 }).legs).toEqual([]);
  });

  it('slide: down onto the floor at t = 1/4, then along it (the JSDoc example)', () => {
    // From (0, 2) by (3, −4), r = 1: y = 1 at t = 1/4 (16384 raw), x = 3/4 (49152);
    // the floor's normal (0, 65536) clips the rest (2.25, −3) to (2.25, 0).
    const m = move(raw([-10, 0, 10, 0]), { x: 0, y: 2 * ONE }, ONE, { x: 3 * ONE, y: -4 * ONE });
    expect(m.legs).toEqual([
      { x: 49152, y: ONE },
      { x: 3 * ONE, y: ONE },
    ]);
    expect(m.contacts).toEqual([
      { leg: 0, t: 16384, wall: 0, point: { x: 49152, y: 0 }, normal: { x: 0, y: ONE } },
    ]);
    expect(m.clipped).toEqual({ x: 3 * ONE, y: 0 });
    expect([m.onFloor, m.onWall, m.onCeiling, m.blocked]).toEqual([true, false, false, false]);
  });

  it('stop: ends at the first blocking touch, the rest remaining', () => {
    const m = move(
      raw([-10, 0, 10, 0]),
      { x: 0, y: 2 * ONE },
      ONE,
      { x: 3 * ONE, y: -4 * ONE },
      { response: 'stop' },
    );
    expect(m.c).toEqual({ x: 49152, y: ONE });
    expect(m.legs).toHaveLength(1);
    // (3, −4) − (0.75, −1) = (2.25, −3).
    expect(m.remaining).toEqual({ x: 147456, y: -3 * ONE });
    expect(m.clipped).toEqual({ x: 3 * ONE, y: 0 });
    expect(m.blocked).toBe(true);
  });

  it('bounce: the normal part reflected, scaled by the raw restitution', () => {
    // From (0, 3) by (2, −4), r = 1: y = 1 at t = 1/2, at (1, 1); the rest (1, −2).
    // Restitution 65536: (1, 2), so c = (2, 3); the whole d reflected: (2, 4).
    const walls = raw([-10, 0, 10, 0]);
    const c = { x: 0, y: 3 * ONE };
    const d = { x: 2 * ONE, y: -4 * ONE };
    const full = move(walls, c, ONE, d, { response: 'bounce' });
    expect(full.legs).toEqual([
      { x: ONE, y: ONE },
      { x: 2 * ONE, y: 3 * ONE },
    ]);
    expect(full.clipped).toEqual({ x: 2 * ONE, y: 4 * ONE });
    expect(full.blocked).toBe(false);
    // Restitution 32768: the reflected normal part halves, −2 → 1 (−4 → 2 for d).
    const half = move(walls, c, ONE, d, { response: 'bounce', restitution: 32768 });
    expect(half.c).toEqual({ x: 2 * ONE, y: 2 * ONE });
    expect(half.clipped).toEqual({ x: 2 * ONE, y: 2 * ONE });
    // Restitution 0: the slide's clip.
    const none = move(walls, c, ONE, d, { response: 'bounce', restitution: 0 });
    expect(none.c).toEqual({ x: 2 * ONE, y: ONE });
  });

  it('seam-free: along a floor of 40 collinear segments, height bit for bit, no shared end blocks (7)', () => {
    // Segments [k, k + 1] × {0}, k = −20 … 19; the body rests on them (y = r) and
    // starts on a shared end. Along the floor every touch is a graze: c + d exactly.
    const walls = raw(Array.from({ length: 40 }, (_, i) => [i - 20, 0, i - 19, 0]).flat());
    const step = { x: 3 * 16384 + 5, y: 0 };
    const along = frames(walls, { x: -15 * ONE, y: ONE }, ONE, step, 40);
    along.forEach((p, f) => {
      expect(p).toEqual({ x: -15 * ONE + (f + 1) * step.x, y: ONE });
    });
    // With gravity (−1/8 a frame) the floor blocks at t = 0 and the slide keeps the
    // height. The first contact may be a shared end instead, met within 1/65536 of the
    // motion (the same floored t = 0, the smaller index): then the body is less than
    // 1 + 2^-16 from it, |δx|² < 2r + 1, δx < 363 raw, so its normal tilts by at most
    // 363 raw in x, and its clip moves x by at most 8192·363/65536 < 46 raw.
    const level = createLevel2({ segments: Float64Array.from(walls) });
    let p = { x: -15 * ONE, y: ONE };
    const fall = { x: step.x, y: -ONE / 8 };
    for (let f = 0; f < 40; f++) {
      const m = move(walls, p, ONE, fall, undefined, level);
      expect(m.c.y).toBe(ONE);
      expect(Math.abs(m.c.x - (p.x + step.x))).toBeLessThan(46);
      for (const k of m.contacts) expect(Math.abs(k.normal.x)).toBeLessThan(363);
      expect(m.blocked).toBe(false);
      p = m.c;
    }
  });

  it('a corridor exactly 2r wide lets the body through; one raw unit narrower stops it (2)', () => {
    // Walls y = 0 and y = 2 for x ∈ [0, 10]; the body (r = 1) at y = 1 touches both
    // inside: grazes, so it goes through, c + d exactly.
    const c = { x: -5 * ONE, y: ONE };
    const d = { x: 10 * ONE, y: 0 };
    const wide = move([0, 0, 10 * ONE, 0, 0, 2 * ONE, 10 * ONE, 2 * ONE], c, ONE, d);
    expect(wide.c).toEqual({ x: 5 * ONE, y: ONE });
    expect(wide.contacts).toEqual([]);
    // 2 − 2^-16 wide: the upper wall's end (0, 2 − 2^-16) is met first, before x = 0.
    const narrow = move([0, 0, 10 * ONE, 0, 0, 2 * ONE - 1, 10 * ONE, 2 * ONE - 1], c, ONE, d);
    for (const p of narrow.legs) expect(p.x).toBeLessThan(0);
    // A hole in a floor, 2 wide, lets it fall through; 2 − 2^-16 wide does not.
    const down = { x: 0, y: -10 * ONE };
    const top = { x: 0, y: 5 * ONE };
    const hole = move(raw([-10, 0, -1, 0, 1, 0, 10, 0]), top, ONE, down);
    expect(hole.c).toEqual({ x: 0, y: -5 * ONE });
    const tight = move([-10 * ONE, 0, -ONE, 0, ONE - 1, 0, 10 * ONE, 0], top, ONE, down);
    expect(tight.c.y).toBeGreaterThan(0);
  });

  it('pressed into a corner by the same d: the same position every frame (5)', () => {
    // Floor y = 0 (x ≤ 0) and wall x = 0 (y ≥ 0); from (−3, 3) by (4, −4) the body
    // (r = 1) meets both at t = 1/2, at (−1, 1): the floor clips the rest to (2, 0),
    // the wall then leaves nothing. Every later frame: the same (−1, 1), blocked.
    const walls = raw([-10, 0, 0, 0, 0, 0, 0, 10]);
    const at = frames(walls, { x: -3 * ONE, y: 3 * ONE }, ONE, { x: 4 * ONE, y: -4 * ONE }, 10);
    for (const p of at) expect(p).toEqual({ x: -ONE, y: ONE });
  });

  it('pressed into a V or a slanted wall: once arrived, the same bits every frame (5)', () => {
    // A V of slopes 5/8 and 3/7 pressed by (0.3, −1), and a wall along (3, 7) pressed
    // nearly along its normal: neither has a way on, so each comes to rest; rounding
    // may take it a raw unit further for a frame or two, then it stays.
    const cases: [number[], Vec2, Vec2][] = [
      [raw([-8, 5, 0, 0, 0, 0, 7, 3]), { x: -2 * ONE, y: 4 * ONE }, { x: 19661, y: -ONE }],
      [raw([0, 0, 3, 7]), { x: -2 * ONE, y: 3 * ONE }, { x: 7 * 9362, y: -3 * 9362 }],
    ];
    for (const [walls, c, d] of cases) {
      const at = frames(walls, c, ONE, d, 12);
      const still = at.findIndex((p, f) => f > 0 && p.x === at[f - 1]!.x && p.y === at[f - 1]!.y);
      expect(still).toBeGreaterThan(0);
      expect(still).toBeLessThan(9);
      for (const p of at.slice(still)) expectSameBits(p, at[still]);
    }
  });

  it('starting inside a wall: pushed out first (leg 0, t = 0), then it moves (3)', () => {
    // Sunk to y = 1/2 in the floor: pushed to (0, 1) along (0, 65536), then (2, 0) along it.
    const m = move(raw([-10, 0, 10, 0]), { x: 0, y: ONE / 2 }, ONE, { x: 2 * ONE, y: 0 });
    expect(m.legs).toEqual([
      { x: 0, y: ONE },
      { x: 2 * ONE, y: ONE },
    ]);
    expect(m.contacts).toEqual([
      { leg: 0, t: 0, wall: 0, point: { x: 0, y: 0 }, normal: { x: 0, y: ONE } },
    ]);
    expect(m.onFloor).toBe(true);
    // Touching and moving away: not blocked, c + d exactly.
    const away = move(raw([-10, 0, 10, 0]), { x: 0, y: ONE }, ONE, { x: ONE, y: ONE });
    expect(away.c).toEqual({ x: ONE, y: 2 * ONE });
    expect(away.contacts).toEqual([]);
    // Between floors y = 0 and y = 1.5 (r = 1) from y = 0.75: pushed up to y = 1 by the
    // lower, back down to y = 0.5 by the upper, … four rounds and still inside: it
    // stays where it was, blocked, with the first push's contact.
    const wedged = move(
      [-10 * ONE, 0, 10 * ONE, 0, -10 * ONE, 98304, 10 * ONE, 98304],
      { x: 0, y: 49152 },
      ONE,
      { x: ONE, y: 0 },
    );
    expect(wedged.legs).toEqual([]);
    expect(wedged.c).toEqual({ x: 0, y: 49152 });
    expect(wedged.contacts).toHaveLength(1);
    expect(wedged.blocked).toBe(true);
  });

  it('floor, wall, ceiling: by normal·up against floorCos, with a custom up', () => {
    // Into the wall x = 0 from the right: the normal is (65536, 0).
    const walls = raw([0, -10, 0, 10]);
    const c = { x: 3 * ONE, y: 0 };
    const d = { x: -4 * ONE, y: 0 };
    const kinds = (m: MoveResult2) => [m.onFloor, m.onWall, m.onCeiling];
    expect(kinds(move(walls, c, ONE, d))).toEqual([false, true, false]);
    expect(kinds(move(walls, c, ONE, d, { up: { x: ONE, y: 0 } }))).toEqual([true, false, false]);
    expect(kinds(move(walls, c, ONE, d, { up: { x: -ONE, y: 0 } }))).toEqual([false, false, true]);
    // A 45° slope: normal (−1, 1)/√2, rounded (−46341, 46341); normal·up = 46341·65536,
    // a floor for floorCos up to 46341 (the default is floor(0.7·65536) = 45875).
    const slope = raw([-10, -10, 10, 10]);
    const drop = { x: -3 * ONE, y: 0 };
    const fall = { x: 0, y: -4 * ONE };
    const hit = move(slope, drop, ONE, fall, { response: 'stop' });
    expect(hit.contacts[0]!.normal).toEqual({ x: -46341, y: 46341 });
    expect(kinds(hit)).toEqual([true, false, false]);
    expect(kinds(move(slope, drop, ONE, fall, { response: 'stop', floorCos: 46341 }))).toEqual([
      true,
      false,
      false,
    ]);
    expect(kinds(move(slope, drop, ONE, fall, { response: 'stop', floorCos: 46342 }))).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('an acute wedge, points, coincident walls: at most maxLegs legs (+1), never inside or through (6)', () => {
    // A wedge of half-angle atan(1/10) opening to the right, a point wall in it, the
    // upper side five times over.
    const walls = raw([
      0,
      0,
      10,
      1,
      0,
      0,
      10,
      -1,
      3,
      0,
      3,
      0,
      ...Array(5).fill([0, 0, 10, 1]).flat(),
    ]);
    for (const response of ['slide', 'stop', 'bounce'] as const) {
      for (const maxLegs of [1, 2, 4, 16, 64]) {
        for (const r of [0, ONE / 8, ONE / 4]) {
          const m = move(
            walls,
            { x: 9 * ONE, y: 0 },
            r,
            { x: -20 * ONE, y: 3 },
            { response, maxLegs },
          );
          expect(m.c.x).toBeGreaterThanOrEqual(0);
        }
      }
    }
    // The wedge is closed at its tip: inside it, x < 0 is beyond a wall. A body at the
    // tip, pushed towards it.
    move(walls, { x: 4 * ONE, y: 0 }, ONE / 4, { x: -5 * ONE, y: 0 }, { maxLegs: 64 });
  });

  it('moveCircleInto: the same answer as moveCircle, into the caller’s result; the same bits twice', () => {
    const level = level2([-10, 0, 10, 0, 4, 0, 4, 9]);
    const out = createMoveResult2();
    const c = { x: 0, y: 2 * ONE };
    const d = { x: 3 * ONE, y: -4 * ONE };
    expect(moveCircleInto(level, c, ONE, d, out)).toBe(out);
    expectSameBits(out, moveCircle(level, c, ONE, d));
    // A longer move in between leaves nothing behind.
    moveCircleInto(level, { x: 0, y: 5 * ONE }, ONE / 2, { x: 9 * ONE, y: -9 * ONE }, out, {
      response: 'bounce',
      maxLegs: 10,
    });
    expectSameBits(moveCircleInto(level, c, ONE, d, out), moveCircle(level, c, ONE, d));
  });

  it('bad input: a RangeError naming the argument', () => {
    const level = level2([-10, 0, 10, 0]);
    const c = { x: 0, y: ONE };
    const d = { x: ONE, y: 0 };
    const bad = (options: unknown) => () => moveCircle(level, c, ONE, d, options as MoveOptions2);
    expect(bad({ restitution: 0.5 })).toThrow(
      'options.restitution must be an integer in [0, 65536] (got 0.5)',
    );
    expect(bad({ restitution: 65537 })).toThrow(/^options.restitution must be an integer/);
    expect(bad({ floorCos: 0.7 })).toThrow(/^options.floorCos must be an integer in \[0, 65536\]/);
    expect(bad({ up: { x: 0.5, y: ONE } })).toThrow(/^options.up.x must be an integer/);
    expect(bad({ up: { x: 0, y: 1 } })).toThrow(/^options.up must be a unit vector/);
    expect(bad({ maxLegs: 0 })).toThrow(/^options.maxLegs must be an integer in \[1, 64\]/);
    expect(bad({ response: 'glide' })).toThrow(/^options.response must be/);
    expect(() => moveCircle(level, { x: 0.5, y: 0 }, ONE, d)).toThrow(
      /^c.x must be an integer raw value/,
    );
    expect(() => moveCircle(level, c, -1, d)).toThrow(/^r must be/);
    // c + d is in range, but a slide could reach 2·|d|₁ from c.
    expect(() => moveCircle(level, { x: 0, y: 0 }, ONE, { x: 2 ** 30, y: 0 })).toThrow(
      /^d must keep every point within 2·\|d\|₁ \+ 8r of c inside the input range/,
    );
    // d is small, but a push-out could move the body by up to r on each of its rounds.
    const edge = 2 ** 31 - 1 - 4 * ONE;
    expect(() => moveCircle(level, { x: edge, y: 0 }, ONE, { x: 1, y: 0 })).toThrow(
      /^d must keep every point within 2·\|d\|₁ \+ 8r of c inside the input range \(c.x ± 524290 is not\)/,
    );
    const coreLevel = core.createLevel2({ segments: Float64Array.of(-10, 0, 10, 0) });
    expect(() => moveCircle(coreLevel, c, ONE, d)).toThrow(
      /^level must be a level made by createLevel2 of @swept\/fixed/,
    );
    expect(() => moveCircleInto(level, c, ONE, d, {} as MoveResult2)).toThrow(
      'out must be a result made by createMoveResult2/3',
    );
  });

  it('a small body sliding along a floor of collinear segments keeps its height past every shared end (guarantee 7)', () => {
    // Sixteen unit segments along y = 0; a body at exactly y = r moving along x stays at
    // distance r from the floor the whole way, so no shared end blocks it and its height
    // never changes. The floored t of an end's contact once leaned the normal against the
    // motion (r = 32820, 5 units a move: lifted 25 raw units).
    const segs: number[] = [];
    for (let k = 0; k < 16; k++) segs.push(k - 8, 0, k - 7, 0);
    const floor = level2(segs);
    for (const r of [32768, 32820, 12345, 40000]) {
      for (let x = -200000; x < 60000; x += 9973) {
        const m = moveCircle(floor, { x, y: r }, r, { x: 5 * ONE, y: 0 });
        expect(m.c).toEqual({ x: x + 5 * ONE, y: r });
        expect(m.blocked).toBe(false);
        expect(m.contacts).toEqual([]);
      }
    }
  });

  describe('random levels on a raw grid, judged by the exact oracle', () => {
    judgedProperties(2, 300);
  });
});
