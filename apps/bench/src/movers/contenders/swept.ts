/**
 * swept's movers: `moveCircleInto` / `moveSphereInto` body by body, and the batch
 * `moveCircles` / `moveSpheres` (one call per kind of body, over structure-of-arrays
 * views). Written once over a variant's API and its unit (1 for doubles, 65536 for
 * @swept/fixed's raw Q16.16: the same level, bodies and displacements scaled, every
 * value an integer because the workload lies on the 2^-16 grid).
 */
import type {
  Level2,
  Level3,
  MoveOptions,
  MoveResult2,
  MoveResult3,
  MoverBodies3,
  MoverDisplacements3,
  MoverOut3,
  Vec2,
  Vec3,
} from '@swept/core';
import * as core from '@swept/core';
import * as fixed from '@swept/fixed';
import { exact, withPolicy } from '@swept/tolerance';
import { kindRange, type MoverContender, type MoverRun } from '../contender.ts';
import { KINDS, type MoverWorkload, RESPONSE } from '../workload.ts';

/** What a variant of swept brings: its levels and movers (the core's names and shapes). */
export type MoverApi = Pick<
  typeof core,
  | 'createLevel2'
  | 'createLevel3'
  | 'createMoveResult2'
  | 'createMoveResult3'
  | 'moveCircleInto'
  | 'moveSphereInto'
  | 'moveCircles'
  | 'moveSpheres'
>;

/** Each kind's options (its response). */
const OPTIONS: readonly MoveOptions<Vec3>[] = KINDS.map((k) => ({ response: RESPONSE[k] }));

/** A variant's view of a workload: its level and everything scaled by `unit`. */
interface Scaled {
  level: Level2 | Level3;
  r: Float64Array;
  start: Float64Array;
  d: Float64Array;
}

function scaled(api: MoverApi, w: MoverWorkload, unit: number): Scaled {
  // Copies even at unit 1: the batch movers move their bodies in place, and the workload
  // is shared by every contender.
  const times = (a: Float64Array) => a.map((x) => x * unit);
  const walls = times(w.walls);
  return {
    level:
      w.dim === 2 ? api.createLevel2({ segments: walls }) : api.createLevel3({ triangles: walls }),
    r: times(w.r),
    start: times(w.start),
    d: times(w.d),
  };
}

/** The scalar mover, one call per body and frame into one reused result. */
export function sweptScalar(name: string, api: MoverApi, unit: number): MoverContender {
  return {
    name,
    dims: [2, 3],
    legs: true,
    prepare(w: MoverWorkload): MoverRun {
      const { level, r, start, d } = scaled(api, w, unit);
      const dim = w.dim;
      const pos = start.slice();
      const c: Vec3 = { x: 0, y: 0, z: 0 };
      const step: Vec3 = { x: 0, y: 0, z: 0 };
      const out2: MoveResult2 = api.createMoveResult2();
      const out3: MoveResult3 = api.createMoveResult3();
      const kindOf = new Uint8Array(w.n);
      for (const k of KINDS) kindOf.fill(k, ...kindRange(w, k));
      const legsScaled: { x: number; y: number; z?: number }[] = [];
      return {
        frame(f, legs) {
          const base = f * w.n * dim;
          for (let i = 0; i < w.n; i++) {
            const at = i * dim;
            c.x = pos[at]!;
            c.y = pos[at + 1]!;
            step.x = d[base + at]!;
            step.y = d[base + at + 1]!;
            const options = OPTIONS[kindOf[i]!];
            let m: MoveResult2 | MoveResult3;
            if (dim === 2) {
              m = api.moveCircleInto(
                level as Level2,
                c as Vec2,
                r[i]!,
                step as Vec2,
                out2,
                options,
              );
            } else {
              c.z = pos[at + 2]!;
              step.z = d[base + at + 2]!;
              const m3 = api.moveSphereInto(level as Level3, c, r[i]!, step, out3, options);
              pos[at + 2] = m3.c.z;
              m = m3;
            }
            pos[at] = m.c.x;
            pos[at + 1] = m.c.y;
            if (legs !== undefined) {
              legsScaled.length = 0;
              for (const p of m.legs as Vec3[]) {
                legsScaled.push({ x: p.x / unit, y: p.y / unit, z: dim === 3 ? p.z / unit : 0 });
              }
              legs(i, legsScaled);
            }
          }
        },
        read(out) {
          for (let i = 0; i < pos.length; i++) out[i] = pos[i]! / unit;
        },
        reset() {
          pos.set(start);
        },
      };
    },
  };
}

/** Structure-of-arrays over bodies `lo … hi`: views into one set of arrays. */
function views(arrays: Float64Array[], lo: number, hi: number): Float64Array[] {
  return arrays.map((a) => a.subarray(lo, hi));
}

/** The batch mover: per frame one call per kind of body, in place over SoA arrays. */
export function sweptBatch(name: string, api: MoverApi, unit: number): MoverContender {
  return {
    name,
    dims: [2, 3],
    legs: false,
    prepare(w: MoverWorkload): MoverRun {
      const { level, r, start, d } = scaled(api, w, unit);
      const dim = w.dim;
      const n = w.n;
      const axes = Array.from({ length: dim }, (_, a) => a);
      // Two position buffers, swapped every frame (the batch reads one, writes the other).
      const buffers = [0, 1].map(() => axes.map(() => new Float64Array(n)));
      const steps = Array.from({ length: w.frames }, (_, f) =>
        axes.map((a) => Float64Array.from({ length: n }, (_, i) => d[(f * n + i) * dim + a]!)),
      );
      const soa = (arrays: Float64Array[]) =>
        ({ x: arrays[0], y: arrays[1], z: arrays[2] }) as unknown as MoverBodies3;
      // Per kind and buffer: the bodies' and outputs' views; per kind and frame: the steps'.
      const ranges = KINDS.map((k) => kindRange(w, k));
      const bodies = buffers.map((b) =>
        ranges.map(([lo, hi]) => ({ ...soa(views(b, lo, hi)), r: r.subarray(lo, hi) })),
      );
      const outs = buffers.map((b) => ranges.map(([lo, hi]) => soa(views(b, lo, hi)) as MoverOut3));
      const stepViews = steps.map((s) =>
        ranges.map(([lo, hi]) => soa(views(s, lo, hi)) as MoverDisplacements3),
      );
      let current = 0;
      const reset = () => {
        current = 0;
        for (let i = 0; i < n; i++) {
          for (const a of axes) buffers[0]![a]![i] = start[i * dim + a]!;
        }
      };
      reset();
      return {
        frame(f) {
          const next = 1 - current;
          for (const k of KINDS) {
            const [lo, hi] = ranges[k]!;
            if (hi === lo) continue;
            const from = bodies[current]![k]!;
            const into = outs[next]![k]!;
            const by = stepViews[f]![k]!;
            if (dim === 2) api.moveCircles(level as Level2, from, by, into, OPTIONS[k]);
            else api.moveSpheres(level as Level3, from, by, into, OPTIONS[k]);
          }
          current = next;
        },
        read(out) {
          const b = buffers[current]!;
          for (let i = 0; i < n; i++) for (const a of axes) out[i * dim + a] = b[a]![i]! / unit;
        },
        reset,
      };
    },
  };
}

export const coreScalar = sweptScalar('@swept/core moveCircle/moveSphere', core, 1);
export const coreBatch = sweptBatch('@swept/core moveCircles/moveSpheres', core, 1);
/** @swept/fixed on the same workload in raw Q16.16 (the workload lies on the 2^-16 grid). */
export const fixedScalar = sweptScalar('@swept/fixed moveCircle/moveSphere', fixed, 65536);
/** Tolerance's `exact` policy: the core's course over exact contact times and push-outs. */
export const exactScalar = sweptScalar(
  '@swept/tolerance exact moveCircle/moveSphere',
  { ...core, ...pick(withPolicy(exact)) },
  1,
);

/** A policy's movers under the core's names (its levels are the core's). */
function pick(p: ReturnType<typeof withPolicy>) {
  return {
    moveCircleInto: p.moveCircleInto,
    moveSphereInto: p.moveSphereInto,
    moveCircles: p.moveCircles,
    moveSpheres: p.moveSpheres,
  };
}
