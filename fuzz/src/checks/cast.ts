/**
 * The casts against a level (`castCircle`, `castSphere`, `castRay`): (a) the cast is,
 * bit for bit, the earliest over every wall the filter admits of the variant's own pair
 * query (`circleSegmentTimeOfImpact` / `sphereTriangleTimeOfImpact` from `c` to `c + d`,
 * the sum taken as the variant takes it), ties to the smallest index; (b) against the
 * oracle's exact earliest contact over the level (`castLevelExact`): `null` iff it finds
 * none (band cases excepted, as the wall checks do), the returned wall's exact `t*`
 * rounded as the variant rounds (fixed: `floor(t*·65536)`; tolerance `exact`: the
 * largest double `≤ t*`) is the earliest's, and its status is that wall's exact status;
 * a banded variant's `t` lies where the returned wall's exact `g` is within its band of
 * 0; (c) the filter: Box2D's rule on the level's and the cast's bits, in (a) and (b);
 * on a tile map (`createTileMap2`, the oracle's `tileMapExact`) the one-way rule on the
 * body's own radius (§10), in (a) and (b).
 */
import {
  type CastFilter,
  castLevelExact,
  compareAt,
  distanceSquared,
  type LevelExact,
  mul,
  oneWayAdmits,
  oneWayLandsExact,
  type Rat,
  type RVec,
  sub,
  surdBracket,
  surdFloor16,
  tileMapExact,
  vadd,
  vscale,
  vsub,
  type WallCase,
  wallConsidered,
  wallContact,
  wallGMin,
  wallScale,
} from '@swept/oracle';
import { exactNumber, exactVec } from '../oracle/exact.ts';
import type { CaseResult, LevelArgs, WallArgs } from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { allFinite, declaredBand, endOf, fmt, identical, relative } from './util.ts';
import { exactCase, judgeBoolean } from './wall-case.ts';

export type CastKind = 'castCircle' | 'castSphere' | 'castRay';

interface Contact {
  t: number;
  status: string;
  wall: number;
  u?: number;
}

/** A level as a case carries it: its walls and their filter bits, or its tile map. */
export type LevelWalls = Pick<LevelArgs, 'dim' | 'map' | 'walls' | 'category' | 'mask'>;

/** The level's flat array: `x0, y0, x1, y1` per segment, nine numbers per triangle. */
export function flatWalls(a: LevelWalls): Float64Array {
  const axes = a.dim === 2 ? (['x', 'y'] as const) : (['x', 'y', 'z'] as const);
  return Float64Array.from(
    a.walls.flatMap((wall) =>
      wall.flatMap((p) => axes.map((k) => (p as { x: number; y: number; z?: number })[k]!)),
    ),
  );
}

/** The level the variant builds from the case: `createTileMap2` of its map, or of its walls. */
export function buildLevel(variant: Variant, a: LevelWalls): unknown {
  const levels = variant.levels!;
  const map = a.map ?? null;
  if (map !== null) return levels.createTileMap2!({ ...map, tiles: Uint8Array.from(map.tiles) });
  const options = {
    ...(a.dim === 2 ? { segments: flatWalls(a) } : { triangles: flatWalls(a) }),
    ...(a.category === null ? {} : { category: Uint32Array.from(a.category) }),
    ...(a.mask === null ? {} : { mask: Uint32Array.from(a.mask) }),
  };
  return a.dim === 2 ? levels.createLevel2(options) : levels.createLevel3(options);
}

/** The case's walls as the oracle reads them, with their filter bits (a map's: its one-way tops marked). */
export function exactLevel(variant: Variant, a: LevelWalls): LevelExact {
  const map = a.map ?? null;
  if (map !== null) return tileMapExact(map, variant.units === 'raw' ? 'raw' : 'double');
  return {
    walls: a.walls.map((w) => w.map((p) => exactVec(variant.units, p))),
    category: a.category ?? undefined,
    mask: a.mask ?? undefined,
  };
}

/**
 * Which walls exist for a body of radius `r` — its own: the one-way rule never reads a
 * band policy's grown radius — leaving `c` by `moved` (exact values): those the filter
 * admits, a one-way top only when the body moves down from on or above its line and
 * lands on it, its lowest point crossing the line within the wall (§10).
 */
export function admitsBody(
  level: LevelExact,
  filter: CastFilter,
  c: RVec,
  r: Rat,
  moved: RVec,
): (k: number) => boolean {
  const bottom = sub(c[1]!, r);
  return (k) =>
    wallConsidered(level, k, filter) &&
    oneWayAdmits(level, k, bottom, moved[1]!) &&
    (level.oneWay?.[k] !== true || oneWayLandsExact(level, k, c[0]!, bottom, moved, false));
}

/** The cast's call, its options only when the case has them. */
export function callCast(variant: Variant, kind: CastKind, level: unknown, a: LevelArgs): unknown {
  const levels = variant.levels!;
  const rest = a.options === null ? [] : [a.options];
  if (kind === 'castRay') return levels.castRay(level, a.c, a.d, ...rest);
  const cast = kind === 'castCircle' ? levels.castCircle : levels.castSphere;
  return cast(level, a.c, a.r, a.d, ...rest);
}

/** (a): the earliest of the variant's own pair queries over the admitted walls, ties to the smallest index. */
function bruteForce(
  variant: Variant,
  a: LevelArgs,
  r: number,
  admitted: (k: number) => boolean,
): unknown {
  const c1 = endOf(a.c, a.d);
  let best: (Contact & Record<string, unknown>) | null = null;
  a.walls.forEach((wall, k) => {
    if (!admitted(k)) return;
    const [w0, w1, w2] = wall;
    const hit = (
      a.dim === 2
        ? variant.api.circleSegmentTimeOfImpact(a.c, c1, r, w0, w1)
        : variant.api.sphereTriangleTimeOfImpact(a.c, c1, r, w0, w1, w2)
    ) as (Contact & Record<string, unknown>) | null;
    if (hit !== null && (best === null || hit.t < best.t)) best = { ...hit, wall: k };
  });
  return best;
}

/** `g(t) = distance(C(t), wall)² − r²` at the variant's `t`. */
function gAt(variant: Variant, c: WallCase, t: number): Rat {
  const tq = exactNumber(variant.units, t);
  const at = vadd(c.c0, vscale(vsub(c.c1, c.c0), tq));
  return sub(distanceSquared(at, c.wall), mul(c.r, c.r));
}

export function checkCast(variant: Variant, a: LevelArgs, kind: CastKind): CaseResult {
  const out: CaseResult = { violations: [] };
  const r = kind === 'castRay' ? 0 : a.r;
  const level = buildLevel(variant, a);
  const got = callCast(variant, kind, level, a) as Contact | null;
  if (got !== null && (typeof got !== 'object' || typeof got.t !== 'number')) {
    return { violations: [`returned ${fmt(got)}, not a contact or null`] };
  }
  if (got !== null && !allFinite(got)) out.violations.push(`non-finite number in ${fmt(got)}`);

  // (a) and (c): the variant's own pair queries, walls by index, under the filter and the
  // one-way rule (on the body's own radius, from c to c + d as the variant adds).
  const exactWalls = exactLevel(variant, a);
  const filter = a.options ?? {};
  const own = exactNumber(variant.units, r);
  const c0 = exactVec(variant.units, a.c);
  const moved = vsub(exactVec(variant.units, endOf(a.c, a.d)), c0);
  const admitted = admitsBody(exactWalls, filter, c0, own, moved);
  const brute = bruteForce(variant, a, r, admitted);
  if (!identical(got, brute)) {
    out.violations.push(
      `${kind} returned ${fmt(got)}; the earliest of its own pair queries over the admitted walls is ${fmt(brute)}`,
    );
  }

  // (b): the oracle, at the radius the variant's answer is exact for.
  const c1 = endOf(a.c, a.d);
  const cases: WallCase[] = a.walls.map((wall) =>
    exactCase(variant, { c0: a.c, c1, r, wall, closed: false } as WallArgs, wall, 'touch'),
  );
  const first = cases[0];
  const exact =
    first === undefined
      ? null
      : castLevelExact(
          { ...exactWalls, walls: cases.map((c) => c.wall) },
          a.dim,
          first.c0,
          first.r,
          vsub(first.c1, first.c0),
          { ...filter, oneWayRadius: own },
        );
  out.judged = true;
  if ((got === null) !== (exact === null)) {
    const what = `answered ${got === null ? 'miss' : `t = ${got.t} (wall ${got.wall})`}, exact is ${exact === null ? 'miss' : `t* ≈ ${surdBracket(exact.t)[0]} (wall ${exact.wall})`}`;
    // A miss must be within the band of every wall the oracle finds touched; a hit,
    // of the wall it names (which the oracle finds untouched).
    const blamed =
      got === null
        ? cases.filter((c, k) => admitted(k) && wallContact(c) !== null)
        : [cases[got.wall]].filter((c) => c !== undefined);
    judgeBoolean(variant, out, what, () =>
      blamed.length === 0
        ? Number.POSITIVE_INFINITY
        : Math.max(...blamed.map((c) => relative(wallGMin(c), wallScale(c)))),
    );
    return out;
  }
  if (got === null || exact === null) return out;
  const hit = Number.isInteger(got.wall) ? cases[got.wall] : undefined;
  if (hit === undefined || !admitted(got.wall)) {
    out.violations.push(`wall ${fmt(got.wall)} is not an admitted wall of the ${cases.length}`);
    return out;
  }
  const mine = wallContact(hit);
  const s = variant.semantics;
  if (s.kind === 'fixed' || s.kind === 'exact') {
    const round = (x: typeof exact.t) => (s.kind === 'fixed' ? surdFloor16(x) : surdBracket(x)[0]);
    const rule = s.kind === 'fixed' ? 'floor(t*·65536)' : 'the largest double ≤ t*';
    const expected = round(exact.t);
    if (got.t !== expected) {
      out.violations.push(
        `t = ${got.t} (wall ${got.wall}), ${rule} of the earliest (wall ${exact.wall}) is ${expected}`,
      );
    }
    if (mine === null || round(mine.t) !== got.t) {
      out.violations.push(
        `wall ${got.wall}'s own exact t* rounds to ${mine === null ? 'a miss' : round(mine.t)}, not ${got.t}`,
      );
    } else if (got.status !== mine.status) {
      out.violations.push(
        `status ${got.status}, wall ${got.wall}'s exact status is ${mine.status}`,
      );
    }
    if (got.wall > exact.wall) {
      // A later index is allowed only where rounding made the two walls' times equal.
      const earliest = wallContact(cases[exact.wall]!);
      if (earliest !== null && round(earliest.t) === got.t) {
        out.violations.push(
          `wall ${got.wall}, but wall ${exact.wall} touches at the same rounded t with a smaller index`,
        );
      }
    }
    return out;
  }
  // Banded: a t that is not the returned wall's t* must lie where its exact g is within the band of 0.
  const band = declaredBand(variant, 'wall')!;
  if (mine !== null && compareAt(exactNumber(variant.units, got.t), mine.t) === 0) return out;
  const m = relative(gAt(variant, hit, got.t), wallScale(hit));
  if (m > band) {
    out.violations.push(
      `t = ${got.t} (wall ${got.wall}): exact g(t) = distance² − r² is ${m}·scale, band ${band}`,
    );
  }
  return out;
}
