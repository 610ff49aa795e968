/**
 * The run's report: a JSON document (`--report`), a terminal table and a
 * Markdown rendering, all from the same figures.
 */
import { encode, reproCommand } from './corpus.ts';
import type { RunResult, SlotResult } from './run.ts';
import { NOT_WIRED } from './variants/index.ts';

export interface Report {
  seed: number;
  shard: string;
  budgetSeconds: number;
  seconds: number;
  startedAt: string;
  node: string;
  variants: string[];
  notWired: Record<string, string>;
  slots: (Omit<SlotResult, 'violations'> & { casesPerSecond: number; violations: number })[];
  exactPaths: Record<string, { filter: number; fallback: number; fallbackRate: number }>;
  violations: {
    variant: string;
    check: string;
    message: string;
    input: unknown;
    seed: number;
    path: string;
    corpus: string | null;
    repro: string;
  }[];
  totals: { cases: number; casesPerSecond: number; violations: number };
}

export function buildReport(
  run: RunResult,
  meta: {
    seed: number;
    shard: string;
    budgetSeconds: number;
    seconds: number;
    startedAt: string;
    variants: string[];
  },
  corpusPaths: Map<object, string>,
): Report {
  const slots = run.slots.map((s) => ({
    ...s,
    violations: s.violations.length,
    casesPerSecond: s.seconds > 0 ? Math.round(s.cases / s.seconds) : 0,
  }));
  const violations = run.slots.flatMap((s) =>
    s.violations.map((v) => {
      const corpus = corpusPaths.get(v) ?? null;
      return {
        variant: v.variant,
        check: v.check,
        message: v.message,
        input: encode(v.input),
        seed: v.seed,
        path: v.path,
        corpus,
        // Self-contained: the case itself, judged by the current code.
        repro: `pnpm fuzz --variant '${v.variant}' --check ${v.check} --case '${JSON.stringify(encode(v.input))}'`,
      };
    }),
  );
  const cases = slots.reduce((s, x) => s + x.cases, 0);
  const seconds = slots.reduce((s, x) => s + x.seconds, 0);
  const exactPaths = Object.fromEntries(
    Object.entries(run.stats).map(([name, s]) => [
      name,
      { ...s, fallbackRate: s.filter + s.fallback > 0 ? s.fallback / (s.filter + s.fallback) : 0 },
    ]),
  );
  return {
    ...meta,
    node: process.version,
    notWired: NOT_WIRED,
    slots,
    exactPaths,
    violations,
    totals: {
      cases,
      casesPerSecond: seconds > 0 ? Math.round(cases / seconds) : 0,
      violations: violations.length,
    },
  };
}

function sci(x: number): string {
  return x === 0 ? '0' : x.toExponential(2);
}

function rows(report: Report): string[][] {
  return report.slots.map((s) => [
    s.variant,
    s.check,
    String(s.cases),
    String(s.casesPerSecond),
    String(s.violations),
    s.band === null ? '—' : `${s.disagreements} / ${sci(s.maxMargin)} ≤ ${sci(s.band)}`,
  ]);
}

const HEAD = [
  'variant',
  'check',
  'cases',
  'cases/s',
  'violations',
  'band: disagreements / max margin ≤ declared',
];

/** The summary a person reads at the end of `pnpm fuzz`. */
export function renderTerminal(report: Report): string {
  const table = [HEAD, ...rows(report)];
  const widths = HEAD.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i >= 2 && i <= 4 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  const out = [
    line(HEAD),
    widths.map((w) => '─'.repeat(w)).join('  '),
    ...rows(report).map(line),
    '',
  ];
  for (const [name, s] of Object.entries(report.exactPaths)) {
    out.push(
      `exact paths, ${name}: ${s.filter} by the fast filter, ${s.fallback} by the BigInt fallback (${(100 * s.fallbackRate).toFixed(2)}% fallback)`,
    );
  }
  for (const [name, why] of Object.entries(report.notWired))
    out.push(`not wired: ${name} (${why})`);
  out.push(
    `seed ${report.seed}, shard ${report.shard}: ${report.totals.cases} cases in ${report.seconds.toFixed(1)} s (${report.totals.casesPerSecond} cases/s), ${report.totals.violations} violation(s)`,
  );
  for (const v of report.violations) {
    out.push(
      '',
      `VIOLATION ${v.variant} ${v.check}: ${v.message}`,
      `  input: ${JSON.stringify(v.input)}`,
      `  reproduce: ${v.repro}`,
    );
    if (v.corpus) out.push(`  saved: ${reproCommand(v.corpus)}`);
  }
  return out.join('\n');
}

/** The same figures as Markdown (for `fuzz/REPORT.md` and CI summaries). */
export function renderMarkdown(report: Report): string {
  const md = (r: string[]) => `| ${r.join(' | ')} |`;
  const out = [
    `# Fuzz report`,
    '',
    `Seed ${report.seed}, shard ${report.shard}, budget ${report.budgetSeconds} s, ran ${report.seconds.toFixed(1)} s, started ${report.startedAt}, Node ${report.node}.`,
    `Variants: ${report.variants.join(', ')}.`,
    '',
    `**${report.totals.cases} cases, ${report.totals.casesPerSecond} cases/s, ${report.totals.violations} violation(s).**`,
    '',
    md(HEAD),
    md(HEAD.map(() => '---')),
    ...rows(report).map(md),
    '',
  ];
  if (Object.keys(report.exactPaths).length > 0) {
    out.push(
      '## Exact paths',
      '',
      md(['variant', 'fast filter', 'BigInt fallback', 'fallback rate']),
      md(['---', '---', '---', '---']),
    );
    for (const [name, s] of Object.entries(report.exactPaths)) {
      out.push(
        md([name, String(s.filter), String(s.fallback), `${(100 * s.fallbackRate).toFixed(2)}%`]),
      );
    }
    out.push('');
  }
  const notWired = Object.entries(report.notWired);
  if (notWired.length > 0)
    out.push('## Not wired', '', ...notWired.map(([n, why]) => `- ${n}: ${why}`), '');
  out.push('## Violations', '');
  if (report.violations.length === 0) out.push('None.');
  for (const v of report.violations) {
    out.push(
      `- **${v.variant} ${v.check}**: ${v.message}`,
      `  - input: \`${JSON.stringify(v.input)}\``,
      `  - reproduce: \`${v.repro}\``,
    );
    if (v.corpus) out.push(`  - saved: \`${reproCommand(v.corpus)}\``);
  }
  return `${out.join('\n')}\n`;
}
