/**
 * level/: what a mover is asked and what it answers — the options of `moveCircle` /
 * `moveSphere` (checked here, one `RangeError` per argument), the result's shape and
 * the caller-owned result the `…Into` forms write into.
 */
import type { Vec2, Vec3 } from '../types.ts';
import { describe } from '../validate/values.ts';
import type { CastOptions } from './level.ts';

/** What a mover does at a blocking contact. */
export type MoveResponse = 'slide' | 'stop' | 'bounce';

/** The options of a mover (all optional). */
export interface MoveOptions<V> extends CastOptions {
  /** `'slide'` (default): go on along the walls; `'stop'`: end at the first blocking touch; `'bounce'`: reflect. */
  response?: MoveResponse;
  /** For `'bounce'`: the share of the normal part reflected, `0…1` (default 1; raw `0…65536` in @swept/fixed). */
  restitution?: number;
  /** Legs at most, an integer in `[1, 64]` (default 4); a push-out at the start is one more. */
  maxLegs?: number;
  /** The unit "up" of the game (default `(0, 1)` / `(0, 1, 0)`; raw Q16.16 in @swept/fixed). */
  up?: V;
  /** A contact is a floor when `normal·up ≥ floorCos`, a ceiling when `≤ −floorCos`, else a wall (default 0.7; raw in @swept/fixed). */
  floorCos?: number;
}

/** One contact of a move. */
export interface MoveContact<V> {
  /** The leg that ended at it (the push-out's contact: leg 0 with `t = 0`). */
  leg: number;
  /** The pair query's `t` along that leg's displacement. */
  t: number;
  /** The wall's index in the level. */
  wall: number;
  /** The wall's point nearest to the body at the contact. */
  point: V;
  /** The contact normal (unit, raw in @swept/fixed): from the wall towards the body. */
  normal: V;
}

/** What a mover answers. */
export interface MoveResult<V> {
  /** The final centre (equals the last leg's end; the start when there is no leg). */
  c: V;
  /** The end of every leg, in order. */
  legs: V[];
  /** The contacts, in order. */
  contacts: MoveContact<V>[];
  /** The displacement not taken (zero when the whole motion was used). */
  remaining: V;
  /** The requested displacement with its parts into the contacts' planes removed (`'bounce'`: reflected): what a game applies to its velocity. */
  clipped: V;
  /** Some contact of this move was a floor (`normal·up ≥ floorCos`). */
  onFloor: boolean;
  /** Some contact of this move was a wall. */
  onWall: boolean;
  /** Some contact of this move was a ceiling (`normal·up ≤ −floorCos`). */
  onCeiling: boolean;
  /** The motion ended because the walls left no way on: a `'stop'` contact, a corner with no common direction, or a start no push frees. */
  blocked: boolean;
}

/** A 2D mover's result. */
export type MoveResult2 = MoveResult<Vec2>;
/** A 3D mover's result. */
export type MoveResult3 = MoveResult<Vec3>;
/** A 2D mover's options. */
export type MoveOptions2 = MoveOptions<Vec2>;
/** A 3D mover's options. */
export type MoveOptions3 = MoveOptions<Vec3>;
/** A 2D mover's contact. */
export type MoveContact2 = MoveContact<Vec2>;
/** A 3D mover's contact. */
export type MoveContact3 = MoveContact<Vec3>;

/** A fresh result to hand to `moveCircleInto` (2D); reused, it allocates nothing after the first calls. */
export function createMoveResult2(): MoveResult2 {
  return {
    c: { x: 0, y: 0 },
    legs: [],
    contacts: [],
    remaining: { x: 0, y: 0 },
    clipped: { x: 0, y: 0 },
    onFloor: false,
    onWall: false,
    onCeiling: false,
    blocked: false,
  };
}

/** A fresh result to hand to `moveSphereInto` (3D). */
export function createMoveResult3(): MoveResult3 {
  return {
    c: { x: 0, y: 0, z: 0 },
    legs: [],
    contacts: [],
    remaining: { x: 0, y: 0, z: 0 },
    clipped: { x: 0, y: 0, z: 0 },
    onFloor: false,
    onWall: false,
    onCeiling: false,
    blocked: false,
  };
}

/** The checked options of one move, in the variant's units. */
export interface MoveSettings {
  response: MoveResponse;
  restitution: number;
  maxLegs: number;
  readonly up: Float64Array;
  floorCos: number;
}

/** Settings to be filled by {@link moveSettings}, one object per course. */
export function createMoveSettings(): MoveSettings {
  return { response: 'slide', restitution: 1, maxLegs: 4, up: new Float64Array(3), floorCos: 0.7 };
}

/** The units a variant reads the options in: doubles (`one = 1`) or raw Q16.16 (`one = 65536`). */
export interface OptionUnits {
  readonly one: number;
  /** `true`: every number must be an integer (raw). */
  readonly integers: boolean;
}

const RESPONSES: readonly MoveResponse[] = ['slide', 'stop', 'bounce'];

function number(name: string, v: unknown, lo: number, hi: number, units: OptionUnits): number {
  if (!(typeof v === 'number' && v >= lo && v <= hi && (!units.integers || Number.isInteger(v)))) {
    const kind = units.integers ? 'an integer' : 'a number';
    throw new RangeError(`options.${name} must be ${kind} in [${lo}, ${hi}] (got ${describe(v)})`);
  }
  return v;
}

/**
 * Checks a mover's options into `out` (a `RangeError` naming the option, before anything
 * moves); the filter bits are the cast's (`castFilter`).
 */
export function moveSettings(
  options: MoveOptions<Vec2> | MoveOptions<Vec3> | undefined,
  dim: 2 | 3,
  units: OptionUnits,
  out: MoveSettings,
): void {
  const one = units.one;
  out.response = 'slide';
  out.restitution = one;
  out.maxLegs = 4;
  out.floorCos = units.integers ? Math.floor(0.7 * one) : 0.7;
  out.up[0] = 0;
  out.up[1] = one;
  out.up[2] = 0;
  if (options === undefined) return;
  if (typeof options !== 'object' || options === null) {
    throw new RangeError(`options must be an object (got ${describe(options)})`);
  }
  if (options.response !== undefined) {
    if (!RESPONSES.includes(options.response)) {
      throw new RangeError(
        `options.response must be 'slide', 'stop' or 'bounce' (got ${describe(options.response)})`,
      );
    }
    out.response = options.response;
  }
  if (options.restitution !== undefined) {
    out.restitution = number('restitution', options.restitution, 0, one, units);
  }
  if (options.maxLegs !== undefined) {
    const m = options.maxLegs;
    if (!(typeof m === 'number' && Number.isInteger(m) && m >= 1 && m <= 64)) {
      throw new RangeError(`options.maxLegs must be an integer in [1, 64] (got ${describe(m)})`);
    }
    out.maxLegs = m;
  }
  if (options.floorCos !== undefined) {
    out.floorCos = number('floorCos', options.floorCos, 0, one, units);
  }
  if (options.up !== undefined) upVector(options.up, dim, units, out.up);
}

/** Checks `options.up`: finite (raw: integers), of unit length within `2^-20` (raw: `2^-12`). */
function upVector(up: unknown, dim: 2 | 3, units: OptionUnits, out: Float64Array): void {
  const keys = dim === 2 ? (['x', 'y'] as const) : (['x', 'y', 'z'] as const);
  if (typeof up !== 'object' || up === null) {
    throw new RangeError(`options.up must be a vector (got ${describe(up)})`);
  }
  let ll = 0;
  for (let a = 0; a < dim; a++) {
    const v = (up as Record<string, unknown>)[keys[a]!];
    const limit = 2 * units.one;
    if (
      !(typeof v === 'number' && Math.abs(v) <= limit && (!units.integers || Number.isInteger(v)))
    ) {
      const kind = units.integers ? 'an integer' : 'a finite number';
      throw new RangeError(`options.up.${keys[a]} must be ${kind} (got ${describe(v)})`);
    }
    out[a] = v;
    ll += v * v;
  }
  const one2 = units.one * units.one;
  const slack = units.integers ? one2 * 2 ** -12 : 2 ** -20;
  if (!(Math.abs(ll - one2) <= slack)) {
    throw new RangeError(
      `options.up must be a unit vector (${units.integers ? 'length 65536 raw' : 'length 1'}) (got length² ${ll})`,
    );
  }
  if (dim === 2) out[2] = 0;
}
