/** The bit-exact text of answers, and the message that names the first difference. */
import { describe, expect, it } from 'vitest';
import {
  type EngineResult,
  exactNumber,
  exactText,
  firstDifference,
} from '../src/report/report.ts';

describe('exactNumber', () => {
  it('spells safe integers in decimal and every other double by its IEEE-754 bits', () => {
    expect(exactNumber(0)).toBe('0');
    expect(exactNumber(-65536)).toBe('-65536');
    expect(exactNumber(2 ** 53 - 1)).toBe('9007199254740991');
    // 0.5 = 2^-1: sign 0, exponent 1022 = 0x3fe, mantissa 0.
    expect(exactNumber(0.5)).toBe('0x3fe0000000000000');
    expect(exactNumber(-0)).toBe('0x8000000000000000');
    expect(exactNumber(2 ** 53)).toBe('0x4340000000000000');
    expect(exactNumber(Number.POSITIVE_INFINITY)).toBe('0x7ff0000000000000');
    // The double just above 1: mantissa 1 in the last place.
    expect(exactNumber(1 + Number.EPSILON)).toBe('0x3ff0000000000001');
  });

  it('tells apart doubles one unit in the last place apart', () => {
    expect(exactNumber(0.1 + 0.2)).not.toBe(exactNumber(0.3));
  });
});

describe('exactText', () => {
  it('writes nested answers in key order with exact numbers', () => {
    expect(exactText({ t: 0.5, status: 'impact', point: { x: 1, y: -0 }, hit: [true, null] })).toBe(
      '{t:0x3fe0000000000000,status:impact,point:{x:1,y:0x8000000000000000},hit:[true,null]}',
    );
  });
});

describe('firstDifference', () => {
  const report = (answer: string) => ({
    cases: [
      { id: 'a', input: 'x=1', answers: [['q1', '1'] as [string, string]] },
      {
        id: 'b',
        input: 'x=2',
        answers: [['q1', '2'] as [string, string], ['q2', answer] as [string, string]],
      },
    ],
  });
  const node: EngineResult = { engine: 'node (V8)', report: report('0x3fe0000000000000') };

  it('is null for identical reports', () => {
    expect(
      firstDifference(node, {
        engine: 'bun (JavaScriptCore)',
        report: report('0x3fe0000000000000'),
      }),
    ).toBeNull();
  });

  it('names the engine, the case, the question, both answers and the input', () => {
    expect(
      firstDifference(node, {
        engine: 'bun (JavaScriptCore)',
        report: report('0x3fe0000000000001'),
      }),
    ).toBe(
      'bun (JavaScriptCore) differs from node (V8) at case b, q2: node (V8) answers 0x3fe0000000000000, ' +
        'bun (JavaScriptCore) answers 0x3fe0000000000001; input: x=2',
    );
  });

  it('reports a missing case, an extra case, a reordered case and a different question', () => {
    const missing = { cases: node.report.cases.slice(0, 1) };
    expect(firstDifference(node, { engine: 'e', report: missing })).toBe(
      'e reports 1 cases where node (V8) reports 2: case b is missing',
    );
    const extra = { cases: [...node.report.cases, { id: 'c', input: '', answers: [] }] };
    expect(firstDifference(node, { engine: 'e', report: extra })).toBe(
      'e reports 3 cases where node (V8) reports 2: extra case c',
    );
    const swapped = { cases: [...node.report.cases].reverse() };
    expect(firstDifference(node, { engine: 'e', report: swapped })).toBe(
      'e reports case b where node (V8) reports case a (case #1)',
    );
    const asked = structuredClone(node.report);
    asked.cases[1]!.answers.pop();
    expect(firstDifference(node, { engine: 'e', report: asked })).toBe(
      'e differs from node (V8) at case b: answer #2 is to nothing where node (V8) answers q2; input: x=2',
    );
  });
});
