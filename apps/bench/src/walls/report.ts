/** The wall tables: speed and correctness per contender, and missed contacts by kind of case. */
import { fmtInt, fmtRate, fmtRatio, type Row, table } from '../report.ts';
import type { WallContender } from './contenders/wall-contender.ts';
import type { WallVerdict } from './truth.ts';
import type { WallKind } from './workload.ts';

/** A measured wall row, with its contender's stated band. */
export type WallRow = Row<WallVerdict> & { bandText: string };

export function withBand(
  rows: readonly Row<WallVerdict>[],
  list: readonly WallContender[],
): WallRow[] {
  return rows.map((row) => ({
    ...row,
    bandText: list.find((c) => c.name === row.name)?.bandText ?? '',
  }));
}

function fmtTime(x: number | null): string {
  if (x === null) return 'n/a';
  return x === 0 ? '0' : x.toExponential(1);
}

/** Calls per second, time relative to the reference row, and the verdict's counts. */
export function wallTable(rows: readonly WallRow[], count: number, referenceName: string): string {
  const ref = rows.find((r) => r.name === referenceName)?.msPerPass ?? null;
  const header = [
    'contender',
    'calls/s',
    'time × core Into',
    'missed',
    'false hits',
    't after t*',
    'its band',
    'beyond band',
    'worst t − t*',
    'worst t* − t',
  ];
  const cells = rows.map((row) => {
    const v = row.verdict;
    return [
      row.name,
      fmtRate(count / (row.msPerPass / 1000)),
      ref === null ? '—' : fmtRatio(row.msPerPass / ref),
      fmtInt(v.missed),
      fmtInt(v.falseHits),
      v.late === null ? 'n/a' : fmtInt(v.late),
      row.bandText,
      v.beyondBand === null ? 'n/a' : fmtInt(v.beyondBand),
      fmtTime(v.worstLate),
      fmtTime(v.worstEarly),
    ];
  });
  return table(header, [false, true, true, true, true, true, false, true, true, true], cells);
}

/**
 * Missed contacts and false hits per kind of case, as `missed / false`; the
 * header gives each kind's cases that touch and that do not.
 */
export function byKindTable(
  rows: readonly WallRow[],
  kinds: readonly WallKind[],
  hits: Uint8Array,
): string {
  const order = [...new Set(kinds)];
  const header = [
    'contender',
    ...order.map((k) => {
      const touch = kinds.filter((x, i) => x === k && hits[i] === 1).length;
      const all = kinds.filter((x) => x === k).length;
      return `${k} (${fmtInt(touch)} / ${fmtInt(all - touch)})`;
    }),
  ];
  const cells = rows.map((row) => [
    row.name,
    ...order.map(
      (k) =>
        `${fmtInt(row.verdict.missedByKind.get(k) ?? 0)} / ${fmtInt(row.verdict.falseByKind.get(k) ?? 0)}`,
    ),
  ]);
  return table(
    header,
    header.map((_, c) => c > 0),
    cells,
  );
}

const counted = (n: number, one: string, many: string): string =>
  `${fmtInt(n)} ${n === 1 ? one : many}`;

/** "misses …, reports … false hits and … times late beyond its band". */
function tally(v: WallVerdict): string {
  return `misses ${fmtInt(v.missed)}, reports ${counted(v.falseHits, 'false hit', 'false hits')} and ${counted(v.beyondBand ?? 0, 'time', 'times')} late beyond its band`;
}

/**
 * One paragraph of what a wall table says: the reference row against each
 * peer (speed, missed contacts, false hits, times late beyond their band).
 */
export function wallHeadline(rows: readonly WallRow[], referenceName: string): string {
  const ref = rows.find((r) => r.name === referenceName);
  if (ref === undefined) return '';
  const peers = rows.filter((r) => !r.name.startsWith('@swept/'));
  const parts = peers.map((peer) => {
    const ratio = peer.msPerPass / ref.msPerPass;
    const speed =
      ratio >= 1 ? `${fmtRatio(ratio)}× faster than` : `${fmtRatio(1 / ratio)}× slower than`;
    const v = peer.verdict;
    return `${speed} ${peer.name} (which ${tally(v)})`;
  });
  return `**In this run:** ${ref.name} ${tally(ref.verdict)}; it is ${parts.join('; ')}.`;
}
