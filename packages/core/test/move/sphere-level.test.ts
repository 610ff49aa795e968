/**
 * moveSphere and moveSphereInto: the movers' 3D suite (`test/move-suites.ts`) on the
 * core's movers — hand-built levels answered bit for bit, random moves judged exactly.
 */
import { describe } from 'vitest';
import { CORE_MOVERS } from '../move-cases.ts';
import { sphereMoveSuite } from '../move-suites.ts';

describe('moveSphere', () => sphereMoveSuite({ movers: CORE_MOVERS, w: () => 0, push: () => 0 }));
