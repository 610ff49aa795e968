/**
 * The fixed-point answers an engine gives to the same generated cases, as
 * bit-exact text: what `--engine all` compares across engines. The cases come
 * from each query's slot generator at a seed derived from the run's, so every
 * engine draws the same ones.
 */
import { type EngineReport, exactText } from '@swept/engines/report';
import fc from 'fast-check';
import { arbitraryFor } from '../checks/index.ts';
import { encode } from '../codec.ts';
import { slotSeed } from '../run.ts';
import {
  BOX_PARAMETERS,
  BOX_QUERIES,
  CIRCLE_BOX_PARAMETERS,
  CIRCLE_BOX_QUERIES,
  PARAMETERS,
  QUERIES,
} from '../types.ts';
import type { Variant } from '../variants/types.ts';

/**
 * Every pair query and the fields of its generated case it takes, in order: the circles'
 * and spheres', then the boxes', then a circle against a box.
 */
const ANSWERED = [...QUERIES, ...BOX_QUERIES, ...CIRCLE_BOX_QUERIES];
const PARAMETERS_OF: Readonly<Record<(typeof ANSWERED)[number], readonly string[]>> = {
  ...PARAMETERS,
  ...BOX_PARAMETERS,
  ...CIRCLE_BOX_PARAMETERS,
};

/** `count` cases per query, answered by `variant` (the fixed one), in a fixed order. */
export function fixedAnswers(variant: Variant, seed: number, count: number): EngineReport {
  return {
    cases: ANSWERED.flatMap((query) => {
      const inputs = fc.sample(arbitraryFor(variant, query), {
        seed: slotSeed(seed, { variant, check: `${query}/answers` }),
        numRuns: count,
      }) as Record<string, unknown>[];
      return inputs.map((input, i) => {
        const args = PARAMETERS_OF[query].map((name) => input[name]);
        let answer: string;
        try {
          answer = exactText(variant.api[query](...args));
        } catch (error) {
          answer = `throws ${String(error)}`;
        }
        return {
          id: `${query}-${i}`,
          input: JSON.stringify(encode(input)),
          answers: [[`${variant.name} ${query}`, answer]] as [string, string][],
        };
      });
    }),
  };
}
