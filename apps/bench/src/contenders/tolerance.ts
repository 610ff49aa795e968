/**
 * @swept/tolerance under the `exact` policy: exact decisions on the given
 * doubles (a float filter settles most pairs, BigInt the rest), times of
 * impact rounded down. Called on `{x, y}` objects built untimed, like the
 * core's scalar rows; each row writes its own loop (see `core.ts` for why).
 */
import { exact, withPolicy } from '@swept/tolerance';
import type { Contender } from '../contender.ts';
import { endpoints } from '../pairs.ts';

const q = withPolicy(exact);

export const toleranceSwept: Contender = {
  name: '@swept/tolerance exact sweptCircles',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const { groups, perGroup, bodyStride } = pairs;
    const a = endpoints(pairs.movers);
    const b = endpoints(pairs.bodies);
    const ra = pairs.movers.r;
    const rb = pairs.bodies.r;
    const swept = q.sweptCircles;
    return {
      hits,
      t: null,
      run() {
        for (let g = 0; g < groups; g++) {
          const a0 = a.p0[g]!;
          const a1 = a.p1[g]!;
          const r = ra[g]!;
          const base = g * bodyStride;
          const out = g * perGroup;
          for (let j = 0; j < perGroup; j++) {
            const k = base + j;
            hits[out + j] = swept(a0, a1, r, b.p0[k]!, b.p1[k]!, rb[k]!) ? 1 : 0;
          }
        }
      },
    };
  },
};

export const toleranceToi: Contender = {
  name: '@swept/tolerance exact circlesTimeOfImpact',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const t = new Float64Array(pairs.count);
    const { groups, perGroup, bodyStride } = pairs;
    const a = endpoints(pairs.movers);
    const b = endpoints(pairs.bodies);
    const ra = pairs.movers.r;
    const rb = pairs.bodies.r;
    const toi = q.circlesTimeOfImpact;
    return {
      hits,
      t,
      run() {
        for (let g = 0; g < groups; g++) {
          const a0 = a.p0[g]!;
          const a1 = a.p1[g]!;
          const r = ra[g]!;
          const base = g * bodyStride;
          const out = g * perGroup;
          for (let j = 0; j < perGroup; j++) {
            const k = base + j;
            const hit = toi(a0, a1, r, b.p0[k]!, b.p1[k]!, rb[k]!);
            hits[out + j] = hit === null ? 0 : 1;
            if (hit !== null) t[out + j] = hit.t;
          }
        }
      },
    };
  },
};
