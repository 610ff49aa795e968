/**
 * The two browsers the engines package drives, as Debian packages them:
 * where each installs its executable, and how to find it. Looking up never
 * installs anything (see provision.ts for that).
 */
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** A browser engine family the package can drive: Chromium (V8) or Firefox ESR (SpiderMonkey). */
export type Browser = 'chromium' | 'firefox';

/** Every browser, in the order they are provisioned. */
export const BROWSERS: readonly Browser[] = ['chromium', 'firefox'];

/** Debian's package for each browser, and the names its executable goes by. */
export const DEBIAN_PACKAGE: Readonly<Record<Browser, string>> = {
  chromium: 'chromium',
  firefox: 'firefox-esr',
};

const EXECUTABLE_NAMES: Readonly<Record<Browser, readonly string[]>> = {
  chromium: ['chromium', 'chromium-browser'],
  firefox: ['firefox-esr', 'firefox'],
};

/** Flags that keep headless Chromium off the (closed) network and quiet; `--no-sandbox` since tests may run as root. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The browser's executable (Debian's `/usr/bin` first, then `PATH`), or `null`. */
export function findBrowser(browser: Browser, path = process.env.PATH ?? ''): string | null {
  const dirs = ['/usr/bin', ...path.split(delimiter).filter((dir) => dir !== '')];
  for (const name of EXECUTABLE_NAMES[browser]) {
    for (const dir of dirs) {
      const candidate = join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return null;
}

/**
 * The browser's executable, for a test or a fuzz run that is about to launch
 * it. Never installs: provisioning is one step before any test starts
 * (`pnpm browsers`, which `pnpm test` runs first).
 * @throws Error naming the Debian package to install when it is missing.
 */
export function browserExecutable(browser: Browser): string {
  const found = findBrowser(browser);
  if (found !== null) return found;
  throw new Error(
    `${browser} is not installed: run \`pnpm browsers\` (which \`pnpm test\` runs first) ` +
      `or install Debian's ${DEBIAN_PACKAGE[browser]} package`,
  );
}
