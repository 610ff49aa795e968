/**
 * What each row of the tiles bench is: a way to move N box characters over a
 * tile map, frame after frame, under the same game rule (`rule.ts`). Each row
 * keeps its own bodies (their paths part as their movers differ) and reports,
 * when asked, each body's end of frame and every contact its mover stopped at.
 */
import type { TileGrid } from './map.ts';

/** What a run reports for the judges (untimed runs only). */
export interface Recorder {
  /** Body `i` ended the frame with its centre at `(x, y)`. */
  end(i: number, x: number, y: number): void;
  /** Body `i`'s move stopped on axis `axis` (0 x, 1 y) moving `dir` (±1), its centre then at `(x, y)`. */
  contact(i: number, axis: number, dir: number, x: number, y: number): void;
}

export interface MoverRun {
  /** Moves every body by one frame of the game rule. */
  frame(f: number, record: Recorder | null): void;
}

export interface TileMover {
  name: string;
  /** A fresh run over `grid` (built untimed) with the bodies at `starts` (x, y pairs). */
  start(grid: TileGrid, starts: Float64Array, half: { x: number; y: number }): MoverRun;
}
