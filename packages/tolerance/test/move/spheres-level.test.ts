/** moveSpheres under every policy: the batch suite (`core/test/move-suites.ts`), body by body as the policy's single mover, bit for bit. */
import { describe } from 'vitest';
import { batchMoveSuite } from '../../../core/test/move-suites.ts';
import { MOVE_POLICIES, moveVariant } from '../move-policies.ts';

describe.each(MOVE_POLICIES.map((p) => [p.name, p] as const))(
  'moveSpheres under %s',
  (_name, policy) => batchMoveSuite(3, moveVariant(policy)),
);
