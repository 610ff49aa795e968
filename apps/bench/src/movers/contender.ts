/**
 * A mover under test: it moves the workload's bodies by the same displacements, frame
 * after frame, each body from where the mover itself left it.
 */
import type { MoverWorkload } from './workload.ts';

/** The legs of one body's move, as the mover reports them (swept's movers only). */
export type LegsOf = (body: number, legs: readonly { x: number; y: number; z?: number }[]) => void;

/** One mover, prepared on one workload: its own form of the level and the bodies. */
export interface MoverRun {
  /** Moves every body by frame `f`'s displacements; the timed part. `legs`, when given, hears each move's legs. */
  frame(f: number, legs?: LegsOf): void;
  /** Writes every body's centre as doubles (`dim` per body) into `out`. */
  read(out: Float64Array): void;
  /** Puts every body back at its start. */
  reset(): void;
  /** Frees what the mover holds outside the JavaScript heap (a WebAssembly world). */
  dispose?(): void;
}

export interface MoverContender {
  name: string;
  /** The dimensions it moves in. */
  dims: readonly (2 | 3)[];
  /** `true` when `frame` reports each move's legs (swept's scalar movers): they are judged too. */
  legs: boolean;
  /** A line on what this mover does differently (responses it lacks, its precision); shown under the tables. */
  note?: string;
  prepare(w: MoverWorkload): MoverRun;
}

/** The range of bodies of kind `k`. */
export function kindRange(w: MoverWorkload, k: number): [number, number] {
  return [w.kinds[k]!, w.kinds[k + 1]!];
}
