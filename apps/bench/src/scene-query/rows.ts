/**
 * The rows of the scene benchmark: one frame of each way to find every
 * contact of a scene, plus the pairs each reports (for the misses column).
 * Pair keys are `i·2^20 + j` with `i < j` (or `i` a body, `j` an `against`
 * body).
 */

import type { MovingBoxes, MovingCircles, MovingSpheres, Vec2 } from '@swept/core';
import * as core from '@swept/core';
import * as fixed from '@swept/fixed';
import { System } from 'detect-collisions';
import Flatbush from 'flatbush';
import type { Workload } from './workloads.ts';

export interface SceneRow {
  name: string;
  /** Runs one frame; returns the number of contacts found. */
  frame(): number;
  /** The pairs the last frame reported. */
  pairs(): Set<number>;
  /** Which truth its misses are counted against. */
  truth: 'core' | 'fixed';
}

type Bodies = MovingCircles | MovingSpheres | MovingBoxes;
const key = (i: number, j: number) => i * 1048576 + j;

function listPairs(list: core.ContactList): Set<number> {
  const s = new Set<number>();
  for (let k = 0; k < list.count; k++) s.add(key(list.i[k]!, list.j[k]!));
  return s;
}

/** Our scene query, @swept/core or @swept/fixed. */
export function sceneRow(w: Workload<Bodies>, variant: 'core' | 'fixed'): SceneRow {
  const api = variant === 'core' ? core : fixed;
  const bodies = variant === 'core' ? w.bodies : w.raw;
  const against = variant === 'core' ? w.against : w.rawAgainst;
  const options = against ? { against } : undefined;
  if ('hx' in bodies) {
    const list = api.createContactList2();
    return {
      name: `@swept/${variant} findBoxContacts`,
      frame: () => api.findBoxContacts(bodies, list, options as { against?: MovingBoxes }),
      pairs: () => listPairs(list),
      truth: variant,
    };
  }
  if (w.dim === 2) {
    const list = api.createContactList2();
    return {
      name: `@swept/${variant} findCircleContacts`,
      frame: () =>
        api.findCircleContacts(
          bodies as MovingCircles,
          list,
          options as core.SceneOptions<MovingCircles>,
        ),
      pairs: () => listPairs(list),
      truth: variant,
    };
  }
  const list = api.createContactList3();
  return {
    name: `@swept/${variant} findSphereContacts`,
    frame: () =>
      api.findSphereContacts(
        bodies as MovingSpheres,
        list,
        options as core.SceneOptions<MovingSpheres>,
      ),
    pairs: () => listPairs(list),
    truth: variant,
  };
}

/** The pair queries' prefix for a workload's bodies: `circles`, `spheres` or `boxes`. */
function shapeOf(w: Workload<Bodies>): string {
  return 'hx' in w.bodies ? 'boxes' : w.dim === 2 ? 'circles' : 'spheres';
}

/** Views of every body array from `from` on, made once (a game would keep them too). */
function tails<B extends Bodies>(b: B, n: number): B[] {
  return Array.from({ length: n }, (_, i) => {
    const out: Record<string, Float64Array> = {};
    for (const [k, v] of Object.entries(b)) out[k] = (v as Float64Array).subarray(i + 1);
    return out as unknown as B;
  });
}

/** The brute-force pair loop over the batch forms: body `i` against every later body (or every `against` body). */
export function bruteRow(w: Workload<Bodies>, variant: 'core' | 'fixed'): SceneRow {
  const api = variant === 'core' ? core : fixed;
  const bodies = variant === 'core' ? w.bodies : w.raw;
  const against = variant === 'core' ? w.against : w.rawAgainst;
  const n = bodies.x0.length;
  const others = against ? null : tails(bodies, n);
  const hits = new Uint8Array(Math.max(n, against ? against.x0.length : 0));
  const t = new Float64Array(hits.length);
  const found = new Set<number>();
  const a0 = { x: 0, y: 0, z: 0 };
  const a1 = { x: 0, y: 0, z: 0 };
  const half: Vec2 = { x: 0, y: 0 };
  let record = false;
  const frame = (): number => {
    let count = 0;
    found.clear();
    for (let i = 0; i < n; i++) {
      const b = (against ?? others![i]!) as Bodies;
      const m = b.x0.length;
      a0.x = bodies.x0[i]!;
      a0.y = bodies.y0[i]!;
      a1.x = bodies.x1[i]!;
      a1.y = bodies.y1[i]!;
      let hitsHere: number;
      if ('hx' in bodies) {
        half.x = bodies.hx[i]!;
        half.y = bodies.hy[i]!;
        hitsHere = api.boxesTimeOfImpactBatch(a0, a1, half, b as MovingBoxes, hits, t, m);
      } else if (w.dim === 2) {
        hitsHere = api.circlesTimeOfImpactBatch(
          a0,
          a1,
          (bodies as MovingCircles).r[i]!,
          b as MovingCircles,
          hits,
          t,
          m,
        );
      } else {
        const s = bodies as MovingSpheres;
        a0.z = s.z0[i]!;
        a1.z = s.z1[i]!;
        hitsHere = api.spheresTimeOfImpactBatch(a0, a1, s.r[i]!, b as MovingSpheres, hits, t, m);
      }
      count += hitsHere;
      if (record && hitsHere > 0) {
        for (let k = 0; k < m; k++) if (hits[k]) found.add(key(i, against ? k : i + 1 + k));
      }
    }
    return count;
  };
  return {
    name: `brute force: @swept/${variant} ${shapeOf(w)}TimeOfImpactBatch over all pairs`,
    frame,
    pairs: () => {
      record = true;
      frame();
      record = false;
      return found;
    },
    truth: variant,
  };
}

/**
 * What a user would write: swept boxes (not rounded outwards) in a flatbush
 * tree, rebuilt every frame, each body's box searched, and the pair query
 * on every candidate. flatbush is 2D: in 3D it indexes x and y and the
 * candidates' z boxes are compared by hand. Boxes reach their half extent
 * on each axis where a circle reaches its radius.
 */
export function flatbushRow(w: Workload<Bodies>): SceneRow {
  const { bodies, against } = w;
  const n = bodies.x0.length;
  const indexed = against ?? bodies;
  const m = indexed.x0.length;
  const found = new Set<number>();
  const out2 = core.createTimeOfImpact2();
  const out3 = core.createTimeOfImpact3();
  const boxes = 'hx' in bodies;
  const ha: Vec2 = { x: 0, y: 0 };
  const hb: Vec2 = { x: 0, y: 0 };
  const p = [0, 1, 2, 3].map(() => ({ x: 0, y: 0, z: 0 }));
  /** Swept boxes of a set into `[lo, hi]` per axis, made once and refilled every frame. */
  const boxesOf = (b: Bodies) => {
    const count = b.x0.length;
    const axes = w.dim === 2 ? (['x', 'y'] as const) : (['x', 'y', 'z'] as const);
    const lo = axes.map(() => new Float64Array(count));
    const hi = axes.map(() => new Float64Array(count));
    const arrays = b as unknown as Record<string, Float64Array>;
    const reach = (axis: string) => arrays[boxes ? `h${axis}` : 'r']!;
    return {
      lo,
      hi,
      fill(): void {
        axes.forEach((axis, d) => {
          const v0 = arrays[`${axis}0`]!;
          const v1 = arrays[`${axis}1`]!;
          const e = reach(axis);
          const l = lo[d]!;
          const h = hi[d]!;
          for (let k = 0; k < count; k++) {
            const a = v0[k]!;
            const c = v1[k]!;
            l[k] = Math.min(a, c) - e[k]!;
            h[k] = Math.max(a, c) + e[k]!;
          }
        });
      },
    };
  };
  const own = boxesOf(bodies);
  const other = against ? boxesOf(against) : own;
  let record = false;
  const set = (v: { x: number; y: number; z: number }, b: Bodies, k: number, end: 0 | 1) => {
    v.x = end ? b.x1[k]! : b.x0[k]!;
    v.y = end ? b.y1[k]! : b.y0[k]!;
    if (w.dim === 3) v.z = end ? (b as MovingSpheres).z1[k]! : (b as MovingSpheres).z0[k]!;
  };
  const frame = (): number => {
    own.fill();
    if (other !== own) other.fill();
    const index = new Flatbush(m);
    for (let k = 0; k < m; k++)
      index.add(other.lo[0]![k]!, other.lo[1]![k]!, other.hi[0]![k]!, other.hi[1]![k]!);
    index.finish();
    let count = 0;
    found.clear();
    for (let i = 0; i < n; i++) {
      const hits = index.search(own.lo[0]![i]!, own.lo[1]![i]!, own.hi[0]![i]!, own.hi[1]![i]!);
      for (const j of hits) {
        if (!against && j <= i) continue;
        if (w.dim === 3 && (other.lo[2]![j]! > own.hi[2]![i]! || own.lo[2]![i]! > other.hi[2]![j]!))
          continue;
        set(p[0]!, bodies, i, 0);
        set(p[1]!, bodies, i, 1);
        set(p[2]!, indexed, j, 0);
        set(p[3]!, indexed, j, 1);
        if (boxes) {
          const [bi, bj] = [bodies, indexed] as MovingBoxes[];
          ha.x = bi!.hx[i]!;
          ha.y = bi!.hy[i]!;
          hb.x = bj!.hx[j]!;
          hb.y = bj!.hy[j]!;
        }
        const hit = boxes
          ? core.boxesTimeOfImpactInto(out2, p[0]!, p[1]!, ha, p[2]!, p[3]!, hb)
          : w.dim === 2
            ? core.circlesTimeOfImpactInto(
                out2,
                p[0]!,
                p[1]!,
                (bodies as MovingCircles).r[i]!,
                p[2]!,
                p[3]!,
                (indexed as MovingCircles).r[j]!,
              )
            : core.spheresTimeOfImpactInto(
                out3,
                p[0]!,
                p[1]!,
                (bodies as MovingSpheres).r[i]!,
                p[2]!,
                p[3]!,
                (indexed as MovingSpheres).r[j]!,
              );
        if (hit) {
          count++;
          if (record) found.add(key(i, j));
        }
      }
    }
    return count;
  };
  return {
    name: `flatbush swept boxes + @swept/core ${shapeOf(w)}TimeOfImpactInto`,
    frame,
    pairs: () => {
      record = true;
      frame();
      record = false;
      return found;
    },
    truth: 'core',
  };
}

/**
 * detect-collisions (now published as check2d): its BVH over the bodies'
 * positions at the end of the frame (discrete, the way its users step),
 * `checkAll` for overlapping circles. 2D only.
 */
export function detectCollisionsRow(w: Workload<MovingCircles>): SceneRow {
  const { bodies, against } = w;
  const system = new System();
  const n = bodies.x0.length;
  const all: { set: MovingCircles; k: number; id: number }[] = [];
  for (let k = 0; k < n; k++) all.push({ set: bodies, k, id: k });
  if (against) for (let k = 0; k < against.x0.length; k++) all.push({ set: against, k, id: n + k });
  const circles = all.map(({ set, k }) =>
    system.createCircle({ x: set.x1[k]!, y: set.y1[k]! }, set.r[k]!),
  );
  const ids = new Map(circles.map((c, k) => [c, all[k]!.id]));
  const found = new Set<number>();
  const frame = (): number => {
    for (let k = 0; k < circles.length; k++) {
      const { set, k: b } = all[k]!;
      circles[k]!.setPosition(set.x1[b]!, set.y1[b]!, false);
    }
    system.update();
    found.clear();
    system.checkAll(({ a, b }) => {
      const i = ids.get(a as never)!;
      const j = ids.get(b as never)!;
      const lo = Math.min(i, j);
      const hi = Math.max(i, j);
      if (against ? lo < n && hi >= n : true) found.add(against ? key(lo, hi - n) : key(lo, hi));
    });
    return found.size;
  };
  return {
    name: 'detect-collisions BVH, discrete (end positions)',
    frame,
    pairs: () => {
      frame();
      return found;
    },
    truth: 'core',
  };
}
