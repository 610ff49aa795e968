/**
 * The variant switch: each entry answers the playground's questions in its
 * own arithmetic, on the same world coordinates (multiples of 1/8, so the
 * doubles and the Q16.16 raw values are the same numbers).
 */
import {
  circlesOverlap,
  circlesTimeOfImpact,
  type RaySegmentHit,
  raySegment,
  type Separation2,
  separateCircles,
  type TimeOfImpact2,
  type Vec2,
} from '@swept/core';

export interface Variant {
  id: string;
  label: string;
  /** One line on the arithmetic, shown under the switch. */
  note: string;
  circlesTimeOfImpact(
    a0: Vec2,
    a1: Vec2,
    ra: number,
    b0: Vec2,
    b1: Vec2,
    rb: number,
  ): TimeOfImpact2 | null;
  raySegment(p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): RaySegmentHit | null;
  separateCircles(a: Vec2, ra: number, ma: number, b: Vec2, rb: number, mb: number): Separation2;
  circlesOverlap(a: Vec2, ra: number, b: Vec2, rb: number): boolean;
}

const core: Variant = {
  id: 'core',
  label: '@swept/core',
  note: 'IEEE-754 doubles; exact up to a documented rounding band around the contact.',
  circlesTimeOfImpact,
  raySegment,
  separateCircles,
  circlesOverlap,
};

export const VARIANTS: readonly Variant[] = [core];
