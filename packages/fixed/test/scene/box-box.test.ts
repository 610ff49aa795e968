/**
 * @swept/fixed findBoxContacts / findCuboidContacts (src/scene/box-box.ts,
 * src/scene/cuboid-cuboid.ts) against the brute-force loop over this
 * package's own boxesTimeOfImpact / cuboidsTimeOfImpact: the shared tests of
 * every variant (core's test/scene/box-scenes.ts), in raw values at scales
 * from single raw units to the edge of the range.
 */
import { describe } from 'vitest';
import { boxSceneTests } from '../../../core/test/scene/box-scenes.ts';
import {
  boxesTimeOfImpact,
  cuboidsTimeOfImpact,
  findBoxContacts,
  findCuboidContacts,
} from '../../src/index.ts';
import { rawGridValues } from '../helpers.ts';

describe('@swept/fixed findBoxContacts / findCuboidContacts', () => {
  boxSceneTests({
    findBoxContacts,
    findCuboidContacts,
    boxesTimeOfImpact,
    cuboidsTimeOfImpact,
    values: rawGridValues,
    unit: 65536,
    time: 65536,
    exactDistance: true,
  });
});
