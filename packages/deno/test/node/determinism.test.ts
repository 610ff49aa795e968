/**
 * Determinism across runtimes: the fixed-point fingerprint and the exact
 * answers to the golden conformance vectors (see ../golden/report.ts), computed by Node (here), by Deno (the `deno` binary of
 * the npm package) and by Chromium (Debian's, driven by playwright-core, the
 * code bundled by esbuild). Any difference fails.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type GoldenReport, goldenReport } from '../golden/report.ts';

const run = promisify(execFile);
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

interface ChromiumSetup {
  ensureChromium(): string;
  CHROMIUM_ARGS: string[];
}

async function inDeno(): Promise<GoldenReport> {
  const { stdout } = await run(
    here('../../node_modules/.bin/deno'),
    ['run', '--no-remote', '--no-prompt', here('../golden/deno-main.ts')],
    { env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' } },
  );
  return JSON.parse(stdout);
}

async function inChromium(): Promise<GoldenReport> {
  // The project's own set-up: Debian's chromium via apt, never a downloaded browser.
  const setupUrl = new URL('../../../../scripts/ensure-chromium.mjs', import.meta.url).href;
  const { ensureChromium, CHROMIUM_ARGS } = (await import(setupUrl)) as ChromiumSetup;
  const bundle = await build({
    entryPoints: [here('../golden/browser-main.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    return await page.evaluate(() =>
      (globalThis as unknown as { goldenReport(): GoldenReport }).goldenReport(),
    );
  } finally {
    await browser.close();
  }
}

describe('determinism across Node, Deno and Chromium', () => {
  it('computes the same fixed-point fingerprint and golden vector answers everywhere', async () => {
    const [node, deno, browser] = await Promise.all([
      Promise.resolve(goldenReport()),
      inDeno(),
      inChromium(),
    ]);
    expect(node.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(node.vectors.length).toBeGreaterThan(300);
    expect(deno).toEqual(node);
    expect(browser).toEqual(node);
    // And it is the value committed with @swept/fixed.
    expect(node.fingerprint).toBe(node.committed);
  });
});
