/** moveCircles: the batch suite (`test/move-suites.ts`) on the core's movers — body by body as moveCircle, bit for bit. */
import { describe } from 'vitest';
import { CORE_MOVERS } from '../move-cases.ts';
import { batchMoveSuite } from '../move-suites.ts';

describe('moveCircles', () =>
  batchMoveSuite(2, { movers: CORE_MOVERS, w: () => 0, push: () => 0 }));
