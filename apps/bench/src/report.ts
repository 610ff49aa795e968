/**
 * Turns measured rows into Markdown and rewrites this bench's own section of
 * the shared BENCHMARKS.md: only the text between the two markers changes,
 * so the other packages' sections are never touched.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Verdict } from './truth.ts';

/** A measured row: median time of one pass over the pairs, and the verdict on its answers. */
export interface Row {
  name: string;
  msPerPass: number;
  verdict: Verdict;
}

export const START = '<!-- bench:peers:start -->';
export const END = '<!-- bench:peers:end -->';

const fmtInt = (n: number): string => Math.round(n).toLocaleString('en-US');

function fmtRate(pairsPerSecond: number): string {
  if (pairsPerSecond >= 1e6) return `${(pairsPerSecond / 1e6).toFixed(1)} M`;
  return `${(pairsPerSecond / 1e3).toFixed(0)} k`;
}

function fmtMs(ms: number): string {
  return ms >= 10 ? ms.toFixed(0) : ms >= 1 ? ms.toFixed(1) : ms.toFixed(3);
}

function fmtError(e: number | null): string {
  if (e === null) return 'n/a';
  return e === 0 ? '0' : e.toExponential(1);
}

function fmtRatio(x: number): string {
  return x >= 10 ? x.toFixed(0) : x.toFixed(2);
}

function reference(rows: readonly Row[], referenceName: string): number | null {
  const ref = rows.find((r) => r.name === referenceName);
  return ref?.msPerPass ?? null;
}

/** The pair table: throughput, time relative to the reference row, and correctness. */
export function pairTable(rows: readonly Row[], pairs: number, referenceName: string): string {
  const refMs = reference(rows, referenceName);
  const lines = [
    '| contender | pairs/s | time × SoA loop | hits missed | false hits | TOI after exact | worst TOI error |',
    '|---|--:|--:|--:|--:|--:|--:|',
  ];
  for (const row of rows) {
    const { missed, falseHits, late, worstToiError } = row.verdict;
    const rate = fmtRate(pairs / (row.msPerPass / 1000));
    const ratio = refMs === null ? '—' : fmtRatio(row.msPerPass / refMs);
    lines.push(
      `| ${row.name} | ${rate} | ${ratio} | ${fmtInt(missed)} | ${fmtInt(falseHits)} | ${late === null ? 'n/a' : fmtInt(late)} | ${fmtError(worstToiError)} |`,
    );
  }
  return lines.join('\n');
}

/** A scene table: milliseconds per frame and the hits each contender found. */
export function sceneTable(rows: readonly Row[], exactHits: number, referenceName: string): string {
  const refMs = reference(rows, referenceName);
  const lines = [
    `| contender | ms / frame | time × SoA loop | hits found (exact: ${fmtInt(exactHits)}) | hits missed |`,
    '|---|--:|--:|--:|--:|',
  ];
  for (const row of rows) {
    const { missed, falseHits } = row.verdict;
    const ratio = refMs === null ? '—' : fmtRatio(row.msPerPass / refMs);
    lines.push(
      `| ${row.name} | ${fmtMs(row.msPerPass)} | ${ratio} | ${fmtInt(exactHits - missed + falseHits)} | ${fmtInt(missed)} |`,
    );
  }
  return lines.join('\n');
}

/** Replaces the text between the markers in `file` (appending the section when absent). */
export function writeSection(file: string, heading: string, body: string): void {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    text = '# Benchmarks\n';
  }
  const section = `${START}\n${body.trim()}\n${END}`;
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  const next =
    start >= 0 && end > start
      ? text.slice(0, start) + section + text.slice(end + END.length)
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
