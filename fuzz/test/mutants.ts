/**
 * Deliberately broken variants: each breaks one promise of the contract the
 * way real code tends to, so the mutation test can show the quick run catches it.
 */

import type { Vec2 } from '@swept/core';
import * as core from '@swept/core';
import * as fixed from '@swept/fixed';
import { coreVariant } from '../src/variants/core.ts';
import { fixedVariant } from '../src/variants/fixed.ts';
import type { Variant } from '../src/variants/types.ts';

/** The swept test with `<` where the contract says `<=` (the shoot-em-up article's convention): grazes become misses. */
function strictSweptCircles(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
  rb: number,
): boolean {
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const dx = b1.x - a1.x - c0x;
  const dy = b1.y - a1.y - c0y;
  const r = ra + rb;
  const P = dx * dx + dy * dy;
  const Q = c0x * dx + c0y * dy;
  const R = c0x * c0x + c0y * c0y - r * r;
  if (R < 0 || P + 2 * Q + R < 0) return true;
  return Q < 0 && -Q < P && P * R - Q * Q < 0;
}

export const strictCore: Variant = {
  ...coreVariant,
  name: 'mutant:strict-less-than',
  api: { ...coreVariant.api, sweptCircles: strictSweptCircles },
};

/** The fixed time of impact rounded to nearest instead of floored: sometimes a step after the contact. */
export const roundedFixed: Variant = {
  ...fixedVariant,
  name: 'mutant:toi-rounded-to-nearest',
  api: {
    ...fixedVariant.api,
    circlesTimeOfImpact: (a0: Vec2, a1: Vec2, ra: number, b0: Vec2, b1: Vec2, rb: number) => {
      const hit = fixed.circlesTimeOfImpact(a0, a1, ra, b0, b1, rb);
      if (hit === null) return null;
      const s = (v: Vec2) => ({ x: v.x / 65536, y: v.y / 65536 });
      const float = core.circlesTimeOfImpact(s(a0), s(a1), ra / 65536, s(b0), s(b1), rb / 65536);
      return { ...hit, t: Math.round((float?.t ?? 0) * 65536) };
    },
  },
};

/** The push-apart article's naive push-apart: the textbook formula in doubles, leaving "-3e-14" overlaps. */
function naiveSeparateCircles(a: Vec2, ra: number, ma: number, b: Vec2, rb: number, mb: number) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const dist = Math.sqrt(dx * dx + dy * dy);
  const r = ra + rb;
  if (dist >= r) return { a: { ...a }, b: { ...b } };
  const [nx, ny] = dist > 0 ? [dx / dist, dy / dist] : [1, 0];
  const depth = r - dist;
  const sa =
    ma === Number.POSITIVE_INFINITY ? 0 : mb === Number.POSITIVE_INFINITY ? 1 : mb / (ma + mb);
  const sb = 1 - sa;
  return {
    a: { x: a.x - nx * depth * sa, y: a.y - ny * depth * sa },
    b: { x: b.x + nx * depth * sb, y: b.y + ny * depth * sb },
  };
}

export const naiveSeparation: Variant = {
  ...coreVariant,
  name: 'mutant:naive-separation',
  semantics: { kind: 'exact' },
  api: { ...coreVariant.api, separateCircles: naiveSeparateCircles },
};

/** A query that skips its argument checks: NaN goes in, a silent answer comes out. */
export const uncheckedCore: Variant = {
  ...coreVariant,
  name: 'mutant:no-range-error',
  api: {
    ...coreVariant.api,
    circlesOverlap: (a: Vec2, ra: number, b: Vec2, rb: number) => {
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      return dx * dx + dy * dy < (ra + rb) * (ra + rb);
    },
  },
};

/**
 * fixed's push out of a wall as it was before the range rule: where the push would leave
 * the Q16.16 range, the centre is returned anyway (the same push made with the segment at
 * the origin, moved back), and every later call refuses it.
 */
export const pushPastTheEdge: Variant = {
  ...fixedVariant,
  name: 'mutant:push-past-the-edge',
  api: {
    ...fixedVariant.api,
    separateCircleSegment: (c: Vec2, r: number, s0: Vec2, s1: Vec2) => {
      try {
        return fixed.separateCircleSegment(c, r, s0, s1);
      } catch {
        const at = (v: Vec2, k: number) => ({ x: v.x + k * s0.x, y: v.y + k * s0.y });
        return at(fixed.separateCircleSegment(at(c, -1), r, at(s0, -1), at(s1, -1)), 1);
      }
    },
  },
};

/** A separation that refuses instead of stopping a body at the edge (the rule allows that only with an immovable other body). */
export const refusesAtTheEdge: Variant = {
  ...fixedVariant,
  name: 'mutant:refuses-at-the-edge',
  api: {
    ...fixedVariant.api,
    separateCircles: (a: Vec2, ra: number, ma: number, b: Vec2, rb: number, mb: number) => {
      const got = fixed.separateCircles(a, ra, ma, b, rb, mb);
      const axis = (['x', 'y'] as const).find((k) => Math.abs(got.a[k]) === fixed.MAX_RAW);
      if (axis === undefined) return got;
      throw new RangeError(
        `a cannot be separated from b (immovable) within the Q16.16 range ±${fixed.MAX_RAW}: a.${axis} would be ${got.a[axis]} raw`,
      );
    },
  },
};

/**
 * A push out of a wall that overshoots by an eighth (a centre that lies on an edge's
 * line within rounding once sent the core's push 63° off, and it was grown to 1.125 r):
 * never overlapping afterwards, so only the check of how far it went catches it.
 */
export const overPushCore: Variant = {
  ...coreVariant,
  name: 'mutant:push-an-eighth-too-far',
  api: {
    ...coreVariant.api,
    separateCircleSegment: (c: Vec2, r: number, s0: Vec2, s1: Vec2) => {
      const got = core.separateCircleSegment(c, r, s0, s1);
      return { x: got.x + (got.x - c.x) / 8, y: got.y + (got.y - c.y) / 8 };
    },
  },
};

/** Two bodies pushed apart an eighth further than touching: apart, so only the check of the distance catches it. */
export const overPushPairCore: Variant = {
  ...coreVariant,
  name: 'mutant:push-apart-an-eighth-too-far',
  api: {
    ...coreVariant.api,
    separateCircles: (a: Vec2, ra: number, ma: number, b: Vec2, rb: number, mb: number) => {
      const got = core.separateCircles(a, ra, ma, b, rb, mb);
      const further = (from: Vec2, to: Vec2) => ({
        x: to.x + (to.x - from.x) / 8,
        y: to.y + (to.y - from.y) / 8,
      });
      return { a: further(a, got.a), b: further(b, got.b) };
    },
  },
};
