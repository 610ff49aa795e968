/**
 * The oracle's committed conformance vectors, replayed through the same
 * judges as the generated cases: every edge case in them is checked for every
 * variant in every run (in the variant's units: `float` or `raw`).
 */
import { loadVectors } from '@swept/oracle';
import type { CheckName } from '../types.ts';
import type { Variant } from '../variants/types.ts';

/** Each vector as (check, input) pairs for a variant. */
export function vectorCases(variant: Variant): { check: CheckName; input: unknown; id: string }[] {
  const side = variant.units === 'raw' ? 'raw' : 'float';
  const out: { check: CheckName; input: unknown; id: string }[] = [];
  for (const c of loadVectors('swept2').cases) {
    out.push({ check: 'sweptCircles', input: c[side], id: c.id });
    out.push({ check: 'circlesTimeOfImpact', input: c[side], id: c.id });
  }
  for (const c of loadVectors('swept3').cases) {
    out.push({ check: 'sweptSpheres', input: c[side], id: c.id });
    out.push({ check: 'spheresTimeOfImpact', input: c[side], id: c.id });
  }
  for (const c of loadVectors('raySegment').cases)
    out.push({ check: 'raySegment', input: c[side], id: c.id });
  for (const c of loadVectors('overlap').cases) {
    out.push({
      check: c.dim === 2 ? 'circlesOverlap' : 'spheresOverlap',
      input: c[side],
      id: c.id,
    });
  }
  for (const c of loadVectors('circleBox').cases) {
    // The masses a push needs (the vectors ask the three other queries).
    const input = { ...c[side], mc: 1, mb: 1 };
    for (const check of ['sweptCircleBox', 'circleBoxTimeOfImpact', 'circleBoxOverlap'] as const) {
      out.push({ check, input, id: c.id });
    }
  }
  return out;
}
