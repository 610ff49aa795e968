/**
 * The rounded slab's prism over the face, in doubles: a clean entry through
 * the face ({@link faceFirst}) and the face at the start ({@link faceStartCode}).
 */
import { sumAdd6, sumReset, sumSign } from '@swept/core/internal';
import { provenFloor } from '../exact/floor-search.ts';
import { beyond, edge, edgeAt, face, rel, side } from './slab-frame.ts';
import { MISS, OVERLAP, SEPARATING, START_IMPACT } from './wall-pieces.ts';

/**
 * The sign of `x·r − y·√(n·n)` for `x = n·q` and `y = σ·(e·k)` (sums of
 * three products of exact doubles; `σ = ±1`): by the signs when they
 * differ, else by `x²·r²` against `y²·n·n` (at most 24 products of six
 * exact factors).
 */
function surdSign(
  nx: number,
  ny: number,
  nz: number,
  qx: number,
  qy: number,
  qz: number,
  r: number,
  sigma: number,
  ex: number,
  ey: number,
  ez: number,
  kx: number,
  ky: number,
  kz: number,
): number {
  const sx = r === 0 ? 0 : side(nx, ny, nz, qx, qy, qz);
  const sy = sigma * side(ex, ey, ez, kx, ky, kz);
  if (sx >= 0 && sy <= 0) return sx > 0 || sy < 0 ? 1 : 0;
  if (sx <= 0 && sy >= 0) return -1;
  const rr = r * r;
  sumReset();
  for (let i = 0; i < 3; i += 1) {
    for (let j = i; j < 3; j += 1) {
      const s2 = i === j ? 1 : 2;
      const ni = i === 0 ? nx : i === 1 ? ny : nz;
      const nj = j === 0 ? nx : j === 1 ? ny : nz;
      const qi = i === 0 ? qx : i === 1 ? qy : qz;
      const qj = j === 0 ? qx : j === 1 ? qy : qz;
      sumAdd6(s2, ni, qi, nj, qj, rr, 1);
      const ei = i === 0 ? ex : i === 1 ? ey : ez;
      const ej = j === 0 ? ex : j === 1 ? ey : ez;
      const ki = i === 0 ? kx : i === 1 ? ky : kz;
      const kj = j === 0 ? kx : j === 1 ? ky : kz;
      sumAdd6(-s2, ei, ki, ej, kj, nx, nx);
      sumAdd6(-s2, ei, ki, ej, kj, ny, ny);
      sumAdd6(-s2, ei, ki, ej, kj, nz, nz);
    }
  }
  return sx * sumSign();
}

/**
 * The first touch when it is a clean hit of the face from outside, in
 * doubles, or −1 when it is not (then the pieces decide). Needs the normal
 * of an in-range `separated` call (`slab-filter.ts`) (`face.exact`).
 *
 * The centre starts farther than `r` from the plane (`σ0 = n·w`,
 * `σ0² > r²·n·n`), approaches it (`σ1 = n·d` of the other sign) and reaches
 * `|n·X| = r·|n|` by `t = 1`, at `τ = (a − ρ)/b` (`a = |σ0|`, `b = |σ1|`,
 * `ρ = r·|n|`). If the centre then projects into the triangle (each edge's
 * `γ + τ·δ ≥ 0`, `γ = n·(e × (c0 − pi))`, `δ = n·(e × d)`), `τ` is the first
 * touch of the whole slab: before it the centre is farther than `r` from
 * the plane, so from every piece. By the identity
 * `(m·d)(n·w) − (m·w)(n·d) = (m × n)·(d × w)` with `m = n × e`,
 * `m × n = |n|²·e`, the condition is `(−δ)·r − (−σ·det(e, d, w))·|n| ≥ 0`.
 * `floor(65536·τ)` is proven like the segment's (`capsule.ts`), with
 * `65536·a − j·b = σ·n·(65536·w + j·d)` and `65536·w + j·d` exact.
 */
export function faceFirst(r: number): number {
  const v = rel;
  const nx = face.x;
  const ny = face.y;
  const nz = face.z;
  const rr = r * r;
  const sg = side(nx, ny, nz, v[0]!, v[1]!, v[2]!);
  if (sg === 0 || beyond(nx, ny, nz, v[0]!, v[1]!, v[2]!, rr, 1) <= 0) return -1;
  const dx = v[3]! - v[0]!;
  const dy = v[4]! - v[1]!;
  const dz = v[5]! - v[2]!;
  if (side(nx, ny, nz, dx, dy, dz) !== -sg) return -1;
  if (
    side(nx, ny, nz, v[3]!, v[4]!, v[5]!) === sg &&
    beyond(nx, ny, nz, v[3]!, v[4]!, v[5]!, rr, 1) > 0
  ) {
    return -1;
  }
  for (let i = 0; i < 3; i += 1) {
    edgeAt(i);
    const { ex, ey, ez, wx, wy, wz } = edge;
    // x = −δ = n·(d × e); y = −σ·det(e, d, w) = −σ·e·(d × w).
    const valid = surdSign(
      nx,
      ny,
      nz,
      dy * ez - dz * ey,
      dz * ex - dx * ez,
      dx * ey - dy * ex,
      r,
      -sg,
      ex,
      ey,
      ez,
      dy * wz - dz * wy,
      dz * wx - dx * wz,
      dx * wy - dy * wx,
    );
    if (valid < 0) return -1;
  }
  faceEntry.dx = dx;
  faceEntry.dy = dy;
  faceEntry.dz = dz;
  faceEntry.sg = sg;
  faceEntry.rr = rr;
  const a = Math.abs(nx * rel[0]! + ny * rel[1]! + nz * rel[2]!);
  const b = Math.abs(nx * dx + ny * dy + nz * dz);
  // An estimate only: faceNotAfter proves (or corrects) it.
  return provenFloor((a - r * Math.sqrt(nx * nx + ny * ny + nz * nz)) / b, faceNotAfter);
}

/** The operands of {@link faceNotAfter}: the face normal is `face`, `d`, `σ`, `r²`. */
const faceEntry = { dx: 0, dy: 0, dz: 0, sg: 0, rr: 0 };

/** Whether `j/65536` is not after the face entry: `σ·n·W ≥ 0` and `(n·W)² ≥ 2^32·r²·n·n`, `W = 65536·w + j·d`. */
function faceNotAfter(j: number): boolean {
  const { dx, dy, dz, sg, rr } = faceEntry;
  const Wx = 65536 * rel[0]! + j * dx;
  const Wy = 65536 * rel[1]! + j * dy;
  const Wz = 65536 * rel[2]! + j * dz;
  if (sg * side(face.x, face.y, face.z, Wx, Wy, Wz) < 0) return false;
  return beyond(face.x, face.y, face.z, Wx, Wy, Wz, rr, 4294967296) >= 0;
}

/**
 * The face's code when the centre starts within `r` of the plane (the cases
 * {@link faceFirst} leaves): overlapping, approaching or resting when it
 * projects into the triangle (closed), else a miss — entering the prism
 * later through a side means touching that edge's cylinder first. A centre
 * that starts farther than `r` contributes nothing {@link faceFirst} did
 * not (an entry that projects outside meets an edge first).
 */
export function faceStartCode(r: number): number {
  const v = rel;
  const nx = face.x;
  const ny = face.y;
  const nz = face.z;
  const g0 = beyond(nx, ny, nz, v[0]!, v[1]!, v[2]!, r * r, 1);
  if (g0 > 0) return MISS;
  const dx = v[3]! - v[0]!;
  const dy = v[4]! - v[1]!;
  const dz = v[5]! - v[2]!;
  let leaving = false;
  for (let i = 0; i < 3; i += 1) {
    edgeAt(i);
    const { ex, ey, ez, wx, wy, wz } = edge;
    // γ = n·(e × w) ≥ 0 inside; on the side (γ = 0) and δ = n·(e × d) < 0: leaving at once.
    const gamma = side(nx, ny, nz, ey * wz - ez * wy, ez * wx - ex * wz, ex * wy - ey * wx);
    if (gamma < 0) return MISS;
    if (
      gamma === 0 &&
      side(nx, ny, nz, ey * dz - ez * dy, ez * dx - ex * dz, ex * dy - ey * dx) < 0
    ) {
      leaving = true;
    }
  }
  if (g0 < 0) return OVERLAP;
  if (leaving) return SEPARATING;
  const s0 = side(nx, ny, nz, v[0]!, v[1]!, v[2]!);
  return s0 !== 0 && side(nx, ny, nz, dx, dy, dz) === -s0 ? START_IMPACT : SEPARATING;
}
