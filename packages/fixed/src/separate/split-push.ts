/**
 * The results of every separation, built in one place so that none returns
 * `−0` (contract §5): a raw value is an integer, and an input coordinate of
 * `−0` that the separation leaves alone (a pair apart, an axis the push does
 * not move) would otherwise come back as `−0` — `−0 − 0` and `−0 + −0` are
 * `−0` in IEEE-754. `+ 0` turns `−0` into `+0` and changes nothing else.
 */
import type { Vec2, Vec3 } from '@swept/core';
import { pushShare } from './push-share.ts';
import { shareInRange } from './range-edge.ts';

/** A fresh copy of `v`, every zero `+0`: a separation's unchanged body or pushed centre. */
export function rawCopy<V extends Vec2 | Vec3>(v: V): V {
  const out: Vec2 & Partial<Vec3> = { x: v.x + 0, y: v.y + 0 };
  if ('z' in v) out.z = v.z + 0;
  return out as V;
}

/**
 * Fresh copies of two bodies pushed apart: on each axis of `e` (the change of the
 * relative vector `q − p`), `s` is `p`'s mass share of the push (`pushShare`, by the
 * other's mass) kept in range (`shareInRange`, whose errors name the bodies as `names`);
 * `p` moves by `−s`, `q` by `e − s`, so `q − p` changes by exactly `e`. Every zero `+0`.
 */
export function splitPush<V extends Vec2 | Vec3>(
  p: V,
  mp: number,
  q: V,
  mq: number,
  e: V,
  names: readonly [string, string] = ['a', 'b'],
): { p: V; q: V } {
  const pp = rawCopy(p) as Vec2 & Partial<Vec3>;
  const qq = rawCopy(q) as Vec2 & Partial<Vec3>;
  const ee = e as Vec2 & Partial<Vec3>;
  for (const axis of 'z' in e ? AXES3 : AXES2) {
    const ei = ee[axis]!;
    const s = shareInRange(axis, pp[axis]!, qq[axis]!, ei, pushShare(ei, mp, mq), mp, mq, names);
    pp[axis] = pp[axis]! - s + 0;
    qq[axis] = qq[axis]! + (ei - s) + 0;
  }
  return { p: pp as V, q: qq as V };
}

const AXES2 = ['x', 'y'] as const;
const AXES3 = ['x', 'y', 'z'] as const;
