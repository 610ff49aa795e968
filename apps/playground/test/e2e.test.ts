/**
 * End to end: build the page, serve it on localhost, drive Debian's chromium
 * (provisioned before the tests by `pnpm browsers`; see @swept/engines) with
 * playwright-core, drag a handle, and check that the `t` the page shows
 * is what @swept/core answers for the positions the page shows. Screenshots
 * land in `test-output/` (gitignored) for a human to look at.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { circlesTimeOfImpact, raySegment, type Vec2 } from '@swept/core';
import { browserExecutable, CHROMIUM_ARGS } from '@swept/engines';
import * as fixed from '@swept/fixed';
import { compareToi, rat, sweptCaseFromRaw } from '@swept/oracle';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build, type PreviewServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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

describe('playground', () => {
  it('shows the time of impact @swept/core computes after a handle is dragged', async () => {
    await page.goto(`${baseUrl()}#circles`);
    await page.waitForSelector('body[data-ready="true"]');
    const canvas = page.locator('#stage');
    const box = await canvas.boundingBox();
    if (box === null) throw new Error('canvas not laid out');
    // World units are CSS pixels of a 960-wide canvas, scaled to the box.
    const toScreen = (p: Vec2): Vec2 => ({
      x: box.x + (p.x * box.width) / 960,
      y: box.y + (p.y * box.height) / 600,
    });
    const before = await shownVec('b1');
    const tBefore = await page.locator('[data-field="t"]').getAttribute('data-value');
    const target = { x: 430, y: 330 };
    const from = toScreen(before);
    const to = toScreen(target);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 12 });
    await page.mouse.up();

    const b1 = await shownVec('b1');
    // The handle follows the pointer (to within the 1/8-unit snap and a pixel of rounding).
    expect(Math.abs(b1.x - target.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(b1.y - target.y)).toBeLessThanOrEqual(1);

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
    const raw = (v: Vec2): Vec2 => ({ x: fixed.toFixed(v.x), y: fixed.toFixed(v.y) });
    const [a0, a1, b0, b1] = await Promise.all(['a0', 'a1', 'b0', 'b1'].map(shownVec));
    const ra = fixed.toFixed(await shownNumber('ra'));
    const rb = fixed.toFixed(await shownNumber('rb'));
    const hit = fixed.circlesTimeOfImpact(raw(a0!), raw(a1!), ra, raw(b0!), raw(b1!), rb);
    expect(hit).not.toBeNull();
    expect(await shownNumber('t')).toBe(hit!.t / 65536);
    // The contract: t = floor(t*·65536)/65536, checked against the exact t*.
    const c = sweptCaseFromRaw(raw(a0!), raw(a1!), ra, raw(b0!), raw(b1!), rb);
    expect(compareToi(c, rat(hit!.t, 65536))).toBeLessThanOrEqual(0);
    expect(compareToi(c, rat(hit!.t + 1, 65536))).toBe(1);
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
});
