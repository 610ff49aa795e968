/**
 * Moving point against a segment (the HAKUHIN article: "time = distance / speed"): a
 * bullet's centre crossing a wall. Shows the first contact `t` along the
 * motion, `u` along the wall, the contact point and the wall's normal facing
 * the side the point came from.
 */
import type { RaySegmentHit, Vec2 } from '@swept/core';
import { arrow, circle, grid, line, marker, PALETTE } from '../draw.ts';
import { exactRayDigits, T_DIGITS } from '../exact.ts';
import type { Mode, ModeHost, ModeView } from '../mode.ts';
import { pointHandle, WORLD_HEIGHT, WORLD_WIDTH } from '../stage.ts';
import { diffDigits, html, legend, num, show, vec } from '../ui.ts';

interface Scene {
  p0: Vec2;
  p1: Vec2;
  s0: Vec2;
  s1: Vec2;
}

function draw(ctx: CanvasRenderingContext2D, s: Scene, hit: RaySegmentHit | null): void {
  grid(ctx, WORLD_WIDTH, WORLD_HEIGHT);
  line(ctx, s.s0, s.s1, PALETTE.b, 6);
  line(ctx, s.p0, s.p1, PALETTE.a, 1.5, [6, 5]);
  const len = Math.hypot(s.p1.x - s.p0.x, s.p1.y - s.p0.y);
  if (len > 0) {
    const dir = { x: (s.p1.x - s.p0.x) / len, y: (s.p1.y - s.p0.y) / len };
    const back = { x: s.p1.x - dir.x * 16, y: s.p1.y - dir.y * 16 };
    arrow(ctx, back, dir, 16, PALETTE.a);
  }
  circle(ctx, s.p0, 7, { fill: PALETTE.a, alpha: 0.9 });
  if (hit === null) return;
  arrow(ctx, hit.point, hit.normal, 60, PALETTE.normal);
  marker(ctx, hit.point, PALETTE.contact);
}

const PANEL = `
<div class="stack">
  <section class="card">
    <h2>First contact</h2>
    <div><span class="big" data-field="t">—</span></div>
    <dl>
      <dt>u along the wall</dt><dd data-field="u">—</dd>
      <dt>contact point</dt><dd data-field="point">—</dd>
      <dt>wall normal</dt><dd data-field="normal">—</dd>
    </dl>
    <p class="note">The HAKUHIN article: t = (ab × ac) / (cd × ab) — time is distance over speed. The normal faces the side the point came from.</p>
  </section>
  <section class="card">
    <h2>Every variant, same input</h2>
    <table id="compare"><thead><tr><th>variant</th><th>t (${T_DIGITS} decimals)</th></tr></thead><tbody></tbody></table>
    <p class="note">Red digits differ from the exact t.</p>
  </section>
  <section class="card">
    <h2>Positions</h2>
    <dl>
      <dt>point start</dt><dd data-field="p0">—</dd>
      <dt>point end</dt><dd data-field="p1">—</dd>
      <dt>wall start</dt><dd data-field="s0">—</dd>
      <dt>wall end</dt><dd data-field="s1">—</dd>
    </dl>
  </section>
</div>`;

export const segmentMode: Mode = {
  id: 'segment',
  title: 'Point vs wall',
  usesVariant: true,
  mount(host: ModeHost): ModeView {
    const s: Scene = {
      p0: { x: 150, y: 420 },
      p1: { x: 820, y: 180 },
      s0: { x: 520, y: 90 },
      s1: { x: 440, y: 520 },
    };
    const root = html(PANEL);
    host.panel.replaceChildren(root);
    host.legend.innerHTML = legend([
      [PALETTE.a, 'moving point (a bullet centre)'],
      [PALETTE.b, 'wall segment'],
      [PALETTE.contact, 'first contact'],
      [PALETTE.normal, 'wall normal'],
    ]);
    host.hint.textContent = 'Drag the ends of the motion and of the wall.';
    host.stage.setHandles([
      pointHandle(s, 'p0', 'start', PALETTE.a),
      pointHandle(s, 'p1', 'end', PALETTE.a),
      pointHandle(s, 's0', 'wall', PALETTE.b),
      pointHandle(s, 's1', 'wall', PALETTE.b),
    ]);
    return {
      render() {
        const variant = host.variant();
        const hit = variant.raySegment(s.p0, s.p1, s.s0, s.s1);
        draw(host.stage.begin(), s, hit);
        host.stage.drawHandles();
        for (const id of ['p0', 'p1', 's0', 's1'] as const) {
          show(root, id, vec(s[id], 3), `${s[id].x},${s[id].y}`);
        }
        root.querySelector('[data-field="t"]')!.classList.toggle('none', hit === null);
        if (hit === null) {
          show(root, 't', 'no contact', 'null');
          for (const f of ['u', 'point', 'normal']) show(root, f, '—');
        } else {
          show(root, 't', num(hit.t, 6), hit.t);
          show(root, 'u', num(hit.u, 6), hit.u);
          show(root, 'point', vec(hit.point));
          show(root, 'normal', vec(hit.normal, 4));
        }
        const exact = exactRayDigits(s.p0, s.p1, s.s0, s.s1);
        const rows = [
          `<tr><td>exact (oracle)</td><td class="num">${exact ?? 'no contact'}</td></tr>`,
        ];
        for (const v of host.variants) {
          const h = v.raySegment(s.p0, s.p1, s.s0, s.s1);
          const t = h === null ? 'no contact' : diffDigits(h.t.toFixed(T_DIGITS), exact);
          rows.push(
            `<tr${v === variant ? ' class="selected"' : ''}><td>${v.label}</td><td class="num">${t}</td></tr>`,
          );
        }
        root.querySelector('#compare tbody')!.innerHTML = rows.join('');
      },
      unmount() {
        host.stage.setHandles([]);
      },
    };
  },
};
