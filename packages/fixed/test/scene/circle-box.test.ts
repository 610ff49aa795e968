/**
 * @swept/fixed findCircleContacts with raw boxes in `options.against`
 * (src/scene/circle-circle.ts, core's `circleBoxPhase` over this package's
 * circleBoxTimeOfImpact) against the brute-force loop over that query: the
 * shared tests of every variant (core's test/scene/circle-box-scenes.ts), in
 * raw values at scales from single raw units to the edge of the range; and
 * findSphereContacts with raw cuboids over sphereCuboidTimeOfImpact.
 */
import { describe } from 'vitest';
import { circleBoxSceneTests } from '../../../core/test/scene/circle-box-scenes.ts';
import {
  circleBoxTimeOfImpact,
  findCircleContacts,
  findSphereContacts,
  sphereCuboidTimeOfImpact,
} from '../../src/index.ts';
import { rawGridValues } from '../helpers.ts';

describe('@swept/fixed findCircleContacts against boxes', () => {
  circleBoxSceneTests({
    findCircleContacts,
    circleBoxTimeOfImpact,
    values: rawGridValues,
    unit: 65536,
    time: 65536,
    exactDistance: true,
    spheres: { findSphereContacts, sphereCuboidTimeOfImpact },
  });
});
