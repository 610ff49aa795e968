/**
 * createScene2 / createScene3 (`src/scene/persistent.ts`): a persistent
 * scene answers every frame exactly as the stateless query does (bit for bit,
 * in order) over a hundred frames of motion, teleports, bodies added and
 * removed, every body at one point and frames with none, with `against`,
 * filters and walls (arrays and levels); its options are checked; a frame
 * may not carry walls.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ContactList,
  createContactList2,
  createContactList3,
  createLevel2,
  createLevel3,
  createScene2,
  createScene3,
  findCircleContacts,
  findSphereContacts,
  type MovingCircles,
  type MovingSpheres,
} from '../../src/index.ts';
import { checkFrames, frameSettings, type SceneVariant } from './frames.ts';

const core2: SceneVariant = {
  find: (b, l, o) => findCircleContacts(b as MovingCircles, l, o),
  createScene: (o) => createScene2(o) as ReturnType<SceneVariant['createScene']>,
  createList: createContactList2,
  createLevel: (segments) => createLevel2({ segments }),
};
const core3: SceneVariant = {
  find: (b, l, o) => findSphereContacts(b as MovingSpheres, l as never, o),
  createScene: (o) => createScene3(o) as ReturnType<SceneVariant['createScene']>,
  createList: createContactList3 as (capacity: number) => ContactList,
  createLevel: (triangles) => createLevel3({ triangles }),
};

/** Grid values times a power of two, or shifted far from the origin (then they round). */
const mapping = fc.record({
  k: fc.integer({ min: -60, max: 60 }),
  offset: fc.constantFrom(0, 0, 0, 1e6, -3.7e9),
});

describe('createScene2', () => {
  it('answers a hundred frames as findCircleContacts does, bit for bit', () => {
    fc.assert(
      fc.property(frameSettings(2, 160), mapping, (setting, { k, offset }) => {
        const s = 2 ** k;
        checkFrames(core2, setting, { position: (v) => (v + offset) * s, radius: (r) => r * s });
      }),
      { numRuns: 40 },
    );
  });

  it('answers a large crowd moving a little as findCircleContacts does', () => {
    // Slow motion, so the remembered order is repaired rather than rebuilt (frame-order.test.ts).
    checkFrames(
      core2,
      {
        dim: 2,
        seed: 24,
        bodies: 3000,
        against: 'none',
        filter: false,
        walls: 'none',
        grid: { dim: 2, p: [] },
        size: 3000,
        speed: 1,
      },
      { position: (v) => v, radius: (r) => r },
      30,
    );
  });

  it('answers as findCircleContacts does after a warm-up, with and without against', () => {
    const warm: SceneVariant = {
      ...core2,
      createScene: (o) => createScene2({ ...o, warmUp: true, expectedAgainst: 8 }) as never,
    };
    fc.assert(
      fc.property(frameSettings(2, 160), (setting) => {
        checkFrames(warm, setting, { position: (v) => v / 8, radius: (r) => r / 8 }, 20);
      }),
      { numRuns: 4 },
    );
  });

  it('starts with empty statistics after a warm-up, as without one', () => {
    expect(createScene2({ warmUp: true }).stats).toEqual(createScene2().stats);
    expect(createScene3({ warmUp: true, expectedAgainst: 4 }).stats).toEqual(createScene3().stats);
  });

  it('checks its options', () => {
    expect(() => createScene2({ expectedBodies: -1 })).toThrow(
      new RangeError('options.expectedBodies must be an integer in [0, 2^24] (got -1)'),
    );
    expect(() => createScene2({ expectedAgainst: 0.5 })).toThrow(
      new RangeError('options.expectedAgainst must be an integer in [0, 2^24] (got 0.5)'),
    );
    expect(() => createScene2({ expectedBodies: 2 ** 24 + 1 })).toThrow(
      new RangeError('options.expectedBodies must be an integer in [0, 2^24] (got 16777217)'),
    );
    expect(() => createScene2(null as never)).toThrow(
      new RangeError('options must be an object (got null)'),
    );
    const walls = {
      x0: Float64Array.of(NaN),
      y0: new Float64Array(1),
      x1: new Float64Array(1),
      y1: new Float64Array(1),
    };
    expect(() => createScene2({ walls })).toThrow(
      new RangeError('options.walls.x0[0] must be a finite number (got NaN)'),
    );
    expect(() => createScene2({ wallCount: 1 })).toThrow(
      new RangeError('options.wallCount needs options.walls'),
    );
    const level = createLevel3({ triangles: Float64Array.of(0, 0, 0, 1, 0, 0, 0, 1, 0) });
    expect(() => createScene2({ walls: level as never })).toThrow(
      new RangeError(
        'options.walls must be a level made by createLevel2 of @swept/core (got a 3D level of @swept/core)',
      ),
    );
  });

  it('refuses walls in a frame, and bad input as the stateless query does', () => {
    const scene = createScene2();
    const list = createContactList2();
    const bodies = {
      x0: Float64Array.of(0, 1),
      y0: Float64Array.of(0, 0),
      x1: Float64Array.of(0, 1),
      y1: Float64Array.of(0, 0),
      r: Float64Array.of(1, 1),
    };
    const walls = {
      x0: new Float64Array(1),
      y0: new Float64Array(1),
      x1: new Float64Array(1),
      y1: new Float64Array(1),
    };
    expect(() => scene.findContacts(bodies, list, { walls } as never)).toThrow(
      new RangeError(
        "options.walls must be left out of a persistent scene's frame (its walls are createScene2's options.walls)",
      ),
    );
    expect(scene.findContacts(bodies, list)).toBe(1);
    const bad = { ...bodies, r: Float64Array.of(1, -1) };
    expect(() => scene.findContacts(bad, list)).toThrow(
      new RangeError('bodies.r[1] must be >= 0 (got -1)'),
    );
    expect(list.count).toBe(0);
    // The scene goes on after an error, as before it.
    expect(scene.findContacts(bodies, list)).toBe(1);
    expect(scene.stats.plan).toBe('pair-loop');
    expect(scene.stats.tested).toBe(1);
  });
});

describe('createScene3', () => {
  it('answers as findSphereContacts does after a warm-up', () => {
    const warm: SceneVariant = {
      ...core3,
      createScene: (o) => createScene3({ ...o, warmUp: true }) as never,
    };
    fc.assert(
      fc.property(frameSettings(3, 120), (setting) => {
        checkFrames(warm, setting, { position: (v) => v * 3, radius: (r) => r * 3 }, 20);
      }),
      { numRuns: 3 },
    );
  });

  it('answers a hundred frames as findSphereContacts does, bit for bit', () => {
    fc.assert(
      fc.property(frameSettings(3, 120), mapping, (setting, { k, offset }) => {
        const s = 2 ** k;
        checkFrames(core3, setting, { position: (v) => (v + offset) * s, radius: (r) => r * s });
      }),
      { numRuns: 25 },
    );
  });
});
