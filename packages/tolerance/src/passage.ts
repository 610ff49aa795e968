/**
 * How a moving pair passed each other during the step, under a policy:
 * - `'hit'`: they overlap under the policy at some instant (closer than the
 *   band's inner edge);
 * - `'graze'`: they come within the contact band but never overlap — a
 *   shoot-'em-up's graze, a near miss worth points;
 * - `'miss'`: they never come within the band.
 *
 * `'hit'` or `'graze'` exactly when the policy's swept test is `true`.
 */
export type Passage = 'hit' | 'graze' | 'miss';
