/**
 * The movers' checks for the tests of @swept/fixed: a move judged leg by leg by the
 * exact oracle (`judgeMoveExact`: never inside, never through), and the guarantees
 * checked in BigInt on the raw values (slide and stop never go against `d` nor further
 * than `|d|`, stop ends on `c0 → c0 + d`, at most `maxLegs` legs plus a push-out, no −0).
 */
import {
  cmp,
  judgeMoveExact,
  levelExact,
  mul,
  pointWallDistanceSquaredExact,
  ratFromRaw,
  vecFromRaw,
} from '@swept/oracle';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  expectSameBits,
  levelArbitrary,
  motionArbitrary,
  vec2,
  vec3,
} from '../../../core/test/level-cases.ts';
import {
  createLevel2,
  createLevel3,
  createMoveResult2,
  createMoveResult3,
  type Level2,
  type Level3,
  MOVE_BLOCKED,
  MOVE_CEILING,
  MOVE_CONTACT,
  MOVE_FLOOR,
  MOVE_WALL,
  type MoveOptions,
  type MoveResponse,
  type MoveResult,
  moveCircleInto,
  moveSphereInto,
  type Vec2,
  type Vec3,
} from '../../src/index.ts';

export const ONE = 65536;

/** Paths of every −0 in a value. */
export function negativeZeros(value: unknown, path = 'result'): string[] {
  if (typeof value === 'number') return Object.is(value, -0) ? [path] : [];
  if (ArrayBuffer.isView(value)) {
    return Array.from(value as unknown as ArrayLike<number>).flatMap((x, i) =>
      Object.is(x, -0) ? [`${path}[${i}]`] : [],
    );
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => negativeZeros(v, `${path}.${k}`));
  }
  return [];
}

const axes = (dim: 2 | 3) => (dim === 2 ? (['x', 'y'] as const) : (['x', 'y', 'z'] as const));

/** A move of a property test: walls on a raw grid, a body, and the options. */
export interface MoveCase {
  walls: number[];
  c: number[];
  r: number;
  d: number[];
  options: { response: MoveResponse; maxLegs: number; restitution: number };
}

/**
 * Random small levels on a raw grid of `scale` (the cast tests' levels, with their
 * degenerate walls) and random bodies, most of them aimed at a wall (at a corner or a
 * middle, arriving there at `d/k`, `k` = 1…3, so they hit it, slide or bounce off);
 * the options' response, legs and restitution. Every value is `+0` where it is zero
 * (the contract's −0 rule is about results).
 */
export function moveCaseArbitrary(dim: 2 | 3, scale: number): fc.Arbitrary<MoveCase> {
  const plus = (v: number[]) => v.map((x) => x + 0);
  const corners = dim === 2 ? 2 : 3;
  return fc
    .record({
      walls: levelArbitrary(dim, scale, 12),
      motion: motionArbitrary(dim, scale),
      aim: fc.oneof(
        { weight: 1, arbitrary: fc.constant(null) },
        {
          weight: 3,
          arbitrary: fc.record({
            wall: fc.nat(),
            corner: fc.integer({ min: 0, max: corners }),
            k: fc.integer({ min: 1, max: 3 }),
          }),
        },
      ),
      response: fc.constantFrom('slide' as const, 'stop' as const, 'bounce' as const),
      maxLegs: fc.integer({ min: 1, max: 8 }),
      restitution: fc.constantFrom(0, 1, 32768, 65536),
    })
    .map(({ walls, motion, aim, response, maxLegs, restitution }) => {
      const count = walls.length / (dim * corners);
      let d = motion.d;
      if (aim !== null && count > 0) {
        const at = (aim.wall % count) * dim * corners;
        const corner = (j: number, a: number) => walls[at + j * dim + a]!;
        // A corner, or (corner = corners) the middle of the first two, truncated.
        const target = Array.from({ length: dim }, (_, a) =>
          aim.corner < corners
            ? corner(aim.corner, a)
            : Math.trunc((corner(0, a) + corner(1, a)) / 2),
        );
        d = target.map((x, a) => (x - motion.c[a]!) * aim.k);
      }
      return {
        walls: plus(walls),
        c: plus(motion.c),
        r: motion.r,
        d: plus(d),
        options: { response, maxLegs, restitution },
      };
    });
}

/** `true` when the body at `c` overlaps some wall exactly (it is pushed out first). */
function startsInside(dim: 2 | 3, walls: readonly number[], c: Vec2 | Vec3, r: number): boolean {
  if (r === 0) return false;
  const rr = mul(ratFromRaw(r), ratFromRaw(r));
  const at = vecFromRaw(c);
  return levelExact(walls, dim, 'raw').walls.some(
    (w) => cmp(pointWallDistanceSquaredExact(at, w), rr) < 0,
  );
}

/**
 * Every guarantee a single move can show: judged leg by leg by the oracle (from the
 * push-out's end when it started inside; a wedged body does not move and is blocked),
 * at most `maxLegs` legs plus the push-out, `c` the last leg's end, no −0; for 'slide'
 * and 'stop' `(c − c0)·d ≥ 0` and `|c − c0|² ≤ |d|²`; 'stop' ends on `c0 → c0 + d`
 * (each coordinate between, and off the line by less than a raw unit per axis, the
 * floor of `t` and the truncation towards `c0`: `|(c − c0) × d|` within `|d|₁`).
 */
export function checkMove(
  dim: 2 | 3,
  walls: readonly number[],
  c: Vec2 | Vec3,
  r: number,
  d: Vec2 | Vec3,
  options: { response?: string; maxLegs?: number } | undefined,
  m: MoveResult<Vec2 | Vec3>,
): void {
  expect(negativeZeros(m)).toEqual([]);
  const maxLegs = options?.maxLegs ?? 4;
  const inside = startsInside(dim, walls, c, r);
  expect(m.legs.length).toBeLessThanOrEqual(maxLegs + (inside ? 1 : 0));
  expect(m.c).toEqual(m.legs.length === 0 ? c : m.legs[m.legs.length - 1]);
  for (const key of axes(dim)) expect(Number.isInteger((m.c as Vec3)[key])).toBe(true);
  if (inside && m.legs.length === 0) {
    expect(m.blocked).toBe(true);
    return;
  }
  const legs = m.legs.map((p) => vecFromRaw(p));
  const start = inside ? legs.shift()! : vecFromRaw(c);
  const verdict = judgeMoveExact(levelExact(walls, dim, 'raw'), ratFromRaw(r), start, legs);
  expect(verdict.inside).toBe(-1);
  expect(verdict.through).toBe(-1);
  const response = options?.response ?? 'slide';
  if (inside || response === 'bounce') return;
  let along = 0n;
  let moved = 0n;
  let wanted = 0n;
  const e: bigint[] = [];
  const dv: bigint[] = [];
  for (const key of axes(dim)) {
    const ea = BigInt((m.c as Vec3)[key]) - BigInt((c as Vec3)[key]);
    const da = BigInt((d as Vec3)[key]);
    e.push(ea);
    dv.push(da);
    along += ea * da;
    moved += ea * ea;
    wanted += da * da;
  }
  expect(along >= 0n).toBe(true);
  expect(moved <= wanted).toBe(true);
  if (response !== 'stop') return;
  const abs = (x: bigint) => (x < 0n ? -x : x);
  const l1 = dv.reduce((s, x) => s + abs(x), 0n);
  for (let a = 0; a < dim; a++) {
    expect(e[a] === 0n || e[a]! > 0n === dv[a]! > 0n).toBe(true);
    expect(abs(e[a]!) <= abs(dv[a]!)).toBe(true);
    for (let b = a + 1; b < dim; b++) expect(abs(e[a]! * dv[b]! - e[b]! * dv[a]!) <= l1).toBe(true);
  }
}

/** A level of this package from raw walls: segments in 2D, triangles in 3D. */
function levelOf(dim: 2 | 3, walls: readonly number[]): Level2 | Level3 {
  return dim === 2
    ? createLevel2({ segments: Float64Array.from(walls) })
    : createLevel3({ triangles: Float64Array.from(walls) });
}

const dimOf = (v: Vec2 | Vec3): 2 | 3 => ('z' in v ? 3 : 2);

/** This package's mover of `c`'s dimension, into `out`. */
function moveInto<V extends Vec2 | Vec3>(
  level: Level2 | Level3,
  c: V,
  r: number,
  d: V,
  out: MoveResult<V>,
  options?: MoveOptions<V>,
): MoveResult<V> {
  if (dimOf(c) === 2) {
    const o = options as MoveOptions<Vec2> | undefined;
    moveCircleInto(level as Level2, c, r, d, out as MoveResult<Vec2>, o);
  } else {
    const o = options as MoveOptions<Vec3> | undefined;
    moveSphereInto(level as Level3, c as Vec3, r, d as Vec3, out as MoveResult<Vec3>, o);
  }
  return out;
}

const resultFor = <V extends Vec2 | Vec3>(c: V) =>
  (dimOf(c) === 2 ? createMoveResult2() : createMoveResult3()) as MoveResult<V>;

/**
 * Moves a body through raw `walls` (a fresh level unless one is given) and checks every
 * guarantee a single move shows ({@link checkMove}).
 */
export function moveChecked<V extends Vec2 | Vec3>(
  walls: readonly number[],
  c: V,
  r: number,
  d: V,
  options?: MoveOptions<V>,
  level: Level2 | Level3 = levelOf(dimOf(c), walls),
): MoveResult<V> {
  const m = moveInto(level, c, r, d, resultFor(c), options);
  checkMove(dimOf(c), walls, c, r, d, options, m as MoveResult<Vec2 | Vec3>);
  return m;
}

/** A frame loop, each move checked: the same `d` every frame from `c`; the centre after each frame. */
export function framesChecked<V extends Vec2 | Vec3>(
  walls: readonly number[],
  c: V,
  r: number,
  d: V,
  n: number,
  options?: MoveOptions<V>,
): V[] {
  const level = levelOf(dimOf(c), walls);
  const out = resultFor(c);
  const at: V[] = [];
  let p = c;
  for (let f = 0; f < n; f++) {
    moveInto(level, p, r, d, out, options);
    checkMove(dimOf(c), walls, p, r, d, options, out as MoveResult<Vec2 | Vec3>);
    p = { ...out.c };
    at.push(p);
  }
  return at;
}

/** A case's move (unchecked), on a fresh level. */
function runCase(dim: 2 | 3, k: MoveCase): MoveResult<Vec2 | Vec3> {
  const c = dim === 2 ? vec2(k.c) : vec3(k.c);
  const d = dim === 2 ? vec2(k.d) : vec3(k.d);
  return moveInto(levelOf(dim, k.walls), c, k.r, d, resultFor(c), k.options);
}

/**
 * The property tests of a mover of `dim`: random aimed levels on raw grids from 2^18
 * down to 3 raw, every move checked by {@link checkMove}; and determinism, the same
 * case twice with another move in between gives the same bits.
 */
export function judgedProperties(dim: 2 | 3, numRuns: number): void {
  const vec = dim === 2 ? vec2 : vec3;
  it.each([4 * ONE, ONE, ONE / 4, 3])(
    'never inside, never through, the guarantees (grid %s raw)',
    (scale) => {
      fc.assert(
        fc.property(moveCaseArbitrary(dim, scale), (k) => {
          moveChecked(k.walls, vec(k.c), k.r, vec(k.d), k.options);
        }),
        { numRuns },
      );
    },
  );

  it('deterministic: the same inputs, the same bits, whatever ran in between', () => {
    fc.assert(
      fc.property(moveCaseArbitrary(dim, ONE / 4), moveCaseArbitrary(dim, ONE), (a, b) => {
        const first = runCase(dim, a);
        runCase(dim, b);
        expectSameBits(runCase(dim, a), first);
      }),
      { numRuns: numRuns / 2 },
    );
  });
}

/** The flags the batch movers write for a body, read from its single move's result. */
export function moveFlags(m: MoveResult<Vec2 | Vec3>): number {
  return (
    (m.onFloor ? MOVE_FLOOR : 0) |
    (m.onWall ? MOVE_WALL : 0) |
    (m.onCeiling ? MOVE_CEILING : 0) |
    (m.blocked ? MOVE_BLOCKED : 0) |
    (m.contacts.length > 0 ? MOVE_CONTACT : 0)
  );
}
