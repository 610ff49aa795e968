/**
 * The table's rows, in order: the swept variants first, then the practical
 * limit, then what users would pick instead. A row that names a variant whose
 * package does not export the query yet is listed as not wired — never measured
 * with a stand-in.
 */
import type { Contender } from '../contender.ts';
import { coreSwept, coreSweptBatch, coreToi, coreToiBatch, coreToiInto } from './core.ts';
import { fixedSwept, fixedToi } from './fixed.ts';
import { planckToi } from './planck.ts';
import { rapierCast } from './rapier.ts';
import { soaLoop } from './soa-loop.ts';
import { substep } from './substep.ts';
import { toleranceSwept, toleranceToi } from './tolerance.ts';

export type Entry = Contender | { name: string; notWired: string };

export const REFERENCE = soaLoop.name;

export function entries(): Entry[] {
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
