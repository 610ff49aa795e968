/**
 * The 3D wall rows: a moving sphere against a triangle, one call per case
 * (planck.js is 2D only). Inputs are built untimed in each contender's own
 * form; each row writes its own loop (see `../../contenders/core.ts` for why).
 */
import RAPIER from '@dimforge/rapier3d-compat';
import {
  createTriangleContact,
  ROUNDING_BAND,
  sphereTriangleOverlap,
  sphereTriangleTimeOfImpact,
  sphereTriangleTimeOfImpactInto,
  type Vec3,
} from '@swept/core';
import { sphereTriangleTimeOfImpact as fixedToi, toFixed } from '@swept/fixed';
import { exact, withPolicy } from '@swept/tolerance';
import { casesOf, type Point, type WallSet } from '../workload.ts';
import { type WallContender, wallPass } from './wall-contender.ts';

/** The 3D cases with `z` present, as `Vec3`s. */
function cases3(set: WallSet): { c0: Vec3; c1: Vec3; r: number; p: [Vec3, Vec3, Vec3] }[] {
  const v = (p: Point): Vec3 => ({ x: p.x, y: p.y, z: p.z ?? 0 });
  return casesOf(set).map(({ c0, c1, r, wall }) => ({
    c0: v(c0),
    c1: v(c1),
    r,
    p: [v(wall[0]!), v(wall[1]!), v(wall[2]!)],
  }));
}

export const coreTriangle: WallContender = {
  name: '@swept/core sphereTriangleTimeOfImpact',
  band: { kind: 'rounding', relative: ROUNDING_BAND.wall },
  bandText: 'g(t) ≥ −2^-45·S',
  prepare(set) {
    const { hits, t } = wallPass(set);
    const cases = cases3(set);
    return {
      hits,
      t,
      run() {
        for (let i = 0; i < cases.length; i++) {
          const { c0, c1, r, p } = cases[i]!;
          const hit = sphereTriangleTimeOfImpact(c0, c1, r, p[0], p[1], p[2]);
          hits[i] = hit === null ? 0 : 1;
          if (hit !== null) t[i] = hit.t;
        }
      },
    };
  },
};

export const coreTriangleInto: WallContender = {
  name: '@swept/core sphereTriangleTimeOfImpactInto',
  band: { kind: 'rounding', relative: ROUNDING_BAND.wall },
  bandText: 'g(t) ≥ −2^-45·S',
  prepare(set) {
    const { hits, t } = wallPass(set);
    const cases = cases3(set);
    const out = createTriangleContact();
    return {
      hits,
      t,
      run() {
        for (let i = 0; i < cases.length; i++) {
          const { c0, c1, r, p } = cases[i]!;
          const hit = sphereTriangleTimeOfImpactInto(out, c0, c1, r, p[0], p[1], p[2]);
          hits[i] = hit ? 1 : 0;
          if (hit) t[i] = out.t;
        }
      },
    };
  },
};

/** `t` comes back as the raw `floor(t*·65536)`; divided by 65536 (exact) for judging. */
export const fixedTriangle: WallContender = {
  name: '@swept/fixed sphereTriangleTimeOfImpact',
  band: { kind: 'time', time: 0 },
  bandText: 't ≤ t*',
  prepare(set) {
    const { hits, t } = wallPass(set);
    const raw = (v: Vec3): Vec3 => ({ x: toFixed(v.x), y: toFixed(v.y), z: toFixed(v.z) });
    const cases = cases3(set).map(({ c0, c1, r, p }) => ({
      c0: raw(c0),
      c1: raw(c1),
      r: toFixed(r),
      p0: raw(p[0]),
      p1: raw(p[1]),
      p2: raw(p[2]),
    }));
    return {
      hits,
      t,
      run() {
        for (let i = 0; i < cases.length; i++) {
          const { c0, c1, r, p0, p1, p2 } = cases[i]!;
          const hit = fixedToi(c0, c1, r, p0, p1, p2);
          hits[i] = hit === null ? 0 : 1;
          if (hit !== null) t[i] = hit.t / 65536;
        }
      },
    };
  },
};

const exactQueries = withPolicy(exact);

export const toleranceTriangle: WallContender = {
  name: '@swept/tolerance exact sphereTriangleTimeOfImpact',
  band: { kind: 'time', time: 0 },
  bandText: 't ≤ t*',
  prepare(set) {
    const { hits, t } = wallPass(set);
    const cases = cases3(set);
    const toi = exactQueries.sphereTriangleTimeOfImpact;
    return {
      hits,
      t,
      run() {
        for (let i = 0; i < cases.length; i++) {
          const { c0, c1, r, p } = cases[i]!;
          const hit = toi(c0, c1, r, p[0], p[1], p[2]);
          hits[i] = hit === null ? 0 : 1;
          if (hit !== null) t[i] = hit.t;
        }
      },
    };
  },
};

/**
 * Rapier (`@dimforge/rapier3d-compat`, WebAssembly, f32) `Ball.castShape`
 * against a `Triangle` standing still, as in 2D (`circle-segment.ts`): the
 * motion as velocity over `maxToi = 1`, target distance 0, stopping at
 * penetration, one reused `ShapeCastHit`; band 2^-17 m of depth.
 */
export const rapierTriangle: WallContender = {
  name: 'Rapier castShape (Ball vs Triangle, f32)',
  band: { kind: 'distance', min: (r) => r - 2 ** -17 },
  bandText: 'depth ≤ 2^-17 m',
  prepare(set) {
    const { hits, t } = wallPass(set);
    const cases = cases3(set).map(({ c0, c1, r, p }) => ({
      pos: c0,
      vel: { x: c1.x - c0.x, y: c1.y - c0.y, z: c1.z - c0.z },
      ball: new RAPIER.Ball(r),
      triangle: new RAPIER.Triangle(p[0], p[1], p[2]),
    }));
    const origin = { x: 0, y: 0, z: 0 };
    const still = { x: 0, y: 0, z: 0 };
    const identity = { x: 0, y: 0, z: 0, w: 1 };
    // Rapier writes the witnesses and normals into these: objects of their own.
    const v = () => ({ x: 0, y: 0, z: 0 });
    const target = new RAPIER.ShapeCastHit(0, v(), v(), v(), v());
    return {
      hits,
      t,
      run() {
        for (let i = 0; i < cases.length; i++) {
          const { pos, vel, ball, triangle } = cases[i]!;
          const hit = ball.castShape(
            pos,
            identity,
            vel,
            triangle,
            origin,
            identity,
            still,
            0,
            1,
            true,
            target,
          );
          hits[i] = hit === null ? 0 : 1;
          if (hit !== null) t[i] = hit.time_of_impact;
        }
      },
    };
  },
};

/** Sub-stepping with `sphereTriangleOverlap`, as in 2D (`substepSegment`): band one step. */
export function substepTriangle(n: number): WallContender {
  return {
    name: `sub-stepping, n = ${n} (sphereTriangleOverlap)`,
    band: { kind: 'time', time: 1 / n },
    bandText: `t − t* ≤ 1/${n}`,
    prepare(set) {
      const { hits, t } = wallPass(set);
      const cases = cases3(set);
      const at = { x: 0, y: 0, z: 0 };
      return {
        hits,
        t,
        run() {
          for (let i = 0; i < cases.length; i++) {
            const { c0, c1, r, p } = cases[i]!;
            const dx = c1.x - c0.x;
            const dy = c1.y - c0.y;
            const dz = c1.z - c0.z;
            let hit = 0;
            for (let step = 0; step <= n; step++) {
              const f = step / n;
              at.x = c0.x + f * dx;
              at.y = c0.y + f * dy;
              at.z = c0.z + f * dz;
              if (sphereTriangleOverlap(at, r, p[0], p[1], p[2])) {
                hit = 1;
                t[i] = f;
                break;
              }
            }
            hits[i] = hit;
          }
        },
      };
    },
  };
}
