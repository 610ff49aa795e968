/**
 * The judged run: every mover on the correctness workload (probes and seeded bodies,
 * 60 frames), its track judged by the exact oracle, then its speed — full passes
 * (back to the start, all frames) in interleaved rounds, the median round.
 */
import { fmtInt, table } from '../report.ts';
import type { MoverContender, MoverRun } from './contender.ts';
import { court, judge, track, type Verdict } from './judge.ts';
import type { MoverWorkload } from './workload.ts';

export interface JudgedRow {
  name: string;
  verdict: Verdict;
  /** Microseconds per move (one body, one frame). */
  usPerMove: number;
  /** The centres after every frame (for comparing two movers bit for bit). */
  path: Float64Array;
}

const log = (line: string) => process.stderr.write(`${line}\n`);

/** Judges and times every contender that moves in `w`'s dimension. */
export function judged(
  w: MoverWorkload,
  contenders: readonly MoverContender[],
  rounds: number,
): JudgedRow[] {
  const c = court(w);
  const entries: { m: MoverContender; run: MoverRun; row: JudgedRow; times: number[] }[] = [];
  for (const m of contenders) {
    if (!m.dims.includes(w.dim)) continue;
    const run = m.prepare(w);
    const legs = m.legs ? Array.from({ length: w.frames }, () => [] as Float64Array[]) : null;
    const path = track(w, run, legs);
    const t0 = performance.now();
    const verdict = judge(c, path, legs);
    log(`  ${w.name}: ${m.name} judged in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    entries.push({ m, run, row: { name: m.name, verdict, usPerMove: 0, path }, times: [] });
  }
  for (let round = 0; round < rounds; round++) {
    for (const e of entries) {
      const t0 = performance.now();
      e.run.reset();
      for (let f = 0; f < w.frames; f++) e.run.frame(f);
      e.times.push(((performance.now() - t0) * 1000) / (w.n * w.frames));
    }
  }
  for (const e of entries) {
    e.times.sort((a, b) => a - b);
    e.row.usPerMove = e.times[e.times.length >> 1]!;
    e.run.dispose?.();
  }
  return entries.map((e) => e.row);
}

const fmtUs = (us: number) =>
  us >= 100 ? us.toFixed(0) : us >= 10 ? us.toFixed(1) : us.toFixed(2);
const fmtRate = (perSecond: number) =>
  perSecond >= 1e6 ? `${(perSecond / 1e6).toFixed(2)} M` : `${(perSecond / 1e3).toFixed(1)} k`;

/** The judged table: speed and the four counts. */
export function judgedTable(rows: readonly JudgedRow[]): string {
  const header = [
    'mover',
    'moves/s',
    'µs/move',
    'ended inside (deepest)',
    'through (crossed)',
    'legs inside / through',
    'stuck / slide frames',
    'jitter / arrived',
  ];
  const cells = rows.map(({ name, verdict: v, usPerMove }) => [
    name,
    fmtRate(1e6 / usPerMove),
    fmtUs(usPerMove),
    v.inside === 0 ? '0' : `${fmtInt(v.inside)} (${v.deepest.toPrecision(2)})`,
    `${fmtInt(v.through)} (${fmtInt(v.crossed)})`,
    v.legsInside === null ? '—' : `${fmtInt(v.legsInside)} / ${fmtInt(v.legsThrough!)}`,
    `${fmtInt(v.stuck)} / ${fmtInt(v.slideFrames)}`,
    `${fmtInt(v.jitter)} / ${fmtInt(v.arrived)}`,
  ]);
  return table(header, [false, true, true, true, true, true, true, true], cells);
}

/** The lines under a judged table: the jitter's amplitude, failures of the reference slide. */
export function judgedNotes(rows: readonly JudgedRow[]): string[] {
  const notes: string[] = [];
  for (const { name, verdict: v } of rows) {
    if (v.jitter > 0)
      notes.push(`${name}: largest step of a jittering character ${v.jitterStep.toExponential(1)}`);
    if (v.referenceThrew > 0) {
      notes.push(`${name}: the reference slide threw on ${fmtInt(v.referenceThrew)} of its starts`);
    }
  }
  return notes;
}
