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
  const circleBoxes = [
    ['circleBox', ['sweptCircleBox', 'circleBoxTimeOfImpact', 'circleBoxOverlap']],
    ['sphereCuboid', ['sweptSphereCuboid', 'sphereCuboidTimeOfImpact', 'sphereCuboidOverlap']],
  ] as const;
  for (const [file, checks] of circleBoxes) {
    for (const c of loadVectors(file).cases) {
      // The masses a push needs (the vectors ask the three other queries).
      const input = { ...c[side], mc: 1, mb: 1 };
      for (const check of checks) out.push({ check, input, id: c.id });
    }
  }
  for (const c of loadVectors('boxes').cases) {
    const { a0, ha, b0, hb } = c[side];
    const still = { a: a0, ha, ma: 1, b: b0, hb, mb: 1 };
    const [swept, toi, overlap, separate] =
      c.dim === 2
        ? (['sweptBoxes', 'boxesTimeOfImpact', 'boxesOverlap', 'separateBoxes'] as const)
        : (['sweptCuboids', 'cuboidsTimeOfImpact', 'cuboidsOverlap', 'separateCuboids'] as const);
    out.push({ check: swept, input: c[side], id: c.id });
    out.push({ check: toi, input: c[side], id: c.id });
    // The still queries at the start; the separation with equal masses.
    out.push({ check: overlap, input: still, id: c.id });
    out.push({ check: separate, input: still, id: c.id });
  }
  return out;
}
