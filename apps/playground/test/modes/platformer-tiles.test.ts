/**
 * The Platformer mode's game does what the page says, in every variant, under
 * scripted keys (no browser): the character walks a long seamed floor at one
 * height bit for bit with no contact on a hidden edge, jumps up through a one-way
 * platform and lands on it, stays put bit for bit pressed into a wall of stacked
 * tiles, and falls into a pit exactly as wide as it is. No frame ever ends with the
 * box overlapping a solid tile (judged exactly). Expected positions come from the
 * map's geometry: the grid lines, the box's half extents, the rule's speed.
 */
import type { Vec2 } from '@swept/core';
import { describe, expect, it } from 'vitest';
import { JUMP, LEFT, RIGHT, SPEED } from '../../src/modes/platformer.ts';
import {
  FLOOR_Y,
  flipY,
  HALF,
  onExposedFace,
  START,
  TILE,
  TILE_MAP,
  tileKind,
} from '../../src/modes/tile-map-level.ts';
import { newTilePlay, type TilePlay, tileFrame } from '../../src/modes/tile-map-play.ts';
import { VARIANTS } from '../../src/variants.ts';

const same = (a: Vec2, b: Vec2): boolean => Object.is(a.x, b.x) && Object.is(a.y, b.y);

/** Screen row `r` (top first) as the map's row (bottom first). */
const mapRow = (r: number): number => TILE_MAP.rows - 1 - r;

describe('the hidden-edge judge', () => {
  // Points given on the page (y down), asked in the map (y up); normals in the map.
  const exposed = (p: Vec2, normal: Vec2): boolean => onExposedFace(flipY(p), normal);
  const left = { x: -1, y: 0 };
  const up = { x: 0, y: 1 };

  it('calls a floor seam’s vertical side and a buried tile’s top hidden: ghost collisions', () => {
    expect(exposed({ x: 2 * TILE, y: FLOOR_Y }, left)).toBe(false);
    expect(exposed({ x: 2 * TILE, y: FLOOR_Y + 5 }, left)).toBe(false);
    expect(exposed({ x: 2 * TILE + 5, y: FLOOR_Y + TILE }, up)).toBe(false);
    // Nor is a normal off the axes any face's.
    expect(exposed({ x: 2 * TILE, y: FLOOR_Y }, { x: -0.6, y: 0.8 })).toBe(false);
  });

  it('calls the floor’s top, the walls’ sides and a one-way platform’s top exposed', () => {
    expect(exposed({ x: 2 * TILE, y: FLOOR_Y }, up)).toBe(true);
    expect(exposed({ x: 21 * TILE, y: FLOOR_Y - TILE }, left)).toBe(true);
    expect(exposed({ x: TILE, y: FLOOR_Y - 10 }, { x: 1, y: 0 })).toBe(true);
    expect(exposed({ x: 7 * TILE, y: FLOOR_Y - 3 * TILE }, up)).toBe(true);
    // A one-way platform has no underside.
    expect(exposed({ x: 7 * TILE, y: FLOOR_Y - 3 * TILE }, { x: 0, y: -1 })).toBe(false);
  });
});

describe.each(VARIANTS.map((v) => [v.id, v] as const))('Platformer mode in %s', (_, variant) => {
  const map = variant.createTileMap2(TILE_MAP);

  /** `frames` frames with `keys` held; the character's centre after each. */
  function run(play: TilePlay, keys: number, frames: number): Vec2[] {
    return Array.from({ length: frames }, () => {
      tileFrame(play, variant, map, keys);
      return play.hero.c;
    });
  }

  it('walks right along the long seamed floor at one height, bit for bit, touching only the floor', () => {
    // The floor's top is one run from column 1 to the pillar at column 21: every tile a seam.
    expect(tileKind(21, mapRow(17))).toBe(1);
    const play = newTilePlay();
    const frames = 100;
    const centres = run(play, RIGHT, frames);
    for (const c of centres) expect(Object.is(c.y, FLOOR_Y - HALF.y)).toBe(true);
    expect(centres.at(-1)!.x).toBe(START.x + frames * SPEED);
    // Gravity presses it onto the floor every frame: a contact a frame, the floor's, none hidden.
    expect(play.contacts).toBeGreaterThanOrEqual(frames);
    expect(play.last!.move.contacts.every((k) => same(k.normal, { x: 0, y: 1 }))).toBe(true);
    expect(play.hiddenContacts).toBe(0);
    expect(play.overlapFrames).toBe(0);
  });

  it('jumps up through a one-way platform and lands on it', () => {
    // The platform of screen row 15 spans columns 5 to 10; the character jumps from under it.
    const x = 7 * TILE;
    expect(tileKind(x / TILE, mapRow(15))).toBe(2);
    const platformTop = FLOOR_Y - 3 * TILE;
    const play = newTilePlay({ x, y: START.y });
    // A jump needs a floor: one frame to stand on it first.
    expect(run(play, 0, 1)).toEqual([{ x, y: START.y }]);
    expect(play.hero.onFloor).toBe(true);
    const rise = run(play, JUMP, 1);
    const after = run(play, 0, 60);
    // Up through it: the box's bottom rose above the platform's top, inside it on the way.
    const highest = Math.min(...[...rise, ...after].map((c) => c.y));
    expect(highest + HALF.y).toBeLessThan(platformTop);
    // Landed on it, standing, and stays there.
    expect(same(play.hero.c, { x, y: platformTop - HALF.y })).toBe(true);
    expect(play.hero.onFloor).toBe(true);
    expect(play.last!.move.contacts.map((k) => k.normal)).toEqual([{ x: 0, y: 1 }]);
    expect(play.hiddenContacts).toBe(0);
    expect(play.overlapFrames).toBe(0);
  });

  it.each([
    ['the room’s left wall (22 stacked tiles)', START.x, LEFT, TILE + HALF.x],
    ['the pillar (2 stacked tiles)', 21 * TILE - HALF.x - 40, RIGHT, 21 * TILE - HALF.x],
  ])('walks into %s and stays put bit for bit for 30 frames', (_, x0, keys, touching) => {
    const play = newTilePlay({ x: x0, y: START.y });
    run(play, keys, 20);
    expect(same(play.hero.c, { x: touching, y: START.y })).toBe(true);
    for (const c of run(play, keys, 30)) expect(same(c, { x: touching, y: START.y })).toBe(true);
    expect(play.hiddenContacts).toBe(0);
    expect(play.overlapFrames).toBe(0);
  });

  it('falls into the pit exactly as wide as the box and down to its bottom', () => {
    // The pit: column 26, three rows deep below the floor's top.
    expect([18, 19, 20].map((r) => tileKind(26, mapRow(r)))).toEqual([0, 0, 0]);
    expect(2 * HALF.x).toBe(TILE);
    const play = newTilePlay({ x: 24 * TILE + HALF.x, y: START.y });
    const centres = run(play, RIGHT, 60);
    const bottom = FLOOR_Y + 3 * TILE;
    expect(same(play.hero.c, { x: 26 * TILE + HALF.x, y: bottom - HALF.y })).toBe(true);
    // It went down inside the pit, never past its walls.
    expect(centres.every((c) => c.x <= 26 * TILE + HALF.x)).toBe(true);
    expect(play.hiddenContacts).toBe(0);
    expect(play.overlapFrames).toBe(0);
  });
});
