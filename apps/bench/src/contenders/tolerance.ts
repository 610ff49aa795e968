/**
 * @swept/tolerance under the `exact` policy: exact decisions on the given
 * doubles (a float filter settles most pairs, BigInt the rest), times of
 * impact rounded down. Called on `{x, y}` objects built untimed, like the
 * core's scalar rows.
 */
import { exact, withPolicy } from '@swept/tolerance';
import type { Contender } from '../contender.ts';
import { eachPair, endpoints } from '../pairs.ts';

const q = withPolicy(exact);

export const toleranceSwept: Contender = {
  name: '@swept/tolerance exact sweptCircles',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const a = endpoints(pairs.movers);
    const b = endpoints(pairs.bodies);
    const ra = pairs.movers.r;
    const rb = pairs.bodies.r;
    const decide = (g: number, k: number, i: number): void => {
      hits[i] = q.sweptCircles(a.p0[g]!, a.p1[g]!, ra[g]!, b.p0[k]!, b.p1[k]!, rb[k]!) ? 1 : 0;
    };
    return { hits, t: null, run: () => eachPair(pairs, decide) };
  },
};

export const toleranceToi: Contender = {
  name: '@swept/tolerance exact circlesTimeOfImpact',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const t = new Float64Array(pairs.count);
    const a = endpoints(pairs.movers);
    const b = endpoints(pairs.bodies);
    const ra = pairs.movers.r;
    const rb = pairs.bodies.r;
    const decide = (g: number, k: number, i: number): void => {
      const hit = q.circlesTimeOfImpact(a.p0[g]!, a.p1[g]!, ra[g]!, b.p0[k]!, b.p1[k]!, rb[k]!);
      hits[i] = hit === null ? 0 : 1;
      if (hit !== null) t[i] = hit.t;
    };
    return { hits, t, run: () => eachPair(pairs, decide) };
  },
};
