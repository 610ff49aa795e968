/**
 * The tolerance scene tests' policies (one of each kind) and grid values
 * (scaled and shifted so that the differences round), shared by the scenes
 * of boxes and of circles against boxes.
 */
import fc from 'fast-check';
import { absolute, exact, type Policy, relative, rounded, slop, ulps } from '../../src/index.ts';

export const policies: Policy[] = [
  exact,
  absolute(0.25),
  relative(0.05),
  ulps(8),
  rounded(1),
  slop(0.5),
];

export const values = fc
  .record({
    scale: fc.constantFrom(1, 0.5, 0.1, 2 ** 40, 2 ** -30),
    offset: fc.constantFrom(0, 1e5 + 0.3, -7.25e8),
  })
  .map(({ scale, offset }) => ({
    at: (v: number) => v * scale + offset,
    size: (v: number) => v * scale,
  }));
