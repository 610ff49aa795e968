/** The install lock: two holders never overlap, and a holder that dies releases it. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLock } from '../src/browsers/lock.ts';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'swept-lock-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A promise and the function that resolves it (Node 20 has no `Promise.withResolvers`). */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('withLock', () => {
  it('runs two tasks on one lock file one after the other, telling the second it waits', async () => {
    const path = join(dir, 'serial.lock');
    const events: string[] = [];
    let waited = 0;
    // a signals once it holds the lock, and keeps it until b has been told it waits:
    // b starts only when a holds it, so b must wait, whatever the machine's speed.
    const aHolds = signal();
    const bWaits = signal();
    const first = withLock(path, async () => {
      events.push('a in');
      aHolds.resolve();
      await bWaits.promise;
      events.push('a out');
      return 'a';
    });
    await aHolds.promise;
    const second = withLock(
      path,
      async () => {
        events.push('b in', 'b out');
        return 'b';
      },
      {
        onWait: () => {
          waited++;
          bWaits.resolve();
        },
      },
    );
    expect(await Promise.all([first, second])).toEqual(['a', 'b']);
    expect(events).toEqual(['a in', 'a out', 'b in', 'b out']);
    expect(waited).toBe(1);
  });

  it('releases the lock when the task throws', async () => {
    const path = join(dir, 'throws.lock');
    await expect(withLock(path, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await withLock(path, async () => 'again', { waitSeconds: 1 })).toBe('again');
  });

  it('is released by the kernel when its holder is killed mid-task (no stale lock)', async () => {
    const path = join(dir, 'killed.lock');
    const lockModule = new URL('../src/browsers/lock.ts', import.meta.url).href;
    // node itself (tsx as a loader, not tsx's CLI, which would run node as its own child).
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import(${JSON.stringify(lockModule)}).then(({ withLock }) => withLock(${JSON.stringify(path)}, () => { console.log('held'); return new Promise(() => {}); }));`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await once(holder.stdout!, 'data');
    let waited = false;
    const after = withLock(path, async () => 'got it', {
      waitSeconds: 30,
      onWait: () => {
        waited = true;
        holder.kill('SIGKILL');
      },
    });
    expect(await after).toBe('got it');
    expect(waited).toBe(true);
  });
});
