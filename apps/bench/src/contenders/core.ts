/**
 * @swept/core, the float variant, called the way a game would: scalar forms
 * on `{x, y}` objects (built untimed, as a game keeps its bodies), the
 * zero-allocation `…Into` form with one reused result, and the batch forms on
 * the pair set's own typed arrays (one mover against its group of bodies).
 */
import {
  circlesTimeOfImpact,
  circlesTimeOfImpactInto,
  createTimeOfImpact2,
  sweptCircles,
} from '@swept/core';
import type { Contender } from '../contender.ts';
import { eachPair, endpoints } from '../pairs.ts';

export const coreSwept: Contender = {
  name: '@swept/core sweptCircles',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const a = endpoints(pairs.movers);
    const b = endpoints(pairs.bodies);
    const ra = pairs.movers.r;
    const rb = pairs.bodies.r;
    const decide = (g: number, k: number, i: number): void => {
      hits[i] = sweptCircles(a.p0[g]!, a.p1[g]!, ra[g]!, b.p0[k]!, b.p1[k]!, rb[k]!) ? 1 : 0;
    };
    return { hits, t: null, run: () => eachPair(pairs, decide) };
  },
};

export const coreToi: Contender = {
  name: '@swept/core circlesTimeOfImpact',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const t = new Float64Array(pairs.count);
    const a = endpoints(pairs.movers);
    const b = endpoints(pairs.bodies);
    const ra = pairs.movers.r;
    const rb = pairs.bodies.r;
    const decide = (g: number, k: number, i: number): void => {
      const hit = circlesTimeOfImpact(a.p0[g]!, a.p1[g]!, ra[g]!, b.p0[k]!, b.p1[k]!, rb[k]!);
      hits[i] = hit === null ? 0 : 1;
      if (hit !== null) t[i] = hit.t;
    };
    return { hits, t, run: () => eachPair(pairs, decide) };
  },
};

export const coreToiInto: Contender = {
  name: '@swept/core circlesTimeOfImpactInto',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const t = new Float64Array(pairs.count);
    const a = endpoints(pairs.movers);
    const b = endpoints(pairs.bodies);
    const ra = pairs.movers.r;
    const rb = pairs.bodies.r;
    const out = createTimeOfImpact2();
    const decide = (g: number, k: number, i: number): void => {
      const hit = circlesTimeOfImpactInto(
        out,
        a.p0[g]!,
        a.p1[g]!,
        ra[g]!,
        b.p0[k]!,
        b.p1[k]!,
        rb[k]!,
      );
      hits[i] = hit ? 1 : 0;
      if (hit) t[i] = out.t;
    };
    return { hits, t, run: () => eachPair(pairs, decide) };
  },
};
