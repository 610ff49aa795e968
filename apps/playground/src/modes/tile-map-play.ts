/**
 * The Platformer mode's game, without the page: a box character moved every
 * frame by a variant's `moveBox` (`'slide'`) through the tile map, under the
 * Mover mode's rule (`platformer.ts`: run, gravity, a jump from a floor), and
 * what the page counts of it — contacts, contacts on hidden internal edges
 * (`onExposedFace`), frames ending overlapping a solid tile (exact). The
 * character lives in the page's y-down world; its move is asked in the map's
 * y-up one (`flipY` both ways), floors facing the map's up.
 */
import type { MoveOptions2, MoveResult2, TileMap2, Vec2 } from '@swept/core';
import { boxOverlapsAny } from '../exact.ts';
import type { Variant } from '../variants.ts';
import { advance, type Body, HERO_OPTIONS, UP } from './platformer.ts';
import { flipY, HALF, onExposedFace, START, solidTilesAround } from './tile-map-level.ts';

/** The box's move in the map: the character's slide, floors facing the map's up (the page's up, flipped). */
export const BOX_OPTIONS: MoveOptions2 = { ...HERO_OPTIONS, up: flipY(UP) };

/** The character and what the page counted since the mode was shown, reset, or switched variant. */
export interface TilePlay {
  /** In the page's world (y down). */
  hero: Body;
  /** The last move, as `moveBox` answered it (map coordinates): where it started, what it asked. */
  last: { from: Vec2; d: Vec2; move: MoveResult2 } | null;
  frames: number;
  contacts: number;
  /** Contacts not on an exposed face of the map: ghost collisions (must stay 0). */
  hiddenContacts: number;
  /** Frames whose end overlaps a solid tile, judged exactly (must stay 0). */
  overlapFrames: number;
}

export function newTilePlay(start: Vec2 = START): TilePlay {
  return {
    hero: { c: start, v: { x: 0, y: 0 }, onFloor: false },
    last: null,
    frames: 0,
    contacts: 0,
    hiddenContacts: 0,
    overlapFrames: 0,
  };
}

/** One frame with `keys` held: the variant's `moveBox` on `map` (built by the same variant), then the counters. */
export function tileFrame(
  play: TilePlay,
  variant: Pick<Variant, 'moveBox'>,
  map: TileMap2,
  keys: number,
): MoveResult2 {
  const { move } = advance(play.hero, keys, (c, d) => {
    const from = flipY(c);
    const asked = flipY(d);
    const m = variant.moveBox(map, from, HALF, asked, BOX_OPTIONS);
    play.last = { from, d: asked, move: m };
    return { c: flipY(m.c), clipped: flipY(m.clipped), onFloor: m.onFloor, move: m };
  });
  play.frames++;
  play.contacts += move.contacts.length;
  play.hiddenContacts += move.contacts.filter((k) => !onExposedFace(k.point, k.normal)).length;
  if (boxOverlapsAny(move.c, HALF, solidTilesAround(move.c, HALF))) play.overlapFrames++;
  return move;
}
