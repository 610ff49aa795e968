/**
 * Chromium and Firefox ESR, headless, driven by puppeteer-core (Chromium over
 * the DevTools protocol, Firefox over WebDriver BiDi): the bundle is
 * evaluated in a blank page. The browsers are Debian's (see
 * ../browsers/provision.ts); nothing here downloads or installs a browser.
 */
import puppeteer from 'puppeteer-core';
import { type Browser, browserExecutable, CHROMIUM_ARGS } from '../browsers/browsers.ts';
import type { Bundle } from './bundle.ts';

/** Runs the bundle in a blank page of `browser` and returns the JSON text of its result. */
export async function runInBrowser(browser: Browser, bundle: Bundle): Promise<string> {
  const instance = await puppeteer.launch({
    browser: browser === 'firefox' ? 'firefox' : 'chrome',
    executablePath: browserExecutable(browser),
    headless: true,
    args: browser === 'chromium' ? [...CHROMIUM_ARGS] : [],
  });
  try {
    const page = await instance.newPage();
    const json: unknown = await page.evaluate(`${bundle.script}\n${bundle.resultExpression}`);
    if (typeof json !== 'string')
      throw new Error(`${browser} returned no result for ${bundle.entry}`);
    return json;
  } finally {
    await instance.close();
  }
}
