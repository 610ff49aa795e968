/**
 * Rapier's `KinematicCharacterController` (`@dimforge/rapier2d-compat`,
 * `rapier3d-compat` 0.21, WebAssembly, f32): the level as one polyline (2D) or
 * trimesh (3D) collider, each body a parentless ball collider; per body and frame
 * `computeColliderMovement(collider, d)`, then the collider is moved by
 * `computedMovement()`. The bodies are in a collision group of their own that the
 * queries leave out, so they meet only the level. Configured as a pure slide like
 * swept's: offset 0.01 (Rapier's documented example), any slope climbed
 * (`maxSlopeClimbAngle` π/2) and slid on (`minSlopeSlideAngle` 0), no snap to ground,
 * no autostep. It has no bounce: balls slide; bullets use a second controller with
 * sliding off (they stop at the first hit).
 */
import RAPIER2 from '@dimforge/rapier2d-compat';
import RAPIER3 from '@dimforge/rapier3d-compat';
import { kindRange, type MoverContender, type MoverRun } from '../contender.ts';
import { BULLET, type MoverWorkload } from '../workload.ts';

/** Loads both WebAssembly modules; call once before `prepare`. */
export async function initRapierMovers(): Promise<void> {
  await RAPIER2.init();
  await RAPIER3.init();
}

/** The bodies' groups: member of group 2, meeting group 1 only (the level is in every group). */
const BODY_GROUPS = (0x0002 << 16) | 0x0001;
const OFFSET = 0.01;

type Rapier = typeof RAPIER3;
type World = InstanceType<Rapier['World']>;
type Controller = ReturnType<World['createCharacterController']>;

function controller(world: World, slide: boolean): Controller {
  const kcc = world.createCharacterController(OFFSET);
  kcc.setSlideEnabled(slide);
  kcc.setMaxSlopeClimbAngle(Math.PI / 2);
  kcc.setMinSlopeSlideAngle(0);
  return kcc;
}

export const rapierMover: MoverContender = {
  name: 'Rapier KinematicCharacterController (f32)',
  dims: [2, 3],
  legs: false,
  note: 'Rapier: no bounce (balls slide); bullets with sliding off; offset 0.01; f32',
  prepare(w: MoverWorkload): MoverRun {
    const dim = w.dim;
    // The 2D module has the same API on {x, y}; one code path over both.
    const R = (dim === 2 ? RAPIER2 : RAPIER3) as unknown as Rapier;
    const world = new R.World({ x: 0, y: 0, z: 0 });
    const vertices = Float32Array.from(w.walls);
    const indices = Uint32Array.from({ length: vertices.length / dim }, (_, i) => i);
    world.createCollider(
      dim === 2
        ? (RAPIER2.ColliderDesc.polyline(vertices, indices) as unknown as ReturnType<
            typeof R.ColliderDesc.trimesh
          >)
        : R.ColliderDesc.trimesh(vertices, indices),
    );
    const colliders = Array.from({ length: w.n }, (_, i) => {
      const at = i * dim;
      const desc = R.ColliderDesc.ball(w.r[i]!)
        .setTranslation(w.start[at]!, w.start[at + 1]!, dim === 3 ? w.start[at + 2]! : 0)
        .setCollisionGroups(BODY_GROUPS);
      return world.createCollider(desc);
    });
    world.step();
    const sliding = controller(world, true);
    const stopping = controller(world, false);
    const [bulletLo, bulletHi] = kindRange(w, BULLET);
    const pos = Float64Array.from(w.start, Math.fround);
    const desired = { x: 0, y: 0, z: 0 };
    const moved = { x: 0, y: 0, z: 0 };
    const at = { x: 0, y: 0, z: 0 };
    const place = (i: number) => {
      at.x = pos[i * dim]!;
      at.y = pos[i * dim + 1]!;
      if (dim === 3) at.z = pos[i * dim + 2]!;
      colliders[i]!.setTranslation(at);
    };
    return {
      frame(f) {
        const base = f * w.n * dim;
        for (let i = 0; i < w.n; i++) {
          const kcc = i >= bulletLo && i < bulletHi ? stopping : sliding;
          const k = i * dim;
          desired.x = w.d[base + k]!;
          desired.y = w.d[base + k + 1]!;
          if (dim === 3) desired.z = w.d[base + k + 2]!;
          kcc.computeColliderMovement(colliders[i]!, desired, undefined, BODY_GROUPS);
          kcc.computedMovement(moved);
          // The sum rounded to f32, as Rapier stores the translation.
          pos[k] = Math.fround(pos[k]! + moved.x);
          pos[k + 1] = Math.fround(pos[k + 1]! + moved.y);
          if (dim === 3) pos[k + 2] = Math.fround(pos[k + 2]! + moved.z);
          place(i);
        }
      },
      read(out) {
        out.set(pos);
      },
      reset() {
        for (let i = 0; i < w.n * dim; i++) pos[i] = Math.fround(w.start[i]!);
        for (let i = 0; i < w.n; i++) place(i);
      },
      dispose() {
        world.free();
      },
    };
  },
};
