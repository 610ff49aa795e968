/**
 * moveCircle and moveCircleInto: the movers' suite (`test/move-suites.ts`) on the core's
 * movers — hand-built levels answered bit for bit, random moves judged exactly.
 */
import { describe } from 'vitest';
import { CORE_MOVERS } from '../move-cases.ts';
import { circleMoveSuite } from '../move-suites.ts';

describe('moveCircle', () => circleMoveSuite({ movers: CORE_MOVERS, w: () => 0, push: () => 0 }));
