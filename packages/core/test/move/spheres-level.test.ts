/** moveSpheres: the batch suite (`test/move-suites.ts`) on the core's movers — body by body as moveSphere, bit for bit. */
import { describe } from 'vitest';
import { CORE_MOVERS } from '../move-cases.ts';
import { batchMoveSuite } from '../move-suites.ts';

describe('moveSpheres', () =>
  batchMoveSuite(3, { movers: CORE_MOVERS, w: () => 0, push: () => 0 }));
