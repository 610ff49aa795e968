/**
 * Persistent scenes (`createScene2` / `createScene3` in every variant): the
 * scene query's course (`run.ts`) with a memory kept from frame to frame —
 * the scene's walls (a level, indexed once, or arrays), the order of its
 * last sweep (`frame-order.ts`), the statistics of its last frame — and its
 * buffers made up front for the bodies it expects, so its first frames grow
 * none. Every frame returns exactly what the stateless
 * `findCircleContacts` / `findSphereContacts` of the same variant returns
 * for the same input with the scene's walls: the memory changes the time,
 * never the answer. A variant binds its narrow phases and value rule as it
 * does for `runScene`.
 */
import type { MovingCircles, MovingSpheres } from '../types.ts';
import { type BoxMargin, reserveBoxes } from './boxes.ts';
import { reserveSweep } from './broad-phase.ts';
import { createSceneStats, type SceneStats } from './broad-phase-stats.ts';
import {
  checkSceneWalls,
  type SceneFrameOptions,
  type SceneWalls,
  type ValueRule,
} from './check.ts';
import type { ContactList, ContactList2, ContactList3 } from './contact-list.ts';
import { createContactList2, createContactList3 } from './contact-list.ts';
import { createFrameOrder, forgetOrder } from './frame-order.ts';
import { type NarrowPhase, runSceneFrame, type SceneMemory, type WallPhase } from './run.ts';
import { reserveIndex } from './set-index.ts';
import { reserveContactSort } from './sort.ts';

/** Options of `createScene2` / `createScene3`: the scene's walls and the bodies it expects. */
export interface CreateSceneOptions<Bodies> extends SceneWalls<Bodies> {
  /**
   * How many bodies (of `bodies`) the scene expects in a frame: its buffers
   * are made for them now, so the first frames grow none (a frame with
   * more grows them, once). Default `0`: grown by the first frames.
   */
  expectedBodies?: number;
  /** How many `options.against` bodies a frame expects; see `expectedBodies`. Default `0`. */
  expectedAgainst?: number;
  /**
   * Run the scene's course on a small made-up scene now (a few dozen frames,
   * about a tenth of a second), so that the engine has compiled it before the
   * first real frame: without it the first frames of a fresh program run
   * 10–40 times slower than the later ones (BENCHMARKS.md, "Scenes at the
   * limit"). Default `false`. The scene's memory starts empty either way.
   */
  warmUp?: boolean;
}

/**
 * A scene kept from frame to frame: see `createScene2`. `Bodies` is the
 * bodies' structure of arrays, `List` the contact list it fills.
 */
export interface Scene<Bodies, List> {
  /**
   * Every contact of this frame: exactly what `findCircleContacts` /
   * `findSphereContacts` of the same variant returns for `(bodies, contacts,
   * options)` with the scene's walls, bit for bit and in the same order.
   * `options` are a frame's (`against`, counts, filter, `stats`); the walls
   * are the scene's, so `options.walls`, `wallCount`, `wallCategory` and
   * `wallMask` must be left out.
   */
  findContacts(bodies: Bodies, contacts: List, options?: SceneFrameOptions<Bodies>): number;
  /**
   * What the broad phase did in the last frame (the plan, the axis swept,
   * the cells; see `SceneStats`), filled by every frame.
   */
  readonly stats: SceneStats;
}

/** A persistent 2D scene: see `createScene2`. */
export type Scene2 = Scene<MovingCircles, ContactList2>;
/** A persistent 3D scene: see `createScene3`. */
export type Scene3 = Scene<MovingSpheres, ContactList3>;

/** Cells (strips, columns) a body's box touches in a sweep, about; for the up-front buffers. */
const ENTRIES_PER_BODY = 4;
/** Candidate pairs per body, about (the bench's crowds: 1.7–2.6); for the up-front buffers. */
const PAIRS_PER_BODY = 4;
/** Contacts per body, about (the bench's crowds: about 1); for the up-front buffers. */
const CONTACTS_PER_BODY = 2;

/**
 * The most bodies a scene makes buffers for up front: 2^24 (16 777 216). More
 * would ask for gigabytes the engine may refuse at a place that cannot name the
 * option; a frame with more bodies still runs, growing the buffers once.
 */
const MOST_EXPECTED = 2 ** 24;

function expected(name: string, value: unknown): number {
  if (value === undefined) return 0;
  if (
    !(typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MOST_EXPECTED)
  ) {
    throw new RangeError(`options.${name} must be an integer in [0, 2^24] (got ${String(value)})`);
  }
  return value;
}

/** One variant's persistent scene over the shared course. */
class PersistentScene<Bodies extends MovingCircles | MovingSpheres, List extends ContactList>
  implements Scene<Bodies, List>
{
  readonly stats: SceneStats = createSceneStats();
  readonly dim: 2 | 3;
  readonly rule: ValueRule;
  readonly margin: BoxMargin;
  readonly narrow: NarrowPhase<Bodies, List>;
  readonly narrowWalls: WallPhase<Bodies, List>;
  readonly memory: SceneMemory<Bodies>;

  constructor(
    dim: 2 | 3,
    rule: ValueRule,
    margin: BoxMargin,
    narrow: NarrowPhase<Bodies, List>,
    narrowWalls: WallPhase<Bodies, List>,
    walls: SceneWalls<Bodies>,
    capacity: number,
  ) {
    this.dim = dim;
    this.rule = rule;
    this.margin = margin;
    this.narrow = narrow;
    this.narrowWalls = narrowWalls;
    this.memory = { walls, order: createFrameOrder(capacity), stats: this.stats };
  }

  findContacts(bodies: Bodies, contacts: List, options?: SceneFrameOptions<Bodies>): number {
    return runSceneFrame(
      this.dim,
      'round',
      bodies,
      contacts,
      options,
      this.rule,
      this.margin,
      this.narrow,
      this.narrowWalls,
      this.memory,
    );
  }
}

/**
 * Makes a persistent scene of a variant (its value rule, box margin and
 * narrow phases, as `runScene` takes them): checks `options` (the walls as a
 * scene query checks them, the expected counts) and makes the buffers for
 * the expected bodies.
 */
export function createSceneWith<
  Bodies extends MovingCircles | MovingSpheres,
  List extends ContactList,
>(
  dim: 2 | 3,
  options: CreateSceneOptions<Bodies> | undefined,
  rule: ValueRule,
  margin: BoxMargin,
  narrow: NarrowPhase<Bodies, List>,
  narrowWalls: WallPhase<Bodies, List>,
): Scene<Bodies, List> {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw new RangeError(`options must be an object (got ${String(options)})`);
  }
  const o = options ?? {};
  const n = expected('expectedBodies', o.expectedBodies);
  const m = expected('expectedAgainst', o.expectedAgainst);
  const walls: SceneWalls<Bodies> = Object.freeze({
    walls: o.walls,
    wallCount: o.wallCount,
    wallCategory: o.wallCategory,
    wallMask: o.wallMask,
  });
  // The same errors as a scene query's, now rather than at the first frame.
  checkSceneWalls(dim, walls, rule);
  try {
    reserveScratch(n, m);
  } catch (error) {
    // An engine with less memory than the bound assumes: say which option asked.
    throw new RangeError(
      `options.expectedBodies + options.expectedAgainst (${n + m}) asks for more memory than this engine gives`,
      { cause: error },
    );
  }
  const scene = new PersistentScene(dim, rule, margin, narrow, narrowWalls, walls, n + m);
  if (o.warmUp === true) warmUp(scene, m > 0);
  return scene;
}

/**
 * The warm-up's bodies, and its frames: at least {@link WARM_FRAMES}, then on
 * until {@link STEADY} frames in a row take about the same time (the engine
 * compiles on another thread, so the first frames after its last compile are
 * the ones to wait for), at most {@link WARM_MOST}.
 */
const WARM_BODIES = 512;
const WARM_FRAMES = 24;
const WARM_MOST = 96;
const STEADY = 4;

/** The runtime's clock in milliseconds (`performance.now`, else `Date.now`). */
const clock: () => number = (() => {
  const p = (globalThis as { performance?: { now(): number } }).performance;
  return p === undefined ? () => Date.now() : () => p.now();
})();

/**
 * A made-up scene for {@link warmUp}: `count` bodies of radius 1 to 5 spread
 * in a box 4 units per body wide on each axis (so a body touches a few
 * others), each with its own step of up to 5 units on each axis (every
 * sixteenth ten times that, across many cells), from a fixed sequence (a
 * linear congruential generator); in the scene's values: doubles, or raw
 * Q16.16 integers from `2^30` on (so an engine learns the numbers real scenes
 * have, not small integers).
 */
function crowd(dim: 2 | 3, count: number, raw: boolean) {
  const unit = raw ? 65536 : 1;
  const offset = raw ? 2 ** 30 : 0;
  const side = 4 * count ** (1 / dim);
  let seed = 0x5eed;
  const next = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 4294967296;
  };
  const value = (x: number) => (raw ? Math.round(x * unit) + offset : x);
  const f = () => new Float64Array(count);
  const b = { x0: f(), y0: f(), z0: f(), x1: f(), y1: f(), z1: f(), r: f() };
  const step = [f(), f(), f()];
  const p0 = [b.x0, b.y0, b.z0];
  const p1 = [b.x1, b.y1, b.z1];
  for (let k = 0; k < count; k++) {
    const reach = k % 16 === 0 ? 50 : 5;
    for (let d = 0; d < dim; d++) {
      const x = value(side * next());
      step[d]![k] = value(reach * (2 * next() - 1)) - offset;
      p0[d]![k] = x;
      p1[d]![k] = x + step[d]![k]!;
    }
    b.r[k] = value(1 + 4 * next()) - offset;
  }
  return { bodies: b, step };
}

/**
 * Runs the scene's course on {@link crowd} for a few frames
 * (`options.warmUp`), the bodies moving on from frame to frame; every other
 * frame starts without the last order, so both sorts run; with `against`
 * expected, also against a sixteenth of them.
 */
function warmUp<Bodies extends MovingCircles | MovingSpheres, List extends ContactList>(
  scene: PersistentScene<Bodies, List>,
  against: boolean,
): void {
  const raw = scene.rule.values === 'raw';
  const { bodies, step } = crowd(scene.dim, WARM_BODIES, raw);
  const few = crowd(scene.dim, WARM_BODIES >> 4, raw).bodies;
  const ends = [
    [bodies.x0, bodies.x1],
    [bodies.y0, bodies.y1],
    [bodies.z0, bodies.z1],
  ] as const;
  const list = (scene.dim === 2 ? createContactList2(16) : createContactList3(16)) as List;
  const times: number[] = [];
  for (let f = 0; f < WARM_MOST && !(f >= WARM_FRAMES && steady(times)); f++) {
    const started = clock();
    if (f % 2 === 1) forgetOrder(scene.memory.order);
    scene.findContacts(bodies as unknown as Bodies, list);
    if (against)
      scene.findContacts(bodies as unknown as Bodies, list, { against: few as unknown as Bodies });
    for (let d = 0; d < scene.dim; d++) {
      const [p0, p1] = ends[d]!;
      for (let k = 0; k < WARM_BODIES; k++) {
        p0[k] = p1[k]!;
        p1[k] = p1[k]! + step[d]![k]!;
      }
    }
    times.push(clock() - started);
  }
  // The scene's memory and statistics start empty, as without the warm-up.
  forgetOrder(scene.memory.order);
  Object.assign(scene.stats, createSceneStats());
}

/** Whether the last {@link STEADY} frames took within a quarter of each other. */
function steady(times: number[]): boolean {
  const last = times.slice(-STEADY);
  return Math.max(...last) <= 1.25 * Math.min(...last);
}

/** The shared scratch of the course, made for `n` bodies and `m` `against` bodies. */
function reserveScratch(n: number, m: number): void {
  const total = n + m;
  if (total === 0) return;
  reserveBoxes(total);
  reserveSweep(total, ENTRIES_PER_BODY * total, PAIRS_PER_BODY * total);
  if (m > 0) reserveIndex(Math.min(n, m));
  reserveContactSort(CONTACTS_PER_BODY * total);
}
