import type { Vec3 } from '@swept/core';
import { checkBoxesOverlap3, STAGE_FILTER } from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import { overlapOnAxisExact } from './box-box.ts';

/** `exact` overlap of two cuboids: `|b − a|ᵢ < haᵢ + hbᵢ` on every axis, exactly. */
export function cuboidsOverlapExact(a: Vec3, ha: Vec3, b: Vec3, hb: Vec3): boolean {
  checkBoxesOverlap3(a, ha, b, hb);
  record(STAGE_FILTER);
  return (
    overlapOnAxisExact(a.x, ha.x, b.x, hb.x) &&
    overlapOnAxisExact(a.y, ha.y, b.y, hb.y) &&
    overlapOnAxisExact(a.z, ha.z, b.z, hb.z)
  );
}
