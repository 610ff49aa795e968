/**
 * detect-collisions (now published as check2d), the way its users step: the
 * boxes at the end of the frame, `checkCollision` for each pair — a discrete
 * test, with no time of impact. What it misses is tunnelling. Its boxes are
 * placed by their top-left corner, so each centre is moved by its half extents.
 */
import { System } from 'detect-collisions';
import type { Contender } from '../../contender.ts';
import type { BoxPairSet } from '../workload.ts';

export const detectCollisionsBoxes: Contender<BoxPairSet> = {
  name: 'detect-collisions Box, discrete (end positions)',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const { movers: m, bodies: s, groups, perGroup } = pairs;
    const system = new System();
    const box = (x: number, y: number, hx: number, hy: number) =>
      system.createBox({ x: x - hx, y: y - hy }, 2 * hx, 2 * hy);
    const movers = Array.from(m.x1, (x, g) => box(x, m.y1[g]!, m.hx[g]!, m.hy[g]!));
    const bodies = Array.from(s.x1, (x, i) => box(x, s.y1[i]!, s.hx[i]!, s.hy[i]!));
    return {
      hits,
      t: null,
      run() {
        for (let g = 0; g < groups; g++) {
          const a = movers[g]!;
          for (let i = g * perGroup; i < (g + 1) * perGroup; i++) {
            hits[i] = system.checkCollision(a, bodies[i]!) ? 1 : 0;
          }
        }
      },
    };
  },
};
