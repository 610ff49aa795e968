/**
 * What matter-js / detect-collisions users write against tunnelling: cut the
 * frame into `k` sub-steps and run the static overlap test at each of the
 * `k + 1` instants `t = 0, 1/k, …, 1` (touching counts, as in the contract).
 * A fast pair that touches only between two instants is missed — the
 * tunnelling the correctness column counts. Reports the first touching
 * instant as its time of impact.
 */
import type { Contender } from '../contender.ts';

export function substep(k: number): Contender {
  return {
    name: `sub-stepping, k = ${k}`,
    prepare(pairs) {
      const hits = new Uint8Array(pairs.count);
      const t = new Float64Array(pairs.count);
      const { movers: m, bodies: s, groups, perGroup, bodyStride } = pairs;
      return {
        hits,
        t,
        run() {
          for (let g = 0; g < groups; g++) {
            const ax0 = m.x0[g]!;
            const ay0 = m.y0[g]!;
            const avx = m.x1[g]! - ax0;
            const avy = m.y1[g]! - ay0;
            const ra = m.r[g]!;
            const base = g * bodyStride;
            const out = g * perGroup;
            for (let j = 0; j < perGroup; j++) {
              const b = base + j;
              const bx0 = s.x0[b]!;
              const by0 = s.y0[b]!;
              const bvx = s.x1[b]! - bx0;
              const bvy = s.y1[b]! - by0;
              const r = ra + s.r[b]!;
              let hit = 0;
              for (let step = 0; step <= k; step++) {
                const f = step / k;
                const ex = bx0 + f * bvx - (ax0 + f * avx);
                const ey = by0 + f * bvy - (ay0 + f * avy);
                if (ex * ex + ey * ey <= r * r) {
                  hit = 1;
                  t[out + j] = f;
                  break;
                }
              }
              hits[out + j] = hit;
            }
          }
        },
      };
    },
  };
}
