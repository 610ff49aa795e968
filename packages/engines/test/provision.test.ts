/**
 * Provisioning's decisions, on a fake machine (a {@link Host} that records
 * what would run as root): nothing to do when both browsers are installed; an
 * interrupted dpkg finished before apt runs; one apt install of what is
 * missing, non-interactive and waiting for dpkg's lock; one clear message when
 * this user cannot install.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from '../src/browsers/browsers.ts';
import {
  type Host,
  INSTALLED,
  ProvisionError,
  provisionBrowsers,
} from '../src/browsers/provision.ts';

interface Machine {
  installed: Set<string>;
  privilege: 'root' | 'sudo' | 'none';
  interrupted: boolean;
  apt: boolean;
  /** Failures of the next runs of a command ending so (`'--configure -a'`, `'update'`), in order; then success. */
  failures: Record<string, Array<{ code: number; stderr: string }>>;
}

function fakeHost(machine: Partial<Machine>) {
  const m: Machine = {
    installed: new Set(),
    privilege: 'root',
    interrupted: false,
    apt: true,
    failures: {},
    ...machine,
  };
  const ran: string[] = [];
  const log: string[] = [];
  let locks = 0;
  const host: Host = {
    packageStatus: (pkg) => (m.installed.has(pkg) ? INSTALLED : 'not-installed'),
    find: (browser: Browser) =>
      m.installed.has(browser === 'firefox' ? 'firefox-esr' : 'chromium')
        ? `/usr/bin/${browser}`
        : null,
    hasApt: () => m.apt,
    privilege: () => m.privilege,
    dpkgInterrupted: () => m.interrupted,
    async run(argv) {
      ran.push(argv.join(' '));
      const command = argv.join(' ');
      for (const [ending, failures] of Object.entries(m.failures)) {
        if (command.endsWith(ending) && failures.length > 0) return failures.shift()!;
      }
      if (command.endsWith('dpkg --configure -a')) m.interrupted = false;
      const install = command.match(/apt-get .* install --no-install-recommends (.*)$/);
      if (install) for (const pkg of install[1]!.split(' ')) m.installed.add(pkg);
      return { code: 0, stderr: '' };
    },
    async lock(task) {
      locks++;
      return task();
    },
    log: (message) => log.push(message),
    sleep: async () => {},
  };
  return { host, ran, log, locks: () => locks };
}

const APT = 'env DEBIAN_FRONTEND=noninteractive apt-get -q -y -o DPkg::Lock::Timeout=600';

describe('provisionBrowsers', () => {
  it('does nothing, not even lock, when both browsers are installed', async () => {
    const { host, ran, locks } = fakeHost({
      installed: new Set(['chromium', 'firefox-esr']),
      privilege: 'none',
    });
    expect(await provisionBrowsers(undefined, host)).toEqual({
      chromium: '/usr/bin/chromium',
      firefox: '/usr/bin/firefox',
    });
    expect(ran).toEqual([]);
    expect(locks()).toBe(0);
  });

  it('installs only what is missing, under the lock, non-interactively', async () => {
    const { host, ran, locks } = fakeHost({ installed: new Set(['chromium']) });
    await provisionBrowsers(undefined, host);
    expect(ran).toEqual([`${APT} update`, `${APT} install --no-install-recommends firefox-esr`]);
    expect(locks()).toBe(1);
  });

  it('finishes an interrupted dpkg first, waiting while another process holds its lock', async () => {
    const locked = {
      code: 2,
      stderr: 'dpkg: error: dpkg frontend lock was locked by another process with pid 4242',
    };
    const { host, ran } = fakeHost({
      interrupted: true,
      failures: { '--configure -a': [locked, locked] },
    });
    await provisionBrowsers(['chromium'], host);
    const configure = 'env DEBIAN_FRONTEND=noninteractive dpkg --configure -a';
    expect(ran).toEqual([
      configure,
      configure,
      configure,
      `${APT} update`,
      `${APT} install --no-install-recommends chromium`,
    ]);
  });

  it('fails on an interrupted dpkg it cannot finish, before running apt', async () => {
    const broken = { code: 1, stderr: 'dpkg: error processing package chromium (--configure)' };
    const { host, ran } = fakeHost({ interrupted: true, failures: { '--configure -a': [broken] } });
    await expect(provisionBrowsers(['chromium'], host)).rejects.toThrow(
      /^env DEBIAN_FRONTEND=noninteractive dpkg --configure -a failed \(exit 1\)/,
    );
    expect(ran).toHaveLength(1);
  });

  it('waits while an apt-get left running by a killed run holds the lists lock', async () => {
    const locked = {
      code: 100,
      stderr: 'E: Could not get lock /var/lib/apt/lists/lock. It is held by process 4243 (apt-get)',
    };
    const { host, ran, log } = fakeHost({ failures: { update: [locked] } });
    await provisionBrowsers(['chromium'], host);
    expect(ran).toEqual([
      `${APT} update`,
      `${APT} update`,
      `${APT} install --no-install-recommends chromium`,
    ]);
    expect(log).toContain('another process holds the dpkg/apt lock: waiting for it…');
  });

  it('gives up on a failure that is not a lock, naming the command', async () => {
    const unknown = { code: 100, stderr: 'E: Unable to locate package chromium' };
    const { host } = fakeHost({ failures: { chromium: [unknown] } });
    await expect(provisionBrowsers(['chromium'], host)).rejects.toThrow(
      `${APT} install --no-install-recommends chromium failed (exit 100)`,
    );
  });

  it('goes through passwordless sudo when not root', async () => {
    const { host, ran } = fakeHost({ privilege: 'sudo' });
    await provisionBrowsers(['firefox'], host);
    expect(ran).toEqual([
      `sudo -n ${APT} update`,
      `sudo -n ${APT} install --no-install-recommends firefox-esr`,
    ]);
  });

  it('stops with one message naming what to install when it cannot install', async () => {
    const { host, ran } = fakeHost({ privilege: 'none', installed: new Set(['chromium']) });
    const error = await provisionBrowsers(undefined, host).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProvisionError);
    expect((error as Error).message).toBe(
      "the browser tests need Debian's firefox-esr, and this user cannot install it " +
        '(not root, no passwordless sudo). Install it once as root — apt-get install -y firefox-esr — ' +
        'then run the tests again.',
    );
    expect(ran).toEqual([]);
  });

  it('names the browsers to install on a machine without apt', async () => {
    const { host } = fakeHost({ apt: false });
    await expect(provisionBrowsers(undefined, host)).rejects.toThrow(
      /no apt-get\): install Chromium and Firefox ESR so that chromium and firefox-esr are on PATH/,
    );
  });

  it('re-checks under the lock: what another run installed meanwhile is not installed again', async () => {
    const { host, ran } = fakeHost({});
    const lock = host.lock;
    host.lock = (task, onWait) => {
      // While we waited for the lock, another run installed chromium.
      host.run(['apt-get', '-y', 'install', '--no-install-recommends', 'chromium']);
      ran.length = 0;
      return lock(task, onWait);
    };
    await provisionBrowsers(undefined, host);
    expect(ran).toEqual([`${APT} update`, `${APT} install --no-install-recommends firefox-esr`]);
  });
});
