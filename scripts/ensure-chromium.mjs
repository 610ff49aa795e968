#!/usr/bin/env node
// Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests
// (playground e2e, cross-runtime determinism). The project never downloads a
// browser build of its own: it asks apt for Debian's package, once per machine.
// Usage: node scripts/ensure-chromium.mjs  (prints the executable path)
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const run = (args) => {
    const [cmd, ...rest] = asRoot ? args : ['sudo', '-n', ...args];
    execFileSync(cmd, rest, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  console.error('[ensure-chromium] installing Debian chromium with apt-get (once per machine)…');
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium']);
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} is missing`);
  return CHROMIUM;
}

/** Flags that keep headless Chromium off the (closed) network and quiet. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
