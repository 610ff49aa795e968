/**
 * @swept/fixed's range rule for pushes (docs/contract.md, "the range's edge is a wall"):
 * every position a separation returns lies within ±(2^31 − 1); where a push cannot stay
 * inside — a wall never moves, nor does an immovable body (mass `Infinity`) — the call
 * refuses with a `RangeError` naming the body that would leave, the axis, and where it
 * would be (`c cannot be separated from the segment within the Q16.16 range ±2147483647:
 * c.y would be 2147614719 raw`).
 *
 * Judged by translation, not by the code under test alone: a push depends only on where
 * the bodies are relative to each other (every step is integer arithmetic on
 * differences), so the same case moved to the middle of the range, far from every edge,
 * gives the push there (itself judged by the post-conditions like any other case); moved
 * back, it leaves the range exactly when the call must refuse, on the axis and at the
 * value the message names.
 */
import { RAW_MAX } from '../cases/units.ts';
import type { SeparateArgs, Vec, WallArgs } from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { fmt, numbersIn } from './util.ts';

const AXES = ['x', 'y', 'z'] as const;

/** The refusal messages of the range rule: a wall push, or a push away from an immovable body. */
const REFUSAL = /^([abc]) cannot be separated from /;

/** True for the `RangeError` the range rule throws (any other error stays a violation). */
export function isRangeRefusal(error: unknown): error is RangeError {
  return error instanceof RangeError && REFUSAL.test(error.message);
}

/** The first axis of `v` outside ±(2^31 − 1), and its value. */
export function outsideRange(v: Vec): { axis: string; value: number } | undefined {
  const coordinates: Partial<Record<(typeof AXES)[number], number>> = v;
  for (const axis of AXES) {
    const value = coordinates[axis];
    if (value !== undefined && Math.abs(value) > RAW_MAX) return { axis, value };
  }
  return undefined;
}

/** The positions a fixed separation returned that lie outside the range, as violations. */
export function positionsOutsideRange(positions: Record<string, Vec>): string[] {
  return Object.entries(positions).flatMap(([name, v]) => {
    const out = outsideRange(v);
    return out === undefined
      ? []
      : [`returned ${name}.${out.axis} = ${out.value}, outside ±${RAW_MAX}: ${fmt(v)}`];
  });
}

/** The middle of the points' bounding box, per axis (integers): the translation to undo. */
function middle(points: readonly Vec[]): number[] {
  const dim = numbersIn(points[0]).length;
  return Array.from({ length: dim }, (_, i) => {
    const values = points.map((p) => numbersIn(p)[i]!);
    return Math.floor((Math.max(...values) + Math.min(...values)) / 2);
  });
}

function shift(v: Vec, by: readonly number[], sign: 1 | -1): Vec {
  const moved = numbersIn(v).map((x, i) => x + sign * by[i]!);
  const [x = 0, y = 0, z] = moved;
  return z === undefined ? { x, y } : { x, y, z };
}

/** The message a refusal must carry for `body` leaving on `out`. */
function refusalMessage(body: string, from: string, out: { axis: string; value: number }): string {
  return (
    `${body} cannot be separated from ${from} within the Q16.16 range ±${RAW_MAX}: ` +
    `${body}.${out.axis} would be ${out.value} raw`
  );
}

/** Violations of a refused push out of a wall (`separateCircleSegment`, `separateSphereTriangle`). */
export function judgeWallRefusal(variant: Variant, a: WallArgs, error: RangeError): string[] {
  const dim = numbersIn(a.c0).length;
  const t = middle([a.c0, ...a.wall]);
  const c = shift(a.c0, t, -1);
  const wall = a.wall.map((w) => shift(w, t, -1));
  let inMiddle: Vec;
  try {
    inMiddle =
      dim === 2
        ? variant.api.separateCircleSegment(c, a.r, wall[0], wall[1])
        : variant.api.separateSphereTriangle(c, a.r, wall[0], wall[1], wall[2]);
  } catch (again) {
    return [`refused (${error.message}), and refused in the middle of the range too: ${again}`];
  }
  const expected = shift(inMiddle, t, 1);
  const out = outsideRange(expected);
  if (out === undefined) {
    return [`refused (${error.message}), yet the push lands in range at ${fmt(expected)}`];
  }
  const message = refusalMessage('c', dim === 2 ? 'the segment' : 'the triangle', out);
  return error.message === message ? [] : [`refused with "${error.message}", not "${message}"`];
}

/** Violations of a refused separation of two bodies (`separateCircles`, `separateSpheres`). */
export function judgePairRefusal(
  variant: Variant,
  s: SeparateArgs,
  dim: 2 | 3,
  error: RangeError,
): string[] {
  const immovableA = s.ma === Number.POSITIVE_INFINITY;
  const immovableB = s.mb === Number.POSITIVE_INFINITY;
  if (immovableA === immovableB) {
    return [`refused (${error.message}), but only a push away from an immovable body may be`];
  }
  const t = middle([s.a, s.b]);
  const separate = dim === 2 ? variant.api.separateCircles : variant.api.separateSpheres;
  let inMiddle: { a: Vec; b: Vec };
  try {
    inMiddle = separate(shift(s.a, t, -1), s.ra, s.ma, shift(s.b, t, -1), s.rb, s.mb);
  } catch (again) {
    return [`refused (${error.message}), and refused in the middle of the range too: ${again}`];
  }
  const [body, other] = immovableB ? ['a', 'b'] : ['b', 'a'];
  const expected = shift(inMiddle[body as 'a' | 'b'], t, 1);
  const out = outsideRange(expected);
  if (out === undefined) {
    return [`refused (${error.message}), yet ${body} lands in range at ${fmt(expected)}`];
  }
  const message = refusalMessage(body, `${other} (immovable)`, out);
  return error.message === message ? [] : [`refused with "${error.message}", not "${message}"`];
}
