/**
 * The game rule every row follows, per body and frame: run left or right
 * (the direction flips on a per-body period), fall under gravity, jump from a
 * floor on a per-body beat. Every constant is a multiple of 2^-5, so the
 * displacements are exact in doubles and in Q16.16.
 */
export const RUN = 0.125;
export const GRAVITY = 0.03125;
export const JUMP = 0.5;
export const FALLEST = -0.75;

/** Body `i`'s displacement in frame `f`, from its last vertical speed and whether it stood on a floor. */
export function intent(
  i: number,
  f: number,
  vy: number,
  onFloor: boolean,
): { x: number; y: number } {
  const dir = Math.floor(f / (30 + (i % 17))) % 2 === 0 ? 1 : -1;
  const jump = onFloor && (f + i) % 23 === 0;
  return { x: dir * RUN, y: jump ? JUMP : Math.max(vy - GRAVITY, FALLEST) };
}
