/**
 * findBoxContacts / findCuboidContacts (src/scene/box-box.ts,
 * src/scene/cuboid-cuboid.ts) against the brute-force loop over
 * boxesTimeOfImpact / cuboidsTimeOfImpact: the shared tests of every
 * variant (./box-scenes.ts), on exact grids scaled by powers of two and
 * shifted far from the origin (where the differences round).
 */
import fc from 'fast-check';
import { describe } from 'vitest';
import {
  boxesTimeOfImpact,
  cuboidsTimeOfImpact,
  findBoxContacts,
  findCuboidContacts,
} from '../../src/index.ts';
import { boxSceneTests } from './box-scenes.ts';

describe('findBoxContacts / findCuboidContacts', () => {
  boxSceneTests({
    findBoxContacts,
    findCuboidContacts,
    boxesTimeOfImpact,
    cuboidsTimeOfImpact,
    values: fc
      .record({
        k: fc.integer({ min: -150, max: 150 }),
        offset: fc.constantFrom(0, 0, 1e6, -3.7e9, 123456.789),
      })
      .map(({ k, offset }) => ({
        at: (v: number) => (v + offset) * 2 ** k,
        size: (v: number) => v * 2 ** k,
      })),
    unit: 1,
    time: 1,
    exactDistance: true,
  });
});
