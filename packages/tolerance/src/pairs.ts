/**
 * One table per pair of shapes, of the core operations a policy is built
 * from: the core's queries, their named argument checks, and the contact
 * geometry at a given `t`. The band policies' rules (`<operation>/band.ts`)
 * are written once over this table and bound to a pair in `with-policy.ts`,
 * so every policy's query takes the caller's arguments exactly as the
 * contract's query does.
 */
import {
  type ContactStatus,
  circlesOverlap,
  circlesTimeOfImpact,
  type Separation,
  separateCircles,
  separateSpheres,
  spheresOverlap,
  spheresTimeOfImpact,
  sweptCircles,
  sweptSpheres,
  type TimeOfImpact,
  type Vec2,
  type Vec3,
} from '@swept/core';
import {
  checkOverlap2,
  checkOverlap3,
  checkSeparate2,
  checkSeparate3,
  checkSwept2,
  checkSwept3,
  contactAt2,
  contactAt3,
  setPoint2,
  setPoint3,
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
