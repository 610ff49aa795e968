/**
 * The wall queries' result shapes, in raw Q16.16 integers. They are the same
 * shapes as @swept/core's wall contacts (the contract's "Walls" section);
 * when both variants share one types module, these become re-exports.
 */
import type { ContactStatus, Vec2, Vec3 } from '@swept/core';

/** First contact of a moving circle or sphere with a static wall. */
export interface WallContact<V> {
  /** The raw time `floor(65536·t*)` of the first touch `t*`, in `[0, 65536]`. */
  t: number;
  /** `'overlap'`, `'separating'` or `'impact'`, decided exactly; see {@link ContactStatus}. */
  status: ContactStatus;
  /** The wall's point nearest to `c`. */
  point: V;
  /** Unit vector (raw, length ≈ 65536) from `point` to `c`: the direction that pushes the circle out. */
  normal: V;
  /** The circle's centre at `t`. */
  c: V;
}

/** A circle's first contact with a segment `s0 → s1`: {@link WallContact} plus `u`. */
export interface SegmentContact extends WallContact<Vec2> {
  /** `floor(65536·u)` of `point`'s parameter along `s0 → s1` (`0` for a segment of length 0). */
  u: number;
}

/** A circle's first contact with a polyline: the segment's contact and which segment. */
export interface PolylineContact extends SegmentContact {
  /** The segment `points[k] → points[k + 1]` (the last, when closed, runs back to `points[0]`). */
  segment: number;
}

/** A sphere's first contact with a triangle. */
export type TriangleContact = WallContact<Vec3>;
