/**
 * How the golden transcript writes an answer, for every part of the scenario: a vector
 * as its raw components, a call that refuses as `!` and its `RangeError`'s message.
 */
import type { Vec2, Vec3 } from '@swept/core';

/** A 2D vector: `x,y`. */
export function v2(v: Vec2): string {
  return `${v.x},${v.y}`;
}

/** A 3D vector: `x,y,z`. */
export function v3(v: Vec3): string {
  return `${v.x},${v.y},${v.z}`;
}

/**
 * An answer as written in the transcript, or `!` and the `RangeError`'s message when
 * the call refuses its input (a push out of a wall that would leave the Q16.16 range —
 * a wall never moves, so the call refuses, naming the axis and the exact raw value it
 * would have had; a move whose reach leaves the range).
 */
export function orRefusal<V>(answer: () => V, fmt: (v: V) => string): string {
  try {
    return fmt(answer());
  } catch (error) {
    if (error instanceof RangeError) return `! ${error.message}`;
    throw error;
  }
}
