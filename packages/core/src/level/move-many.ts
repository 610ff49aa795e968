/**
 * level/: many bodies moved through a level, each on its own (body–body contacts stay
 * the scenes' job): structure-of-arrays in, structure-of-arrays out, one reused result,
 * so a crowd or a hail of projectiles allocates nothing per frame.
 */
import type { Vec2, Vec3 } from '../types.ts';
import { describe } from '../validate/values.ts';
import { type MoveVariant, moveWith } from './move.ts';
import { createMoveResult3, type MoveOptions, type MoveResult } from './move-options.ts';

/** The bodies of `moveCircles`: centre and radius per body, as `Float64Array`s. */
export interface MoverBodies2 {
  /** Each body's centre, x. */
  x: Float64Array;
  /** Each body's centre, y. */
  y: Float64Array;
  /** Each body's radius. */
  r: Float64Array;
}

/** The bodies of `moveSpheres`. */
export interface MoverBodies3 extends MoverBodies2 {
  /** Each body's centre, z. */
  z: Float64Array;
}

/** Each body's displacement for this frame. */
export interface MoverDisplacements2 {
  /** Each body's displacement, x. */
  x: Float64Array;
  /** Each body's displacement, y. */
  y: Float64Array;
}

/** Each body's displacement in 3D. */
export interface MoverDisplacements3 extends MoverDisplacements2 {
  /** Each body's displacement, z. */
  z: Float64Array;
}

/**
 * Where the batch writes: each body's final centre, and optionally its clipped
 * displacement (what to apply to its velocity) and its flags ({@link MOVE_FLOOR} …).
 */
export interface MoverOut2 {
  /** Each body's final centre, x. */
  x: Float64Array;
  /** Each body's final centre, y. */
  y: Float64Array;
  /** Each body's clipped displacement, x (optional). */
  clippedX?: Float64Array;
  /** Each body's clipped displacement, y (optional). */
  clippedY?: Float64Array;
  /** Each body's flags, `MOVE_FLOOR | MOVE_WALL | …` (optional). */
  flags?: Uint8Array;
}

/** The 3D {@link MoverOut2}. */
export interface MoverOut3 extends MoverOut2 {
  /** Each body's final centre, z. */
  z: Float64Array;
  /** Each body's clipped displacement, z (optional). */
  clippedZ?: Float64Array;
}

/** Flag: some contact of the body's move was a floor. */
export const MOVE_FLOOR = 1;
/** Flag: some contact was a wall. */
export const MOVE_WALL = 2;
/** Flag: some contact was a ceiling. */
export const MOVE_CEILING = 4;
/** Flag: the move was blocked (see `MoveResult.blocked`). */
export const MOVE_BLOCKED = 8;
/** Flag: the move had at least one contact. */
export const MOVE_CONTACT = 16;

const scratch: MoveResult<Vec2 | Vec3> = createMoveResult3();
const c: Vec3 = { x: 0, y: 0, z: 0 };
const d: Vec3 = { x: 0, y: 0, z: 0 };

function checkArray(name: string, a: unknown, count: number, kind: 'f64' | 'u8'): void {
  const ok = kind === 'f64' ? a instanceof Float64Array : a instanceof Uint8Array;
  if (!ok) {
    const type = kind === 'f64' ? 'Float64Array' : 'Uint8Array';
    throw new RangeError(`${name} must be a ${type} (got ${describe(a)})`);
  }
  if ((a as Float64Array).length < count) {
    throw new RangeError(
      `${name}.length must be >= ${count} (the number of bodies) (got ${(a as Float64Array).length})`,
    );
  }
}

/**
 * Moves every body `i < bodies.x.length` by its displacement, as the variant's
 * `moveCircle` / `moveSphere` would, into `out`; returns how many had a contact. A bad
 * body ends in a `RangeError` naming it (`bodies[3]: r must be …`); what was written
 * before it is meaningless.
 */
export function moveManyWith(
  v: MoveVariant,
  dim: 2 | 3,
  level: unknown,
  bodies: MoverBodies2 | MoverBodies3,
  displacements: MoverDisplacements2 | MoverDisplacements3,
  out: MoverOut2 | MoverOut3,
  options: MoveOptions<Vec2> | MoveOptions<Vec3> | undefined,
): number {
  const axes = dim === 2 ? (['x', 'y'] as const) : (['x', 'y', 'z'] as const);
  for (const [name, group] of [
    ['bodies', bodies],
    ['displacements', displacements],
    ['out', out],
  ] as const) {
    if (typeof group !== 'object' || group === null) {
      throw new RangeError(`${name} must be an object of Float64Arrays (got ${describe(group)})`);
    }
  }
  checkArray('bodies.x', bodies.x, 0, 'f64');
  const count = bodies.x.length;
  for (const a of axes) {
    checkArray(`bodies.${a}`, (bodies as unknown as Record<string, unknown>)[a], count, 'f64');
    checkArray(
      `displacements.${a}`,
      (displacements as unknown as Record<string, unknown>)[a],
      count,
      'f64',
    );
    checkArray(`out.${a}`, (out as unknown as Record<string, unknown>)[a], count, 'f64');
    const clippedName = `clipped${a.toUpperCase()}`;
    const clipped = (out as unknown as Record<string, unknown>)[clippedName];
    if (clipped !== undefined) checkArray(`out.${clippedName}`, clipped, count, 'f64');
  }
  checkArray('bodies.r', bodies.r, count, 'f64');
  if (out.flags !== undefined) checkArray('out.flags', out.flags, count, 'u8');
  const outs = out as MoverOut3;
  const bs = bodies as MoverBodies3;
  const ds = displacements as MoverDisplacements3;
  let touched = 0;
  for (let i = 0; i < count; i++) {
    c.x = bs.x[i]!;
    c.y = bs.y[i]!;
    d.x = ds.x[i]!;
    d.y = ds.y[i]!;
    if (dim === 3) {
      c.z = bs.z[i]!;
      d.z = ds.z[i]!;
    }
    let m: MoveResult<Vec2 | Vec3>;
    try {
      m = moveWith(
        v,
        dim,
        level,
        dim === 2 ? (c as Vec2) : c,
        bs.r[i]!,
        dim === 2 ? (d as Vec2) : d,
        options,
        scratch,
      );
    } catch (e) {
      if (
        e instanceof RangeError &&
        !e.message.startsWith('level') &&
        !e.message.startsWith('options')
      ) {
        throw new RangeError(`bodies[${i}]: ${e.message}`);
      }
      throw e;
    }
    outs.x[i] = m.c.x;
    outs.y[i] = m.c.y;
    if (dim === 3) outs.z[i] = (m.c as Vec3).z;
    if (outs.clippedX !== undefined) outs.clippedX[i] = m.clipped.x;
    if (outs.clippedY !== undefined) outs.clippedY[i] = m.clipped.y;
    if (dim === 3 && outs.clippedZ !== undefined) outs.clippedZ[i] = (m.clipped as Vec3).z;
    const contact = m.contacts.length > 0;
    if (contact) touched++;
    if (outs.flags !== undefined) {
      outs.flags[i] =
        (m.onFloor ? MOVE_FLOOR : 0) |
        (m.onWall ? MOVE_WALL : 0) |
        (m.onCeiling ? MOVE_CEILING : 0) |
        (m.blocked ? MOVE_BLOCKED : 0) |
        (contact ? MOVE_CONTACT : 0);
    }
  }
  return touched;
}
