/**
 * The result and input shapes shared by every swept variant (@swept/core,
 * @swept/fixed, @swept/tolerance). In the fixed-point variant every `number`
 * is a raw Q16.16 integer; in the float variants it is a double.
 */

/** A 2D point or vector. Inputs are read, never mutated. */
export interface Vec2 {
  /** The x coordinate. */
  x: number;
  /** The y coordinate (y-down on a screen, y-up in a world: swept does not care). */
  y: number;
}

/** A 3D point or vector. Inputs are read, never mutated. */
export interface Vec3 {
  /** The x coordinate. */
  x: number;
  /** The y coordinate. */
  y: number;
  /** The z coordinate. */
  z: number;
}

/**
 * What kind of contact a time of impact reports, from the signs of
 * `f(0) = R` and the approach rate `Q` at `t = 0`:
 * - `'overlap'`: the bodies overlap at the start (`R < 0`), `t = 0`;
 * - `'separating'`: they touch at the start and are not approaching
 *   (`R = 0`, `Q ≥ 0`: resting, sliding or receding), `t = 0`;
 * - `'impact'`: a first touch while approaching, `t ≥ 0`.
 */
export type ContactStatus = 'impact' | 'overlap' | 'separating';

/** Time of impact of two moving round bodies (2D or 3D). */
export interface TimeOfImpact<V> {
  /** The first time in `[0, 1]` at which the bodies touch. */
  t: number;
  /** Which kind of contact this is; see {@link ContactStatus}. */
  status: ContactStatus;
  /** The contact point: `a + normal · ra`. */
  point: V;
  /** Unit vector from `a` to `b` (`(1, 0)` / `(1, 0, 0)` for coincident centres). */
  normal: V;
  /** Centre of body A at `t`. */
  a: V;
  /** Centre of body B at `t`. */
  b: V;
}

/** Time of impact of two moving circles; see {@link TimeOfImpact}. */
export type TimeOfImpact2 = TimeOfImpact<Vec2>;
/** Time of impact of two moving spheres; see {@link TimeOfImpact}. */
export type TimeOfImpact3 = TimeOfImpact<Vec3>;

/** First contact of a moving point with a segment. */
export interface RaySegmentHit {
  /** Time along the motion `p0 → p1`, in `[0, 1]`. */
  t: number;
  /** Parameter along the segment `s0 → s1`, in `[0, 1]`. */
  u: number;
  /** The contact point. */
  point: Vec2;
  /** Unit normal of the segment facing the point's start side. */
  normal: Vec2;
}

/** New positions after pushing two bodies apart. */
export interface Separation<V> {
  /** Body A's new centre (its input, unchanged, when nothing overlapped). */
  a: V;
  /** Body B's new centre (its input, unchanged, when nothing overlapped). */
  b: V;
}

/** New positions of two circles; see {@link Separation}. */
export type Separation2 = Separation<Vec2>;
/** New positions of two spheres; see {@link Separation}. */
export type Separation3 = Separation<Vec3>;

/**
 * N moving circles in structure-of-arrays form (caller-owned, reused every
 * frame): body `i` moves from `(x0[i], y0[i])` to `(x1[i], y1[i])` with
 * radius `r[i]`. The arrays may be longer than the batch's `count`.
 */
export interface MovingCircles {
  /** Start x of each body. */
  x0: Float64Array;
  /** Start y of each body. */
  y0: Float64Array;
  /** End x of each body. */
  x1: Float64Array;
  /** End y of each body. */
  y1: Float64Array;
  /** Radius of each body (`≥ 0`). */
  r: Float64Array;
}

/** N moving spheres in structure-of-arrays form; see {@link MovingCircles}. */
export interface MovingSpheres {
  /** Start x of each body. */
  x0: Float64Array;
  /** Start y of each body. */
  y0: Float64Array;
  /** Start z of each body. */
  z0: Float64Array;
  /** End x of each body. */
  x1: Float64Array;
  /** End y of each body. */
  y1: Float64Array;
  /** End z of each body. */
  z1: Float64Array;
  /** Radius of each body (`≥ 0`). */
  r: Float64Array;
}

/**
 * N moving boxes in structure-of-arrays form (caller-owned, reused every
 * frame): box `i` moves its centre from `(x0[i], y0[i])` to `(x1[i], y1[i])`
 * with half extents `(hx[i], hy[i])`. The arrays may be longer than the
 * batch's `count`.
 */
export interface MovingBoxes {
  /** Start x of each centre. */
  x0: Float64Array;
  /** Start y of each centre. */
  y0: Float64Array;
  /** End x of each centre. */
  x1: Float64Array;
  /** End y of each centre. */
  y1: Float64Array;
  /** Half width of each box (`≥ 0`). */
  hx: Float64Array;
  /** Half height of each box (`≥ 0`). */
  hy: Float64Array;
}

/** N moving cuboids in structure-of-arrays form; see {@link MovingBoxes}. */
export interface MovingCuboids {
  /** Start x of each centre. */
  x0: Float64Array;
  /** Start y of each centre. */
  y0: Float64Array;
  /** Start z of each centre. */
  z0: Float64Array;
  /** End x of each centre. */
  x1: Float64Array;
  /** End y of each centre. */
  y1: Float64Array;
  /** End z of each centre. */
  z1: Float64Array;
  /** Half extent along x of each cuboid (`≥ 0`). */
  hx: Float64Array;
  /** Half extent along y (`≥ 0`). */
  hy: Float64Array;
  /** Half extent along z (`≥ 0`). */
  hz: Float64Array;
}

/**
 * A scene's static walls in 2D, in structure-of-arrays form: wall `k` is the
 * segment from `(x0[k], y0[k])` to `(x1[k], y1[k])` (a polyline is its
 * segments one after another). The arrays may be longer than the count used.
 */
export interface StaticSegments {
  /** Start x of each segment. */
  x0: Float64Array;
  /** Start y of each segment. */
  y0: Float64Array;
  /** End x of each segment. */
  x1: Float64Array;
  /** End y of each segment. */
  y1: Float64Array;
}

/**
 * A scene's static walls in 3D, in structure-of-arrays form: wall `k` is the
 * triangle with corners `(x0[k], y0[k], z0[k])`, `(x1[k], …)`, `(x2[k], …)`
 * (a mesh is its triangles one after another).
 */
export interface StaticTriangles {
  /** First corner's x of each triangle. */
  x0: Float64Array;
  /** First corner's y. */
  y0: Float64Array;
  /** First corner's z. */
  z0: Float64Array;
  /** Second corner's x. */
  x1: Float64Array;
  /** Second corner's y. */
  y1: Float64Array;
  /** Second corner's z. */
  z1: Float64Array;
  /** Third corner's x. */
  x2: Float64Array;
  /** Third corner's y. */
  y2: Float64Array;
  /** Third corner's z. */
  z2: Float64Array;
}

/**
 * First contact of a moving circle or sphere with a static wall (a segment or
 * triangle); see `circleSegmentTimeOfImpact`, `sphereTriangleTimeOfImpact`.
 */
export interface WallContact<V> {
  /** The first time in `[0, 1]` at which the circle touches the wall. */
  t: number;
  /**
   * `'overlap'` (overlapping the wall at the start), `'separating'` (touching
   * at the start and not approaching) or `'impact'`; see {@link ContactStatus}.
   */
  status: ContactStatus;
  /** The wall's point nearest to `c`. */
  point: V;
  /** Unit vector from `point` to `c`: the direction that pushes the circle out. */
  normal: V;
  /** The circle's centre at `t`. */
  c: V;
}

/** A circle's first contact with a segment `s0 → s1`: {@link WallContact} plus `u`. */
export interface SegmentContact extends WallContact<Vec2> {
  /** The parameter of `point` along `s0 → s1`, in `[0, 1]` (`0` for a segment of length 0). */
  u: number;
}

/** A circle's first contact with a polyline: the segment's contact and which segment. */
export interface PolylineContact extends SegmentContact {
  /** The segment `points[k] → points[k + 1]` (the last, when closed, runs back to `points[0]`). */
  segment: number;
}

/** A sphere's first contact with a triangle. */
export type TriangleContact = WallContact<Vec3>;
