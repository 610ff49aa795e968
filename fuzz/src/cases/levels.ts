/**
 * Levels for the casts, in the variant's units: the walls of 1–64 generated wall cases
 * (`walls.ts`: exact grazes and impacts on every feature, degenerate walls, hair cases
 * for floats) around one case's motion, with that case's own wall among them, copies of
 * it (coincident walls: exact ties), walls sharing its edge or corner, a wall through
 * the body's centre (a body starting inside) and points; optional per-wall and per-cast
 * filter bits. Plus two hand-built levels: a corridor of width exactly `2r` and a floor
 * of coplanar triangles with the ball dropped on a shared edge or corner.
 */
import fc from 'fast-check';
import type { Units } from '../oracle/exact.ts';
import type { LevelArgs, Vec, WallArgs } from '../types.ts';
import { fits, place, vec } from './units.ts';
import { wallArgs } from './walls.ts';

const bits = fc.integer({ min: 1, max: 7 });
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
  const perWall = fc.option(fc.array(bits, { minLength: n, maxLength: n }), { nil: null });
  return fc.record({
    category: perWall,
    mask: perWall,
    options: fc.option(fc.record({ category: bits, mask: bits }, { requiredKeys: [] }), {
      nil: null,
      freq: 2,
    }),
  });
}

/** A generated level around one wall case's motion. */
function generated(units: Units, dim: 2 | 3): fc.Arbitrary<LevelArgs> {
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

/** A corridor of width exactly `2r` along x, the body on its centre line (touching both walls). */
function corridor(units: Units): fc.Arbitrary<LevelArgs> {
  return fc
    .record({
      e: fc.constantFrom(-16, -8, 0),
      r: fc.integer({ min: 1, max: 4 }),
      length: fc.integer({ min: 4, max: 20 }),
      dx: fc.integer({ min: -30, max: 30 }),
      dy: fc.integer({ min: -2, max: 2 }),
      flip: fc.boolean(),
    })
    .map(({ e, r, length, dx, dy, flip }) => {
      const raw = units === 'raw' ? 65536 : 1;
      const p = (k: number) => place(units, k * raw, units === 'raw' ? 0 : e);
      const top = [vec([p(-length), p(r)]), vec([p(length), p(r)])];
      const bottom = [vec([p(-length), p(-r)]), vec([p(length), p(-r)])];
      return {
        dim: 2 as const,
        walls: flip ? [bottom, top] : [top, bottom],
        category: null,
        mask: null,
        c: vec([0, 0]),
        r: p(r),
        d: vec([p(dx), p(dy)]),
        options: null,
      };
    });
}

/** A floor of coplanar triangles (two per square of side 4), the ball dropped above a grid point or edge. */
function floor(units: Units): fc.Arbitrary<LevelArgs> {
  return fc
    .record({
      e: fc.constantFrom(-16, -8, 0),
      n: fc.integer({ min: 1, max: 3 }),
      x: fc.integer({ min: -2, max: 14 }),
      y: fc.integer({ min: -2, max: 14 }),
      r: fc.integer({ min: 0, max: 3 }),
      h: fc.integer({ min: 0, max: 8 }),
      drop: fc.integer({ min: 1, max: 12 }),
      slide: fc.tuple(fc.integer({ min: -4, max: 4 }), fc.integer({ min: -4, max: 4 })),
    })
    .map(({ e, n, x, y, r, h, drop, slide }) => {
      const raw = units === 'raw' ? 65536 : 1;
      const p = (k: number) => place(units, k * raw, units === 'raw' ? 0 : e);
      const q = (k: number) => place(units, (k * raw) / 2, units === 'raw' ? 0 : e);
      const walls: Vec[][] = [];
      for (let i = 0; i < n; i++) {
        for (let j = 0; j < n; j++) {
          const c = (a: number, b: number) => vec([p(4 * a), p(4 * b), 0]);
          walls.push([c(i, j), c(i + 1, j), c(i + 1, j + 1)]);
          walls.push([c(i, j), c(i + 1, j + 1), c(i, j + 1)]);
        }
      }
      return {
        dim: 3 as const,
        walls,
        category: null,
        mask: null,
        c: vec([q(x), q(y), p(r + h)]),
        r: p(r),
        d: vec([p(slide[0]), p(slide[1]), p(-drop)]),
        options: null,
      };
    });
}

/** The cases of `castCircle` (2D) or `castSphere` (3D). */
export function levelArgs(units: Units, dim: 2 | 3): fc.Arbitrary<LevelArgs> {
  const handBuilt = dim === 2 ? corridor(units) : floor(units);
  return fc.oneof(
    { weight: 5, arbitrary: generated(units, dim) },
    { weight: 1, arbitrary: handBuilt },
  );
}

/** The cases of `castRay`: 2D and 3D levels (the radius is not used). */
export function rayLevelArgs(units: Units): fc.Arbitrary<LevelArgs> {
  return fc.oneof(levelArgs(units, 2), levelArgs(units, 3)).map((a) => ({ ...a, r: 0 }));
}
