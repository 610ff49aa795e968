/**
 * @swept/fixed's boxes (Q16.16): the pairs' values are multiples of 2^-16, so
 * their raw values (converted untimed, as a lockstep game stores them) are the
 * numbers the float rows read. `t` comes back raw, `floor(65536·t*)`, and is
 * divided by 65536 (exact) for judging. Scalar and batch rows, each its own loop.
 */
import { boxesTimeOfImpact, boxesTimeOfImpactBatch, type MovingBoxes, toFixed } from '@swept/fixed';
import type { Contender } from '../../contender.ts';
import type { Boxes, BoxPairSet } from '../workload.ts';
import { boxPoints } from './points.ts';

export const fixedBoxes: Contender<BoxPairSet> = {
  name: '@swept/fixed boxesTimeOfImpact (Q16.16)',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const t = new Float64Array(pairs.count);
    const { groups, perGroup } = pairs;
    const a = boxPoints(pairs.movers, toFixed);
    const b = boxPoints(pairs.bodies, toFixed);
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
            if (hit !== null) t[i] = hit.t / 65536;
          }
        }
      },
    };
  },
};

const rawBoxes = (s: Boxes): Boxes => ({
  x0: s.x0.map(toFixed),
  y0: s.y0.map(toFixed),
  x1: s.x1.map(toFixed),
  y1: s.y1.map(toFixed),
  hx: s.hx.map(toFixed),
  hy: s.hy.map(toFixed),
});

export const fixedBoxesBatch: Contender<BoxPairSet> = {
  name: '@swept/fixed boxesTimeOfImpactBatch (Q16.16)',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const rawT = new Float64Array(pairs.count);
    const { groups, perGroup } = pairs;
    const a = boxPoints(pairs.movers, toFixed);
    const s = rawBoxes(pairs.bodies);
    const groupsOf = Array.from({ length: groups }, (_, g) => {
      const view = (x: Float64Array) => x.subarray(g * perGroup, (g + 1) * perGroup);
      const bodies: MovingBoxes = {
        x0: view(s.x0),
        y0: view(s.y0),
        x1: view(s.x1),
        y1: view(s.y1),
        hx: view(s.hx),
        hy: view(s.hy),
      };
      return { bodies, hits: hits.subarray(g * perGroup, (g + 1) * perGroup), t: view(rawT) };
    });
    return {
      hits,
      // Raw to doubles when judged, outside the timed pass (exact: a raw value over 2^16).
      get t() {
        return rawT.map((x) => x / 65536);
      },
      run() {
        for (let g = 0; g < groups; g++) {
          const q = groupsOf[g]!;
          boxesTimeOfImpactBatch(a.p0[g]!, a.p1[g]!, a.h[g]!, q.bodies, q.hits, q.t);
        }
      },
    };
  },
};
