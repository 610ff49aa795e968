/**
 * Two moving circles: drag where each starts and ends, change the radii, and
 * see the swept capsules, where both are at the time of impact, the contact
 * point and normal — and how each variant's `t` compares with the exact one.
 */
import type { TimeOfImpact2, Vec2 } from '@swept/core';
import { arrow, capsule, circle, grid, line, marker, PALETTE } from '../draw.ts';
import { exactToiDigits, T_DIGITS } from '../exact.ts';
import type { Mode, ModeHost, ModeView } from '../mode.ts';
import { pointHandle, WORLD_HEIGHT, WORLD_WIDTH } from '../stage.ts';
import { diffDigits, html, legend, num, show, slider, vec } from '../ui.ts';

interface Scene {
  a0: Vec2;
  a1: Vec2;
  ra: number;
  b0: Vec2;
  b1: Vec2;
  rb: number;
}

function draw(ctx: CanvasRenderingContext2D, s: Scene, hit: TimeOfImpact2 | null): void {
  grid(ctx, WORLD_WIDTH, WORLD_HEIGHT);
  capsule(ctx, s.a0, s.a1, s.ra, PALETTE.a);
  capsule(ctx, s.b0, s.b1, s.rb, PALETTE.b);
  line(ctx, s.a0, s.a1, PALETTE.a, 1, [4, 5]);
  line(ctx, s.b0, s.b1, PALETTE.b, 1, [4, 5]);
  circle(ctx, s.a0, s.ra, { stroke: PALETTE.a, dash: [5, 4], alpha: 0.8 });
  circle(ctx, s.b0, s.rb, { stroke: PALETTE.b, dash: [5, 4], alpha: 0.8 });
  circle(ctx, s.a1, s.ra, { stroke: PALETTE.a, alpha: 0.35 });
  circle(ctx, s.b1, s.rb, { stroke: PALETTE.b, alpha: 0.35 });
  if (hit === null) return;
  circle(ctx, hit.a, s.ra, { fill: PALETTE.a, alpha: 0.3 });
  circle(ctx, hit.b, s.rb, { fill: PALETTE.b, alpha: 0.3 });
  circle(ctx, hit.a, s.ra, { stroke: PALETTE.a, width: 2.5 });
  circle(ctx, hit.b, s.rb, { stroke: PALETTE.b, width: 2.5 });
  line(ctx, hit.a, hit.b, 'rgba(255,255,255,0.35)', 1, [2, 4]);
  arrow(ctx, hit.point, hit.normal, 56, PALETTE.normal);
  marker(ctx, hit.point, PALETTE.contact);
}

const PANEL = `
<div class="stack">
  <section class="card" id="toi">
    <h2>Time of impact</h2>
    <div><span class="big" data-field="t">—</span><span class="status" data-field="status"></span></div>
    <dl>
      <dt>contact point</dt><dd data-field="point">—</dd>
      <dt>normal (A → B)</dt><dd data-field="normal">—</dd>
      <dt>A at t</dt><dd data-field="at-a">—</dd>
      <dt>B at t</dt><dd data-field="at-b">—</dd>
    </dl>
    <p class="note" data-field="variant-note"></p>
  </section>
  <section class="card">
    <h2>Every variant, same input</h2>
    <table id="compare"><thead><tr><th>variant</th><th>t (${T_DIGITS} decimals)</th><th>status</th></tr></thead><tbody></tbody></table>
    <p class="note">Digits in red differ from the exact first touch, computed in BigInt rationals by the oracle. Fixed floors t to 1/65536 and tolerance exact rounds down, so neither is ever late; the band policies widen the contact distance, so they touch a little earlier on purpose.</p>
  </section>
  <section class="card" id="radii"><h2>Radii</h2></section>
  <section class="card"><h2>Try</h2><div class="row" id="presets"></div></section>
  <section class="card">
    <h2>Positions</h2>
    <dl>
      <dt>A start</dt><dd data-field="a0">—</dd>
      <dt>A end</dt><dd data-field="a1">—</dd>
      <dt>B start</dt><dd data-field="b0">—</dd>
      <dt>B end</dt><dd data-field="b1">—</dd>
    </dl>
  </section>
</div>`;

/** Situations worth a look, each named after what it shows. */
const PRESETS: ReadonlyArray<readonly [string, Scene]> = [
  [
    'Bullet through',
    // Two frames apart the bullet is left, then right of the enemy: no overlap in either.
    {
      a0: { x: 60, y: 300 },
      a1: { x: 900, y: 300 },
      ra: 4,
      b0: { x: 480, y: 318 },
      b1: { x: 480, y: 318 },
      rb: 20,
    },
  ],
  [
    'Exact graze',
    // Closest approach exactly ra + rb = 80 at t = 1/2: touching counts.
    {
      a0: { x: 100, y: 200 },
      a1: { x: 860, y: 200 },
      ra: 30,
      b0: { x: 480, y: 280 },
      b1: { x: 480, y: 280 },
      rb: 50,
    },
  ],
  [
    'Start overlap',
    {
      a0: { x: 300, y: 300 },
      a1: { x: 700, y: 200 },
      ra: 60,
      b0: { x: 380, y: 330 },
      b1: { x: 420, y: 500 },
      rb: 50,
    },
  ],
  [
    'Resting contact',
    // Touching at the start and moving together: not an impact.
    {
      a0: { x: 300, y: 300 },
      a1: { x: 600, y: 200 },
      ra: 50,
      b0: { x: 400, y: 300 },
      b1: { x: 700, y: 200 },
      rb: 50,
    },
  ],
];

export const circlesMode: Mode = {
  id: 'circles',
  title: 'Two circles',
  usesVariant: true,
  mount(host: ModeHost): ModeView {
    const s: Scene = {
      a0: { x: 120, y: 360 },
      a1: { x: 800, y: 250 },
      ra: 34,
      b0: { x: 560, y: 120 },
      b1: { x: 470, y: 470 },
      rb: 52,
    };
    const root = html(PANEL);
    host.panel.replaceChildren(root);
    host.legend.innerHTML = legend([
      [PALETTE.a, 'body A: swept capsule, start (dashed), end (faint)'],
      [PALETTE.b, 'body B'],
      [PALETTE.contact, 'contact point'],
      [PALETTE.normal, 'normal, A → B'],
    ]);
    host.hint.textContent =
      'Drag the round handles (start and end of each motion). Filled circles: where A and B are at the time of impact.';
    const view: ModeView = {
      render() {
        const variant = host.variant();
        const hit = variant.circlesTimeOfImpact(s.a0, s.a1, s.ra, s.b0, s.b1, s.rb);
        draw(host.stage.begin(), s, hit);
        host.stage.drawHandles();
        for (const id of ['a0', 'a1', 'b0', 'b1'] as const) {
          show(root, id, vec(s[id], 3), `${s[id].x},${s[id].y}`);
        }
        show(root, 'variant-note', `${variant.label}: ${variant.note}`);
        const big = root.querySelector('[data-field="t"]')!;
        big.classList.toggle('none', hit === null);
        if (hit === null) {
          show(root, 't', 'no contact', 'null');
          show(root, 'status', '');
          for (const f of ['point', 'normal', 'at-a', 'at-b']) show(root, f, '—');
        } else {
          show(root, 't', num(hit.t, 6), hit.t);
          show(root, 'status', hit.status, hit.status);
          root.querySelector('[data-field="status"]')!.className = `status ${hit.status}`;
          show(root, 'point', vec(hit.point), `${hit.point.x},${hit.point.y}`);
          show(root, 'normal', vec(hit.normal, 4), `${hit.normal.x},${hit.normal.y}`);
          show(root, 'at-a', vec(hit.a));
          show(root, 'at-b', vec(hit.b));
        }
        const exact = exactToiDigits(s.a0, s.a1, s.ra, s.b0, s.b1, s.rb);
        const rows = [
          `<tr><td>exact (oracle)</td><td class="num">${exact ?? 'no contact'}</td><td></td></tr>`,
        ];
        for (const v of host.variants) {
          const h = v.circlesTimeOfImpact(s.a0, s.a1, s.ra, s.b0, s.b1, s.rb);
          const t = h === null ? 'no contact' : diffDigits(h.t.toFixed(T_DIGITS), exact);
          const selected = v === variant ? ' class="selected"' : '';
          rows.push(
            `<tr${selected}><td>${v.label}</td><td class="num">${t}</td><td>${h?.status ?? ''}</td></tr>`,
          );
        }
        root.querySelector('#compare tbody')!.innerHTML = rows.join('');
      },
      unmount() {
        host.stage.setHandles([]);
      },
    };
    const radii = root.querySelector('#radii')!;
    radii.append(
      slider('A radius', 'ra', 0, 120, 0.5, s.ra, (v) => {
        s.ra = v;
        view.render();
      }),
      slider('B radius', 'rb', 0, 120, 0.5, s.rb, (v) => {
        s.rb = v;
        view.render();
      }),
    );
    const presets = root.querySelector('#presets')!;
    for (const [name, preset] of PRESETS) {
      const button = html<HTMLButtonElement>(
        `<button class="action" type="button">${name}</button>`,
      );
      button.addEventListener('click', () => {
        Object.assign(s, structuredClone(preset));
        for (const input of radii.querySelectorAll<HTMLInputElement>('input[type="range"]')) {
          input.value = String(s[input.name as 'ra' | 'rb']);
          input.dispatchEvent(new Event('input'));
        }
        view.render();
      });
      presets.append(button);
    }
    host.stage.setHandles([
      pointHandle(s, 'a0', 'A start', PALETTE.a),
      pointHandle(s, 'a1', 'A end', PALETTE.a),
      pointHandle(s, 'b0', 'B start', PALETTE.b),
      pointHandle(s, 'b1', 'B end', PALETTE.b),
    ]);
    return view;
  },
};
