/**
 * findBoxContacts / findCuboidContacts (src/scene/box-box.ts,
 * src/scene/cuboid-cuboid.ts) against the brute-force loop over
 * boxesTimeOfImpact / cuboidsTimeOfImpact: the shared tests of every
 * variant (./box-scenes.ts), on exact grids scaled by powers of two and
 * shifted far from the origin (where the differences round).
 */
import { describe } from 'vitest';
import {
  boxesTimeOfImpact,
  cuboidsTimeOfImpact,
  findBoxContacts,
  findCuboidContacts,
} from '../../src/index.ts';
import { boxSceneTests, coreGridValues } from './box-scenes.ts';

describe('findBoxContacts / findCuboidContacts', () => {
  boxSceneTests({
    findBoxContacts,
    findCuboidContacts,
    boxesTimeOfImpact,
    cuboidsTimeOfImpact,
    values: coreGridValues,
    unit: 1,
    time: 1,
    exactDistance: true,
  });
});
