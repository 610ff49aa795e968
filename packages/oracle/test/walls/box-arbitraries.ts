// walls/: the oracle's wall machinery — the capsule and rounded-slab pieces, wall cases from the variants' inputs, the surds of first touches.
/** Small circle-against-box cases (2D and 3D) for the oracle's circle–box tests: both bodies moving. */
import fc from 'fast-check';

export interface BoxInput {
  c0: { x: number; y: number; z?: number };
  c1: { x: number; y: number; z?: number };
  r: number;
  b0: { x: number; y: number; z?: number };
  b1: { x: number; y: number; z?: number };
  hb: { x: number; y: number; z?: number };
}

const coord = fc.integer({ min: -8, max: 8 });
const extent = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4 }), fc.constant(1.5));
const radius = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4 }), fc.constant(2.5));

function input(dim: 2 | 3): fc.Arbitrary<BoxInput> {
  const v =
    dim === 2 ? fc.record({ x: coord, y: coord }) : fc.record({ x: coord, y: coord, z: coord });
  const h =
    dim === 2
      ? fc.record({ x: extent, y: extent })
      : fc.record({ x: extent, y: extent, z: extent });
  // Sometimes the box stands still, sometimes the circle: the wall-like cases.
  return fc
    .record({ c0: v, c1: v, r: radius, b0: v, b1: v, hb: h, still: fc.nat(5) })
    .map(({ still, ...i }) =>
      still === 0 ? { ...i, b1: i.b0 } : still === 1 ? { ...i, c1: i.c0 } : i,
    );
}

export const boxInput2: fc.Arbitrary<BoxInput> = input(2);
export const boxInput3: fc.Arbitrary<BoxInput> = input(3);
