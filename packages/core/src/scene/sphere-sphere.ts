import { firstTouchTime } from '../quadratic.ts';
import { contactStatus } from '../time-of-impact/status.ts';
import type { MovingCuboids, MovingSpheres, Vec3 } from '../types.ts';
import { setUnit3 } from '../vec.ts';
import { CORE_MARGIN } from './boxes.ts';
import { candidates } from './broad-phase.ts';
import { DOUBLE_VALUES, type SceneOptions } from './check.ts';
import { type ContactList3, growContactList } from './contact-list.ts';
import { type CreateSceneOptions, createSceneWith, type Scene3 } from './persistent.ts';
import { runScene } from './run.ts';
import { coreSphereCuboids } from './sphere-cuboid.ts';
import { coreTriangleWalls } from './sphere-triangle.ts';

/**
 * The 3D {@link findCircleContacts}: exactly the pairs for which
 * `spheresTimeOfImpact` is not `null`, with its `t`, `status` and `normal`
 * bit for bit, sorted by `t`, `i`, `j`. Same options, errors and list
 * growth; `options.walls` takes triangles, as arrays or a level made with
 * `createLevel3`.
 *
 * @example
 * const contacts = createContactList3();
 * const n = findSphereContacts({ x0, y0, z0, x1, y1, z1, r }, contacts);
 *
 * @example
 * const level = createLevel3({ triangles }); // once: 9 numbers per triangle
 * findSphereContacts(bodies, contacts, { walls: level }); // every frame
 */
export function findSphereContacts(
  bodies: MovingSpheres,
  contacts: ContactList3,
  options?: SceneOptions<MovingSpheres>,
): number;
/**
 * Spheres against cuboids (`options.against` a `MovingCuboids`): exactly the
 * pairs (sphere `i`, cuboid `j`) for which `sphereCuboidTimeOfImpact` is not
 * `null`, with its `t`, `status` and `normal` bit for bit, as
 * {@link findCircleContacts} against boxes.
 *
 * @example
 * findSphereContacts(balls, contacts, { against: crates }); // crates: { x0, …, hx, hy, hz }
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
    DOUBLE_VALUES,
    CORE_MARGIN,
    narrowSpheres,
    coreTriangleWalls,
    coreSphereCuboids,
  );
}

/**
 * The 3D {@link createScene2}: `scene.findContacts(bodies, contacts, options?)`
 * returns exactly what {@link findSphereContacts} returns with the scene's
 * walls (triangles, as arrays or a level made with `createLevel3`), keeping
 * the walls, the last sweep's order, the buffers and `scene.stats` from
 * frame to frame.
 *
 * @example
 * const scene = createScene3({ walls: createLevel3({ triangles }), expectedBodies: MAX });
 * const contacts = createContactList3(4 * MAX);
 * // every frame:
 * const n = scene.findContacts(bodies, contacts, { count: live });
 */
export function createScene3(options?: CreateSceneOptions<MovingSpheres>): Scene3 {
  return createSceneWith(3, options, DOUBLE_VALUES, CORE_MARGIN, narrowSpheres, coreTriangleWalls);
}

const normal: Vec3 = { x: 1, y: 0, z: 0 };

/** `spheresTimeOfImpact` on each candidate, term for term (see `time-of-impact/sphere-sphere.ts`). */
function narrowSpheres(a: MovingSpheres, b: MovingSpheres, list: ContactList3): void {
  const { x0: ax0, y0: ay0, z0: az0, x1: ax1, y1: ay1, z1: az1, r: ar } = a;
  const { x0: bx0, y0: by0, z0: bz0, x1: bx1, y1: by1, z1: bz1, r: br } = b;
  const ci = candidates.i;
  const cj = candidates.j;
  const n = candidates.count;
  let count = list.count;
  let { i: li, j: lj, t: lt, status: ls, nx: lx, ny: ly } = list;
  let lz = list.nz;
  for (let k = 0; k < n; k++) {
    const i = ci[k]!;
    const j = cj[k]!;
    const c0x = bx0[j]! - ax0[i]!;
    const c0y = by0[j]! - ay0[i]!;
    const c0z = bz0[j]! - az0[i]!;
    const c1x = bx1[j]! - ax1[i]!;
    const c1y = by1[j]! - ay1[i]!;
    const c1z = bz1[j]! - az1[i]!;
    const dx = c1x - c0x;
    const dy = c1y - c0y;
    const dz = c1z - c0z;
    const r = ar[i]! + br[j]!;
    const rr = r * r;
    const Q = c0x * dx + c0y * dy + c0z * dz;
    const R = c0x * c0x + c0y * c0y + c0z * c0z - rr;
    const f1 = c1x * c1x + c1y * c1y + c1z * c1z - rr;
    const t = firstTouchTime(dx * dx + dy * dy + dz * dz, Q, R, f1);
    if (t < 0) continue;
    if (count === list.capacity) {
      list.count = count;
      growContactList(list, count + 1);
      ({ i: li, j: lj, t: lt, status: ls, nx: lx, ny: ly } = list);
      lz = list.nz;
    }
    setUnit3(normal, c0x + t * dx, c0y + t * dy, c0z + t * dz);
    li[count] = i;
    lj[count] = j;
    lt[count] = t;
    ls[count] = contactStatus(Q, R);
    lx[count] = normal.x;
    ly[count] = normal.y;
    lz[count] = normal.z;
    count++;
  }
  list.count = count;
}
