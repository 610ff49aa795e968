/**
 * The tiles bench's judges, on the reports of an untimed run:
 * - **inside**: a frame whose end leaves the box overlapping a solid tile
 *   (strictly, decided exactly on the doubles with the oracle's rationals);
 * - **seam contacts**: a stop on axis `a` moving `dir` where no solid tile
 *   lies ahead within the box's open span on the other axis, and no exposed
 *   corner either — the box caught on a hidden edge between tiles (a ghost
 *   collision), or on nothing. A corner ahead just beyond the span (a tile
 *   the box meets corner to corner, moving diagonally into it) is a real stop
 *   when it is a corner of the solid shape (the tile beside it, on the box's
 *   side, is empty), and a seam when that tile is solid (the stop is on the
 *   hidden face between the two). The span is shrunk by 2^-20 so a position
 *   rounded a hair into a neighbour row does not count as a tile ahead.
 */
import { add, cmp, type Rat, ratFromDouble, sub } from '@swept/oracle';
import { solidAt, type TileGrid } from './map.ts';
import type { Recorder } from './mover.ts';

export interface TileVerdict {
  frames: number;
  inside: number;
  contacts: number;
  seams: number;
}

const r = (x: number): Rat => ratFromDouble(x);

/** Whether the box at `(x, y)` with half extents `half` strictly overlaps a solid tile. */
export function insideSolid(
  grid: TileGrid,
  x: number,
  y: number,
  half: { x: number; y: number },
): boolean {
  const lo = [sub(r(x), r(half.x)), sub(r(y), r(half.y))];
  const hi = [add(r(x), r(half.x)), add(r(y), r(half.y))];
  for (let c = Math.floor(x - half.x) - 1; c <= Math.ceil(x + half.x); c++) {
    for (let row = Math.floor(y - half.y) - 1; row <= Math.ceil(y + half.y); row++) {
      if (!solidAt(grid, c, row)) continue;
      // Tile (c, row) is [c, c + 1] × [row, row + 1]: strict overlap on both axes.
      const tileLo = [r(c), r(row)];
      const tileHi = [r(c + 1), r(row + 1)];
      if ([0, 1].every((a) => cmp(lo[a]!, tileHi[a]!) < 0 && cmp(tileLo[a]!, hi[a]!) < 0))
        return true;
    }
  }
  return false;
}

const HAIR = 2 ** -20;

/** Whether a stop on `axis` moving `dir` with the centre at `(x, y)` has a solid tile ahead. */
function tileAhead(
  grid: TileGrid,
  axis: number,
  dir: number,
  x: number,
  y: number,
  half: { x: number; y: number },
): boolean {
  const p = [x, y];
  const h = [half.x, half.y];
  const face = Math.round(p[axis]! + dir * h[axis]!);
  const ahead = dir > 0 ? face : face - 1;
  const other = 1 - axis;
  const from = Math.floor(p[other]! - h[other]! + HAIR);
  const to = Math.ceil(p[other]! + h[other]! - HAIR) - 1;
  const solid = (along: number, across: number) =>
    axis === 0 ? solidAt(grid, along, across) : solidAt(grid, across, along);
  for (let k = from; k <= to; k++) if (solid(ahead, k)) return true;
  // The corners just beyond the span: real when the tile beside them, on the box's side, is empty.
  const behind = dir > 0 ? face - 1 : face;
  for (const k of [from - 1, to + 1]) if (solid(ahead, k) && !solid(behind, k)) return true;
  return false;
}

/** A recorder that judges as it is told. */
export function judging(
  grid: TileGrid,
  half: { x: number; y: number },
): Recorder & { verdict: TileVerdict } {
  const verdict: TileVerdict = { frames: 0, inside: 0, contacts: 0, seams: 0 };
  return {
    verdict,
    end(_i, x, y) {
      verdict.frames++;
      if (insideSolid(grid, x, y, half)) verdict.inside++;
    },
    contact(_i, axis, dir, x, y) {
      verdict.contacts++;
      if (!tileAhead(grid, axis, dir, x, y, half)) verdict.seams++;
    },
  };
}
