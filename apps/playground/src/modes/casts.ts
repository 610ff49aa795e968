/**
 * Casts: a level of segments indexed once by the variant's `createLevel2`, and
 * one cast against it — `castCircle(level, c, r, d)`, or the hitscan
 * `castRay(level, p, d)` (r = 0) — from the start handle `c` by `d`, the
 * motion to the end handle. Shows the first wall met (highlighted), the ball
 * at the contact, the contact point and the normal, and `t`, `status`, `wall`.
 * The level is built once per variant and reused by every cast until the
 * variant changes.
 */
import type { Level2, LevelContact2 } from '@swept/core';
import { grid, label, PALETTE } from '../draw.ts';
import { levelCache, levelSegments, type NamedWall, wall } from '../level.ts';
import type { Mode, ModeHost, ModeView } from '../mode.ts';
import { WORLD_HEIGHT, WORLD_WIDTH } from '../stage.ts';
import { html, legend, num, show, slider, vec } from '../ui.ts';
import type { Variant } from '../variants.ts';
import {
  contactCard,
  drawSweep,
  drawWalls,
  type Sweep,
  showContact,
  showPoints,
  sweepHandles,
} from './sweep.ts';

/** The ball's radius at first: the doorway in the partition is exactly `2 · CAST_RADIUS` wide. */
export const CAST_RADIUS = 20;

/**
 * The level, one named segment per wall (its index is the cast's `wall`): a
 * room entered by a corridor, split by a partition whose doorway is exactly
 * 2r wide, with a thin slanted wall, a corner and a pillar.
 */
export const CAST_WALLS: readonly NamedWall[] = [
  wall('corridor, top', 40, 250, 320, 250),
  wall('corridor, bottom', 40, 350, 320, 350),
  wall('room, left above the corridor', 320, 80, 320, 250),
  wall('room, left below the corridor', 320, 350, 320, 520),
  wall('room, top', 320, 80, 900, 80),
  wall('room, right', 900, 80, 900, 520),
  wall('room, bottom', 900, 520, 320, 520),
  // The doorway: y from 280 to 320, exactly 2 · CAST_RADIUS.
  wall('partition, above the 2r doorway', 620, 80, 620, 280),
  wall('partition, below the 2r doorway', 620, 320, 620, 520),
  wall('thin wall', 410, 120, 530, 215),
  wall('corner, floor', 690, 440, 800, 440),
  wall('corner, riser', 800, 440, 800, 370),
  wall('pillar, left', 810, 250, 840, 190),
  wall('pillar, right', 840, 190, 870, 250),
  wall('pillar, base', 870, 250, 810, 250),
];

/** The level's walls as `createLevel2` takes them: `x0, y0, x1, y1` per wall, in world units. */
export const CAST_SEGMENTS: Float64Array = levelSegments(CAST_WALLS);

/** Which cast the toggle picks: a ball of radius r, or a point (the hitscan). */
type CastKind = 'circle' | 'ray';

/** The cast the page shows: from `c0` by `c1 − c0`, a ball (`r`) or a point. */
function cast(variant: Variant, level: Level2, kind: CastKind, s: Sweep): LevelContact2 | null {
  const d = { x: s.c1.x - s.c0.x, y: s.c1.y - s.c0.y };
  return kind === 'ray' ? variant.castRay(level, s.c0, d) : variant.castCircle(level, s.c0, s.r, d);
}

const PANEL = `
<div class="stack">
  ${contactCard('First wall the cast meets')}
  <section class="card" id="params">
    <h2>Cast</h2>
    <label class="row"><input type="radio" name="cast" value="circle" checked><span>castCircle(level, c, r, d): a ball</span></label>
    <label class="row"><input type="radio" name="cast" value="ray"><span>castRay(level, p, d): the hitscan, r = 0</span></label>
    <dl>
      <dt>start c</dt><dd data-field="c0">—</dd>
      <dt>end c + d</dt><dd data-field="c1">—</dd>
      <dt>motion d</dt><dd data-field="d">—</dd>
      <dt>level</dt><dd data-field="level">—</dd>
    </dl>
  </section>
  <p class="note" data-field="summary">—</p>
</div>`;

export const castsMode: Mode = {
  id: 'casts',
  title: 'Casts',
  usesVariant: true,
  mount(host: ModeHost): ModeView {
    // Along the corridor, through the doorway exactly 2r wide: the ball touches
    // the doorway’s ends, the hitscan goes through to the far wall.
    const s: Sweep = { c0: { x: 100, y: 300 }, c1: { x: 920, y: 300 }, r: CAST_RADIUS };
    let kind: CastKind = 'circle';
    // The level of the selected variant, built once and reused until the variant changes.
    const levels = levelCache(CAST_SEGMENTS);

    const root = html(PANEL);
    host.panel.replaceChildren(root);
    host.legend.innerHTML = legend([
      [PALETTE.a, 'the cast: the ball’s motion and the capsule it sweeps'],
      [PALETTE.b, `the level: ${CAST_WALLS.length} walls`],
      [PALETTE.contact, 'the wall met first, and the contact point'],
      [PALETTE.normal, 'normal'],
    ]);
    host.hint.textContent =
      'Drag the cast’s start and end through the level; switch between the ball and the hitscan.';
    host.stage.setHandles(sweepHandles(s));

    const view: ModeView = {
      render() {
        const variant = host.variant();
        const level = levels.of(variant);
        const shown: Sweep = { ...s, r: kind === 'ray' ? 0 : s.r };
        const hit = cast(variant, level, kind, shown);
        const query = kind === 'ray' ? 'castRay' : 'castCircle';
        const summary =
          hit === null
            ? `${query}: no contact`
            : `${query}: t = ${num(hit.t, 6)}, status ${hit.status}, wall ${hit.wall}`;

        const ctx = host.stage.begin();
        grid(ctx, WORLD_WIDTH, WORLD_HEIGHT);
        drawWalls(
          ctx,
          CAST_WALLS.map((w) => w.segment),
          hit === null ? [] : [hit.wall],
        );
        drawSweep(ctx, shown, hit);
        label(ctx, summary, { x: 16, y: 28 }, PALETTE.text);
        host.stage.drawHandles();

        showPoints(root, s, ['c0', 'c1']);
        const d = { x: s.c1.x - s.c0.x, y: s.c1.y - s.c0.y };
        show(root, 'd', vec(d, 3), `${d.x},${d.y}`);
        show(
          root,
          'level',
          `${CAST_WALLS.length} walls, built ${levels.builds}× (on variant changes only)`,
          levels.builds,
        );
        showContact(
          root,
          hit,
          (h) => `${h.wall}: ${CAST_WALLS[h.wall]!.name}, u = ${num(h.u, 4)}`,
          (h) => h.wall,
        );
        show(root, 'summary', summary);
      },
      unmount() {
        host.stage.setHandles([]);
      },
    };

    const params = root.querySelector('#params')!;
    for (const input of params.querySelectorAll<HTMLInputElement>('input[name="cast"]')) {
      input.addEventListener('change', () => {
        kind = input.value as CastKind;
        view.render();
      });
    }
    params.append(
      slider('radius (castCircle)', 'r', 0.5, 60, 0.5, s.r, (v) => {
        s.r = v;
        view.render();
      }),
    );
    return view;
  },
};
