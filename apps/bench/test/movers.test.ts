/**
 * The movers' harness on hand-built levels whose answers follow from the geometry:
 * the judge counts a pass through a thin wall and an end inside it, the naive mover
 * ends inside a narrow wedge (its last push drives it into the other wall), and each
 * adapter slides a body along a flat floor. No timing here: speed is the bench's job.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { MoverContender, MoverRun } from '../src/movers/contender.ts';
import { initJoltMover, joltMover } from '../src/movers/contenders/jolt.ts';
import { naiveMover } from '../src/movers/contenders/naive.ts';
import { initRapierMovers, rapierMover } from '../src/movers/contenders/rapier.ts';
import { coreBatch, coreScalar } from '../src/movers/contenders/swept.ts';
import { court, judge, track } from '../src/movers/judge.ts';
import { buildGrid, type FlatWalls } from '../src/movers/wall-grid.ts';
import { type Body, BULLET, CHARACTER, pack } from '../src/movers/workload.ts';
import { createRng } from '../src/rng.ts';

function workload(level: FlatWalls, bodies: Body[], frames: number) {
  return pack('hand-built', level, buildGrid(level, 8), bodies, frames, createRng(1), 10);
}

/** A run that puts body 0 at the given centres, one per frame (frame 0's start first). */
function scripted(centres: number[][]): MoverRun {
  let at = 0;
  const pos = [...centres[0]!];
  return {
    frame(f) {
      at = f + 1;
      pos.splice(0, pos.length, ...centres[at]!);
    },
    read(out) {
      out.set(pos);
    },
    reset() {
      at = 0;
      pos.splice(0, pos.length, ...centres[0]!);
    },
  };
}

describe('the exact judge', () => {
  // A thin wall: the segment x = 0, −10 ≤ y ≤ 10; a bullet of radius 1.
  const wall: FlatWalls = { dim: 2, walls: Float64Array.of(0, -10, 0, 10) };
  const w = workload(wall, [{ kind: BULLET, r: 1, c: [-5, 0], d: [10, 0] }], 3);

  it('counts a frame that jumps over the wall as through (and crossed), and an end within r as inside', () => {
    // (−5, 0) → (5, 0): both ends 5 away, the path meets the wall. (5, 0) → (0.5, 0):
    // the end is 0.5 < r from the wall. (0.5, 0) → (1, 0): exactly r, touching is allowed.
    const run = scripted([
      [-5, 0],
      [5, 0],
      [0.5, 0],
      [1, 0],
    ]);
    const v = judge(court(w), track(w, run, null), null);
    expect(v.through).toBe(1);
    expect(v.crossed).toBe(1);
    expect(v.inside).toBe(1);
  });

  it("counts nothing against swept's mover, whose legs it judges too", () => {
    const c = court(w);
    const run = coreScalar.prepare(w);
    const legs = Array.from({ length: w.frames }, () => [] as Float64Array[]);
    const v = judge(c, track(w, run, legs), legs);
    expect([v.inside, v.through, v.legsInside, v.legsThrough]).toEqual([0, 0, 0, 0]);
  });
});

describe('the naive mover', () => {
  it('ends inside a wedge narrower than a right angle: its push out of one wall goes into the other', () => {
    // The walls meet at the origin, 2 apart at height 10 (half-angle ≈ 5.7°). A push out
    // of one wall along its normal moves the body towards the other by cos(2·5.7°) of
    // the push, so whichever push comes last leaves the body inside the first wall.
    const wedge: FlatWalls = { dim: 2, walls: Float64Array.of(-1, 10, 0, 0, 0, 0, 1, 10) };
    const w = workload(wedge, [{ kind: CHARACTER, r: 0.5, c: [0, 9], d: [0, -1] }], 10);
    const v = judge(court(w), track(w, naiveMover.prepare(w), null), null);
    expect(v.inside).toBeGreaterThan(0);
    const swept = judge(court(w), track(w, coreScalar.prepare(w), null), null);
    expect(swept.inside).toBe(0);
  });
});

describe('each mover slides a body along a flat floor', () => {
  beforeAll(async () => {
    await initRapierMovers();
    await initJoltMover();
  });

  // A body of radius 1 at height 1.5 over the floor y = 0, moved by (1, −1) (and 0 in z)
  // for 10 frames: it lands and slides, at height r (give or take a peer's offset or
  // padding, 0.02 at most). swept's slide keeps the whole walk: x = 10. A peer may lose
  // some of it (Rapier's controller makes no progress in some frames on a flat floor),
  // but never goes further than the walk. In 3D it slides along z = −50, away from the
  // floor's diagonal seam.
  const floor2: FlatWalls = { dim: 2, walls: Float64Array.of(-100, 0, 100, 0) };
  const floor3: FlatWalls = {
    dim: 3,
    walls: Float64Array.of(
      -100,
      0,
      -100,
      -100,
      0,
      100,
      100,
      0,
      100,
      -100,
      0,
      -100,
      100,
      0,
      100,
      100,
      0,
      -100,
    ),
  };
  const cases: [MoverContender, FlatWalls, number][] = [
    [coreScalar, floor2, 0],
    [coreBatch, floor2, 0],
    [coreScalar, floor3, 0],
    [coreBatch, floor3, 0],
    [rapierMover, floor2, 0.02],
    [rapierMover, floor3, 0.02],
    [joltMover, floor3, 0.02],
    [naiveMover, floor2, 0],
    [naiveMover, floor3, 0],
  ];
  for (const [m, level, slack] of cases) {
    it(`${m.name}, ${level.dim}D`, () => {
      const c = level.dim === 2 ? [0, 1.5] : [0, 1.5, -50];
      const d = level.dim === 2 ? [1, -1] : [1, -1, 0];
      const w = workload(level, [{ kind: CHARACTER, r: 1, c, d }], 10);
      const run = m.prepare(w);
      const path = track(w, run, null);
      run.dispose?.();
      const end = path.subarray(10 * level.dim);
      if (m === coreScalar || m === coreBatch)
        expect(Math.abs(end[0]! - 10)).toBeLessThanOrEqual(1e-9);
      else expect(end[0]!).toBeGreaterThan(1);
      expect(end[0]! - 10).toBeLessThanOrEqual(slack + 1e-9);
      expect(end[1]! - 1).toBeGreaterThanOrEqual(-1e-6);
      expect(end[1]! - 1).toBeLessThanOrEqual(slack + 1e-9);
      const v = judge(court(w), path, null);
      if (m !== joltMover) expect(v.inside).toBe(0);
    });
  }
});
