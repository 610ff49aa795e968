/**
 * The range rule of a separation: the edge of the Q16.16 range is a wall.
 *
 * On one axis, A moves by `−s` and B by `e − s` (`e` the whole push, `s` A's
 * mass share). If that would carry a body past ±(2^31 − 1), the body stops
 * at the edge and the other one takes the rest of the push: `s` is moved to
 * the nearest share that keeps both in range. `e`, and so the relative
 * vector `b − a` the separation chose, is unchanged: the bodies still do not
 * overlap, exactly, and every later call accepts the positions. An
 * immovable body (mass `Infinity`) is never moved by this rule.
 *
 * A share that keeps both in range always exists: the shares that keep A
 * in range form `[a − M, a + M]`, those for B `[b + e − M, b + e + M]`
 * (`M = 2^31 − 1`), and they meet iff `|b + e − a| ≤ 2M`. That is the new
 * relative component `t`, which the separation builds as `round(r·nᵢ)`
 * (at most `r`, an integer) lengthened by one unit at a time only while
 * `|t|² < r²`, so `|tᵢ| ≤ r = ra + rb ≤ 2M`. The rule fails only for an
 * immovable body: when the movable one would have to leave the range, it
 * throws a `RangeError` naming that body; the inputs are untouched (they
 * never are).
 *
 * A wall (the segment of `separateCircleSegment`, the triangle of
 * `separateSphereTriangle`) is immovable in the same way: the pushed centre
 * must itself lie within the range, or the call refuses
 * ({@link checkPushedInRange}).
 */
import { RAW_MAX } from '../validate.ts';

/**
 * A's share `s` on one axis, moved to the nearest share that keeps both bodies in range;
 * `names` are the bodies' parameter names in the error (`a` and `b` unless given).
 */
export function shareInRange(
  axis: string,
  a: number,
  b: number,
  e: number,
  s: number,
  ma: number,
  mb: number,
  names: readonly [string, string] = ['a', 'b'],
): number {
  // A stays in range for s ∈ [a − M, a + M], B for s ∈ [b + e − M, b + e + M].
  // Every value is an integer below 2^35: exact.
  const be = b + e;
  const lo = Math.max(a - RAW_MAX, be - RAW_MAX);
  const hi = Math.min(a + RAW_MAX, be + RAW_MAX);
  if (s >= lo && s <= hi) return s;
  if (ma !== Number.POSITIVE_INFINITY && mb !== Number.POSITIVE_INFINITY) {
    return s < lo ? lo : hi;
  }
  // One body is immovable (its share is all or nothing); the other would leave the range.
  const movable = ma === Number.POSITIVE_INFINITY ? 1 : 0;
  const name = names[movable];
  const other = names[1 - movable];
  const where = movable === 0 ? a - s : be - s;
  throw new RangeError(
    `${name} cannot be separated from ${other} (immovable) within the Q16.16 range ` +
      `±${RAW_MAX}: ${name}.${axis} would be ${where} raw`,
  );
}

const AXES = ['x', 'y', 'z'] as const;

/**
 * The range rule of a push out of a wall (which never moves, so it is the
 * immovable case above): the pushed centre `p` must lie within ±(2^31 − 1),
 * or a `RangeError` names `c`, the axis and where it would be, and the call
 * returns nothing (its inputs are never changed). A result outside the range
 * would be refused by every later call; moving it back would leave it
 * overlapping the wall.
 */
export function checkPushedInRange(p: { x: number; y: number; z?: number }, wall: string): void {
  for (const axis of AXES) {
    const v = p[axis];
    if (v !== undefined && (v > RAW_MAX || v < -RAW_MAX)) {
      throw new RangeError(
        `c cannot be separated from ${wall} within the Q16.16 range ±${RAW_MAX}: ` +
          `c.${axis} would be ${v} raw`,
      );
    }
  }
}
