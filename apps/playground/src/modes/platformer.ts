/**
 * The Mover mode's game rule, one frame at a time: the keys held and the body's
 * velocity give the displacement the frame asks for (run, gravity, a jump from a
 * floor); the move's answer gives the body its new centre, its velocity (the
 * clipped displacement: what the walls left of it) and whether it stands on a
 * floor. The swept character and its naive twin follow the same rule; only
 * their moves differ. Every constant is a multiple of 2⁻¹⁶, so @swept/fixed
 * reads the same numbers.
 */
import type { MoveOptions2, Vec2 } from '@swept/core';

/** Bits of the keys held in a frame. */
export const LEFT = 1;
export const RIGHT = 2;
export const JUMP = 4;

/** Units a frame: running speed, gravity's pull, a jump's start speed, the fastest fall. */
export const SPEED = 4;
export const GRAVITY = 0.5;
export const JUMP_SPEED = 9;
export const MAX_FALL = 12;

/** "Up" on a screen whose y points down. */
export const UP: Vec2 = { x: 0, y: -1 };

/** A contact is a floor when its normal·up ≥ this (the movers' default), a ceiling when ≤ −this. */
export const FLOOR_COS = 0.7;

/** The character's move: slide along the walls, floors facing {@link UP}. */
export const HERO_OPTIONS: MoveOptions2 = { response: 'slide', up: UP, floorCos: FLOOR_COS };

/** A body of the game: its centre, its velocity (units a frame), and whether it stood on a floor. */
export interface Body {
  c: Vec2;
  v: Vec2;
  onFloor: boolean;
}

/** What a move answers that the rule reads. */
export interface Moved {
  c: Vec2;
  clipped: Vec2;
  onFloor: boolean;
}

/** The displacement the frame asks for: run left or right, fall, or jump from a floor. */
export function intent(keys: number, body: Body): Vec2 {
  const run = (keys & RIGHT ? 1 : 0) - (keys & LEFT ? 1 : 0);
  const vy = keys & JUMP && body.onFloor ? -JUMP_SPEED : Math.min(body.v.y + GRAVITY, MAX_FALL);
  return { x: run * SPEED, y: vy };
}

/** One frame: `move` takes the body from its centre by the {@link intent}; the body keeps its answer. */
export function advance<M extends Moved>(
  body: Body,
  keys: number,
  move: (c: Vec2, d: Vec2) => M,
): M {
  const moved = move(body.c, intent(keys, body));
  body.c = moved.c;
  body.v = moved.clipped;
  body.onFloor = moved.onFloor;
  return moved;
}
