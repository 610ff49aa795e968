/**
 * End to end: build the page, serve it on localhost, drive Debian's chromium
 * (provisioned before the tests by `pnpm browsers`; see @swept/engines) with
 * playwright-core, drag a handle, and check that the `t` the page shows
 * is what @swept/core answers for the positions the page shows. Screenshots
 * land in `test-output/` (gitignored) for a human to look at.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  castCircle,
  castRay,
  circlePolylineTimeOfImpact,
  circleSegmentTimeOfImpact,
  circlesTimeOfImpact,
  createLevel2,
  type LevelContact2,
  type MoveOptions2,
  type MoveResult2,
  moveCircle,
  raySegment,
  separateCircleSegment,
  type Vec2,
} from '@swept/core';
import { browserExecutable, CHROMIUM_ARGS } from '@swept/engines';
import * as fixed from '@swept/fixed';
import {
  compareBallsTimeOfImpact,
  rat,
  ratFromDouble,
  sign,
  sweptCaseFromRaw,
  vecFromDoubles,
  wallMargin,
} from '@swept/oracle';
import {
  absolute,
  exact,
  relative,
  rounded,
  slop,
  createLevel2 as toleranceLevel2,
  ulps,
  withPolicy,
} from '@swept/tolerance';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build, type PreviewServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAST_SEGMENTS, CAST_WALLS } from '../src/modes/casts.ts';
import { BULLET_OPTIONS, BULLET_RADIUS, type MoverRecord } from '../src/modes/mover.ts';
import { MOVER_RADIUS, MOVER_SEGMENTS, MOVER_WALLS } from '../src/modes/mover-level.ts';
import { advance, HERO_OPTIONS, JUMP, LEFT, RIGHT } from '../src/modes/platformer.ts';
import { START as TILE_START } from '../src/modes/tile-map-level.ts';

const APP = fileURLToPath(new URL('..', import.meta.url));
const OUT = fileURLToPath(new URL('../test-output/', import.meta.url));

let server: PreviewServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const executablePath = browserExecutable('chromium');
  mkdirSync(OUT, { recursive: true });
  const outDir = `${OUT}dist`;
  await build({ root: APP, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  server = await preview({
    root: APP,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
  });
  browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

function baseUrl(): string {
  const url = server.resolvedUrls?.local[0];
  if (url === undefined) throw new Error('vite preview did not report a URL');
  return url;
}

/** A position the page shows, read from its full-precision `data-value`. */
async function shownVec(field: string): Promise<Vec2> {
  const value = await page.locator(`[data-field="${field}"]`).getAttribute('data-value');
  const [x, y] = (value ?? '').split(',').map(Number);
  return { x: x!, y: y! };
}

async function shownNumber(field: string): Promise<number> {
  return Number(await page.locator(`[data-field="${field}"]`).getAttribute('data-value'));
}

/** World units as raw Q16.16 (exact: the page's positions are multiples of 1/8). */
const raw = (v: Vec2): Vec2 => ({ x: fixed.toFixed(v.x), y: fixed.toFixed(v.y) });

/**
 * Checks the Casts mode's card and text line against `query`'s answer computed
 * here: `t` (full precision and its 6 decimals), status and wall index, or "no
 * contact". `scale` turns the cast's `t` into the page's (65536 for a raw Q16.16 `t`).
 */
async function expectShownCast(
  query: 'castCircle' | 'castRay',
  hit: LevelContact2 | null,
  scale = 1,
): Promise<void> {
  const t = page.locator('[data-field="t"]');
  const line = await page.locator('[data-field="summary"]').textContent();
  if (hit === null) {
    expect(await t.getAttribute('data-value')).toBe('null');
    expect(await t.textContent()).toBe('no contact');
    expect(line).toBe(`${query}: no contact`);
    return;
  }
  const shown = (hit.t / scale).toFixed(6);
  expect(await shownNumber('t')).toBe(hit.t / scale);
  expect(await t.textContent()).toBe(shown);
  expect(await page.locator('[data-field="status"]').textContent()).toBe(hit.status);
  expect(await shownNumber('wall')).toBe(hit.wall);
  expect(line).toBe(`${query}: t = ${shown}, status ${hit.status}, wall ${hit.wall}`);
}

/**
 * Drags the handle shown in `field` to the world point `target` and returns
 * where the page then shows it, checked to follow the pointer.
 */
async function dragHandle(field: string, target: Vec2): Promise<Vec2> {
  const box = await page.locator('#stage').boundingBox();
  if (box === null) throw new Error('canvas not laid out');
  // World units are CSS pixels of a 960-wide canvas, scaled to the box.
  const toScreen = (p: Vec2): Vec2 => ({
    x: box.x + (p.x * box.width) / 960,
    y: box.y + (p.y * box.height) / 600,
  });
  const from = toScreen(await shownVec(field));
  const to = toScreen(target);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
  const moved = await shownVec(field);
  // The handle follows the pointer (to within the 1/8-unit snap and a pixel of rounding).
  expect(Math.abs(moved.x - target.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(moved.y - target.y)).toBeLessThanOrEqual(1);
  return moved;
}

/** What the Mover mode shows, read in one task between two animation frames. */
async function moverShown() {
  const fields = await page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('[data-field]')].map((node) => [
        node.dataset.field,
        node.dataset.value ?? '',
      ]),
    ),
  );
  const [x, y] = fields.c!.split(',').map(Number);
  return {
    record: JSON.parse(fields.record!) as MoverRecord,
    c: { x: x!, y: y! },
    legs: Number(fields.legs),
    flags: ['on-floor', 'on-wall', 'on-ceiling', 'blocked'].map((f) => fields[f] === 'true'),
    sweptInside: Number(fields['swept-inside']),
    naiveInside: Number(fields['naive-inside']),
    judged: Number(fields.judged),
    impact: fields.impact,
  };
}

/** A variant's `moveCircle` in world units, as the test computes it. */
type MoveInWorld = (c: Vec2, r: number, d: Vec2, options: MoveOptions2) => MoveResult2;

/**
 * Moves the character again through the record's frames — its state at the
 * start, the keys of each frame — under the mode's rule, by `move` computed
 * here; checks the page shows where it ended, bit for bit, and the last move's
 * legs and flags.
 */
async function expectReplayed(move: MoveInWorld): Promise<MoveResult2[]> {
  const shown = await moverShown();
  const body = shown.record.start;
  const moves = [...shown.record.keys].map((key) =>
    advance(body, Number(key), (c, d) => move(c, MOVER_RADIUS, d, HERO_OPTIONS)),
  );
  const last = moves.at(-1);
  expect(last).toBeDefined();
  expect(Object.is(shown.c.x, body.c.x) && Object.is(shown.c.y, body.c.y)).toBe(true);
  expect(shown.legs).toBe(last!.legs.length);
  expect(shown.flags).toEqual([last!.onFloor, last!.onWall, last!.onCeiling, last!.blocked]);
  // No swept body — character, balls, bullets — ever ended inside a wall (exact).
  expect(shown.judged).toBeGreaterThan(0);
  expect(shown.sweptInside).toBe(0);
  return moves;
}

/** Waits until the Mover mode's record is of `variant` and holds `frames` frames with the keys `bits` (every one of them) held. */
async function moverRecorded(variant: string, bits: number, frames = 1): Promise<void> {
  await page.waitForFunction(
    ([id, b, n]) => {
      const value = document.querySelector('[data-field="record"]')?.getAttribute('data-value');
      const record: MoverRecord | null = value ? JSON.parse(value) : null;
      if (record?.variant !== id) return false;
      return [...record.keys].filter((k) => (Number(k) & b) === b).length >= n;
    },
    [variant, bits, frames] as const,
    { timeout: 60_000 },
  );
}

describe('playground', () => {
  it('shows the time of impact @swept/core computes after a handle is dragged', async () => {
    await page.goto(`${baseUrl()}#circles`);
    await page.waitForSelector('body[data-ready="true"]');
    const tBefore = await page.locator('[data-field="t"]').getAttribute('data-value');
    const b1 = await dragHandle('b1', { x: 430, y: 330 });

    const a0 = await shownVec('a0');
    const a1 = await shownVec('a1');
    const b0 = await shownVec('b0');
    const ra = await shownNumber('ra');
    const rb = await shownNumber('rb');
    const expected = circlesTimeOfImpact(a0, a1, ra, b0, b1, rb);
    expect(expected).not.toBeNull();
    const tShown = await page.locator('[data-field="t"]').getAttribute('data-value');
    expect(tShown).not.toBe(tBefore);
    expect(Number(tShown)).toBe(expected!.t);
    expect(await page.locator('[data-field="t"]').textContent()).toBe(expected!.t.toFixed(6));
    expect(await page.locator('[data-field="status"]').textContent()).toBe(expected!.status);
    await page.screenshot({ path: `${OUT}circles.png` });
  });

  it('switches to @swept/fixed and shows its floored Q16.16 time of impact', async () => {
    await page.locator('#variant').selectOption('fixed');
    const [a0, a1, b0, b1] = await Promise.all(['a0', 'a1', 'b0', 'b1'].map(shownVec));
    const ra = fixed.toFixed(await shownNumber('ra'));
    const rb = fixed.toFixed(await shownNumber('rb'));
    const hit = fixed.circlesTimeOfImpact(raw(a0!), raw(a1!), ra, raw(b0!), raw(b1!), rb);
    expect(hit).not.toBeNull();
    expect(await shownNumber('t')).toBe(hit!.t / 65536);
    // The contract: t = floor(t*·65536)/65536, checked against the exact t*.
    const c = sweptCaseFromRaw(raw(a0!), raw(a1!), ra, raw(b0!), raw(b1!), rb);
    expect(compareBallsTimeOfImpact(c, rat(hit!.t, 65536))).toBeLessThanOrEqual(0);
    expect(compareBallsTimeOfImpact(c, rat(hit!.t + 1, 65536))).toBe(1);
    await page.screenshot({ path: `${OUT}circles-fixed.png` });
    await page.locator('#variant').selectOption('core');
  });

  it('shows the point-vs-wall contact @swept/core computes', async () => {
    await page.locator('nav button[data-mode="segment"]').click();
    const p0 = await shownVec('p0');
    const p1 = await shownVec('p1');
    const s0 = await shownVec('s0');
    const s1 = await shownVec('s1');
    const expected = raySegment(p0, p1, s0, s1);
    expect(expected).not.toBeNull();
    expect(await shownNumber('t')).toBe(expected!.t);
    expect(await shownNumber('u')).toBe(expected!.u);
    await page.screenshot({ path: `${OUT}segment.png` });
  });

  it('shows the push-apart article’s push leaving an overlap and every variant leaving none', async () => {
    await page.locator('nav button[data-mode="separate"]').click();
    await page.locator('#trap').click();
    const again = await page.locator('#gaps tbody tr td:nth-child(3)').allTextContents();
    // Row 0 is the push-apart article's formula in doubles: the trap it describes (gap −3e-14).
    expect(again[0]).toBe('yes');
    // Every variant honours the contract's post-condition: no overlap after the push.
    expect(again.slice(1).length).toBeGreaterThan(0);
    expect(again.slice(1).every((cell) => cell === 'no')).toBe(true);
    await page.screenshot({ path: `${OUT}separate.png` });
  });

  it('shows the Walls mode’s first contact as circlePolylineTimeOfImpact and a push-out out of the wall', async () => {
    await page.locator('nav button[data-mode="walls"]').click();
    const level: { name: string; points: Vec2[]; closed: boolean }[] = JSON.parse(
      (await page.locator('#panel [data-level]').getAttribute('data-level')) ?? '[]',
    );
    expect(level.map((p) => p.name)).toEqual(['box', 'thin wall']);
    const tBefore = await page.locator('[data-field="t"]').getAttribute('data-value');
    const c1 = await dragHandle('c1', { x: 700, y: 440 });
    const c0 = await shownVec('c0');
    const r = await shownNumber('r');
    // The earliest contact over the level's polylines, from @swept/core in the test.
    const hits = level
      .map(({ points, closed }) => circlePolylineTimeOfImpact(c0, c1, r, points, closed))
      .filter((h) => h !== null);
    expect(hits.length).toBeGreaterThan(0);
    const first = Math.min(...hits.map((h) => h.t));
    const tShown = await page.locator('[data-field="t"]').getAttribute('data-value');
    expect(tShown).not.toBe(tBefore);
    expect(Number(tShown)).toBe(first);
    expect(await page.locator('[data-field="t"]').textContent()).toBe(first.toFixed(6));

    // The ball in the thin wall overlaps it exactly, and the core's push leaves
    // it out of the wall: the exact margin distance² − r² is not negative.
    const [s0, s1] = level[1]!.points as [Vec2, Vec2];
    const push = await shownVec('push');
    const wall = [vecFromDoubles(s0), vecFromDoubles(s1)];
    expect(sign(wallMargin(vecFromDoubles(push), ratFromDouble(r), wall))).toBe(-1);
    const out = separateCircleSegment(push, r, s0, s1);
    expect(sign(wallMargin(vecFromDoubles(out), ratFromDouble(r), wall))).toBeGreaterThanOrEqual(0);
    const core = page.locator('#gaps tbody tr[data-variant="core"]');
    expect(Number(await core.getAttribute('data-sign'))).toBeGreaterThanOrEqual(0);
    // The foil (the article's push in doubles) leaves the ball inside the wall; no variant does.
    const naive = page.locator('#gaps tbody tr[data-variant="naive"]');
    expect(Number(await naive.getAttribute('data-sign'))).toBe(-1);
    const signs = await page
      .locator('#gaps tbody tr:not([data-variant="naive"])')
      .evaluateAll((rows) => rows.map((row) => Number((row as HTMLElement).dataset.sign)));
    expect(signs.length).toBe(8);
    expect(signs.every((s) => s >= 0)).toBe(true);
    const again = await page
      .locator('#gaps tbody tr:not([data-variant="naive"]) td:nth-child(3)')
      .allTextContents();
    expect(again.every((cell) => cell === 'no')).toBe(true);
    await page.screenshot({ path: `${OUT}walls.png`, fullPage: true });
  });

  it('shows the Casts mode’s castCircle and castRay against the level, in core, fixed and every tolerance policy', async () => {
    await page.locator('nav button[data-mode="casts"]').click();
    await page.locator('#variant').selectOption('core');
    // The same level, built here from the mode's own data: in doubles and in raw Q16.16.
    const coreLevel = createLevel2({ segments: CAST_SEGMENTS });
    const fixedLevel = fixed.createLevel2({ segments: CAST_SEGMENTS.map(fixed.toFixed) });
    const builds = await shownNumber('level');
    const motion = async () => {
      const c0 = await shownVec('c0');
      const c1 = await shownVec('c1');
      return { c0, d: { x: c1.x - c0.x, y: c1.y - c0.y }, r: await shownNumber('r') };
    };
    const ray = page.locator('input[name="cast"][value="ray"]');
    const ball = page.locator('input[name="cast"][value="circle"]');

    // A cast from inside the room, up towards the thin wall.
    await dragHandle('c0', { x: 360, y: 300 });
    await dragHandle('c1', { x: 560, y: 140 });
    let { c0, d, r } = await motion();
    const hit = castCircle(coreLevel, c0, r, d);
    expect(hit).not.toBeNull();
    expect(CAST_WALLS[hit!.wall]!.name).toBe('thin wall');
    await expectShownCast('castCircle', hit);
    // Dragging casts against the same level: it is not built again.
    expect(await shownNumber('level')).toBe(builds);

    // @swept/fixed: its own level of raw walls, built once when the variant changes.
    await page.locator('#variant').selectOption('fixed');
    const fixedHit = fixed.castCircle(fixedLevel, raw(c0), fixed.toFixed(r), raw(d));
    expect(fixedHit).not.toBeNull();
    await expectShownCast('castCircle', fixedHit, 65536);
    expect(await shownNumber('level')).toBe(builds + 1);
    await page.screenshot({ path: `${OUT}casts-fixed.png` });

    // The hitscan toggle (r = 0), in fixed and then in core.
    await ray.check();
    const fixedRay = fixed.castRay(fixedLevel, raw(c0), raw(d));
    expect(fixedRay).not.toBeNull();
    await expectShownCast('castRay', fixedRay, 65536);
    await page.locator('#variant').selectOption('core');
    const coreRay = castRay(coreLevel, c0, d);
    expect(coreRay).not.toBeNull();
    await expectShownCast('castRay', coreRay);
    expect(await shownNumber('level')).toBe(builds + 2);

    // Along the corridor and through the doorway exactly 2r wide: the hitscan passes,
    // the ball touches the doorway's ends and stops there.
    await dragHandle('c0', { x: 100, y: 300 });
    await dragHandle('c1', { x: 930, y: 300 });
    ({ c0, d, r } = await motion());
    const point = castRay(coreLevel, c0, d);
    const body = castCircle(coreLevel, c0, r, d);
    expect(point).not.toBeNull();
    expect(body).not.toBeNull();
    expect(body!.t).toBeLessThan(point!.t);
    expect(CAST_WALLS[body!.wall]!.name).toMatch(/doorway/);
    await expectShownCast('castRay', point);
    await page.screenshot({ path: `${OUT}casts-ray.png` });
    await ball.check();
    await expectShownCast('castCircle', body);
    await page.screenshot({ path: `${OUT}casts.png` });
    // Every tolerance policy casts against its own level (a core level) under its own pair query.
    const policyLevel = toleranceLevel2({ segments: CAST_SEGMENTS });
    for (const policy of [exact, absolute(0.01), relative(1e-6), ulps(4), rounded(6), slop(0.5)]) {
      await page.locator('#variant').selectOption(`tolerance:${policy.name}`);
      const policyHit = withPolicy(policy).castCircle(policyLevel, c0, r, d);
      expect(policyHit).not.toBeNull();
      await expectShownCast('castCircle', policyHit);
    }
    expect(await shownNumber('level')).toBe(builds + 8);
    await page.locator('#variant').selectOption('fixed');
    await expectShownCast(
      'castCircle',
      fixed.castCircle(fixedLevel, raw(c0), fixed.toFixed(r), raw(d)),
      65536,
    );
    await ray.check();
    await expectShownCast('castRay', fixed.castRay(fixedLevel, raw(c0), raw(d)), 65536);

    // A short motion in the open: no contact for either.
    await dragHandle('c1', { x: 200, y: 300 });
    ({ c0, d, r } = await motion());
    expect(fixed.castRay(fixedLevel, raw(c0), raw(d))).toBeNull();
    await expectShownCast('castRay', null);
    await ball.check();
    expect(fixed.castCircle(fixedLevel, raw(c0), fixed.toFixed(r), raw(d))).toBeNull();
    await expectShownCast('castCircle', null);
    await page.locator('#variant').selectOption('core');
    expect(castCircle(coreLevel, c0, r, d)).toBeNull();
    await expectShownCast('castCircle', null);
  });

  it('moves the Mover mode’s character by the keyboard as moveCircle does, bit for bit, and no swept body ends inside a wall', async () => {
    await page.locator('nav button[data-mode="mover"]').click();
    await page.locator('#variant').selectOption('core');
    await page.locator('#reset').click();
    const coreLevel = createLevel2({ segments: MOVER_SEGMENTS });
    const core: MoveInWorld = (c, r, d, options) => moveCircle(coreLevel, c, r, d, options);

    // Run right over the stairs and the slope, through the 2r tunnel, up to the one 2⁻¹⁶
    // lower: the character stops there, its naive twin squeezes in and ends inside.
    await page.keyboard.down('ArrowRight');
    await page.waitForFunction(
      () => {
        const value = (f: string) =>
          document.querySelector(`[data-field="${f}"]`)?.getAttribute('data-value') ?? '';
        return Number(value('c').split(',')[0]) > 550 && Number(value('naive-inside')) >= 5;
      },
      undefined,
      { timeout: 60_000 },
    );
    // A bullet to the right: through the low tunnel (r = 2) to the 60° slope.
    await page.keyboard.press('KeyX');
    await page.waitForFunction(
      () => document.querySelector('[data-field="impact"]')?.getAttribute('data-value'),
      undefined,
      { timeout: 60_000 },
    );
    await page.keyboard.up('ArrowRight');
    // Back under the 2r roof and a jump into it.
    await page.keyboard.down('ArrowLeft');
    await page.waitForFunction(
      () =>
        Number(
          document.querySelector('[data-field="c"]')?.getAttribute('data-value')?.split(',')[0],
        ) < 450,
      undefined,
      { timeout: 60_000 },
    );
    await page.keyboard.up('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await moverRecorded('core', JUMP);
    await page.locator('#pause').click();
    const moves = await expectReplayed(core);
    expect(moves.length).toBeGreaterThan(100);
    // The jump under the 2r roof met it at once: the page's frames include a ceiling.
    expect(moves.some((m) => m.onCeiling)).toBe(true);
    const shown = await moverShown();
    expect(shown.naiveInside).toBeGreaterThanOrEqual(5);

    // The bullet's last frame, computed here: it ends where the page shows, at the slope.
    const impact: { c0: Vec2; d: Vec2; c: Vec2; wall: number } = JSON.parse(shown.impact!);
    const bullet = moveCircle(coreLevel, impact.c0, BULLET_RADIUS, impact.d, BULLET_OPTIONS);
    expect(bullet.c).toEqual(impact.c);
    expect(bullet.blocked).toBe(true);
    expect(bullet.contacts[0]!.wall).toBe(impact.wall);
    expect(MOVER_WALLS[impact.wall]!.name).toBe('slope, 60°');
    await page.screenshot({ path: `${OUT}mover.png` });

    // The same in @swept/fixed (raw Q16.16, its own level of raw walls) and under every
    // tolerance policy: the record starts again at each switch; run a few frames, jump.
    const fixedLevel = fixed.createLevel2({ segments: MOVER_SEGMENTS.map(fixed.toFixed) });
    const real = (v: Vec2): Vec2 => ({ x: fixed.fromFixed(v.x), y: fixed.fromFixed(v.y) });
    const inFixed: MoveInWorld = (c, r, d, options) => {
      const raws = { ...options, up: raw(options.up!), floorCos: fixed.toFixed(options.floorCos!) };
      const m = fixed.moveCircle(fixedLevel, raw(c), fixed.toFixed(r), raw(d), raws);
      return { ...m, c: real(m.c), clipped: real(m.clipped) };
    };
    const policyLevel = toleranceLevel2({ segments: MOVER_SEGMENTS });
    const variants: [string, MoveInWorld][] = [
      ['fixed', inFixed],
      ...[exact, absolute(0.01), relative(1e-6), ulps(4), rounded(6), slop(0.5)].map(
        (policy): [string, MoveInWorld] => [
          `tolerance:${policy.name}`,
          (c, r, d, options) => withPolicy(policy).moveCircle(policyLevel, c, r, d, options),
        ],
      ),
    ];
    let run = 'ArrowRight';
    for (const [id, move] of variants) {
      await page.locator('#variant').selectOption(id);
      await page.locator('#pause').click();
      run = run === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
      await page.keyboard.down(run);
      await moverRecorded(id, run === 'ArrowRight' ? RIGHT : LEFT, 12);
      await page.keyboard.press('ArrowUp');
      await moverRecorded(id, JUMP);
      await page.keyboard.up(run);
      await page.locator('#pause').click();
      expect((await expectReplayed(move)).length).toBeGreaterThanOrEqual(13);
    }
    await page.locator('#variant').selectOption('core');
    await page.screenshot({ path: `${OUT}mover-variants.png` });
  });

  it('runs and jumps the Platformer mode’s box on the tile map with no contact on a hidden edge and never inside a tile, in core and fixed', async () => {
    await page.locator('nav button[data-mode="platformer"]').click();
    /** The frames and contacts the page counted. */
    const counted = async () =>
      (await page.locator('[data-field="frames"]').getAttribute('data-value'))!
        .split(',')
        .map(Number) as [number, number];
    /** Waits until the page has run `n` more frames than it had counted `since`. */
    const framesPast = (since: number, n: number) =>
      page.waitForFunction(
        ([at, more]) =>
          Number(
            document
              .querySelector('[data-field="frames"]')
              ?.getAttribute('data-value')
              ?.split(',')[0],
          ) >=
          at + more,
        [since, n] as const,
        { timeout: 60_000 },
      );
    for (const id of ['core', 'fixed']) {
      await page.locator('#variant').selectOption(id);
      await page.locator('#reset').click();
      const [before] = await counted();
      // About a second of running right, a jump, half a second more in the air and on.
      await page.keyboard.down('ArrowRight');
      await framesPast(before, 60);
      await page.keyboard.press('ArrowUp');
      const [jumped] = await counted();
      await framesPast(jumped, 30);
      await page.keyboard.up('ArrowRight');
      await page.locator('#pause').click();
      const [frames, contacts] = await counted();
      expect(frames).toBeGreaterThanOrEqual(90);
      expect(contacts).toBeGreaterThan(0);
      expect(await shownNumber('hidden')).toBe(0);
      expect(await shownNumber('overlapping')).toBe(0);
      expect((await shownVec('c')).x).toBeGreaterThan(TILE_START.x + 100);
      await page.screenshot({ path: `${OUT}platformer-${id}.png` });
      await page.locator('#pause').click();
    }
  });

  it('counts bullet hits the per-frame overlap test misses', async () => {
    await page.locator('nav button[data-mode="bullets"]').click();
    await page.waitForFunction(
      () =>
        Number(document.querySelector('[data-field="swept"]')?.getAttribute('data-value')) >= 20,
      undefined,
      { timeout: 30_000 },
    );
    // Read the three counters in one task, between two animation frames.
    const [swept, seen, missed] = await page.evaluate(() =>
      ['swept', 'frame', 'missed-frame'].map((f) =>
        Number(document.querySelector(`[data-field="${f}"]`)?.getAttribute('data-value')),
      ),
    );
    // Bullets step farther than the player is wide, so both kinds of hit occur.
    expect(swept).toBeGreaterThanOrEqual(20);
    expect(seen).toBeGreaterThan(0);
    expect(missed).toBeGreaterThan(0);
    await page.screenshot({ path: `${OUT}bullets.png` });
  });

  it('draws a scene’s contacts in t order, each one a pair circlesTimeOfImpact reports, and its strips', async () => {
    await page.locator('nav button[data-mode="scene"]').click();
    await page.waitForFunction(
      () =>
        Number(document.querySelector('[data-field="contacts"]')?.getAttribute('data-value')) > 0,
      undefined,
      { timeout: 30_000 },
    );
    // The counters, read in one task between two animation frames.
    const [n, pairs, tested, contacts, strips] = await page.evaluate(() =>
      ['count', 'pairs', 'tested', 'contacts', 'strips'].map((f) =>
        Number(document.querySelector(`[data-field="${f}"]`)?.getAttribute('data-value')),
      ),
    );
    expect(pairs).toBe((n! * (n! - 1)) / 2);
    expect(tested).toBeGreaterThanOrEqual(contacts!);
    // The broad phase hands the pair query a tiny share of the pairs.
    expect(tested! * 100).toBeLessThan(pairs!);
    expect(strips).toBeGreaterThan(1);

    // Within a frame (slow motion 8×: eight animation frames), the latest drawn
    // contact's t never decreases, and the contacts drawn only grow.
    const samples = await page.evaluate(async () => {
      const out: { frame: number; t: number; drawn: number; pair: string }[] = [];
      const node = () => document.querySelector<HTMLElement>('[data-field="latest-t"]')!;
      for (let k = 0; k < 40; k++) {
        await new Promise(requestAnimationFrame);
        const drawn = Number(
          document.querySelector('[data-field="drawn"]')?.getAttribute('data-value'),
        );
        const { value, frame, pair } = node().dataset;
        if (value !== undefined && value !== '') {
          out.push({ frame: Number(frame), t: Number(value), drawn, pair: pair ?? '' });
        }
      }
      return out;
    });
    expect(samples.length).toBeGreaterThan(10);
    let ordered = 0;
    for (let k = 1; k < samples.length; k++) {
      const [a, b] = [samples[k - 1]!, samples[k]!];
      if (a.frame !== b.frame) continue;
      expect(b.t).toBeGreaterThanOrEqual(a.t);
      expect(b.drawn).toBeGreaterThanOrEqual(a.drawn);
      ordered++;
    }
    expect(ordered).toBeGreaterThan(5);
    // Each drawn contact of two bodies is a pair @swept/core's pair query reports, with its t.
    const bodyPairs = samples.filter((sample) => sample.pair !== '');
    expect(bodyPairs.length).toBeGreaterThan(5);
    for (const { t, pair } of bodyPairs.slice(0, 10)) {
      const [i, j, mi, mj] = pair.split(';');
      expect(Number(i)).toBeLessThan(Number(j));
      const [ax0, ay0, ax1, ay1, ra] = mi!.split(',').map(Number);
      const [bx0, by0, bx1, by1, rb] = mj!.split(',').map(Number);
      const hit = circlesTimeOfImpact(
        { x: ax0!, y: ay0! },
        { x: ax1!, y: ay1! },
        ra!,
        { x: bx0!, y: by0! },
        { x: bx1!, y: by1! },
        rb!,
      );
      expect(hit).not.toBeNull();
      expect(hit!.t).toBe(t);
    }

    // The level's walls (100 box segments, 3 slopes, a triangle of 3) meet every body,
    // through the broad phase; a drawn wall contact is one circleSegmentTimeOfImpact
    // reports for that body's motion and that segment, with its t bit for bit.
    const wall = await page.waitForFunction(
      () => {
        const node = document.querySelector<HTMLElement>('[data-field="wall-t"]');
        const { contact, value } = node?.dataset ?? {};
        return contact !== undefined && value ? { contact, t: Number(value) } : null;
      },
      undefined,
      { timeout: 30_000 },
    );
    const { contact, t: wallT } = (await wall.jsonValue())!;
    const [bodyField, wallField, motion, segment] = contact.split(';');
    const [cx0, cy0, cx1, cy1, cr] = motion!.split(',').map(Number);
    const [sx0, sy0, sx1, sy1] = segment!.split(',').map(Number);
    expect(Number(bodyField)).toBeLessThan(n!);
    expect(Number(wallField)).toBeLessThan(106);
    const wallHit = circleSegmentTimeOfImpact(
      { x: cx0!, y: cy0! },
      { x: cx1!, y: cy1! },
      cr!,
      { x: sx0!, y: sy0! },
      { x: sx1!, y: sy1! },
    );
    expect(wallHit).not.toBeNull();
    expect(wallHit!.t).toBe(wallT);
    const [wallPairs, wallTested] = await page.evaluate(() =>
      ['wall-pairs', 'wall-tested'].map((f) =>
        Number(document.querySelector(`[data-field="${f}"]`)?.getAttribute('data-value')),
      ),
    );
    expect(wallPairs).toBe(n! * 106);
    // Only the bodies near a wall reach the wall query.
    expect(wallTested! * 20).toBeLessThan(wallPairs!);

    await page.locator('input[name="strips"]').check();
    await page.locator('#pause').click();
    await page.screenshot({ path: `${OUT}scene.png` });
  });
});
