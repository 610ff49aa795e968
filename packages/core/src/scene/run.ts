/**
 * The scene queries' common course, shared by every variant: check
 * everything, build the swept boxes, find the candidate pairs (by the plan
 * the scene's shape calls for, `plan.ts`), let the variant's own pair query
 * decide each one (`narrow`); with walls, the same again for the bodies
 * against the walls' boxes (`narrowWalls`, the variant's wall query; a
 * level's boxes are those it built once, `level-walls.ts`); sort. Only the
 * narrow phases, the value rule and the box margin differ between variants,
 * so the set is by construction exactly the pairs the variant's pair and
 * wall queries report. A persistent scene (`persistent.ts`) runs the same
 * course with its memory: its walls, its last sweep's order, its statistics.
 * Scenes of boxes (`runBoxScene`) run it too: their swept boxes are the
 * boxes' half extents where a round body has its radius, their narrow phase
 * the variant's box query, and they have no walls. Round bodies against
 * boxes (`options.against` holding boxes) run it with the variant's
 * circle–box query as the narrow phase (`narrowBoxes`).
 */
import type { MovingBoxes, MovingCircles, MovingCuboids, MovingSpheres } from '../types.ts';
import { type BoxMargin, sceneBoxes, wallBoxes, wallOnlyBoxes } from './boxes.ts';
import { findCandidates } from './broad-phase.ts';
import { fillStats, fillWallStats, type SceneStats } from './broad-phase-stats.ts';
import {
  type BodyShape,
  type BoxesOf,
  checkScene,
  type SceneBodies,
  type SceneFrameOptions,
  type SceneOptions,
  type SceneWalls,
  type ValueRule,
  type WallsOf,
} from './check.ts';
import { type ContactList, isContactList } from './contact-list.ts';
import type { FrameOrder } from './frame-order.ts';
import { findLevelWallCandidates } from './level-walls.ts';
import { findSceneCandidates } from './plan.ts';
import { sortContacts } from './sort.ts';
import { findWallCandidates, hasCells } from './wall-candidates.ts';

/**
 * A variant's pair query over the candidates (`candidates.i/j`, see
 * `broad-phase.ts`): appends every pair it reports to `list` (growing it
 * with `growContactList` when full). `a` holds the `i` bodies, `b` the `j`
 * bodies (`a` itself without `against`; boxes, `Against`, for round bodies
 * against boxes).
 */
export type NarrowPhase<Bodies, List extends ContactList, Against = Bodies> = (
  a: Bodies,
  b: Against,
  list: List,
) => void;

/**
 * A variant's wall query over the candidates (`candidates.i` a body,
 * `candidates.j` a wall): appends every contact it reports to `list` as
 * `(body, wall)`, growing it when full. The caller marks them as wall
 * contacts.
 */
export type WallPhase<Bodies, List extends ContactList> = (
  bodies: Bodies,
  walls: WallsOf<Bodies>,
  list: List,
) => void;

/** Marks contacts `from … list.count − 1` as wall contacts (`1`) or body pairs (`0`). */
function markWalls(list: ContactList, from: number, wall: 0 | 1): void {
  list.wall.fill(wall, from, list.count);
}

/**
 * What a persistent scene keeps between its frames (`persistent.ts`): its
 * walls (checked again every frame, as the stateless call would), the
 * order of its last sweep, and the statistics of its last frame.
 */
export interface SceneMemory<Bodies> {
  readonly walls: SceneWalls<Bodies> | null;
  readonly order: FrameOrder;
  readonly stats: SceneStats;
}

/**
 * Runs a scene query: `contacts.count` is `0` from the first check on, so a
 * `RangeError` never leaves a partial answer. Returns the number of contacts.
 * `narrowBoxes`, the variant's circle–box (sphere–cuboid) query over the
 * candidates, lets `options.against` hold boxes; without one (`null`) it
 * holds round bodies only.
 */
export function runScene<Bodies extends MovingCircles | MovingSpheres, List extends ContactList>(
  dim: 2 | 3,
  bodies: Bodies,
  contacts: List,
  options: SceneOptions<Bodies, Bodies | BoxesOf<Bodies>> | undefined,
  rule: ValueRule,
  margin: BoxMargin,
  narrow: NarrowPhase<Bodies, List>,
  narrowWalls: WallPhase<Bodies, List>,
  narrowBoxes: NarrowPhase<Bodies, List, BoxesOf<Bodies>> | null,
): number {
  return runSceneFrame(
    dim,
    'round',
    bodies,
    contacts,
    options,
    rule,
    margin,
    narrow,
    narrowWalls,
    null,
    narrowBoxes,
  );
}

/**
 * {@link runScene} for boxes (2D) or cuboids (3D): the same course, the
 * swept boxes from each body's half extents, the variant's box query as the
 * narrow phase, no walls (`options.walls` is a `RangeError`).
 */
export function runBoxScene<Bodies extends MovingBoxes | MovingCuboids, List extends ContactList>(
  dim: 2 | 3,
  bodies: Bodies,
  contacts: List,
  options: SceneFrameOptions<Bodies> | undefined,
  rule: ValueRule,
  margin: BoxMargin,
  narrow: NarrowPhase<Bodies, List>,
): number {
  return runSceneFrame(dim, 'box', bodies, contacts, options, rule, margin, narrow, null, null);
}

/**
 * {@link runScene} for a stateless call (`memory` `null`) or a persistent
 * scene's frame: the same contacts for the same input; the memory only
 * saves time (the walls come from it, the frame's options hold none).
 */
export function runSceneFrame<Bodies extends SceneBodies, List extends ContactList>(
  dim: 2 | 3,
  shape: BodyShape,
  bodies: Bodies,
  contacts: List,
  options: SceneFrameOptions<Bodies, SceneBodies> | SceneOptions<Bodies, SceneBodies> | undefined,
  rule: ValueRule,
  margin: BoxMargin,
  narrow: NarrowPhase<Bodies, List>,
  narrowWalls: WallPhase<Bodies, List> | null,
  memory: SceneMemory<Bodies> | null,
  narrowBoxes: NarrowPhase<Bodies, List, BoxesOf<Bodies>> | null = null,
): number {
  if (!isContactList(contacts, dim)) {
    throw new RangeError(
      `contacts must be a contact list from createContactList${dim} (got ${String(contacts)})`,
    );
  }
  contacts.count = 0;
  const input = checkScene(
    dim,
    shape,
    bodies,
    options,
    rule,
    memory === null ? null : memory.walls,
    narrowBoxes !== null,
  );
  const { a, b, walls, level } = input;
  const scene = sceneBoxes(dim, a, b, margin, level === null ? null : level.origin);
  const tested = findSceneCandidates(scene, memory === null ? null : memory.order);
  const stats = options?.stats;
  if (stats !== undefined) fillStats(stats, dim, tested);
  if (memory !== null) fillStats(memory.stats, dim, tested);
  // The narrow phases read the checked sets' arrays from the course's own objects.
  const own = a.bodies as unknown as Bodies;
  if (b !== null && input.againstShape !== shape) {
    // Round bodies against boxes: `checkScene` allows it only with `narrowBoxes`.
    narrowBoxes!(own, b.bodies as unknown as BoxesOf<Bodies>, contacts);
  } else narrow(own, (b ? b.bodies : own) as Bodies, contacts);
  markWalls(contacts, 0, 0);
  if (narrowWalls !== null && walls !== null && walls.count > 0 && a.count > 0) {
    // A level's walls come from its index (`level-walls.ts`). Arrays of walls
    // are looked up in the cells the bodies were just swept in; after a plain
    // pair loop (a tiny scene) the bodies and walls are swept together.
    const wallTested =
      level !== null
        ? findLevelWallCandidates(dim, a, level, margin, scene)
        : hasCells()
          ? findWallCandidates(wallOnlyBoxes(dim, a, walls, margin), a.category, a.mask)
          : findCandidates(wallBoxes(dim, a, walls, margin));
    if (stats !== undefined) fillWallStats(stats, a.count * walls.count, wallTested);
    if (memory !== null) fillWallStats(memory.stats, a.count * walls.count, wallTested);
    const from = contacts.count;
    narrowWalls(own, walls.walls as WallsOf<Bodies>, contacts);
    markWalls(contacts, from, 1);
  }
  sortContacts(contacts);
  return contacts.count;
}
