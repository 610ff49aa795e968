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
 * 0; (c) the filter: Box2D's rule on the level's and the cast's bits, in (a) and (b).
 */
import {
  castLevelExact,
  compareAt,
  distanceSquared,
  type LevelExact,
  mul,
  type Rat,
  sub,
  surdBracket,
  surdFloor16,
  vadd,
  vscale,
  vsub,
  type WallCase,
  wallConsidered,
  wallContact,
  wallGMin,
  wallScale,
} from '@swept/oracle';
import { exactNumber } from '../oracle/exact.ts';
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

/** A level as a case carries it: its walls and their filter bits. */
export type LevelWalls = Pick<LevelArgs, 'dim' | 'walls' | 'category' | 'mask'>;

/** The level's flat array: `x0, y0, x1, y1` per segment, nine numbers per triangle. */
export function flatWalls(a: LevelWalls): Float64Array {
  const axes = a.dim === 2 ? (['x', 'y'] as const) : (['x', 'y', 'z'] as const);
  return Float64Array.from(
    a.walls.flatMap((wall) =>
      wall.flatMap((p) => axes.map((k) => (p as { x: number; y: number; z?: number })[k]!)),
    ),
  );
}

/** The level the variant builds from the case. */
export function buildLevel(variant: Variant, a: LevelWalls): unknown {
  const levels = variant.levels!;
  const options = {
    ...(a.dim === 2 ? { segments: flatWalls(a) } : { triangles: flatWalls(a) }),
    ...(a.category === null ? {} : { category: Uint32Array.from(a.category) }),
    ...(a.mask === null ? {} : { mask: Uint32Array.from(a.mask) }),
  };
  return a.dim === 2 ? levels.createLevel2(options) : levels.createLevel3(options);
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
function bruteForce(variant: Variant, a: LevelArgs, r: number, exact: LevelExact): unknown {
  const c1 = endOf(a.c, a.d);
  let best: (Contact & Record<string, unknown>) | null = null;
  a.walls.forEach((wall, k) => {
    if (!wallConsidered(exact, k, a.options ?? {})) return;
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

  // (a) and (c): the variant's own pair queries, walls by index, under the filter.
  const bits: LevelExact = {
    walls: [],
    category: a.category ?? undefined,
    mask: a.mask ?? undefined,
  };
  const brute = bruteForce(variant, a, r, bits);
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
          { walls: cases.map((c) => c.wall), category: bits.category, mask: bits.mask },
          a.dim,
          first.c0,
          first.r,
          vsub(first.c1, first.c0),
          a.options ?? {},
        );
  out.judged = true;
  if ((got === null) !== (exact === null)) {
    const what = `answered ${got === null ? 'miss' : `t = ${got.t} (wall ${got.wall})`}, exact is ${exact === null ? 'miss' : `t* ≈ ${surdBracket(exact.t)[0]} (wall ${exact.wall})`}`;
    // A miss must be within the band of every wall the oracle finds touched; a hit,
    // of the wall it names (which the oracle finds untouched).
    const blamed =
      got === null
        ? cases.filter(
            (c, k) => wallConsidered(bits, k, a.options ?? {}) && wallContact(c) !== null,
          )
        : [cases[got.wall]].filter((c) => c !== undefined);
    judgeBoolean(variant, out, what, () =>
      blamed.length === 0
        ? Number.POSITIVE_INFINITY
        : Math.max(...blamed.map((c) => relative(wallGMin(c), wallScale(c)))),
    );
    return out;
  }
  if (got === null || exact === null) return out;
  const own = Number.isInteger(got.wall) ? cases[got.wall] : undefined;
  if (own === undefined || !wallConsidered(bits, got.wall, a.options ?? {})) {
    out.violations.push(`wall ${fmt(got.wall)} is not an admitted wall of the ${cases.length}`);
    return out;
  }
  const mine = wallContact(own);
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
  const m = relative(gAt(variant, own, got.t), wallScale(own));
  if (m > band) {
    out.violations.push(
      `t = ${got.t} (wall ${got.wall}): exact g(t) = distance² − r² is ${m}·scale, band ${band}`,
    );
  }
  return out;
}
