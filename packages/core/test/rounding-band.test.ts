/**
 * The declared rounding bands are pinned to the contract: every band assertion reads
 * `ROUNDING_BAND` from the code under test, so widening a band there would keep them all
 * green. `docs/contract.md` states the values ("Decision (band values)", the wall band
 * among them); the two must be the same, so changing either side alone fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUNDING_BAND } from '../src/index.ts';

/** The `name = 2^-k` values of the contract's "Decision (band values)" paragraph. */
function contractBands(): Record<string, number> {
  const contract = readFileSync(new URL('../../../docs/contract.md', import.meta.url), 'utf8');
  const start = contract.indexOf('**Decision (band values).**');
  expect(start).toBeGreaterThanOrEqual(0);
  const paragraph = contract.slice(start, contract.indexOf('\n- ', start));
  const values = [...paragraph.matchAll(/`(\w+) = 2\^(-\d+)`/g)];
  return Object.fromEntries(values.map(([, name, exponent]) => [name!, 2 ** Number(exponent)]));
}

describe('ROUNDING_BAND', () => {
  it('states the five bands the contract decides, the wall and box bands among them', () => {
    expect(Object.keys(contractBands()).sort()).toEqual([
      'box',
      'overlap',
      'raySegment',
      'swept',
      'wall',
    ]);
  });

  it('equals the contract value for value', () => {
    expect({ ...ROUNDING_BAND }).toEqual(contractBands());
  });
});
