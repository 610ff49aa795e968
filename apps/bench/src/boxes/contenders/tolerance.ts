/**
 * @swept/tolerance's boxes under the `exact` policy: every decision exact on
 * the given doubles, `t` the largest double not after `t*`. Scalar calls on
 * `{x, y}` objects built untimed, its own loop.
 */
import { exact, withPolicy } from '@swept/tolerance';
import type { Contender } from '../../contender.ts';
import type { BoxPairSet } from '../workload.ts';
import { boxPoints } from './points.ts';

const q = withPolicy(exact);

export const toleranceBoxes: Contender<BoxPairSet> = {
  name: '@swept/tolerance exact boxesTimeOfImpact',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const t = new Float64Array(pairs.count);
    const { groups, perGroup } = pairs;
    const a = boxPoints(pairs.movers);
    const b = boxPoints(pairs.bodies);
    const timeOfImpact = q.boxesTimeOfImpact;
    return {
      hits,
      t,
      run() {
        for (let g = 0; g < groups; g++) {
          const a0 = a.p0[g]!;
          const a1 = a.p1[g]!;
          const ha = a.h[g]!;
          for (let i = g * perGroup; i < (g + 1) * perGroup; i++) {
            const hit = timeOfImpact(a0, a1, ha, b.p0[i]!, b.p1[i]!, b.h[i]!);
            hits[i] = hit === null ? 0 : 1;
            if (hit !== null) t[i] = hit.t;
          }
        }
      },
    };
  },
};
