/**
 * The declared rounding band of @swept/core: how far from a contact the
 * double-precision answers may differ from the exact answer for the given
 * doubles. Each entry is relative to the query's own scale:
 *
 * - `swept` (swept tests and times of impact): a boolean may differ from the
 *   exact one only when `|f_min| ≤ swept·(|C0|² + |C1|² + r²)`, where
 *   `f_min` is the exact minimum of `f(t) = |C0 + t·D|² − r²` on `[0, 1]`;
 * - `overlap`: only when `||b − a|² − r²| ≤ overlap·(|b − a|² + r²)`;
 * - `raySegment`: only when one of the exact cross products deciding the hit
 *   (`d × e`, `w × e`, `w × d` and the differences compared with them) is
 *   within `raySegment·(|p1 − p0|² + |s1 − s0|² + |s0 − p0|²)` of its bound;
 * - `wall` (the wall queries: circle vs segment or polyline, sphere vs
 *   triangle): a boolean or status may differ from the exact one, and `t`
 *   from the exact first touch, only where `g = distance(C, wall)² − r²` is
 *   within `wall·S` of 0 — `g_min` (the exact minimum of `g` over the step)
 *   for the swept test, `g(0)` for the status and overlap, `g(t)` at the
 *   reported `t` — with `S = |c0 − p0|² + |c1 − p0|² + Σ|pi − p0|² + r²`
 *   (lengths from the wall's first corner);
 * - `box` (the boxes and cuboids: swept, time of impact, overlap): an
 *   answer (the boolean, the status, the normal's axis) may differ from the
 *   exact one, and `t` lie outside the exact first touches' range, only
 *   where the exact answer changes when each axis's `Hᵢ = haᵢ + hbᵢ` is
 *   grown or shrunk by `box·Sᵢ`, `Sᵢ = |a0ᵢ| + |a1ᵢ| + |b0ᵢ| + |b1ᵢ| + haᵢ +
 *   hbᵢ`: each axis's few roundings (its differences and sums; two times
 *   are compared exactly, and `t` is one division) move it by at most
 *   `6u·Sᵢ`, which acts as a change of `Hᵢ`.
 *
 * Every band is a small multiple of the unit roundoff `u = 2^-53`; the
 * README derives each multiple from the operations the query performs.
 * Where all inputs are small integers times one power of two nothing rounds
 * and the answers are exact.
 */
export const ROUNDING_BAND: {
  /** Swept tests and times of impact, relative to `|C0|² + |C1|² + r²` (2^-47). */
  readonly swept: number;
  /** Static overlap, relative to `|b − a|² + r²` (2^-50). */
  readonly overlap: number;
  /** Moving point vs segment, relative to `|p1 − p0|² + |s1 − s0|² + |s0 − p0|²` (2^-48). */
  readonly raySegment: number;
  /** The wall queries, relative to `|c0 − p0|² + |c1 − p0|² + Σ|pi − p0|² + r²` (2^-45). */
  readonly wall: number;
  /** The boxes, a change of each axis's `haᵢ + hbᵢ` relative to that axis's `Sᵢ` (2^-48). */
  readonly box: number;
} = Object.freeze({
  swept: 2 ** -47,
  overlap: 2 ** -50,
  raySegment: 2 ** -48,
  wall: 2 ** -45,
  box: 2 ** -48,
});
