import { firstTouchTime } from '../quadratic.ts';
import { contactStatus } from '../time-of-impact/status.ts';
import type { MovingCircles, Vec2 } from '../types.ts';
import { setUnit2 } from '../vec.ts';
import { CORE_MARGIN } from './boxes.ts';
import { candidates } from './broad-phase.ts';
import { DOUBLE_VALUES, type SceneOptions } from './check.ts';
import { coreSegmentWalls } from './circle-segment.ts';
import { type ContactList2, growContactList } from './contact-list.ts';
import { runScene } from './run.ts';

/**
 * Every contact among many moving circles in one call: fills `contacts`
 * with exactly the pairs for which `circlesTimeOfImpact` is not `null`
 * (body `i` as A, body `j` as B), each once, with that query's `t`,
 * `status` and `normal` bit for bit, sorted by `t`, then `i`, then `j`.
 * Returns the number of contacts (`contacts.count`).
 *
 * Without `options.against`, the pairs are `i < j` within `bodies`; with
 * it, `i` indexes `bodies` and `j` indexes `against`, and only those cross
 * pairs count. `options.category`/`mask` filter pairs the Box2D way.
 * A broad phase over swept boxes (outward-rounded; see `scene/boxes.ts`)
 * skips the pairs that cannot touch; it never loses one.
 *
 * `options.walls` adds static walls: arrays of segments, or a level made
 * once with `createLevel2` (the same contacts; its walls' boxes come from the
 * level's index instead of being rebuilt every call, and its filter is the
 * level's `category` / `mask`). A level of another variant or dimension is a
 * `RangeError` naming `options.walls`.
 *
 * The list grows when a frame finds more contacts than it holds (the only
 * allocation). Bad input (a NaN, ±Infinity, out-of-range value or negative
 * radius, a count or filter that does not fit) is a `RangeError` naming it,
 * `bodies.x1[17] must be a finite number (got NaN)`, with
 * `contacts.count = 0`; nothing else is written.
 *
 * @example
 * // Once: caller-owned arrays for the bodies' motion, and a contact list.
 * const bodies = { x0, y0, x1, y1, r }; // Float64Array(MAX) each
 * const contacts = createContactList2();
 * // Every frame:
 * const n = findCircleContacts(bodies, contacts, { count: live });
 * for (let k = 0; k < n; k++) {
 *   if (contacts.status[k] === 'separating') continue;
 *   resolve(contacts.i[k], contacts.j[k], contacts.t[k], contacts.nx[k], contacts.ny[k]);
 * }
 *
 * @example
 * // The level's walls, indexed once; every frame, the bodies against them too.
 * const level = createLevel2({ segments: Float64Array.of(-10, 0, 10, 0) }); // a floor
 * findCircleContacts(bodies, contacts, { count: live, walls: level });
 * // contacts.wall[k] === 1: body contacts.i[k] against wall contacts.j[k] of the level.
 */
export function findCircleContacts(
  bodies: MovingCircles,
  contacts: ContactList2,
  options?: SceneOptions<MovingCircles>,
): number {
  return runScene(
    2,
    bodies,
    contacts,
    options,
    DOUBLE_VALUES,
    CORE_MARGIN,
    narrowCircles,
    coreSegmentWalls,
  );
}

const normal: Vec2 = { x: 1, y: 0 };

/** `circlesTimeOfImpact` on each candidate, term for term (see `time-of-impact/circle-circle.ts`). */
function narrowCircles(a: MovingCircles, b: MovingCircles, list: ContactList2): void {
  const { x0: ax0, y0: ay0, x1: ax1, y1: ay1, r: ar } = a;
  const { x0: bx0, y0: by0, x1: bx1, y1: by1, r: br } = b;
  const ci = candidates.i;
  const cj = candidates.j;
  const n = candidates.count;
  let count = list.count;
  let { i: li, j: lj, t: lt, status: ls, nx: lx, ny: ly } = list;
  for (let k = 0; k < n; k++) {
    const i = ci[k]!;
    const j = cj[k]!;
    const c0x = bx0[j]! - ax0[i]!;
    const c0y = by0[j]! - ay0[i]!;
    const c1x = bx1[j]! - ax1[i]!;
    const c1y = by1[j]! - ay1[i]!;
    const dx = c1x - c0x;
    const dy = c1y - c0y;
    const r = ar[i]! + br[j]!;
    const rr = r * r;
    const Q = c0x * dx + c0y * dy;
    const R = c0x * c0x + c0y * c0y - rr;
    const t = firstTouchTime(dx * dx + dy * dy, Q, R, c1x * c1x + c1y * c1y - rr);
    if (t < 0) continue;
    if (count === list.capacity) {
      list.count = count;
      growContactList(list, count + 1);
      ({ i: li, j: lj, t: lt, status: ls, nx: lx, ny: ly } = list);
    }
    setUnit2(normal, c0x + t * dx, c0y + t * dy);
    li[count] = i;
    lj[count] = j;
    lt[count] = t;
    ls[count] = contactStatus(Q, R);
    lx[count] = normal.x;
    ly[count] = normal.y;
    count++;
  }
  list.count = count;
}
