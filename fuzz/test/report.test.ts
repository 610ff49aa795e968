/**
 * The run counts judgements, not only cases: per slot, the cases that reached a verdict
 * against an oracle (`verdicts`), none for the checks no oracle judges; the report shows them.
 */
import { describe, expect, it } from 'vitest';
import { buildReport, renderMarkdown, renderTerminal } from '../src/report.ts';
import { runSlot, slotSeed } from '../src/run.ts';
import type { CheckName } from '../src/types.ts';
import { coreVariant } from '../src/variants/core.ts';

const RUNS = 200;

function slot(check: CheckName) {
  const s = { variant: coreVariant, check };
  return runSlot(s, slotSeed(11, s), 60_000, { seed: 11, budgetMs: 60_000, maxRunsPerSlot: RUNS });
}

describe('verdicts', () => {
  it('counts every swept case, each judged against the exact oracle', () => {
    const r = slot('sweptCircles');
    expect(r.cases).toBe(RUNS);
    expect(r.verdicts).toBe(RUNS);
  });

  it('are not counted for a check no oracle judges (forms: the scalar queries are its reference)', () => {
    const r = slot('forms');
    expect(r.cases).toBe(RUNS);
    expect(r.verdicts).toBeNull();
  });

  it('are in the summary table, the Markdown and the totals', () => {
    const run = { slots: [slot('circlesOverlap'), slot('badInput')], stats: {} };
    const report = buildReport(
      [{ engine: 'node', outcome: { variants: ['core'], run, cases: [], fixedAnswers: null } }],
      {
        fuzz: '0.0.0',
        seed: 11,
        shard: '1/1',
        budgetSeconds: 1,
        seconds: 1,
        startedAt: '',
        runtime: 'node',
        installed: [],
        crossEngine: null,
      },
      { repro: () => '', saved: () => null },
    );
    expect(report.totals.verdicts).toBe(RUNS);
    const terminal = renderTerminal(report).split('\n');
    expect(terminal.find((l) => l.startsWith('variant'))).toMatch(/cases +verdicts/);
    expect(terminal.find((l) => l.includes('circlesOverlap'))).toMatch(
      new RegExp(`${RUNS} +${RUNS} `),
    );
    expect(terminal.find((l) => l.includes('badInput'))).toMatch(new RegExp(`${RUNS} +— `));
    expect(renderMarkdown(report)).toContain(`| core | circlesOverlap | ${RUNS} | ${RUNS} |`);
  });
});
