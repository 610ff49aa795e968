/**
 * Provisioning: makes Debian's `chromium` and `firefox-esr` present, once per
 * machine, safely. It runs as one step before any browser test (the root
 * turbo task `//#browsers`, i.e. `pnpm browsers`), and it is
 *
 * - idempotent: when both packages are installed it does nothing (no lock,
 *   no root, no apt);
 * - serialized: the install runs under a machine-wide `flock` (lock.ts), so
 *   two starts never run apt at once, and every command waits while some
 *   other process (an apt-get left by a killed run) holds dpkg's or apt's
 *   lock, instead of failing;
 * - recovering: an earlier install that was killed half-way leaves dpkg
 *   "interrupted"; that is finished first (`dpkg --configure -a`);
 * - non-interactive (`DEBIAN_FRONTEND=noninteractive`);
 * - honest when it cannot install (not root, no passwordless sudo, no apt):
 *   one error that names what to install.
 *
 * What it runs on the machine goes through a {@link Host}, so the decisions
 * are tested without touching the machine's packages.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { BROWSERS, type Browser, DEBIAN_PACKAGE, findBrowser } from './browsers.ts';
import { BROWSER_LOCK, withLock } from './lock.ts';

/** dpkg's status of an installed, configured package. */
export const INSTALLED = 'install ok installed';

/** The outcome of one command. */
export interface CommandResult {
  code: number;
  /** What it wrote to stderr (also passed through to ours). */
  stderr: string;
}

/** The machine as provisioning sees it (see {@link debianHost}). */
export interface Host {
  /** dpkg's status line of `pkg` (`'install ok installed'`, …), or `null` where there is no dpkg. */
  packageStatus(pkg: string): string | null;
  /** The browser's executable, or `null`. */
  find(browser: Browser): string | null;
  /** Whether apt-get is there at all (a Debian-like machine). */
  hasApt(): boolean;
  /** How this process may run apt: as root, through passwordless sudo, or not at all. */
  privilege(): 'root' | 'sudo' | 'none';
  /** Whether dpkg reports an interrupted earlier run (what `dpkg --configure -a` finishes). */
  dpkgInterrupted(): boolean;
  /** Runs a command as root (already prefixed as `privilege()` requires), output to stderr. */
  run(argv: readonly string[]): Promise<CommandResult>;
  /** Runs `task` under the machine-wide install lock; `onWait` if another install holds it. */
  lock<T>(task: () => Promise<T>, onWait: () => void): Promise<T>;
  /** Progress for the person watching. */
  log(message: string): void;
  /** Waits (between retries of a locked dpkg). */
  sleep(ms: number): Promise<void>;
}

/** Provisioning cannot install: the message says what the person has to install. */
export class ProvisionError extends Error {
  override name = 'ProvisionError';
}

const ENV = ['env', 'DEBIAN_FRONTEND=noninteractive'];
/** How long apt waits for dpkg's lock held by someone else (e.g. unattended-upgrades), in seconds. */
const DPKG_LOCK_WAIT = 600;
const APT = ['apt-get', '-q', '-y', '-o', `DPkg::Lock::Timeout=${DPKG_LOCK_WAIT}`];

/**
 * Makes sure every browser in `browsers` is installed (Debian packages
 * `chromium`, `firefox-esr`) and returns their executables.
 * @throws ProvisionError when they are missing and this machine or user cannot install them.
 */
export async function provisionBrowsers(
  browsers: readonly Browser[] = BROWSERS,
  host: Host = debianHost(),
): Promise<Record<Browser, string>> {
  const missing = () => browsers.filter((browser) => !isInstalled(host, browser));
  if (missing().length > 0) await install(host, missing());
  const found: Partial<Record<Browser, string>> = {};
  for (const browser of browsers) {
    const path = host.find(browser);
    if (path === null || !isInstalled(host, browser)) {
      throw new Error(
        `apt-get finished but ${DEBIAN_PACKAGE[browser]} is not installed (${browser} not found)`,
      );
    }
    found[browser] = path;
  }
  return found as Record<Browser, string>;
}

/** Provisions one browser and returns its executable; see {@link provisionBrowsers}. */
export async function ensureBrowser(browser: Browser, host: Host = debianHost()): Promise<string> {
  return (await provisionBrowsers([browser], host))[browser];
}

function isInstalled(host: Host, browser: Browser): boolean {
  if (host.find(browser) === null) return false;
  const status = host.packageStatus(DEBIAN_PACKAGE[browser]);
  // Without dpkg (not Debian) an executable is all we can know; with dpkg, a
  // package left unpacked but unconfigured by a killed install is not ready.
  return status === null || status === INSTALLED;
}

async function install(host: Host, wanted: readonly Browser[]): Promise<void> {
  const packages = wanted.map((browser) => DEBIAN_PACKAGE[browser]);
  const needs = `the browser tests need Debian's ${packages.join(' and ')}`;
  const them = packages.length === 1 ? 'it' : 'them';
  if (!host.hasApt()) {
    throw new ProvisionError(
      `${needs}, and this is not a Debian-like machine (no apt-get): install ${wanted
        .map((browser) => (browser === 'firefox' ? 'Firefox ESR' : 'Chromium'))
        .join(' and ')} so that ${packages.join(' and ')} are on PATH, then run the tests again.`,
    );
  }
  const privilege = host.privilege();
  if (privilege === 'none') {
    throw new ProvisionError(
      `${needs}, and this user cannot install ${them} (not root, no passwordless sudo). ` +
        `Install ${them} once as root — apt-get install -y ${packages.join(' ')} — then run the tests again.`,
    );
  }
  const asRoot = (argv: readonly string[]) =>
    privilege === 'root' ? [...ENV, ...argv] : ['sudo', '-n', ...ENV, ...argv];
  await host.lock(
    async () => {
      // Another run may have finished (or half-finished) the job while we waited.
      if (host.dpkgInterrupted()) {
        host.log('an earlier install was interrupted: finishing it (dpkg --configure -a)…');
        await runWaitingForLocks(host, asRoot(['dpkg', '--configure', '-a']));
      }
      const still = wanted.filter((browser) => !isInstalled(host, browser));
      if (still.length === 0) return;
      const names = still.map((browser) => DEBIAN_PACKAGE[browser]);
      host.log(`installing ${names.join(' and ')} with apt-get (once per machine)…`);
      await runWaitingForLocks(host, asRoot([...APT, 'update']));
      await runWaitingForLocks(
        host,
        asRoot([...APT, 'install', '--no-install-recommends', ...names]),
      );
    },
    () => host.log(`another install holds ${BROWSER_LOCK}: waiting for it…`),
  );
}

/**
 * Runs a root command, waiting while another process holds a dpkg or apt
 * lock (say, an apt-get left running by a run that was killed): dpkg and
 * `apt-get update` would fail at once, so a failure that names a lock is
 * retried every 2 s for up to {@link DPKG_LOCK_WAIT} seconds.
 */
async function runWaitingForLocks(host: Host, argv: readonly string[]): Promise<void> {
  for (let waited = 0; ; waited += 2) {
    const { code, stderr } = await host.run(argv);
    if (code === 0) return;
    if (!/\block\b/i.test(stderr) || waited >= DPKG_LOCK_WAIT) {
      throw new Error(`${argv.join(' ')} failed (exit ${code})`);
    }
    if (waited === 0) host.log('another process holds the dpkg/apt lock: waiting for it…');
    await host.sleep(2000);
  }
}

/** This machine: dpkg, apt-get, sudo and flock as Debian has them. */
export function debianHost(log: (message: string) => void = defaultLog): Host {
  return {
    packageStatus(pkg) {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own field syntax
      const query = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' });
      if (query.error) return null; // no dpkg-query: not Debian
      return query.status === 0 ? query.stdout.trim() : 'not-installed';
    },
    find: (browser) => findBrowser(browser),
    hasApt: () => spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0,
    privilege() {
      if (process.getuid?.() === 0) return 'root';
      return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0 ? 'sudo' : 'none';
    },
    dpkgInterrupted() {
      // apt's own test ("dpkg was interrupted"): journal entries dpkg has not applied yet;
      // and dpkg's audit: packages unpacked or half-configured.
      let journal: string[] = [];
      try {
        journal = readdirSync('/var/lib/dpkg/updates').filter((name) => /^\d+$/.test(name));
      } catch {}
      const audit = spawnSync('dpkg', ['--audit'], { encoding: 'utf8' });
      return journal.length > 0 || (audit.error === undefined && audit.stdout.trim() !== '');
    },
    run: (argv) =>
      new Promise((resolve, reject) => {
        const child = spawn(argv[0]!, argv.slice(1), { stdio: ['ignore', 2, 'pipe'] });
        let stderr = '';
        child.stderr!.on('data', (chunk: Buffer) => {
          stderr += chunk;
          process.stderr.write(chunk);
        });
        child.once('error', reject);
        child.once('close', (code) => resolve({ code: code ?? 1, stderr }));
      }),
    lock: (task, onWait) => withLock(BROWSER_LOCK, task, { onWait }),
    log,
    sleep: (ms) => sleep(ms),
  };
}

function defaultLog(message: string): void {
  console.error(`[browsers] ${message}`);
}
