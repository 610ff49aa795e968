/**
 * Walls: a ball's motion across a level of polylines — a box (a closed
 * polyline) and a thin wall (one segment, no thickness: what a fast ball
 * tunnels through between two frames). Shows the capsule the ball sweeps,
 * the first contact, the wall's normal there, and every variant's `t` from
 * `circlePolylineTimeOfImpact` against the exact one. A second ball overlaps
 * the thin wall and is pushed out by `separateCircleSegment`: the table gives
 * each variant's exact residual gap (the push-apart article's "still
 * overlapping by 3e-14" trap, now against a wall).
 */
import { circleSegmentOverlap, type PolylineContact, type Vec2 } from '@swept/core';
import { circle, grid, PALETTE } from '../draw.ts';
import { exactLevelDigits, exactWallGap, type Polyline, T_DIGITS } from '../exact.ts';
import type { Mode, ModeHost, ModeView } from '../mode.ts';
import { naivePushOut } from '../naive.ts';
import { pointHandle, WORLD_HEIGHT, WORLD_WIDTH } from '../stage.ts';
import { diffDigits, gapText, html, legend, num, slider } from '../ui.ts';
import type { Variant } from '../variants.ts';
import {
  contactCard,
  drawSweep,
  drawWalls,
  polylineSegments,
  type Sweep,
  showContact,
  showPoints,
  sweepHandles,
} from './sweep.ts';

/** The thin wall's ends: slanted, so the contact and the push-out are not round numbers. */
const WALL: readonly [Vec2, Vec2] = [
  { x: 440, y: 70 },
  { x: 360, y: 540 },
];

/** The level: the box first, then the thin wall (ties go to the earlier polyline). */
export const LEVEL: readonly (Polyline & { name: string })[] = [
  {
    name: 'box',
    points: [
      { x: 620, y: 150 },
      { x: 800, y: 150 },
      { x: 800, y: 330 },
      { x: 620, y: 330 },
    ],
    closed: true,
  },
  { name: 'thin wall', points: WALL, closed: false },
];

/** The level's segments one after another, and where each polyline's first one is. */
const SEGMENTS = LEVEL.flatMap(({ points, closed }) => polylineSegments(points, closed));
const FIRST_SEGMENT = LEVEL.map((_, k) =>
  LEVEL.slice(0, k).reduce(
    (n, { points, closed }) => n + polylineSegments(points, closed).length,
    0,
  ),
);

interface Scene extends Sweep {
  /** The centre of the ball that overlaps the thin wall and is pushed out. */
  push: Vec2;
}

/** A contact with the level: the polyline's contact and which polyline of {@link LEVEL}. */
export type LevelContact = PolylineContact & { polyline: number };

/** The earliest contact over the level's polylines in one variant; ties to the earlier polyline. */
export function levelContact(variant: Variant, c0: Vec2, c1: Vec2, r: number): LevelContact | null {
  let best: LevelContact | null = null;
  LEVEL.forEach(({ points, closed }, polyline) => {
    const hit = variant.circlePolylineTimeOfImpact(c0, c1, r, points, closed);
    if (hit !== null && (best === null || hit.t < best.t)) best = { ...hit, polyline };
  });
  return best;
}

function draw(
  ctx: CanvasRenderingContext2D,
  s: Scene,
  hit: LevelContact | null,
  pushed: Vec2,
): void {
  grid(ctx, WORLD_WIDTH, WORLD_HEIGHT);
  drawWalls(ctx, SEGMENTS, hit === null ? [] : [FIRST_SEGMENT[hit.polyline]! + hit.segment]);
  drawSweep(ctx, s, hit);
  circle(ctx, s.push, s.r, { stroke: PALETTE.bad, dash: [5, 4], alpha: 0.8 });
  circle(ctx, pushed, s.r, { stroke: PALETTE.good, width: 2.5 });
}

const PANEL = `
<div class="stack">
  ${contactCard('First contact with the level')}
  <section class="card">
    <h2>Every variant, same input</h2>
    <table id="compare"><thead><tr><th>variant</th><th>t (${T_DIGITS} decimals)</th></tr></thead><tbody></tbody></table>
    <p class="note">circlePolylineTimeOfImpact on each polyline, the earliest wins. Red digits differ from the exact t.</p>
  </section>
  <section class="card">
    <h2>Push out of the thin wall</h2>
    <table id="gaps"><thead><tr><th>method</th><th>exact gap</th><th>overlaps again?</th></tr></thead><tbody></tbody></table>
    <p class="note">Row 1 is the push-apart article's push written against a wall, in doubles; then separateCircleSegment moves the red ball along the normal; gap = distance to the wall − r of the result, its sign exact (oracle). "Overlaps again?" asks the variant's own circleSegmentOverlap.</p>
  </section>
  <section class="card" id="params">
    <h2>Positions</h2>
    <dl>
      <dt>start</dt><dd data-field="c0">—</dd>
      <dt>end</dt><dd data-field="c1">—</dd>
      <dt>pushed ball</dt><dd data-field="push">—</dd>
    </dl>
  </section>
</div>`;

export const wallsMode: Mode = {
  id: 'walls',
  title: 'Walls',
  usesVariant: true,
  mount(host: ModeHost): ModeView {
    const s: Scene = {
      c0: { x: 120, y: 300 },
      c1: { x: 880, y: 220 },
      // The foil's trap: its push leaves this ball (r = 30) still inside the wall.
      push: { x: 400.625, y: 363.125 },
      r: 30,
    };
    const root = html(PANEL);
    // The level's geometry, for tests that recompute the page's answers.
    root.dataset.level = JSON.stringify(LEVEL);
    host.panel.replaceChildren(root);
    host.legend.innerHTML = legend([
      [PALETTE.a, 'the ball’s motion and the capsule it sweeps'],
      [PALETTE.b, 'walls: a box and a thin wall'],
      [PALETTE.contact, 'first contact and the wall it is on'],
      [PALETTE.normal, 'normal'],
      [PALETTE.bad, 'ball in the thin wall'],
      [PALETTE.good, 'pushed out (selected variant)'],
    ]);
    host.hint.textContent =
      'Drag the motion’s ends across the walls, and the red ball into the thin wall.';
    host.stage.setHandles([...sweepHandles(s), pointHandle(s, 'push', 'push', PALETTE.bad)]);
    const view: ModeView = {
      render() {
        const variant = host.variant();
        const hit = levelContact(variant, s.c0, s.c1, s.r);
        const pushed = variant.separateCircleSegment(s.push, s.r, WALL[0], WALL[1]);
        draw(host.stage.begin(), s, hit, pushed);
        host.stage.drawHandles();
        showPoints(root, s, ['c0', 'c1', 'push']);
        showContact(
          root,
          hit,
          (h) => `${LEVEL[h.polyline]!.name}, segment ${h.segment}, u = ${num(h.u, 4)}`,
        );
        const exact = exactLevelDigits(s.c0, s.c1, s.r, LEVEL);
        const rows = [
          `<tr><td>exact (oracle)</td><td class="num">${exact ?? 'no contact'}</td></tr>`,
        ];
        const gapRow = (id: string, label: string, out: Vec2, again: boolean, selected: string) => {
          const { gap, sign } = exactWallGap(out, s.r, WALL[0], WALL[1]);
          return `<tr${selected} data-variant="${id}" data-sign="${sign}"><td>${label}</td><td class="num ${sign < 0 ? 'diff' : 'same'}">${gapText(gap, sign)}</td><td class="${again ? 'diff' : 'same'}">${again ? 'yes' : 'no'}</td></tr>`;
        };
        const naive = naivePushOut(s.push, s.r, WALL[0], WALL[1]);
        const gaps: string[] = [
          // Judged by the plain double test its author would run next frame.
          gapRow(
            'naive',
            'the push-apart article’s push (doubles)',
            naive,
            circleSegmentOverlap(naive, s.r, WALL[0], WALL[1]),
            '',
          ),
        ];
        for (const v of host.variants) {
          const h = levelContact(v, s.c0, s.c1, s.r);
          const t = h === null ? 'no contact' : diffDigits(h.t.toFixed(T_DIGITS), exact);
          const selected = v === variant ? ' class="selected"' : '';
          rows.push(`<tr${selected}><td>${v.label}</td><td class="num">${t}</td></tr>`);
          const out = v.separateCircleSegment(s.push, s.r, WALL[0], WALL[1]);
          gaps.push(
            gapRow(
              v.id,
              v.label,
              out,
              v.circleSegmentOverlap(out, s.r, WALL[0], WALL[1]),
              selected,
            ),
          );
        }
        root.querySelector('#compare tbody')!.innerHTML = rows.join('');
        root.querySelector('#gaps tbody')!.innerHTML = gaps.join('');
      },
      unmount() {
        host.stage.setHandles([]);
      },
    };
    root.querySelector('#params')!.append(
      slider('radius', 'r', 1, 120, 0.5, s.r, (v) => {
        s.r = v;
        view.render();
      }),
    );
    return view;
  },
};
