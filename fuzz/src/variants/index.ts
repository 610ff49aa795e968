/**
 * The variants the fuzz app runs. A variant is wired here once its package
 * has landed; one that has not is listed in `NOT_WIRED` and reported as such,
 * never stubbed as passing.
 */
import { coreVariant } from './core.ts';
import { fixedVariant } from './fixed.ts';
import { toleranceVariants } from './tolerance.ts';
import type { Variant } from './types.ts';

export const VARIANTS: Variant[] = [coreVariant, fixedVariant, ...toleranceVariants];

/** Packages with no wired variant yet (name → why). */
export const NOT_WIRED: Record<string, string> = {};

export function findVariant(name: string): Variant | undefined {
  return VARIANTS.find((v) => v.name === name);
}
