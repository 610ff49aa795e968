/**
 * moveSphere / moveSphereInto of @swept/fixed: hand-built levels of triangles whose
 * answers are derived in the comments (raw Q16.16: 65536 is one unit), the contract's
 * guarantees one by one (the crease of an acute groove among them), and random levels
 * on a raw grid judged leg by leg by the exact oracle.
 */
import * as core from '@swept/core';
import { describe, expect, it } from 'vitest';
import { expectSameBits } from '../../../core/test/level-cases.ts';
import {
  createLevel2,
  createLevel3,
  createMoveResult3,
  type Level3,
  type MoveOptions3,
  type MoveResult3,
  moveSphere,
  moveSphereInto,
  type Vec3,
} from '../../src/index.ts';
import {
  framesChecked as frames,
  judgedProperties,
  moveChecked as move,
  ONE,
} from './move-cases.ts';

/** The walls in raw units. */
const raw = (units: number[]) => units.map((v) => v * ONE);

/** Two triangles spanning the quad `a b c d` (corners in order), as 18 numbers. */
const quad = (a: number[], b: number[], c: number[], d: number[]) => [
  ...a,
  ...b,
  ...c,
  ...a,
  ...c,
  ...d,
];

/** The floor y = 0 over x, z ∈ [−10, 10] (two triangles), in raw units. */
const FLOOR = raw(quad([-10, 0, -10], [10, 0, -10], [10, 0, 10], [-10, 0, 10]));

describe('fixed moveSphere', () => {
  it('nothing in the way: c + d exactly, one leg, no contact', () => {
    const m = move(FLOOR, { x: 1, y: 5 * ONE, z: -3 }, ONE, { x: 7, y: 9, z: -11 });
    expect(m.c).toEqual({ x: 8, y: 5 * ONE + 9, z: -14 });
    expect(m.legs).toEqual([m.c]);
    expect(m.contacts).toEqual([]);
  });

  it('slide: down onto the floor at t = 1/4, then along it (the JSDoc example)', () => {
    // From (0, 2, 0) by (3, −4, 1), r = 1: y = 1 at t = 1/4 (16384 raw), at
    // (0.75, 1, 0.25); the floor's normal (0, 65536, 0) clips the rest to (2.25, 0, 0.75).
    const m = move(FLOOR, { x: 0, y: 2 * ONE, z: 0 }, ONE, { x: 3 * ONE, y: -4 * ONE, z: ONE });
    expect(m.legs).toEqual([
      { x: 49152, y: ONE, z: 16384 },
      { x: 3 * ONE, y: ONE, z: ONE },
    ]);
    expect(m.contacts).toHaveLength(1);
    expect(m.contacts[0]).toMatchObject({ leg: 0, t: 16384, normal: { x: 0, y: ONE, z: 0 } });
    expect(m.clipped).toEqual({ x: 3 * ONE, y: 0, z: ONE });
    expect([m.onFloor, m.onWall, m.onCeiling, m.blocked]).toEqual([true, false, false, false]);
  });

  it('stop and bounce: the first touch; the normal part reflected by the restitution', () => {
    // From (0, 3, 0) by (2, −4, −2), r = 1: y = 1 at t = 1/2, at (1, 1, −1); the rest (1, −2, −1).
    const c = { x: 0, y: 3 * ONE, z: 0 };
    const d = { x: 2 * ONE, y: -4 * ONE, z: -2 * ONE };
    const stop = move(FLOOR, c, ONE, d, { response: 'stop' });
    expect(stop.c).toEqual({ x: ONE, y: ONE, z: -ONE });
    expect(stop.remaining).toEqual({ x: ONE, y: -2 * ONE, z: -ONE });
    expect(stop.blocked).toBe(true);
    // Restitution 65536: the rest becomes (1, 2, −1), so c = (2, 3, −2).
    const full = move(FLOOR, c, ONE, d, { response: 'bounce' });
    expect(full.c).toEqual({ x: 2 * ONE, y: 3 * ONE, z: -2 * ONE });
    expect(full.clipped).toEqual({ x: 2 * ONE, y: 4 * ONE, z: -2 * ONE });
    // Restitution 32768: the reflected normal part halves: −2 → 1, so c = (2, 2, −2).
    const half = move(FLOOR, c, ONE, d, { response: 'bounce', restitution: 32768 });
    expect(half.c).toEqual({ x: 2 * ONE, y: 2 * ONE, z: -2 * ONE });
    expect(half.clipped).toEqual({ x: 2 * ONE, y: 2 * ONE, z: -2 * ONE });
  });

  it('seam-free: across a floor of 72 coplanar triangles, height bit for bit, no shared edge blocks (7)', () => {
    // Unit squares over x, z ∈ [−3, 3], each split along its diagonal x − z = i − j.
    // Resting on it (y = r), the body crosses edges, and from the corner (−2, −2) along
    // (1, 0, 1) runs on a diagonal itself: every touch is a graze, so c + d exactly.
    const walls: number[] = [];
    for (let i = -3; i < 3; i++) {
      for (let j = -3; j < 3; j++) {
        walls.push(...raw(quad([i, 0, j], [i + 1, 0, j], [i + 1, 0, j + 1], [i, 0, j + 1])));
      }
    }
    const paths: [Vec3, Vec3][] = [
      [
        { x: -2.5 * ONE, y: ONE, z: 0 },
        { x: 52429, y: 0, z: 0 },
      ],
      [
        { x: -2 * ONE, y: ONE, z: -2 * ONE },
        { x: 26214, y: 0, z: 26214 },
      ],
      [
        { x: -2.5 * ONE, y: ONE, z: ONE },
        { x: 40000, y: 0, z: -14001 },
      ],
    ];
    for (const [start, step] of paths) {
      const at = frames(walls, start, ONE, step, 6);
      at.forEach((p, f) => {
        expect(p).toEqual({ x: start.x + (f + 1) * step.x, y: ONE, z: start.z + (f + 1) * step.z });
      });
    }
    // With gravity the height stays and nothing blocks (a shared edge met at the same
    // floored t may clip instead of the face: a tilt of a few raw units, see circle-level).
    const level = createLevel3({ triangles: Float64Array.from(walls) });
    let p = { x: -2 * ONE, y: ONE, z: -2 * ONE };
    for (let f = 0; f < 6; f++) {
      const m = move(walls, p, ONE, { x: 26214, y: -ONE / 8, z: 26214 }, undefined, level);
      expect(m.c.y).toBe(ONE);
      expect(m.blocked).toBe(false);
      p = m.c;
    }
  });

  it('a slot exactly 2r high lets the body through; one raw unit lower stops it (2)', () => {
    // Floor y = 0 and ceiling y = h over x ∈ [0, 10]; the body (r = 1) at y = 1.
    const slot = (h: number) => [
      ...raw(quad([0, 0, -10], [10, 0, -10], [10, 0, 10], [0, 0, 10])),
      ...quad(
        [0, h, -10 * ONE],
        [10 * ONE, h, -10 * ONE],
        [10 * ONE, h, 10 * ONE],
        [0, h, 10 * ONE],
      ),
    ];
    const c = { x: -5 * ONE, y: ONE, z: 0 };
    const d = { x: 10 * ONE, y: 0, z: 0 };
    const wide = move(slot(2 * ONE), c, ONE, d);
    expect(wide.c).toEqual({ x: 5 * ONE, y: ONE, z: 0 });
    expect(wide.contacts).toEqual([]);
    const narrow = move(slot(2 * ONE - 1), c, ONE, d);
    for (const p of narrow.legs) expect(p.x).toBeLessThan(0);
    // A square hole 2 wide in a floor lets it fall through; 2 − 2^-16 wide does not.
    const holed = (w: number) => [
      ...quad(
        [-10 * ONE, 0, -10 * ONE],
        [10 * ONE, 0, -10 * ONE],
        [10 * ONE, 0, -ONE],
        [-10 * ONE, 0, -ONE],
      ),
      ...quad(
        [-10 * ONE, 0, ONE],
        [10 * ONE, 0, ONE],
        [10 * ONE, 0, 10 * ONE],
        [-10 * ONE, 0, 10 * ONE],
      ),
      ...quad([-10 * ONE, 0, -ONE], [-ONE, 0, -ONE], [-ONE, 0, ONE], [-10 * ONE, 0, ONE]),
      ...quad([w - ONE, 0, -ONE], [10 * ONE, 0, -ONE], [10 * ONE, 0, ONE], [w - ONE, 0, ONE]),
    ];
    const top = { x: 0, y: 5 * ONE, z: 0 };
    const down = { x: 0, y: -10 * ONE, z: 0 };
    expect(move(holed(2 * ONE), top, ONE, down).c).toEqual({ x: 0, y: -5 * ONE, z: 0 });
    expect(move(holed(2 * ONE - 1), top, ONE, down).c.y).toBeGreaterThan(0);
  });

  it('pressed into a corner by the same d: the same position every frame (5)', () => {
    // Floor y = 0 (x ≤ 0), walls x = 0 and z = 0: from (−3, 3, −3) by (4, −4, 4) the body
    // (r = 1) meets all three at t = 1/2, at (−1, 1, −1); no direction is left.
    const walls = raw([
      ...quad([-10, 0, -10], [0, 0, -10], [0, 0, 0], [-10, 0, 0]),
      ...quad([0, 0, -10], [0, 10, -10], [0, 10, 0], [0, 0, 0]),
      ...quad([-10, 0, 0], [0, 0, 0], [0, 10, 0], [-10, 10, 0]),
    ]);
    const at = frames(
      walls,
      { x: -3 * ONE, y: 3 * ONE, z: -3 * ONE },
      ONE,
      { x: 4 * ONE, y: -4 * ONE, z: 4 * ONE },
      10,
    );
    for (const p of at) expect(p).toEqual({ x: -ONE, y: ONE, z: -ONE });
  });

  it('an acute groove: the single clips go into the other wall, the crease does not (4, 5)', () => {
    // Walls through the z axis rising along (∓1, 2, 0): normals (±2, 1, 0)/√5, whose
    // dot is −3/5 < 0, so clipping by one goes into the other; the crease is z. From
    // (0, 5, 0) by (0, −10, 4) (r = 1) the body drops to the bottom, y = √5 (at distance
    // 1 from both), and slides along z: every z of d is kept, z = 4, up to the floored
    // t and the roundings towards the legs' starts, a few raw units.
    const walls = raw([
      ...quad([0, 0, -10], [0, 0, 10], [-5, 10, 10], [-5, 10, -10]),
      ...quad([0, 0, -10], [0, 0, 10], [5, 10, 10], [5, 10, -10]),
    ]);
    const d = { x: 0, y: -10 * ONE, z: 4 * ONE };
    const m = move(walls, { x: 0, y: 5 * ONE, z: 0 }, ONE, d);
    expect(m.blocked).toBe(false);
    expect(Math.abs(m.c.z - 4 * ONE)).toBeLessThan(16);
    expect(Math.abs(m.c.x)).toBeLessThan(16);
    // √5·65536 = 146543.7…: never below (never inside), a few raw units above.
    expect(m.c.y).toBeGreaterThanOrEqual(146544);
    expect(m.c.y).toBeLessThan(146544 + 16);
    // Pressed straight down into it: it arrives, then stays, bit for bit.
    const at = frames(walls, { x: 0, y: 5 * ONE, z: 0 }, ONE, { x: 0, y: -4 * ONE, z: 0 }, 10);
    const still = at.findIndex((p, f) => f > 0 && p.y === at[f - 1]!.y && p.x === at[f - 1]!.x);
    expect(still).toBeGreaterThan(0);
    expect(still).toBeLessThan(6);
    for (const p of at.slice(still)) expectSameBits(p, at[still]);
  });

  it('starting inside a triangle: pushed out first (leg 0, t = 0), then it moves (3)', () => {
    // Sunk to y = 1/2 in the floor: pushed to (0, 1, 0) along (0, 65536, 0), then (2, 0, 1).
    const m = move(FLOOR, { x: 0, y: ONE / 2, z: 0 }, ONE, { x: 2 * ONE, y: 0, z: ONE });
    expect(m.legs).toEqual([
      { x: 0, y: ONE, z: 0 },
      { x: 2 * ONE, y: ONE, z: ONE },
    ]);
    expect(m.contacts).toHaveLength(1);
    expect(m.contacts[0]).toMatchObject({ leg: 0, t: 0, normal: { x: 0, y: ONE, z: 0 } });
    // Touching and moving away: not blocked, c + d exactly.
    const away = move(FLOOR, { x: 0, y: ONE, z: 0 }, ONE, { x: ONE, y: ONE, z: ONE });
    expect(away.c).toEqual({ x: ONE, y: 2 * ONE, z: ONE });
    expect(away.contacts).toEqual([]);
  });

  it('floor, wall, ceiling with a custom up (z up)', () => {
    // The plane z = 0; the body falls onto it along −z: normal (0, 0, 65536).
    const ground = raw(quad([-10, -10, 0], [10, -10, 0], [10, 10, 0], [-10, 10, 0]));
    const c = { x: 0, y: 0, z: 3 * ONE };
    const d = { x: 0, y: 0, z: -4 * ONE };
    const kinds = (m: MoveResult3) => [m.onFloor, m.onWall, m.onCeiling];
    expect(kinds(move(ground, c, ONE, d))).toEqual([false, true, false]);
    expect(kinds(move(ground, c, ONE, d, { up: { x: 0, y: 0, z: ONE } }))).toEqual([
      true,
      false,
      false,
    ]);
    expect(kinds(move(ground, c, ONE, d, { up: { x: 0, y: 0, z: -ONE } }))).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('an acute wedge, degenerate and coincident triangles: at most maxLegs legs (+1) (6)', () => {
    // A wedge of half-angle atan(1/10) opening along +x, a triangle that is a point, one
    // that is a segment, and the upper side three times over.
    const upper = quad([0, 0, -10], [10, 1, -10], [10, 1, 10], [0, 0, 10]);
    const walls = raw([
      ...upper,
      ...quad([0, 0, -10], [10, -1, -10], [10, -1, 10], [0, 0, 10]),
      ...[3, 0, 0, 3, 0, 0, 3, 0, 0],
      ...[4, 0, -1, 4, 0, 1, 4, 0, 3],
      ...upper,
      ...upper,
    ]);
    for (const response of ['slide', 'stop', 'bounce'] as const) {
      for (const maxLegs of [1, 2, 4, 16, 64]) {
        for (const r of [0, ONE / 8, ONE / 4]) {
          const m = move(
            walls,
            { x: 9 * ONE, y: 0, z: 0 },
            r,
            { x: -20 * ONE, y: 3, z: 5 },
            {
              response,
              maxLegs,
            },
          );
          // The wedge is closed at its tip: x < 0 is beyond a wall.
          expect(m.c.x).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });

  it('tiny raw moves: never longer than d, never against it (cases the judged properties found)', () => {
    // d = (0, −36, −30) raw: the clip of what remains after t = 1/2, (0, −18, −15), by a
    // tilted normal rounded out of the plane came out longer than d in all.
    move(
      [0, 3, 3, 0, -6, -3, -3, 0, 0],
      { x: 0, y: 21, z: 18 },
      0,
      { x: 0, y: -36, z: -30 },
      {
        maxLegs: 2,
      },
    );
    // d = (1005, 2, 2) raw: after a clip the rest is nearly square to d, and a short leg
    // rounded towards its start per axis went (0, −1, 0), against d.
    const walls = [-4, 5, 6, -2, -4, -6, -4, 5, 0, 0, -1, 4, 2, 0, 0, -3, -4, -3];
    move(walls, { x: -5, y: -2, z: -2 }, 2, { x: 1005, y: 2, z: 2 }, { maxLegs: 2 });
  });

  it('moveSphereInto: the same answer as moveSphere, into the caller’s result', () => {
    const level = createLevel3({ triangles: Float64Array.from(FLOOR) });
    const out = createMoveResult3();
    const c = { x: 0, y: 2 * ONE, z: 0 };
    const d = { x: 3 * ONE, y: -4 * ONE, z: ONE };
    expect(moveSphereInto(level, c, ONE, d, out)).toBe(out);
    expectSameBits(out, moveSphere(level, c, ONE, d));
  });

  it('bad input: a RangeError naming the argument', () => {
    const level = createLevel3({ triangles: Float64Array.from(FLOOR) });
    const c = { x: 0, y: ONE, z: 0 };
    const d = { x: ONE, y: 0, z: 0 };
    const bad = (options: unknown) => () => moveSphere(level, c, ONE, d, options as MoveOptions3);
    expect(bad({ up: { x: 0, y: ONE, z: 0.5 } })).toThrow(/^options.up.z must be an integer/);
    expect(bad({ up: { x: 0, y: ONE } })).toThrow(/^options.up.z must be an integer/);
    expect(bad({ up: { x: ONE, y: ONE, z: 0 } })).toThrow(/^options.up must be a unit vector/);
    expect(bad({ restitution: -1 })).toThrow(
      /^options.restitution must be an integer in \[0, 65536\]/,
    );
    expect(() => moveSphere(level, { x: 0, y: 0, z: 2 ** 31 }, ONE, d)).toThrow(
      /^c.z must be an integer raw value/,
    );
    expect(() => moveSphere(level, c, ONE, { x: 0, y: 0, z: 0.25 })).toThrow(
      /^d.z must be an integer raw value/,
    );
    const coreLevel = core.createLevel3({ triangles: Float64Array.of(0, 0, 0, 1, 0, 0, 0, 0, 1) });
    expect(() => moveSphere(coreLevel, c, ONE, d)).toThrow(
      /^level must be a level made by createLevel3 of @swept\/fixed/,
    );
    const flat = createLevel2({ segments: Float64Array.of(0, 0, ONE, 0) });
    expect(() => moveSphere(flat as unknown as Level3, c, ONE, d)).toThrow(
      'level must be a level made by createLevel3 of @swept/fixed (got a 2D level of @swept/fixed)',
    );
  });

  describe('random levels on a raw grid, judged by the exact oracle', () => {
    judgedProperties(3, 200);
  });
});
