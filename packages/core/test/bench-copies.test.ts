/**
 * The benchmarks' copies of query code (`bench/hand.ts`, `bench/walls-hand.ts`)
 * measure what the checks and the function boundaries cost, so they must
 * compute what the queries compute: on seeded inputs, each copy returns what
 * the `src` query returns, bit for bit (`Object.is`: `-0` and `0` differ).
 * `toiContactLoop` and `raySegmentLoop` are a game's own simpler code, not
 * copies (their normals skip the core's scaling; a parallel ray misses), so
 * only `toiContactLoop`'s time, the same formula, is held to the core's.
 */
import { mulberry32 } from '@swept/oracle';
import { describe, expect, it } from 'vitest';
import * as hand from '../bench/hand.ts';
import { polylineLoop } from '../bench/walls-hand.ts';
import {
  circlePolylineTimeOfImpactBatch,
  circlesTimeOfImpact,
  createTimeOfImpact3,
  type MovingCircles,
  type MovingSpheres,
  spheresTimeOfImpact,
  spheresTimeOfImpactInto,
  sweptCircles,
  sweptSpheres,
  type TimeOfImpact3,
  type Vec2,
  type Vec3,
} from '../src/index.ts';

const N = 2000;

/**
 * `N` bodies in a 100-wide box moving up to 60 per step, radii up to 8, and
 * one mover among them: a mix of misses, hits during the step and starts in
 * contact. Every tenth body starts exactly touching the mover (a graze at 0).
 */
function scene(seed: number) {
  const random = mulberry32(seed);
  const coordinate = () => random() * 100;
  const step = (x: number) => x + (random() - 0.5) * 60;
  const x0 = Float64Array.from({ length: N }, coordinate);
  const y0 = Float64Array.from({ length: N }, coordinate);
  const z0 = Float64Array.from({ length: N }, coordinate);
  const x1 = x0.map(step);
  const y1 = y0.map(step);
  const z1 = z0.map(step);
  const r = Float64Array.from({ length: N }, () => random() * 8);
  const a0 = { x: 50, y: 50, z: 50 };
  const a1 = { x: 50 + (random() - 0.5) * 60, y: 50 + (random() - 0.5) * 60, z: 50 };
  const ra = 4;
  for (let i = 0; i < N; i += 10) {
    // Touching at the start: centres 3 + 4 = 7 apart along x, exactly.
    r[i] = 3;
    x0[i] = 57;
    y0[i] = 50;
    z0[i] = 50;
  }
  const circles: MovingCircles = { x0, y0, x1, y1, r };
  const spheres: MovingSpheres = { x0, y0, z0, x1, y1, z1, r };
  const c0 = (i: number): Vec2 => ({ x: x0[i]!, y: y0[i]! });
  const c1 = (i: number): Vec2 => ({ x: x1[i]!, y: y1[i]! });
  const b0 = (i: number): Vec3 => ({ x: x0[i]!, y: y0[i]!, z: z0[i]! });
  const b1 = (i: number): Vec3 => ({ x: x1[i]!, y: y1[i]!, z: z1[i]! });
  const a0p = { x: a0.x, y: a0.y };
  const a1p = { x: a1.x, y: a1.y };
  return { circles, spheres, r, a0, a1, a0p, a1p, ra, c0, c1, b0, b1 };
}

const seeds = [1, 2, 3, 4, 5];

/** The share of `true` in `flags`, to show a run met both answers. */
const share = (flags: boolean[]) => flags.filter(Boolean).length / flags.length;

describe('bench/hand.ts', () => {
  it.each(seeds)('sweptObjects and sweptLoop answer as sweptCircles (seed %i)', (seed) => {
    const s = scene(seed);
    const hits = new Uint8Array(N);
    hand.sweptLoop(s.a0p, s.a1p, s.ra, s.circles, hits, N);
    const core: boolean[] = [];
    for (let i = 0; i < N; i++) {
      const expected = sweptCircles(s.a0p, s.a1p, s.ra, s.c0(i), s.c1(i), s.r[i]!);
      core.push(expected);
      expect(hand.sweptObjects(s.a0p, s.a1p, s.ra, s.c0(i), s.c1(i), s.r[i]!)).toBe(expected);
      expect(hits[i]).toBe(expected ? 1 : 0);
    }
    expect(share(core)).toBeGreaterThan(0.1);
    expect(share(core)).toBeLessThan(0.9);
  });

  it.each(seeds)('sweptSpheresObjects and sweptLoop3 answer as sweptSpheres (seed %i)', (seed) => {
    const s = scene(seed);
    const hits = new Uint8Array(N);
    hand.sweptLoop3(s.a0, s.a1, s.ra, s.spheres, hits, N);
    const core: boolean[] = [];
    for (let i = 0; i < N; i++) {
      const expected = sweptSpheres(s.a0, s.a1, s.ra, s.b0(i), s.b1(i), s.r[i]!);
      core.push(expected);
      expect(hand.sweptSpheresObjects(s.a0, s.a1, s.ra, s.b0(i), s.b1(i), s.r[i]!)).toBe(expected);
      expect(hits[i]).toBe(expected ? 1 : 0);
    }
    expect(share(core)).toBeGreaterThan(0.05);
    expect(share(core)).toBeLessThan(0.9);
  });

  it.each(seeds)('toiLoop and toiContactLoop find circlesTimeOfImpact’s t (seed %i)', (seed) => {
    const s = scene(seed);
    const hits = new Uint8Array(N);
    const t = new Float64Array(N);
    const contacts = hand.createContacts(N);
    contacts.t.fill(-1);
    hand.toiLoop(s.a0p, s.a1p, s.ra, s.circles, hits, t, N);
    hand.toiContactLoop(s.a0p, s.a1p, s.ra, s.circles, contacts, N);
    for (let i = 0; i < N; i++) {
      const hit = circlesTimeOfImpact(s.a0p, s.a1p, s.ra, s.c0(i), s.c1(i), s.r[i]!);
      expect(hits[i]).toBe(hit === null ? 0 : 1);
      if (hit === null) {
        expect(contacts.t[i]).toBe(-1);
        continue;
      }
      expect(Object.is(t[i], hit.t)).toBe(true);
      expect(Object.is(contacts.t[i], hit.t)).toBe(true);
    }
  });

  it.each(seeds)('toiLoop3 finds spheresTimeOfImpact’s t (seed %i)', (seed) => {
    const s = scene(seed);
    const hits = new Uint8Array(N);
    const t = new Float64Array(N);
    hand.toiLoop3(s.a0, s.a1, s.ra, s.spheres, hits, t, N);
    for (let i = 0; i < N; i++) {
      const hit = spheresTimeOfImpact(s.a0, s.a1, s.ra, s.b0(i), s.b1(i), s.r[i]!);
      expect(hits[i]).toBe(hit === null ? 0 : 1);
      if (hit !== null) expect(Object.is(t[i], hit.t)).toBe(true);
    }
  });

  it.each(seeds)(
    'spheresTimeOfImpactObjects fills what spheresTimeOfImpactInto fills (seed %i)',
    (seed) => {
      const s = scene(seed);
      const copy = createTimeOfImpact3();
      const core = createTimeOfImpact3();
      let hits = 0;
      for (let i = 0; i < N; i++) {
        const args = [s.a0, s.a1, s.ra, s.b0(i), s.b1(i), s.r[i]!] as const;
        const expected = spheresTimeOfImpactInto(core, ...args);
        expect(hand.spheresTimeOfImpactObjects(copy, ...args)).toBe(expected);
        if (!expected) continue;
        hits++;
        expect(fields(copy)).toEqual(fields(core));
      }
      expect(hits).toBeGreaterThan(N / 20);
    },
  );
});

/** Every number of a result with `-0` told apart from `0`, and its status. */
function fields(hit: TimeOfImpact3): (number | string)[] {
  const numbers = [hit.t, hit.a, hit.b, hit.normal, hit.point].flatMap((v) =>
    typeof v === 'number' ? [v] : [v.x, v.y, v.z],
  );
  return [...numbers.map((x) => (Object.is(x, -0) ? '-0' : x)), hit.status];
}

describe('bench/walls-hand.ts', () => {
  // A level as in bench/walls.ts: a closed box with inner walls, across the scene.
  const level: Vec2[] = [
    { x: 0, y: 0 },
    { x: 100, y: 0 },
    { x: 100, y: 100 },
    { x: 0, y: 100 },
    { x: 0, y: 20 },
    { x: 80, y: 40 },
    { x: 20, y: 60 },
    { x: 80, y: 80 },
    { x: 50, y: 90 },
    { x: 50, y: 90 },
    { x: 50, y: 10 },
  ];

  it.each(seeds)('polylineLoop finds circlePolylineTimeOfImpactBatch’s hits (seed %i)', (seed) => {
    const { circles } = scene(seed);
    const segments = level.length - 1;
    const px = Float64Array.from(level, (p) => p.x);
    const py = Float64Array.from(level, (p) => p.y);
    const sx = Float64Array.from({ length: segments }, (_, k) => px[k + 1]! - px[k]!);
    const sy = Float64Array.from({ length: segments }, (_, k) => py[k + 1]! - py[k]!);
    const sq = sx.map((x, k) => x * x + sy[k]! * sy[k]!);
    const copy = { hits: new Uint8Array(N), t: new Float64Array(N), segment: new Uint32Array(N) };
    const core = { hits: new Uint8Array(N), t: new Float64Array(N), segment: new Uint32Array(N) };
    const found = circlePolylineTimeOfImpactBatch(
      circles,
      level,
      false,
      core.hits,
      core.t,
      core.segment,
    );
    const { x0, y0, x1, y1, r } = circles;
    const same = polylineLoop(
      ...[x0, y0, x1, y1, r, px, py, sx, sy, sq],
      segments,
      copy.hits,
      copy.t,
      copy.segment,
      N,
    );
    expect(same).toBe(found);
    expect(found).toBeGreaterThan(N / 10);
    expect(found).toBeLessThan(N);
    expect(copy.hits).toEqual(core.hits);
    expect(copy.segment).toEqual(core.segment);
    for (let i = 0; i < N; i++) expect(Object.is(copy.t[i], core.t[i])).toBe(true);
  });
});
