/**
 * The caller-owned contact lists the scene queries fill (structure of
 * arrays, reused every frame). Contact `k < count` is the pair
 * `(i[k], j[k])`, first touching at `t[k]` with status `status[k]` and unit
 * normal `(nx[k], ny[k][, nz[k]])` from body `i[k]` towards body `j[k]`: the
 * same `t`, `status` and `normal` as the variant's own time-of-impact query
 * for that pair. A contact with `wall[k] = 1` is body `i[k]` against the
 * static wall `j[k]` (`options.walls`), with the wall query's `t`, `status`
 * and `normal` (from the wall towards the body). Entries at `count` and
 * beyond are meaningless.
 */
import type { ContactStatus, Vec2, Vec3, WallContact } from '../types.ts';

/** Contacts of a 2D scene; see {@link createContactList2}. */
export interface ContactList2 {
  /** Number of contacts found by the last call. */
  count: number;
  /** Length of every array below; grows (never shrinks) when a frame needs more. */
  capacity: number;
  /** First body of each contact: an index into `bodies`. */
  i: Uint32Array;
  /**
   * Second body: an index into `bodies` (`i < j`), or into `options.against`;
   * for a wall contact (`wall[k] = 1`) an index into `options.walls`.
   */
  j: Uint32Array;
  /** `1` when contact `k` is body `i[k]` against wall `j[k]`, `0` for a pair of bodies. */
  wall: Uint8Array;
  /** First touch time in `[0, 1]` (fixed point: raw, `0 … 65536`). */
  t: Float64Array;
  /** `'impact'`, `'overlap'` or `'separating'`, as the pair query reports it. */
  status: ContactStatus[];
  /**
   * Unit normal from body `i` towards body `j` at `t` (fixed point: raw); for
   * a wall contact, from the wall's closest point towards body `i` (the
   * direction that pushes it out).
   */
  nx: Float64Array;
  /** The normal's `y` component (see `nx`). */
  ny: Float64Array;
}

/** Contacts of a 3D scene; see {@link ContactList2}. */
export interface ContactList3 extends ContactList2 {
  /** The normal's `z` component (see `nx`). */
  nz: Float64Array;
}

/** The fields every list has, in the order the sort moves them. */
export type ContactList = ContactList2 | ContactList3;

function capacityOf(capacity: number): number {
  if (!(Number.isInteger(capacity) && capacity >= 0 && capacity <= 2 ** 31)) {
    throw new RangeError(`capacity must be an integer in [0, 2^31] (got ${String(capacity)})`);
  }
  return capacity;
}

/**
 * An empty 2D contact list with room for `capacity` contacts (default 1024).
 * It grows by itself when a frame finds more, so the capacity is only a
 * hint: make one list at start-up and pass it every frame.
 *
 * @example
 * const contacts = createContactList2(4096);
 * const n = findCircleContacts(bodies, contacts);
 * for (let k = 0; k < n; k++) hit(contacts.i[k], contacts.j[k], contacts.t[k]);
 */
export function createContactList2(capacity = 1024): ContactList2 {
  const c = capacityOf(capacity);
  return {
    count: 0,
    capacity: c,
    i: new Uint32Array(c),
    j: new Uint32Array(c),
    wall: new Uint8Array(c),
    t: new Float64Array(c),
    status: new Array<ContactStatus>(c).fill('impact'),
    nx: new Float64Array(c),
    ny: new Float64Array(c),
  };
}

/** The 3D {@link createContactList2}: also `nz`. */
export function createContactList3(capacity = 1024): ContactList3 {
  const list = createContactList2(capacity) as ContactList3;
  list.nz = new Float64Array(list.capacity);
  return list;
}

function grown<A extends Uint8Array | Uint32Array | Float64Array>(
  a: A,
  capacity: number,
  keep: number,
): A {
  const b = new (a.constructor as new (n: number) => A)(capacity);
  b.set(a.subarray(0, keep));
  return b;
}

/**
 * Makes room for at least `needed` contacts, keeping the first `list.count`.
 * Doubles the capacity, so a list that keeps growing reallocates only
 * `log2` times over its life. Called only when the list is full.
 */
export function growContactList(list: ContactList, needed: number): void {
  const capacity = Math.max(needed, 2 * list.capacity, 16);
  const keep = list.count;
  list.i = grown(list.i, capacity, keep);
  list.j = grown(list.j, capacity, keep);
  list.wall = grown(list.wall, capacity, keep);
  list.t = grown(list.t, capacity, keep);
  list.nx = grown(list.nx, capacity, keep);
  list.ny = grown(list.ny, capacity, keep);
  if ('nz' in list) list.nz = grown(list.nz, capacity, keep);
  const status = list.status;
  for (let k = status.length; k < capacity; k++) status.push('impact');
  list.capacity = capacity;
}

/** `true` for an object shaped like a contact list of the given dimension. */
export function isContactList(list: unknown, dim: 2 | 3): boolean {
  if (typeof list !== 'object' || list === null) return false;
  const l = list as ContactList3;
  return (
    Number.isInteger(l.capacity) &&
    l.i instanceof Uint32Array &&
    l.j instanceof Uint32Array &&
    l.wall instanceof Uint8Array &&
    l.t instanceof Float64Array &&
    Array.isArray(l.status) &&
    l.nx instanceof Float64Array &&
    l.ny instanceof Float64Array &&
    (dim === 2 || l.nz instanceof Float64Array) &&
    l.i.length >= l.capacity &&
    l.j.length >= l.capacity &&
    l.wall.length >= l.capacity &&
    l.t.length >= l.capacity &&
    l.status.length >= l.capacity &&
    l.nx.length >= l.capacity &&
    l.ny.length >= l.capacity &&
    (dim === 2 || l.nz.length >= l.capacity)
  );
}

/** What a contact list keeps of a pair or wall query's answer. */
export type ContactAnswer = Pick<WallContact<Vec2> | WallContact<Vec3>, 't' | 'status' | 'normal'>;

/**
 * Appends the contact `(i, j)` with a pair or wall query's `t`, `status` and
 * `normal`, growing the list when full. (`runScene` marks wall contacts.)
 */
export function appendContact(list: ContactList, i: number, j: number, hit: ContactAnswer): void {
  const c = list.count;
  if (c === list.capacity) growContactList(list, c + 1);
  list.i[c] = i;
  list.j[c] = j;
  list.t[c] = hit.t;
  list.status[c] = hit.status;
  list.nx[c] = hit.normal.x;
  list.ny[c] = hit.normal.y;
  if ('nz' in list) list.nz[c] = (hit.normal as Vec3).z;
  list.count = c + 1;
}
