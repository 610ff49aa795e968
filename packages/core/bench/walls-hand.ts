/**
 * The reference for the polyline batch: a hand-written structure-of-arrays
 * loop of the same formula as `segmentEntryTime` (capsule test, the two end
 * discs, the flat band), inlined, with no validation, no function boundaries
 * and the polyline (corners, edge vectors, squared lengths) in flat arrays,
 * computed once — the practical limit in JavaScript.
 */
export function polylineLoop(
  x0: Float64Array,
  y0: Float64Array,
  x1: Float64Array,
  y1: Float64Array,
  r: Float64Array,
  px: Float64Array,
  py: Float64Array,
  sx: Float64Array,
  sy: Float64Array,
  sq: Float64Array,
  segments: number,
  hits: Uint8Array,
  t: Float64Array,
  segment: Uint32Array,
  count: number,
): number {
  let found = 0;
  for (let i = 0; i < count; i++) {
    const c0x = x0[i]!;
    const c0y = y0[i]!;
    const c1x = x1[i]!;
    const c1y = y1[i]!;
    const ri = r[i]!;
    const rr = ri * ri;
    let best = -1;
    let bestT = 2;
    for (let k = 0; k < segments; k++) {
      const s0x = px[k]!;
      const s0y = py[k]!;
      const ex = sx[k]!;
      const ey = sy[k]!;
      const ee = sq[k]!;
      const ax = c0x - s0x;
      const ay = c0y - s0y;
      const a1x = c1x - s0x;
      const a1y = c1y - s0y;
      // Everything relative to s0, as the library computes it.
      const bx = ax - ex;
      const by = ay - ey;
      const b1x = a1x - ex;
      const b1y = a1y - ey;
      const dx = a1x - ax;
      const dy = a1y - ay;
      const dd = dx * dx + dy * dy;
      // The capsule test: the cheap rejections, then an end within r of the
      // other segment, or a proper crossing.
      const limit0 = rr * ee;
      const g0 = ex * ay - ey * ax;
      const g1 = ex * a1y - ey * a1x;
      if (g0 * g0 > limit0 && g1 * g1 > limit0 && g0 < 0 === g1 < 0) continue;
      const q0 = ax * ex + ay * ey;
      const q1 = a1x * ex + a1y * ey;
      if (q0 < 0 && q1 < 0 && q0 * q0 > limit0 && q1 * q1 > limit0) continue;
      if (
        q0 - ee > 0 &&
        q1 - ee > 0 &&
        (q0 - ee) * (q0 - ee) > limit0 &&
        (q1 - ee) * (q1 - ee) > limit0
      )
        continue;
      let touch = false;
      {
        let m = ax * ex + ay * ey;
        if (m <= 0) touch = ax * ax + ay * ay <= rr;
        else if (m >= ee) touch = bx * bx + by * by <= rr;
        else {
          const c = ex * ay - ey * ax;
          touch = c * c <= rr * ee;
        }
        if (!touch) {
          m = a1x * ex + a1y * ey;
          if (m <= 0) touch = a1x * a1x + a1y * a1y <= rr;
          else if (m >= ee) touch = b1x * b1x + b1y * b1y <= rr;
          else {
            const c = ex * a1y - ey * a1x;
            touch = c * c <= rr * ee;
          }
        }
        if (!touch) {
          m = -(ax * dx + ay * dy);
          if (m <= 0) touch = ax * ax + ay * ay <= rr;
          else if (m >= dd) touch = (-ax - dx) * (-ax - dx) + (-ay - dy) * (-ay - dy) <= rr;
          else {
            const c = dx * -ay - dy * -ax;
            touch = c * c <= rr * dd;
          }
        }
        if (!touch) {
          const wx = ex - ax;
          const wy = ey - ay;
          m = wx * dx + wy * dy;
          if (m <= 0) touch = wx * wx + wy * wy <= rr;
          else if (m >= dd) touch = (wx - dx) * (wx - dx) + (wy - dy) * (wy - dy) <= rr;
          else {
            const c = dx * wy - dy * wx;
            touch = c * c <= rr * dd;
          }
        }
        if (!touch) {
          const a = -(dx * ay - dy * ax);
          const b = -(dx * by - dy * bx);
          const c = ex * ay - ey * ax;
          const d = ex * a1y - ey * a1x;
          touch = ((a < 0 && b > 0) || (a > 0 && b < 0)) && ((c < 0 && d > 0) || (c > 0 && d < 0));
        }
      }
      if (!touch) continue;
      // The band first: an entry over the segment is the capsule's entry.
      let tk = -1;
      let band = -1;
      if (ee > 0) {
        const h0 = g0;
        const limit = limit0;
        if (h0 * h0 <= limit) band = 0;
        else if (g1 * g1 <= limit || h0 < 0 !== g1 < 0) {
          const gap = (h0 * h0 - limit) / (Math.abs(h0) + ri * Math.sqrt(ee));
          const rate = Math.abs(ex * dy - ey * dx);
          band = gap < rate ? gap / rate : 1;
        }
        if (band >= 0) {
          const m = q0 + band * (dx * ex + dy * ey);
          if (m >= 0 && m <= ee) tk = band;
        }
      }
      if (tk < 0) {
        const rrdd = rr * dd;
        {
          const R = ax * ax + ay * ay - rr;
          const Q = ax * dx + ay * dy;
          const f1 = a1x * a1x + a1y * a1y - rr;
          const cr = ax * dy - ay * dx;
          const disc = rrdd - cr * cr;
          if (R <= 0) tk = 0;
          else if (Q < 0 && !(f1 > 0 && (dd + Q <= 0 || disc < 0)))
            tk = Math.min(R / (-Q + Math.sqrt(Math.max(disc, 0))), 1);
        }
        {
          const R = bx * bx + by * by - rr;
          const Q = bx * dx + by * dy;
          const f1 = b1x * b1x + b1y * b1y - rr;
          const cr = bx * dy - by * dx;
          const disc = rrdd - cr * cr;
          let tb = -1;
          if (R <= 0) tb = 0;
          else if (Q < 0 && !(f1 > 0 && (dd + Q <= 0 || disc < 0)))
            tb = Math.min(R / (-Q + Math.sqrt(Math.max(disc, 0))), 1);
          if (tb >= 0 && (tk < 0 || tb < tk)) tk = tb;
        }
        if (tk < 0) tk = band;
      }
      if (tk >= 0 && tk < bestT) {
        best = k;
        bestT = tk;
      }
    }
    if (best >= 0) {
      hits[i] = 1;
      t[i] = bestT;
      segment[i] = best;
      found++;
    } else hits[i] = 0;
  }
  return found;
}
