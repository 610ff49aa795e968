/**
 * Determinism across engine families: the golden report (../golden/report.ts:
 * the fixed fingerprint and every variant's bit-exact answers to the golden
 * conformance vectors) computed by six engines — Node, Deno and Chromium
 * (V8), Bun (JavaScriptCore), Firefox ESR (SpiderMonkey) and QuickJS — from
 * one esbuild bundle, through @swept/engines. Any difference fails, naming
 * the engine, the first differing answer and its input.
 */
import { performance } from 'node:perf_hooks';
import {
  bundleEntry,
  ENGINE_FAMILY,
  ENGINES,
  type Engine,
  type EngineReport,
  type EngineResult,
  firstDifference,
  runInEngine,
} from '@swept/engines';
import { FINGERPRINT } from '@swept/fixed';
import { beforeAll, describe, expect, it } from 'vitest';

const named = (engine: Engine) => `${engine} (${ENGINE_FAMILY[engine]})`;
const results = new Map<Engine, EngineResult>();

beforeAll(async () => {
  const bundle = await bundleEntry(new URL('../golden/report.ts', import.meta.url));
  // One engine at a time, so that each time below is that engine's own.
  const times: string[] = [];
  for (const engine of ENGINES) {
    const start = performance.now();
    const report = await runInEngine<EngineReport>(engine, bundle);
    times.push(`${engine} ${((performance.now() - start) / 1000).toFixed(2)} s`);
    results.set(engine, { engine: named(engine), report });
  }
  console.log(`golden report per engine (launch included): ${times.join(', ')}`);
});

const node = () => results.get('node')!;

describe('determinism across six engines', () => {
  it('Node reproduces the committed fixed fingerprint and answers every golden vector', () => {
    const { cases } = node().report;
    expect(cases[0]!.answers).toEqual([['fixed fingerprint', FINGERPRINT]]);
    // The four vector files (swept2, swept3, raySegment, overlap), one case each.
    expect(cases.length).toBeGreaterThan(300);
    const answered = cases.filter((c) => c.id !== 'exact-paths');
    const questions = new Set(answered.flatMap((c) => c.answers.map(([q]) => q.split(' ')[0])));
    expect([...questions].sort()).toEqual(
      [
        'fixed',
        'core',
        'exact',
        'absolute(0.0001)',
        'relative(0.000001)',
        'ulps(4)',
        'rounded(4)',
        'slop(0.005)',
      ].sort(),
    );
    // Fixed's casts against the seeded levels (and every other variant's) are asked.
    const asked = new Set(answered.flatMap((c) => c.answers.map(([q]) => q)));
    for (const cast of ['castCircle', 'castSphere', 'castRay']) {
      expect(asked.has(`fixed ${cast}`), cast).toBe(true);
      expect(asked.has(`core ${cast}`), cast).toBe(true);
    }
    // And every variant's box queries, on the box vectors.
    for (const query of ['boxesTimeOfImpact', 'separateBoxes', 'cuboidsTimeOfImpact']) {
      expect(asked.has(`fixed ${query}`), query).toBe(true);
      expect(asked.has(`exact ${query}`), query).toBe(true);
    }
  });

  it('Node took both exact paths of fixed and tolerance: the float filter and BigInt', () => {
    const paths = node().report.cases.at(-1)!;
    expect(paths.id).toBe('exact-paths');
    for (const [question, answer] of paths.answers) {
      const [, filter, fallback] = answer.match(/^\{filter:(\d+),fallback:(\d+)\}$/) ?? [];
      expect(Number(filter), question).toBeGreaterThan(0);
      expect(Number(fallback), question).toBeGreaterThan(0);
    }
  });

  it.each(ENGINES.filter((engine) => engine !== 'node'))(
    '%s computes the same answers as Node, bit for bit, for every variant',
    (engine) => {
      expect(firstDifference(node(), results.get(engine)!)).toBeNull();
    },
  );

  it('a differing answer fails with the engine, the answer and its input', () => {
    const reference = node();
    const altered = structuredClone(reference.report);
    const c = altered.cases.find((x) => x.id.startsWith('swept2-'))!;
    const i = c.answers.findIndex(([question]) => question === 'ulps(4) circlesTimeOfImpact');
    const [question, answer] = c.answers[i]!;
    c.answers[i] = [question, `${answer}!`];
    expect(firstDifference(reference, { engine: 'altered (test)', report: altered })).toBe(
      `altered (test) differs from node (V8) at case ${c.id}, ${question}: node (V8) answers ` +
        `${answer}, altered (test) answers ${answer}!; input: ${c.input}`,
    );
  });
});
