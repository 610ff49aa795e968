/**
 * The wall tables' rows, in order: the swept variants, then what a game
 * would use instead (planck.js in 2D only; it has no 3D).
 */
import RAPIER3 from '@dimforge/rapier3d-compat';
import { initRapier } from '../../contenders/rapier.ts';
import {
  coreSegment,
  coreSegmentInto,
  fixedSegment,
  planckSegment,
  rapierSegment,
  substepSegment,
  toleranceSegment,
} from './circle-segment.ts';
import {
  coreTriangle,
  coreTriangleInto,
  fixedTriangle,
  rapierTriangle,
  substepTriangle,
  toleranceTriangle,
} from './sphere-triangle.ts';
import type { WallContender } from './wall-contender.ts';

/** The row every time is divided by: the core's zero-allocation form. */
export const SEGMENT_REFERENCE: string = coreSegmentInto.name;
export const TRIANGLE_REFERENCE: string = coreTriangleInto.name;

/** Loads both Rapier WebAssembly modules; call once before `prepare`. */
export async function initWallPeers(): Promise<void> {
  await initRapier();
  await RAPIER3.init();
}

export function segmentEntries(): WallContender[] {
  return [
    coreSegment,
    coreSegmentInto,
    fixedSegment,
    toleranceSegment,
    planckSegment,
    rapierSegment,
    substepSegment(4),
    substepSegment(16),
  ];
}

export function triangleEntries(): WallContender[] {
  return [
    coreTriangle,
    coreTriangleInto,
    fixedTriangle,
    toleranceTriangle,
    rapierTriangle,
    substepTriangle(4),
    substepTriangle(16),
  ];
}
