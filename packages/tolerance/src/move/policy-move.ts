/**
 * move/: what a policy brings to a move: its cast (`policyCast`: its own wall queries
 * and box margin, so a leg ends at the policy's contact time), the doubles' arithmetic
 * the core moves with (`DOUBLE_ARITHMETIC`: a tolerance position is a double), and its
 * own push-outs. The core's course certifies every leg by the exact clearance whatever
 * the policy's contact times, so "never inside, never through" holds under every
 * policy; the policy decides where a leg stops and how far a push-out goes (a band
 * policy stops at its touch distance, `slop` pushes out to `r + s`).
 */
import {
  type BoxCastVariant,
  type BoxMoveVariant,
  type CastVariant,
  DOUBLE_ARITHMETIC,
  type MoveVariant,
} from '@swept/core/internal';

/** The move variant of a policy, over its cast variant and its push-outs. */
export function policyMove(
  cast: CastVariant,
  separate2: MoveVariant['separate2'],
  separate3: MoveVariant['separate3'],
): MoveVariant {
  return Object.freeze({ cast, arithmetic: DOUBLE_ARITHMETIC, separate2, separate3 });
}

/** The box move variant of a policy: its box cast over the doubles' arithmetic (`docs/contract.md` §10). */
export function policyBoxMove(cast: BoxCastVariant): BoxMoveVariant {
  return Object.freeze({ cast, arithmetic: DOUBLE_ARITHMETIC });
}
