/**
 * The fuzz machinery catches broken variants: every mutant (`mutants.ts`) is planted
 * in its slot, the slot runs on a small fixed budget and must report a violation,
 * and that violation's printed reproduction (its case as the report prints it, JSON
 * through the codec) must fail again with the mutant — and pass without it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checksFor, judge } from '../src/checks/index.ts';
import { decode, encode } from '../src/codec.ts';
import { runSlot, slotSeed } from '../src/run.ts';
import { BAND_POLICY, MUTANTS, MUTATED_VARIANTS, mutantRows, wired } from './mutants.ts';

/** The case as `--case '<json>'` carries it back. */
function reprinted(input: unknown): unknown {
  return decode(JSON.parse(JSON.stringify(encode(input))));
}

describe('mutation check', () => {
  it.each(MUTANTS.map((m) => [m.name, m.variant, m.check, m] as const))(
    '%s (in %s) is caught by the %s slot, and its reproduction fails again',
    (_name, variantName, check, mutant) => {
      const base = wired(variantName);
      const variant = mutant.plant(base);
      const slot = { variant, check };
      const result = runSlot(slot, slotSeed(7, slot), 60_000, {
        seed: 7,
        budgetMs: 60_000,
        maxRunsPerSlot: 3000,
        maxViolationsPerSlot: 1,
      });
      // One per generated slot (maxViolationsPerSlot); the vectors slot reports every vector.
      expect(result.violations.length).toBeGreaterThan(0);
      const found = result.violations[0]!;
      expect(found.message.length).toBeGreaterThan(0);
      const input = reprinted(found.input);
      expect(judge(variant, check, input).violations).not.toEqual([]);
      // The control: the same case passes the variant the mutant was planted in.
      expect(judge(base, check, input).violations).toEqual([]);
    },
    60_000,
  );
});

describe('the mutant table', () => {
  it('has a mutant in every slot of every mutated variant, the band policy included', () => {
    expect(MUTATED_VARIANTS).toContain(BAND_POLICY);
    const slots = MUTATED_VARIANTS.flatMap((v) => checksFor(wired(v)).map((c) => `${v} ${c}`));
    expect(slots.length).toBeGreaterThan(0);
    const planted = new Set(MUTANTS.map((m) => `${m.variant} ${m.check}`));
    expect(slots.filter((s) => !planted.has(s))).toEqual([]);
  });

  it('is the table fuzz/README.md shows under "Mutants"', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('\n## Mutants\n'));
    const rows = section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split(' | ').map((cell) => cell.replace(/^\|? *| *\|?$/g, '')));
    expect(rows).toEqual(mutantRows());
  });

  it('plants each mutant in a slot its variant runs', () => {
    const runs = (v: string, c: string) => (checksFor(wired(v)) as string[]).includes(c);
    expect(MUTANTS.filter((m) => !runs(m.variant, m.check))).toEqual([]);
  });
});
