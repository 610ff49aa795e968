/**
 * @swept/fixed, the Q16.16 variant: the pairs' coordinates are multiples of
 * 2^-16, so their raw values (converted untimed, as a lockstep game stores
 * them) are the very numbers the float contenders read. `t` comes back as a
 * raw value, `floor(t*·65536)`; it is divided by 65536 (exact) for judging.
 * Each row writes its own loop (see `core.ts` for why).
 */
import { circlesTimeOfImpact, sweptCircles, toFixed, type Vec2 } from '@swept/fixed';
import type { Contender } from '../contender.ts';
import type { Circles } from '../pairs.ts';

interface RawCircles {
  p0: Vec2[];
  p1: Vec2[];
  r: number[];
}

function raw(c: Circles): RawCircles {
  return {
    p0: Array.from(c.x0, (x, i) => ({ x: toFixed(x), y: toFixed(c.y0[i]!) })),
    p1: Array.from(c.x1, (x, i) => ({ x: toFixed(x), y: toFixed(c.y1[i]!) })),
    r: Array.from(c.r, toFixed),
  };
}

export const fixedSwept: Contender = {
  name: '@swept/fixed sweptCircles (Q16.16)',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const { groups, perGroup, bodyStride } = pairs;
    const a = raw(pairs.movers);
    const b = raw(pairs.bodies);
    return {
      hits,
      t: null,
      run() {
        for (let g = 0; g < groups; g++) {
          const a0 = a.p0[g]!;
          const a1 = a.p1[g]!;
          const ra = a.r[g]!;
          const base = g * bodyStride;
          const out = g * perGroup;
          for (let j = 0; j < perGroup; j++) {
            const k = base + j;
            hits[out + j] = sweptCircles(a0, a1, ra, b.p0[k]!, b.p1[k]!, b.r[k]!) ? 1 : 0;
          }
        }
      },
    };
  },
};

export const fixedToi: Contender = {
  name: '@swept/fixed circlesTimeOfImpact',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const t = new Float64Array(pairs.count);
    const { groups, perGroup, bodyStride } = pairs;
    const a = raw(pairs.movers);
    const b = raw(pairs.bodies);
    return {
      hits,
      t,
      run() {
        for (let g = 0; g < groups; g++) {
          const a0 = a.p0[g]!;
          const a1 = a.p1[g]!;
          const ra = a.r[g]!;
          const base = g * bodyStride;
          const out = g * perGroup;
          for (let j = 0; j < perGroup; j++) {
            const k = base + j;
            const hit = circlesTimeOfImpact(a0, a1, ra, b.p0[k]!, b.p1[k]!, b.r[k]!);
            hits[out + j] = hit === null ? 0 : 1;
            if (hit !== null) t[out + j] = hit.t / 65536;
          }
        }
      },
    };
  },
};
