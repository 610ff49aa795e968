/**
 * The fuzz machinery catches broken variants: each mutant breaks one promise
 * and the quick run's slot for that query (on a small, fixed budget) must
 * report a violation.
 */
import { describe, expect, it } from 'vitest';
import { runSlot, slotSeed } from '../src/run.ts';
import type { CheckName } from '../src/types.ts';
import type { Variant } from '../src/variants/types.ts';
import {
  naiveSeparation,
  overPushCore,
  overPushPairCore,
  pushPastTheEdge,
  refusesAtTheEdge,
  roundedFixed,
  strictCore,
  uncheckedCore,
} from './mutants.ts';

const cases: [string, CheckName, Variant][] = [
  [strictCore.name, 'sweptCircles', strictCore],
  [roundedFixed.name, 'circlesTimeOfImpact', roundedFixed],
  [naiveSeparation.name, 'separateCircles', naiveSeparation],
  [uncheckedCore.name, 'badInput', uncheckedCore],
  [pushPastTheEdge.name, 'separateCircleSegment', pushPastTheEdge],
  [refusesAtTheEdge.name, 'separateCircles', refusesAtTheEdge],
  [overPushCore.name, 'separateCircleSegment', overPushCore],
  [overPushPairCore.name, 'separateCircles', overPushPairCore],
];

describe('mutation check', () => {
  it.each(cases)('%s is caught by the %s slot', (_name, check, variant) => {
    const slot = { variant, check };
    const result = runSlot(slot, slotSeed(7, slot), 20_000, {
      seed: 7,
      budgetMs: 20_000,
      maxRunsPerSlot: 3000,
      maxViolationsPerSlot: 1,
    });
    expect(result.violations.length).toBe(1);
    expect(result.violations[0]!.message.length).toBeGreaterThan(0);
  });
});
