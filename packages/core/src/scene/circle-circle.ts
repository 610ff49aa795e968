import { firstTouchTime } from '../quadratic.ts';
import { contactStatus } from '../time-of-impact/status.ts';
import type { MovingBoxes, MovingCircles, Vec2 } from '../types.ts';
import { setUnit2 } from '../vec.ts';
import { CORE_MARGIN } from './boxes.ts';
import { candidates } from './broad-phase.ts';
import { DOUBLE_VALUES, type SceneOptions } from './check.ts';
import { coreCircleBoxes } from './circle-box.ts';
import { coreSegmentWalls } from './circle-segment.ts';
import { type ContactList2, growContactList } from './contact-list.ts';
import { type CreateSceneOptions, createSceneWith, type Scene2 } from './persistent.ts';
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
): number;
/**
 * Circles against boxes (`options.against` a `MovingBoxes`, `{ x0, y0, x1,
 * y1, hx, hy }`: bullets against crates): exactly the pairs (circle `i`, box
 * `j`) for which `circleBoxTimeOfImpact` is not `null`, with its `t`,
 * `status` and `normal` (from the circle towards the box) bit for bit, in
 * `(t, i, j)` order; the filter, counts, walls, errors and list growth as
 * above (`docs/contract.md`, "9.3 Scenes of boxes").
 *
 * @example
 * const n = findCircleContacts(bullets, contacts, { against: crates });
 * // contacts.i[k] indexes bullets, contacts.j[k] crates.
 */
export function findCircleContacts(
  bodies: MovingCircles,
  contacts: ContactList2,
  options: SceneOptions<MovingCircles, MovingBoxes>,
): number;
export function findCircleContacts(
  bodies: MovingCircles,
  contacts: ContactList2,
  options?: SceneOptions<MovingCircles, MovingCircles | MovingBoxes>,
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
    coreCircleBoxes,
  );
}

/**
 * A scene kept from frame to frame: `scene.findContacts(bodies, contacts,
 * options?)` returns exactly what {@link findCircleContacts} returns for the
 * same arguments with the scene's walls (same contacts, same bits, same
 * order), while the scene keeps what the next frame can reuse: its walls
 * (`options.walls`: a level, indexed once, or arrays of segments, with
 * `wallCount`, `wallCategory`, `wallMask`), the order of its last sweep
 * (bodies that moved a little re-sort in near-linear time), its buffers
 * (made now for `options.expectedBodies` and `expectedAgainst`, so the
 * first frames grow none) and `scene.stats`, what the broad phase did
 * in the last frame.
 *
 * **Ids.** A body's index is its id: keep each body at its index from frame
 * to frame. Bodies may come and go (the arrays or `options.count` change):
 * new bodies at the end cost only their own place in the order; removing a
 * body by moving the last one into its slot (swap-remove) renames that one
 * body, which loses its place in the remembered order, and no other. The
 * answer is the stateless one whatever the ids do; only the time changes.
 *
 * Bad options are a `RangeError` naming them (`options.expectedBodies must be
 * an integer in [0, 2^24] (got -1)`, or as a scene query names its walls);
 * a frame's bad input is the stateless query's `RangeError`, and a frame's
 * options may not hold walls (they are the scene's).
 *
 * @example
 * // Once: the level, the scene, the bodies' arrays and a contact list.
 * const level = createLevel2({ segments });
 * const scene = createScene2({ walls: level, expectedBodies: MAX });
 * const bodies = { x0, y0, x1, y1, r }; // Float64Array(MAX) each
 * const contacts = createContactList2(4 * MAX);
 * // Every frame: move the bodies (x1 = x0 + vx·dt, …), then
 * const n = scene.findContacts(bodies, contacts, { count: live });
 * for (let k = 0; k < n; k++) {
 *   if (contacts.wall[k] === 1) hitWall(contacts.i[k], contacts.j[k], contacts.t[k]);
 *   else hitBody(contacts.i[k], contacts.j[k], contacts.t[k]);
 * }
 * // … then x0 = x1 for the next frame.
 */
export function createScene2(options?: CreateSceneOptions<MovingCircles>): Scene2 {
  return createSceneWith(2, options, DOUBLE_VALUES, CORE_MARGIN, narrowCircles, coreSegmentWalls);
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
