/**
 * Rapier (`@dimforge/rapier2d-compat`, WebAssembly, f32) shape cast of one
 * ball against another: `Ball.castShape` with each ball's per-frame motion as
 * its velocity over `maxToi = 1`, target distance 0, stopping at penetration
 * (so start-overlaps report `t = 0`). A hit is a non-null result; `t` is its
 * `time_of_impact`. Rapier works in single precision, so positions and radii
 * are rounded to f32 on the way in. Balls are built untimed.
 */
import RAPIER from '@dimforge/rapier2d-compat';
import type { Contender } from '../contender.ts';

/** Loads Rapier's WebAssembly module; call once before `prepare`. */
export async function initRapier(): Promise<void> {
  await RAPIER.init();
}

export const rapierCast: Contender = {
  name: 'Rapier castShape (f32)',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const t = new Float64Array(pairs.count);
    const { movers: m, bodies: s, groups, perGroup, bodyStride } = pairs;
    const moverBalls = Array.from(m.r, (r) => new RAPIER.Ball(r));
    const bodyBalls = Array.from(s.r, (r) => new RAPIER.Ball(r));
    const posA = { x: 0, y: 0 };
    const velA = { x: 0, y: 0 };
    const posB = { x: 0, y: 0 };
    const velB = { x: 0, y: 0 };
    return {
      hits,
      t,
      run() {
        for (let g = 0; g < groups; g++) {
          const ball = moverBalls[g]!;
          posA.x = m.x0[g]!;
          posA.y = m.y0[g]!;
          velA.x = m.x1[g]! - posA.x;
          velA.y = m.y1[g]! - posA.y;
          const base = g * bodyStride;
          const out = g * perGroup;
          for (let j = 0; j < perGroup; j++) {
            const b = base + j;
            posB.x = s.x0[b]!;
            posB.y = s.y0[b]!;
            velB.x = s.x1[b]! - posB.x;
            velB.y = s.y1[b]! - posB.y;
            const hit = ball.castShape(posA, 0, velA, bodyBalls[b]!, posB, 0, velB, 0, 1, true);
            hits[out + j] = hit === null ? 0 : 1;
            if (hit !== null) t[out + j] = hit.time_of_impact;
          }
        }
      },
    };
  },
};
