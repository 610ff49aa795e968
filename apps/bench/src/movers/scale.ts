/**
 * The movers at scale, timed in one process: 10 000 characters (slide, r 1–5, up to
 * 10 units a frame) through a cave of 10 000 segments, and 10 000 spheres over a
 * terrain of about 20 000 triangles. Every mover makes passes of the first `frames`
 * frames from the start, in interleaved rounds (a burst of load slows one round of
 * every row); each row's figure is its median round, each ratio the median of the
 * rounds' ratios. Beside them: a move that touches nothing against `castCircle` /
 * `castSphere` with the same `c, r, d`, and building the level against one frame of
 * the batch mover.
 */
import * as core from '@swept/core';
import type { MoverContender } from './contender.ts';
import { caveWorkload, type MoverWorkload, terrainWorkload } from './workload.ts';

const log = (line: string) => process.stderr.write(`${line}\n`);

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 === 1 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

/** The scale workloads (`dim` 2: the cave, 3: the terrain). */
export function scaleWorkload(dim: 2 | 3): MoverWorkload {
  const common = {
    bodies: 10_000,
    charactersOnly: true,
    frames: 60,
    probes: false,
    rLo: 1,
    rHi: 5,
    reach: 10,
  };
  return dim === 2
    ? caveWorkload('cave, 10 000 segments', { ...common, walls: 10_000, seed: 2301 })
    : terrainWorkload('terrain, 20 000 triangles', { ...common, walls: 20_000, seed: 2302 });
}

export interface ScaleRow {
  name: string;
  /** Microseconds per move, per round. */
  rounds: number[];
}

/** Times every contender for `dim` on `w`: passes of frames `0 … frames − 1`. */
export function timeMovers(
  w: MoverWorkload,
  contenders: readonly MoverContender[],
  frames: number,
  rounds: number,
): ScaleRow[] {
  const runs = contenders
    .filter((m) => m.dims.includes(w.dim))
    .map((m) => {
      const t0 = performance.now();
      const run = m.prepare(w);
      log(`  ${w.name}: ${m.name} prepared in ${(performance.now() - t0).toFixed(0)} ms`);
      return { row: { name: m.name, rounds: [] as number[] }, run };
    });
  for (let round = 0; round < rounds; round++) {
    for (const { row, run } of runs) {
      run.reset();
      const t0 = performance.now();
      for (let f = 0; f < frames; f++) run.frame(f);
      row.rounds.push(((performance.now() - t0) * 1000) / (w.n * frames));
    }
    log(
      `  round ${round + 1}/${rounds}: ${runs.map((r) => r.row.rounds.at(-1)!.toFixed(1)).join(', ')} µs/move`,
    );
  }
  for (const { run } of runs) run.dispose?.();
  return runs.map((r) => r.row);
}

/** The median over rounds of `a`'s time over `b`'s. */
export function ratio(a: ScaleRow, b: ScaleRow): number {
  return median(a.rounds.map((t, k) => t / b.rounds[k]!));
}

export const perMove = (row: ScaleRow): number => median(row.rounds);

/** A move that touches nothing against the cast with the same `c, r, d`: microseconds each. */
export interface FreeMove {
  cases: number;
  moveUs: number;
  castUs: number;
}

/** Frame 0's moves of `w` that the core makes without a contact, timed as moves and as casts. */
export function freeMoves(w: MoverWorkload, rounds: number): FreeMove {
  const dim = w.dim;
  const level =
    dim === 2
      ? core.createLevel2({ segments: w.walls })
      : core.createLevel3({ triangles: w.walls });
  const out2 = core.createMoveResult2();
  const out3 = core.createMoveResult3();
  const cases: { c: core.Vec3; r: number; d: core.Vec3 }[] = [];
  for (let i = 0; i < w.n; i++) {
    const c = {
      x: w.start[i * dim]!,
      y: w.start[i * dim + 1]!,
      z: dim === 3 ? w.start[i * dim + 2]! : 0,
    };
    const d = { x: w.d[i * dim]!, y: w.d[i * dim + 1]!, z: dim === 3 ? w.d[i * dim + 2]! : 0 };
    const m =
      dim === 2
        ? core.moveCircleInto(level as core.Level2, c, w.r[i]!, d, out2)
        : core.moveSphereInto(level as core.Level3, c, w.r[i]!, d, out3);
    if (m.contacts.length === 0) cases.push({ c, r: w.r[i]!, d });
  }
  const move =
    dim === 2
      ? () => {
          for (const { c, r, d } of cases) core.moveCircleInto(level as core.Level2, c, r, d, out2);
        }
      : () => {
          for (const { c, r, d } of cases) core.moveSphereInto(level as core.Level3, c, r, d, out3);
        };
  const cast =
    dim === 2
      ? () => {
          for (const { c, r, d } of cases) core.castCircle(level as core.Level2, c, r, d);
        }
      : () => {
          for (const { c, r, d } of cases) core.castSphere(level as core.Level3, c, r, d);
        };
  const moveTimes: number[] = [];
  const castTimes: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const [run, times] of [
      [move, moveTimes],
      [cast, castTimes],
    ] as const) {
      const t0 = performance.now();
      for (let k = 0; k < 5; k++) run();
      times.push(((performance.now() - t0) * 1000) / (5 * cases.length));
    }
  }
  return { cases: cases.length, moveUs: median(moveTimes), castUs: median(castTimes) };
}

/** Milliseconds to build `w`'s level in the core (median of `rounds`). */
export function buildMs(w: MoverWorkload, rounds: number): number {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const t0 = performance.now();
    if (w.dim === 2) core.createLevel2({ segments: w.walls });
    else core.createLevel3({ triangles: w.walls });
    times.push(performance.now() - t0);
  }
  return median(times);
}
