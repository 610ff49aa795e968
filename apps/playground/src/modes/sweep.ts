/**
 * What the Walls and Casts modes share: a ball (or a point) swept from a start
 * to an end handle against a level of segments, drawn as the capsule it sweeps
 * and the ball at its first contact, with the contact's numbers in a card.
 */
import type { Vec2, WallContact } from '@swept/core';
import { arrow, capsule, circle, line, marker, PALETTE } from '../draw.ts';
import type { Segment } from '../segment.ts';
import { type Handle, pointHandle } from '../stage.ts';
import { num, show, vec } from '../ui.ts';

/** A motion the user drags: the start and end of the centre, and the radius. */
export interface Sweep {
  c0: Vec2;
  c1: Vec2;
  r: number;
}

/** The segments of a polyline, the closing one last when it is closed. */
export function polylineSegments(points: readonly Vec2[], closed: boolean): Segment[] {
  const ends = closed ? [...points, points[0]!] : points;
  const out: Segment[] = [];
  for (let k = 0; k + 1 < ends.length; k++) out.push([ends[k]!, ends[k + 1]!]);
  return out;
}

/** The walls, those at the indices in `lit` (the walls met) highlighted. */
export function drawWalls(
  ctx: CanvasRenderingContext2D,
  walls: readonly Segment[],
  lit: readonly number[],
): void {
  walls.forEach(([s0, s1], k) => {
    if (!lit.includes(k)) line(ctx, s0, s1, PALETTE.b, 4);
  });
  for (const k of lit) {
    const w = walls[k];
    if (w !== undefined) line(ctx, w[0], w[1], PALETTE.contact, 6);
  }
}

/**
 * The sweep (a capsule; a dashed line for a point, `r = 0`), the ball at its
 * start, and at the contact the ball, the contact point and the normal.
 */
export function drawSweep(
  ctx: CanvasRenderingContext2D,
  s: Sweep,
  hit: WallContact<Vec2> | null,
): void {
  if (s.r > 0) {
    capsule(ctx, s.c0, s.c1, s.r, PALETTE.a);
    circle(ctx, s.c0, s.r, { stroke: PALETTE.a, dash: [5, 4], alpha: 0.7 });
  } else {
    line(ctx, s.c0, s.c1, PALETTE.a, 1.5, [6, 5]);
  }
  if (hit === null) return;
  if (s.r > 0) circle(ctx, hit.c, s.r, { stroke: PALETTE.a, width: 2.5 });
  arrow(ctx, hit.point, hit.normal, 60, PALETTE.normal);
  marker(ctx, hit.point, PALETTE.contact);
}

/** The start and end handles of a sweep. */
export function sweepHandles(s: Sweep): Handle[] {
  return [pointHandle(s, 'c0', 'start', PALETTE.a), pointHandle(s, 'c1', 'end', PALETTE.a)];
}

/** The card of a first contact: `t`, then status, wall, contact point, normal. */
export function contactCard(title: string): string {
  return `
  <section class="card">
    <h2>${title}</h2>
    <div><span class="big" data-field="t">—</span></div>
    <dl>
      <dt>status</dt><dd data-field="status">—</dd>
      <dt>wall</dt><dd data-field="wall">—</dd>
      <dt>contact point</dt><dd data-field="point">—</dd>
      <dt>normal</dt><dd data-field="normal">—</dd>
    </dl>
  </section>`;
}

/**
 * Fills a {@link contactCard}: `t` (full precision in `data-value`, `null` on a
 * miss), the status, `wall(hit)`, the point and the normal; "no contact" on a miss.
 */
export function showContact<H extends WallContact<Vec2>>(
  root: ParentNode,
  hit: H | null,
  wall: (hit: H) => string,
  wallValue?: (hit: H) => number | string,
): void {
  root.querySelector('[data-field="t"]')!.classList.toggle('none', hit === null);
  if (hit === null) {
    show(root, 't', 'no contact', 'null');
    for (const f of ['status', 'wall', 'point', 'normal']) show(root, f, '—');
    return;
  }
  show(root, 't', num(hit.t, 6), hit.t);
  show(root, 'status', hit.status);
  show(root, 'wall', wall(hit), wallValue?.(hit));
  show(root, 'point', vec(hit.point));
  show(root, 'normal', vec(hit.normal, 4));
}

/** Shows points in their `data-field`s, the exact `x,y` in `data-value`. */
export function showPoints<K extends string>(
  root: ParentNode,
  points: Record<K, Vec2>,
  ids: readonly K[],
): void {
  for (const id of ids) show(root, id, vec(points[id], 3), `${points[id].x},${points[id].y}`);
}
