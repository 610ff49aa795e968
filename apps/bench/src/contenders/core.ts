/**
 * @swept/core, the float variant, called the way a game would: scalar forms
 * on `{x, y}` objects (built untimed, as a game keeps its bodies) and the
 * zero-allocation `…Into` form with one reused result, and the batch forms
 * on the pair set's own typed arrays.
 *
 * Every row writes its own loop rather than passing a callback to a shared
 * one: a shared loop's call site would see every row's callback, turn
 * megamorphic, and charge the harness's cost to the library.
 */
import {
  circlesTimeOfImpact,
  circlesTimeOfImpactBatch,
  circlesTimeOfImpactInto,
  createTimeOfImpact2,
  type MovingCircles,
  sweptCircles,
  sweptCirclesBatch,
} from '@swept/core';
import type { Contender } from '../contender.ts';
import { endpoints, type PairSet } from '../pairs.ts';

export const coreSwept: Contender = {
  name: '@swept/core sweptCircles',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const { groups, perGroup, bodyStride } = pairs;
    const a = endpoints(pairs.movers);
    const b = endpoints(pairs.bodies);
    const ra = pairs.movers.r;
    const rb = pairs.bodies.r;
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
            hits[out + j] = sweptCircles(a0, a1, r, b.p0[k]!, b.p1[k]!, rb[k]!) ? 1 : 0;
          }
        }
      },
    };
  },
};

export const coreToi: Contender = {
  name: '@swept/core circlesTimeOfImpact',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const t = new Float64Array(pairs.count);
    const { groups, perGroup, bodyStride } = pairs;
    const a = endpoints(pairs.movers);
    const b = endpoints(pairs.bodies);
    const ra = pairs.movers.r;
    const rb = pairs.bodies.r;
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
            const hit = circlesTimeOfImpact(a0, a1, r, b.p0[k]!, b.p1[k]!, rb[k]!);
            hits[out + j] = hit === null ? 0 : 1;
            if (hit !== null) t[out + j] = hit.t;
          }
        }
      },
    };
  },
};

export const coreToiInto: Contender = {
  name: '@swept/core circlesTimeOfImpactInto',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const t = new Float64Array(pairs.count);
    const { groups, perGroup, bodyStride } = pairs;
    const a = endpoints(pairs.movers);
    const b = endpoints(pairs.bodies);
    const ra = pairs.movers.r;
    const rb = pairs.bodies.r;
    const result = createTimeOfImpact2();
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
            const hit = circlesTimeOfImpactInto(result, a0, a1, r, b.p0[k]!, b.p1[k]!, rb[k]!);
            hits[out + j] = hit ? 1 : 0;
            if (hit) t[out + j] = result.t;
          }
        }
      },
    };
  },
};

/**
 * The batch forms: mover `g` against its group's bodies in one call, on
 * `subarray` views of the pair set's typed arrays (no copies, no allocation
 * per pass). In a scene all movers share the bodies, so the views are the
 * whole arrays.
 */
function groupViews(pairs: PairSet): MovingCircles[] {
  const { bodies: s, groups, perGroup, bodyStride } = pairs;
  return Array.from({ length: groups }, (_, g) => {
    const from = g * bodyStride;
    const to = from + perGroup;
    return {
      x0: s.x0.subarray(from, to),
      y0: s.y0.subarray(from, to),
      x1: s.x1.subarray(from, to),
      y1: s.y1.subarray(from, to),
      r: s.r.subarray(from, to),
    };
  });
}

export const coreSweptBatch: Contender = {
  name: '@swept/core sweptCirclesBatch',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const a = endpoints(pairs.movers);
    const ra = pairs.movers.r;
    const views = groupViews(pairs);
    const out = views.map((_, g) => hits.subarray(g * pairs.perGroup, (g + 1) * pairs.perGroup));
    return {
      hits,
      t: null,
      run() {
        for (let g = 0; g < pairs.groups; g++) {
          sweptCirclesBatch(a.p0[g]!, a.p1[g]!, ra[g]!, views[g]!, out[g]!);
        }
      },
    };
  },
};

export const coreToiBatch: Contender = {
  name: '@swept/core circlesTimeOfImpactBatch',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const t = new Float64Array(pairs.count);
    const a = endpoints(pairs.movers);
    const ra = pairs.movers.r;
    const views = groupViews(pairs);
    const per = pairs.perGroup;
    const outHits = views.map((_, g) => hits.subarray(g * per, (g + 1) * per));
    const outT = views.map((_, g) => t.subarray(g * per, (g + 1) * per));
    return {
      hits,
      t,
      run() {
        for (let g = 0; g < pairs.groups; g++) {
          circlesTimeOfImpactBatch(a.p0[g]!, a.p1[g]!, ra[g]!, views[g]!, outHits[g]!, outT[g]!);
        }
      },
    };
  },
};
