/**
 * The tile maps' part of the golden transcript, appended after every other part (the
 * boxes' included) and drawn from its own seed, so that every line before it reads as
 * it did before the tile maps came. Two maps (`docs/contract.md` §10): one of unit
 * tiles at the origin and one of a raw tile size that is no power of two at an odd
 * origin, each with a long floor of many tiles (one wall, its seams hidden), a wall of
 * stacked tiles, a one-way platform (one over a solid tile, which keeps its top), a
 * pit and a ceiling. Through them, frame after frame as a game moves its character:
 * `moveBox` walking along the floor, jumping up through the platform and landing on
 * it, pressing into the corner of the floor and the wall, under each response; `moveCircle`
 * rolling the same courses; and seeded `castBox` and `castCircle` queries. Every number
 * of every result is written.
 */
import type { MoveOptions, MoveResult, TileMap2, Vec2 } from '@swept/core';
import { castBox } from '../cast/box-level.ts';
import { castCircle } from '../cast/circle-level.ts';
import { createTileMap2 } from '../level/create.ts';
import { moveBox } from '../move/box-level.ts';
import { moveCircle } from '../move/circle-level.ts';
import { orRefusal, v2 } from './lines.ts';
import { moveText } from './moves.ts';
import type { Draws } from './scenario.ts';

const ONE = 65536;
const COLUMNS = 24;
const ROWS = 8;
const [E, S, W] = [0, 1, 2];

/**
 * The map's kinds, rows bottom first: a floor of two solid rows with a one-tile pit
 * (column 20), a wall of stacked tiles (column 16, rows 2–5), a one-way platform
 * (columns 4–9 of row 3, one of them over a solid tile), a solid ceiling (columns
 * 0–12 of row 7).
 */
function tiles(): Uint8Array {
  const t = new Uint8Array(COLUMNS * ROWS).fill(E);
  const set = (column: number, row: number, kind: number) => {
    t[row * COLUMNS + column] = kind;
  };
  for (let c = 0; c < COLUMNS; c += 1) {
    set(c, 0, S);
    if (c !== 20) set(c, 1, S);
  }
  for (let r = 2; r <= 5; r += 1) set(16, r, S);
  for (let c = 4; c <= 9; c += 1) set(c, 3, W);
  set(7, 2, S);
  for (let c = 0; c <= 12; c += 1) set(c, 7, S);
  return t;
}

/** A map of the kinds above: tiles of `size` raw units from `origin`. */
function map(size: number, origin: Vec2): TileMap2 {
  return createTileMap2({ columns: COLUMNS, rows: ROWS, tileSize: size, origin, tiles: tiles() });
}

/** The options the courses are run with: the defaults, `'stop'`, a half bounce. */
const OPTIONS: readonly (MoveOptions<Vec2> | undefined)[] = [
  undefined,
  { response: 'stop' },
  { response: 'bounce', restitution: 32768, maxLegs: 8 },
];

/** A course: where the body starts (in tiles from the origin) and the `d` of each frame (in tiles). */
interface Course {
  from: Vec2;
  frames: readonly Vec2[];
}

/**
 * The courses, in tiles (a 16th of a tile the finest): walking along the floor (top at
 * row 2) over many seams; jumping from the floor under the platform up through it, then
 * falling onto it; walking and falling into the corner of the floor and the stacked
 * wall and pressing there; walking into the pit's far side.
 */
const COURSES: readonly Course[] = [
  { from: { x: 1, y: 2.5 }, frames: Array.from({ length: 8 }, () => ({ x: 1.5625, y: -0.25 })) },
  {
    from: { x: 6.5, y: 2.5 },
    frames: [
      { x: 0.25, y: 2.5 },
      { x: 0.125, y: -0.5 },
      { x: 0.125, y: -1.25 },
      { x: 0.125, y: -1.25 },
    ],
  },
  {
    from: { x: 13, y: 4 },
    frames: Array.from({ length: 6 }, () => ({ x: 1.25, y: -1.0625 })),
  },
  { from: { x: 18.5, y: 2.5 }, frames: Array.from({ length: 4 }, () => ({ x: 1, y: -0.75 })) },
];

/** A tile count in raw units of a map of `size` from `origin` (rounded towards −∞). */
function at(size: number, origin: Vec2, p: Vec2): Vec2 {
  return { x: origin.x + Math.floor(p.x * size), y: origin.y + Math.floor(p.y * size) };
}

/**
 * Runs `move` along every course, frame after frame from where the previous frame
 * ended, under every option set: `tag` and the move's answer per frame.
 */
function courses(
  out: string[],
  tag: string,
  size: number,
  origin: Vec2,
  move: (from: Vec2, d: Vec2, o: MoveOptions<Vec2> | undefined) => MoveResult<Vec2>,
): void {
  const step = (p: Vec2) => at(size, { x: 0, y: 0 }, p);
  for (const o of OPTIONS) {
    for (const { from, frames } of COURSES) {
      let c = at(size, origin, from);
      for (const d of frames) {
        const text = (m: MoveResult<Vec2>) => {
          c = m.c;
          return moveText(m, v2);
        };
        out.push(`${tag} ${orRefusal(() => move(c, step(d), o), text)}`);
      }
    }
  }
}

/** Seeded casts on one map: boxes and circles anywhere over it, moving up to 8 tiles each way. */
function casts(out: string[], level: TileMap2, size: number, origin: Vec2, d: Draws): void {
  const { next, within } = d;
  const anywhere = () => ({
    x: origin.x + (next() % (COLUMNS * size)),
    y: origin.y + (next() % (ROWS * size)),
  });
  const motion = () => ({ x: within(8 * size), y: within(8 * size) });
  for (let i = 0; i < 60; i += 1) {
    const hb = { x: 1 + (next() % size), y: 1 + (next() % size) };
    const hit = castBox(level, anywhere(), hb, motion());
    out.push(
      `g ${hit === null ? '-' : `${hit.t} ${hit.status} ${v2(hit.point)} ${v2(hit.normal)} ${v2(hit.c)} ${hit.wall}`}`,
    );
  }
  for (let i = 0; i < 60; i += 1) {
    const hit = castCircle(level, anywhere(), next() % size, motion());
    out.push(
      `q ${hit === null ? '-' : `${hit.t} ${hit.status} ${v2(hit.point)} ${v2(hit.normal)} ${v2(hit.c)} ${hit.u} ${hit.wall}`}`,
    );
  }
}

/** The tile maps' part of the transcript (see the header). */
export function tileMaps(out: string[], d: Draws): void {
  // Unit tiles at the origin; then 0.75 units and 7 raw units a tile, at an odd origin.
  for (const [size, origin] of [
    [ONE, { x: 0, y: 0 }],
    [(3 * ONE) / 4 + 7, { x: -5 * ONE - 3, y: 3 * ONE + 1 }],
  ] as const) {
    const level = map(size, origin);
    // A box 0.75 tiles wide and 0.875 high (raw units: half extents of whole units).
    const hb = { x: Math.floor((3 * size) / 8), y: Math.floor((7 * size) / 16) };
    courses(out, 'h', size, origin, (c, step, o) => moveBox(level, c, hb, step, o));
    const r = Math.floor((3 * size) / 8);
    courses(out, 'j', size, origin, (c, step, o) => moveCircle(level, c, r, step, o));
    casts(out, level, size, origin, d);
  }
}
