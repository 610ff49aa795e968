/**
 * A machine-wide lock around the browser install, so that two test runs (or
 * two suites of one run) never run apt at the same time. It is `flock(1)` on
 * a lock file, held by a small child process for as long as `task` runs: the
 * kernel drops the lock when that child exits, and the child exits when its
 * stdin closes, which happens when we are done *or when we die*, however we
 * die. So there is never a stale lock to detect or clean up.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';

/**
 * The lock file every swept browser install on this machine agrees on: a
 * fixed path, not `os.tmpdir()`, which follows `TMPDIR` — and turbo's strict
 * environment may pass a task another `TMPDIR` than the shell has.
 */
export const BROWSER_LOCK = '/tmp/swept-browsers.lock';

/**
 * Runs `task` while holding the exclusive lock on `path`, waiting up to
 * `waitSeconds` for another holder to finish (calling `onWait` once if it
 * has to wait).
 * @throws Error if the lock cannot be had in time or `flock` is missing.
 */
export async function withLock<T>(
  path: string,
  task: () => Promise<T>,
  { waitSeconds = 3600, onWait = () => {} }: { waitSeconds?: number; onWait?: () => void } = {},
): Promise<T> {
  // `flock -n` first, to know whether to say we are waiting; then the blocking form.
  let holder = hold(path, ['--nonblock']);
  if (!(await acquired(holder, path))) {
    onWait();
    holder = hold(path, ['--wait', String(waitSeconds)]);
    if (!(await acquired(holder, path))) {
      throw new Error(`could not lock ${path} within ${waitSeconds} s (another install holds it)`);
    }
  }
  try {
    return await task();
  } finally {
    const exited = once(holder, 'exit');
    holder.stdin!.end();
    await exited;
  }
}

/** A `flock` child that prints `locked` once it holds the lock, then holds it until its stdin closes. */
function hold(path: string, flags: string[]) {
  return spawn(
    'flock',
    [...flags, '--exclusive', path, 'sh', '-c', 'echo locked; exec cat >/dev/null'],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
}

/** Whether the holder got the lock (it printed `locked`) rather than exiting without it. */
function acquired(holder: ReturnType<typeof hold>, path: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    holder.stdout!.once('data', () => resolve(true));
    holder.once('exit', () => resolve(false));
    holder.once('error', (error) =>
      reject(new Error(`cannot run flock (util-linux) to lock ${path}`, { cause: error })),
    );
  });
}
