/**
 * Replays the whole failure corpus (`fuzz/corpus/*.json`): every saved case
 * must now pass its check — a regression suite grown by the fuzzer.
 */
import { describe, expect, it } from 'vitest';
import { judge } from '../src/checks/index.ts';
import { decode, encode } from '../src/codec.ts';
import { loadCorpus } from '../src/corpus.ts';
import { findVariant } from '../src/variants/index.ts';

const corpus = loadCorpus();

describe('corpus replay', () => {
  it('holds entries', () => {
    expect(corpus.length).toBeGreaterThan(0);
  });

  it.each(corpus.map((c) => [c.file, c.entry] as const))('%s', (_file, entry) => {
    const variant = findVariant(entry.variant);
    expect(variant, `variant ${entry.variant} is wired`).toBeDefined();
    expect(judge(variant!, entry.check, decode(entry.input)).violations).toEqual([]);
  });

  it('encodes numbers JSON cannot hold, bit for bit', () => {
    const value = {
      a: [-0, Number.NaN, Number.POSITIVE_INFINITY, 5e-324],
      b: { c: -Number.MAX_VALUE },
    };
    const back = decode(JSON.parse(JSON.stringify(encode(value)))) as typeof value;
    expect(Object.is(back.a[0], -0)).toBe(true);
    expect(back.a[1]).toBeNaN();
    expect(back.a[2]).toBe(Number.POSITIVE_INFINITY);
    expect(back.a[3]).toBe(5e-324);
    expect(back.b.c).toBe(-Number.MAX_VALUE);
  });
});
