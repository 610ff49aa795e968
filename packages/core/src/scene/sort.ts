/**
 * Puts a filled contact list in the contract's order: ascending `t`, then
 * `i`, then `j`. `(i, j)` is unique per contact, so this is a total order
 * and the result does not depend on the order the broad phase found the
 * pairs in.
 *
 * A stable least-significant-digit radix sort on 11-bit digits of `j`, `i`
 * and the bits of `t` (low word, then high word): for `t ≥ 0` (every time
 * of impact, including the fixed variant's raw integers) the IEEE-754 bit
 * pattern orders like the number. Passes whose digit is the same for every
 * contact are skipped. Linear in the number of contacts; only integer
 * operations on the keys, so the same on every engine.
 */
import type { ContactStatus } from '../types.ts';
import type { ContactList } from './contact-list.ts';

const digitCount = new Int32Array(2048);
let perm = new Uint32Array(0);
let permTmp = new Uint32Array(0);
let keyWords = new Uint32Array(0);
let wordScratch = new Uint32Array(0);
let valueScratch = new Float64Array(0);
const statusScratch: ContactStatus[] = [];
const tBits = new Float64Array(1);
const tWords = new Uint32Array(tBits.buffer);
/** Index of the high word of a double in `tWords` (platform byte order). */
const HIGH = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0;

function reserve(n: number): void {
  if (perm.length >= n) return;
  const size = Math.max(n, 2 * perm.length);
  perm = new Uint32Array(size);
  permTmp = new Uint32Array(size);
  keyWords = new Uint32Array(size);
  wordScratch = new Uint32Array(size);
  valueScratch = new Float64Array(size);
}

/** One stable pass on bits `shift … shift + 10` of `keyWords`; `false` (nothing moved) when all agree. */
function pass(n: number, shift: number): boolean {
  digitCount.fill(0);
  for (let k = 0; k < n; k++) digitCount[(keyWords[perm[k]!]! >>> shift) & 2047]!++;
  if (digitCount[(keyWords[0]! >>> shift) & 2047] === n) return false;
  let sum = 0;
  for (let d = 0; d < 2048; d++) {
    const c = digitCount[d]!;
    digitCount[d] = sum;
    sum += c;
  }
  for (let k = 0; k < n; k++) {
    const e = perm[k]!;
    permTmp[digitCount[(keyWords[e]! >>> shift) & 2047]!++] = e;
  }
  const t = perm;
  perm = permTmp;
  permTmp = t;
  return true;
}

function sortOnWord(n: number): void {
  pass(n, 0);
  pass(n, 11);
  pass(n, 22);
}

function permuteWords(a: Uint32Array, n: number): void {
  wordScratch.set(a.subarray(0, n));
  for (let k = 0; k < n; k++) a[k] = wordScratch[perm[k]!]!;
}

function permuteValues(a: Float64Array, n: number): void {
  valueScratch.set(a.subarray(0, n));
  for (let k = 0; k < n; k++) a[k] = valueScratch[perm[k]!]!;
}

/** Sorts `list`'s first `list.count` contacts by `(t, i, j)`, moving every field. */
export function sortContacts(list: ContactList): void {
  const n = list.count;
  if (n < 2) return;
  reserve(n);
  for (let k = 0; k < n; k++) perm[k] = k;
  keyWords.set(list.j.subarray(0, n));
  sortOnWord(n);
  keyWords.set(list.i.subarray(0, n));
  sortOnWord(n);
  const t = list.t;
  for (let k = 0; k < n; k++) {
    tBits[0] = t[k]!;
    keyWords[k] = tWords[1 - HIGH]!;
  }
  sortOnWord(n);
  for (let k = 0; k < n; k++) {
    tBits[0] = t[k]!;
    keyWords[k] = tWords[HIGH]!;
  }
  sortOnWord(n);
  permuteWords(list.i, n);
  permuteWords(list.j, n);
  permuteValues(list.t, n);
  permuteValues(list.nx, n);
  permuteValues(list.ny, n);
  if ('nz' in list) permuteValues(list.nz, n);
  const status = list.status;
  for (let k = 0; k < n; k++) statusScratch[k] = status[k]!;
  for (let k = 0; k < n; k++) status[k] = statusScratch[perm[k]!]!;
}
