/**
 * The table's rows, in order: the swept variants first, then the practical
 * limit, then what users would pick instead.
 */
import type { Contender } from '../contender.ts';
import { coreSwept, coreSweptBatch, coreToi, coreToiBatch, coreToiInto } from './core.ts';
import { fixedSwept, fixedToi } from './fixed.ts';
import { planckToi } from './planck.ts';
import { rapierCast } from './rapier.ts';
import { soaLoop } from './soa-loop.ts';
import { substep } from './substep.ts';
import { toleranceSwept, toleranceToi } from './tolerance.ts';

export const REFERENCE = soaLoop.name;

export function entries(): Contender[] {
  return [
    coreSwept,
    coreToi,
    coreToiInto,
    coreSweptBatch,
    coreToiBatch,
    fixedSwept,
    fixedToi,
    toleranceSwept,
    toleranceToi,
    soaLoop,
    planckToi,
    rapierCast,
    substep(8),
    substep(32),
  ];
}
