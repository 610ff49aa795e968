/**
 * The movers' part of the golden transcript, appended after the parts before it (only
 * the boxes' and the tile maps' parts, `boxes.ts` and `tiles.ts`, come after) and drawn from its own seed, so that every
 * line before it reads as it did before the movers came. Seeded raw levels — a floor
 * of collinear segments and one of coplanar triangles, corners, a corridor exactly `2r`
 * wide and one raw unit narrower, a wedge, random walls — crossed by `moveCircle` /
 * `moveSphere` under each response, other `up`s and `floorCos`es and a single leg, bodies that start inside, a move whose reach
 * leaves the range, and the batch forms `moveCircles` / `moveSpheres`. Every number of
 * every result is written: the centre, the remaining and the clipped displacement, the
 * four flags, each leg's end, each contact's leg, `t`, wall, point and normal.
 */
import type { Level2, Level3, MoveOptions, MoveResult, Vec2, Vec3 } from '@swept/core';
import { createLevel2, createLevel3 } from '../level/create.ts';
import { moveCircle } from '../move/circle-level.ts';
import { moveCircles } from '../move/circles-level.ts';
import { moveSphere } from '../move/sphere-level.ts';
import { moveSpheres } from '../move/spheres-level.ts';
import { orRefusal, v2, v3 } from './lines.ts';
import type { Draws } from './scenario.ts';

const ONE = 65536;
const MAX = 2147483647;

/** One move's question: from `c`, radius `r`, by `d` (raw). */
interface Body<V> {
  c: V;
  r: number;
  d: V;
}

/** Structure-of-arrays, as the batch forms take and fill them. */
type Columns = Record<string, Float64Array | Uint8Array>;

/** What differs between the 2D and the 3D movers' part: the queries, the tags, the axes. */
interface Space<V, L> {
  /** The single moves' tag, then the batches'. */
  tags: readonly [string, string];
  axes: readonly string[];
  text: (v: V) => string;
  level: (walls: readonly number[]) => L;
  move: (level: L, c: V, r: number, d: V, options?: MoveOptions<V>) => MoveResult<V>;
  batch: (level: L, bodies: Columns, d: Columns, out: Columns, options?: MoveOptions<V>) => number;
  /** See {@link optionSets}. */
  options: readonly (MoveOptions<V> | undefined)[];
}

/**
 * The options every body is moved with: the defaults (`undefined`), each response
 * (bounce with restitution 1 and ½), more legs and a tilted `up` that counts every
 * contact facing it as a floor (`floorCos` 0), and one leg with `up` pointing down and
 * only an exact floor counting (`floorCos` 65536, so walls and floors become ceilings).
 * The tilted ups below are unit within the rounding the options allow:
 * `2·46341² − 2^32 = 9266` and `3·37837² − 2^32 = −51589`, both below `2^20`.
 */
function optionSets<V>(tilted: V, down: V): (MoveOptions<V> | undefined)[] {
  return [
    undefined,
    { response: 'stop' },
    { response: 'bounce', restitution: 65536 },
    { response: 'bounce', restitution: 32768, maxLegs: 8 },
    { maxLegs: 8, up: tilted, floorCos: 0 },
    { maxLegs: 1, up: down, floorCos: 65536 },
  ];
}

/** The 2D part: circles through segments. */
const PLANE: Space<Vec2, Level2> = {
  tags: ['m', 'n'],
  axes: ['x', 'y'],
  text: v2,
  level: (walls) => createLevel2({ segments: Float64Array.from(walls) }),
  move: moveCircle,
  batch: moveCircles as unknown as Space<Vec2, Level2>['batch'],
  options: optionSets({ x: 46341, y: 46341 }, { x: 0, y: -ONE }),
};

/** The 3D part: spheres through triangles. */
const SPACE: Space<Vec3, Level3> = {
  tags: ['M', 'N'],
  axes: ['x', 'y', 'z'],
  text: v3,
  level: (walls) => createLevel3({ triangles: Float64Array.from(walls) }),
  move: moveSphere,
  batch: moveSpheres as unknown as Space<Vec3, Level3>['batch'],
  options: optionSets({ x: 37837, y: 37837, z: 37837 }, { x: 0, y: -ONE, z: 0 }),
};

/** A move as written: `c remaining clipped floor·wall·ceiling·blocked [legs] [contacts]`. */
export function moveText<V>(m: MoveResult<V>, fmt: (v: V) => string): string {
  const flags = [m.onFloor, m.onWall, m.onCeiling, m.blocked].map((b) => (b ? 1 : 0)).join('');
  const legs = m.legs.map(fmt).join(' ');
  const contacts = m.contacts
    .map((k) => `${k.leg} ${k.t} ${k.wall} ${fmt(k.point)} ${fmt(k.normal)}`)
    .join(' ; ');
  return `${fmt(m.c)} ${fmt(m.remaining)} ${fmt(m.clipped)} ${flags} [${legs}] [${contacts}]`;
}

/**
 * The batch forms run with the first two option sets only (the defaults and `'stop'`):
 * a batch moves each body exactly as the single move does (the test checks it line by
 * line), so more would only lengthen the fingerprint's run.
 */
const BATCHED = 2;

/**
 * Every body through the level of `walls` by the single move with every option set,
 * and by the batch form with the first {@link BATCHED}.
 */
function movesThrough<V, L>(
  out: string[],
  space: Space<V, L>,
  walls: readonly number[],
  bodies: readonly Body<V>[],
  options = space.options,
): void {
  const level = space.level(walls);
  const text = (m: MoveResult<V>) => moveText(m, space.text);
  for (const [i, o] of options.entries()) {
    for (const { c, r, d } of bodies) {
      out.push(`${space.tags[0]} ${orRefusal(() => space.move(level, c, r, d, o), text)}`);
    }
    if (i < BATCHED) batch(out, space, level, bodies, o);
  }
}

/** The batch as written: `n` (`N` in 3D), the bodies, how many touched; then each body's centre, clipped displacement and flags. */
function batch<V, L>(
  out: string[],
  space: Space<V, L>,
  level: L,
  bodies: readonly Body<V>[],
  options: MoveOptions<V> | undefined,
): void {
  const n = bodies.length;
  const column = (f: (b: Body<V>) => number) => Float64Array.from(bodies, f);
  const columns = (of: (b: Body<V>) => V) =>
    Object.fromEntries(
      space.axes.map((a) => [a, column((b) => (of(b) as Record<string, number>)[a]!)]),
    );
  const clipped = space.axes.map((a) => `clipped${a.toUpperCase()}`);
  const result: Columns = { flags: new Uint8Array(n) };
  for (const name of [...space.axes, ...clipped]) result[name] = new Float64Array(n);
  const touched = orRefusal(
    () =>
      space.batch(
        level,
        { ...columns((b) => b.c), r: column((b) => b.r) },
        columns((b) => b.d),
        result,
        options,
      ),
    String,
  );
  out.push(`${space.tags[1]} ${n} ${touched}`);
  const at = (names: readonly string[], i: number) => names.map((k) => result[k]![i]).join(',');
  for (let i = 0; i < n; i += 1) {
    out.push(`${at(space.axes, i)} ${at(clipped, i)} ${result.flags![i]}`);
  }
}

/** Segments from a path of raw points: `(p0, p1), (p1, p2), …`. */
function path2(points: readonly Vec2[]): number[] {
  return points.slice(1).flatMap((p, k) => [points[k]!.x, points[k]!.y, p.x, p.y]);
}

/** Two triangles `(a, b, c)` and `(a, c, d)` covering the quad `a b c d`. */
function quad(a: Vec3, b: Vec3, c: Vec3, d: Vec3): number[] {
  return [a, b, c, a, c, d].flatMap((p) => [p.x, p.y, p.z]);
}

/**
 * The 2D levels. The floor is 16 collinear segments of one unit along `y = 0`: bodies
 * rest on it, land on it, slide across its seams and start sunk into it. The corner
 * is that floor and a wall at `x = 4`; the corridor two walls `w = 2r` and `2r − 1`
 * apart, entered from its open end and started in; the wedge two walls meeting at
 * the origin at a slope of ¼.
 */
function levels2(out: string[], { next, within }: Draws): void {
  const r = ONE / 2 + within(ONE / 4);
  const floor = path2(Array.from({ length: 17 }, (_, k) => ({ x: (k - 8) * ONE, y: 0 })));
  const along = (): Body<Vec2> => ({
    c: { x: within(2 * ONE), y: r },
    r,
    d: { x: within(6 * ONE), y: -1 - (next() % ONE) },
  });
  movesThrough(out, PLANE, floor, [
    along(),
    along(),
    { c: { x: within(2 * ONE), y: r }, r, d: { x: 5 * ONE, y: 0 } },
    { c: { x: within(2 * ONE), y: 3 * ONE }, r, d: { x: within(4 * ONE), y: -5 * ONE } },
    { c: { x: within(2 * ONE), y: r >> 1 }, r, d: { x: within(3 * ONE), y: within(ONE) } },
  ]);
  const wall = [4 * ONE, 0, 4 * ONE, 8 * ONE];
  movesThrough(
    out,
    PLANE,
    [...floor, ...wall],
    [
      { c: { x: 0, y: r }, r, d: { x: 6 * ONE, y: -within(ONE) - ONE } },
      { c: { x: ONE, y: 2 * ONE }, r, d: { x: 5 * ONE, y: 3 * ONE + within(ONE) } },
      { c: { x: 4 * ONE - r, y: r }, r, d: { x: within(2 * ONE), y: -ONE } },
    ],
  );
  for (const w of [2 * r, 2 * r - 1]) {
    const corridor = [0, 0, 16 * ONE, 0, 0, w, 16 * ONE, w];
    movesThrough(out, PLANE, corridor, [
      { c: { x: -3 * ONE, y: r }, r, d: { x: 8 * ONE, y: 0 } },
      { c: { x: 4 * ONE, y: r }, r, d: { x: 6 * ONE, y: within(ONE) } },
      { c: { x: 8 * ONE, y: r }, r, d: { x: -2 * ONE, y: 2 * ONE } },
    ]);
  }
  const wedge = [0, 0, 8 * ONE, 2 * ONE, 0, 0, 8 * ONE, -2 * ONE];
  movesThrough(out, PLANE, wedge, [
    { c: { x: 6 * ONE, y: 0 }, r, d: { x: -8 * ONE, y: within(ONE) } },
    { c: { x: 7 * ONE, y: within(ONE) }, r: r >> 2, d: { x: -9 * ONE, y: within(ONE) } },
  ]);
  // A move whose reach leaves the range is refused, whole (the batch names the body).
  movesThrough(
    out,
    PLANE,
    floor,
    [{ c: { x: MAX - ONE, y: r }, r, d: { x: ONE, y: 0 } }],
    [undefined],
  );
}

/**
 * The 3D levels, as the 2D ones: a floor of 4 × 4 unit squares of two coplanar
 * triangles each on `y = 0`; a corner of that floor and walls at `x = 2` and `z = 2`
 * (three planes: the creases); a corridor of a floor and a ceiling `2r` and `2r − 1`
 * apart; a wedge, a trough of two planes of slope 4 meeting along the z axis.
 */
function levels3(out: string[], { next, within }: Draws): void {
  const r = ONE / 2 + within(ONE / 4);
  const floor: number[] = [];
  for (let i = -2; i < 2; i += 1) {
    for (let k = -2; k < 2; k += 1) {
      const at = (x: number, z: number): Vec3 => ({ x: x * ONE, y: 0, z: z * ONE });
      floor.push(...quad(at(i, k), at(i + 1, k), at(i + 1, k + 1), at(i, k + 1)));
    }
  }
  const along = (): Body<Vec3> => ({
    c: { x: within(ONE), y: r, z: within(ONE) },
    r,
    d: { x: within(3 * ONE), y: -1 - (next() % ONE), z: within(3 * ONE) },
  });
  movesThrough(out, SPACE, floor, [
    along(),
    along(),
    { c: { x: -ONE - 7, y: r, z: within(ONE) }, r, d: { x: 3 * ONE, y: 0, z: 0 } },
    {
      c: { x: within(ONE), y: 3 * ONE, z: within(ONE) },
      r,
      d: { x: within(2 * ONE), y: -5 * ONE, z: within(2 * ONE) },
    },
    { c: { x: within(ONE), y: r >> 1, z: within(ONE) }, r, d: { x: ONE, y: within(ONE), z: 0 } },
  ]);
  const p = (x: number, y: number, z: number): Vec3 => ({ x: x * ONE, y: y * ONE, z: z * ONE });
  const walls = [
    ...quad(p(2, 0, -2), p(2, 4, -2), p(2, 4, 2), p(2, 0, 2)),
    ...quad(p(-2, 0, 2), p(2, 0, 2), p(2, 4, 2), p(-2, 4, 2)),
  ];
  movesThrough(
    out,
    SPACE,
    [...floor, ...walls],
    [
      { c: { x: 0, y: r, z: 0 }, r, d: { x: 4 * ONE, y: -ONE, z: 3 * ONE + within(ONE) } },
      { c: { x: 0, y: 2 * ONE, z: -ONE }, r, d: { x: 5 * ONE, y: within(ONE), z: ONE } },
      { c: { x: 2 * ONE - r, y: r, z: 2 * ONE - r }, r, d: { x: ONE, y: -ONE, z: within(ONE) } },
    ],
  );
  // A floor or ceiling at height y: x from 0 to 8, z from −2 to 2.
  const plate = (y: number) =>
    quad(
      { x: 0, y, z: -2 * ONE },
      { x: 8 * ONE, y, z: -2 * ONE },
      { x: 8 * ONE, y, z: 2 * ONE },
      { x: 0, y, z: 2 * ONE },
    );
  for (const w of [2 * r, 2 * r - 1]) {
    const corridor = [...plate(0), ...plate(w)];
    movesThrough(out, SPACE, corridor, [
      { c: { x: -3 * ONE, y: r, z: 0 }, r, d: { x: 6 * ONE, y: 0, z: within(ONE) } },
      { c: { x: 2 * ONE, y: r, z: 0 }, r, d: { x: 3 * ONE, y: within(ONE), z: within(ONE) } },
      { c: { x: 4 * ONE, y: r, z: 0 }, r, d: { x: -ONE, y: 2 * ONE, z: ONE } },
    ]);
  }
  const wedge = [
    ...quad(p(0, 0, -4), p(0, 0, 4), p(1, 4, 4), p(1, 4, -4)),
    ...quad(p(0, 0, -4), p(0, 0, 4), p(-1, 4, 4), p(-1, 4, -4)),
  ];
  movesThrough(out, SPACE, wedge, [
    {
      c: { x: within(ONE >> 2), y: 3 * ONE, z: 0 },
      r,
      d: { x: within(ONE), y: -6 * ONE, z: 2 * ONE },
    },
    { c: p(0, 3, -2), r: r >> 2, d: { x: ONE, y: -5 * ONE, z: 3 * ONE + within(ONE) } },
  ]);
  movesThrough(
    out,
    SPACE,
    floor,
    [{ c: { x: 0, y: r, z: MAX - ONE }, r, d: { x: 0, y: 0, z: ONE } }],
    [undefined],
  );
}

/**
 * Random levels: 24 walls, each a corner anywhere in a field of ±8 units and the others
 * within 3 units of it, crossed by 12 bodies of radius up to one unit moving up to 8
 * units each way (some start inside a wall).
 */
function random(out: string[], { next, within }: Draws): void {
  const segments = Array.from({ length: 24 }, () => {
    const x = within(8 * ONE);
    const y = within(8 * ONE);
    return [x, y, x + within(3 * ONE), y + within(3 * ONE)];
  }).flat();
  movesThrough(
    out,
    PLANE,
    segments,
    Array.from({ length: 12 }, () => ({
      c: { x: within(8 * ONE), y: within(8 * ONE) },
      r: next() % ONE,
      d: { x: within(8 * ONE), y: within(8 * ONE) },
    })),
  );
  const triangles = Array.from({ length: 24 }, () => {
    const a = [within(8 * ONE), within(8 * ONE), within(8 * ONE)];
    const corner = () => a.map((x) => x + within(3 * ONE));
    return [...a, ...corner(), ...corner()];
  }).flat();
  movesThrough(
    out,
    SPACE,
    triangles,
    Array.from({ length: 12 }, () => ({
      c: { x: within(8 * ONE), y: within(8 * ONE), z: within(8 * ONE) },
      r: next() % ONE,
      d: { x: within(8 * ONE), y: within(8 * ONE), z: within(8 * ONE) },
    })),
  );
}

/** The movers' part of the transcript (see the header). */
export function moves(out: string[], d: Draws): void {
  levels2(out, d);
  levels3(out, d);
  random(out, d);
}
