/**
 * level/: writing a mover's answer — the result's legs and contacts from per-result
 * pools (a result reused frame after frame allocates nothing once it has held its
 * largest move), and a contact's kind (floor, wall, ceiling). Shared by the course of
 * circles and spheres (`move.ts`) and that of boxes (`move-box.ts`).
 */
import type { Vec2, Vec3 } from '../types.ts';
import type { MoveContact, MoveResult, MoveSettings } from './move-options.ts';

/** The objects a result's `legs` and `contacts` hold, kept per result. */
interface Pool {
  legs: (Vec2 | Vec3)[];
  contacts: MoveContact<Vec2 | Vec3>[];
}

const pools = new WeakMap<object, Pool>();
let poolNow: Pool = { legs: [], contacts: [] };

/** Takes `out`'s pool for the {@link legAt} and {@link contactAt} of the move that writes it. */
export function usePool(out: MoveResult<Vec2 | Vec3>): void {
  let pool = pools.get(out);
  if (pool === undefined) {
    pool = { legs: [], contacts: [] };
    pools.set(out, pool);
  }
  poolNow = pool;
}

function zero(dim: 2 | 3): Vec2 | Vec3 {
  return dim === 2 ? { x: 0, y: 0 } : { x: 0, y: 0, z: 0 };
}

/** `out.legs[i]`, the pool's object. */
export function legAt<V extends Vec2 | Vec3>(out: MoveResult<V>, i: number, dim: 2 | 3): V {
  let v = poolNow.legs[i];
  if (v === undefined) {
    v = zero(dim);
    poolNow.legs[i] = v;
  }
  out.legs[i] = v as V;
  return v as V;
}

/** `out.contacts[i]`, the pool's object. */
export function contactAt<V extends Vec2 | Vec3>(
  out: MoveResult<V>,
  i: number,
  dim: 2 | 3,
): MoveContact<V> {
  let c = poolNow.contacts[i];
  if (c === undefined) {
    c = { leg: 0, t: 0, wall: 0, point: zero(dim), normal: zero(dim) };
    poolNow.contacts[i] = c;
  }
  out.contacts[i] = c as MoveContact<V>;
  return c as MoveContact<V>;
}

/** `out ← v` (the first `dim` numbers). */
export function setVec(out: Vec2 | Vec3, v: Float64Array, dim: 2 | 3): void {
  // `+ 0`: a result is never −0 (contract §5), even when an input held one.
  out.x = v[0]! + 0;
  out.y = v[1]! + 0;
  if (dim === 3) (out as Vec3).z = v[2]! + 0;
}

/** `out ← v`. */
export function setFrom(out: Vec2 | Vec3, v: Vec2 | Vec3, dim: 2 | 3): void {
  out.x = v.x + 0;
  out.y = v.y + 0;
  if (dim === 3) (out as Vec3).z = (v as Vec3).z + 0;
}

/** Ends `out`'s lists at `legs` legs and `contacts` contacts. */
export function trimResult(out: MoveResult<Vec2 | Vec3>, legs: number, contacts: number): void {
  // Setting an array's length costs even when it does not change it.
  if (out.legs.length !== legs) out.legs.length = legs;
  if (out.contacts.length !== contacts) out.contacts.length = contacts;
}

/** Marks the contact's kind by `normal·up` against `floorCos` (`one`: the variant's unit). */
export function classifyContact(
  out: MoveResult<Vec2 | Vec3>,
  n: Float64Array,
  dim: 2 | 3,
  settings: MoveSettings,
  one: number,
): void {
  const up = settings.up;
  // `n·up` is in the units squared (raw: an integer below 2^35), `floorCos·one` too.
  const cosUp = n[0]! * up[0]! + n[1]! * up[1]! + (dim === 3 ? n[2]! * up[2]! : 0);
  const floor = settings.floorCos * one;
  if (cosUp >= floor) out.onFloor = true;
  else if (cosUp <= -floor) out.onCeiling = true;
  else out.onWall = true;
}
