/**
 * The practical speed limit: the swept test written inline over the typed
 * arrays, no argument checks, no calls, no allocation. With `C0 = b0 − a0`,
 * `D = C1 − C0`, `r = ra + rb`, `f(t) = P t² + 2Q t + R`: a touch at the start
 * (`R ≤ 0`); otherwise a touch iff `f` falls (`Q < 0`) and its minimum on
 * [0, 1] is `≤ 0` — at the vertex `−Q/P` when that lies inside (sign of
 * `P·R − Q²`, the sqrt- and division-free form of the square-root-free article), else at `t = 1`.
 * Plain doubles: it inherits the float rounding at grazes.
 */
import type { Contender } from '../contender.ts';

export const soaLoop: Contender = {
  name: 'hand-written SoA loop',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const { movers: m, bodies: s, groups, perGroup, bodyStride } = pairs;
    return {
      hits,
      t: null,
      run() {
        for (let g = 0; g < groups; g++) {
          const ax0 = m.x0[g]!;
          const ay0 = m.y0[g]!;
          const ax1 = m.x1[g]!;
          const ay1 = m.y1[g]!;
          const ra = m.r[g]!;
          const base = g * bodyStride;
          const out = g * perGroup;
          for (let j = 0; j < perGroup; j++) {
            const b = base + j;
            const c0x = s.x0[b]! - ax0;
            const c0y = s.y0[b]! - ay0;
            const dx = s.x1[b]! - ax1 - c0x;
            const dy = s.y1[b]! - ay1 - c0y;
            const r = ra + s.r[b]!;
            const R = c0x * c0x + c0y * c0y - r * r;
            let hit = R <= 0;
            if (!hit) {
              const Q = c0x * dx + c0y * dy;
              if (Q < 0) {
                const P = dx * dx + dy * dy;
                hit = -Q >= P ? P + 2 * Q + R <= 0 : P * R - Q * Q <= 0;
              }
            }
            hits[out + j] = hit ? 1 : 0;
          }
        }
      },
    };
  },
};
