import type {
  ContactList3,
  CreateSceneOptions,
  MovingCuboids,
  MovingSpheres,
  Scene3,
  SceneOptions,
  Vec3,
} from '@swept/core';
import {
  createSceneWith,
  growContactList,
  INTEGER_MARGIN,
  loadMotion3,
  runScene,
  sceneCandidates,
  sphereCuboidPhase,
  triangleWalls,
} from '@swept/core/internal';
import { TOI_MISS } from '../quadratic.ts';
import { setNormal3, statusOf } from '../time-of-impact/contact.ts';
import { sphereCuboidTimeOfImpact } from '../time-of-impact/sphere-cuboid.ts';
import { timeOfImpactCode3 } from '../time-of-impact/sphere-sphere.ts';
import { sphereTriangleTimeOfImpact } from '../time-of-impact/sphere-triangle.ts';
import { RAW_VALUES } from '../validate.ts';

/** This package's wall query on each body–wall candidate (`options.walls`). */
const walls = triangleWalls(sphereTriangleTimeOfImpact);

/** This package's sphere–cuboid query on each (sphere, cuboid) candidate (`options.against` holding cuboids). */
const cuboids = sphereCuboidPhase(sphereCuboidTimeOfImpact);

/**
 * The 3D {@link findCircleContacts} on raw Q16.16 integers: exactly the
 * pairs for which this package's `spheresTimeOfImpact` is not `null`, with
 * its raw `t`, `status` and `normal`, sorted by `t`, `i`, `j`; the same list
 * on every engine. `options.walls`: raw triangles as arrays, or a level made
 * with this package's `createLevel3`.
 *
 * @example
 * const contacts = createContactList3();
 * const n = findSphereContacts({ x0, y0, z0, x1, y1, z1, r }, contacts);
 *
 * @example
 * const level = createLevel3({ triangles }); // once: raw Q16.16, 9 per triangle
 * findSphereContacts(bodies, contacts, { walls: level }); // every tick
 */
export function findSphereContacts(
  bodies: MovingSpheres,
  contacts: ContactList3,
  options?: SceneOptions<MovingSpheres>,
): number;
/**
 * Spheres against raw cuboids (`options.against` a `MovingCuboids`): exactly
 * the pairs (sphere `i`, cuboid `j`) this package's `sphereCuboidTimeOfImpact`
 * reports, with its raw `t`, `status` and raw `normal`, in `(t, i, j)` order,
 * the same on every engine (`docs/contract.md`, "9.3 Scenes of boxes").
 *
 * @example
 * findSphereContacts(bullets, contacts, { against: crates }); // raw Q16.16 arrays
 */
export function findSphereContacts(
  bodies: MovingSpheres,
  contacts: ContactList3,
  options: SceneOptions<MovingSpheres, MovingCuboids>,
): number;
export function findSphereContacts(
  bodies: MovingSpheres,
  contacts: ContactList3,
  options?: SceneOptions<MovingSpheres, MovingSpheres | MovingCuboids>,
): number {
  return runScene(
    3,
    bodies,
    contacts,
    options,
    RAW_VALUES,
    INTEGER_MARGIN,
    narrowSpheres,
    walls,
    cuboids,
  );
}

/**
 * The 3D {@link createScene2} on raw Q16.16 integers: exactly this package's
 * {@link findSphereContacts} with the scene's walls (raw triangles, or a
 * level made with this package's `createLevel3`), frame after frame.
 *
 * @example
 * const scene = createScene3({ expectedBodies: MAX }); // once
 * const n = scene.findContacts(bodies, contacts); // every tick
 */
export function createScene3(options?: CreateSceneOptions<MovingSpheres>): Scene3 {
  return createSceneWith(3, options, RAW_VALUES, INTEGER_MARGIN, narrowSpheres, walls);
}

const a0: Vec3 = { x: 0, y: 0, z: 0 };
const a1: Vec3 = { x: 0, y: 0, z: 0 };
const b0: Vec3 = { x: 0, y: 0, z: 0 };
const b1: Vec3 = { x: 0, y: 0, z: 0 };
const normal: Vec3 = { x: 65536, y: 0, z: 0 };

/** This package's `spheresTimeOfImpact` on each candidate (same code, same normal). */
function narrowSpheres(a: MovingSpheres, b: MovingSpheres, list: ContactList3): void {
  const ci = sceneCandidates.i;
  const cj = sceneCandidates.j;
  const n = sceneCandidates.count;
  for (let k = 0; k < n; k++) {
    const i = ci[k]!;
    const j = cj[k]!;
    loadMotion3(a0, a1, a, i);
    loadMotion3(b0, b1, b, j);
    const code = timeOfImpactCode3(a0, a1, b0, b1, a.r[i]! + b.r[j]!);
    if (code === TOI_MISS) continue;
    // W = 65536·(B(t) − A(t)) at t = k/65536, as contact.ts forms it.
    const t = Math.max(code, 0);
    const wx = 65536 * (b0.x - a0.x) + (t * (b1.x - b0.x) - t * (a1.x - a0.x));
    const wy = 65536 * (b0.y - a0.y) + (t * (b1.y - b0.y) - t * (a1.y - a0.y));
    const wz = 65536 * (b0.z - a0.z) + (t * (b1.z - b0.z) - t * (a1.z - a0.z));
    setNormal3(normal, wx, wy, wz);
    const c = list.count;
    if (c === list.capacity) growContactList(list, c + 1);
    list.i[c] = i;
    list.j[c] = j;
    list.t[c] = t;
    list.status[c] = statusOf(code);
    list.nx[c] = normal.x;
    list.ny[c] = normal.y;
    (list as ContactList3).nz[c] = normal.z;
    list.count = c + 1;
  }
}
