/**
 * The variant switch: each entry answers the playground's questions in its
 * own arithmetic, on the same world coordinates (multiples of 1/8, so the
 * doubles and the Q16.16 raw values are the same numbers).
 */
import {
  type CastOptions,
  castCircle,
  castRay,
  circlePolylineTimeOfImpact,
  circleSegmentOverlap,
  circlesOverlap,
  circlesTimeOfImpact,
  createLevel2,
  createTileMap2,
  type Level2,
  type LevelContact2,
  type LevelOptions2,
  type MoveOptions2,
  type MoveResult2,
  moveBox,
  moveCircle,
  raySegment,
  separateCircleSegment,
  separateCircles,
  type TileMap2,
  type TileMapOptions,
  type Vec2,
  type WallContact,
} from '@swept/core';
import * as fixed from '@swept/fixed';
import {
  absolute,
  exact,
  type Policy,
  type PolicyQueries,
  relative,
  rounded,
  slop,
  createLevel2 as toleranceLevel2,
  createTileMap2 as toleranceTileMap2,
  ulps,
  withPolicy,
} from '@swept/tolerance';

/** A variant answers the playground's questions in the contract's shapes (those of tolerance's policy queries). */
export interface Variant
  extends Pick<
    PolicyQueries,
    | 'circlesTimeOfImpact'
    | 'raySegment'
    | 'separateCircles'
    | 'circlesOverlap'
    | 'circlePolylineTimeOfImpact'
    | 'separateCircleSegment'
    | 'circleSegmentOverlap'
    | 'castCircle'
    | 'moveCircle'
    | 'moveBox'
  > {
  /** Indexes a level of segments in world units, as this variant's casts take it. */
  createLevel2(options: LevelOptions2): Level2;
  /** The hitscan: `castCircle` at `r = 0` (the 2D form of the contract's `castRay`). */
  castRay(level: Level2, p: Vec2, d: Vec2, options?: CastOptions): LevelContact2 | null;
  /** Makes a tile map in world units (`tileSize`, `origin`), as this variant's movers take it. */
  createTileMap2(options: TileMapOptions): TileMap2;
  id: string;
  label: string;
  /** One line on the arithmetic, shown under the switch. */
  note: string;
}

const core: Variant = {
  id: 'core',
  label: '@swept/core',
  note: 'IEEE-754 doubles; exact up to a documented rounding band around the contact.',
  circlesTimeOfImpact,
  raySegment,
  separateCircles,
  circlesOverlap,
  circlePolylineTimeOfImpact,
  separateCircleSegment,
  circleSegmentOverlap,
  createLevel2,
  castCircle,
  castRay,
  moveCircle,
  createTileMap2,
  moveBox,
};

const raw = (v: Vec2): Vec2 => ({ x: fixed.toFixed(v.x), y: fixed.toFixed(v.y) });
const real = (v: Vec2): Vec2 => ({ x: fixed.fromFixed(v.x), y: fixed.fromFixed(v.y) });

/** A raw wall contact (of a polyline, of a level) in world units; `status`, `segment`, `wall` kept. */
function realWall<H extends WallContact<Vec2> & { u: number }>(h: H): H {
  return {
    ...h,
    t: fixed.fromFixed(h.t),
    u: fixed.fromFixed(h.u),
    point: real(h.point),
    normal: real(h.normal),
    c: real(h.c),
  };
}

/** A mover's options in raw Q16.16: `up`, `restitution` and `floorCos` given in world units. */
function rawMoveOptions(options: MoveOptions2): MoveOptions2 {
  const { up, restitution, floorCos } = options;
  return {
    ...options,
    ...(up !== undefined && { up: raw(up) }),
    ...(restitution !== undefined && { restitution: fixed.toFixed(restitution) }),
    ...(floorCos !== undefined && { floorCos: fixed.toFixed(floorCos) }),
  };
}

/** A raw move's answer (a circle's or a box's) in world units; the flags and walls kept. */
function realMove(m: MoveResult2): MoveResult2 {
  return {
    ...m,
    c: real(m.c),
    legs: m.legs.map(real),
    contacts: m.contacts.map((k) => ({
      ...k,
      t: fixed.fromFixed(k.t),
      point: real(k.point),
      normal: real(k.normal),
    })),
    remaining: real(m.remaining),
    clipped: real(m.clipped),
  };
}

/** The Q16.16 variant behind a thin unit conversion (exact: the page's numbers are multiples of 1/8). */
const q16: Variant = {
  id: 'fixed',
  label: '@swept/fixed (Q16.16)',
  note: 'Q16.16 integers: every decision exact, t and u floored to 1/65536, bit-identical everywhere.',
  circlesTimeOfImpact(a0, a1, ra, b0, b1, rb) {
    const h = fixed.circlesTimeOfImpact(
      raw(a0),
      raw(a1),
      fixed.toFixed(ra),
      raw(b0),
      raw(b1),
      fixed.toFixed(rb),
    );
    if (h === null) return null;
    return {
      t: fixed.fromFixed(h.t),
      status: h.status,
      point: real(h.point),
      normal: real(h.normal),
      a: real(h.a),
      b: real(h.b),
    };
  },
  raySegment(p0, p1, s0, s1) {
    const h = fixed.raySegment(raw(p0), raw(p1), raw(s0), raw(s1));
    if (h === null) return null;
    return {
      t: fixed.fromFixed(h.t),
      u: fixed.fromFixed(h.u),
      point: real(h.point),
      normal: real(h.normal),
    };
  },
  separateCircles(a, ra, ma, b, rb, mb) {
    const s = fixed.separateCircles(raw(a), fixed.toFixed(ra), ma, raw(b), fixed.toFixed(rb), mb);
    return { a: real(s.a), b: real(s.b) };
  },
  circlesOverlap(a, ra, b, rb) {
    return fixed.circlesOverlap(raw(a), fixed.toFixed(ra), raw(b), fixed.toFixed(rb));
  },
  circlePolylineTimeOfImpact(c0, c1, r, points, closed) {
    const h = fixed.circlePolylineTimeOfImpact(
      raw(c0),
      raw(c1),
      fixed.toFixed(r),
      points.map(raw),
      closed,
    );
    return h === null ? null : realWall(h);
  },
  separateCircleSegment(c, r, s0, s1) {
    return real(fixed.separateCircleSegment(raw(c), fixed.toFixed(r), raw(s0), raw(s1)));
  },
  circleSegmentOverlap(c, r, s0, s1) {
    return fixed.circleSegmentOverlap(raw(c), fixed.toFixed(r), raw(s0), raw(s1));
  },
  // The level holds raw walls: built once by the caller, cast against with raw c, r, d.
  createLevel2(options) {
    return fixed.createLevel2({ ...options, segments: options.segments.map(fixed.toFixed) });
  },
  castCircle(level, c, r, d, options) {
    const h = fixed.castCircle(level, raw(c), fixed.toFixed(r), raw(d), options);
    return h === null ? null : realWall(h);
  },
  castRay(level, p, d, options) {
    const h = fixed.castRay(level, raw(p), raw(d), options);
    return h === null ? null : realWall(h);
  },
  moveCircle(level, c, r, d, options) {
    const o = options === undefined ? undefined : rawMoveOptions(options);
    return realMove(fixed.moveCircle(level, raw(c), fixed.toFixed(r), raw(d), o));
  },
  // The map holds raw grid lines: its tile size and origin converted once.
  createTileMap2(options) {
    return fixed.createTileMap2({
      ...options,
      tileSize: fixed.toFixed(options.tileSize),
      origin: raw(options.origin),
    });
  },
  moveBox(level, b, hb, d, options) {
    const o = options === undefined ? undefined : rawMoveOptions(options);
    return realMove(fixed.moveBox(level, raw(b), raw(hb), raw(d), o));
  },
};

/** A tolerance policy's queries under the switch (the queries already have the core's signatures). */
function tolerance(policy: Policy, note: string): Variant {
  const q = withPolicy(policy);
  return {
    id: `tolerance:${policy.name}`,
    label: `tolerance ${policy.name}`,
    note,
    circlesTimeOfImpact: q.circlesTimeOfImpact,
    raySegment: q.raySegment,
    separateCircles: q.separateCircles,
    circlesOverlap: q.circlesOverlap,
    circlePolylineTimeOfImpact: q.circlePolylineTimeOfImpact,
    separateCircleSegment: q.separateCircleSegment,
    circleSegmentOverlap: q.circleSegmentOverlap,
    // A tolerance level is a core level; the policy lies in the cast.
    createLevel2: toleranceLevel2,
    castCircle: q.castCircle,
    castRay: q.castRay,
    moveCircle: q.moveCircle,
    // A tolerance tile map is a core tile map, as its levels are.
    createTileMap2: toleranceTileMap2,
    moveBox: q.moveBox,
  };
}

export const VARIANTS: readonly Variant[] = [
  core,
  q16,
  tolerance(
    exact,
    'exact arithmetic on the given doubles; t rounded down, never after the contact.',
  ),
  tolerance(absolute(0.01), 'contact band of ±0.01 units around ra + rb.'),
  tolerance(relative(1e-6), 'contact band of ±1e-6 · (ra + rb).'),
  tolerance(ulps(4), 'contact band of ±4 ulps of ra + rb: absorbs the float rounding.'),
  tolerance(rounded(6), 'the push-apart article’s fix: the gap rounded to 6 decimals.'),
  tolerance(slop(0.5), 'Box2D-style linear slop: touching within 0.5, pushed apart to r + 0.5.'),
];
