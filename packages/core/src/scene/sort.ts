/**
 * Puts a filled contact list in the contract's order: ascending `t`, then
 * `i`, then `j`, then body pairs before wall contacts (`wall`).
 * `(i, j, wall)` is unique per contact, so this is a total order and the
 * result does not depend on the order the broad phase found the pairs in.
 *
 * Two stages, both linear in practice and deterministic:
 * 1. A counting sort on `floor(t·B)` (`B` = number of contacts; a
 *    monotone map of `t`, exact in IEEE-754), so contacts with different
 *    buckets are already in order.
 * 2. Each bucket sorted by `(t, i, j, wall)`: an insertion sort when it is small
 *    (a smooth `t` distribution leaves O(1) per bucket), else a stable
 *    least-significant-digit radix sort on `wall`, 11-bit digits of `j`, `i` and
 *    the bits of `t` (for `t ≥ 0`, the fixed variant's raw integers
 *    included, the IEEE-754 bit pattern orders like the number), skipping
 *    digits that are the same throughout. The big buckets are the contacts
 *    with one shared `t` (all those touching at the start, `t = 0`), whose
 *    `t` digits are all skipped.
 * Only integer operations on the keys, so the same on every engine.
 */
import type { ContactStatus } from '../types.ts';
import type { ContactList } from './contact-list.ts';
import { prefixSums, radixPass } from './radix.ts';

/** Buckets up to this size are insertion-sorted. */
const SMALL = 24;

let perm = new Uint32Array(0);
let permTmp = new Uint32Array(0);
let bucketStart = new Int32Array(0);
let tLow = new Uint32Array(0);
let tHigh = new Uint32Array(0);
let wordScratch = new Uint32Array(0);
let valueScratch = new Float64Array(0);
const statusScratch: ContactStatus[] = [];
const tBits = new Float64Array(1);
const tWords = new Uint32Array(tBits.buffer);
/** Index of the high word of a double in `tWords` (platform byte order). */
const HIGH = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0;

/** Room to sort `n` contacts: grown when needed, and kept. */
export function reserveContactSort(n: number): void {
  if (perm.length >= n) return;
  const size = Math.max(n, 2 * perm.length);
  perm = new Uint32Array(size);
  permTmp = new Uint32Array(size);
  bucketStart = new Int32Array(size + 1);
  tLow = new Uint32Array(size);
  tHigh = new Uint32Array(size);
  wordScratch = new Uint32Array(size);
  valueScratch = new Float64Array(size);
  for (let k = statusScratch.length; k < size; k++) statusScratch.push('impact');
}

/*
 * Each loop sits alone in its function, or last in it: V8 optimises a long
 * loop mid-call (on-stack replacement), and code after it without type
 * feedback yet would deoptimise on every call.
 */

/** One stable pass of `perm[from … to)` on bits `shift … shift + 10` of `key` (see `radix.ts`). */
function pass(key: Uint32Array | Uint8Array, from: number, to: number, shift: number): void {
  if (radixPass(key, perm, permTmp, from, to, shift)) perm.set(permTmp.subarray(from, to), from);
}

/** Radix sort of `perm[from … to)` by `(t, i, j, wall)`: least significant key first. */
function radix(list: ContactList, from: number, to: number): void {
  const t = list.t;
  let same = true;
  for (let k = from + 1; k < to && same; k++) same = t[perm[k]!] === t[perm[from]!];
  pass(list.wall, from, to, 0);
  for (const key of same ? [list.j, list.i] : [list.j, list.i, tLow, tHigh]) {
    pass(key, from, to, 0);
    pass(key, from, to, 11);
    pass(key, from, to, 22);
  }
}

/** Insertion sort of `perm[from … to)` by `(t, i, j, wall)`. */
function insertion(list: ContactList, from: number, to: number): void {
  const { t, i, j, wall } = list;
  const p = perm;
  for (let k = from + 1; k < to; k++) {
    const e = p[k]!;
    const te = t[e]!;
    const ie = i[e]!;
    const je = j[e]!;
    const we = wall[e]!;
    let m = k - 1;
    for (; m >= from; m--) {
      const f = p[m]!;
      const tf = t[f]!;
      if (
        tf < te ||
        (tf === te &&
          (i[f]! < ie || (i[f] === ie && (j[f]! < je || (j[f] === je && wall[f]! < we)))))
      ) {
        break;
      }
      p[m + 1] = f;
    }
    p[m + 1] = e;
  }
}

function permuteFlags(a: Uint8Array, n: number): void {
  for (let k = 0; k < n; k++) wordScratch[k] = a[k]!;
  for (let k = 0; k < n; k++) a[k] = wordScratch[perm[k]!]!;
}

function permuteWords(a: Uint32Array, n: number): void {
  wordScratch.set(a.subarray(0, n));
  for (let k = 0; k < n; k++) a[k] = wordScratch[perm[k]!]!;
}

function permuteValues(a: Float64Array, n: number): void {
  valueScratch.set(a.subarray(0, n));
  for (let k = 0; k < n; k++) a[k] = valueScratch[perm[k]!]!;
}

/** The largest of `t[0 … n)`. */
function largest(t: Float64Array, n: number): number {
  let max = 0;
  for (let k = 0; k < n; k++) if (t[k]! > max) max = t[k]!;
  return max;
}

/**
 * Stage 1: `perm` = the contacts by `floor(t·n / max t)` (t in [0, 1]; raw
 * fixed-point t in [0, 65536]); `bucketStart[b]` = the end of bucket `b`.
 */
function bucketByTime(t: Float64Array, n: number): void {
  const max = largest(t, n);
  const scale = max > 0 ? n / max : 0;
  bucketStart.fill(0, 0, n + 1);
  countBuckets(t, n, scale);
  prefixSums(bucketStart, n + 1, 0);
  placeBuckets(t, n, scale);
  perm.set(permTmp.subarray(0, n));
}

function countBuckets(t: Float64Array, n: number, scale: number): void {
  const start = bucketStart;
  for (let k = 0; k < n; k++) {
    const b = Math.floor(t[k]! * scale);
    start[b < n ? b : n - 1]!++;
  }
}

function placeBuckets(t: Float64Array, n: number, scale: number): void {
  const start = bucketStart;
  const q = permTmp;
  for (let k = 0; k < n; k++) {
    const b = Math.floor(t[k]! * scale);
    q[start[b < n ? b : n - 1]!++] = k;
  }
}

/** The bits of every `t` as two words, for the radix passes. */
function splitBits(t: Float64Array, n: number): void {
  for (let k = 0; k < n; k++) {
    tBits[0] = t[k]!;
    tLow[k] = tWords[1 - HIGH]!;
    tHigh[k] = tWords[HIGH]!;
  }
}

/** Stage 2: each bucket by `(t, i, j, wall)`. */
function sortBuckets(list: ContactList, n: number): void {
  let from = 0;
  let bits = false;
  for (let b = 0; b < n; b++) {
    const to = bucketStart[b]!;
    if (to - from > SMALL) {
      if (!bits) splitBits(list.t, n);
      bits = true;
      radix(list, from, to);
    } else if (to - from > 1) {
      insertion(list, from, to);
    }
    from = to;
  }
}

/** Sorts `list`'s first `list.count` contacts by `(t, i, j, wall)`, moving every field. */
export function sortContacts(list: ContactList): void {
  const n = list.count;
  if (n < 2) return;
  reserveContactSort(n);
  bucketByTime(list.t, n);
  sortBuckets(list, n);
  permuteWords(list.i, n);
  permuteWords(list.j, n);
  permuteFlags(list.wall, n);
  permuteValues(list.t, n);
  permuteValues(list.nx, n);
  permuteValues(list.ny, n);
  if ('nz' in list) permuteValues(list.nz, n);
  const status = list.status;
  for (let k = 0; k < n; k++) statusScratch[k] = status[k]!;
  for (let k = 0; k < n; k++) status[k] = statusScratch[perm[k]!]!;
}
