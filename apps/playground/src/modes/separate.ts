/**
 * Push-apart with masses (the push-apart article): two overlapping circles are separated
 * along the line of centres, each moving in proportion to the other's mass.
 * The article's own formula, in doubles, can leave them "overlapping by 3e-14"
 * — the next frame pushes again, forever. The table shows, per variant, the
 * exact residual gap of the returned positions and whether the variant's own
 * overlap test still fires.
 */
import type { Separation2, Vec2 } from '@swept/core';
import { circlesOverlap } from '@swept/core';
import { arrow, circle, grid, PALETTE } from '../draw.ts';
import { exactGap } from '../exact.ts';
import type { Mode, ModeHost, ModeView } from '../mode.ts';
import { pointHandle, WORLD_HEIGHT, WORLD_WIDTH } from '../stage.ts';
import { gapText, html, legend, show, slider, vec } from '../ui.ts';

interface Scene {
  a: Vec2;
  b: Vec2;
  ra: number;
  rb: number;
  ma: number;
  mb: number;
}

/** The push-apart article's push as it is written there, in plain doubles: the foil. */
function naivePush(s: Scene): Separation2 {
  const dx = s.b.x - s.a.x;
  const dy = s.b.y - s.a.y;
  const d = Math.sqrt(dx * dx + dy * dy);
  const depth = s.ra + s.rb - d;
  if (depth <= 0 || d === 0) return { a: s.a, b: s.b };
  const nx = dx / d;
  const ny = dy / d;
  const wa = s.mb / (s.ma + s.mb);
  const wb = s.ma / (s.ma + s.mb);
  return {
    a: { x: s.a.x - nx * depth * wa, y: s.a.y - ny * depth * wa },
    b: { x: s.b.x + nx * depth * wb, y: s.b.y + ny * depth * wb },
  };
}

/** A configuration where the naive push leaves a residual overlap of a few 1e-14. */
const TRAP: Scene = {
  a: { x: 383.625, y: 297.625 },
  b: { x: 448.125, y: 289.5 },
  ra: 50,
  rb: 50,
  ma: 1,
  mb: 1,
};

interface Method {
  name: string;
  result: Separation2;
  selected: boolean;
  /** Whether the method's own overlap test still fires on its result. */
  again: boolean;
}

const PANEL = `
<div class="stack">
  <section class="card">
    <h2>Residual gap after the push</h2>
    <table id="gaps"><thead><tr><th>method</th><th>exact gap</th><th>overlaps again?</th></tr></thead><tbody></tbody></table>
    <p class="note">Gap = |b − a| − (ra + rb) of the returned positions, its sign exact (oracle). "Overlaps again?" asks each method's own overlap test: yes means the next frame pushes again.</p>
    <div class="row"><button class="action" type="button" id="trap">Push-apart article’s trap</button></div>
  </section>
  <section class="card" id="params"><h2>Radii and masses</h2>
    <label class="row"><input type="checkbox" id="fixed-b"> B is immovable (mass ∞)</label>
  </section>
  <section class="card">
    <h2>Selected variant</h2>
    <dl>
      <dt>A moves to</dt><dd data-field="a2">—</dd>
      <dt>B moves to</dt><dd data-field="b2">—</dd>
    </dl>
  </section>
</div>`;

export const separateMode: Mode = {
  id: 'separate',
  title: 'Push apart',
  usesVariant: true,
  mount(host: ModeHost): ModeView {
    const s: Scene = { ...TRAP, a: { ...TRAP.a }, b: { ...TRAP.b } };
    let immovableB = false;
    const root = html(PANEL);
    host.panel.replaceChildren(root);
    host.legend.innerHTML = legend([
      [PALETTE.a, 'A before (dashed) and after'],
      [PALETTE.b, 'B before (dashed) and after'],
      [PALETTE.normal, 'push'],
    ]);
    host.hint.textContent =
      'Drag the centres so the circles overlap; each moves in proportion to the other’s mass.';
    host.stage.setHandles([
      pointHandle(s, 'a', 'A', PALETTE.a),
      pointHandle(s, 'b', 'B', PALETTE.b),
    ]);
    const massB = (): number => (immovableB ? Number.POSITIVE_INFINITY : s.mb);
    const view: ModeView = {
      render() {
        const variant = host.variant();
        const out = variant.separateCircles(s.a, s.ra, s.ma, s.b, s.rb, massB());
        const ctx = host.stage.begin();
        grid(ctx, WORLD_WIDTH, WORLD_HEIGHT);
        circle(ctx, s.a, s.ra, { stroke: PALETTE.a, dash: [5, 4], alpha: 0.7 });
        circle(ctx, s.b, s.rb, { stroke: PALETTE.b, dash: [5, 4], alpha: 0.7 });
        circle(ctx, out.a, s.ra, { fill: PALETTE.a, alpha: 0.22 });
        circle(ctx, out.b, s.rb, { fill: PALETTE.b, alpha: 0.22 });
        circle(ctx, out.a, s.ra, { stroke: PALETTE.a, width: 2.5 });
        circle(ctx, out.b, s.rb, { stroke: PALETTE.b, width: 2.5 });
        for (const [from, to] of [
          [s.a, out.a],
          [s.b, out.b],
        ] as const) {
          const len = Math.hypot(to.x - from.x, to.y - from.y);
          if (len > 2) {
            arrow(
              ctx,
              from,
              { x: (to.x - from.x) / len, y: (to.y - from.y) / len },
              len,
              PALETTE.normal,
            );
          }
        }
        host.stage.drawHandles();
        show(root, 'a2', vec(out.a, 6));
        show(root, 'b2', vec(out.b, 6));
        const naive = naivePush({ ...s, mb: massB() });
        const methods: Method[] = [
          {
            name: 'the push-apart article’s formula (doubles)',
            result: naive,
            selected: false,
            // Judged by the plain double test its author would run next frame.
            again: circlesOverlap(naive.a, s.ra, naive.b, s.rb),
          },
          ...host.variants.map((v): Method => {
            const result = v.separateCircles(s.a, s.ra, s.ma, s.b, s.rb, massB());
            return {
              name: v.label,
              result,
              selected: v === variant,
              again: v.circlesOverlap(result.a, s.ra, result.b, s.rb),
            };
          }),
        ];
        const rows = methods.map(({ name, result, selected, again }) => {
          const { gap, sign } = exactGap(result.a, s.ra, result.b, s.rb);
          const cls = sign < 0 ? 'diff' : 'same';
          return `<tr${selected ? ' class="selected"' : ''}><td>${name}</td><td class="num ${cls}">${gapText(gap, sign)}</td><td class="${again ? 'diff' : 'same'}">${again ? 'yes' : 'no'}</td></tr>`;
        });
        root.querySelector('#gaps tbody')!.innerHTML = rows.join('');
      },
      unmount() {
        host.stage.setHandles([]);
      },
    };
    const params = root.querySelector('#params')!;
    const sliders = [
      slider('A radius', 'ra', 1, 150, 0.5, s.ra, (v) => {
        s.ra = v;
        view.render();
      }),
      slider('B radius', 'rb', 1, 150, 0.5, s.rb, (v) => {
        s.rb = v;
        view.render();
      }),
      slider('A mass', 'ma', 1, 10, 1, s.ma, (v) => {
        s.ma = v;
        view.render();
      }),
      slider('B mass', 'mb', 1, 10, 1, s.mb, (v) => {
        s.mb = v;
        view.render();
      }),
    ];
    for (const row of sliders) params.insertBefore(row, params.querySelector('label.row'));
    root.querySelector<HTMLInputElement>('#fixed-b')!.addEventListener('change', (e) => {
      immovableB = (e.target as HTMLInputElement).checked;
      view.render();
    });
    root.querySelector('#trap')!.addEventListener('click', () => {
      Object.assign(s, { ...TRAP, a: { ...TRAP.a }, b: { ...TRAP.b } });
      for (const input of params.querySelectorAll<HTMLInputElement>('input[type="range"]')) {
        const v = s[input.name as 'ra' | 'rb' | 'ma' | 'mb'];
        input.value = String(v);
        input.dispatchEvent(new Event('input'));
      }
    });
    return view;
  },
};
