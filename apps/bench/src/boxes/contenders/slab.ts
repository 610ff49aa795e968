/**
 * The well-known swept AABB test users write by hand (the slab method on the
 * relative motion): per axis the entry and exit times `(∓H − C0)/D`, the
 * first touch the latest entry if it comes before the earliest exit and
 * within the frame. Inline over the typed arrays, no checks, no calls, no
 * allocation: the practical speed limit. Plain doubles: a division per
 * bound, each rounded, so a graze can go either way.
 */
import type { Contender } from '../../contender.ts';
import type { BoxPairSet } from '../workload.ts';

export const handSlab: Contender<BoxPairSet> = {
  name: 'hand-written slab (entry/exit times)',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const t = new Float64Array(pairs.count);
    const { groups, perGroup, movers: m, bodies: s } = pairs;
    return {
      hits,
      t,
      run() {
        for (let g = 0; g < groups; g++) {
          const ax0 = m.x0[g]!;
          const ay0 = m.y0[g]!;
          const ax1 = m.x1[g]!;
          const ay1 = m.y1[g]!;
          const ahx = m.hx[g]!;
          const ahy = m.hy[g]!;
          for (let i = g * perGroup; i < (g + 1) * perGroup; i++) {
            const cx = s.x0[i]! - ax0;
            const cy = s.y0[i]! - ay0;
            const dx = s.x1[i]! - ax1 - cx;
            const dy = s.y1[i]! - ay1 - cy;
            const hx = ahx + s.hx[i]!;
            const hy = ahy + s.hy[i]!;
            let enter = 0;
            let exit = 1;
            if (dx === 0) {
              if (cx > hx || cx < -hx) exit = -1;
            } else {
              const t0 = (-hx - cx) / dx;
              const t1 = (hx - cx) / dx;
              enter = Math.max(enter, Math.min(t0, t1));
              exit = Math.min(exit, Math.max(t0, t1));
            }
            if (dy === 0) {
              if (cy > hy || cy < -hy) exit = -1;
            } else {
              const t0 = (-hy - cy) / dy;
              const t1 = (hy - cy) / dy;
              enter = Math.max(enter, Math.min(t0, t1));
              exit = Math.min(exit, Math.max(t0, t1));
            }
            const hit = enter <= exit;
            hits[i] = hit ? 1 : 0;
            if (hit) t[i] = enter;
          }
        }
      },
    };
  },
};
