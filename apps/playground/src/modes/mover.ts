/**
 * Mover: a small platformer on a level of named walls. The character (a circle)
 * runs, falls and jumps by the arrow keys, moved every frame by the selected
 * variant's `moveCircle` with `'slide'`; balls go through the level with
 * `'bounce'`, bullets fly to the first wall with `'stop'`. A naive twin takes
 * the same keys through sub-steps and push-outs (`naive.ts`). After every frame
 * the exact oracle judges whether each body ended inside a wall.
 *
 * The character's frames since the last reset (or variant change) are kept as
 * a record — its state at the start and the keys of each frame — so the same
 * moves can be computed again outside the page.
 */
import type { MoveContact2, MoveOptions2, MoveResult2, Vec2 } from '@swept/core';
import { arrow, circle, grid, label, line, marker, PALETTE } from '../draw.ts';
import { wallInside } from '../exact.ts';
import { FRAME_BUTTONS, startFrameLoop } from '../frame-loop.ts';
import { listenGameKeys } from '../keys.ts';
import { levelCache } from '../level.ts';
import type { Mode, ModeHost, ModeView } from '../mode.ts';
import { moveCard, showContacts, showMoveFlags } from '../move-card.ts';
import { naiveMove } from '../naive.ts';
import type { Segment } from '../segment.ts';
import { WORLD_HEIGHT, WORLD_WIDTH } from '../stage.ts';
import { html, legend, num, show, vec } from '../ui.ts';
import type { Variant } from '../variants.ts';
import { MOVER_RADIUS, MOVER_SEGMENTS, MOVER_START, MOVER_WALLS } from './mover-level.ts';
import { advance, type Body, FLOOR_COS, HERO_OPTIONS, JUMP, LEFT, UP } from './platformer.ts';
import { drawWalls } from './sweep.ts';

/** A ball's move: reflected off every wall it meets, nothing lost. */
const BALL_OPTIONS: MoveOptions2 = { response: 'bounce', restitution: 1 };
/** A bullet's move: it ends at the first wall it touches. */
export const BULLET_OPTIONS: MoveOptions2 = { response: 'stop' };

const BALL_RADIUS = 10;
export const BULLET_RADIUS = 2;
const BULLET_SPEED = 16;
const MAX_BULLETS = 40;
const SPARK_FRAMES = 45;
/** Leg ends of the character kept for its trail. */
const TRAIL_POINTS = 180;
/** The loupe: a square in the canvas's top-left corner showing the character magnified. */
const LOUPE = { x: 30, y: 30, size: 200, zoom: 4 } as const;

/** Balls' starts and velocities (units a frame, multiples of 2⁻¹⁶), all in the open. */
const BALLS: readonly { c: Vec2; v: Vec2 }[] = [
  { c: { x: 300, y: 120 }, v: { x: 3.5, y: 2.25 } },
  { c: { x: 480, y: 200 }, v: { x: -2.75, y: 3 } },
  { c: { x: 640, y: 100 }, v: { x: 4, y: -1.5 } },
  { c: { x: 260, y: 330 }, v: { x: -3, y: -3.25 } },
  { c: { x: 860, y: 120 }, v: { x: -2.5, y: 3.75 } },
];

const SEGMENTS: readonly Segment[] = MOVER_WALLS.map((w) => w.segment);
const FIRE_KEYS = ['KeyX', 'KeyF'];

/** What the page keeps to compute the character's frames again: its start, and the keys of each frame. */
export interface MoverRecord {
  /** The variant that moved it. */
  variant: string;
  start: Body;
  /** One digit a frame: the bits `LEFT | RIGHT | JUMP` held. */
  keys: string;
}

interface Bullet {
  c: Vec2;
  v: Vec2;
}

interface Spark {
  contact: MoveContact2;
  age: number;
}

/** The last bullet that hit a wall: where its last frame started, its motion, where it stopped. */
interface Impact {
  c0: Vec2;
  d: Vec2;
  c: Vec2;
  wall: number;
}

const body = (c: Vec2): Body => ({ c, v: { x: 0, y: 0 }, onFloor: false });

/** Everything that moves, and what the page counted, since the mode was shown or reset. */
interface Play {
  hero: Body;
  twin: Body;
  balls: { c: Vec2; v: Vec2 }[];
  bullets: Bullet[];
  sparks: Spark[];
  /** The character's recent leg ends, oldest first. */
  trail: Vec2[];
  impact: Impact | null;
  fired: number;
  /** The character's last move: where it started, what it asked, what it got. */
  last: { from: Vec2; d: Vec2; move: MoveResult2 } | null;
  /** The wall the twin ended the last frame inside (exact), or -1. */
  twinInside: number;
  frames: number;
  /** Ends of swept bodies judged, and those found inside a wall; frames the twin ended inside one. */
  judged: number;
  sweptInside: number;
  naiveInside: number;
  record: MoverRecord | null;
}

function newPlay(): Play {
  return {
    hero: body(MOVER_START),
    twin: body(MOVER_START),
    balls: BALLS.map((b) => ({ ...b })),
    bullets: [],
    sparks: [],
    trail: [],
    impact: null,
    fired: 0,
    last: null,
    twinInside: -1,
    frames: 0,
    judged: 0,
    sweptInside: 0,
    naiveInside: 0,
    record: null,
  };
}
const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

const PANEL = `
<div class="stack">
${moveCard('Character: moveCircle, slide', '\n      <dt>legs</dt><dd data-field="legs">—</dd>')}
  <section class="card">
    <h2>Ended inside a wall (exact)</h2>
    <div class="counters">
      <div class="counter good"><b data-field="swept-inside">0</b><span>swept bodies: character, balls, bullets</span></div>
      <div class="counter bad"><b data-field="naive-inside">0</b><span>frames the naive twin ended inside</span></div>
    </div>
    <p class="note" data-field="judged">—</p>
    <p class="note" data-field="twin">—</p>
    <label class="slider"><span>sub-steps</span><select name="substeps"><option>1</option><option>2</option><option selected>4</option><option>8</option></select><output></output></label>
  </section>
  <section class="card">
    <h2>Balls and bullets</h2>
    <dl>
      <dt>balls (bounce)</dt><dd data-field="balls">—</dd>
      <dt>bullets (stop)</dt><dd data-field="bullets">—</dd>
      <dt>last impact</dt><dd data-field="impact">—</dd>
    </dl>
    ${FRAME_BUTTONS}
    <p class="note" data-field="record">—</p>
    <p class="note">← → run, ↑ jump (W A D and Space too), X fires, a click fires at the pointer. Each frame is one call per body; the balls and bullets see only the level.</p>
  </section>
</div>`;

export const moverMode: Mode = {
  id: 'mover',
  title: 'Mover',
  usesVariant: true,
  mount(host: ModeHost): ModeView {
    const levels = levelCache(MOVER_SEGMENTS);
    let facing = 1;
    const keyboard = listenGameKeys((bit) => {
      if (bit !== JUMP) facing = bit === LEFT ? -1 : 1;
    });
    /** Bullets asked for since the last frame: a direction each. */
    let shots: Vec2[] = [];
    let substeps = 4;
    let play = newPlay();

    const reset = (): void => {
      play = newPlay();
      keyboard.take();
      shots = [];
    };

    /** Judges a swept body's end exactly; counts it when inside. */
    const judge = (c: Vec2, r: number): void => {
      play.judged++;
      if (wallInside(c, r, SEGMENTS) >= 0) play.sweptInside++;
    };

    /** One frame of every body, in the selected variant. */
    const frame = (variant: Variant): void => {
      const level = levels.of(variant);
      const { hero, twin } = play;
      // The record starts again under a new variant: its frames are one variant's.
      if (play.record?.variant !== variant.id) {
        play.record = { variant: variant.id, start: structuredClone(hero), keys: '' };
      }
      const keys = keyboard.take();
      play.record.keys += String(keys);
      play.frames++;

      const from = hero.c;
      let asked: Vec2 = { x: 0, y: 0 };
      const move = advance(hero, keys, (c, d) => {
        asked = d;
        return variant.moveCircle(level, c, MOVER_RADIUS, d, HERO_OPTIONS);
      });
      play.last = { from, d: asked, move };
      play.trail.push(...move.legs);
      play.trail.splice(0, play.trail.length - TRAIL_POINTS);
      judge(hero.c, MOVER_RADIUS);

      advance(twin, keys, (c, d) =>
        naiveMove(SEGMENTS, c, MOVER_RADIUS, d, substeps, UP, FLOOR_COS),
      );
      play.twinInside = wallInside(twin.c, MOVER_RADIUS, SEGMENTS);
      if (play.twinInside >= 0) play.naiveInside++;

      for (const ball of play.balls) {
        const m = variant.moveCircle(level, ball.c, BALL_RADIUS, ball.v, BALL_OPTIONS);
        ball.c = m.c;
        ball.v = m.clipped;
        judge(ball.c, BALL_RADIUS);
      }

      for (const dir of shots.splice(0)) {
        if (play.bullets.length >= MAX_BULLETS) break;
        play.bullets.push({ c: hero.c, v: { x: dir.x * BULLET_SPEED, y: dir.y * BULLET_SPEED } });
        play.fired++;
      }
      play.bullets = play.bullets.filter((b) => {
        const m = variant.moveCircle(level, b.c, BULLET_RADIUS, b.v, BULLET_OPTIONS);
        judge(m.c, BULLET_RADIUS);
        const hit = m.contacts[0];
        if (hit === undefined) {
          b.c = m.c;
          return true;
        }
        play.impact = { c0: b.c, d: b.v, c: m.c, wall: hit.wall };
        play.sparks.push({ contact: hit, age: 0 });
        return false;
      });
      for (const spark of play.sparks) spark.age++;
      play.sparks = play.sparks.filter((spark) => spark.age < SPARK_FRAMES);
    };

    const root = html(PANEL);
    host.panel.replaceChildren(root);
    host.legend.innerHTML = legend([
      [PALETTE.a, 'character: this frame’s legs and contact normals (magnified in the loupe)'],
      [PALETTE.bad, 'naive twin: sub-steps + push-out, the same keys'],
      ['#c8d3f5', 'balls (bounce)'],
      [PALETTE.contact, 'bullets (stop) and their impacts; walls met this frame'],
      [PALETTE.b, `the level: ${MOVER_WALLS.length} walls`],
    ]);
    host.hint.textContent =
      '← → run, ↑ jump, X or a click fires. The tunnels and shafts are 2r and 2r − 2⁻¹⁶ wide: the character fits the first and not the second; its twin squeezes in.';
    host.stage.setHandles([]);

    /** Draws the character's move: the frame's start, the legs, each contact's point and normal. */
    const drawMove = (ctx: CanvasRenderingContext2D, at: (p: Vec2) => Vec2, scale: number) => {
      if (play.last === null) return;
      const { from, move } = play.last;
      circle(ctx, at(from), MOVER_RADIUS * scale, { stroke: PALETTE.a, dash: [4, 4], alpha: 0.5 });
      circle(ctx, at(move.c), MOVER_RADIUS * scale, { fill: PALETTE.a, alpha: 0.3 });
      circle(ctx, at(move.c), MOVER_RADIUS * scale, { stroke: PALETTE.a, width: 2.5 });
      let p = from;
      for (const q of move.legs) {
        line(ctx, at(p), at(q), PALETTE.normal, 2);
        circle(ctx, at(q), 2.5, { fill: PALETTE.normal });
        p = q;
      }
      for (const { point, normal } of move.contacts) {
        marker(ctx, at(point), PALETTE.contact);
        arrow(ctx, at(point), normal, 34, PALETTE.normal);
      }
    };

    const drawLoupe = (ctx: CanvasRenderingContext2D): void => {
      const { x, y, size, zoom } = LOUPE;
      const centre = play.hero.c;
      const at = (p: Vec2): Vec2 => ({
        x: x + size / 2 + (p.x - centre.x) * zoom,
        y: y + size / 2 + (p.y - centre.y) * zoom,
      });
      ctx.save();
      ctx.beginPath();
      ctx.rect(x, y, size, size);
      ctx.fillStyle = '#0b0f19';
      ctx.fill();
      ctx.clip();
      for (const [s0, s1] of SEGMENTS) line(ctx, at(s0), at(s1), PALETTE.b, 4);
      drawMove(ctx, at, zoom);
      ctx.restore();
      ctx.strokeStyle = PALETTE.miss;
      ctx.lineWidth = 1;
      ctx.strokeRect(x, y, size, size);
      label(ctx, `×${zoom}`, { x: x + 6, y: y + size - 8 }, PALETTE.text);
    };

    const draw = (): void => {
      const { balls, bullets, sparks, trail, twin, last } = play;
      const ctx = host.stage.begin();
      grid(ctx, WORLD_WIDTH, WORLD_HEIGHT);
      drawWalls(ctx, SEGMENTS, last?.move.contacts.map((k) => k.wall) ?? []);
      for (let k = 1; k < trail.length; k++) {
        line(ctx, trail[k - 1]!, trail[k]!, PALETTE.a, 1, [2, 3]);
      }
      for (const b of balls) circle(ctx, b.c, BALL_RADIUS, { fill: '#c8d3f5', alpha: 0.8 });
      for (const b of bullets) {
        line(ctx, b.c, { x: b.c.x - b.v.x, y: b.c.y - b.v.y }, PALETTE.contact, 1.5);
        circle(ctx, b.c, BULLET_RADIUS, { fill: PALETTE.contact });
      }
      for (const { contact, age } of sparks) {
        ctx.globalAlpha = 1 - age / SPARK_FRAMES;
        marker(ctx, contact.point, PALETTE.contact);
        arrow(ctx, contact.point, contact.normal, 24, PALETTE.normal);
        ctx.globalAlpha = 1;
      }
      if (play.twinInside >= 0)
        circle(ctx, twin.c, MOVER_RADIUS, { fill: PALETTE.bad, alpha: 0.35 });
      circle(ctx, twin.c, MOVER_RADIUS, { stroke: PALETTE.bad, dash: [5, 4], width: 2 });
      drawMove(ctx, (p) => p, 1);
      drawLoupe(ctx);
      const m = last?.move;
      const flags = m === undefined ? [] : (['onFloor', 'onWall', 'onCeiling', 'blocked'] as const);
      const on = m === undefined ? '' : flags.filter((f) => m[f]).join(' ');
      const summary =
        m === undefined
          ? 'moveCircle: press ← → ↑'
          : `moveCircle: ${plural(m.legs.length, 'leg')}, ${plural(m.contacts.length, 'contact')} ${on}`;
      label(ctx, summary, { x: LOUPE.x + LOUPE.size + 16, y: 44 }, PALETTE.text);
    };

    const report = (): void => {
      const { hero, last, twinInside, impact, record } = play;
      show(root, 'c', vec(hero.c, 4), `${hero.c.x},${hero.c.y}`);
      const m = last?.move;
      showMoveFlags(root, m);
      show(root, 'd', last === null ? '—' : vec(last.d, 4));
      show(root, 'clipped', m === undefined ? '—' : vec(m.clipped, 4));
      show(
        root,
        'legs',
        m === undefined ? '—' : `${m.legs.length}: ${m.legs.map((q) => vec(q, 2)).join(' → ')}`,
        m?.legs.length,
      );
      showContacts(
        root,
        m,
        (k) =>
          `leg ${k.leg}, t ${num(k.t, 4)}: ${MOVER_WALLS[k.wall]!.name}, normal ${vec(k.normal, 3)}`,
      );
      show(root, 'swept-inside', String(play.sweptInside), play.sweptInside);
      show(root, 'naive-inside', String(play.naiveInside), play.naiveInside);
      show(
        root,
        'judged',
        `${play.judged} ends of swept bodies and ${play.frames} of the twin judged in ${play.frames} frames by circleSegmentOverlapExact against every wall.`,
        play.judged,
      );
      show(
        root,
        'twin',
        twinInside >= 0
          ? `The twin ended this frame inside “${MOVER_WALLS[twinInside]!.name}”.`
          : 'The twin ended this frame clear of the walls.',
        twinInside,
      );
      show(root, 'balls', String(play.balls.length));
      show(root, 'bullets', `${play.bullets.length} flying, ${play.fired} fired`, play.fired);
      show(
        root,
        'impact',
        impact === null ? '—' : `${MOVER_WALLS[impact.wall]!.name} at ${vec(impact.c, 2)}`,
        impact === null ? undefined : JSON.stringify(impact),
      );
      show(
        root,
        'record',
        record === null
          ? 'Record: no frame yet.'
          : `Record: ${record.keys.length} frames under ${record.variant} since the last reset or variant change.`,
        record === null ? undefined : JSON.stringify(record),
      );
    };

    const onFire = (e: KeyboardEvent): void => {
      if (FIRE_KEYS.includes(e.code) && !e.repeat) {
        e.preventDefault();
        shots.push({ x: facing, y: 0 });
      }
    };
    const onClick = (e: PointerEvent): void => {
      const p = host.stage.toWorld(e);
      const dx = p.x - play.hero.c.x;
      const dy = p.y - play.hero.c.y;
      const length = Math.hypot(dx, dy);
      if (length > 0) shots.push({ x: dx / length, y: dy / length });
    };
    window.addEventListener('keydown', onFire, { capture: true });
    host.stage.canvas.addEventListener('pointerdown', onClick);

    root
      .querySelector<HTMLSelectElement>('select[name="substeps"]')!
      .addEventListener('change', (e) => {
        substeps = Number((e.target as HTMLSelectElement).value);
      });

    const render = (): void => {
      draw();
      report();
    };
    const loop = startFrameLoop(root, () => frame(host.variant()), render, reset);
    return {
      render,
      unmount() {
        loop.stop();
        keyboard.dispose();
        window.removeEventListener('keydown', onFire, { capture: true });
        host.stage.canvas.removeEventListener('pointerdown', onClick);
      },
    };
  },
};
