/**
 * Does splitting one large scene across two threads pay? A measurement, not
 * a feature: scene (c) (100 000 circles, the crowd of BENCHMARKS.md "Scenes")
 * cut at the median x into two overlapping halves, one per thread, each half
 * answered by the unchanged `findCircleContacts`, the two sorted lists merged
 * into the single-thread list (checked equal, bit for bit).
 *
 * The cut: body `k` goes left when its swept box starts at or before `X`,
 * right when it ends at or after `X` (bodies straddling `X` go to both). Two
 * bodies whose boxes meet are both left, or both right (if one starts after
 * `X`, the other ends after it), so every pair is found; a pair of two left
 * bodies found on the right too is dropped there. Each half keeps the
 * bodies in their global order, so its list, sorted by `t`, local `i`,
 * local `j`, is sorted by `t`, global `i`, global `j`, and a two-way merge
 * gives the single-thread order.
 *
 * Timed end to end per frame, interleaved with the single-thread call: the
 * split (boxes, median, copies into the halves' shared arrays), the other
 * thread's half and this thread's half at once, the merge. The worker is
 * started once, outside the timing, as a pool's would be.
 *
 * Run: `pnpm --filter @swept/bench bench:scene-split`.
 */
import { availableParallelism, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  type ContactList2,
  type ContactStatus,
  createContactList2,
  findCircleContacts,
  type MovingCircles,
} from '@swept/core';
import { crowd, crowdSide } from './workloads.ts';

const N = 100_000;
const ROUNDS = 15;
/** Rounds run first and not counted: both threads' code optimised before timing. */
const WARM_UP = 5;

const WORKER = `
const { parentPort } = require('node:worker_threads');
const CODES = ['impact', 'overlap', 'separating'];
// The core's sources, as the main thread runs them (tsx's loader, registered in this thread).
import('tsx/esm/api')
  .then(({ register }) => register())
  .then(() => import('@swept/core'))
  .then(({ createContactList2, findCircleContacts }) => {
  const list = createContactList2();
  parentPort.on('message', ({ bodies, count }) => {
    const started = performance.now();
    findCircleContacts(bodies, list, { count });
    const n = list.count;
    const out = {
      count: n,
      i: list.i.slice(0, n),
      j: list.j.slice(0, n),
      t: list.t.slice(0, n),
      // Statuses as one byte each (a string array is cloned string by string).
      status: Uint8Array.from(list.status.slice(0, n), (s) => CODES.indexOf(s)),
      nx: list.nx.slice(0, n),
      ny: list.ny.slice(0, n),
      ms: performance.now() - started,
    };
    parentPort.postMessage(out, [out.i.buffer, out.j.buffer, out.t.buffer, out.status.buffer, out.nx.buffer, out.ny.buffer]);
  });
  parentPort.postMessage('ready');
});
`;

type Half = Pick<ContactList2, 'count' | 'i' | 'j' | 't' | 'nx' | 'ny'> & {
  status: ArrayLike<ContactStatus> | Uint8Array;
  /** The worker's own time for its half (query and packing), ms. */
  ms?: number;
};
/** The worker's statuses, one byte each. */
const CODES: ContactStatus[] = ['impact', 'overlap', 'separating'];
const statusOf = (h: Half, k: number): ContactStatus => {
  const s = h.status[k]!;
  return typeof s === 'number' ? CODES[s]! : s;
};

function shared(n: number): MovingCircles {
  const f = () => new Float64Array(new SharedArrayBuffer(8 * n));
  return { x0: f(), y0: f(), x1: f(), y1: f(), r: f() };
}

const w = crowd(N, crowdSide(N), 'split');
const b = w.bodies;
const left = shared(N);
const right = shared(N);
const leftIndex = new Uint32Array(N);
const rightIndex = new Uint32Array(N);
const inLeft = new Uint8Array(N);
const lo = new Float64Array(N);
const hi = new Float64Array(N);

/** Boxes on x, widened by a relative 2^-40 so that rounding never drops a straddler. */
function split(): { nl: number; nr: number } {
  const { x0, x1, r } = b;
  for (let k = 0; k < N; k++) {
    const a = x0[k]!;
    const c = x1[k]!;
    const pad = (Math.abs(a) + Math.abs(c) + r[k]!) * 2 ** -40;
    lo[k] = Math.min(a, c) - r[k]! - pad;
    hi[k] = Math.max(a, c) + r[k]! + pad;
  }
  const sample = Float64Array.from(
    { length: 255 },
    (_, s) => lo[Math.floor((s * N) / 255)]!,
  ).sort();
  const X = sample[127]!;
  let nl = 0;
  let nr = 0;
  for (let k = 0; k < N; k++) {
    const l = lo[k]! <= X;
    inLeft[k] = l ? 1 : 0;
    if (l) {
      copy(left, nl, k);
      leftIndex[nl++] = k;
    }
    if (hi[k]! >= X) {
      copy(right, nr, k);
      rightIndex[nr++] = k;
    }
  }
  return { nl, nr };
}

function copy(to: MovingCircles, at: number, k: number): void {
  to.x0[at] = b.x0[k]!;
  to.y0[at] = b.y0[k]!;
  to.x1[at] = b.x1[k]!;
  to.y1[at] = b.y1[k]!;
  to.r[at] = b.r[k]!;
}

/** Merges the halves into `out` in (t, i, j) order, dropping the right half's left–left pairs. */
function merge(l: Half, r: Half, out: ContactList2): void {
  let a = 0;
  let c = 0;
  let n = 0;
  const skip = () => {
    while (c < r.count && inLeft[rightIndex[r.i[c]!]!] && inLeft[rightIndex[r.j[c]!]!]) c++;
  };
  skip();
  while (a < l.count || c < r.count) {
    let fromLeft: boolean;
    if (c >= r.count) fromLeft = true;
    else if (a >= l.count) fromLeft = false;
    else {
      const ta = l.t[a]!;
      const tc = r.t[c]!;
      const ia = leftIndex[l.i[a]!]!;
      const ic = rightIndex[r.i[c]!]!;
      fromLeft =
        ta < tc ||
        (ta === tc && (ia < ic || (ia === ic && leftIndex[l.j[a]!]! < rightIndex[r.j[c]!]!)));
    }
    const h = fromLeft ? l : r;
    const k = fromLeft ? a++ : c++;
    const map = fromLeft ? leftIndex : rightIndex;
    out.i[n] = map[h.i[k]!]!;
    out.j[n] = map[h.j[k]!]!;
    out.t[n] = h.t[k]!;
    out.status[n] = statusOf(h, k);
    out.nx[n] = h.nx[k]!;
    out.ny[n] = h.ny[k]!;
    n++;
    if (!fromLeft) skip();
  }
  out.count = n;
}

function same(x: ContactList2, y: ContactList2): boolean {
  if (x.count !== y.count) return false;
  for (let k = 0; k < x.count; k++) {
    if (
      x.i[k] !== y.i[k] ||
      x.j[k] !== y.j[k] ||
      !Object.is(x.t[k], y.t[k]) ||
      x.status[k] !== y.status[k] ||
      !Object.is(x.nx[k], y.nx[k]) ||
      !Object.is(x.ny[k], y.ny[k])
    ) {
      return false;
    }
  }
  return true;
}

/** The median of the counted rounds (the last ROUNDS). */
const median = (xs: number[]) => xs.slice(-ROUNDS).sort((p, q) => p - q)[ROUNDS >> 1]!;

async function main(): Promise<void> {
  const worker = new Worker(WORKER, { eval: true });
  const replies: ((h: Half) => void)[] = [];
  await new Promise<void>((resolve) => {
    worker.once('message', () => resolve());
  });
  worker.on('message', (h: Half) => replies.shift()!(h));
  const single = createContactList2(1 << 16);
  const own = createContactList2(1 << 16);
  const merged = createContactList2(1 << 17);
  const one: number[] = [];
  /** The left half alone on this thread: what each thread would take with a core to itself. */
  const half: number[] = [];
  const two: number[] = [];
  const parts = {
    split: [] as number[],
    halves: [] as number[],
    merge: [] as number[],
    worker: [] as number[],
    workerAlone: [] as number[],
  };
  let sizes = { nl: 0, nr: 0 };
  for (let round = -WARM_UP; round < ROUNDS; round++) {
    let t0 = performance.now();
    findCircleContacts(b, single);
    one.push(performance.now() - t0);

    t0 = performance.now();
    sizes = split();
    const t1 = performance.now();
    const other = new Promise<Half>((resolve) => replies.push(resolve));
    worker.postMessage({ bodies: right, count: sizes.nr });
    findCircleContacts(left, own, { count: sizes.nl });
    const theirs = await other;
    parts.worker.push(theirs.ms!);
    const t2 = performance.now();
    if (merged.capacity < own.count + theirs.count) throw new Error('merge list too small');
    merge(own, theirs, merged);
    const t3 = performance.now();
    two.push(t3 - t0);
    parts.split.push(t1 - t0);
    parts.halves.push(t2 - t1);
    parts.merge.push(t3 - t2);
    if (!same(single, merged)) throw new Error(`round ${round}: the merged list differs`);
    t0 = performance.now();
    findCircleContacts(left, own, { count: sizes.nl });
    half.push(performance.now() - t0);
    // The other half again, this thread idle meanwhile: the other thread without a rival here.
    const alone = new Promise<Half>((resolve) => replies.push(resolve));
    worker.postMessage({ bodies: right, count: sizes.nr });
    parts.workerAlone.push((await alone).ms!);
  }
  await worker.terminate();
  const [l1] = loadavg();
  console.log(
    `scene (c): ${N} circles, ${single.count} contacts; halves of ${sizes.nl} and ${sizes.nr} bodies; ${availableParallelism()} CPUs, load average ${l1!.toFixed(1)}`,
  );
  console.log(`median of ${ROUNDS} interleaved rounds, ms per frame:`);
  console.log(`  one thread                  ${median(one).toFixed(1)}`);
  console.log(
    `  two threads, end to end     ${median(two).toFixed(1)}  (split ${median(parts.split).toFixed(1)}, both halves ${median(parts.halves).toFixed(1)}, merge ${median(parts.merge).toFixed(1)}; the other thread's half took ${median(parts.worker).toFixed(1)} there)`,
  );
  console.log(
    `  the left half alone         ${median(half).toFixed(1)}  (the other half on the other thread, this one idle: ${median(parts.workerAlone).toFixed(1)}; with two idle cores the floor is split + this + merge = ${(median(parts.split) + median(half) + median(parts.merge)).toFixed(1)})`,
  );
  console.log(
    `  speed-up                    ${(median(one) / median(two)).toFixed(2)}×; lists identical in every round`,
  );
}

await main();
