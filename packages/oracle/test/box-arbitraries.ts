/** fast-check generators and an independent touching test for the oracle's box tests. */
import fc from 'fast-check';
import { abs, add, type BoxCase, boxCaseFromRaw, cmp, mul, type Rat, sub } from '../src/index.ts';

/** A raw vector of 2 or 3 components. */
export type RawVec = { x: number; y: number; z?: number };

export interface RawBoxInput {
  a0: RawVec;
  a1: RawVec;
  ha: RawVec;
  b0: RawVec;
  b1: RawVec;
  hb: RawVec;
}

const toRaw = (v: number[]): RawVec =>
  v.length === 3 ? { x: v[0]!, y: v[1]!, z: v[2]! } : { x: v[0]!, y: v[1]! };

/** Small integer boxes in 2D or 3D: touches, corner ties and grazes are common. */
export const smallBoxes: fc.Arbitrary<{ input: RawBoxInput; c: BoxCase }> = fc
  .constantFrom<2 | 3>(2, 3)
  .chain((dim) => {
    const coord = fc.array(fc.integer({ min: -10, max: 10 }), { minLength: dim, maxLength: dim });
    const half = fc.array(fc.integer({ min: 0, max: 4 }), { minLength: dim, maxLength: dim });
    return fc.record({ a0: coord, a1: coord, ha: half, b0: coord, b1: coord, hb: half });
  })
  .map((s) => {
    const input = {
      a0: toRaw(s.a0),
      a1: toRaw(s.a1),
      ha: toRaw(s.ha),
      b0: toRaw(s.b0),
      b1: toRaw(s.b1),
      hb: toRaw(s.hb),
    };
    const c = boxCaseFromRaw(input.a0, input.a1, input.ha, input.b0, input.b1, input.hb);
    return { input, c };
  });

/** The centres at `t`, from the motion's definition `p0 + t·(p1 − p0)`. */
function at(p0: readonly Rat[], p1: readonly Rat[], t: Rat): Rat[] {
  return p0.map((p, i) => add(p, mul(t, sub(p1[i]!, p))));
}

/** The contract's touching test at `t`, written from the definition (not from the slabs). */
export function touchesAt(c: BoxCase, t: Rat): boolean {
  const a = at(c.a0, c.a1, t);
  const b = at(c.b0, c.b1, t);
  return a.every((ai, i) => cmp(abs(sub(b[i]!, ai)), add(c.ha[i]!, c.hb[i]!)) <= 0);
}

/** The same, strictly: overlapping at `t`. */
export function overlapsAt(c: BoxCase, t: Rat): boolean {
  const a = at(c.a0, c.a1, t);
  const b = at(c.b0, c.b1, t);
  return a.every((ai, i) => cmp(abs(sub(b[i]!, ai)), add(c.ha[i]!, c.hb[i]!)) < 0);
}
