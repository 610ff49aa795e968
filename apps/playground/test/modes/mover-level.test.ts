/**
 * The Mover mode's level does what the page says, with @swept/core's moveCircle
 * under the mode's rule and judged by the exact oracle: walking right from the
 * start the character climbs the stairs, fits the 2r tunnel (touching roof and
 * floor) and stops at the one 2⁻¹⁶ lower, never inside a wall, while its naive
 * twin squeezes in and ends inside; it drops to the bottom of the 2r shaft and
 * rests on the rim of the narrower one. Every leg of every move is judged by
 * the oracle's `judgeMoveExact`.
 */
import { createLevel2, moveCircle, type Vec2 } from '@swept/core';
import {
  judgeMoveExact,
  levelExact,
  ratFromDouble,
  sign,
  vecFromDoubles,
  wallMargin,
} from '@swept/oracle';
import { describe, expect, it } from 'vitest';
import { wallInside } from '../../src/exact.ts';
import {
  HAIR,
  MOVER_SEGMENTS,
  MOVER_START,
  MOVER_WALLS,
  MOVER_RADIUS as R,
} from '../../src/modes/mover-level.ts';
import {
  advance,
  type Body,
  FLOOR_COS,
  HERO_OPTIONS,
  RIGHT,
  UP,
} from '../../src/modes/platformer.ts';
import { naiveMove } from '../../src/naive.ts';
import { offsetFromSegment } from '../../src/segment.ts';

const level = createLevel2({ segments: MOVER_SEGMENTS });
const segments = MOVER_WALLS.map((w) => w.segment);

function named(name: string): readonly [Vec2, Vec2] {
  const found = MOVER_WALLS.find((w) => w.name === name);
  if (found === undefined) throw new Error(`no wall named ${name}`);
  return found.segment;
}

/** The exact sign of distance² − r² from the body at `c` to the named wall. */
function margin(c: Vec2, name: string): number {
  const [s0, s1] = named(name);
  return sign(
    wallMargin(vecFromDoubles(c), ratFromDouble(R), [vecFromDoubles(s0), vecFromDoubles(s1)]),
  );
}

/**
 * The oracle's verdict on a move from `from` along `legs`, against the walls within
 * its reach: r plus the legs' length plus 1 from `from`, a distance in doubles whose
 * error is far below that 1 (no other wall can come within r of a leg).
 */
function judged(from: Vec2, legs: readonly Vec2[]) {
  let reach = R + 1;
  legs.forEach((q, k) => {
    const p = k === 0 ? from : legs[k - 1]!;
    reach += Math.hypot(q.x - p.x, q.y - p.y);
  });
  const near = MOVER_WALLS.flatMap(({ segment: [s0, s1] }) => {
    const o = offsetFromSegment(from, s0, s1);
    return Math.hypot(o.x, o.y) <= reach ? [s0.x, s0.y, s1.x, s1.y] : [];
  });
  const level = levelExact(near, 2, 'double');
  return judgeMoveExact(level, ratFromDouble(R), vecFromDoubles(from), legs.map(vecFromDoubles));
}

/**
 * `frames` frames of the mode's rule with `keys` held, by the core's moveCircle; the
 * centres. Every move's legs are judged by the oracle: none ends inside a wall or
 * comes closer than r to one along the way.
 */
function run(start: Vec2, keys: number, frames: number): Vec2[] {
  const body: Body = { c: start, v: { x: 0, y: 0 }, onFloor: false };
  const path: Vec2[] = [];
  for (let k = 0; k < frames; k++) {
    const from = body.c;
    const move = advance(body, keys, (c, d) => moveCircle(level, c, R, d, HERO_OPTIONS));
    const verdict = judged(from, move.legs);
    expect([verdict.inside, verdict.through]).toEqual([-1, -1]);
    path.push(body.c);
  }
  return path;
}

describe('the Mover level', () => {
  it('has tunnels and shafts exactly 2r and 2r − 2⁻¹⁶ across', () => {
    const floor = named('floor, under the tunnels')[0].y;
    expect(floor - named('tunnel 2r, roof')[0].y).toBe(2 * R);
    expect(floor - named('tunnel 2r − 2⁻¹⁶, roof')[0].y).toBe(2 * R - HAIR);
    expect(named('shaft 2r, right')[0].x - named('shaft 2r, left')[0].x).toBe(2 * R);
    expect(named('shaft 2r − 2⁻¹⁶, right')[0].x - named('shaft 2r − 2⁻¹⁶, left')[0].x).toBe(
      2 * R - HAIR,
    );
    // One Q16.16 unit: the raw walls of @swept/fixed are the same numbers.
    expect(HAIR * 65536).toBe(1);
  });

  // Holding → from the start for 200 frames, computed once for the two tests that read it.
  let walked: Vec2[] | undefined;
  const walk = (): Vec2[] => {
    walked ??= run(MOVER_START, RIGHT, 200);
    return walked;
  };

  it('lets the character walk right over the stairs and through the 2r tunnel, never inside a wall', () => {
    expect(walk().every((c) => wallInside(c, R, segments) === -1)).toBe(true);
    // On the landing after the stairs: standing on it, r above it.
    expect(walk().some((c) => c.x > 240 && c.x < 300 && c.y === 520 - R)).toBe(true);
    // Under the 2r roof it touches roof and floor, exactly.
    const under = walk().filter((c) => c.x > 400 + R && c.x < 480 - R);
    expect(under.length).toBeGreaterThan(5);
    for (const c of under) {
      expect(margin(c, 'tunnel 2r, roof')).toBe(0);
      expect(margin(c, 'floor, under the tunnels')).toBe(0);
    }
  });

  it('stops the character at the tunnel 2r − 2⁻¹⁶ high, at the touch of its roof, the same every frame', () => {
    const end = walk().at(-1)!;
    // The roof's end (560, 528 + 2⁻¹⁶) is touched by a centre on the floor (y = 544) at
    // x = 560 − √(r² − (r − 2⁻¹⁶)²) ≈ 560 − 0.0221: the body stops before it, within 0.01.
    const touch = 560 - Math.sqrt(R * R - (R - HAIR) ** 2);
    expect(end.y).toBe(544);
    expect(end.x).toBeLessThanOrEqual(touch);
    expect(end.x).toBeGreaterThan(touch - 0.01);
    expect(margin(end, 'tunnel 2r − 2⁻¹⁶, roof')).toBeGreaterThanOrEqual(0);
    // Pressed against it by the same displacement, it stays put bit for bit.
    expect(
      walk()
        .slice(-20)
        .every((c) => c.x === end.x && c.y === end.y),
    ).toBe(true);
  });

  it('lets the naive twin, under the same keys, squeeze into that tunnel and end inside a wall', () => {
    const twin: Body = { c: MOVER_START, v: { x: 0, y: 0 }, onFloor: false };
    const inside: number[] = [];
    for (let k = 0; k < 200; k++) {
      advance(twin, RIGHT, (c, d) => naiveMove(segments, c, R, d, 4, UP, FLOOR_COS));
      const wall = wallInside(twin.c, R, segments);
      if (wall >= 0) inside.push(wall);
    }
    expect(twin.c.x).toBeGreaterThan(640);
    expect(inside.length).toBeGreaterThan(10);
    expect(inside.map((w) => MOVER_WALLS[w]!.name)).toContain('floor, under the tunnels');
  });

  it('drops a body above the 2r shaft to its bottom, touching both sides', () => {
    const end = run({ x: 690 + R, y: 500 }, 0, 40).at(-1)!;
    expect(end).toEqual({ x: 690 + R, y: 596 - R });
    expect(margin(end, 'shaft 2r, left')).toBe(0);
    expect(margin(end, 'shaft 2r, right')).toBe(0);
    expect(margin(end, 'shaft 2r, bottom')).toBe(0);
  });

  it('rests a body above the shaft 2r − 2⁻¹⁶ on its rim: it does not get in', () => {
    const path = run({ x: 760 + R - HAIR / 2, y: 500 }, 0, 40);
    const end = path.at(-1)!;
    // On both rim corners, 2r − 2⁻¹⁶ apart: the centre is √(r² − (r − 2⁻¹⁷)²) ≈ 0.0156 above them.
    const rest = 560 - Math.sqrt(R * R - (R - HAIR / 2) ** 2);
    expect(end.y).toBeLessThanOrEqual(rest);
    expect(end.y).toBeGreaterThan(rest - 0.01);
    expect(path.every((c) => wallInside(c, R, segments) === -1)).toBe(true);
  });
});
