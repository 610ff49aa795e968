/**
 * The run's report: a JSON document (`--report out.json`), a terminal table,
 * Markdown (`--report out.md`) and JUnit XML (`--junit`), all from the same
 * figures. Runs in the command's process, from what the engines sent back.
 */
import type { CaseOutcome, Outcome } from './engine/job.ts';
import type { InstalledPackage } from './installed.ts';
import type { FoundViolation, SlotResult } from './run.ts';
import { NOT_WIRED } from './variants/index.ts';

/** One broken promise, with the command that shows it again. */
export interface ReportViolation {
  engine: string;
  variant: string;
  check: string;
  message: string;
  /** The case (encoded), or null for a whole-run check (fingerprint, engines). */
  input: unknown;
  /** fast-check seed and path where it was found (generated cases). */
  seed: number | null;
  path: string;
  /** Where the case was saved, if it was. */
  corpus: string | null;
  /** One command that reproduces it against the same installed versions. */
  repro: string;
}

export interface Report {
  /** The @swept/fuzz version that ran. */
  fuzz: string;
  seed: number;
  shard: string;
  budgetSeconds: number;
  seconds: number;
  startedAt: string;
  /** The runtime the command ran in (`node v20.20.0`). */
  runtime: string;
  engines: string[];
  /** The fuzzed packages as the project resolves them. */
  installed: InstalledPackage[];
  variants: string[];
  notWired: Record<string, string>;
  slots: (Omit<SlotResult, 'violations'> & {
    engine: string;
    casesPerSecond: number;
    violations: number;
  })[];
  /** Corpus entries and `--case` cases judged, per engine. */
  cases: (Omit<CaseOutcome, 'violations'> & { engine: string; violations: number })[];
  exactPaths: Record<string, { filter: number; fallback: number; fallbackRate: number }>;
  /** `--engine` with several engines: the fixed-point answers compared bit for bit. */
  crossEngine: { engines: string[]; cases: number; difference: string | null } | null;
  violations: ReportViolation[];
  /** `verdicts`: the cases that reached a verdict against an oracle (exact or sampled). */
  totals: { cases: number; verdicts: number; casesPerSecond: number; violations: number };
}

/** What the command knows of the run besides the engines' outcomes. */
export type ReportMeta = Pick<
  Report,
  | 'fuzz'
  | 'seed'
  | 'shard'
  | 'budgetSeconds'
  | 'seconds'
  | 'startedAt'
  | 'runtime'
  | 'installed'
  | 'crossEngine'
>;

/** What the report needs from the command: the reproduction of a case, and where it was saved. */
export interface ReportHooks {
  repro(engine: string, variant: string, check: string, input: unknown): string;
  saved(violation: FoundViolation | CaseOutcome): string | null;
}

export function buildReport(
  outcomes: { engine: string; outcome: Outcome }[],
  meta: ReportMeta,
  hooks: ReportHooks,
): Report {
  const slots = outcomes.flatMap(({ engine, outcome }) =>
    outcome.run.slots.map((s) => ({
      ...s,
      engine,
      violations: s.violations.length,
      casesPerSecond: s.seconds > 0 ? Math.round(s.cases / s.seconds) : 0,
    })),
  );
  const wholeRun = (engine: string, variant: string, check: string) =>
    hooks.repro(engine, variant, check, null);
  const violations: ReportViolation[] = outcomes.flatMap(({ engine, outcome }) => [
    ...outcome.cases.flatMap((c) =>
      c.violations.length === 0
        ? []
        : [
            {
              engine,
              variant: c.variant,
              check: c.check,
              message: `${c.label}: ${c.violations.join('; ')}`,
              input: c.input,
              seed: null,
              path: '',
              corpus: hooks.saved(c),
              repro: hooks.repro(engine, c.variant, c.check, c.input),
            },
          ],
    ),
    ...outcome.run.slots.flatMap((s) =>
      s.violations.map((v) => ({
        engine,
        variant: v.variant,
        check: v.check,
        message: v.message,
        input: v.input,
        seed: v.seed,
        path: v.path,
        corpus: v.input === null ? null : hooks.saved(v),
        repro:
          v.input === null || s.check === 'vectors'
            ? wholeRun(engine, v.variant, v.check)
            : hooks.repro(engine, v.variant, v.check, v.input),
      })),
    ),
  ]);
  const difference = meta.crossEngine?.difference;
  if (difference) {
    violations.push({
      engine: meta.crossEngine!.engines.join(', '),
      variant: 'fixed',
      check: 'engines',
      message: difference,
      input: null,
      seed: null,
      path: '',
      corpus: null,
      repro: hooks.repro('all', 'fixed', 'engines', null),
    });
  }
  const cases = slots.reduce((s, x) => s + x.cases, 0);
  const verdicts = slots.reduce((s, x) => s + (x.verdicts ?? 0), 0);
  const seconds = slots.reduce((s, x) => s + x.seconds, 0);
  const several = outcomes.length > 1;
  const exactPaths = Object.fromEntries(
    outcomes.flatMap(({ engine, outcome }) =>
      Object.entries(outcome.run.stats).map(([name, s]) => [
        several ? `${engine} ${name}` : name,
        {
          ...s,
          fallbackRate: s.filter + s.fallback > 0 ? s.fallback / (s.filter + s.fallback) : 0,
        },
      ]),
    ),
  );
  return {
    ...meta,
    engines: outcomes.map((o) => o.engine),
    variants: outcomes[0]?.outcome.variants ?? [],
    notWired: NOT_WIRED,
    slots,
    cases: outcomes.flatMap(({ engine, outcome }) =>
      outcome.cases.map((c) => ({ ...c, engine, violations: c.violations.length })),
    ),
    exactPaths,
    violations,
    totals: {
      cases,
      verdicts,
      casesPerSecond: seconds > 0 ? Math.round(cases / seconds) : 0,
      violations: violations.length,
    },
  };
}

function sci(x: number): string {
  return x === 0 ? '0' : x.toExponential(2);
}

function head(report: Report): string[] {
  return [
    ...(report.engines.length > 1 ? ['engine'] : []),
    'variant',
    'check',
    'cases',
    'verdicts',
    'cases/s',
    'violations',
    'band: disagreements / max margin ≤ declared',
  ];
}

function rows(report: Report): string[][] {
  return report.slots.map((s) => [
    ...(report.engines.length > 1 ? [s.engine] : []),
    s.variant,
    s.check,
    String(s.cases),
    s.verdicts === null ? '—' : String(s.verdicts),
    String(s.casesPerSecond),
    String(s.violations),
    s.band === null ? '—' : `${s.disagreements} / ${sci(s.maxMargin)} ≤ ${sci(s.band)}`,
  ]);
}

function installedLine(report: Report): string {
  return report.installed
    .map((p) => `${p.name}@${p.version}${p.via ? ` (through ${p.via})` : ''}`)
    .join(', ');
}

function totalsLine(report: Report): string {
  return `seed ${report.seed}, shard ${report.shard}, engine ${report.engines.join(', ')}: ${report.totals.cases} cases (${report.totals.verdicts} judged against an oracle) in ${report.seconds.toFixed(1)} s (${report.totals.casesPerSecond} cases/s), ${report.totals.violations} violation(s)`;
}

function crossEngineLine(report: Report): string | null {
  const c = report.crossEngine;
  if (c === null) return null;
  return c.difference === null
    ? `fixed-point answers to ${c.cases} cases identical, bit for bit, in ${c.engines.join(', ')}`
    : `fixed-point answers differ between engines: ${c.difference}`;
}

/** The summary a person reads at the end of a run. */
export function renderTerminal(report: Report): string {
  const header = head(report);
  const body = rows(report);
  // cases, verdicts, cases/s, violations.
  const numeric = new Set([5, 4, 3, 2].map((k) => header.length - k));
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r.map((c, i) => (numeric.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  const out = [`installed: ${installedLine(report)}`, ''];
  if (body.length > 0)
    out.push(line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...body.map(line), '');
  for (const c of report.cases)
    out.push(
      `${c.engine} ${c.variant} ${c.check} ${c.label}: ${c.violations === 0 ? 'ok' : 'VIOLATION'}`,
    );
  for (const [name, s] of Object.entries(report.exactPaths)) {
    out.push(
      `exact paths, ${name}: ${s.filter} by the floating-point filters, ${s.fallback} by the exact last stage (${(100 * s.fallbackRate).toFixed(2)}% exact stage)`,
    );
  }
  for (const [name, why] of Object.entries(report.notWired))
    out.push(`not wired: ${name} (${why})`);
  const cross = crossEngineLine(report);
  if (cross !== null) out.push(cross);
  out.push(totalsLine(report));
  for (const v of report.violations) {
    out.push('', `VIOLATION ${v.engine} ${v.variant} ${v.check}: ${v.message}`);
    if (v.input !== null) out.push(`  input: ${JSON.stringify(v.input)}`);
    out.push(`  reproduce: ${v.repro}`);
    if (v.corpus) out.push(`  saved: ${v.corpus}`);
  }
  return out.join('\n');
}

/** The same figures as Markdown (for `fuzz/REPORT.md` and CI summaries). */
export function renderMarkdown(report: Report): string {
  const md = (r: string[]) => `| ${r.join(' | ')} |`;
  const header = head(report);
  const out = [
    `# Fuzz report`,
    '',
    `@swept/fuzz ${report.fuzz}; seed ${report.seed}, shard ${report.shard}, budget ${report.budgetSeconds} s, ran ${report.seconds.toFixed(1)} s, started ${report.startedAt}, ${report.runtime}.`,
    `Installed: ${installedLine(report)}.`,
    `Engines: ${report.engines.join(', ')}. Variants: ${report.variants.join(', ')}.`,
    '',
    `**${report.totals.cases} cases (${report.totals.verdicts} judged against an oracle), ${report.totals.casesPerSecond} cases/s, ${report.totals.violations} violation(s).**`,
    '',
    md(header),
    md(header.map(() => '---')),
    ...rows(report).map(md),
    '',
  ];
  const cross = crossEngineLine(report);
  if (cross !== null) out.push(`${cross}.`, '');
  if (Object.keys(report.exactPaths).length > 0) {
    out.push(
      '## Exact paths',
      '',
      md(['variant', 'floating-point filters', 'exact last stage', 'exact-stage rate']),
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
    out.push(`- **${v.engine} ${v.variant} ${v.check}**: ${v.message}`);
    if (v.input !== null) out.push(`  - input: \`${JSON.stringify(v.input)}\``);
    out.push(`  - reproduce: \`${v.repro}\``);
    if (v.corpus) out.push(`  - saved: \`${v.corpus}\``);
  }
  return `${out.join('\n')}\n`;
}
