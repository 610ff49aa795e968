/** Bad input must throw a `RangeError` whose message starts with the parameter's name. */
import type { BadArgs, CaseResult } from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { fmt } from './util.ts';

export function checkBadInput(variant: Variant, bad: BadArgs): CaseResult {
  const out: CaseResult = { violations: [] };
  const fn = variant.api[bad.query];
  let result: unknown;
  try {
    result = fn(...bad.args);
  } catch (error) {
    if (!(error instanceof RangeError)) {
      out.violations.push(`${bad.query} threw ${String(error)}, not a RangeError`);
    } else if (!bad.params.some((p) => error.message.startsWith(p))) {
      out.violations.push(
        `${bad.query}: RangeError "${error.message}" does not start with ${bad.params.join(' or ')}`,
      );
    }
    return out;
  }
  out.violations.push(
    `${bad.query} returned ${fmt(result)} instead of a RangeError for ${bad.params.join('/')}`,
  );
  return out;
}
