/**
 * The 2D wall rows: a moving circle against a segment, one call per case.
 * Inputs are built untimed in each contender's own form (objects, Q16.16 raw
 * values, planck shapes, Rapier shapes); the calls are what is timed. Each
 * row writes its own loop (see `../../contenders/core.ts` for why).
 */
import RAPIER from '@dimforge/rapier2d-compat';
import {
  circleSegmentOverlap,
  circleSegmentTimeOfImpact,
  circleSegmentTimeOfImpactInto,
  createSegmentContact,
  ROUNDING_BAND,
} from '@swept/core';
import { circleSegmentTimeOfImpact as fixedToi, toFixed } from '@swept/fixed';
import { exact, withPolicy } from '@swept/tolerance';
import { Circle, Edge, Settings, TimeOfImpact, TOIInput, TOIOutput, TOIOutputState } from 'planck';
import { casesOf } from '../workload.ts';
import { type WallContender, wallPass } from './wall-contender.ts';

export const coreSegment: WallContender = {
  name: '@swept/core circleSegmentTimeOfImpact',
  band: { kind: 'rounding', relative: ROUNDING_BAND.wall },
  bandText: 'g(t) ≥ −2^-45·S',
  prepare(set) {
    const { hits, t } = wallPass(set);
    const cases = casesOf(set);
    return {
      hits,
      t,
      run() {
        for (let i = 0; i < cases.length; i++) {
          const { c0, c1, r, wall } = cases[i]!;
          const hit = circleSegmentTimeOfImpact(c0, c1, r, wall[0]!, wall[1]!);
          hits[i] = hit === null ? 0 : 1;
          if (hit !== null) t[i] = hit.t;
        }
      },
    };
  },
};

export const coreSegmentInto: WallContender = {
  name: '@swept/core circleSegmentTimeOfImpactInto',
  band: { kind: 'rounding', relative: ROUNDING_BAND.wall },
  bandText: 'g(t) ≥ −2^-45·S',
  prepare(set) {
    const { hits, t } = wallPass(set);
    const cases = casesOf(set);
    const out = createSegmentContact();
    return {
      hits,
      t,
      run() {
        for (let i = 0; i < cases.length; i++) {
          const { c0, c1, r, wall } = cases[i]!;
          const hit = circleSegmentTimeOfImpactInto(out, c0, c1, r, wall[0]!, wall[1]!);
          hits[i] = hit ? 1 : 0;
          if (hit) t[i] = out.t;
        }
      },
    };
  },
};

/** `t` comes back as the raw `floor(t*·65536)`; divided by 65536 (exact) for judging. */
export const fixedSegment: WallContender = {
  name: '@swept/fixed circleSegmentTimeOfImpact',
  band: { kind: 'time', time: 0 },
  bandText: 't ≤ t*',
  prepare(set) {
    const { hits, t } = wallPass(set);
    const raw = (v: { x: number; y: number }) => ({ x: toFixed(v.x), y: toFixed(v.y) });
    const cases = casesOf(set).map(({ c0, c1, r, wall }) => ({
      c0: raw(c0),
      c1: raw(c1),
      r: toFixed(r),
      s0: raw(wall[0]!),
      s1: raw(wall[1]!),
    }));
    return {
      hits,
      t,
      run() {
        for (let i = 0; i < cases.length; i++) {
          const { c0, c1, r, s0, s1 } = cases[i]!;
          const hit = fixedToi(c0, c1, r, s0, s1);
          hits[i] = hit === null ? 0 : 1;
          if (hit !== null) t[i] = hit.t / 65536;
        }
      },
    };
  },
};

const exactQueries = withPolicy(exact);

export const toleranceSegment: WallContender = {
  name: '@swept/tolerance exact circleSegmentTimeOfImpact',
  band: { kind: 'time', time: 0 },
  bandText: 't ≤ t*',
  prepare(set) {
    const { hits, t } = wallPass(set);
    const cases = casesOf(set);
    const toi = exactQueries.circleSegmentTimeOfImpact;
    return {
      hits,
      t,
      run() {
        for (let i = 0; i < cases.length; i++) {
          const { c0, c1, r, wall } = cases[i]!;
          const hit = toi(c0, c1, r, wall[0]!, wall[1]!);
          hits[i] = hit === null ? 0 : 1;
          if (hit !== null) t[i] = hit.t;
        }
      },
    };
  },
};

/**
 * planck.js `TimeOfImpact` with a `Circle` against an `Edge`, planck's default
 * `Settings` (metres: `linearSlop` 0.005 m, an edge's skin `polygonRadius`
 * 0.01 m), as a Box2D-style game runs it: it stops when the cores (centre
 * and segment) are `max(linearSlop, r + polygonRadius − 3·linearSlop) ±
 * linearSlop/4` apart — about one slop inside the exact contact. `e_touching`
 * and `e_overlapped` count as hits (a world would not run a TOI event for the
 * overlap, but its contact solver would see it); `e_separated` and `e_failed`
 * (out of iterations, which the world treats as no impact) as misses.
 */
export const planckSegment: WallContender = {
  name: 'planck.js TimeOfImpact (Circle vs Edge)',
  bandText: 'distance ≥ max(slop, r − slop) − slop/4',
  band: {
    kind: 'distance',
    min: (r) =>
      Math.max(Settings.linearSlop, r + Settings.polygonRadius - 3 * Settings.linearSlop) -
      Settings.linearSlop / 4,
  },
  prepare(set) {
    const { hits, t } = wallPass(set);
    const cases = casesOf(set).map(({ c0, c1, r, wall }) => ({
      c0,
      c1,
      circle: new Circle(r),
      edge: new Edge(wall[0]!, wall[1]!),
    }));
    const input = new TOIInput();
    const output = new TOIOutput();
    input.tMax = 1;
    // The wall stands still at the origin; the circle's sweep carries its motion.
    input.sweepB.c0.setZero();
    input.sweepB.c.setZero();
    return {
      hits,
      t,
      run() {
        const { sweepA } = input;
        for (let i = 0; i < cases.length; i++) {
          const { c0, c1, circle, edge } = cases[i]!;
          input.proxyA.set(circle, 0);
          input.proxyB.set(edge, 0);
          sweepA.c0.set(c0.x, c0.y);
          sweepA.c.set(c1.x, c1.y);
          TimeOfImpact(output, input);
          const hit =
            output.state === TOIOutputState.e_touching ||
            output.state === TOIOutputState.e_overlapped;
          hits[i] = hit ? 1 : 0;
          t[i] = output.t;
        }
      },
    };
  },
};

/**
 * Rapier (`@dimforge/rapier2d-compat`, WebAssembly, f32) `Ball.castShape`
 * against a `Segment` standing still: the ball's motion as its velocity over
 * `maxToi = 1`, target distance 0, stopping at penetration; one reused
 * `ShapeCastHit`. Every seeded coordinate is below 128 m on the 2^-16 grid,
 * so f32 holds the inputs exactly; its band is taken as one f32 step of such
 * a coordinate, 2^-17 m of depth.
 */
export const rapierSegment: WallContender = {
  name: 'Rapier castShape (Ball vs Segment, f32)',
  band: { kind: 'distance', min: (r) => r - 2 ** -17 },
  bandText: 'depth ≤ 2^-17 m',
  prepare(set) {
    const { hits, t } = wallPass(set);
    const cases = casesOf(set).map(({ c0, c1, r, wall }) => ({
      pos: c0,
      vel: { x: c1.x - c0.x, y: c1.y - c0.y },
      ball: new RAPIER.Ball(r),
      segment: new RAPIER.Segment(wall[0]!, wall[1]!),
    }));
    const origin = { x: 0, y: 0 };
    const still = { x: 0, y: 0 };
    // Rapier writes the witnesses and normals into these: objects of their own.
    const target = new RAPIER.ShapeCastHit(
      0,
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      { x: 0, y: 0 },
    );
    return {
      hits,
      t,
      run() {
        for (let i = 0; i < cases.length; i++) {
          const { pos, vel, ball, segment } = cases[i]!;
          const hit = ball.castShape(pos, 0, vel, segment, origin, 0, still, 0, 1, true, target);
          hits[i] = hit === null ? 0 : 1;
          if (hit !== null) t[i] = hit.time_of_impact;
        }
      },
    };
  },
};

/**
 * What a game without continuous collision writes: `n` sub-steps, the static
 * `circleSegmentOverlap` (`distance < r`) at `t = 0, 1/n, …, 1` (the `t = 0`
 * test is the previous frame's last), the first overlapping instant as `t`.
 * The touching set along the motion is an interval, so that `t` is never
 * more than one step after `t*`: its band.
 */
export function substepSegment(n: number): WallContender {
  return {
    name: `sub-stepping, n = ${n} (circleSegmentOverlap)`,
    band: { kind: 'time', time: 1 / n },
    bandText: `t − t* ≤ 1/${n}`,
    prepare(set) {
      const { hits, t } = wallPass(set);
      const cases = casesOf(set);
      const at = { x: 0, y: 0 };
      return {
        hits,
        t,
        run() {
          for (let i = 0; i < cases.length; i++) {
            const { c0, c1, r, wall } = cases[i]!;
            const dx = c1.x - c0.x;
            const dy = c1.y - c0.y;
            let hit = 0;
            for (let step = 0; step <= n; step++) {
              const f = step / n;
              at.x = c0.x + f * dx;
              at.y = c0.y + f * dy;
              if (circleSegmentOverlap(at, r, wall[0]!, wall[1]!)) {
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
