/**
 * Rapier (`@dimforge/rapier2d-compat`, WebAssembly, f32) shape cast of one
 * cuboid against another: `Cuboid.castShape` with each box's motion over the
 * frame as its velocity, `maxToi = 1`, target distance 0, stopping at
 * penetration (so a start overlap reports `t = 0`). Rapier works in single
 * precision: positions and half extents are rounded to f32 on the way in.
 * The shapes are built untimed; `initRapier` (the circles' bench) loads it.
 */
import RAPIER from '@dimforge/rapier2d-compat';
import type { Contender } from '../../contender.ts';
import type { BoxPairSet } from '../workload.ts';

export const rapierCuboidCast: Contender<BoxPairSet> = {
  name: 'Rapier Cuboid castShape (f32)',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const t = new Float64Array(pairs.count);
    const { movers: m, bodies: s, groups, perGroup } = pairs;
    const moverShapes = Array.from(m.hx, (hx, g) => new RAPIER.Cuboid(hx, m.hy[g]!));
    const bodyShapes = Array.from(s.hx, (hx, i) => new RAPIER.Cuboid(hx, s.hy[i]!));
    const posA = { x: 0, y: 0 };
    const velA = { x: 0, y: 0 };
    const posB = { x: 0, y: 0 };
    const velB = { x: 0, y: 0 };
    return {
      hits,
      t,
      run() {
        for (let g = 0; g < groups; g++) {
          const shape = moverShapes[g]!;
          posA.x = m.x0[g]!;
          posA.y = m.y0[g]!;
          velA.x = m.x1[g]! - posA.x;
          velA.y = m.y1[g]! - posA.y;
          for (let i = g * perGroup; i < (g + 1) * perGroup; i++) {
            posB.x = s.x0[i]!;
            posB.y = s.y0[i]!;
            velB.x = s.x1[i]! - posB.x;
            velB.y = s.y1[i]! - posB.y;
            const hit = shape.castShape(posA, 0, velA, bodyShapes[i]!, posB, 0, velB, 0, 1, true);
            hits[i] = hit === null ? 0 : 1;
            if (hit !== null) t[i] = hit.time_of_impact;
          }
        }
      },
    };
  },
};
