/**
 * The fixed-point answers `--engine` compares across engines (src/engine/answers.ts):
 * every pair query's cases (the sphere–cuboid's too), and the tile maps' — `castBox`, `moveBox` and `moveCircle`
 * on the box casts' generated maps — drawn the same on every call, answered without a
 * throw on valid cases, the casts' hits where the exact oracle finds them.
 */
import { castBoxExact } from '@swept/oracle';
import { describe, expect, it } from 'vitest';
import { boxMotion, exactBoxLevel } from '../../src/checks/box-level.ts';
import { moveFilter } from '../../src/checks/move.ts';
import { decode } from '../../src/codec.ts';
import { fixedAnswers } from '../../src/engine/answers.ts';
import {
  BOX_QUERIES,
  type BoxLevelArgs,
  CIRCLE_BOX_QUERIES,
  QUERIES,
  SPHERE_CUBOID_QUERIES,
} from '../../src/types.ts';
import { findVariant } from '../../src/variants/index.ts';

const fixed = findVariant('fixed')!;
const COUNT = 40;
const report = fixedAnswers(fixed, 5, COUNT);
const tileCases = report.cases.filter((c) => c.id.startsWith('tileMap-'));

describe('the fixed-point answers compared across engines', () => {
  it('asks every pair query, then the tile maps, COUNT cases each, the same on every call', () => {
    const queries = [
      ...QUERIES,
      ...BOX_QUERIES,
      ...CIRCLE_BOX_QUERIES,
      ...SPHERE_CUBOID_QUERIES,
      'tileMap',
    ];
    expect(report.cases.map((c) => c.id)).toEqual(
      queries.flatMap((q) => Array.from({ length: COUNT }, (_, i) => `${q}-${i}`)),
    );
    expect(fixedAnswers(fixed, 5, COUNT)).toEqual(report);
    expect(fixedAnswers(fixed, 6, COUNT)).not.toEqual(report);
  });

  it('answers castBox, moveBox and moveCircle on each tile-map case, none throwing', () => {
    for (const c of tileCases) {
      expect(c.answers.map(([q]) => q)).toEqual([
        'fixed castBox',
        'fixed moveBox',
        'fixed moveCircle',
      ]);
      for (const [q, answer] of c.answers) expect(answer, `${c.id} ${q}`).not.toMatch(/^throws/);
    }
    // Most cases are tile maps (the generator's weight 3 : 1), some of them one-way.
    const inputs = tileCases.map((c) => decode(JSON.parse(c.input)) as BoxLevelArgs);
    expect(inputs.filter((a) => a.map !== null).length).toBeGreaterThan(COUNT / 2);
    expect(inputs.some((a) => a.map?.tiles.includes(2))).toBe(true);
  });

  it("castBox hits where the exact oracle's earliest contact is, and misses where it finds none", () => {
    let hits = 0;
    for (const c of tileCases) {
      const a = decode(JSON.parse(c.input)) as BoxLevelArgs;
      const m = boxMotion(fixed, a);
      const exact = castBoxExact(
        exactBoxLevel(fixed, a),
        m.b,
        m.hb,
        m.moved,
        moveFilter(a.options),
      );
      const answer = c.answers[0]![1];
      expect(answer === 'null', `${c.id}: ${answer}`).toBe(exact === null);
      if (exact === null) continue;
      hits++;
      expect(answer, c.id).toContain(`,wall:${exact.wall}}`);
    }
    expect(hits).toBeGreaterThan(0);
    expect(hits).toBeLessThan(COUNT);
  });
});
