/**
 * Scene: hundreds to thousands of moving circles, every contact among them
 * from one `findCircleContacts` call a frame. The list comes sorted by `t`,
 * so the page replays each frame in slow motion and draws every contact at
 * the moment it happens, and the bodies respond in that order: the first
 * contact of a body in the frame bounces it (equal masses, an elastic swap
 * of the normal velocities), which is how a game resolves a frame's
 * contacts in time order. The level's static walls (a box of 100 segments
 * around the field, a few slopes and a triangle) go into the same call as
 * `options.walls`: their contacts come in the same list (`wall[k] = 1`) and
 * reflect the body. The broad phase's strips (`options.stats`) can be drawn
 * over the field, with the pairs it tested against the pairs in the scene.
 */
import {
  type ContactList2,
  createContactList2,
  createSceneStats,
  findCircleContacts,
  type MovingCircles,
  type StaticSegments,
} from '@swept/core';
import { mulberry32 } from '@swept/oracle';
import { grid, line, marker, PALETTE } from '../draw.ts';
import type { Mode, ModeHost, ModeView } from '../mode.ts';
import { WORLD_HEIGHT, WORLD_WIDTH } from '../stage.ts';
import { html, legend, show, slider } from '../ui.ts';

const MAX_BODIES = 5000;
/** Scene frames a contact stays on screen (fading) after its frame. */
const FADE_FRAMES = 4;
/** Share of fast movers (crossing a good part of the field in a few frames). */
const FAST_SHARE = 0.03;
/** Segments per side of the box around the field. */
const BOX_PIECES = 25;

/**
 * The level: the field's border as a box of `4·BOX_PIECES` segments, three
 * slopes and a closed triangle (a polyline is its segments in a row).
 */
function levelWalls(): StaticSegments {
  const points: [number, number, number, number][] = [];
  const corners = [
    [0, 0],
    [WORLD_WIDTH, 0],
    [WORLD_WIDTH, WORLD_HEIGHT],
    [0, WORLD_HEIGHT],
  ];
  for (let side = 0; side < 4; side++) {
    const [ax, ay] = corners[side]!;
    const [bx, by] = corners[(side + 1) % 4]!;
    for (let k = 0; k < BOX_PIECES; k++) {
      const f = k / BOX_PIECES;
      const g = (k + 1) / BOX_PIECES;
      points.push([
        ax! + f * (bx! - ax!),
        ay! + f * (by! - ay!),
        ax! + g * (bx! - ax!),
        ay! + g * (by! - ay!),
      ]);
    }
  }
  points.push([120, 420, 300, 520], [660, 520, 860, 400], [380, 140, 580, 170]);
  const triangle = [
    [470, 330],
    [540, 420],
    [400, 420],
  ];
  for (let k = 0; k < 3; k++) {
    const [ax, ay] = triangle[k]!;
    const [bx, by] = triangle[(k + 1) % 3]!;
    points.push([ax!, ay!, bx!, by!]);
  }
  const column = (c: number) => Float64Array.from(points, (p) => p[c]!);
  return { x0: column(0), y0: column(1), x1: column(2), y1: column(3) };
}

const PANEL = `
<div class="stack">
  <section class="card">
    <h2>This frame</h2>
    <div class="counters">
      <div class="counter"><b data-field="pairs">0</b><span>pairs in the scene</span></div>
      <div class="counter good"><b data-field="tested">0</b><span>pairs the broad phase tested</span></div>
      <div class="counter warn"><b data-field="contacts">0</b><span>contacts (sorted by t)</span></div>
      <div class="counter warn"><b data-field="wall-contacts">0</b><span>of them with a wall; latest at t = <output data-field="wall-t">–</output></span></div>
      <div class="counter good"><b data-field="wall-tested">0</b><span>body–wall pairs tested, of <output data-field="wall-pairs">0</output></span></div>
      <div class="counter"><b data-field="drawn">0</b><span>drawn so far, up to t = <output data-field="latest-t">0</output></span></div>
      <div class="counter"><b data-field="strips">0</b><span>broad-phase strips</span></div>
    </div>
    <p class="note" data-field="summary"></p>
  </section>
  <section class="card" id="scene-controls">
    <h2>Scene</h2>
    <label class="slider"><span>slow motion</span><select name="slow"><option value="1">1×</option><option value="8" selected>8×</option><option value="32">32×</option></select><output></output></label>
    <label class="row"><input type="checkbox" name="strips"><span>show the broad phase's strips</span></label>
    <div class="row"><button class="action" type="button" id="pause">Pause</button><button class="action" type="button" id="reset">New scene</button></div>
    <p class="note">One call a frame: <code>findCircleContacts(bodies, contacts, { walls, stats })</code> from @swept/core. Every contact is exactly a pair <code>circlesTimeOfImpact</code> reports, or a body and a wall <code>circleSegmentTimeOfImpact</code> reports (<code>contacts.wall[k] = 1</code>), with its <code>t</code>; the list is in <code>t</code>, <code>i</code>, <code>j</code> order.</p>
  </section>
</div>`;

export const sceneMode: Mode = {
  id: 'scene',
  title: 'Scene',
  usesVariant: false,
  mount(host: ModeHost): ModeView {
    const bodies: MovingCircles = {
      x0: new Float64Array(MAX_BODIES),
      y0: new Float64Array(MAX_BODIES),
      x1: new Float64Array(MAX_BODIES),
      y1: new Float64Array(MAX_BODIES),
      r: new Float64Array(MAX_BODIES),
    };
    const { x0, y0, x1, y1, r } = bodies;
    const vx = new Float64Array(MAX_BODIES);
    const vy = new Float64Array(MAX_BODIES);
    /** The frame in which a body last bounced: only its first contact of a frame moves it. */
    const bounced = new Int32Array(MAX_BODIES);
    const contacts: ContactList2 = createContactList2();
    const stats = createSceneStats();
    const walls = levelWalls();
    const wallCount = walls.x0.length;
    /** Contacts of earlier frames, fading out: contact point and age. */
    let fading: { x: number; y: number; age: number }[] = [];
    let count = 2000;
    let slow = 8;
    let showStrips = false;
    let paused = false;
    let frame = 0;
    /** Which display frame of the current scene frame is shown (0 … slow − 1). */
    let sub = 0;
    /** Contacts of this frame drawn so far (a prefix of the list: t order). */
    let drawn = 0;
    /** `drawn` at the previous display frame: the contacts since then are new. */
    let drawnBefore = 0;
    let queryMs = 0;

    /**
     * Bodies start apart: one per cell of a grid sized for MAX_BODIES, the
     * cells in a seeded random order (so any first `count` bodies spread over
     * the whole field), each jittered within its cell.
     */
    const spawn = (seed: number): void => {
      const random = mulberry32(seed);
      const side = Math.sqrt((WORLD_WIDTH * WORLD_HEIGHT) / MAX_BODIES);
      const columns = Math.floor(WORLD_WIDTH / side);
      const rows = Math.floor(WORLD_HEIGHT / side);
      const cells = Array.from({ length: columns * rows }, (_, k) => k);
      for (let k = cells.length - 1; k > 0; k--) {
        const m = Math.floor(random() * (k + 1));
        [cells[k], cells[m]] = [cells[m]!, cells[k]!];
      }
      for (let i = 0; i < MAX_BODIES; i++) {
        const cell = cells[i % cells.length]!;
        r[i] = 2 + 2.5 * random();
        const room = side - 2 * r[i]!;
        x0[i] = (cell % columns) * side + r[i]! + random() * room;
        y0[i] = Math.floor(cell / columns) * side + r[i]! + random() * room;
        const fast = random() < FAST_SHARE;
        const speed = fast ? 20 + 30 * random() : 0.5 + 2.5 * random();
        const angle = 2 * Math.PI * random();
        vx[i] = speed * Math.cos(angle);
        vy[i] = speed * Math.sin(angle);
      }
      bounced.fill(-1);
      fading = [];
    };
    let seed = 0x5ce7e;
    spawn(seed);

    const root = html(PANEL);
    host.panel.replaceChildren(root);
    host.legend.innerHTML = legend([
      ['#c8d3f5', 'body'],
      [PALETTE.contact, 'contact, drawn at its t (newest with a halo)'],
      [PALETTE.miss, 'wall (a box of 100 segments, slopes, a triangle)'],
      [PALETTE.a, 'broad-phase strip boundary'],
    ]);
    host.hint.textContent =
      'Each frame is replayed in slow motion: contacts appear in the order of their t. A few bodies are fast movers (20–50 units a frame).';

    const controls = root.querySelector('#scene-controls')!;
    controls.insertBefore(
      slider('bodies', 'count', 200, MAX_BODIES, 100, count, (v) => {
        count = v;
      }),
      controls.querySelector('label.slider'),
    );
    root
      .querySelector<HTMLSelectElement>('select[name="slow"]')!
      .addEventListener('change', (e) => {
        slow = Number((e.target as HTMLSelectElement).value);
        sub = Math.min(sub, slow - 1);
      });
    root
      .querySelector<HTMLInputElement>('input[name="strips"]')!
      .addEventListener('change', (e) => {
        showStrips = (e.target as HTMLInputElement).checked;
        draw();
      });
    const pauseButton = root.querySelector<HTMLButtonElement>('#pause')!;
    pauseButton.addEventListener('click', () => {
      paused = !paused;
      pauseButton.textContent = paused ? 'Resume' : 'Pause';
    });
    root.querySelector('#reset')!.addEventListener('click', () => {
      seed++;
      spawn(seed);
      startFrame();
    });

    /** The motion of the next frame, and its contacts. */
    const startFrame = (): void => {
      for (let i = 0; i < count; i++) {
        x1[i] = x0[i]! + vx[i]!;
        y1[i] = y0[i]! + vy[i]!;
      }
      const started = performance.now();
      findCircleContacts(bodies, contacts, { count, walls, stats });
      queryMs += (performance.now() - started - queryMs) * 0.1;
      sub = 0;
      drawn = 0;
      drawnBefore = 0;
    };

    /** Flies body `b` from its position at `t` to the frame's end with its (new) velocity. */
    const refly = (b: number, t: number): void => {
      const xt = x0[b]! + t * (x1[b]! - x0[b]!);
      const yt = y0[b]! + t * (y1[b]! - y0[b]!);
      x1[b] = xt + (1 - t) * vx[b]!;
      y1[b] = yt + (1 - t) * vy[b]!;
      bounced[b] = frame;
    };

    /**
     * The end of a frame: each body's first contact of the frame (in `t`
     * order) swaps the normal velocities of the pair if they approach, or
     * reflects the body off the wall it runs into; the rest of the frame is
     * flown with the new velocity. (A second contact in the same frame waits
     * for the next one; the field's edge keeps every body in.)
     */
    const finishFrame = (): void => {
      const { i: ci, j: cj, t: ct, nx, ny, wall } = contacts;
      for (let k = 0; k < contacts.count; k++) {
        const i = ci[k]!;
        const j = cj[k]!;
        if (wall[k] === 1) {
          if (bounced[i] === frame) continue;
          // The normal points out of the wall: reflect a velocity that runs into it.
          const into = vx[i]! * nx[k]! + vy[i]! * ny[k]!;
          if (into >= 0) continue;
          vx[i] = vx[i]! - 2 * into * nx[k]!;
          vy[i] = vy[i]! - 2 * into * ny[k]!;
          refly(i, ct[k]!);
          continue;
        }
        if (bounced[i] === frame || bounced[j] === frame) continue;
        const n = { x: nx[k]!, y: ny[k]! };
        const approach = (vx[i]! - vx[j]!) * n.x + (vy[i]! - vy[j]!) * n.y;
        if (approach <= 0) continue;
        const t = ct[k]!;
        for (const [b, sign] of [
          [i, -1],
          [j, 1],
        ] as const) {
          vx[b] = vx[b]! + sign * approach * n.x;
          vy[b] = vy[b]! + sign * approach * n.y;
          refly(b, t);
        }
      }
      for (let i = 0; i < count; i++) {
        const ri = r[i]!;
        let x = x1[i]!;
        let y = y1[i]!;
        if (x < ri || x > WORLD_WIDTH - ri) {
          vx[i] = -vx[i]!;
          x = Math.min(WORLD_WIDTH - ri, Math.max(ri, x));
        }
        if (y < ri || y > WORLD_HEIGHT - ri) {
          vy[i] = -vy[i]!;
          y = Math.min(WORLD_HEIGHT - ri, Math.max(ri, y));
        }
        x0[i] = x;
        y0[i] = y;
      }
      for (const f of fading) f.age++;
      fading = fading.filter((f) => f.age < FADE_FRAMES);
      for (let k = 0; k < contacts.count && fading.length < 400; k++) {
        fading.push({ ...contactPoint(k), age: 0 });
      }
      frame++;
    };

    /**
     * Where contact `k` happens: on body `i`'s surface at `t`, along the
     * normal (towards body `j`, or against a wall's normal, which points out of the wall).
     */
    const contactPoint = (k: number): { x: number; y: number } => {
      const i = contacts.i[k]!;
      const t = contacts.t[k]!;
      const reach = contacts.wall[k] === 1 ? -r[i]! : r[i]!;
      return {
        x: x0[i]! + t * (x1[i]! - x0[i]!) + reach * contacts.nx[k]!,
        y: y0[i]! + t * (y1[i]! - y0[i]!) + reach * contacts.ny[k]!,
      };
    };

    /** A small contact dot. */
    const dot = (
      ctx: CanvasRenderingContext2D,
      p: { x: number; y: number },
      alpha: number,
    ): void => {
      ctx.globalAlpha = alpha;
      ctx.fillStyle = PALETTE.contact;
      ctx.beginPath();
      ctx.arc(p.x, p.y, 2.5, 0, 2 * Math.PI);
      ctx.fill();
      ctx.globalAlpha = 1;
    };

    const drawStrips = (ctx: CanvasRenderingContext2D): void => {
      for (const cut of stats.cuts) {
        for (let k = 0; k <= cut.cells; k++) {
          const at = cut.origin + k * cut.size;
          const from = cut.axis === 0 ? { x: at, y: 0 } : { x: 0, y: at };
          const to = cut.axis === 0 ? { x: at, y: WORLD_HEIGHT } : { x: WORLD_WIDTH, y: at };
          line(ctx, from, to, PALETTE.a, 0.6);
        }
      }
    };

    const draw = (): void => {
      const ctx = host.stage.begin();
      grid(ctx, WORLD_WIDTH, WORLD_HEIGHT);
      if (showStrips) drawStrips(ctx);
      for (let w = 0; w < wallCount; w++) {
        const from = { x: walls.x0[w]!, y: walls.y0[w]! };
        line(ctx, from, { x: walls.x1[w]!, y: walls.y1[w]! }, PALETTE.miss, 3);
      }
      // The display time within the frame: the contacts with t ≤ tau have happened.
      const tau = (sub + 1) / slow;
      ctx.fillStyle = '#c8d3f5';
      ctx.globalAlpha = 0.8;
      ctx.beginPath();
      for (let i = 0; i < count; i++) {
        const x = x0[i]! + tau * (x1[i]! - x0[i]!);
        const y = y0[i]! + tau * (y1[i]! - y0[i]!);
        ctx.moveTo(x + r[i]!, y);
        ctx.arc(x, y, r[i]!, 0, 2 * Math.PI);
      }
      ctx.fill();
      ctx.globalAlpha = 1;
      for (const f of fading) dot(ctx, f, 0.4 * (1 - f.age / FADE_FRAMES));
      const t = contacts.t;
      while (drawn < contacts.count && t[drawn]! <= tau) drawn++;
      for (let k = 0; k < drawn; k++) dot(ctx, contactPoint(k), 1);
      // The newest contacts (this display frame's) get a halo.
      for (let k = drawnBefore; k < drawn; k++) marker(ctx, contactPoint(k), PALETTE.contact);
      drawnBefore = drawn;
    };

    const report = (): void => {
      const latest = drawn - 1;
      show(root, 'count', String(count), count);
      show(root, 'pairs', stats.pairs.toLocaleString('en'), stats.pairs);
      show(root, 'tested', stats.tested.toLocaleString('en'), stats.tested);
      show(root, 'contacts', String(contacts.count), contacts.count);
      show(root, 'drawn', String(drawn), drawn);
      show(
        root,
        'latest-t',
        latest < 0 ? '–' : contacts.t[latest]!.toFixed(4),
        latest < 0 ? '' : contacts.t[latest]!,
      );
      const latestNode = root.querySelector<HTMLElement>('[data-field="latest-t"]')!;
      // The latest drawn contact's pair and the pair's motion this frame, for the e2e test
      // (a wall contact has none: see `wall-t`).
      if (latest < 0 || contacts.wall[latest] === 1) delete latestNode.dataset.pair;
      else {
        const i = contacts.i[latest]!;
        const j = contacts.j[latest]!;
        const motion = (b: number) => [x0[b], y0[b], x1[b], y1[b], r[b]].join(',');
        latestNode.dataset.pair = `${i};${j};${motion(i)};${motion(j)}`;
      }
      latestNode.dataset.frame = String(frame);
      // The latest drawn wall contact: body, wall, the body's motion and the segment, for the e2e test.
      let wallContacts = 0;
      let latestWall = -1;
      for (let k = 0; k < contacts.count; k++) {
        if (contacts.wall[k] !== 1) continue;
        wallContacts++;
        if (k < drawn) latestWall = k;
      }
      show(root, 'wall-contacts', String(wallContacts), wallContacts);
      show(root, 'wall-tested', stats.wallTested.toLocaleString('en'), stats.wallTested);
      show(root, 'wall-pairs', stats.wallPairs.toLocaleString('en'), stats.wallPairs);
      const wallNode = root.querySelector<HTMLElement>('[data-field="wall-t"]')!;
      if (latestWall < 0) {
        show(root, 'wall-t', '–', '');
        delete wallNode.dataset.contact;
      } else {
        const i = contacts.i[latestWall]!;
        const w = contacts.j[latestWall]!;
        const t = contacts.t[latestWall]!;
        show(root, 'wall-t', t.toFixed(4), t);
        const segment = [walls.x0[w], walls.y0[w], walls.x1[w], walls.y1[w]].join(',');
        wallNode.dataset.contact = `${i};${w};${[x0[i], y0[i], x1[i], y1[i], r[i]].join(',')};${segment}`;
      }
      const cut = stats.cuts[0];
      const strips =
        stats.sweepAxis < 0 || cut === undefined
          ? 'the plain pair loop (a tiny scene)'
          : `a sweep along ${'xyz'[stats.sweepAxis]} in ${cut.cells} strips across ${'xyz'[cut.axis]}`;
      show(root, 'strips', String(cut?.cells ?? 0), cut?.cells ?? 0);
      show(
        root,
        'summary',
        `Frame ${frame}. The broad phase: ${strips}; it handed ${stats.tested.toLocaleString('en')} of ${stats.pairs.toLocaleString('en')} pairs (${((100 * stats.tested) / Math.max(1, stats.pairs)).toFixed(3)} %) to the pair query. ${queryMs.toFixed(2)} ms a frame for ${count} bodies.`,
      );
    };

    let handle = 0;
    const tick = (): void => {
      if (!paused) {
        if (sub + 1 < slow) sub++;
        else {
          finishFrame();
          startFrame();
        }
      }
      draw();
      report();
      handle = requestAnimationFrame(tick);
    };
    host.stage.setHandles([]);
    startFrame();
    handle = requestAnimationFrame(tick);
    return {
      render: draw,
      unmount() {
        cancelAnimationFrame(handle);
      },
    };
  },
};
