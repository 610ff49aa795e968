/**
 * Jolt's `CharacterVirtual` (`jolt-physics` 1.1, WebAssembly, single precision), 3D
 * only (Jolt has no 2D): the level as one static `MeshShape`, each body a character
 * with a `SphereShape` of its radius; per body and frame its velocity is set to `d`
 * and `Update(1, …)` moves it (a time step of 1, so the displacement is `d` itself).
 * Configured as a pure slide like swept's: any slope below 90° walkable
 * (`mMaxSlopeAngle` just under π/2), Jolt's own remedy for seams on
 * (`mEnhancedInternalEdgeRemoval`); padding 0.02 and predictive contact distance 0.1
 * are its defaults. It has no bounce and no stop: balls and bullets slide too.
 * Runs headless on Node as the npm package ships it (no browser, no threads).
 */
import initJolt from 'jolt-physics';
import type { MoverContender, MoverRun } from '../contender.ts';
import type { MoverWorkload } from '../workload.ts';

type Jolt = Awaited<ReturnType<typeof initJolt>>;
let J: Jolt | null = null;

/** Loads Jolt's WebAssembly module; call once before `prepare`. */
export async function initJoltMover(): Promise<void> {
  J ??= await initJolt();
}

const LAYER_STATIC = 0;
const LAYER_MOVING = 1;

/** A physics system holding the level as one static mesh. */
function system(Jolt: Jolt, w: MoverWorkload) {
  const objectFilter = new Jolt.ObjectLayerPairFilterTable(2);
  objectFilter.EnableCollision(LAYER_STATIC, LAYER_MOVING);
  const bpInterface = new Jolt.BroadPhaseLayerInterfaceTable(2, 2);
  bpInterface.MapObjectToBroadPhaseLayer(LAYER_STATIC, new Jolt.BroadPhaseLayer(0));
  bpInterface.MapObjectToBroadPhaseLayer(LAYER_MOVING, new Jolt.BroadPhaseLayer(1));
  const settings = new Jolt.JoltSettings();
  settings.mObjectLayerPairFilter = objectFilter;
  settings.mBroadPhaseLayerInterface = bpInterface;
  settings.mObjectVsBroadPhaseLayerFilter = new Jolt.ObjectVsBroadPhaseLayerFilterTable(
    bpInterface,
    2,
    objectFilter,
    2,
  );
  const jolt = new Jolt.JoltInterface(settings);
  Jolt.destroy(settings);
  const physics = jolt.GetPhysicsSystem();
  const triangles = new Jolt.TriangleList();
  const count = w.walls.length / 9;
  triangles.resize(count);
  for (let k = 0; k < count; k++) {
    const t = triangles.at(k);
    for (let v = 0; v < 3; v++) {
      const p = t.get_mV(v);
      p.x = w.walls[9 * k + 3 * v]!;
      p.y = w.walls[9 * k + 3 * v + 1]!;
      p.z = w.walls[9 * k + 3 * v + 2]!;
    }
  }
  const mesh = new Jolt.MeshShapeSettings(triangles, new Jolt.PhysicsMaterialList());
  const shape = mesh.Create().Get();
  Jolt.destroy(triangles);
  const creation = new Jolt.BodyCreationSettings(
    shape,
    new Jolt.RVec3(0, 0, 0),
    new Jolt.Quat(0, 0, 0, 1),
    Jolt.EMotionType_Static,
    LAYER_STATIC,
  );
  const bodies = physics.GetBodyInterface();
  const level = bodies.CreateBody(creation);
  bodies.AddBody(level.GetID(), Jolt.EActivation_DontActivate);
  Jolt.destroy(creation);
  physics.OptimizeBroadPhase();
  return { jolt, physics };
}

export const joltMover: MoverContender = {
  name: 'Jolt CharacterVirtual (f32)',
  dims: [3],
  legs: false,
  note: 'Jolt: 3D only; no bounce or stop (balls and bullets slide); padding 0.02; f32',
  prepare(w: MoverWorkload): MoverRun {
    if (J === null) throw new Error('initJoltMover() first');
    const Jolt = J;
    const { jolt, physics } = system(Jolt, w);
    const spheres = new Map<number, InstanceType<Jolt['SphereShape']>>();
    const identity = Jolt.Quat.prototype.sIdentity();
    const characters = Array.from({ length: w.n }, (_, i) => {
      const r = w.r[i]!;
      let sphere = spheres.get(r);
      if (sphere === undefined) {
        sphere = new Jolt.SphereShape(r, null);
        spheres.set(r, sphere);
      }
      const settings = new Jolt.CharacterVirtualSettings();
      settings.mShape = sphere;
      settings.mMaxSlopeAngle = Math.PI / 2 - 1e-3;
      settings.mEnhancedInternalEdgeRemoval = true;
      const c = new Jolt.CharacterVirtual(
        settings,
        new Jolt.RVec3(w.start[3 * i]!, w.start[3 * i + 1]!, w.start[3 * i + 2]!),
        identity,
        physics,
      );
      return c;
    });
    const broadPhaseFilter = new Jolt.DefaultBroadPhaseLayerFilter(
      jolt.GetObjectVsBroadPhaseLayerFilter(),
      LAYER_MOVING,
    );
    const layerFilter = new Jolt.DefaultObjectLayerFilter(
      jolt.GetObjectLayerPairFilter(),
      LAYER_MOVING,
    );
    const bodyFilter = new Jolt.BodyFilter();
    const shapeFilter = new Jolt.ShapeFilter();
    const allocator = jolt.GetTempAllocator();
    const gravity = new Jolt.Vec3(0, 0, 0);
    const velocity = new Jolt.Vec3(0, 0, 0);
    const at = new Jolt.RVec3(0, 0, 0);
    return {
      frame(f) {
        const base = f * w.n * 3;
        for (let i = 0; i < w.n; i++) {
          const k = base + 3 * i;
          velocity.Set(w.d[k]!, w.d[k + 1]!, w.d[k + 2]!);
          const c = characters[i]!;
          c.SetLinearVelocity(velocity);
          c.Update(1, gravity, broadPhaseFilter, layerFilter, bodyFilter, shapeFilter, allocator);
        }
      },
      read(out) {
        for (let i = 0; i < w.n; i++) {
          const p = characters[i]!.GetPosition();
          out[3 * i] = p.GetX();
          out[3 * i + 1] = p.GetY();
          out[3 * i + 2] = p.GetZ();
        }
      },
      reset() {
        for (let i = 0; i < w.n; i++) {
          at.Set(w.start[3 * i]!, w.start[3 * i + 1]!, w.start[3 * i + 2]!);
          characters[i]!.SetPosition(at);
          velocity.Set(0, 0, 0);
          characters[i]!.SetLinearVelocity(velocity);
        }
      },
      dispose() {
        for (const c of characters) Jolt.destroy(c);
        Jolt.destroy(jolt);
      },
    };
  },
};
