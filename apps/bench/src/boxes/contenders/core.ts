/**
 * @swept/core's boxes called the way a game would: `boxesTimeOfImpact` on
 * `{x, y}` objects, the zero-allocation `boxesTimeOfImpactInto`, and the batch
 * form on the pair set's own typed arrays (one mover against its group).
 * Every row writes its own loop (`../../contenders/core.ts` says why).
 */
import {
  boxesTimeOfImpact,
  boxesTimeOfImpactBatch,
  boxesTimeOfImpactInto,
  createTimeOfImpact2,
  type MovingBoxes,
} from '@swept/core';
import type { Contender } from '../../contender.ts';
import type { BoxPairSet } from '../workload.ts';
import { boxPoints } from './points.ts';

export const coreBoxes: Contender<BoxPairSet> = {
  name: '@swept/core boxesTimeOfImpact',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const t = new Float64Array(pairs.count);
    const { groups, perGroup } = pairs;
    const a = boxPoints(pairs.movers);
    const b = boxPoints(pairs.bodies);
    return {
      hits,
      t,
      run() {
        for (let g = 0; g < groups; g++) {
          const a0 = a.p0[g]!;
          const a1 = a.p1[g]!;
          const ha = a.h[g]!;
          for (let i = g * perGroup; i < (g + 1) * perGroup; i++) {
            const hit = boxesTimeOfImpact(a0, a1, ha, b.p0[i]!, b.p1[i]!, b.h[i]!);
            hits[i] = hit === null ? 0 : 1;
            if (hit !== null) t[i] = hit.t;
          }
        }
      },
    };
  },
};

export const coreBoxesInto: Contender<BoxPairSet> = {
  name: '@swept/core boxesTimeOfImpactInto',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const t = new Float64Array(pairs.count);
    const { groups, perGroup } = pairs;
    const a = boxPoints(pairs.movers);
    const b = boxPoints(pairs.bodies);
    const out = createTimeOfImpact2();
    return {
      hits,
      t,
      run() {
        for (let g = 0; g < groups; g++) {
          const a0 = a.p0[g]!;
          const a1 = a.p1[g]!;
          const ha = a.h[g]!;
          for (let i = g * perGroup; i < (g + 1) * perGroup; i++) {
            const hit = boxesTimeOfImpactInto(out, a0, a1, ha, b.p0[i]!, b.p1[i]!, b.h[i]!);
            hits[i] = hit ? 1 : 0;
            if (hit) t[i] = out.t;
          }
        }
      },
    };
  },
};

export const coreBoxesBatch: Contender<BoxPairSet> = {
  name: '@swept/core boxesTimeOfImpactBatch',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const t = new Float64Array(pairs.count);
    const { groups, perGroup, movers: m } = pairs;
    const a = boxPoints(m);
    // Each group's bodies as views into the set's arrays, and its rows of the answers.
    const group = (g: number): { bodies: MovingBoxes; hits: Uint8Array; t: Float64Array } => {
      const view = (x: Float64Array) => x.subarray(g * perGroup, (g + 1) * perGroup);
      const s = pairs.bodies;
      return {
        bodies: {
          x0: view(s.x0),
          y0: view(s.y0),
          x1: view(s.x1),
          y1: view(s.y1),
          hx: view(s.hx),
          hy: view(s.hy),
        },
        hits: hits.subarray(g * perGroup, (g + 1) * perGroup),
        t: t.subarray(g * perGroup, (g + 1) * perGroup),
      };
    };
    const groupsOf = Array.from({ length: groups }, (_, g) => group(g));
    return {
      hits,
      t,
      run() {
        for (let g = 0; g < groups; g++) {
          const q = groupsOf[g]!;
          boxesTimeOfImpactBatch(a.p0[g]!, a.p1[g]!, a.h[g]!, q.bodies, q.hits, q.t);
        }
      },
    };
  },
};
