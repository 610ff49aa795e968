/**
 * Turns measured rows into Markdown and rewrites this bench's own section of
 * the shared BENCHMARKS.md: only the text between the two markers changes,
 * so the other packages' sections are never touched.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Verdict } from './truth.ts';

/** A measured row: median time of one pass over the workload, and the verdict on its answers. */
export interface Row<V = Verdict> {
  name: string;
  msPerPass: number;
  verdict: V;
}

export const START = '<!-- bench:peers:start -->';
export const END = '<!-- bench:peers:end -->';

export const fmtInt = (n: number): string => Math.round(n).toLocaleString('en-US');

export function fmtRate(pairsPerSecond: number): string {
  if (pairsPerSecond >= 1e6) return `${(pairsPerSecond / 1e6).toFixed(1)} M`;
  return `${(pairsPerSecond / 1e3).toFixed(0)} k`;
}

function fmtMs(ms: number): string {
  return ms >= 10 ? ms.toFixed(0) : ms >= 1 ? ms.toFixed(1) : ms.toFixed(3);
}

export function fmtError(e: number | null): string {
  if (e === null) return 'n/a';
  return e === 0 ? '0' : e.toExponential(1);
}

export function fmtRatio(x: number): string {
  return x >= 10 ? x.toFixed(0) : x.toFixed(2);
}

/**
 * A Markdown table laid out the way Biome formats one (cells padded to the
 * column's width, right-aligned columns padded on the left), so the root
 * lint accepts BENCHMARKS.md as written.
 */
export function table(
  header: readonly string[],
  right: readonly boolean[],
  rows: readonly string[][],
): string {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((cell, c) => (right[c] ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!))).join(' | ')} |`;
  const rule = `| ${widths.map((w, c) => (right[c] ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

function reference(rows: readonly Row[], referenceName: string): number | null {
  const ref = rows.find((r) => r.name === referenceName);
  return ref?.msPerPass ?? null;
}

/** The pair table: throughput, time relative to the reference row, and correctness. */
export function pairTable(rows: readonly Row[], pairs: number, referenceName: string): string {
  const refMs = reference(rows, referenceName);
  const header = [
    'contender',
    'pairs/s',
    'time × SoA loop',
    'hits missed',
    'false hits',
    'TOI after exact',
    'worst TOI error',
  ];
  const cells = rows.map((row) => {
    const { missed, falseHits, late, worstToiError } = row.verdict;
    return [
      row.name,
      fmtRate(pairs / (row.msPerPass / 1000)),
      refMs === null ? '—' : fmtRatio(row.msPerPass / refMs),
      fmtInt(missed),
      fmtInt(falseHits),
      late === null ? 'n/a' : fmtInt(late),
      fmtError(worstToiError),
    ];
  });
  return table(header, [false, true, true, true, true, true, true], cells);
}

/** A scene table: milliseconds per frame and the hits each contender found. */
export function sceneTable(rows: readonly Row[], exactHits: number, referenceName: string): string {
  const refMs = reference(rows, referenceName);
  const header = [
    'contender',
    'ms / frame',
    'time × SoA loop',
    `hits found (exact: ${fmtInt(exactHits)})`,
    'hits missed',
  ];
  const cells = rows.map((row) => {
    const { missed, falseHits } = row.verdict;
    return [
      row.name,
      fmtMs(row.msPerPass),
      refMs === null ? '—' : fmtRatio(row.msPerPass / refMs),
      fmtInt(exactHits - missed + falseHits),
      fmtInt(missed),
    ];
  });
  return table(header, [false, true, true, true, true], cells);
}

/** Replaces the text between the markers in `file` (appending the section when absent). */
export function writeSection(
  file: string,
  heading: string,
  body: string,
  start = START,
  end = END,
): void {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    text = '# Benchmarks\n';
  }
  const section = `${start}\n${body.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next =
    from >= 0 && to > from
      ? text.slice(0, from) + section + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${heading}\n\n${section}\n`;
  writeFileSync(file, next);
}

function rowNamed(rows: readonly Row[], name: string): Row | null {
  return rows.find((r) => r.name === name) ?? null;
}

/**
 * One paragraph of what the pair table says: the fastest measured @swept/core
 * row against the peers, and the hits sub-stepping lets through.
 */
export function headline(rows: readonly Row[], pairs: number, exactHits: number): string {
  const swept = rows
    .filter((r) => r.name.startsWith('@swept/core'))
    .sort((x, y) => x.msPerPass - y.msPerPass)[0];
  if (swept === undefined) return '';
  const parts = [
    `the fastest @swept/core row (${swept.name}) decides ${fmtRate(pairs / (swept.msPerPass / 1000))} pairs/s and misses ${fmtInt(swept.verdict.missed)} of ${fmtInt(exactHits)} hits`,
  ];
  for (const name of ['planck.js TimeOfImpact', 'Rapier castShape (f32)']) {
    const peer = rowNamed(rows, name);
    if (peer !== null) {
      const ratio = peer.msPerPass / swept.msPerPass;
      const speed =
        ratio >= 1 ? `${fmtRatio(ratio)}× faster than` : `${fmtRatio(1 / ratio)}× slower than`;
      parts.push(`${speed} ${name} (which misses ${fmtInt(peer.verdict.missed)})`);
    }
  }
  const sub = rows.filter((r) => r.name.startsWith('sub-stepping'));
  const tunnelling = sub
    .map((r) => `${r.name.replace('sub-stepping, ', '')} misses ${fmtInt(r.verdict.missed)}`)
    .join(', ');
  return `**In this run:** ${parts.join('; ')}. Sub-stepping tunnels: ${tunnelling} of the ${fmtInt(exactHits)} hits.`;
}
