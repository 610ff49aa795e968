/**
 * The rounded cuboid, exactly on raw integers: the set of centres within `r`
 * of an axis-aligned cuboid (`docs/contract.md`, "9.2 Circle against box",
 * in 3D), in the cuboid's frame (`W = c − b`, the cuboid `±h` around the
 * origin). Every sphere–cuboid query of this package decides on it.
 *
 * It is the union of three boxes (the cuboid widened by `r` along one axis)
 * and twelve edge capsules (an edge's cylinder and its two end balls). The
 * first touch is the region method of the rectangle (`rounded-box.ts`,
 * whose slab test this file shares), Ericson's _Real-Time Collision
 * Detection_ §5.5.7 in 3D: let `te` be the first time the centre is inside
 * the box `E` widened by `r` on every axis (`G ⊆ E`, so nothing touches
 * before `te`), and count the axes on which `W(te)` lies beyond the cuboid's
 * own extent:
 *
 * - at most one: `W(te)` is in a widened box, `t* = te` (a ratio, floored
 *   exactly);
 * - two, `u` and `v` (an edge region): `t*` is the first touch of that
 *   edge's capsule, or there is none;
 * - three (a corner region): `t*` is the earliest first touch of the three
 *   capsules of the edges that meet at that corner, or there is none.
 *
 * Why (the argument the code relies on). Let `R_e` be the closed region
 * beyond the edge `e` (`u` and `v` beyond the cuboid on `e`'s sides); in it
 * the distance to the cuboid is the distance to `e`, so there `G` and `e`'s
 * capsule agree, and a capsule is part of `G`, so its first touch is never
 * before `t*`. It remains that the path never touches `G` after leaving
 * such a region untouched. Say it leaves `R_e` at `t1` across `Wu = ±hu`
 * (inside `E`). At `t1` the squared distance is `f = ev² + ew²` (`e·` the
 * excess `max(0, |W·| − h·)`); untouched, `f(t1) > r²`, so `ew(t1) > 0` and
 * `ev(t1) > 0` (each is at most `r` in `E`). `f` is convex along the path
 * and bounds the squared distance from below afterwards, so it suffices that
 * `f` does not fall at `t1`: with `U ≤ r` the `u` excess when the stretch in
 * `R_e` began (time scaled so that it falls at rate 1 and vanishes at
 * `t1 = U`), `a ≤ r` the `v` excess then and `ew = 0` then (the stretch
 * began at `te` inside the extent on `w`, or at the crossing of the corner's
 * region where `Wu` meets the extent), `ew(t1) ≤ β·U` and
 * `ev(t1) = a − α·U`, so `f′(t1)/2 = β·ew − α·ev ≥ (ew² − (a − ev)·ev)/U`,
 * and `ew² > r² − ev² ≥ a² − ev² ≥ (a − ev)·ev`. So from an edge region the
 * first touch lies in `R_e`; from a corner region, the path stays in the
 * corner's region or passes into one of its three edges' regions (leaving
 * across two planes at once is a touch: the third excess is at most `r`),
 * and from there as above. The same regions prune the end balls: a capsule's
 * far ball is touched beyond its own end only by a path moving that way on
 * the edge's axis; elsewhere that ball's points lie in the cylinder or in
 * the near ball. (Such a far ball can be first: a path from a corner region
 * across a cuboid thinner than `r` on the edge's axis; see the tests.)
 *
 * Each capsule piece is a limb piece of the walls (`wall-pieces.ts`, the
 * rounded slab's exact last stage): the cylinder along axis `a` is the disc
 * `|(Wu, Wv) − (ku, kv)|² ≤ r²` under `|Wa| ≤ ha`, a ball `|W − k|² ≤ r²`;
 * each returns the floored first touch, and `floor(65536·min) = min(floor)`.
 *
 * Widths: raw inputs within ±(2^31 − 1), so `|W0ᵢ| < 2^32`, `|Dᵢ| < 2^33`,
 * a corner offset `W0ᵢ − kᵢ` below 2^33, `hᵢ + r` below 2^32: the decisions
 * are `@swept/core/internal`'s `exactInteger`s, the pieces' operands safe
 * integers (their widths are stated at {@link CYLINDER}).
 */
import type { Vec3 } from '@swept/core';
import { exactInteger as X } from '@swept/core/internal';
import { product, setInt } from '../exact/limbs.ts';
import { TOI_MISS, TOI_OVERLAP, TOI_SEPARATING } from '../quadratic.ts';
import { entryFloor, outsideAtEntry, slabAxis, slabEmpty, slabStart } from './rounded-box.ts';
import { settled } from './settled.ts';
import { earliest, LimbPiece, MISS } from './wall-pieces.ts';

/** The frame of the last {@link loadCuboidFrame}: `W0 = c0 − b0`, `D = W1 − W0`, the half extents. */
const W0 = [0, 0, 0];
const D = [0, 0, 0];
const H = [0, 0, 0];
/** The corner (or edge) a capsule piece is taken at: its side `±1` on each axis. */
const S = [0, 0, 0];

/** Loads the cuboid's frame for {@link roundedCuboidCode}. */
export function loadCuboidFrame(c0: Vec3, c1: Vec3, b0: Vec3, b1: Vec3, hb: Vec3): void {
  W0[0] = c0.x - b0.x;
  W0[1] = c0.y - b0.y;
  W0[2] = c0.z - b0.z;
  D[0] = c1.x - b1.x - W0[0];
  D[1] = c1.y - b1.y - W0[1];
  D[2] = c1.z - b1.z - W0[2];
  H[0] = hb.x;
  H[1] = hb.y;
  H[2] = hb.z;
}

/** The excess of `|w|` beyond `h`, signed as `w` (`0` within `±h`): the offset from the cuboid on one axis. */
function excess(w: number, h: number): number {
  return w > h ? w - h : w < -h ? w + h : 0;
}

/**
 * Where a still centre `W` lies against the rounded cuboid, exactly: `-1` in
 * its interior (overlapping: strictly within `r`, or for `r = 0` strictly
 * inside the cuboid), `0` on its boundary (touching), `1` outside.
 */
export function roundedCuboidSide(
  wx: number,
  wy: number,
  wz: number,
  hx: number,
  hy: number,
  hz: number,
  r: number,
): number {
  const ax = Math.abs(wx);
  const ay = Math.abs(wy);
  const az = Math.abs(wz);
  if (ax <= hx && ay <= hy && az <= hz) {
    return r > 0 || (ax < hx && ay < hy && az < hz) ? -1 : 0;
  }
  const vx = excess(wx, hx);
  const vy = excess(wy, hy);
  const vz = excess(wz, hz);
  return X.compare(X.add(X.add(X.mul(vx, vx), X.mul(vy, vy)), X.mul(vz, vz)), X.mul(r, r));
}

/** Touching at the start: whether the centre moves into the rounded cuboid's interior (`'impact'`). */
function entersAtStart(): boolean {
  let inside = true;
  let rate: X.ExactInteger = 0;
  for (let i = 0; i < 3; i += 1) {
    const v = excess(W0[i]!, H[i]!);
    if (v !== 0) inside = false;
    rate = X.add(rate, X.mul(v, D[i]!));
  }
  if (!inside) return X.sign(rate) < 0;
  // r = 0 on the cuboid's surface: every face it stands on must be approached.
  for (let i = 0; i < 3; i += 1) {
    const w = W0[i]!;
    const h = H[i]!;
    if (!(h > 0 && (Math.abs(w) < h || (w > 0 ? D[i]! < 0 : D[i]! > 0)))) return false;
  }
  return true;
}

/*
 * The capsule pieces as limb pieces of `wall-pieces.ts`. Widths: every `α`
 * component (`W0ᵢ − kᵢ`) and `β` component (`Dᵢ`) is below 2^33, `K = r²`
 * below 2^62, the cylinder's conditions `hₐ ∓ W0ₐ`, `∓Dₐ` below 2^33; the
 * ball has none (its interval is `[0, 1]`). `setInt` writes each into limbs
 * sized from those widths (2 limbs hold below 2^47): exact, as the values fit.
 */
const CYLINDER = new LimbPiece(2, 2, { ab: 33, k: 62, lin: 33 });
const BALL = new LimbPiece(3, 0, { ab: 33, k: 62, lin: 1 });

/** The floored first touch of the ball at the corner `S·H` (codes of `wall-pieces.ts`). */
function ballCode(): number {
  const p = BALL;
  for (let i = 0; i < 3; i += 1) {
    setInt(p.alpha[i]!, W0[i]! - S[i]! * H[i]!);
    setInt(p.beta[i]!, D[i]!);
  }
  return p.code();
}

/** The floored first touch of the cylinder along axis `a` at the edge `S·H` (its `a` side unused). */
function cylinderCode(a: number): number {
  const p = CYLINDER;
  const u = a === 0 ? 1 : 0;
  const v = a === 2 ? 1 : 2;
  setInt(p.alpha[0]!, W0[u]! - S[u]! * H[u]!);
  setInt(p.alpha[1]!, W0[v]! - S[v]! * H[v]!);
  setInt(p.beta[0]!, D[u]!);
  setInt(p.beta[1]!, D[v]!);
  // −hₐ ≤ W0ₐ + t·Dₐ ≤ hₐ.
  setInt(p.lin[0]!, H[a]! - W0[a]!);
  setInt(p.lin[1]!, -D[a]!);
  setInt(p.lin[2]!, H[a]! + W0[a]!);
  setInt(p.lin[3]!, D[a]!);
  p.conditions = 2;
  return p.code();
}

/**
 * With `S` at an edge region's signs (axis `a` free): its capsule's first
 * touch, the cylinder and the one end ball the path moves towards (the
 * other end's points it can reach lie in the cylinder or that ball).
 */
function edgeCapsuleCode(a: number): number {
  let code = cylinderCode(a);
  if (D[a] !== 0) {
    S[a] = D[a]! > 0 ? 1 : -1;
    code = earliest(code, ballCode());
  }
  return code;
}

/**
 * With `S` at a corner region's signs: the earliest first touch of the
 * three capsules meeting there — the corner's ball, the three cylinders,
 * and a far ball only when the path moves towards that far end.
 */
function cornerCapsulesCode(): number {
  let code = ballCode();
  for (let a = 0; a < 3; a += 1) {
    code = earliest(code, cylinderCode(a));
    if (S[a]! * D[a]! < 0) {
      S[a] = -S[a]!;
      code = earliest(code, ballCode());
      S[a] = -S[a]!;
    }
  }
  return code;
}

/**
 * The time-of-impact code (`quadratic.ts`: `TOI_MISS`, `TOI_OVERLAP`,
 * `TOI_SEPARATING`, or the raw `t = floor(65536·t*)`, `0` for an impact
 * touching at the start) of the loaded frame ({@link loadCuboidFrame}) for a
 * sphere of radius `r`; `settled.limbs` says whether it needed the limb stage (for
 * `exactStats()`).
 */
export function roundedCuboidCode(r: number): number {
  // Only the capsule pieces (an edge's or a corner's region) run the limb stage.
  settled.limbs = false;
  const side = roundedCuboidSide(W0[0]!, W0[1]!, W0[2]!, H[0]!, H[1]!, H[2]!, r);
  if (side < 0) return TOI_OVERLAP;
  if (side === 0) return entersAtStart() ? 0 : TOI_SEPARATING;
  slabStart();
  for (let i = 0; i < 3; i += 1) if (!slabAxis(W0[i]!, D[i]!, H[i]! + r)) return TOI_MISS;
  if (slabEmpty()) return TOI_MISS;
  // The region at the entry (see the module comment).
  let outside = 0;
  let free = 0;
  for (let i = 0; i < 3; i += 1) {
    S[i] = outsideAtEntry(W0[i]!, D[i]!, H[i]!);
    if (S[i] !== 0) outside += 1;
    else free = i;
  }
  if (outside <= 1) return entryFloor();
  // Outside the cuboid at the start: no piece touches at t = 0, so each code is MISS or k ≥ 0.
  settled.limbs = true;
  product(CYLINDER.K, r, r);
  product(BALL.K, r, r);
  const code = outside === 2 ? edgeCapsuleCode(free) : cornerCapsulesCode();
  return code === MISS ? TOI_MISS : code;
}
