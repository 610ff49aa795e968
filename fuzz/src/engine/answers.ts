/**
 * The fixed-point answers an engine gives to the same generated cases, as
 * bit-exact text: what `--engine all` compares across engines. The cases come
 * from each query's slot generator at a seed derived from the run's, so every
 * engine draws the same ones: the pair queries', and the tile maps' (contract
 * §10) from the box casts' and movers' generator (`cases/tiles.ts`).
 */
import { type EngineReport, exactText, type ReportCase } from '@swept/engines/report';
import fc from 'fast-check';
import { buildBoxLevel } from '../checks/box-level.ts';
import { arbitraryFor } from '../checks/index.ts';
import { encode } from '../codec.ts';
import { slotSeed } from '../run.ts';
import {
  BOX_PARAMETERS,
  BOX_QUERIES,
  type BoxLevelArgs,
  type CheckName,
  CIRCLE_BOX_PARAMETERS,
  CIRCLE_BOX_QUERIES,
  PARAMETERS,
  QUERIES,
  SPHERE_CUBOID_PARAMETERS,
  SPHERE_CUBOID_QUERIES,
} from '../types.ts';
import type { Variant } from '../variants/types.ts';

/**
 * Every pair query and the fields of its generated case it takes, in order: the circles'
 * and spheres', then the boxes', then a circle against a box, then a sphere against a cuboid.
 */
const ANSWERED = [...QUERIES, ...BOX_QUERIES, ...CIRCLE_BOX_QUERIES, ...SPHERE_CUBOID_QUERIES];
const PARAMETERS_OF: Readonly<Record<(typeof ANSWERED)[number], readonly string[]>> = {
  ...PARAMETERS,
  ...BOX_PARAMETERS,
  ...CIRCLE_BOX_PARAMETERS,
  ...SPHERE_CUBOID_PARAMETERS,
};

/**
 * The questions asked of each tile-map case (a tile map mostly, a level of axis-aligned
 * segments too): `castBox` and `moveBox` of the case's box, and `moveCircle` of the circle
 * inscribed in it (its radius the smaller half extent), on the level the variant builds.
 */
const TILE_MAP_QUESTIONS: readonly (readonly [
  name: string,
  ask: (levels: NonNullable<Variant['levels']>, level: unknown, a: BoxLevelArgs) => unknown,
])[] = [
  ['castBox', (q, level, a) => q.castBox!(level, a.b, a.hb, a.d, ...optionsOf(a))],
  ['moveBox', (q, level, a) => q.moveBox!(level, a.b, a.hb, a.d, ...optionsOf(a))],
  [
    'moveCircle',
    (q, level, a) => q.moveCircle!(level, a.b, Math.min(a.hb.x, a.hb.y), a.d, ...optionsOf(a)),
  ],
];

/** The case's options as the call's last argument, when it has them. */
const optionsOf = (a: BoxLevelArgs) => (a.options === null ? [] : [a.options]);

/** An answer as compared: its exact text, or what it threw. */
function answerText(answer: () => unknown): string {
  try {
    return exactText(answer());
  } catch (error) {
    return `throws ${String(error)}`;
  }
}

/** `count` cases drawn by `check`'s generator for `variant`, the same in every engine. */
function sample<T>(variant: Variant, check: CheckName, seed: number, count: number): T[] {
  return fc.sample(arbitraryFor(variant, check), {
    seed: slotSeed(seed, { variant, check: `${check}/answers` }),
    numRuns: count,
  }) as T[];
}

/** `count` cases per query, answered by `variant` (the fixed one), in a fixed order. */
export function fixedAnswers(variant: Variant, seed: number, count: number): EngineReport {
  const answer = (query: string, ask: () => unknown): ReportCase['answers'][number] => [
    `${variant.name} ${query}`,
    answerText(ask),
  ];
  const pairs = ANSWERED.flatMap((query) =>
    sample<Record<string, unknown>>(variant, query, seed, count).map((input, i) => {
      const args = PARAMETERS_OF[query].map((name) => input[name]);
      return {
        id: `${query}-${i}`,
        input: JSON.stringify(encode(input)),
        answers: [answer(query, () => variant.api[query](...args))],
      };
    }),
  );
  const tileMaps = sample<BoxLevelArgs>(variant, 'moveBox', seed, count).map((a, i) => {
    const level = buildBoxLevel(variant, a);
    return {
      id: `tileMap-${i}`,
      input: JSON.stringify(encode(a)),
      answers: TILE_MAP_QUESTIONS.map(([name, ask]) =>
        answer(name, () => ask(variant.levels!, level, a)),
      ),
    };
  });
  return { cases: [...pairs, ...tileMaps] };
}
