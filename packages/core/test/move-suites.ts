/**
 * The movers' suites for every doubles variant, written once: the core's tests
 * (`test/move/*.test.ts`) run them on the core's movers, @swept/tolerance's on each
 * policy's. A variant is its movers and its band: `w(r)`, how far beyond `r` its contact
 * touches (0 for the core and `exact`), and `push(r)`, how far beyond `r` its push-out
 * leaves a wall (`slop(s)`: `s`). The hand-built answers are derived by hand from the
 * touch distance `ρ = r + w`; with `w = 0` they are asserted bit for bit. Every move is
 * also judged exactly (`expectMoveJudged`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createLevel2,
  createLevel3,
  createMoveResult2,
  createMoveResult3,
  type Level2,
  type Level3,
  MOVE_BLOCKED,
  MOVE_CEILING,
  MOVE_CONTACT,
  MOVE_FLOOR,
  MOVE_WALL,
  type MoveOptions2,
  type MoveOptions3,
  type MoveResult,
  type MoveResult2,
  type MoveResult3,
  type Vec2,
  type Vec3,
} from '../src/index.ts';
import { vec2, vec3 } from './level-cases.ts';
import {
  expectAt,
  expectMoveJudged,
  type Movers,
  moveOptionsArbitrary,
  movesArbitrary,
} from './move-cases.ts';

/** A doubles variant of the movers (see the file's comment). */
export interface MoveVariantUnderTest {
  movers: Movers;
  w: (r: number) => number;
  push: (r: number) => number;
}

/** Two triangles covering the rectangle `a, b, c, a + c − b`, as a flat array. */
function quad(a: number[], b: number[], c: number[]): number[] {
  const d = a.map((v, i) => v + c[i]! - b[i]!);
  return [...a, ...b, ...c, ...a, ...c, ...d];
}

const FLOOR2 = [-10, 0, 10, 0];
const FLOOR3 = quad([-10, 0, -10], [10, 0, -10], [10, 0, 10]);

/** `frames` moves by the same `d`, each from the last one's end: the ends, in order. */
function press<P extends Vec2 | Vec3>(
  move: (c: P) => MoveResult<P>,
  c: P,
  frames: number,
): MoveResult<P>[] {
  const out: MoveResult<P>[] = [];
  let at = c;
  for (let f = 0; f < frames; f++) {
    const m = move(at);
    out.push(m);
    at = { ...m.c };
  }
  return out;
}

/** Frames 2..n end at the same bits as frame 2. */
function expectArrived<P extends Vec2 | Vec3>(frames: MoveResult<P>[]): void {
  for (const m of frames.slice(1)) {
    expect(m.c).toEqual(frames[1]!.c);
    for (const key of Object.keys(m.c)) {
      const k = key as keyof P;
      expect(Object.is(m.c[k], frames[1]!.c[k])).toBe(true);
    }
  }
}

/**
 * Frames of a body moving along a flat floor y = 0 made of many pieces, from its landing
 * at height `y` (guarantee 7): never blocked, each a full step `dx` along the floor, and
 * without a band the height kept bit for bit. A band policy's leg ends a rounding `δ`
 * inside its band (below `r + w` as it computes it, `δ` a few ulps of `h`), and the next
 * piece's band edge is then a bump of that rounding: it tilts the slide up by about
 * `√(2δ/h) < 4e-8`, for the rest of the move (gravity takes it back next frame). Over a
 * dozen seams and 15 units that lifts the body by less than 1e-5.
 */
function expectSeamRide<P extends Vec2 | Vec3>(
  frames: MoveResult<P>[],
  y: number,
  w: number,
  dx: number,
): void {
  for (const [f, m] of frames.entries()) {
    expect(m.blocked).toBe(false);
    for (const leg of m.legs) {
      if (w === 0) expect(leg.y).toBe(y);
      else expect(Math.abs(leg.y - y)).toBeLessThanOrEqual(1e-5);
    }
    if (f > 0) expect(m.c.x - frames[f - 1]!.c.x).toBeCloseTo(dx, 9);
  }
}

/** A variant's single mover of one dimension, and its `…Into` form, on plain arrays. */
interface Mover {
  move(
    level: Level2 | Level3,
    c: number[],
    r: number,
    d: number[],
    o: MoveOptions3,
  ): MoveResult<Vec2 | Vec3>;
  into(
    level: Level2 | Level3,
    c: number[],
    r: number,
    d: number[],
    out: MoveResult<Vec2 | Vec3>,
    o: MoveOptions3,
  ): MoveResult<Vec2 | Vec3>;
}

/**
 * Random moves on random levels (`movesArbitrary`), each judged exactly
 * (`expectMoveJudged`), on the level as it is and on the same walls with random
 * category and mask bits against random body bits; the `…Into` form answers the same
 * into one result reused for every move.
 */
function expectRandomMovesJudged(dim: 2 | 3, { move, into }: Mover, numRuns: number): void {
  const per = dim === 2 ? 4 : 9;
  const make = (walls: number[], category?: number[], mask?: number[]) => {
    const bits = {
      category: category && Uint32Array.from(category),
      mask: mask && Uint32Array.from(mask),
    };
    const flat = Float64Array.from(walls);
    return dim === 2
      ? createLevel2({ segments: flat, ...bits })
      : createLevel3({ triangles: flat, ...bits });
  };
  const vec = dim === 2 ? vec2 : vec3;
  const out: MoveResult<Vec2 | Vec3> = dim === 2 ? createMoveResult2() : createMoveResult3();
  fc.assert(
    fc.property(
      movesArbitrary(dim),
      moveOptionsArbitrary,
      fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 24, maxLength: 24 }),
      ([walls, motions], options, bits) => {
        const n = walls.length / per;
        const filter = { category: bits.slice(0, n), mask: bits.slice(12, 12 + n) };
        const plain = make(walls);
        const filtered = make(walls, filter.category, filter.mask);
        const { category: _c, mask: _m, ...unfiltered } = options;
        for (const { c, r, d } of motions) {
          const m = move(plain, c, r, d, unfiltered);
          expectMoveJudged(dim, walls, r, vec(c), vec(d), m, unfiltered);
          expect(into(plain, c, r, d, out, unfiltered)).toBe(out);
          expect(out).toEqual(m);
          const f = move(filtered, c, r, d, options);
          expectMoveJudged(dim, walls, r, vec(c), vec(d), f, options, filter);
        }
      },
    ),
    { numRuns },
  );
}

/**
 * A body of radius 1 sent by (10, 0…) into a corridor exactly 2 wide, whose mouth it
 * passes at exactly r: without a band it passes (one leg to `through`). A band policy
 * touches the mouth's edges at `1 + w` with a normal against the motion: a band wider
 * than the rounding the course forgives a contact's normal (1e-9 and more here) stops it
 * before the mouth, blocked; a band within it (`ulps(4)`) may do either, never stopping
 * in the mouth.
 */
function expectMouth(m: MoveResult<Vec2 | Vec3>, through: number[], w: number): void {
  const passed = m.c.x === through[0];
  if (w === 0 || (w < 1e-9 && passed)) {
    expect(Object.values(m.c)).toEqual(through);
    expect([m.legs.length, m.blocked]).toEqual([1, false]);
  } else {
    expect(m.c.x).toBeLessThan(0);
    expect(m.blocked).toBe(true);
  }
}

/** `moveCircle`, `moveCircleInto`: the hand-built cases and the exact judgement of random moves. */
export function circleMoveSuite({ movers: q, w, push }: MoveVariantUnderTest): void {
  const level = (walls: number[]) => createLevel2({ segments: Float64Array.from(walls) });
  const judged = (walls: number[], c: Vec2, r: number, d: Vec2, options?: MoveOptions2) => {
    const m = q.moveCircle(level(walls), c, r, d, options);
    expectMoveJudged(2, walls, r, c, d, m, options);
    return m;
  };
  const w1 = w(1);
  const rho = 1 + w1;

  describe('onto a floor: slide, stop, bounce', () => {
    // r = 1 from (0, 2) by (3, −4): the floor y = 0 touches when y = ρ, at t = (2 − ρ)/4,
    // (0.75, 1) for ρ = 1.
    const t = (2 - rho) / 4;
    it('slide: down onto the floor, then along it to x = 3', () => {
      const m = judged(FLOOR2, { x: 0, y: 2 }, 1, { x: 3, y: -4 });
      expect(m.legs).toHaveLength(2);
      expectAt(m.legs[0]!, [3 * t, rho], w1, 2);
      expectAt(m.c, [3, rho], w1, 2);
      expect(m.contacts).toHaveLength(1);
      expect(m.contacts[0]).toMatchObject({ leg: 0, wall: 0, normal: { x: 0, y: 1 } });
      expectAt(m.contacts[0]!.point, [3 * t, 0], w1, 2);
      // The floor's part of d is removed: (3, −4) − (−4)·(0, 1).
      expect(m.clipped).toEqual({ x: 3, y: 0 });
      expect(m.remaining).toEqual({ x: 0, y: 0 });
      expect([m.onFloor, m.onWall, m.onCeiling, m.blocked]).toEqual([true, false, false, false]);
    });
    it('stop: ends at the touch, the rest remaining', () => {
      const m = judged(FLOOR2, { x: 0, y: 2 }, 1, { x: 3, y: -4 }, { response: 'stop' });
      expect(m.legs).toHaveLength(1);
      expectAt(m.c, [3 * t, rho], w1, 2);
      expectAt(m.remaining, [3 - 3 * t, -4 + 4 * t], w1, 2);
      expect(m.clipped).toEqual({ x: 3, y: 0 });
      expect([m.onFloor, m.blocked]).toEqual([true, true]);
    });
    it.each([
      // The rest (3 − 3t, −4 + 4t) has its normal part reflected by e: up 4e(1 − t) = e(2 + ρ).
      [1, 2 + 2 * rho, 4],
      [0.5, 1 + 1.5 * rho, 2],
    ])('bounce with restitution %s: up again within the call', (e, y, clippedY) => {
      const m = judged(
        FLOOR2,
        { x: 0, y: 2 },
        1,
        { x: 3, y: -4 },
        {
          response: 'bounce',
          restitution: e,
        },
      );
      expect(m.legs).toHaveLength(2);
      expectAt(m.c, [3, y], w1, 2);
      // d's normal part −4 reflected by e: −4 + (1 + e)·4.
      expect(m.clipped).toEqual({ x: 3, y: clippedY });
      expect(m.blocked).toBe(false);
    });
  });

  describe('pressed into a corner, frame after frame (no jitter)', () => {
    it('floor and wall: ends touching both, blocked, the same bits every frame', () => {
      const walls = [...FLOOR2, 4, 0, 4, 9];
      const frames = press((c) => judged(walls, c, 1, { x: 3, y: -4 }), { x: 0, y: 2 }, 10);
      // Touching the floor (y = ρ) and the wall x = 4 (x = 4 − ρ).
      expectAt(frames[1]!.c, [4 - rho, rho], w1, 2);
      expect([frames[0]!.onFloor, frames[0]!.onWall, frames[0]!.blocked]).toEqual([
        true,
        true,
        true,
      ]);
      expectArrived(frames);
    });
    it('pressed straight into a slope: the same bits every frame', () => {
      // d = (0.3, −1) is square to the slope y = 0.3x: its slide leaves nothing but roundings.
      const walls = [0, 0, 10, 3];
      expectArrived(press((c) => judged(walls, c, 1, { x: 0.3, y: -1 }), { x: 3.6, y: 3 }, 10));
    });
    it('a V of two slopes under gravity: comes to rest in its bottom, then the same bits', () => {
      // Sliding down one slope into the other, the slide would turn up that slope, against
      // d: the body stops there instead (Quake's rule), and settles within a few frames.
      const walls = [-10, 7, 0, 0, 0, 0, 10, 3];
      for (const start of [
        { x: 0.5, y: 2 },
        { x: -2, y: 4 },
      ]) {
        const frames = press((c) => judged(walls, c, 1, { x: 0, y: -1 }), start, 16);
        const rest = frames.findIndex(
          (m, f) => f > 0 && m.c.x === frames[f - 1]!.c.x && m.c.y === frames[f - 1]!.c.y,
        );
        expect(rest).toBeGreaterThan(0);
        expect(rest).toBeLessThanOrEqual(8);
        expectArrived(frames.slice(rest - 1));
        expect(frames[rest]!.onFloor).toBe(true);
      }
    });
  });

  describe('pressed into a cusp: arrives, then the same bits, never back', () => {
    // The walls' ends (−1, ±0.125) are 2r = 0.25 apart: their r-discs meet in one point,
    // (−1, 0), the corridor's mouth. Pressed at a slant, the slide's tangent planes close
    // in on it by a constant factor a frame (contract §8, guarantee 5: up to 64 frames),
    // and one ulp narrower the mouth never lets it in.
    for (const top of [0.125, 0.125 - 2 ** -55]) {
      it(`corridor ${top === 0.125 ? 'exactly 2r' : 'one ulp narrower'}, pressed at a slant`, () => {
        const walls = [-1, top, 1, top, -1, -0.125, 1, -0.125];
        const frames = press(
          (c) => judged(walls, c, 0.125, { x: 0.25, y: -0.125 }),
          { x: -1.125, y: 0 },
          64,
        );
        const rest = frames.findIndex(
          (m, f) => f > 0 && m.c.x === frames[f - 1]!.c.x && m.c.y === frames[f - 1]!.c.y,
        );
        expect(rest).toBeGreaterThan(0);
        expectArrived(frames.slice(rest - 1));
        // Never back to a position it left: the path before rest moves right, frame by frame.
        for (let f = 1; f < rest; f++) expect(frames[f]!.c.x).toBeGreaterThan(frames[f - 1]!.c.x);
        expect(frames[rest]!.c.x).toBeLessThanOrEqual(-1);
      });
    }
  });

  describe('a point (r = 0) stopped by a wall keeps its side', () => {
    it('pressed down onto a floor frame after frame, it never crosses it', () => {
      // Each frame's leg is judged exactly (never through); across frames the point must
      // stay strictly above y = 0: resting on the line it would have no side left.
      for (const response of ['slide', 'stop'] as const) {
        const frames = press(
          (c) => judged(FLOOR2, c, 0, { x: 0, y: -1 }, { response }),
          { x: 0, y: 0.5 },
          6,
        );
        for (const m of frames) {
          expect(m.c.y).toBeGreaterThan(0);
          expect(m.blocked).toBe(true);
        }
        expectArrived(frames);
      }
    });
    it('passing exactly over a wall’s end, it is stopped there, by that wall', () => {
      // The path (0.1796875, −0.05078125) + s·(−1.25, −0.125) meets the end (−0.0546875,
      // −0.07421875) of the wall at s = 0.234375/1.25 = 0.1875 exactly (every number
      // dyadic): walls are closed, so the point is stopped there, whatever its rounding.
      const walls = [-0.36718749999999994, 1.11328125, -0.0546875, -0.07421875];
      const c = { x: 0.1796875, y: -0.05078125 };
      const m = judged(walls, c, 0, { x: -1.25, y: -0.125 }, { response: 'stop' });
      expect(m.contacts).toHaveLength(1);
      expect(m.contacts[0]!.wall).toBe(0);
      expect(m.c.x).toBeGreaterThanOrEqual(-0.0546875);
      expect(m.c.x).toBeLessThan(c.x);
    });
  });

  describe('a floor of many collinear segments (seam-free)', () => {
    // Split at irregular points, one right under the start; shifted far from the origin too.
    const splits = [-10, -9.3, -8.2, -7.75, -3, -2.999, 0, 0.1, 1.7, 4, 4.5, 8, 10];
    const floor = (offset: number) =>
      splits.slice(1).flatMap((x, i) => [splits[i]! + offset, 0, x + offset, 0]);
    // A body rides a floor at its touch distance h = r + w (where a landing leg ends): the
    // floor touches it, and every shared end passes at exactly h, a graze.
    const h = 0.5 + w(0.5);
    it.each([0, 2 ** 20])('keeps its height along it at offset %s', (offset) => {
      const c = { x: -8.2 + offset, y: h };
      const d = { x: 15.3, y: -0.2 };
      const m = judged(floor(offset), c, 0.5, d);
      expectSeamRide([m], h, w1, 0);
      expect(m.c.x).toBeCloseTo(c.x + d.x, 9);
      expect(m.onFloor).toBe(true);
      if (w1 === 0) {
        // The shared ends are grazes: the only contact is the floor below, and x is c.x + d.x.
        expect(m.contacts.every((k) => k.normal.x === 0 && k.normal.y === 1)).toBe(true);
        expect(m.c.x).toBe(c.x + d.x);
      }
    });
    it.each([
      ['riding at h', h, -0.2],
      ['landing on it', 2, -0.4],
    ])('walking across it frame after frame, under gravity: %s', (_how, y0, dy) => {
      const frames = press(
        (c) => judged(floor(0), c, 0.5, { x: 1.3, y: dy }),
        { x: -9.5, y: y0 },
        14,
      );
      const landed = frames.findIndex((m) => m.onFloor);
      expect(landed).toBeGreaterThanOrEqual(0);
      expectSeamRide(frames.slice(landed), frames[landed]!.c.y, w1, 1.3);
    });
  });

  describe('a corridor exactly 2r wide, and one ulp narrower', () => {
    const narrow = 1 - 2 ** -53; // the largest double below 1
    const corridor = (top: number) => [0, top, 10, top, 0, -1, 10, -1];
    it('entering it: passes when no band narrows its mouth', () => {
      // The walls' ends (0, ±1) pass at exactly r: grazes.
      expectMouth(judged(corridor(1), { x: -5, y: 0 }, 1, { x: 10, y: 0 }), [5, 0], w1);
    });
    it('one ulp narrower: never enters (the exact clearance decides, under every band)', () => {
      const m = judged(corridor(narrow), { x: -5, y: 0 }, 1, { x: 10, y: 0 });
      expect(m.c.x).toBeLessThan(0);
      expect(m.blocked).toBe(true);
    });
    it('inside it: along both walls, touching them, not blocked', () => {
      const m = judged(corridor(1), { x: 2, y: 0 }, 1, { x: 5, y: 0 });
      expect(m.legs).toEqual([{ x: 7, y: 0 }]);
      expect(m.contacts).toEqual([]);
    });
    it('inside the narrower one: wedged, stays where it is', () => {
      const m = judged(corridor(narrow), { x: 2, y: 0 }, 1, { x: 5, y: 0 });
      expect(m.legs).toEqual([]);
      expect(m.c).toEqual({ x: 2, y: 0 });
      expect(m.contacts).toHaveLength(1);
      expect(m.blocked).toBe(true);
    });
  });

  describe('a body that starts inside walls is pushed out first', () => {
    it('out of the floor by the variant’s own push-out, then on', () => {
      const c = { x: 0, y: 0.25 };
      const m = judged(FLOOR2, c, 1, { x: 2, y: 0 });
      // The push-out leaves the floor at r + push: (0, 1 + push).
      const out = q.separateCircleSegment(c, 1, vec2(FLOOR2), vec2(FLOOR2, 2));
      expectAt(out, [0, 1 + push(1)], push(1), 2);
      expect(m.legs).toEqual([out, { x: 2, y: out.y }]);
      expect(m.contacts[0]).toMatchObject({ leg: 0, t: 0, wall: 0, normal: { x: 0, y: 1 } });
      expect(m.onFloor).toBe(true);
    });
    it('out of a corner: the floor first, then the wall', () => {
      const m = judged([...FLOOR2, 4, 0, 4, 9], { x: 3.5, y: 0.5 }, 1, { x: 0, y: 0 });
      expect(m.legs).toHaveLength(1);
      expectAt(m.c, [3 - push(1), 1 + push(1)], push(1), 2);
    });
  });

  describe('touching a wall and moving along it or away is not blocked', () => {
    it.each([
      [3, 0],
      [1, 2],
      [-2, 0.5],
    ])('from (0, 1) on the floor by (%s, %s): c0 + d', (x, y) => {
      const m = judged(FLOOR2, { x: 0, y: 1 }, 1, { x, y });
      expect(m.legs).toEqual([{ x, y: 1 + y }]);
      expect([m.contacts.length, m.blocked]).toEqual([0, false]);
    });
    it('nothing in the way: c0 + d exactly as the doubles add', () => {
      const m = judged(FLOOR2, { x: 0.1, y: 5 }, 1, { x: 1.1, y: 0.3 });
      expect(m.legs).toEqual([{ x: 0.1 + 1.1, y: 5 + 0.3 }]);
      expect(judged(FLOOR2, { x: 0.1, y: 5 }, 1, { x: 0, y: 0 }).legs).toEqual([]);
    });
  });

  it('a point (r = 0) meets a slanted wall at the crossing, its normal towards its start', () => {
    // The path (−5, 6) + s·(6, −6) crosses the segment (−3, 0)–(1, 1) where s = 13/15: at
    // (0.2, 0.8). The point is on the wall there; the normal faces the side it came from.
    const m = judged([-3, 0, 1, 1], { x: -5, y: 6 }, 0, { x: 6, y: -6 }, { response: 'stop' });
    expect(m.legs).toHaveLength(1);
    expect(m.contacts).toHaveLength(1);
    const { point, normal } = m.contacts[0]!;
    expect((-5 - point.x) * normal.x + (6 - point.y) * normal.y).toBeGreaterThan(0);
    if (w(0) === 0) {
      expect(m.c.x).toBeCloseTo(0.2, 12);
      expect(m.c.y).toBeCloseTo(0.8, 12);
    }
  });

  describe('floor, wall, ceiling by up and floorCos', () => {
    it('a ceiling is met going up', () => {
      const m = judged([...FLOOR2, -10, 4, 10, 4], { x: 0, y: 2 }, 1, { x: 1, y: 3 });
      expect([m.onFloor, m.onWall, m.onCeiling]).toEqual([false, false, true]);
      expectAt(m.legs[0]!, [(4 - rho - 2) / 3, 4 - rho], w1, 2);
    });
    it('the wall x = 4 is a floor when up is (−1, 0)', () => {
      const walls = [4, -10, 4, 10];
      const c = { x: 0, y: 0 };
      const d = { x: 6, y: 0 };
      expect(judged(walls, c, 1, d).onWall).toBe(true);
      const m = judged(walls, c, 1, d, { up: { x: -1, y: 0 } });
      expect([m.onFloor, m.onWall, m.onCeiling]).toEqual([true, false, false]);
    });
    it.each([
      // A 45° slope's normal·up is √½ ≈ 0.7071: a floor above floorCos 0.7, a wall under 0.75.
      [0.7, true],
      [0.75, false],
    ])('a 45° slope with floorCos %s: floor %s', (floorCos, floor) => {
      const m = judged([-10, 10, 10, -10], { x: 0, y: 3 }, 1, { x: 0, y: -5 }, { floorCos });
      expect([m.onFloor, m.onWall]).toEqual([floor, !floor]);
    });
  });

  describe('terminates on an acute wedge and degenerate walls (guarantee 6)', () => {
    // Two walls meeting at 11°, a copy of one, a wall of length 0 inside the wedge.
    const walls = [0, 0, 10, 1, 0, 0, 10, -1, 0, 0, 10, 1, 5, 0, 5, 0];
    it.each([1, 2, 4, 64])('maxLegs %s', (maxLegs) => {
      for (const response of ['slide', 'stop', 'bounce'] as const) {
        for (const r of [0, 0.3]) {
          judged(walls, { x: 9, y: 0.01 }, r, { x: -20, y: 0.1 }, { maxLegs, response });
        }
      }
    });
  });

  describe('bad input is a RangeError naming the argument', () => {
    const floor = level(FLOOR2);
    it.each([
      [() => q.moveCircle({} as Level2, { x: 0, y: 0 }, 1, { x: 1, y: 0 }), /^level/],
      [() => q.moveCircle(floor, { x: Number.NaN, y: 0 }, 1, { x: 1, y: 0 }), /c\.x/],
      [() => q.moveCircle(floor, { x: 0, y: 2 }, -1, { x: 1, y: 0 }), /^r /],
      [() => q.moveCircle(floor, { x: 0, y: 2 }, 1, { x: 1, y: Infinity }), /d\.y/],
      [() => q.moveCircle(floor, { x: 2 ** 199, y: 2 }, 1, { x: 2 ** 199, y: 0 }), /^d must keep/],
      [
        () => q.moveCircle(floor, { x: 0, y: 2 }, 1, { x: 1, y: 0 }, { response: 'fly' as never }),
        /^options\.response/,
      ],
      [
        () => q.moveCircle(floor, { x: 0, y: 2 }, 1, { x: 1, y: 0 }, { maxLegs: 65 }),
        /^options\.maxLegs/,
      ],
      [
        () => q.moveCircle(floor, { x: 0, y: 2 }, 1, { x: 1, y: 0 }, { up: { x: 0, y: 2 } }),
        /^options\.up must be a unit vector/,
      ],
      [
        () => q.moveCircleInto(floor, { x: 0, y: 2 }, 1, { x: 1, y: 0 }, {} as never),
        /^out must be/,
      ],
    ])('%#', (call, message) => {
      expect(call).toThrow(RangeError);
      expect(call).toThrow(message);
    });
  });

  it('random moves on random levels: judged exactly (guarantees 1, 2, 4, 6); Into the same', () => {
    const mover: Mover = {
      move: (l, c, r, d, o) => q.moveCircle(l as Level2, vec2(c), r, vec2(d), o),
      into: (l, c, r, d, out, o) =>
        q.moveCircleInto(l as Level2, vec2(c), r, vec2(d), out as MoveResult2, o),
    };
    expectRandomMovesJudged(2, mover, 150);
  });
}

/** `moveSphere`, `moveSphereInto`: the 3D cases (a crease too) and the exact judgement of random moves. */
export function sphereMoveSuite({ movers: q, w, push }: MoveVariantUnderTest): void {
  const level = (walls: number[]) => createLevel3({ triangles: Float64Array.from(walls) });
  const judged = (walls: number[], c: Vec3, r: number, d: Vec3, options?: MoveOptions3) => {
    const m = q.moveSphere(level(walls), c, r, d, options);
    expectMoveJudged(3, walls, r, c, d, m, options);
    return m;
  };
  const w1 = w(1);
  const rho = 1 + w1;
  // The walls x = 4 and z = 4, facing the origin, each two triangles.
  const wallX = (x: number) => quad([x, 0, -10], [x, 0, 10], [x, 9, 10]);
  const wallZ = (z: number) => quad([-10, 0, z], [10, 0, z], [10, 9, z]);

  describe('onto a floor of two triangles: slide, stop, bounce', () => {
    // r = 1 from (0, 2, 0) by (3, −4, 1): the floor touches when y = ρ, at t = (2 − ρ)/4.
    const t = (2 - rho) / 4;
    const d = { x: 3, y: -4, z: 1 };
    it('slide: down onto it, then along it', () => {
      const m = judged(FLOOR3, { x: 0, y: 2, z: 0 }, 1, d);
      expect(m.legs).toHaveLength(2);
      expectAt(m.legs[0]!, [3 * t, rho, t], w1, 3);
      expectAt(m.c, [3, rho, 1], w1, 3);
      expect(m.contacts).toHaveLength(1);
      expect(m.contacts[0]).toMatchObject({ leg: 0, normal: { x: 0, y: 1, z: 0 } });
      expect(m.clipped).toEqual({ x: 3, y: 0, z: 1 });
      expect([m.onFloor, m.onWall, m.onCeiling, m.blocked]).toEqual([true, false, false, false]);
    });
    it('stop: ends at the touch', () => {
      const m = judged(FLOOR3, { x: 0, y: 2, z: 0 }, 1, d, { response: 'stop' });
      expect(m.legs).toHaveLength(1);
      expectAt(m.c, [3 * t, rho, t], w1, 3);
      expect([m.onFloor, m.blocked]).toEqual([true, true]);
    });
    it.each([
      [1, 2 + 2 * rho, 4],
      [0.5, 1 + 1.5 * rho, 2],
    ])('bounce with restitution %s', (e, y, clippedY) => {
      const m = judged(FLOOR3, { x: 0, y: 2, z: 0 }, 1, d, { response: 'bounce', restitution: e });
      expectAt(m.c, [3, y, 1], w1, 3);
      expect(m.clipped).toEqual({ x: 3, y: clippedY, z: 1 });
    });
  });

  describe('walls and creases', () => {
    it('floor then wall: lands, slides, meets the wall, slides along it', () => {
      // From (0, 2, 0) by (4, −4, 2): lands at t = (2 − ρ)/4, slides by (3 − 3ρ', 0, …) to the
      // wall x = 3.5 (touched at x = 3.5 − ρ), then along it in z: ends at (3.5 − ρ, ρ, 2).
      const m = judged([...FLOOR3, ...wallX(3.5)], { x: 0, y: 2, z: 0 }, 1, { x: 4, y: -4, z: 2 });
      expectAt(m.c, [3.5 - rho, rho, 2], w1, 3);
      expect(m.clipped).toEqual({ x: 0, y: 0, z: 2 });
      expect([m.onFloor, m.onWall, m.blocked]).toEqual([true, true, false]);
    });
    it('a trough of two 45° slopes: along its crease', () => {
      // The planes y = ±x meet along the z axis; resting on both, r = 1 sits at y = √2.
      const walls = [
        ...quad([0, 0, -10], [0, 0, 10], [-10, 10, 10]),
        ...quad([0, 0, -10], [10, 10, -10], [10, 10, 10]),
      ];
      const m = judged(walls, { x: 0, y: 3, z: 0 }, 1, { x: 0, y: -2, z: 1.5 });
      expect(m.c.x).toBeCloseTo(0, 9);
      expect(m.c.y).toBeCloseTo(Math.SQRT2 + w1 * Math.SQRT2, 9);
      expect(m.c.z).toBeCloseTo(1.5, 9);
      expect(m.contacts.map((k) => k.wall).some((k) => k < 2)).toBe(true);
      expect(m.contacts.map((k) => k.wall).some((k) => k >= 2)).toBe(true);
    });
    it('pressed into a corner of three planes: the same bits every frame', () => {
      const walls = [...FLOOR3, ...wallX(4), ...wallZ(4)];
      const frames = press(
        (c) => judged(walls, c, 1, { x: 3, y: -4, z: 3 }),
        { x: 0, y: 2, z: 0 },
        10,
      );
      expectAt(frames[1]!.c, [4 - rho, rho, 4 - rho], w1, 3);
      expect([frames[0]!.onFloor, frames[0]!.onWall]).toEqual([true, true]);
      expectArrived(frames);
    });
  });

  describe('a floor of many coplanar triangles (seam-free)', () => {
    // A 20 × 20 grid of unit cells, each split along one diagonal or the other.
    const grid: number[] = [];
    for (let i = -10; i < 10; i++) {
      for (let j = -10; j < 10; j++) {
        const [a, b, c, e] = [
          [i, 0, j],
          [i + 1, 0, j],
          [i + 1, 0, j + 1],
          [i, 0, j + 1],
        ] as const;
        grid.push(
          ...((i + j) % 2 === 0
            ? [...a, ...b, ...c, ...a, ...c, ...e]
            : [...a, ...b, ...e, ...b, ...c, ...e]),
        );
      }
    }
    // As in 2D: the body rides at its touch distance h = r + w.
    const h = 0.5 + w(0.5);
    it('keeps its height along it, across edges and corners', () => {
      const c = { x: -7, y: h, z: -6.5 };
      const d = { x: 13.7, y: -0.3, z: 9.9 };
      const m = judged(grid, c, 0.5, d, { maxLegs: 8 });
      expectSeamRide([m], h, w1, 0);
      expect(m.onFloor).toBe(true);
      if (w1 === 0) {
        expect(
          m.contacts.every((k) => k.normal.x === 0 && k.normal.y === 1 && k.normal.z === 0),
        ).toBe(true);
        expect(m.c).toEqual({ x: c.x + d.x, y: h, z: c.z + d.z });
      }
    });
    it.each([
      ['riding at h', h, -0.2],
      ['landing on it', 2, -0.4],
    ])('walking across it frame after frame, under gravity: %s', (_how, y0, dy) => {
      const step = { x: 1.3, y: dy, z: -1.1 };
      const frames = press((c) => judged(grid, c, 0.5, step), { x: -9.5, y: y0, z: 9.25 }, 14);
      const landed = frames.findIndex((m) => m.onFloor);
      expect(landed).toBeGreaterThanOrEqual(0);
      expectSeamRide(frames.slice(landed), frames[landed]!.c.y, w1, 1.3);
    });
  });

  describe('a corridor exactly 2r high, and one ulp lower', () => {
    const narrow = 1 - 2 ** -53;
    const corridor = (top: number) => [
      ...quad([0, top, -10], [10, top, -10], [10, top, 10]),
      ...quad([0, -1, -10], [10, -1, -10], [10, -1, 10]),
    ];
    it('entering it: passes when no band narrows its mouth', () => {
      // The planes' edges at x = 0 pass at exactly r: grazes.
      expectMouth(
        judged(corridor(1), { x: -5, y: 0, z: 0 }, 1, { x: 10, y: 0, z: 0 }),
        [5, 0, 0],
        w1,
      );
    });
    it('one ulp lower: never enters', () => {
      const m = judged(corridor(narrow), { x: -5, y: 0, z: 0 }, 1, { x: 10, y: 0, z: 0 });
      expect(m.c.x).toBeLessThan(0);
      expect(m.blocked).toBe(true);
    });
    it('inside it: along both planes, not blocked; inside the lower one: wedged', () => {
      const d = { x: 5, y: 0, z: 0.5 };
      // A band policy's body inside is within both planes' bands, where their triangles'
      // shared edges are bumps as high as the band: only the exact guarantees hold.
      const inside = judged(corridor(1), { x: 2, y: 0, z: 0 }, 1, d);
      if (w1 === 0) expect(inside.legs).toEqual([{ x: 7, y: 0, z: 0.5 }]);
      const m = judged(corridor(narrow), { x: 2, y: 0, z: 0 }, 1, d);
      expect([m.legs, m.c, m.blocked]).toEqual([[], { x: 2, y: 0, z: 0 }, true]);
    });
  });

  describe('pushed out, touching, nothing in the way', () => {
    it('a sphere inside the floor is pushed out by the variant’s own push-out, then moves', () => {
      const c = { x: 0, y: 0.25, z: 0 };
      const m = judged(FLOOR3, c, 1, { x: 2, y: 0, z: 1 });
      const out = q.separateSphereTriangle(c, 1, vec3(FLOOR3), vec3(FLOOR3, 3), vec3(FLOOR3, 6));
      expectAt(out, [0, 1 + push(1), 0], push(1), 3);
      expect(m.legs).toEqual([out, { x: 2, y: out.y, z: 1 }]);
      expect(m.contacts[0]).toMatchObject({ leg: 0, t: 0, normal: { x: 0, y: 1, z: 0 } });
    });
    it.each([
      [3, 0, -2],
      [1, 2, 1],
    ])('touching the floor, by (%s, %s, %s): c0 + d', (x, y, z) => {
      const m = judged(FLOOR3, { x: 0, y: 1, z: 0 }, 1, { x, y, z });
      expect(m.legs).toEqual([{ x, y: 1 + y, z }]);
      expect([m.contacts.length, m.blocked]).toEqual([0, false]);
    });
    it('a ceiling is met going up; up decides what a floor is', () => {
      const walls = [...FLOOR3, ...quad([-10, 4, -10], [-10, 4, 10], [10, 4, 10])];
      const m = judged(walls, { x: 0, y: 2, z: 0 }, 1, { x: 1, y: 3, z: 0 });
      expect([m.onFloor, m.onWall, m.onCeiling]).toEqual([false, false, true]);
      const z = judged(
        wallZ(4),
        { x: 0, y: 5, z: 0 },
        1,
        { x: 0, y: 0, z: 6 },
        { up: { x: 0, y: 0, z: -1 } },
      );
      expect([z.onFloor, z.onWall]).toEqual([true, false]);
    });
  });

  describe('terminates on slivers and degenerate triangles (guarantee 6)', () => {
    // A sliver, a triangle with no area, a point, a wedge of two planes at 11°.
    const walls = [
      ...[0, 0, 0, 10, 0.001, 0, 10, 0, 0.001],
      ...[1, 1, 1, 2, 2, 2, 3, 3, 3],
      ...[5, 0, 0, 5, 0, 0, 5, 0, 0],
      ...quad([0, 0, -5], [10, 1, -5], [10, 1, 5]),
      ...quad([0, 0, -5], [10, -1, -5], [10, -1, 5]),
    ];
    it.each([1, 2, 4, 64])('maxLegs %s', (maxLegs) => {
      for (const response of ['slide', 'stop', 'bounce'] as const) {
        for (const r of [0, 0.3]) {
          judged(
            walls,
            { x: 9, y: 0.01, z: 0.2 },
            r,
            { x: -20, y: 0.1, z: 0.3 },
            { maxLegs, response },
          );
        }
      }
    });
  });

  it('bad input is a RangeError naming the argument', () => {
    const floor = level(FLOOR3);
    expect(() =>
      q.moveSphere(floor, { x: 0, y: 2, z: Number.NaN }, 1, { x: 1, y: 0, z: 0 }),
    ).toThrow(/c\.z/);
    expect(() =>
      q.moveSphere(floor, { x: 0, y: 2, z: 0 }, 1, { x: 1, y: 0, z: -Infinity }),
    ).toThrow(/d\.z/);
    expect(() =>
      q.moveSphere(level(FLOOR2.concat(0, 0)) as never, { x: 0, y: 2, z: 0 }, 1, {
        x: 1,
        y: 0,
        z: 0,
      }),
    ).toThrow(RangeError);
    expect(() =>
      q.moveSphere(
        floor,
        { x: 0, y: 2, z: 0 },
        1,
        { x: 1, y: 0, z: 0 },
        { up: { x: 0, y: 1, z: 1 } },
      ),
    ).toThrow(/^options\.up must be a unit vector/);
  });

  it('random moves on random levels: judged exactly (guarantees 1, 2, 4, 6); Into the same', () => {
    const mover: Mover = {
      move: (l, c, r, d, o) => q.moveSphere(l as Level3, vec3(c), r, vec3(d), o),
      into: (l, c, r, d, out, o) =>
        q.moveSphereInto(l as Level3, vec3(c), r, vec3(d), out as MoveResult3, o),
    };
    expectRandomMovesJudged(3, mover, 60);
  });
}

/** The flags `moveCircles` / `moveSpheres` write for one body's result. */
function flagsOf(m: MoveResult<Vec2 | Vec3>): number {
  return (
    (m.onFloor ? MOVE_FLOOR : 0) |
    (m.onWall ? MOVE_WALL : 0) |
    (m.onCeiling ? MOVE_CEILING : 0) |
    (m.blocked ? MOVE_BLOCKED : 0) |
    (m.contacts.length > 0 ? MOVE_CONTACT : 0)
  );
}

/**
 * `moveCircles` / `moveSpheres`: every body exactly as the single mover moves it, bit
 * for bit (centre, clipped displacement, flags), the count of bodies with a contact,
 * the optional outputs, and bad input named by its array or its body.
 */
export function batchMoveSuite(dim: 2 | 3, { movers: q }: MoveVariantUnderTest): void {
  const axes = dim === 2 ? (['x', 'y'] as const) : (['x', 'y', 'z'] as const);
  const make = (walls: number[]): Level2 | Level3 =>
    dim === 2
      ? createLevel2({ segments: Float64Array.from(walls) })
      : createLevel3({ triangles: Float64Array.from(walls) });
  const one = (level: Level2 | Level3, c: number[], r: number, d: number[], o?: MoveOptions3) =>
    dim === 2
      ? q.moveCircle(level as Level2, vec2(c), r, vec2(d), o as MoveOptions2)
      : q.moveSphere(level as Level3, vec3(c), r, vec3(d), o);
  const many = (
    level: Level2 | Level3,
    bodies: never,
    steps: never,
    out: never,
    o?: MoveOptions3,
  ) =>
    dim === 2
      ? q.moveCircles(level as Level2, bodies, steps, out, o as MoveOptions2)
      : q.moveSpheres(level as Level3, bodies, steps, out, o);
  const soa = (rows: number[][]) =>
    Object.fromEntries(axes.map((a, i) => [a, Float64Array.from(rows, (row) => row[i]!)]));

  it('every body as the single mover moves it, bit for bit', () => {
    fc.assert(
      fc.property(
        movesArbitrary(dim),
        moveOptionsArbitrary,
        fc.boolean(),
        ([walls, motions], options, full) => {
          const level = make(walls);
          const n = motions.length;
          const bodies = {
            ...soa(motions.map((m) => m.c)),
            r: Float64Array.from(motions, (m) => m.r),
          };
          const steps = soa(motions.map((m) => m.d));
          const out: Record<string, Float64Array | Uint8Array> = soa(motions.map(() => []));
          if (full) {
            for (const a of axes) out[`clipped${a.toUpperCase()}`] = new Float64Array(n);
            out.flags = new Uint8Array(n);
          }
          const touched = many(level, bodies as never, steps as never, out as never, options);
          let contacts = 0;
          motions.forEach(({ c, r, d }, i) => {
            const m = one(level, c, r, d, options);
            if (m.contacts.length > 0) contacts++;
            for (const a of axes) {
              expect(Object.is(out[a]![i], (m.c as Vec3)[a]), `body ${i}: ${a}`).toBe(true);
              if (full) {
                const clipped = out[`clipped${a.toUpperCase()}`]![i];
                expect(Object.is(clipped, (m.clipped as Vec3)[a])).toBe(true);
              }
            }
            if (full) expect(out.flags![i]).toBe(flagsOf(m));
          });
          expect(touched).toBe(contacts);
        },
      ),
      { numRuns: dim === 2 ? 60 : 30 },
    );
  });

  it('a body pressed into a floor: flags floor, contact, and the count', () => {
    // Body 0 lands on the floor y = 0 and slides on, body 1 moves in the air, body 2 is
    // pressed straight into the floor (its slide leaves nothing: blocked).
    const floor = dim === 2 ? [-10, 0, 10, 0] : FLOOR3;
    const rows = (xs: number[][]) => xs.map((v) => v.slice(0, dim));
    const bodies = {
      ...soa(
        rows([
          [0, 2, 0],
          [0, 5, 0],
          [1, 1, 1],
        ]),
      ),
      r: Float64Array.of(1, 1, 1),
    };
    const steps = soa(
      rows([
        [2, -4, 0],
        [1, 0, 1],
        [0, -1, 0],
      ]),
    );
    const out = { ...soa(rows([[], [], []])), flags: new Uint8Array(3) };
    expect(many(make(floor), bodies as never, steps as never, out as never)).toBe(2);
    expect(Array.from(out.flags)).toEqual([
      MOVE_FLOOR | MOVE_CONTACT,
      0,
      MOVE_FLOOR | MOVE_CONTACT | MOVE_BLOCKED,
    ]);
  });

  it('bad input is a RangeError naming the array or the body', () => {
    const level = make(dim === 2 ? [-10, 0, 10, 0] : FLOOR3);
    const bodies = {
      ...soa([
        [0, 2, 0],
        [0, 3, 0],
      ]),
      r: Float64Array.of(1, -1),
    };
    const steps = soa([
      [1, 0, 0],
      [1, 0, 0],
    ]);
    const call = (b: unknown, s: unknown, o: unknown) => () =>
      many(level, b as never, s as never, o as never);
    expect(call({ ...bodies, x: [0, 0] }, steps, soa([[], []]))).toThrow(
      /^bodies\.x must be a Float64Array/,
    );
    expect(call(bodies, steps, { ...soa([[], []]), flags: new Uint8Array(1) })).toThrow(
      /^out\.flags\.length must be >= 2/,
    );
    expect(call(bodies, steps, soa([[], []]))).toThrow(/^bodies\[1\]: r must be/);
  });
}
