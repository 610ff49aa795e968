/** The pair set's boxes as the `{x, y}` objects the scalar forms take (built untimed, as a game keeps its bodies). */
import type { Boxes } from '../workload.ts';

export interface BoxPoints {
  p0: { x: number; y: number }[];
  p1: { x: number; y: number }[];
  h: { x: number; y: number }[];
}

/** `scale` maps each value (the identity, or @swept/fixed's `toFixed`). */
export function boxPoints(b: Boxes, scale: (v: number) => number = (v) => v): BoxPoints {
  return {
    p0: Array.from(b.x0, (x, i) => ({ x: scale(x), y: scale(b.y0[i]!) })),
    p1: Array.from(b.x1, (x, i) => ({ x: scale(x), y: scale(b.y1[i]!) })),
    h: Array.from(b.hx, (x, i) => ({ x: scale(x), y: scale(b.hy[i]!) })),
  };
}
