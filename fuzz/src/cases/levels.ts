/**
 * Levels for the casts, in the variant's units: the walls of 1–64 generated wall cases
 * (`walls.ts`: exact grazes and impacts on every feature, degenerate walls, hair cases
 * for floats) around one case's motion, with that case's own wall among them, copies of
 * it (coincident walls: exact ties), walls sharing its edge or corner, a wall through
 * the body's centre (a body starting inside) and points; optional per-wall and per-cast
 * filter bits. Tile maps (2D) with a circle on them (`tileMapLevel`). Plus hand-built levels (the casts' and the movers'): a corridor exactly
 * `2r` wide or one unit (an ulp, a raw unit) narrower, a floor of many collinear segments
 * with the body resting on it (or above) and sliding, a staircase, an acute, right or
 * obtuse corner — each 2D profile also extruded along z into strips of quads for 3D (the
 * floor becomes coplanar triangles with shared edges, the corner a crease), in 3D with an
 * optional sliver triangle (a raw unit or `2^-23` high) across the path; the body where
 * the profile puts it (touching, above, at the corridor's mouth) or on a wall's corner
 * (inside it).
 */
import { PYTHAGOREAN_2D, tileMapExact } from '@swept/oracle';
import fc from 'fast-check';
import { type Units, variantNumber } from '../oracle/exact.ts';
import type { LevelArgs, Vec, WallArgs } from '../types.ts';
import {
  circleShapes,
  type DrawnMap,
  displacement,
  floorShape,
  near,
  part,
  type Shape,
  tileMap,
} from './tile-maps.ts';
import { fits, nudge, place, vec } from './units.ts';
import { wallArgs } from './walls.ts';

/** Category or mask bits: three, so that filters both admit and refuse. */
export const filterBits = fc.integer({ min: 1, max: 7 });
const axes = (v: Vec): number[] => ('z' in v && v.z !== undefined ? [v.x, v.y, v.z] : [v.x, v.y]);

/** A wall from the case's own: a copy, its corners reversed, one sharing its first edge or corner, a point. */
function relative(w: Vec[], other: Vec[], c: Vec, how: number): Vec[] {
  const [w0, w1] = w as [Vec, Vec];
  switch (how) {
    case 0:
      return w;
    case 1:
      return [...w].reverse();
    case 2:
      return w.length === 2 ? [w0, other[0]!] : [w0, w1, other[0]!];
    case 3:
      return w.map(() => w0);
    default:
      // Through the body's centre: it starts inside (or on) this wall.
      return w.length === 2 ? [c, other[0]!] : [c, other[0]!, other[1]!];
  }
}

function filters(n: number) {
  const perWall = fc.option(fc.array(filterBits, { minLength: n, maxLength: n }), { nil: null });
  return fc.record({
    category: perWall,
    mask: perWall,
    options: fc.option(
      fc.record({ category: filterBits, mask: filterBits }, { requiredKeys: [] }),
      {
        nil: null,
        freq: 2,
      },
    ),
  });
}

/** A generated level around one wall case's motion. */
export function generatedLevel(units: Units, dim: 2 | 3): fc.Arbitrary<LevelArgs> {
  return fc
    .record({
      hero: wallArgs(units, dim),
      others: fc.oneof(
        { weight: 4, arbitrary: fc.array(wallArgs(units, dim), { maxLength: 8 }) },
        { weight: 1, arbitrary: fc.array(wallArgs(units, dim), { maxLength: 63 }) },
      ),
      related: fc.array(fc.tuple(fc.integer({ min: 0, max: 4 }), fc.nat()), { maxLength: 4 }),
      at: fc.nat(),
    })
    .chain(({ hero, others, related, at }) => {
      const walls = others.map((o: WallArgs) => o.wall);
      const pick = (k: number) => (walls.length === 0 ? hero.wall : walls[k % walls.length]!);
      const extra = related.map(([how, k]) => relative(hero.wall, pick(k), hero.c0, how));
      const all = [...walls, ...extra].slice(0, 63);
      all.splice(at % (all.length + 1), 0, hero.wall);
      const d = vec(axes(hero.c1).map((x, i) => x - axes(hero.c0)[i]!));
      return filters(all.length).map((f) => ({ dim, walls: all, c: hero.c0, r: hero.r, d, ...f }));
    })
    .filter((a) => fits(units, [...axes(a.d), ...axes(a.c).map((x, i) => x + axes(a.d)[i]!)]));
}

/** A 2D profile in the variant's units: its segments, the body and its displacement. */
interface Profile {
  /** Skeleton values (eighths) in the variant's units, for the extrusion too. */
  p: (k: number) => number;
  walls: Vec[][];
  c: number[];
  r: number;
  d: number[];
}

/** Places skeleton values (eighths of a unit: raw 8192, or `2^(e−3)`) in the variant's units. */
function placer(units: Units, e: number): (k: number) => number {
  return (k) => place(units, units === 'raw' ? k * 8192 : k, units === 'raw' ? 0 : e - 3);
}

const exponent = fc.constantFrom(-16, -8, 0);
const radius = fc.oneof(fc.constantFrom(0, 8), fc.integer({ min: 1, max: 16 }));

/** Two parallel walls `y = ±r` (the top one a unit lower when `narrow`), the body at the mouth or inside. */
function corridor(units: Units): fc.Arbitrary<Profile> {
  return fc
    .record({
      e: exponent,
      r: fc.integer({ min: 1, max: 16 }),
      length: fc.integer({ min: 8, max: 80 }),
      narrow: fc.boolean(),
      mouth: fc.option(fc.integer({ min: 0, max: 16 }), { nil: null }),
      x: fc.integer({ min: -80, max: 80 }),
      dx: fc.integer({ min: -40, max: 200 }),
      dy: fc.integer({ min: -2, max: 2 }),
    })
    .map(({ e, r, length, narrow, mouth, x, dx, dy }) => {
      const p = placer(units, e);
      const top = narrow ? nudge(units, p(r), false) : p(r);
      return {
        p,
        walls: [
          [vec([p(-length), top]), vec([p(length), top])],
          [vec([p(-length), p(-r)]), vec([p(length), p(-r)])],
        ],
        c: [mouth === null ? p(Math.max(-length, Math.min(length, x))) : p(-length - r - mouth), 0],
        r: p(r),
        d: [p(dx), p(dy)],
      };
    });
}

/** A floor `y = 0` of collinear segments of 1–12 eighths, the body resting on it (or above) and sliding. */
function floor(units: Units): fc.Arbitrary<Profile> {
  return fc
    .record({
      e: exponent,
      r: radius,
      pieces: fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 24 }),
      x: fc.nat(),
      h: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 16 })),
      dx: fc.integer({ min: -60, max: 60 }),
      drop: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 16 })),
    })
    .map(({ e, r, pieces, x, h, dx, drop }) => {
      const p = placer(units, e);
      const ends = [0];
      for (const k of pieces) ends.push(ends.at(-1)! + k);
      const walls = pieces.map((_, i) => [vec([p(ends[i]!), 0]), vec([p(ends[i + 1]!), 0])]);
      return { p, walls, c: [p(x % (ends.at(-1)! + 1)), p(r + h)], r: p(r), d: [p(dx), p(-drop)] };
    });
}

/** A floor, then steps up (tread, rise), the body on the floor walking into them. */
function staircase(units: Units): fc.Arbitrary<Profile> {
  return fc
    .record({
      e: exponent,
      r: radius,
      steps: fc.integer({ min: 1, max: 6 }),
      tread: fc.integer({ min: 1, max: 24 }),
      rise: fc.integer({ min: 1, max: 12 }),
      dx: fc.integer({ min: 0, max: 80 }),
      drop: fc.integer({ min: 0, max: 8 }),
    })
    .map(({ e, r, steps, tread, rise, dx, drop }) => {
      const p = placer(units, e);
      const corners = [[-4 * tread, 0]];
      for (let i = 0; i < steps; i++) {
        corners.push([i * tread, i * rise], [i * tread, (i + 1) * rise]);
      }
      corners.push([steps * tread, steps * rise]);
      const walls = corners.slice(1).map((b, i) => [vec(corners[i]!.map(p)), vec(b.map(p))]);
      return { p, walls, c: [p(-2 * tread), p(r)], r: p(r), d: [p(dx), p(-drop)] };
    });
}

/** Two arms from one corner along Pythagorean directions (acute, right or obtuse), the body pressed in. */
function corner(units: Units): fc.Arbitrary<Profile> {
  return fc
    .record({
      e: exponent,
      r: radius,
      left: fc.constantFrom(...PYTHAGOREAN_2D),
      right: fc.constantFrom(...PYTHAGOREAN_2D),
      reach: fc.integer({ min: 1, max: 4 }),
      h: fc.integer({ min: 0, max: 48 }),
      dx: fc.integer({ min: -16, max: 16 }),
      drop: fc.integer({ min: 0, max: 64 }),
    })
    .map(({ e, r, left, right, reach, h, dx, drop }) => {
      const p = placer(units, e);
      const [la, lb, lc] = left;
      const [ra, rb, rc] = right;
      // Arms about 16·reach eighths long, ending on integers.
      const lk = Math.ceil((16 * reach) / lc);
      const rk = Math.ceil((16 * reach) / rc);
      const o = vec([0, 0]);
      return {
        p,
        walls: [
          [o, vec([p(-la * lk), p(lb * lk)])],
          [o, vec([p(ra * rk), p(rb * rk)])],
        ],
        c: [0, p(h)],
        r: p(r),
        d: [p(dx), p(-drop)],
      };
    });
}

/** The hand-built 2D profiles. */
function profile(units: Units): fc.Arbitrary<Profile> {
  return fc.oneof(corridor(units), floor(units), staircase(units), corner(units));
}

/** Where the body starts: where the profile puts it, or on a corner of one of its walls (inside it). */
const onWall = fc.option(
  fc.record({ k: fc.nat(), corner: fc.nat(1), dx: fc.integer({ min: -2, max: 2 }) }),
  { nil: null, freq: 4 },
);

function placed(p: Profile, at: { k: number; corner: number; dx: number } | null): number[] {
  if (at === null || p.walls.length === 0) return p.c;
  const w = p.walls[at.k % p.walls.length]!;
  const q = w[at.corner]!;
  return [q.x + (at.dx * p.r) / 4, q.y];
}

function handBuilt2(units: Units): fc.Arbitrary<LevelArgs> {
  return fc.record({ p: profile(units), at: onWall }).map(({ p, at }) => ({
    dim: 2 as const,
    walls: p.walls,
    category: null,
    mask: null,
    c: vec(placed(p, at)),
    r: p.r,
    d: vec(p.d),
    options: null,
  }));
}

/** A 2D profile extruded along z in `rows` strips of quads (two triangles each), a sliver across the path. */
function handBuilt3(units: Units): fc.Arbitrary<LevelArgs> {
  return fc
    .record({
      p: profile(units),
      at: onWall,
      rows: fc.integer({ min: 1, max: 3 }),
      width: fc.integer({ min: 8, max: 64 }),
      cz: fc.integer({ min: -8, max: 8 }),
      dz: fc.oneof(fc.constant(0), fc.integer({ min: -32, max: 32 })),
      sliver: fc.option(
        fc.record({ y: fc.integer({ min: -8, max: 8 }), z: fc.integer({ min: -16, max: 16 }) }),
        { nil: null, freq: 3 },
      ),
    })
    .map(({ p, at, rows, width, cz, dz, sliver }) => {
      const unit = p.p;
      const zs = Array.from({ length: rows + 1 }, (_, i) =>
        unit(-width + Math.round((2 * width * i) / rows)),
      );
      const at3 = (v: Vec, z: number) => vec([v.x, v.y, z]);
      const walls: Vec[][] = p.walls.flatMap(([a, b]) =>
        zs.slice(1).flatMap((z1, i) => {
          const z0 = zs[i]!;
          return [
            [at3(a!, z0), at3(b!, z0), at3(b!, z1)],
            [at3(a!, z0), at3(b!, z1), at3(a!, z1)],
          ];
        }),
      );
      const [cx, cy] = placed(p, at) as [number, number];
      const c = vec([cx, cy, unit(cz)]);
      if (sliver !== null) {
        // A triangle a raw unit (floats: 2^-20 of an eighth) high, in the plane z = c.z + z, across the path.
        const y = cy + unit(sliver.y);
        const z = unit(cz + sliver.z);
        const span = unit(width);
        const hair = units === 'raw' ? 1 : unit(2 ** -20);
        walls.push([vec([cx - span, y, z]), vec([cx + span, y, z]), vec([cx, y + hair, z])]);
      }
      return {
        dim: 3 as const,
        walls,
        category: null,
        mask: null,
        c,
        r: p.r,
        d: vec([...p.d, unit(dz)]),
        options: null,
      };
    });
}

/** A hand-built level (2D, or its profile extruded for 3D). */
export function handBuiltLevel(units: Units, dim: 2 | 3): fc.Arbitrary<LevelArgs> {
  return dim === 2 ? handBuilt2(units) : handBuilt3(units);
}

/** A radius on a tile map: half a tile (as wide as a gap) or a unit either side, eighths of a tile, a point. */
function tileRadius(units: Units, t: number): fc.Arbitrary<number> {
  const half = units === 'raw' ? Math.floor(t / 2) : t / 2;
  return fc.oneof(
    {
      weight: 2,
      arbitrary: fc.constantFrom(half, nudge(units, half, true), nudge(units, half, false)),
    },
    {
      weight: 4,
      arbitrary: fc.integer({ min: 1, max: 12 }).map((k) => Math.max(part(units, t, k), 0)),
    },
    { weight: 1, arbitrary: fc.constant(0) },
  );
}

/**
 * A body's motion on a tile map, in eighths of a tile: landing (down, a little sideways),
 * jumping up (through one-way tops), sliding along a floor (pressed down a little, or
 * not), or any displacement along a few tiles.
 */
function tileMotion(units: Units, t: number, columns: number): fc.Arbitrary<Vec> {
  const eighths = (min: number, max: number) =>
    fc.integer({ min, max }).map((j) => part(units, t, j));
  const reach = 8 * Math.min(columns + 2, 24);
  return fc.oneof(
    fc.record({ x: eighths(-8, 8), y: eighths(-24, -1) }),
    fc.record({ x: eighths(-8, 8), y: eighths(1, 24) }),
    fc.record({ x: eighths(-reach, reach), y: fc.oneof(fc.constant(0), eighths(-2, -1)) }),
    displacement(units, t, columns),
  );
}

/** A circle of radius `r` on a drawn map: its centre and displacement. */
type Placement = (m: DrawnMap, r: number) => fc.Arbitrary<{ c: Vec; d: Vec }>;

/** Its edge on a grid line near the shape's tile, or its centre on an eighth; any motion of {@link tileMotion}. */
const anywhere =
  (units: Units): Placement =>
  ({ shape, tileSize: t, lineX, lineY }, r) =>
    fc.record({
      c: fc.record({
        x: near(units, lineX, shape.column, t, r),
        y: near(units, lineY, shape.row, t, r),
      }),
      d: tileMotion(units, t, shape.columns),
    });

/** Resting on the floor under the shape's row, rolling along it a few tiles, pressed down a little or not. */
const rolling =
  (units: Units): Placement =>
  ({ shape, tileSize: t, lineX, lineY }, r) => {
    const reach = 8 * Math.min(shape.columns, 24);
    return fc.record({
      c: fc.record({
        x: near(units, lineX, shape.column, t, r),
        y: fc.constant(lineY(shape.row) + r),
      }),
      d: fc.record({
        x: fc.integer({ min: -reach, max: reach }).map((j) => part(units, t, j)),
        y: fc.oneof(
          fc.constant(0),
          fc.integer({ min: -2, max: -1 }).map((j) => part(units, t, j)),
        ),
      }),
    });
  };

/** A circle placed on a map of one of `shapes`; the walls are the map's as the oracle reads them. */
function circleOnMap(
  units: Units,
  shapes: fc.Arbitrary<Shape>,
  place: Placement,
): fc.Arbitrary<LevelArgs> {
  return tileMap(units, shapes).chain((m) => {
    const exact = tileMapExact(m.map, units === 'raw' ? 'raw' : 'double');
    const walls = exact.walls.map((w) => w.map((p) => vec(p.map((x) => variantNumber(units, x)))));
    return tileRadius(units, m.tileSize).chain((r) =>
      place(m, r).map(({ c, d }) => ({
        dim: 2 as const,
        map: m.map,
        walls,
        category: null,
        mask: null,
        c,
        r,
        d,
        options: null,
      })),
    );
  });
}

/**
 * A circle on a tile map (`tile-maps.ts`): its edge on a grid line (resting on a floor or
 * a one-way top, against a wall, under a platform or a ceiling) or its centre over a
 * seam, landing, jumping up through one-way tops, sliding along floors; or resting on a
 * long floor of tiles and rolling along it.
 */
export function tileMapLevel(units: Units): fc.Arbitrary<LevelArgs> {
  return fc
    .oneof(
      { weight: 3, arbitrary: circleOnMap(units, circleShapes, anywhere(units)) },
      { weight: 1, arbitrary: circleOnMap(units, floorShape, rolling(units)) },
    )
    .filter((a) => fits(units, [...axes(a.d), ...axes(a.c).map((x, i) => x + axes(a.d)[i]!)]));
}

/**
 * The cases of `castCircle` (2D) or `castSphere` (3D): generated and hand-built levels,
 * and in 2D tile maps when the variant has them (`maps`).
 */
export function levelArgs(units: Units, dim: 2 | 3, maps: boolean): fc.Arbitrary<LevelArgs> {
  return fc.oneof(
    { weight: 5, arbitrary: generatedLevel(units, dim) },
    { weight: 1, arbitrary: handBuiltLevel(units, dim) },
    ...(dim === 2 && maps ? [{ weight: 2, arbitrary: tileMapLevel(units) }] : []),
  );
}

/** The cases of `castRay`: 2D and 3D levels (the radius is not used). */
export function rayLevelArgs(units: Units, maps: boolean): fc.Arbitrary<LevelArgs> {
  return fc
    .oneof(levelArgs(units, 2, maps), levelArgs(units, 3, maps))
    .map((a) => ({ ...a, r: 0 }));
}
