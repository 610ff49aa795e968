/**
 * One table per pair of shapes (and per kind of wall: `segments`,
 * `triangles`; per ball against a box: `circleBoxes`, `sphereCuboids`), of the core operations a policy is built from: the core's queries, their named argument checks, and the contact
 * geometry at a given `t`. The band policies' rules (`<operation>/band-policy.ts`)
 * are written once over this table and bound to a pair in `with-policy.ts`,
 * so every policy's query takes the caller's arguments exactly as the
 * contract's query does.
 */
import {
  boxesOverlap,
  boxesTimeOfImpact,
  type ContactStatus,
  circleBoxOverlap,
  circleBoxTimeOfImpact,
  circleSegmentOverlap,
  circleSegmentTimeOfImpact,
  circlesOverlap,
  circlesTimeOfImpact,
  cuboidsOverlap,
  cuboidsTimeOfImpact,
  type SegmentContact,
  type Separation,
  separateBoxes,
  separateCircleBox,
  separateCircleSegment,
  separateCircles,
  separateCuboids,
  separateSphereCuboid,
  separateSpheres,
  separateSphereTriangle,
  sphereCuboidOverlap,
  sphereCuboidTimeOfImpact,
  spheresOverlap,
  spheresTimeOfImpact,
  sphereTriangleOverlap,
  sphereTriangleTimeOfImpact,
  sweptBoxes,
  sweptCircleBox,
  sweptCircleSegment,
  sweptCircles,
  sweptCuboids,
  sweptSphereCuboid,
  sweptSpheres,
  sweptSphereTriangle,
  type TimeOfImpact,
  type TriangleContact,
  type Vec2,
  type Vec3,
  type WallContact,
} from '@swept/core';
import {
  checkBoxes2,
  checkBoxes3,
  checkBoxesOverlap2,
  checkBoxesOverlap3,
  checkCircleAtBox2,
  checkCircleAtSegment,
  checkCircleBox2,
  checkCircleSegment,
  checkOverlap2,
  checkOverlap3,
  checkSeparate2,
  checkSeparate3,
  checkSeparateBoxes2,
  checkSeparateBoxes3,
  checkSeparateCircleBox2,
  checkSeparateSphereCuboid,
  checkSphereAtCuboid,
  checkSphereAtTriangle,
  checkSphereCuboid,
  checkSphereTriangle,
  checkSwept2,
  checkSwept3,
  circleBoxContactAt,
  contactAt2,
  contactAt3,
  segmentContactAt,
  setBoxContact2,
  setBoxContact3,
  setPoint2,
  setPoint3,
  sphereCuboidContactAt,
  triangleContactAt,
} from '@swept/core/internal';

/** The arguments of a swept query or time of impact. */
export type SweptArguments<V> = [a0: V, a1: V, ra: number, b0: V, b1: V, rb: number];
/** The arguments of an overlap test. */
export type OverlapArguments<V> = [a: V, ra: number, b: V, rb: number];
/** The arguments of a separation. */
export type SeparateArguments<V> = [a: V, ra: number, ma: number, b: V, rb: number, mb: number];

/** The core's operations on one pair of shapes (`V` is its vector type). */
export interface CorePair<V> {
  swept(...args: SweptArguments<V>): boolean;
  timeOfImpact(...args: SweptArguments<V>): TimeOfImpact<V> | null;
  overlap(...args: OverlapArguments<V>): boolean;
  separate(...args: SeparateArguments<V>): Separation<V>;
  /** The core's named argument checks: throw the `RangeError` its query would. */
  checkSwept(...args: SweptArguments<V>): void;
  checkOverlap(...args: OverlapArguments<V>): void;
  checkSeparate(...args: SeparateArguments<V>): void;
  /** `(Q, P)`: `Q = C0·D` (negative: approaching at t = 0) and `P = D·D`. */
  approach(a0: V, a1: V, b0: V, b1: V): [number, number];
  /** A fresh result at `t`, with the core's geometry. */
  contactAt(
    t: number,
    status: ContactStatus,
    a0: V,
    a1: V,
    ra: number,
    b0: V,
    b1: V,
  ): TimeOfImpact<V>;
  /** Sets `hit.point = hit.a + hit.normal·ra`, flushed like the core's. */
  placePoint(hit: TimeOfImpact<V>, ra: number): void;
  /** A copy of a position. */
  copy(v: V): V;
}

/** Circles. */
export const circles: CorePair<Vec2> = {
  swept: sweptCircles,
  timeOfImpact: circlesTimeOfImpact,
  overlap: circlesOverlap,
  separate: separateCircles,
  checkSwept: checkSwept2,
  checkOverlap: checkOverlap2,
  checkSeparate: checkSeparate2,
  approach(a0, a1, b0, b1) {
    const c0x = b0.x - a0.x;
    const c0y = b0.y - a0.y;
    const dx = b1.x - a1.x - c0x;
    const dy = b1.y - a1.y - c0y;
    return [c0x * dx + c0y * dy, dx * dx + dy * dy];
  },
  contactAt: contactAt2,
  placePoint: setPoint2,
  copy: (v) => ({ x: v.x, y: v.y }),
};

/** Spheres. */
export const spheres: CorePair<Vec3> = {
  swept: sweptSpheres,
  timeOfImpact: spheresTimeOfImpact,
  overlap: spheresOverlap,
  separate: separateSpheres,
  checkSwept: checkSwept3,
  checkOverlap: checkOverlap3,
  checkSeparate: checkSeparate3,
  approach(a0, a1, b0, b1) {
    const c0x = b0.x - a0.x;
    const c0y = b0.y - a0.y;
    const c0z = b0.z - a0.z;
    const dx = b1.x - a1.x - c0x;
    const dy = b1.y - a1.y - c0y;
    const dz = b1.z - a1.z - c0z;
    return [c0x * dx + c0y * dy + c0z * dz, dx * dx + dy * dy + dz * dz];
  },
  contactAt: contactAt3,
  placePoint: setPoint3,
  copy: (v) => ({ x: v.x, y: v.y, z: v.z }),
};

/**
 * The arguments of a wall's moving query: the ball `c0 → c1` of radius `r`,
 * then the wall's corners (a segment has two; `w2` is then absent).
 */
export type WallSweptArguments<V> = [c0: V, c1: V, r: number, w0: V, w1: V, w2?: V];
/** The arguments of a wall's still query: the ball at `c`, then the wall's corners. */
export type WallStillArguments<V> = [c: V, r: number, w0: V, w1: V, w2?: V];

/** The core's operations on one kind of wall (`V` its vector type, `C` its contact). */
export interface CoreWall<V, C extends WallContact<V>> {
  swept(...args: WallSweptArguments<V>): boolean;
  timeOfImpact(...args: WallSweptArguments<V>): C | null;
  overlap(...args: WallStillArguments<V>): boolean;
  separate(...args: WallStillArguments<V>): V;
  /** The core's named argument checks: throw the `RangeError` its query would. */
  checkSwept(...args: WallSweptArguments<V>): void;
  checkStill(...args: WallStillArguments<V>): void;
  /** `(c − point)·(c1 − c0)` of a contact: negative when the ball approaches the wall there. */
  approach(hit: C, c0: V, c1: V): number;
  /** Refills `hit` (its `t`, `c`, `point`, `normal`, and `u` for a segment; not `status`) at `t`, with the core's geometry. */
  contactAt(hit: C, t: number, ...args: WallSweptArguments<V>): void;
  /** A copy of a position. */
  copy(v: V): V;
}

/** A circle against a segment. */
export const segments: CoreWall<Vec2, SegmentContact> = {
  swept: sweptCircleSegment,
  timeOfImpact: circleSegmentTimeOfImpact,
  overlap: circleSegmentOverlap,
  separate: separateCircleSegment,
  checkSwept: checkCircleSegment,
  checkStill: checkCircleAtSegment,
  approach: (hit, c0, c1) =>
    (hit.c.x - hit.point.x) * (c1.x - c0.x) + (hit.c.y - hit.point.y) * (c1.y - c0.y),
  contactAt: (hit, t, c0, c1, _r, s0, s1) =>
    segmentContactAt(hit, t, c0.x, c0.y, c1.x, c1.y, s0.x, s0.y, s1.x, s1.y),
  copy: (v) => ({ x: v.x, y: v.y }),
};

/** A sphere against a triangle. */
export const triangles: CoreWall<Vec3, TriangleContact> = {
  swept: sweptSphereTriangle,
  timeOfImpact: sphereTriangleTimeOfImpact,
  overlap: sphereTriangleOverlap,
  separate: separateSphereTriangle,
  checkSwept: checkSphereTriangle,
  checkStill: checkSphereAtTriangle,
  approach: (hit, c0, c1) =>
    (hit.c.x - hit.point.x) * (c1.x - c0.x) +
    (hit.c.y - hit.point.y) * (c1.y - c0.y) +
    (hit.c.z - hit.point.z) * (c1.z - c0.z),
  contactAt: (hit, t, c0, c1, r, p0, p1, p2) => {
    // The core's refill also writes its own status: keep the caller's.
    const status = hit.status;
    triangleContactAt(hit, t, c0, c1, r, p0, p1, p2 as Vec3);
    hit.status = status;
  },
  copy: (v) => ({ x: v.x, y: v.y, z: v.z }),
};

/** The arguments of a ball against a box, both moving: `c0 → c1` of radius `r`, `b0 → b1` of half extents `hb`. */
export type BallBoxSweptArguments<V> = [c0: V, c1: V, r: number, b0: V, b1: V, hb: V];
/** The arguments of a standing ball and box. */
export type BallBoxStillArguments<V> = [c: V, r: number, b: V, hb: V];
/** The arguments of a ball and a box pushed apart. */
export type BallBoxSeparateArguments<V> = [c: V, r: number, mc: number, b: V, hb: V, mb: number];

/** The core's operations on a ball against an axis-aligned box (`docs/contract.md` §9.2). */
export interface CoreBallBox<V> {
  swept(...args: BallBoxSweptArguments<V>): boolean;
  timeOfImpact(...args: BallBoxSweptArguments<V>): TimeOfImpact<V> | null;
  overlap(...args: BallBoxStillArguments<V>): boolean;
  separate(...args: BallBoxSeparateArguments<V>): Separation<V>;
  /** The core's named argument checks: throw the `RangeError` its query would. */
  checkSwept(...args: BallBoxSweptArguments<V>): void;
  checkStill(...args: BallBoxStillArguments<V>): void;
  checkSeparate(...args: BallBoxSeparateArguments<V>): void;
  /** A fresh result at `t`, with the core's geometry (`status` as given). */
  contactAt(t: number, status: ContactStatus, c0: V, c1: V, b0: V, b1: V, hb: V): TimeOfImpact<V>;
  /** `(a − point)·D` of a result (`D` the relative motion): negative when the ball approaches the box. */
  approach(hit: TimeOfImpact<V>, c0: V, c1: V, b0: V, b1: V): number;
  /** A copy of a position. */
  copy(v: V): V;
}

/** The arguments of a box swept query or time of impact: half extents where the circles take radii. */
export type BoxSweptArguments<V> = [a0: V, a1: V, ha: V, b0: V, b1: V, hb: V];
/** The arguments of a box overlap test. */
export type BoxOverlapArguments<V> = [a: V, ha: V, b: V, hb: V];
/** The arguments of a box separation. */
export type BoxSeparateArguments<V> = [a: V, ha: V, ma: number, b: V, hb: V, mb: number];

/** The core's operations on two boxes (`Vec2`) or two cuboids (`Vec3`). */
export interface CoreBoxPair<V> {
  /** The axes of `V`: `['x', 'y']` or `['x', 'y', 'z']`. */
  axes: readonly ('x' | 'y' | 'z')[];
  swept(...args: BoxSweptArguments<V>): boolean;
  timeOfImpact(...args: BoxSweptArguments<V>): TimeOfImpact<V> | null;
  overlap(...args: BoxOverlapArguments<V>): boolean;
  separate(...args: BoxSeparateArguments<V>): Separation<V>;
  /** The core's named argument checks: throw the `RangeError` its query would. */
  checkSwept(...args: BoxSweptArguments<V>): void;
  checkOverlap(...args: BoxOverlapArguments<V>): void;
  checkSeparate(...args: BoxSeparateArguments<V>): void;
  /** Refills `hit`'s geometry at its `t` with the given status and normal (`axis`, `sign`), the core's rules. */
  contactAt(
    hit: TimeOfImpact<V>,
    status: ContactStatus,
    axis: number,
    sign: number,
    ...args: BoxSweptArguments<V>
  ): void;
  /** A copy of a position. */
  copy(v: V): V;
}

/** A circle against a box. */
export const circleBoxes: CoreBallBox<Vec2> = {
  swept: sweptCircleBox,
  timeOfImpact: circleBoxTimeOfImpact,
  overlap: circleBoxOverlap,
  separate: separateCircleBox,
  checkSwept: checkCircleBox2,
  checkStill: checkCircleAtBox2,
  checkSeparate: checkSeparateCircleBox2,
  contactAt: circleBoxContactAt,
  approach: (hit, c0, c1, b0, b1) =>
    (hit.a.x - hit.point.x) * (c1.x - b1.x - (c0.x - b0.x)) +
    (hit.a.y - hit.point.y) * (c1.y - b1.y - (c0.y - b0.y)),
  copy: (v) => ({ x: v.x, y: v.y }),
};

/** A sphere against a cuboid. */
export const sphereCuboids: CoreBallBox<Vec3> = {
  swept: sweptSphereCuboid,
  timeOfImpact: sphereCuboidTimeOfImpact,
  overlap: sphereCuboidOverlap,
  separate: separateSphereCuboid,
  checkSwept: checkSphereCuboid,
  checkStill: checkSphereAtCuboid,
  checkSeparate: checkSeparateSphereCuboid,
  contactAt: sphereCuboidContactAt,
  approach: (hit, c0, c1, b0, b1) =>
    (hit.a.x - hit.point.x) * (c1.x - b1.x - (c0.x - b0.x)) +
    (hit.a.y - hit.point.y) * (c1.y - b1.y - (c0.y - b0.y)) +
    (hit.a.z - hit.point.z) * (c1.z - b1.z - (c0.z - b0.z)),
  copy: (v) => ({ x: v.x, y: v.y, z: v.z }),
};

/** Boxes. */
export const boxes: CoreBoxPair<Vec2> = {
  axes: ['x', 'y'],
  swept: sweptBoxes,
  timeOfImpact: boxesTimeOfImpact,
  overlap: boxesOverlap,
  separate: separateBoxes,
  checkSwept: checkBoxes2,
  checkOverlap: checkBoxesOverlap2,
  checkSeparate: checkSeparateBoxes2,
  contactAt: (hit, status, axis, sign, ...args) =>
    setBoxContact2(hit, hit.t, status, axis, sign, ...args),
  copy: (v) => ({ x: v.x, y: v.y }),
};

/** Cuboids. */
export const cuboids: CoreBoxPair<Vec3> = {
  axes: ['x', 'y', 'z'],
  swept: sweptCuboids,
  timeOfImpact: cuboidsTimeOfImpact,
  overlap: cuboidsOverlap,
  separate: separateCuboids,
  checkSwept: checkBoxes3,
  checkOverlap: checkBoxesOverlap3,
  checkSeparate: checkSeparateBoxes3,
  contactAt: (hit, status, axis, sign, ...args) =>
    setBoxContact3(hit, hit.t, status, axis, sign, ...args),
  copy: (v) => ({ x: v.x, y: v.y, z: v.z }),
};
