/**
 * planck.js (the Box2D v2 port) `TimeOfImpact` on two circle proxies: the
 * conservative-advancement solver a Box2D-style engine runs for its bullets.
 * It reports `e_touching` when the centres come within `ra + rb − 3·linearSlop`
 * (Box2D keeps a slop of 0.005 m of overlap on purpose), `e_overlapped` when
 * they start closer, `e_separated` otherwise. Touching or overlapped count as
 * a hit; `t` is planck's answer. Circles and the reused input are built
 * untimed; the solver is what is timed.
 */
import { Circle, TimeOfImpact, TOIInput, TOIOutput, TOIOutputState } from 'planck';
import type { Contender } from '../contender.ts';

export const planckToi: Contender = {
  name: 'planck.js TimeOfImpact',
  prepare(pairs) {
    const hits = new Uint8Array(pairs.count);
    const t = new Float64Array(pairs.count);
    const { movers: m, bodies: s, groups, perGroup, bodyStride } = pairs;
    const moverShapes = Array.from(m.r, (r) => new Circle(r));
    const bodyShapes = Array.from(s.r, (r) => new Circle(r));
    const input = new TOIInput();
    const output = new TOIOutput();
    input.tMax = 1;
    return {
      hits,
      t,
      run() {
        const { sweepA, sweepB } = input;
        for (let g = 0; g < groups; g++) {
          input.proxyA.set(moverShapes[g]!, 0);
          sweepA.c0.set(m.x0[g]!, m.y0[g]!);
          sweepA.c.set(m.x1[g]!, m.y1[g]!);
          const base = g * bodyStride;
          const out = g * perGroup;
          for (let j = 0; j < perGroup; j++) {
            const b = base + j;
            input.proxyB.set(bodyShapes[b]!, 0);
            sweepB.c0.set(s.x0[b]!, s.y0[b]!);
            sweepB.c.set(s.x1[b]!, s.y1[b]!);
            TimeOfImpact(output, input);
            const hit =
              output.state === TOIOutputState.e_touching ||
              output.state === TOIOutputState.e_overlapped;
            hits[out + j] = hit ? 1 : 0;
            t[out + j] = output.t;
          }
        }
      },
    };
  },
};
