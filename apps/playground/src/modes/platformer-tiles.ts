/**
 * Platformer: a box character on a tile map with one-way platforms, moved every
 * frame by the selected variant's `moveBox` (`'slide'`) under the arrow keys and
 * the Mover mode's rule (run, gravity, a jump from a floor). The page counts the
 * contacts, those on hidden internal edges (ghost collisions: 0 on a seam-free
 * map) and the frames ending with the box overlapping a solid tile (exact: 0).
 *
 * The map is built in the library's y-up coordinates (`tile-map-level.ts`); the
 * page draws it, the box and its contacts flipped back (`flipY`).
 */
import { TILE_EMPTY, TILE_SOLID, type Vec2 } from '@swept/core';
import { arrow, grid, label, marker, PALETTE } from '../draw.ts';
import { FRAME_BUTTONS, startFrameLoop } from '../frame-loop.ts';
import { listenGameKeys } from '../keys.ts';
import { variantCache } from '../level.ts';
import type { Mode, ModeHost, ModeView } from '../mode.ts';
import { moveCard, showContacts, showMoveFlags } from '../move-card.ts';
import { WORLD_HEIGHT, WORLD_WIDTH } from '../stage.ts';
import { html, legend, show, vec } from '../ui.ts';
import {
  COLUMNS,
  flipY,
  HALF,
  ROWS_COUNT,
  TILE,
  TILE_MAP,
  tileCorner,
  tileKind,
} from './tile-map-level.ts';
import { newTilePlay, tileFrame } from './tile-map-play.ts';

const ONE_WAY = '#8ecae6';
/** A one-way platform's drawn thickness: a plank on its top face. */
const PLANK = 6;

const PANEL = `
<div class="stack">
${moveCard('Character: moveBox, slide')}
  <section class="card">
    <h2>Counters</h2>
    <div class="counters">
      <div class="counter good"><b data-field="hidden">0</b><span>contacts on hidden internal edges</span></div>
      <div class="counter good"><b data-field="overlapping">0</b><span>frames ending inside a solid tile (exact)</span></div>
    </div>
    <p class="note" data-field="frames">—</p>
    <p class="note">A contact is on a hidden edge unless it lies on an exposed face of the map: a solid tile’s face (or a one-way platform’s top) towards a tile that is not solid, facing along the contact’s normal. A box catching the side of the next floor tile at a seam would count.</p>
    ${FRAME_BUTTONS}
    <p class="note">← → run, ↑ or Space jumps (A D W too). Jump up through the light platforms and land on them; the pit is exactly as wide as the box.</p>
  </section>
</div>`;

export const platformerMode: Mode = {
  id: 'platformer',
  title: 'Platformer',
  usesVariant: true,
  mount(host: ModeHost): ModeView {
    const maps = variantCache((variant) => variant.createTileMap2(TILE_MAP));
    const keyboard = listenGameKeys();
    let play = newTilePlay();

    const frame = (): void => {
      const variant = host.variant();
      tileFrame(play, variant, maps.of(variant), keyboard.take());
    };

    const root = html(PANEL);
    host.panel.replaceChildren(root);
    host.legend.innerHTML = legend([
      [PALETTE.a, 'the character (a box) and its last contacts’ normals'],
      [PALETTE.b, `solid tiles (${COLUMNS} × ${ROWS_COUNT}, ${TILE} units)`],
      [ONE_WAY, 'one-way platforms: solid from above only'],
    ]);
    host.hint.textContent =
      '← → run, ↑ jump. Every frame one moveBox call on the tile map: seam-free along floors and walls of stacked tiles.';
    host.stage.setHandles([]);

    /** Tile (column, row) of the y-up map as a page rectangle: its top-left corner. */
    const pageCorner = (column: number, row: number): Vec2 => {
      const { x, y } = tileCorner(column, row);
      return flipY({ x, y: y + TILE });
    };

    const draw = (): void => {
      const ctx = host.stage.begin();
      grid(ctx, WORLD_WIDTH, WORLD_HEIGHT);
      for (let row = 0; row < ROWS_COUNT; row++) {
        for (let column = 0; column < COLUMNS; column++) {
          const kind = tileKind(column, row);
          if (kind === TILE_EMPTY) continue;
          const { x, y } = pageCorner(column, row);
          ctx.fillStyle = kind === TILE_SOLID ? PALETTE.b : ONE_WAY;
          if (kind === TILE_SOLID) ctx.fillRect(x + 0.5, y + 0.5, TILE - 1, TILE - 1);
          else ctx.fillRect(x, y, TILE, PLANK);
        }
      }
      const { hero, last } = play;
      ctx.fillStyle = PALETTE.a;
      ctx.globalAlpha = 0.35;
      ctx.fillRect(hero.c.x - HALF.x, hero.c.y - HALF.y, 2 * HALF.x, 2 * HALF.y);
      ctx.globalAlpha = 1;
      ctx.strokeStyle = PALETTE.a;
      ctx.lineWidth = 2;
      ctx.strokeRect(hero.c.x - HALF.x, hero.c.y - HALF.y, 2 * HALF.x, 2 * HALF.y);
      for (const { point, normal } of last?.move.contacts ?? []) {
        marker(ctx, flipY(point), PALETTE.contact);
        arrow(ctx, flipY(point), flipY(normal), 30, PALETTE.normal);
      }
      const summary = `moveBox: ${play.contacts} contacts in ${play.frames} frames, ${play.hiddenContacts} on hidden edges`;
      label(ctx, summary, { x: 40, y: 24 }, PALETTE.text);
    };

    const report = (): void => {
      const { hero, last } = play;
      const m = last?.move;
      show(root, 'c', vec(hero.c, 3), `${hero.c.x},${hero.c.y}`);
      showMoveFlags(root, m);
      show(root, 'd', last === null ? '—' : vec(flipY(last.d), 3));
      show(root, 'clipped', m === undefined ? '—' : vec(flipY(m.clipped), 3));
      showContacts(
        root,
        m,
        (k) =>
          `leg ${k.leg}: wall ${k.wall}, normal ${vec(flipY(k.normal), 0)} at ${vec(flipY(k.point), 2)}`,
      );
      show(root, 'hidden', String(play.hiddenContacts), play.hiddenContacts);
      show(root, 'overlapping', String(play.overlapFrames), play.overlapFrames);
      show(
        root,
        'frames',
        `${play.frames} frames, ${play.contacts} contacts, map built ${maps.builds}× (on variant changes only).`,
        `${play.frames},${play.contacts}`,
      );
    };

    const reset = (): void => {
      play = newTilePlay();
      keyboard.take();
    };
    const render = (): void => {
      draw();
      report();
    };
    const loop = startFrameLoop(root, frame, render, reset);
    return {
      render,
      unmount() {
        loop.stop();
        keyboard.dispose();
      },
    };
  },
};
