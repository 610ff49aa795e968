/**
 * Bullet hell: thousands of fast bullets against one player. Every frame each
 * bullet is judged three ways — the per-frame overlap test at the frame's end
 * (what most games do), sub-stepping (overlap tests at k instants), and the
 * swept test over the whole motion. A bullet is fast when its step is longer
 * than the player is wide: it can be on one side in one frame and on the
 * other in the next. The swept test decides what counts as a hit (and
 * removes the bullet); the counters show how many of those hits the other
 * tests saw, and the canvas flashes the ones the per-frame test let through.
 */
import { circlesTimeOfImpact, type MovingCircles, sweptCirclesBatch, type Vec2 } from '@swept/core';
import { mulberry32 } from '@swept/oracle';
import { circle, grid, line, marker, PALETTE } from '../draw.ts';
import type { Mode, ModeHost, ModeView } from '../mode.ts';
import { WORLD_HEIGHT, WORLD_WIDTH } from '../stage.ts';
import { html, legend, show, slider } from '../ui.ts';

const PLAYER_RADIUS = 12;
const BULLET_RADIUS = 3;
const MAX_BULLETS = 6000;
const FLASH_FRAMES = 40;
const EMITTERS: readonly Vec2[] = [
  { x: 150, y: 60 },
  { x: 480, y: 30 },
  { x: 810, y: 60 },
];

interface Flash {
  from: Vec2;
  to: Vec2;
  at: Vec2;
  age: number;
  /** Which tests saw it: only the swept test (red) or the per-frame test too (yellow). */
  seenByFrameTest: boolean;
}

interface Counters {
  frames: number;
  swept: number;
  frameTest: number;
  substeps: number;
}

const PANEL = `
<div class="stack">
  <section class="card">
    <h2>Hits so far</h2>
    <div class="counters">
      <div class="counter good"><b data-field="swept">0</b><span>swept test (every hit)</span></div>
      <div class="counter bad"><b data-field="missed-frame">0</b><span>missed by the per-frame overlap test</span></div>
      <div class="counter warn"><b data-field="frame">0</b><span>seen by the per-frame test</span></div>
      <div class="counter bad"><b data-field="missed-sub">0</b><span>missed by sub-stepping</span></div>
    </div>
    <p class="note" data-field="summary"></p>
  </section>
  <section class="card" id="storm">
    <h2>Storm</h2>
    <label class="slider"><span>sub-steps</span><select name="k"><option>2</option><option selected>4</option><option>8</option></select><output></output></label>
    <div class="row"><button class="action" type="button" id="pause">Pause</button><button class="action" type="button" id="reset">Reset counters</button></div>
    <p class="note">Move the pointer over the canvas to steer the player; otherwise it wanders. Swept test: <code>sweptCirclesBatch</code> from @swept/core, player against every bullet in one call.</p>
  </section>
</div>`;

export const bulletsMode: Mode = {
  id: 'bullets',
  title: 'Bullet hell',
  usesVariant: false,
  mount(host: ModeHost): ModeView {
    // Seeded, so the page shows the same storm on every load.
    const random = mulberry32(0xb011e7);
    // The bullets as the batch query reads them: this frame's start and end, and radii.
    const bullets: MovingCircles = {
      x0: new Float64Array(MAX_BULLETS),
      y0: new Float64Array(MAX_BULLETS),
      x1: new Float64Array(MAX_BULLETS),
      y1: new Float64Array(MAX_BULLETS),
      r: new Float64Array(MAX_BULLETS).fill(BULLET_RADIUS),
    };
    const { x0, y0, x1, y1 } = bullets;
    const hits = new Uint8Array(MAX_BULLETS);
    const vx = new Float64Array(MAX_BULLETS);
    const vy = new Float64Array(MAX_BULLETS);
    let count = 3000;
    let speed = 28;
    let substeps = 4;
    let paused = false;
    let frame = 0;
    /** Smoothed time of the swept batch call per frame, for the summary line. */
    let batchMs = 0;
    let player: Vec2 = { x: WORLD_WIDTH / 2, y: 420 };
    const flashes: Flash[] = [];
    const c: Counters = { frames: 0, swept: 0, frameTest: 0, substeps: 0 };

    const spawn = (i: number, anywhere: boolean): void => {
      const e = EMITTERS[Math.floor(random() * EMITTERS.length)]!;
      // Half the bullets aim at the player, half sweep in a slow fan.
      const aimed = random() < 0.5;
      const angle = aimed
        ? Math.atan2(player.y - e.y, player.x - e.x) + (random() - 0.5) * 0.5
        : Math.PI / 2 + 1.1 * Math.sin(frame * 0.02 + e.x) + (random() - 0.5) * 0.3;
      const v = speed * (0.75 + 0.5 * random());
      vx[i] = v * Math.cos(angle);
      vy[i] = v * Math.sin(angle);
      // At start-up, scatter bullets along their paths so the screen is full at once.
      const ahead = anywhere ? random() * 40 : 0;
      x0[i] = e.x + vx[i]! * ahead;
      y0[i] = e.y + vy[i]! * ahead;
    };
    for (let i = 0; i < MAX_BULLETS; i++) spawn(i, true);

    const root = html(PANEL);
    host.panel.replaceChildren(root);
    host.legend.innerHTML = legend([
      [PALETTE.a, 'player'],
      ['#c8d3f5', 'bullet'],
      [PALETTE.bad, 'hit the per-frame test missed (its path through the player)'],
      [PALETTE.contact, 'hit the per-frame test saw'],
    ]);
    host.hint.textContent =
      'Bullets move 21–35 units a frame; the player is 24 wide. Red streaks went through the player between two frames.';

    const storm = root.querySelector('#storm')!;
    storm.insertBefore(
      slider('bullets', 'count', 500, MAX_BULLETS, 500, count, (v) => {
        count = v;
      }),
      storm.querySelector('label.slider'),
    );
    storm.insertBefore(
      slider('speed', 'speed', 6, 48, 1, speed, (v) => {
        speed = v;
      }),
      storm.querySelector('label.slider'),
    );
    root.querySelector<HTMLSelectElement>('select[name="k"]')!.addEventListener('change', (e) => {
      substeps = Number((e.target as HTMLSelectElement).value);
    });
    const pauseButton = root.querySelector<HTMLButtonElement>('#pause')!;
    pauseButton.addEventListener('click', () => {
      paused = !paused;
      pauseButton.textContent = paused ? 'Resume' : 'Pause';
    });
    root.querySelector('#reset')!.addEventListener('click', () => {
      Object.assign(c, { frames: 0, swept: 0, frameTest: 0, substeps: 0 });
    });

    const step = (): void => {
      frame++;
      c.frames++;
      const target = host.stage.pointer ?? {
        x: WORLD_WIDTH / 2 + 300 * Math.sin(frame * 0.011),
        y: 400 + 110 * Math.sin(frame * 0.017),
      };
      const dx = target.x - player.x;
      const dy = target.y - player.y;
      const d = Math.hypot(dx, dy);
      const move = Math.min(d, 9);
      const p0 = player;
      const p1 = d > 0 ? { x: p0.x + (dx / d) * move, y: p0.y + (dy / d) * move } : p0;
      const r = PLAYER_RADIUS + BULLET_RADIUS;
      for (let i = 0; i < count; i++) {
        x1[i] = x0[i]! + vx[i]!;
        y1[i] = y0[i]! + vy[i]!;
      }
      const started = performance.now();
      sweptCirclesBatch(p0, p1, PLAYER_RADIUS, bullets, hits, count);
      batchMs += (performance.now() - started - batchMs) * 0.1;
      for (let i = 0; i < count; i++) {
        if (hits[i] === 1) {
          c.swept++;
          // Per-frame test: do they overlap at the frame's end?
          const ex = x1[i]! - p1.x;
          const ey = y1[i]! - p1.y;
          const seen = ex * ex + ey * ey <= r * r;
          if (seen) c.frameTest++;
          // Sub-stepping: overlap at t = 1/k, 2/k, …, 1.
          for (let s = 1; s <= substeps; s++) {
            const f = s / substeps;
            const sx = x0[i]! + f * vx[i]! - (p0.x + f * (p1.x - p0.x));
            const sy = y0[i]! + f * vy[i]! - (p0.y + f * (p1.y - p0.y));
            if (sx * sx + sy * sy <= r * r) {
              c.substeps++;
              break;
            }
          }
          const b0 = { x: x0[i]!, y: y0[i]! };
          const b1 = { x: x1[i]!, y: y1[i]! };
          const hit = circlesTimeOfImpact(p0, p1, PLAYER_RADIUS, b0, b1, BULLET_RADIUS);
          if (hit !== null && flashes.length < 200) {
            flashes.push({ from: b0, to: b1, at: hit.point, age: 0, seenByFrameTest: seen });
          }
          spawn(i, false);
          continue;
        }
        x0[i] = x1[i]!;
        y0[i] = y1[i]!;
        if (
          x0[i]! < -20 ||
          x0[i]! > WORLD_WIDTH + 20 ||
          y0[i]! < -20 ||
          y0[i]! > WORLD_HEIGHT + 20
        ) {
          spawn(i, false);
        }
      }
      player = p1;
    };

    const draw = (): void => {
      const ctx = host.stage.begin();
      grid(ctx, WORLD_WIDTH, WORLD_HEIGHT);
      for (const e of EMITTERS) circle(ctx, e, 10, { stroke: '#c8d3f5', alpha: 0.4 });
      ctx.fillStyle = '#c8d3f5';
      ctx.beginPath();
      for (let i = 0; i < count; i++) {
        ctx.moveTo(x0[i]! + BULLET_RADIUS, y0[i]!);
        ctx.arc(x0[i]!, y0[i]!, BULLET_RADIUS, 0, 2 * Math.PI);
      }
      ctx.globalAlpha = 0.85;
      ctx.fill();
      ctx.globalAlpha = 1;
      for (const f of flashes) {
        const color = f.seenByFrameTest ? PALETTE.contact : PALETTE.bad;
        ctx.globalAlpha = 1 - f.age / FLASH_FRAMES;
        line(ctx, f.from, f.to, color, 2);
        marker(ctx, f.at, color);
        ctx.globalAlpha = 1;
      }
      circle(ctx, player, PLAYER_RADIUS, { fill: PALETTE.a, alpha: 0.35 });
      circle(ctx, player, PLAYER_RADIUS, { stroke: PALETTE.a, width: 2.5 });
    };

    const report = (): void => {
      show(root, 'swept', String(c.swept), c.swept);
      show(root, 'frame', String(c.frameTest), c.frameTest);
      show(root, 'missed-frame', String(c.swept - c.frameTest), c.swept - c.frameTest);
      show(root, 'missed-sub', String(c.swept - c.substeps), c.swept - c.substeps);
      const share = c.swept === 0 ? 0 : (100 * (c.swept - c.frameTest)) / c.swept;
      show(
        root,
        'summary',
        `${c.frames} frames. The per-frame test missed ${share.toFixed(0)}% of the hits; ${substeps} sub-steps missed ${c.swept - c.substeps}. The swept test takes ${batchMs.toFixed(2)} ms a frame for ${count} bullets.`,
      );
    };

    let handle = 0;
    const tick = (): void => {
      if (!paused) {
        step();
        for (const f of flashes) f.age++;
        while (flashes.length > 0 && flashes[0]!.age >= FLASH_FRAMES) flashes.shift();
      }
      draw();
      report();
      handle = requestAnimationFrame(tick);
    };
    host.stage.setHandles([]);
    handle = requestAnimationFrame(tick);
    return {
      render: draw,
      unmount() {
        cancelAnimationFrame(handle);
      },
    };
  },
};
