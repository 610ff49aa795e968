/** scene/: every contact among many moving bodies: the exact narrow phases handed to the core's `runScene` (a file per pair of bodies). */
import type {
  ContactList2,
  CreateSceneOptions,
  MovingBoxes,
  MovingCircles,
  Scene2,
  SceneOptions,
  Vec2,
} from '@swept/core';
import {
  circleBoxPhase,
  createSceneWith,
  growContactList,
  INTEGER_MARGIN,
  loadMotion2,
  runScene,
  sceneCandidates,
  segmentWalls,
} from '@swept/core/internal';
import { TOI_MISS } from '../quadratic.ts';
import { circleBoxTimeOfImpact } from '../time-of-impact/circle-box.ts';
import { timeOfImpactCode2 } from '../time-of-impact/circle-circle.ts';
import { circleSegmentTimeOfImpact } from '../time-of-impact/circle-segment.ts';
import { setNormal2, statusOf } from '../time-of-impact/contact.ts';
import { RAW_VALUES } from '../validate.ts';

/** This package's wall query on each body–wall candidate (`options.walls`). */
const walls = segmentWalls(circleSegmentTimeOfImpact);

/** This package's circle–box query on each (circle, box) candidate (`options.against` holding boxes). */
const boxes = circleBoxPhase(circleBoxTimeOfImpact);

/**
 * Every contact among many moving circles, on raw Q16.16 integers: exactly
 * the pairs for which this package's `circlesTimeOfImpact` is not `null`
 * (body `i` as A, body `j` as B), with its raw `t`, `status` and raw
 * `normal`, sorted by `t`, `i`, `j`. Options, list growth and errors as in
 * @swept/core's `findCircleContacts`. The broad phase's boxes are the exact
 * integer boxes and every decision is exact integer arithmetic, so the list
 * is the same on every engine: safe to feed a lockstep simulation.
 * `options.walls` takes raw segments as arrays or a level made with this
 * package's `createLevel2` (the same contacts, the walls' boxes from the
 * level's index); a core level is a `RangeError` naming `options.walls`.
 * `options.against` may hold raw boxes (`{ x0, y0, x1, y1, hx, hy }`):
 * then the pairs are (circle `i`, box `j`) as this package's
 * `circleBoxTimeOfImpact` reports them (`docs/contract.md`, §9.3).
 *
 * @example
 * const contacts = createContactList2();
 * // every tick, on every peer:
 * const n = findCircleContacts(bodies, contacts); // bodies: raw Q16.16 in Float64Arrays
 * for (let k = 0; k < n; k++) resolve(contacts.i[k], contacts.j[k], contacts.t[k]);
 *
 * @example
 * const level = createLevel2({ segments: Float64Array.of(-10 * ONE, 0, 10 * ONE, 0) }); // once
 * findCircleContacts(bodies, contacts, { walls: level }); // every tick
 */
export function findCircleContacts(
  bodies: MovingCircles,
  contacts: ContactList2,
  options?: SceneOptions<MovingCircles>,
): number;
/**
 * Circles against raw boxes (`options.against` a `MovingBoxes`): exactly the
 * pairs (circle `i`, box `j`) this package's `circleBoxTimeOfImpact`
 * reports, with its raw `t`, `status` and raw `normal`, in `(t, i, j)` order,
 * the same on every engine (`docs/contract.md`, "9.3 Scenes of boxes").
 *
 * @example
 * findCircleContacts(bullets, contacts, { against: crates }); // raw Q16.16 arrays
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
    RAW_VALUES,
    INTEGER_MARGIN,
    narrowCircles,
    walls,
    boxes,
  );
}

/**
 * A persistent scene on raw Q16.16 integers: `scene.findContacts(bodies,
 * contacts, options?)` returns exactly what this package's
 * {@link findCircleContacts} returns with the scene's walls, bit for bit and
 * in the same order, on every engine, while the scene keeps its walls (raw
 * segments, or a level made with this package's `createLevel2`), the order of
 * its last sweep, its buffers (made for `options.expectedBodies` and
 * `expectedAgainst`) and `scene.stats` from frame to frame. Ids, options and
 * errors as in @swept/core's `createScene2`.
 *
 * @example
 * const scene = createScene2({ walls: createLevel2({ segments }), expectedBodies: MAX }); // once
 * const contacts = createContactList2(4 * MAX);
 * // every tick, on every peer:
 * const n = scene.findContacts(bodies, contacts, { count: live }); // raw Q16.16 bodies
 */
export function createScene2(options?: CreateSceneOptions<MovingCircles>): Scene2 {
  return createSceneWith(2, options, RAW_VALUES, INTEGER_MARGIN, narrowCircles, walls);
}

const a0: Vec2 = { x: 0, y: 0 };
const a1: Vec2 = { x: 0, y: 0 };
const b0: Vec2 = { x: 0, y: 0 };
const b1: Vec2 = { x: 0, y: 0 };
const normal: Vec2 = { x: 65536, y: 0 };

/** This package's `circlesTimeOfImpact` on each candidate (same code, same normal). */
function narrowCircles(a: MovingCircles, b: MovingCircles, list: ContactList2): void {
  const ci = sceneCandidates.i;
  const cj = sceneCandidates.j;
  const n = sceneCandidates.count;
  for (let k = 0; k < n; k++) {
    const i = ci[k]!;
    const j = cj[k]!;
    loadMotion2(a0, a1, a, i);
    loadMotion2(b0, b1, b, j);
    const code = timeOfImpactCode2(a0, a1, b0, b1, a.r[i]! + b.r[j]!);
    if (code === TOI_MISS) continue;
    // W = 65536·(B(t) − A(t)) at t = k/65536, as contact.ts forms it.
    const t = Math.max(code, 0);
    const wx = 65536 * (b0.x - a0.x) + (t * (b1.x - b0.x) - t * (a1.x - a0.x));
    const wy = 65536 * (b0.y - a0.y) + (t * (b1.y - b0.y) - t * (a1.y - a0.y));
    setNormal2(normal, wx, wy);
    const c = list.count;
    if (c === list.capacity) growContactList(list, c + 1);
    list.i[c] = i;
    list.j[c] = j;
    list.t[c] = t;
    list.status[c] = statusOf(code);
    list.nx[c] = normal.x;
    list.ny[c] = normal.y;
    list.count = c + 1;
  }
}
